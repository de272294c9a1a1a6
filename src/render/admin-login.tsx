// The admin sign-in page (and the password reset page its e-mailed link opens) as HTML from the server, so the
// form is on screen before (and without) the admin bundle; web/entry-admin.tsx hydrates it. A sign-in posted to
// the page itself signs nobody in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { ReactNode } from 'react';
import { LOGIN_PATH, LoginPage, SCRIPT_NEEDED_SEARCH } from '../../web/admin/LoginPage.tsx';
import { ResetPasswordPage } from '../../web/admin/ResetPasswordPage.tsx';
import { RESET_PATH } from '../security/password-reset.ts';

export { LOGIN_PATH, RESET_PATH };

/** `search` is the request's query string ("?a=b" or ""): the page reads it as the browser will when hydrating. */
function renderAt(path: string, search: string, page: ReactNode): string {
  // A client of its own per render: the page runs no query, and no request may see another's cache.
  return renderToString(
    <Router ssrPath={path} ssrSearch={search.replace(/^\?/, '')}>
      <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>
    </Router>,
  );
}

/** The sign-in page at any of its steps (the password, `?step=code`, `?forgot`). */
export function renderLoginPage(companyName: string, search: string, resetByMail = false): string {
  return renderAt(LOGIN_PATH, search, <LoginPage companyName={companyName} resetByMail={resetByMail} />);
}

export function renderResetPage(companyName: string, search: string): string {
  return renderAt(RESET_PATH, search, <ResetPasswordPage companyName={companyName} />);
}

/**
 * POST /metrikwebadmin-login: the form was sent by the browser itself, because JavaScript is off or the
 * panel's script had not run yet. Signing in here would not help (the dashboard needs JavaScript and its
 * token in localStorage), so the body is never read (no password is checked outside the rate-limited,
 * audited POST /api/admin/login) and the browser is sent back to the page with a sentence saying why.
 * 303 turns the retry into a GET: reloading does not post the password again.
 */
export function loginPostedWithoutScript(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${LOGIN_PATH}?${SCRIPT_NEEDED_SEARCH}`, 303);
}
