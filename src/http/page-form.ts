// A `pageForm` row of the routes table: the browser's own post of a page's form, which it sends when the page's
// script has not arrived or does not run (docs/product.md § Forms without JavaScript). What the table checks for
// it, before its handler: the body limit, the origin and the body's type, each refused with a sentence of text
// (the visitor sees it as a plain page); then the form's own text fields become the row's input.
import type { Context, MiddlewareHandler } from 'hono';
import { MAX_BODY_BYTES } from '../../web/shared/limits.ts';
import { ENQUIRY_SCHEMAS } from '../../web/shared/schemas.ts';
import { claimsAnOrigin, isSameOrigin } from '../security/require-admin.ts';
import { bodyLimit } from './body-limit.ts';
import type { Route, RouteEnv } from './route.ts';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const PAGE_FORM_TOO_LARGE = 'Your message is too long to send. Please shorten it and try again.';
const PAGE_FORM_OTHER_SITE = 'This form can only be sent from this website.';
const PAGE_FORM_NOT_A_FORM = 'Please send the form from its page on this website.';

/** The middleware of a `pageForm` row, in order. */
export function pageFormInput(row: Route, trustProxy: boolean): MiddlewareHandler<RouteEnv>[] {
  const names = row.enquiry ? Object.keys(ENQUIRY_SCHEMAS[row.enquiry].entries) : [];
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text(PAGE_FORM_TOO_LARGE, 413) });
  const read: MiddlewareHandler<RouteEnv> = async (c, next) => {
    // A page of another site could make a visitor's browser post here; an old browser that names no origin is let in.
    if (claimsAnOrigin(c) && !isSameOrigin(c, trustProxy)) return c.text(PAGE_FORM_OTHER_SITE, 403);
    if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) return c.text(PAGE_FORM_NOT_A_FORM, 415);
    c.set('input', { body: textFields(await formBody(c), names), query: undefined, params: undefined });
    await next();
  };
  return [limit as MiddlewareHandler<RouteEnv>, read];
}

/** A multipart body without its boundary, or cut short, carries no fields: the form's checks then say what is missing. */
async function formBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

/** The form's own fields, as text: anything else a body carries (other names, a file) is dropped. */
function textFields(body: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (typeof body[name] === 'string' ? [[name, body[name] as string]] : [])));
}
