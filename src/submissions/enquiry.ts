// A visitor's enquiry, however it arrives: the JSON of POST /api/contact or /api/equipment-quote (the page's
// script), or the browser's own post of the page's form (no script yet, or none). Both take the same steps here,
// in the same order, and only turn the outcome into their own answer (src/api/forms.ts, src/render/form-posts.ts).
import * as v from 'valibot';
import { ContactSchema, EquipmentQuoteSchema, issuesOf, type FieldIssue } from '../../web/shared/schemas.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { ThanksFor } from '../content/form-thanks.ts';
import { parseIdempotencyKey } from './idempotency.ts';
import { contactRow, quoteRow, SAVE_RETRY_SECONDS, saveSubmission, thanksFor, type Saver } from './save.ts';

/** The count of enquiries per client: seconds to wait, 0 when allowed (src/security/limits.ts, FORM_RATE_LIMIT). */
export interface EnquiryLimit {
  /** Without counting: a client already over the limit is told so before anything else is looked at. */
  blockedFor(client: string): number;
  /** Counts one enquiry, taken only once its fields are valid, so a typo costs a visitor none of their quota. */
  hit(client: string): number;
}

export interface Enquiry {
  kind: SubmissionKind;
  /** What the visitor sent, not yet checked: the JSON object, or the form's text fields with the page's path. */
  fields: unknown;
  /** The Idempotency-Key header as sent, if any. */
  key: string | undefined;
  /** Whom the rate limit counts: the client's address. */
  client: string;
}

export type EnquiryOutcome =
  | { outcome: 'stored'; id: number; thanks: ThanksFor }
  /** The key was used within 24 hours for the same words: nothing stored, the first row's id. */
  | { outcome: 'replayed'; id: number; thanks: ThanksFor }
  /** The key was used within 24 hours for other words: nothing stored. */
  | { outcome: 'keyReused' }
  | { outcome: 'badKey' }
  | { outcome: 'invalid'; issues: FieldIssue[] }
  | { outcome: 'rateLimited'; retryAfter: number }
  /** The database could not take it now (closing, or busy): nothing stored. */
  | { outcome: 'couldNotSave'; retryAfter: number };

/**
 * The key's form first (a client bug, refused before it costs any quota), then the rate limit, the kind's schema,
 * the count, and the save (src/submissions/save.ts: on disk, then e-mailed).
 */
export function submitEnquiry(s: { saver: Saver; limit: EnquiryLimit }) {
  return async ({ kind, fields, key, client }: Enquiry): Promise<EnquiryOutcome> => {
    const header = parseIdempotencyKey(key);
    if ('invalid' in header) return { outcome: 'badKey' };
    const blocked = s.limit.blockedFor(client);
    if (blocked > 0) return { outcome: 'rateLimited', retryAfter: blocked };
    const parsed = parseEnquiry(kind, fields);
    if ('issues' in parsed) return { outcome: 'invalid', issues: parsed.issues };
    const wait = s.limit.hit(client);
    if (wait > 0) return { outcome: 'rateLimited', retryAfter: wait };

    const row = parsed.contact ? contactRow(parsed.contact) : quoteRow(parsed.quote);
    const saved = await saveSubmission(s.saver, kind, row, header.key);
    if (saved === undefined) return { outcome: 'couldNotSave', retryAfter: SAVE_RETRY_SECONDS };
    if ('keyReused' in saved) return { outcome: 'keyReused' };
    return { outcome: saved.replayed ? 'replayed' : 'stored', id: saved.id, thanks: thanksFor(kind, row) };
  };
}

type Parsed =
  | { contact: v.InferOutput<typeof ContactSchema>; quote?: undefined }
  | { contact?: undefined; quote: v.InferOutput<typeof EquipmentQuoteSchema> }
  | { issues: FieldIssue[] };

/** abortPipeEarly: one message per broken rule chain, the first of each field being what a form shows beside it. */
function parseEnquiry(kind: SubmissionKind, fields: unknown): Parsed {
  if (kind === 'quote') {
    const result = v.safeParse(EquipmentQuoteSchema, fields, { abortPipeEarly: true });
    return result.success ? { quote: result.output } : { issues: issuesOf(result.issues) };
  }
  const result = v.safeParse(ContactSchema, fields, { abortPipeEarly: true });
  return result.success ? { contact: result.output } : { issues: issuesOf(result.issues) };
}
