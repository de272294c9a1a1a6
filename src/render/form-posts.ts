// A public form the browser sent itself: its script had not arrived yet (a slow network), failed to load, or does
// not run (Opera Mini's server-side mode, JavaScript off). The form has no action, so the browser posts it to its own
// page (docs/product.md § Forms without JavaScript); each such page is a `pageForm` row of the routes table. It is
// taken exactly as POST /api/contact or /api/equipment-quote takes it, through submitEnquiry: the same schema,
// rate limit, honeypot, group commit and e-mail. A stored post redirects (303) to the page with its thank-you, so
// a reload never sends it twice; a refused one renders the page again with the visitor's words and the messages.
import type { Context } from 'hono';
import { REFERENCE_QUERY, SENT_ANCHOR, SENT_QUERY, type PostedForm } from '../../web/shared/content.ts';
import { firstIssuePerField, PAGE_FIELD } from '../../web/shared/schemas.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { RouteEnv } from '../http/route.ts';
import { clientIp } from '../security/client-ip.ts';
import { formSubmissionLimit, tooManySubmissions } from '../security/limits.ts';
import type { Services } from '../services.ts';
import { submitEnquiry } from '../submissions/enquiry.ts';
import { BAD_KEY, IDEMPOTENCY_HEADER, KEY_REUSED } from '../submissions/idempotency.ts';
import { SAVE_FAILED } from '../submissions/save.ts';
import { renderPublicPage } from './public-pages.tsx';

/** The handler of a page's own form post: the routes table has read the form's text fields (src/http/page-form.ts). */
export const postFormPage = (kind: SubmissionKind) => (s: Services) => {
  const submit = submitEnquiry({ saver: s, limit: formSubmissionLimit(s) });
  return async (c: Context<RouteEnv>, { body }: { body: unknown }) => {
    const path = c.req.path;
    const fields = body as Record<string, string>;
    // Only the service worker sends a key here: it replays a post the page sent before its script ran.
    const result = await submit({ kind, fields: { ...fields, [PAGE_FIELD]: path }, key: c.req.header(IDEMPOTENCY_HEADER), client: clientIp(c, s.config.trustProxy) });
    const page = (status: 400 | 409 | 429 | 503, posted: { errors: Record<string, string>; problem?: string }) =>
      c.html(renderPublicPage(s, path, new URL(c.req.url).origin, { posted: { path, values: fields, ...posted } satisfies PostedForm }).html, status);
    const refuse = (status: 429 | 503, problem: string, retryAfter: number) => {
      c.header('Retry-After', String(retryAfter));
      return page(status, { errors: {}, problem });
    };
    switch (result.outcome) {
      case 'stored':
      case 'replayed':
        return c.redirect(`${path}?${SENT_QUERY}=${result.thanks}&${REFERENCE_QUERY}=${result.id}#${SENT_ANCHOR}`, 303);
      case 'invalid':
        return page(400, { errors: firstIssuePerField(result.issues) as Record<string, string> });
      case 'badKey':
        return c.text(BAD_KEY, 400);
      case 'keyReused':
        return page(409, { errors: {}, problem: KEY_REUSED });
      case 'rateLimited':
        return refuse(429, tooManySubmissions(result.retryAfter), result.retryAfter);
      case 'couldNotSave':
        return refuse(503, SAVE_FAILED, result.retryAfter);
    }
  };
};
