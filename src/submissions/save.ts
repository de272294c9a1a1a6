// Saving what a visitor sends (docs/product.md § Forms): the row a form becomes, stored once on disk through the
// group-commit writer, then e-mailed to the office. An enquiry, however it arrives, is saved through here by
// submitEnquiry (src/submissions/enquiry.ts).
import type * as v from 'valibot';
import { HONEYPOT_FIELD, PAGE_FIELD, type ContactSchema, type EquipmentQuoteSchema } from '../../web/shared/schemas.ts';
import { ATTRIBUTION_FIELD } from '../../web/shared/attribution.ts';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import { seededThanks, type ThanksFor } from '../content/form-thanks.ts';
import { WriterClosedError } from '../db/submissions.ts';
import type { Services } from '../services.ts';
import { isKeyReplay, keyFor, type KeyReplay } from './idempotency.ts';

export const CONTACT_THANKS = seededThanks('contact');
export const REAL_ESTATE_THANKS = seededThanks('real-estate');
export const QUOTE_THANKS = seededThanks('quote');

/** Browsers' autofill can fill the hidden field too, so a tripped honeypot is flagged, never dropped. */
const isSpam = (honeypot: string) => honeypot.trim() !== '';

/** The thank-you text that belongs to a stored row: real-estate enquiries get the real-estate page's promise. */
export function thanksFor(kind: SubmissionKind, row: ContactRow | QuoteRow): ThanksFor {
  return kind === 'quote' ? 'quote' : (row as ContactRow).service === 'real-estate' ? 'real-estate' : 'contact';
}

export function contactRow(body: v.InferOutput<typeof ContactSchema>): ContactRow {
  const { [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: pagePath, [ATTRIBUTION_FIELD]: attribution, ...fields } = body;
  return { ...fields, pagePath, isSpam: isSpam(honeypot), attribution };
}

export function quoteRow(body: v.InferOutput<typeof EquipmentQuoteSchema>): QuoteRow {
  const { [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: pagePath, [ATTRIBUTION_FIELD]: attribution, ...fields } = body;
  return { ...fields, pagePath, isSpam: isSpam(honeypot), attribution };
}

export const SAVE_FAILED = 'We could not save your submission just now. Please try again in a moment.';
/** Seconds a visitor is asked to wait when the database could not take a submission. */
export const SAVE_RETRY_SECONDS = 5;

/** What saving needs: the writer, the office's notifier and the log. */
export type Saver = Pick<Services, 'submissions' | 'notifier' | 'log'>;

/** A stored (or, for a key already used, earlier) submission's id; or a key already used with other words. */
export type Saved = { id: number; replayed: boolean } | { keyReused: true };

/**
 * Stores a submission through the group-commit writer (resolved once it is on disk), then e-mails it to the office
 * (fire and forget). With an Idempotency-Key already used within 24 hours nothing is stored or e-mailed: the
 * earlier row's id comes back. Undefined when the database cannot take it now (closing, or busy): the visitor is
 * asked to try again, and nothing was stored.
 */
export async function saveSubmission(s: Saver, kind: SubmissionKind, row: ContactRow | QuoteRow, key?: string): Promise<Saved | undefined> {
  let stored: number | KeyReplay;
  try {
    stored = key
      ? await s.submissions.addKeyed(kind, row, keyFor(key, kind, row))
      : await (kind === 'quote' ? s.submissions.addQuote(row as QuoteRow) : s.submissions.addContact(row as ContactRow));
  } catch (error) {
    if (error instanceof WriterClosedError || isBusy(error)) return undefined;
    throw error;
  }
  if (isKeyReplay(stored)) return stored.sameBody ? { id: stored.replayOf, replayed: true } : { keyReused: true };
  try {
    s.notifier?.submissionReceived(kind, { ...row, id: stored });
  } catch (error) {
    s.log.warn(`notifier failed for ${kind} #${stored}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { id: stored, replayed: false };
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
