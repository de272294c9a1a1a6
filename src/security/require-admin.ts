import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { apiError } from '../http/errors.ts';
import { MALFORMED_TOKEN, NO_TOKEN, OTHER_ORIGIN, SESSION_INVALID } from '../http/request-errors.ts';
import type { Services } from '../services.ts';
import { ADMINS_EXIST, countAdmins } from './admins.ts';
import { BACKGROUND_HEADER, IDLE_SIGNED_OUT } from '../../web/shared/admins.ts';
import type { RouteEnv } from '../http/route.ts';

/**
 * The login cookie; it carries the same token the login call returns in its body. Over HTTPS it is named
 * `__Host-admin_token` (ADMIN_COOKIE_OVER_HTTPS): browsers then keep it only if it is Secure, for Path=/ and for this
 * host alone, so neither a sibling subdomain nor a plain-HTTP page can set or shadow it (ASVS 5.0 3.3.1, 3.3.3).
 * Over plain HTTP (no TLS, or before the first certificate) browsers refuse a Secure cookie, so it keeps this name.
 */
export const ADMIN_COOKIE = 'admin_token';
export const ADMIN_COOKIE_OVER_HTTPS = `__Host-${ADMIN_COOKIE}`;

/** The cookie's name for this request's scheme: prefixed over HTTPS, plain over HTTP. */
export const adminCookieName = (c: Context, trustProxy: boolean) => (isHttps(c, trustProxy) ? ADMIN_COOKIE_OVER_HTTPS : ADMIN_COOKIE);

/** Hono environment of admin routes: `c.get('admin')` is the signed-in admin. */
export type AdminEnv = RouteEnv;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Lets a request through only with a valid admin token, from `Authorization: Bearer` or else the login
 * cookie. A present Authorization header is the only credential looked at (no silent fallback to the cookie).
 * A state-changing request that relies on the cookie alone must come from our own origin: the browser sends
 * the cookie by itself, so this is what stops another site (or a sibling subdomain) from acting for the admin.
 */
export function requireAdmin(s: Services): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const { token, byCookieOnly, malformed } = adminCredential(c, s.config.trustProxy);
    if (malformed) return apiError(c, 401, MALFORMED_TOKEN);
    if (!token) return apiError(c, 401, NO_TOKEN);

    const admin = await s.tokens.check(token, { background: isBackground(c) });
    if (admin === 'idle') return apiError(c, 401, IDLE_SIGNED_OUT);
    if (!admin) return apiError(c, 401, SESSION_INVALID);

    if (byCookieOnly && STATE_CHANGING.has(c.req.method) && !isSameOrigin(c, s.config.trustProxy)) {
      return apiError(c, 403, OTHER_ORIGIN);
    }
    c.set('admin', admin);
    await next();
  };
}

/**
 * The admin token a request carries: from `Authorization: Bearer`, or else the login cookie of the request's
 * scheme (over HTTPS only the `__Host-` one: a plain one there may have been planted by a sibling subdomain or a
 * plain-HTTP answer). A present Authorization header is the only credential looked at (no silent fallback to the cookie).
 */
function adminCredential(c: Context, trustProxy: boolean): { token?: string; byCookieOnly: boolean; malformed: boolean } {
  const header = c.req.header('authorization');
  if (header === undefined) return { token: getCookie(c, adminCookieName(c, trustProxy)) || undefined, byCookieOnly: true, malformed: false };
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return { token: match?.[1], byCookieOnly: false, malformed: !match };
}

/** A request the panel made by itself (polling), which must not keep the session alive (BACKGROUND_HEADER). */
const isBackground = (c: Context) => c.req.header(BACKGROUND_HEADER) === '1';

/**
 * The signed-in admin of a read-only request that is open to everyone but tells an admin more; null otherwise.
 * Reading a public page is not working in the panel: it does not count as activity.
 */
export async function signedInAdmin(s: Services, c: Context) {
  const { token } = adminCredential(c, s.config.trustProxy);
  return token ? await s.tokens.verify(token, { background: true }) : null;
}

/**
 * Origin (or, when a browser omits it, Sec-Fetch-Site / Referer) against the request's own host. The scheme
 * must match when we know it (direct TLS, or X-Forwarded-Proto behind a trusted proxy); a proxy that
 * terminates TLS without telling us makes the browser's https origin look different from our http URL.
 */
export function isSameOrigin(c: Context, trustProxy: boolean): boolean {
  const url = new URL(c.req.url);
  const forwardedHost = trustProxy ? firstValue(c.req.header('x-forwarded-host')) : undefined;
  const forwardedProto = trustProxy ? firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase() : undefined;
  const host = (forwardedHost ?? c.req.header('host') ?? url.host).toLowerCase();
  const scheme = forwardedProto ?? (url.protocol === 'https:' ? 'https' : undefined);

  const matches = (claimed: string) => {
    let origin: URL;
    try {
      origin = new URL(claimed);
    } catch {
      return false;
    }
    if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false;
    if (scheme && origin.protocol !== `${scheme}:`) return false;
    return origin.host.toLowerCase() === host;
  };

  const origin = c.req.header('origin');
  if (origin !== undefined) return matches(origin);
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const referer = c.req.header('referer');
  return referer !== undefined && matches(referer);
}

/** A browser that says where a form post comes from; an old one that names no origin is let in by the public forms. */
export const claimsAnOrigin = (c: Context) => c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined;

/** True when the request reached us over https (directly, or per X-Forwarded-Proto behind a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  return schemeIsHttps(new URL(c.req.url).protocol === 'https:', c.req.header('x-forwarded-proto'), trustProxy);
}

/** The same from the parts, for code that sees node's request rather than the app's (src/http/replay.ts). */
export function schemeIsHttps(overTls: boolean, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  return overTls || (trustProxy && firstValue(forwardedProto)?.toLowerCase() === 'https');
}

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** Admin answers hold personal data and private state: no browser or proxy may keep a copy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** The routes table's 'setup' access: open to anyone only while no admin exists (the very first account). */
export function onlyWhileNoAdmin(s: Services): MiddlewareHandler {
  return async (c, next) => {
    if (countAdmins(s.db) > 0) return apiError(c, 403, ADMINS_EXIST);
    await next();
  };
}
