// POST /api/contact and POST /api/equipment-quote: the public forms. The routes table validates the body with the
// shared schema and spends one unit of the visitor's rate-limit quota; here the Idempotency-Key is read, the row
// saved (src/submissions/save.ts) and answered 201 only once it is on disk.
import type { Context } from 'hono';
import type { ContactSchema, EquipmentQuoteSchema } from '../../web/shared/schemas.ts';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import { formThanks, type ThanksFor } from '../content/form-thanks.ts';
import { BAD_KEY, IDEMPOTENCY_HEADER, KEY_REUSED, parseIdempotencyKey } from '../submissions/idempotency.ts';
import { contactRow, quoteRow, SAVE_FAILED, SAVE_RETRY_SECONDS, saveSubmission, thanksFor } from '../submissions/save.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';

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
