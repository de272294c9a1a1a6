// GET /api/admin/overview: what the owner's Overview tab shows (docs/product.md § Overview tab). Shared by the
// server, which computes it, and the admin bundle, which draws it.
import type { InboxList } from './submissions.ts';

export const OVERVIEW_WEEKS = 12;

/** West Africa Time is UTC+1 all year (Nigeria keeps no summer time): days and weeks are the owner's. */
export const LAGOS_OFFSET_MS = 3_600_000;

/** The day in Port Harcourt at an instant, YYYY-MM-DD. */
export const lagosDay = (at: Date): string => new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

export const OVERVIEW_DAYS = 30;

/** Enquiries are counted by kind and, for contact messages, by the service chosen; quotes are their own kind. */
export interface WeekEnquiries {
  /** Monday of the week, YYYY-MM-DD (Port Harcourt). */
  week: string;
  contact: number;
  quote: number;
  /** Contact messages by service, plus 'quote' for equipment quote requests. */
  byService: Record<string, number>;
}

export interface PageRate {
  path: string;
  /** An item page's item (a project, machine or development), named as the admin named it. */
  title?: string;
  views: number;
  enquiries: number;
  /** Enquiries sent from the page per 100 views; null when it had no views. */
  per100: number | null;
}

export interface Overview {
  /** Today in Port Harcourt, YYYY-MM-DD. */
  today: string;
  unread: Record<InboxList, number>;
  weeks: WeekEnquiries[];
  days: { day: string; views: number }[];
  pages: PageRate[];
  referrers: { host: string; views: number }[];
}

/** Where referring sites beyond the day's cap are counted together (not a host name, so never a real one). */
export const OTHER_REFERRERS = 'other sites';
