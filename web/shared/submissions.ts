// The two kinds of visitor submission (docs/product.md: the contact and equipment quote forms) as the server
// stores them and the admin inbox shows them. Shared by the server and the admin browser code, so each shape is written once.

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
}

/** An equipment quote request as the form stores it. */
export interface QuoteRow {
  equipmentType: string;
  rentalDuration: string;
  startDate: string;
  projectLocation: string;
  projectDetails: string;
  email: string;
  phone: string;
  isSpam: boolean;
  pagePath: string | null;
}

/** What the database adds to a stored row. */
interface StoredFields {
  id: number;
  readAt: string | null;
  createdAt: string;
}

/** A stored contact message, as the admin API answers with it. */
export type ContactSubmission = ContactRow & StoredFields;
/** A stored equipment quote request, as the admin API answers with it. */
export type EquipmentQuote = QuoteRow & StoredFields;

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
}

/** GET /api/admin/submissions/summary. */
export type SubmissionsSummary = Record<InboxList, InboxCounts>;
