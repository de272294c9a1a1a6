// The two kinds of visitor submission (docs/product.md: the contact and equipment quote forms) as the server
// stores them and the admin inbox shows them. Shared by the server and the admin browser code, so each shape is written once.

import type { Attribution } from './attribution.ts';
import type { EnquiryStatus, EnquiryTimeline, LeadFields } from './lead-desk.ts';

export type SubmissionKind = 'contact' | 'quote';

/** A contact message as the form stores it: the validated fields plus the honeypot's verdict. */
export interface ContactRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  service: string;
  message: string;
  isSpam: boolean;
  /** The public page the form was sent from; null when unknown (sent before it was recorded). */
  pagePath: string | null;
  /** Where the lead came from (web/shared/attribution.ts), or null. */
  attribution: Attribution | null;
}

/** An equipment quote request as the form stores it. */
export interface QuoteRow {
  /** Optional on the form: whom to greet. */
  name: string | null;
  equipmentType: string;
  rentalDuration: string;
  startDate: string;
  projectLocation: string;
  projectDetails: string;
  email: string;
  phone: string;
  isSpam: boolean;
  pagePath: string | null;
  /** Where the lead came from (web/shared/attribution.ts), or null. */
  attribution: Attribution | null;
}

/** What the database (and the lead desk) adds to a stored row. */
interface StoredFields extends Omit<LeadFields, 'overdue' | 'read'> {
  id: number;
  readAt: string | null;
  createdAt: string;
}

/** Find a person's records: each enquiry with its notes, replies and changes (personal data too). */
export type WithTimeline<Row> = Row & EnquiryTimeline;
/** A stored contact message, as the admin API answers with it. */
export type ContactSubmission = ContactRow & StoredFields;
/** A stored equipment quote request, as the admin API answers with it. */
export type EquipmentQuote = QuoteRow & StoredFields;
/**
 * A row as the lists and the lead desk answer with it: whether it is overdue now and read, and whether its client
 * wrote again after it was marked won, lost or closed (docs/product.md § Replies from the mailbox).
 */
export type Listed<Row> = Row & { overdue: boolean; read: boolean; clientWroteAgain: boolean };

/**
 * Each kind's name in the admin inbox's addresses and answers: /api/admin/submissions/:list/:id, :list.csv and
 * the keys of /api/admin/submissions/summary (docs/api.md). The one place 'quote' becomes 'quotes'.
 */
export const INBOX_LIST = { contact: 'contact', quote: 'quotes' } as const satisfies Record<SubmissionKind, string>;
export type InboxList = (typeof INBOX_LIST)[SubmissionKind];

/** The kind an inbox address names, or undefined for any other segment. */
export function kindOfInboxList(segment: string | undefined): SubmissionKind | undefined {
  return (Object.keys(INBOX_LIST) as SubmissionKind[]).find((kind) => INBOX_LIST[kind] === segment);
}

export interface InboxCounts {
  total: number;
  unread: number;
  spam: number;
  /** Still new after the reply promise. */
  overdue: number;
  /** Non-spam enquiries per lead status. */
  statuses: Record<EnquiryStatus, number>;
}

/** GET /api/admin/submissions/summary. */
export type SubmissionsSummary = Record<InboxList, InboxCounts>;
