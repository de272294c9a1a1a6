// The admin sign-in page as HTML from the server, so the form is on screen before (and without) the admin
// bundle; web/entry-admin.tsx hydrates it. A sign-in posted to the page itself signs nobody in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { LOGIN_PATH, LoginPage, SCRIPT_NEEDED_SEARCH } from '../../web/admin/LoginPage.tsx';

export { LOGIN_PATH };

/** `search` is the request's query string ("?a=b" or ""): the page reads it as the browser will when hydrating. */
export function renderLoginPage(companyName: string, search: string): string {
  // A client of its own per render: the page runs no query, and no request may see another's cache.
  return renderToString(
    <Router ssrPath={LOGIN_PATH} ssrSearch={search.replace(/^\?/, '')}>
      <QueryClientProvider client={new QueryClient()}>
        <LoginPage companyName={companyName} />
      </QueryClientProvider>
    </Router>,
  );
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
