import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isHttps } from './require-admin.ts';
import { TRUSTED_TYPES_POLICY } from '../../web/shared/trusted-types.ts';

/**
 * The policy for every HTML page. Scripts only from our own origin, never inline (the page data travels as
 * <script type="application/json">, which is not executed). Inline styles stay allowed: swatch colours and
 * React style attributes need them, and a style cannot run code. Images may come from any https host because
 * an admin may point a block at a photograph hosted elsewhere (docs/product.md § Content edit validation: imageUrl may be an http(s) URL); the
 * site's own artwork and uploads are always served from this origin. blob: shows the admin the photos it picked
 * before they are uploaded (URL.createObjectURL); only a script of this origin can make one.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  // Script sinks (innerHTML, srcdoc, a worker's URL) take only what the project's one policy makes (web/shared/trusted-types.ts).
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICY}`,
].join('; ');

/**
 * The admin's preview (POST /api/admin/preview) is shown inside the panel, in a frame of this origin; it runs
 * no script at all. Every other page may be framed by nobody.
 */
export const PREVIEW_PATH = '/api/admin/preview';
const PREVIEW_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'none'").replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);

/**
 * Every other answer without a policy of its own (JSON, scripts, stylesheets, artwork, robots.txt): none of them is a document that should
 * load anything or be framed, so the strictest policy costs nothing and stops one opened directly from doing so.
 */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy: a worker's script answer sets the policy it runs under, and the worker must
 * fetch this origin (pages, assets, the form posts it keeps) to do its job; nothing else. base-uri is not covered
 * by default-src, so it is said on every policy (ASVS 5.0 3.4.3).
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

// Only features every current browser knows: an unknown name makes Chromium print a console error.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response: the page policy on HTML, the strictest one on everything else. HSTS only on
 * an answer that went over HTTPS (directly, or per X-Forwarded-Proto behind a trusted proxy): RFC 6797 §7.2 says
 * a host must not send it over plain HTTP, and validators flag it.
 */
export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  const common = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await common(c, async () => {
      await next();
      if (isHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
      if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      // An answer with a policy of its own (an uploaded image's sandbox) keeps it.
      else if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
    });
    if (c.req.path === PREVIEW_PATH && c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', PREVIEW_CONTENT_SECURITY_POLICY);
      c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}
