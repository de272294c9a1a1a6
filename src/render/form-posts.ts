// A public form the browser sent itself: its script had not arrived yet (a slow network), failed to load, or does
// not run (Opera Mini's server-side mode, JavaScript off). The form has no action, so the browser posts it to its own
// page; without this handler that was a 404 and the visitor's message was lost (docs/product.md § Forms without
// JavaScript). It is taken exactly as POST /api/contact or /api/equipment-quote would take it: the same schema,
// rate limit, honeypot, group commit and e-mail. A stored post redirects (303) to the page with its thank-you, so
// a reload never sends it twice; a refused one renders the page again with the visitor's words and the messages.
import type { Context } from 'hono';
import * as v from 'valibot';
import { FORM_PAGES, isFormPage, REFERENCE_QUERY, SENT_ANCHOR, SENT_QUERY, type PostedForm } from '../../web/shared/content.ts';
import { ContactSchema, EquipmentQuoteSchema, firstIssuePerField, PAGE_FIELD } from '../../web/shared/schemas.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import { contactRow, quoteRow, SAVE_FAILED, SAVE_RETRY_SECONDS, saveSubmission, thanksFor } from '../submissions/save.ts';
import { MAX_BODY_BYTES } from '../../web/shared/limits.ts';
import { bodyLimit } from '../http/body-limit.ts';
import { formSubmissionGate } from '../security/limits.ts';
import { BAD_KEY, IDEMPOTENCY_HEADER, KEY_REUSED, parseIdempotencyKey } from '../submissions/idempotency.ts';
import { claimsAnOrigin, isSameOrigin } from '../security/require-admin.ts';
import type { Services } from '../services.ts';
import { renderPublicPage } from './public-pages.tsx';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export const FORM_PAGE_PATHS = Object.keys(FORM_PAGES);

/** The middleware for POST on each page in FORM_PAGES: a body limit, then the handler. */
export function formPostedWithoutScript(s: Services) {
  const gate = formSubmissionGate(s);
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => plain(c, 413, 'Your message is too long to send. Please shorten it and try again.') });

  const handle = async (c: Context) => {
    const path = c.req.path;
    if (!isFormPage(path)) return c.notFound();
    c.header('Cache-Control', 'no-store');
    // A page of another site could make a visitor's browser post here; an old browser that names no origin is let in.
    if (claimsAnOrigin(c) && !isSameOrigin(c, s.config.trustProxy)) return plain(c, 403, 'This form can only be sent from this website.');
    if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) return plain(c, 415, 'Please send the form from its page on this website.');

    // Only the service worker sends a key here: it replays a post the page sent before its script ran.
    const header = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    if ('invalid' in header) return plain(c, 400, BAD_KEY);

    const kind: SubmissionKind = FORM_PAGES[path];
    const schema = kind === 'quote' ? EquipmentQuoteSchema : ContactSchema;
    const fields = textFields(await c.req.parseBody(), Object.keys(schema.entries));
    const page = (status: 400 | 409 | 429 | 503, posted: PostedForm) =>
      c.html(renderPublicPage(s, path, new URL(c.req.url).origin, { posted }).html, status);
    const refuse = (status: 429 | 503, problem: string, retryAfter: number) => {
      c.header('Retry-After', String(retryAfter));
      return page(status, { path, values: fields, errors: {}, problem });
    };

    const blocked = gate.blockedFor(c);
    if (blocked > 0) return refuse(429, gate.sentence(blocked), blocked);
    const result = v.safeParse(schema, { ...fields, [PAGE_FIELD]: path });
    if (!result.success) return page(400, { path, values: fields, errors: firstIssuePerField(result.issues) as Record<string, string> });
    const wait = gate.hit(c);
    if (wait > 0) return refuse(429, gate.sentence(wait), wait);

    const row = kind === 'quote' ? quoteRow(result.output as v.InferOutput<typeof EquipmentQuoteSchema>) : contactRow(result.output as v.InferOutput<typeof ContactSchema>);
    const saved = await saveSubmission(s, kind, row, header.key);
    if (saved === undefined) return refuse(503, SAVE_FAILED, SAVE_RETRY_SECONDS);
    if ('keyReused' in saved) return page(409, { path, values: fields, errors: {}, problem: KEY_REUSED });
    return c.redirect(`${path}?${SENT_QUERY}=${thanksFor(kind, row)}&${REFERENCE_QUERY}=${saved.id}#${SENT_ANCHOR}`, 303);
  };
  return [limit, handle] as const;
}

/** The form's own fields, as text: anything else a body carries (other names, a file) is dropped. */
function textFields(body: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (typeof body[name] === 'string' ? [[name, body[name] as string]] : [])));
}

function plain(c: Context, status: 400 | 403 | 413 | 415, sentence: string) {
  c.header('Cache-Control', 'no-store');
  return c.text(sentence, status);
}
