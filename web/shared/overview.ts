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

/** Enquiries received in a week and how they were first answered. */
export interface WeekResponses {
  week: string;
  received: number;
  answered: number;
  /** Answered within the reply promise. */
  withinPromise: number;
  /** Median hours from arrival to first reply, of those answered; null when none was. */
  medianHours: number | null;
}

/** Enquiries marked quoted, won or lost in a week. */
export interface WeekPipeline {
  week: string;
  quoted: number;
  won: number;
  lost: number;
}

export interface Responses {
  promiseHours: number;
  /** Over the 12 weeks: median hours to a first reply (null when nothing was answered), answered, within the promise. */
  medianHours: number | null;
  answered: number;
  withinPromise: number;
  /** Still unanswered and older than the promise: it has missed it too. */
  missed: number;
  weeks: WeekResponses[];
  pipeline: WeekPipeline[];
  /** Over the 12 weeks, each enquiry once: how many moved to quoted, won or lost, and the naira won and lost (their latest status). */
  totals: { enquiries: number; quoted: number; won: number; lost: number; wonValue: number; lostValue: number };
}

/** The Submissions tab's address for the list of what needs a reply (the Overview's overdue card opens it). */
export const NEEDS_REPLY_FILTER = 'needs-reply';

export interface Overview {
  /** Today in Port Harcourt, YYYY-MM-DD. */
  today: string;
  unread: Record<InboxList, number>;
  /** Enquiries (both kinds) still new after the reply promise. */
  overdue: number;
  responses: Responses;
  weeks: WeekEnquiries[];
  days: { day: string; views: number }[];
  pages: PageRate[];
  referrers: { host: string; views: number }[];
}

/** Where referring sites beyond the day's cap are counted together (not a host name, so never a real one). */
export const OTHER_REFERRERS = 'other sites';
