// POST /api/contact and POST /api/equipment-quote: the public forms. Validate with the shared schema, spend one
// unit of the visitor's rate-limit quota, store through the group-commit writer, answer 201 only once the row
// is on disk, then (fire-and-forget) e-mail the office.
import type { Context, MiddlewareHandler } from 'hono';
import { ContactSchema, EquipmentQuoteSchema, HONEYPOT_FIELD } from '../../web/shared/schemas.ts';
import type { ContactRow, QuoteRow, SubmissionKind } from '../db/submissions.ts';
import { WriterClosedError } from '../db/submissions.ts';
import { RateLimiter } from '../security/rate-limit.ts';
import { clientIp } from '../security/client-ip.ts';
import type { Services } from '../services.ts';
import { readJson } from './body.ts';
import { formThanks, seededThanks } from '../content/form-thanks.ts';
import { apiError } from './errors.ts';

export const CONTACT_THANKS = seededThanks('contact');
export const REAL_ESTATE_THANKS = seededThanks('real-estate');
export const QUOTE_THANKS = seededThanks('quote');
export const FORM_WINDOW_MS = 10 * 60 * 1000;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by formRateLimit: counts one accepted submission; returns seconds to wait when over the limit, else 0. */
    formQuota: () => number;
  }
}

// One quota per visitor across both forms (CONTRACT: "submissions accepted per client IP"), one per app.
const limiters = new WeakMap<Services, RateLimiter>();
function formLimiter(s: Services): RateLimiter {
  let limiter = limiters.get(s);
  if (!limiter) limiters.set(s, (limiter = new RateLimiter(s.config.formRateLimit, FORM_WINDOW_MS)));
  return limiter;
}

/**
 * FORM_RATE_LIMIT submissions per client IP per 10 minutes (0 = off).
 *
 * What counts: only a submission that passed validation, i.e. one that would be stored (spam-flagged ones
 * included, so a bot tripping the honeypot is limited too). Bodies refused with 413 (body limit, earlier in
 * the chain), 415 or 400 store nothing and cost only a parse, so they do not spend a real visitor's quota —
 * someone fixing a typo after a 400 is never locked out. The count is taken synchronously right after
 * validation and before the write, so a burst of parallel requests cannot slip past the limit while earlier
 * ones wait for their commit. A visitor already over the limit is refused here, before the body is read.
 */
export function formRateLimit(s: Services): MiddlewareHandler {
  const limiter = formLimiter(s);
  return async (c, next) => {
    const ip = clientIp(c, s.config.trustProxy);
    const wait = limiter.blockedFor(ip);
    if (wait > 0) return tooManyRequests(c, wait);
    c.set('formQuota', () => limiter.hit(ip));
    await next();
  };
}

function tooManyRequests(c: Context, seconds: number) {
  c.header('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return apiError(c, 429, `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Browsers' autofill can fill the hidden field too, so a tripped honeypot is flagged, never dropped. */
const isSpam = (honeypot: string) => honeypot.trim() !== '';

export function postContact(s: Services) {
  const thanks = formThanks(s.db, s.changes);
  return async (c: Context) => {
    const body = await readJson(c, ContactSchema);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    const wait = c.get('formQuota')?.() ?? 0;
    if (wait > 0) return tooManyRequests(c, wait);
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body.value;
    const row: ContactRow = { ...fields, isSpam: isSpam(honeypot) };
    const message = thanks(row.service === 'real-estate' ? 'real-estate' : 'contact');
    return store(c, s, 'contact', row, () => s.submissions.addContact(row), message);
  };
}

export function postEquipmentQuote(s: Services) {
  const thanks = formThanks(s.db, s.changes);
  return async (c: Context) => {
    const body = await readJson(c, EquipmentQuoteSchema);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    const wait = c.get('formQuota')?.() ?? 0;
    if (wait > 0) return tooManyRequests(c, wait);
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body.value;
    const row: QuoteRow = { ...fields, isSpam: isSpam(honeypot) };
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
