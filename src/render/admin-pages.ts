import type { Context } from 'hono';
import { readPublicSettings } from '../content/settings.ts';
import type { Services } from '../services.ts';
import type { AdminPayload } from '../../web/shared/content.ts';
import { LOGIN_PATH, RESET_PATH, renderLoginPage, renderResetPage } from './admin-login.tsx';
import { escapeHtml, htmlShell } from './html.ts';

/** The admin panel's routes: one page each with the admin bundle; web/entry-admin.tsx picks the screen. */
export const ADMIN_PAGE_PATHS = [LOGIN_PATH, RESET_PATH, '/admin', '/admin/*'] as const;

/** The dashboard's placeholder until the bundle replaces it (what it shows depends on a token only the browser holds). */
function loadingLine(companyName: string): string {
  return (
    // Inline styles: UnoCSS only scans web/, and this line shows before any stylesheet matters.
    '<main style="max-width:28rem;margin:20vh auto;padding:0 1rem;text-align:center">' +
    `<p style="font-weight:700;color:#0f1e33;font-size:1.25rem">${escapeHtml(companyName)}</p>` +
    '<p role="status">Loading admin panel…</p>' +
    '<noscript><p>The admin panel needs JavaScript. Please turn it on in your browser and reload this page.</p></noscript>' +
    '</main>'
  );
}

/**
 * Serves the admin panel's pages with the admin bundle (never the public one's job): the sign-in form rendered
 * in full (the bundle hydrates it), every other route a loading line. Nothing here is cached or indexed: the
 * panel is private and its bundle changes with every deploy.
 */
export function adminPages(s: Services) {
  return (c: Context) => {
    const url = new URL(c.req.url);
    const companyName = readPublicSettings(s.db).companyName || 'Metrik Group';
    const resetByMail = s.config.smtpUrl !== undefined;
    const payload: AdminPayload = { companyName, resetByMail };
    const signIn = url.pathname === LOGIN_PATH;
    const reset = url.pathname === RESET_PATH;
    const title = signIn ? 'Admin sign-in' : reset ? 'Set a new password' : 'Admin panel';
    const body = signIn ? renderLoginPage(companyName, url.search, resetByMail) : reset ? renderResetPage(companyName, url.search) : loadingLine(companyName);
    const html = htmlShell({
      head: {
        title: `${title} | ${companyName}`,
        description: `Content management for ${companyName}.`,
        canonical: `${url.origin}${url.pathname}`,
        extra: '<meta name="robots" content="noindex">',
      },
      body,
      payload,
      assets: s.assets.manifest,
      entry: 'admin',
    });
    // Framing, CSP and referrer rules come from securityHeaders(), as for every HTML page.
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  };
}
