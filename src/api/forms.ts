// POST /api/contact and POST /api/equipment-quote: the public forms. The routes table validates the body with the
// shared schema and spends one unit of the visitor's rate-limit quota; here the row is stored through the
// group-commit writer, answered 201 only once it is on disk, then (fire-and-forget) e-mailed to the office.
import type { Context } from 'hono';
import type * as v from 'valibot';
import { HONEYPOT_FIELD, PAGE_FIELD, type ContactSchema, type EquipmentQuoteSchema } from '../../web/shared/schemas.ts';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import { formThanks, seededThanks, type ThanksFor } from '../content/form-thanks.ts';
import { WriterClosedError } from '../db/submissions.ts';
import { BAD_KEY, IDEMPOTENCY_HEADER, isKeyReplay, KEY_REUSED, keyFor, parseIdempotencyKey, type KeyReplay } from '../submissions/idempotency.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';

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
  const { [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: pagePath, ...fields } = body;
  return { ...fields, pagePath, isSpam: isSpam(honeypot) };
}

export function quoteRow(body: v.InferOutput<typeof EquipmentQuoteSchema>): QuoteRow {
  const { [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: pagePath, ...fields } = body;
  return { ...fields, pagePath, isSpam: isSpam(honeypot) };
}

export const SAVE_FAILED = 'We could not save your submission just now. Please try again in a moment.';
/** Seconds a visitor is asked to wait when the database could not take a submission. */
export const SAVE_RETRY_SECONDS = 5;

/** A stored (or, for a key already used, earlier) submission's id; or a key already used with other words. */
export type Saved = { id: number; replayed: boolean } | { keyReused: true };

/**
 * Stores a submission through the group-commit writer (resolved once it is on disk), then e-mails it to the office
 * (fire and forget). With an Idempotency-Key already used within 24 hours nothing is stored or e-mailed: the
 * earlier row's id comes back. Undefined when the database cannot take it now (closing, or busy): the visitor is
 * asked to try again, and nothing was stored.
 */
export async function saveSubmission(s: Services, kind: SubmissionKind, row: ContactRow | QuoteRow, key?: string): Promise<Saved | undefined> {
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

export function postContact(s: Services) {
  const thanks = formThanks(s.db, s.changes);
  return (c: Context<RouteEnv>, { body }: Input<typeof ContactSchema>) => store(c, s, 'contact', contactRow(body), thanks);
}

export function postEquipmentQuote(s: Services) {
  const thanks = formThanks(s.db, s.changes);
  return (c: Context<RouteEnv>, { body }: Input<typeof EquipmentQuoteSchema>) => store(c, s, 'quote', quoteRow(body), thanks);
}

async function store(c: Context, s: Services, kind: SubmissionKind, row: ContactRow | QuoteRow, thanks: (which: ThanksFor) => string) {
  const header = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  if ('invalid' in header) return apiError(c, 400, BAD_KEY);
  const saved = await saveSubmission(s, kind, row, header.key);
  if (saved === undefined) {
    c.header('Retry-After', String(SAVE_RETRY_SECONDS));
    return apiError(c, 503, SAVE_FAILED);
  }
  if ('keyReused' in saved) return apiError(c, 409, KEY_REUSED);
  if (saved.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ id: saved.id, message: thanks(thanksFor(kind, row)) }, 201);
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
