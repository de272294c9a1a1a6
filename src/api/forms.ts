// POST /api/contact and POST /api/equipment-quote: the public forms. The routes table validates the body with the
// shared schema and spends one unit of the visitor's rate-limit quota; here the row is stored through the
// group-commit writer, answered 201 only once it is on disk, then (fire-and-forget) e-mailed to the office.
import type { Context } from 'hono';
import { HONEYPOT_FIELD, PAGE_FIELD, type ContactSchema, type EquipmentQuoteSchema } from '../../web/shared/schemas.ts';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import { formThanks, seededThanks } from '../content/form-thanks.ts';
import { WriterClosedError } from '../db/submissions.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';

export const CONTACT_THANKS = seededThanks('contact');
export const REAL_ESTATE_THANKS = seededThanks('real-estate');
export const QUOTE_THANKS = seededThanks('quote');

/** Browsers' autofill can fill the hidden field too, so a tripped honeypot is flagged, never dropped. */
const isSpam = (honeypot: string) => honeypot.trim() !== '';

export function postContact(s: Services) {
  const thanks = formThanks(s.db, s.changes);
  return (c: Context<RouteEnv>, { body }: Input<typeof ContactSchema>) => {
    const { [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: pagePath, ...fields } = body;
    const row: ContactRow = { ...fields, pagePath, isSpam: isSpam(honeypot) };
    const message = thanks(row.service === 'real-estate' ? 'real-estate' : 'contact');
    return store(c, s, 'contact', row, () => s.submissions.addContact(row), message);
  };
}

export function postEquipmentQuote(s: Services) {
  const thanks = formThanks(s.db, s.changes);
  return (c: Context<RouteEnv>, { body }: Input<typeof EquipmentQuoteSchema>) => {
    const { [HONEYPOT_FIELD]: honeypot, [PAGE_FIELD]: pagePath, ...fields } = body;
    const row: QuoteRow = { ...fields, pagePath, isSpam: isSpam(honeypot) };
    return store(c, s, 'quote', row, () => s.submissions.addQuote(row), thanks('quote'));
  };
}

async function store(
  c: Context,
  s: Services,
  kind: SubmissionKind,
  row: ContactRow | QuoteRow,
  write: () => Promise<number>,
  message: string,
) {
  let id: number;
  try {
    id = await write();
  } catch (error) {
    if (error instanceof WriterClosedError || isBusy(error)) {
      c.header('Retry-After', '5');
      return apiError(c, 503, 'We could not save your submission just now. Please try again in a moment.');
    }
    throw error;
  }
  try {
    s.notifier?.submissionReceived(kind, { ...row, id });
  } catch (error) {
    s.log.warn(`notifier failed for ${kind} #${id}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return c.json({ id, message }, 201);
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
