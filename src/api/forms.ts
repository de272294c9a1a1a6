// POST /api/contact and POST /api/equipment-quote: the public forms' JSON, from the page's script. The routes table
// reads the body as a JSON object and refuses a client already over its rate limit; submitEnquiry
// (src/submissions/enquiry.ts) does the rest, and here its outcome becomes the API's answer: 201 only once the
// row is on disk.
import type { Context } from 'hono';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import { formThanks } from '../content/form-thanks.ts';
import { apiError } from '../http/errors.ts';
import { NOT_VALID } from '../http/request-errors.ts';
import type { RouteEnv } from '../http/route.ts';
import { clientIp } from '../security/client-ip.ts';
import { formSubmissionLimit, tooManySubmissions } from '../security/limits.ts';
import type { Services } from '../services.ts';
import { submitEnquiry } from '../submissions/enquiry.ts';
import { BAD_KEY, IDEMPOTENCY_HEADER, KEY_REUSED } from '../submissions/idempotency.ts';
import { SAVE_FAILED } from '../submissions/save.ts';

export const postContact = (s: Services) => postEnquiry(s, 'contact');
export const postEquipmentQuote = (s: Services) => postEnquiry(s, 'quote');

function postEnquiry(s: Services, kind: SubmissionKind) {
  const thanks = formThanks(s.db, s.changes);
  const submit = submitEnquiry({ saver: s, limit: formSubmissionLimit(s) });
  return async (c: Context<RouteEnv>, { body }: { body: unknown }) => {
    const result = await submit({ kind, fields: body, key: c.req.header(IDEMPOTENCY_HEADER), client: clientIp(c, s.config.trustProxy) });
    switch (result.outcome) {
      case 'stored':
      case 'replayed':
        if (result.outcome === 'replayed') c.header('Idempotent-Replayed', 'true');
        return c.json({ id: result.id, message: thanks(result.thanks) }, 201);
      case 'invalid':
        return apiError(c, 400, result.issues[0]?.message ?? NOT_VALID, result.issues);
      case 'badKey':
        return apiError(c, 400, BAD_KEY);
      case 'keyReused':
        return apiError(c, 409, KEY_REUSED);
      case 'rateLimited':
        c.header('Retry-After', String(result.retryAfter));
        return apiError(c, 429, tooManySubmissions(result.retryAfter));
      case 'couldNotSave':
        c.header('Retry-After', String(result.retryAfter));
        return apiError(c, 503, SAVE_FAILED);
    }
  };
}
