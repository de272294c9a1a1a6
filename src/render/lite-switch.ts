// The footer's "Lite version" switch (docs/product.md § Lite pages): a plain form post, so it works before and
// without the script. It sets or clears the `lite` cookie (`__Host-lite` over HTTPS; a year; never read for anything else) and sends the
// visitor back to the page they were on.
import type { Context } from 'hono';
import { setCookie, deleteCookie } from 'hono/cookie';
import { LITE_COOKIE, liteCookieName, safeBackPath } from '../../web/shared/lite.ts';
import { claimsAnOrigin, isHttps, isSameOrigin } from '../security/require-admin.ts';
import type { Services } from '../services.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export function liteSwitch(s: Services) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    // Like every other form: another site's page must not be able to switch a visitor's site for them.
    if (claimsAnOrigin(c) && !isSameOrigin(c, s.config.trustProxy)) return c.text('The switch can only be used from this website.', 403);
    if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) return c.text('Send the switch as a form.', 415);
    const body = await c.req.parseBody();
    const on = body.lite === 'on';
    const back = safeBackPath(typeof body.back === 'string' ? body.back : undefined);
    // Over HTTPS (direct, or said by a trusted proxy) `__Host-lite`: Secure, Path=/, no Domain (web/shared/lite.ts).
    const secure = isHttps(c, s.config.trustProxy);
    const name = liteCookieName(secure);
    if (on) setCookie(c, name, '1', { path: '/', maxAge: YEAR_SECONDS, sameSite: 'Lax', secure, httpOnly: true });
    else {
      deleteCookie(c, name, { path: '/', secure });
      // A plain one left from before TLS is read by nothing over HTTPS; cleared all the same.
      if (secure) deleteCookie(c, LITE_COOKIE, { path: '/' });
    }
    return c.redirect(back, 303);
  };
}
