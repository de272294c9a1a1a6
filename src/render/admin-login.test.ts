import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Hono } from 'hono';
import { LOGIN_PATH, SCRIPT_NEEDED_SEARCH } from '../../web/admin/LoginPage.tsx';
import { loginPostedWithoutScript, renderLoginPage, renderResetPage } from './admin-login.tsx';

test('the server renders the sign-in form itself: labelled fields, the button, posted to the page, never in the address', () => {
  const html = renderLoginPage('Metrik Group', '');
  const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
  assert.ok(form.includes(' method="post"') && form.includes(` action="${LOGIN_PATH}"`), form);
  for (const [name, label] of [['username', 'Username'], ['password', 'Password']]) {
    const id = new RegExp(`<input[^>]* id="([^"]+)"[^>]* name="${name}"`).exec(html)?.[1];
    assert.ok(id, `${name} has an id`);
    assert.ok(html.includes(`<label for="${id}" class="block text-sm font-semibold text-ink mb-1">${label}</label>`), `${name} is labelled`);
  }
  assert.match(html, /<input[^>]* type="password"/);
  assert.match(html, /<button type="submit"[^>]*>Sign In<\/button>/);
  assert.match(html, /All activities are logged/);
  assert.match(html, /<noscript>.*The admin panel needs JavaScript/s);
  assert.doesNotMatch(html, /You are not signed in/);
});

test('sent back from a post, the page says nobody was signed in and why', () => {
  const html = renderLoginPage('Metrik Group', `?${SCRIPT_NEEDED_SEARCH}`);
  assert.match(html, /role="alert"[^>]*>You are not signed in: the admin panel needs JavaScript/);
  assert.doesNotMatch(html, /<noscript>/, 'one sentence, not two');
});

test('a sign-in posted to the page is answered with a redirect back to it; nothing of the form travels on', async () => {
  const app = new Hono();
  app.post(LOGIN_PATH, loginPostedWithoutScript);
  const res = await app.request(`http://localhost${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'amaka', password: 'kola-nut-harbour-42' }).toString(),
  });
  assert.equal(res.status, 303, 'See Other: the browser follows with a GET, and a reload does not post again');
  assert.equal(res.headers.get('location'), `${LOGIN_PATH}?${SCRIPT_NEEDED_SEARCH}`);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.ok(!(await res.text()).includes('kola-nut'), 'the password is not echoed');
});

test('the server renders the two-factor code step and the forgot-password step as the browser will show them', () => {
  const code = renderLoginPage('Metrik Group', '?step=code');
  assert.match(code, /<h1[^>]*>Two-factor sign-in<\/h1>/);
  assert.match(code, /<label for="admin-login-code"[^>]*>Authentication code<\/label>/);
  assert.match(code, /<input[^>]* autocomplete="one-time-code"/i);
  assert.match(code, /<button type="submit"[^>]*>Verify<\/button>/);
  assert.doesNotMatch(code, /name="password"/);

  const withoutMail = renderLoginPage('Metrik Group', '?forgot');
  assert.match(withoutMail, /<h1[^>]*>Forgot your password\?<\/h1>/);
  assert.match(withoutMail, /node dist\/server\.js admin reset-password &lt;username&gt;/);
  assert.doesNotMatch(withoutMail, /name="email"/);
  const withMail = renderLoginPage('Metrik Group', '?forgot', true);
  assert.match(withMail, /<input[^>]* name="email"/);
  assert.match(withMail, /Send the link/);

  assert.match(renderLoginPage('Metrik Group', ''), /<a [^>]*href="\/metrikwebadmin-login\?forgot"[^>]*>Forgot password\?<\/a>/);
});

test('the reset page is rendered by the server with its two password fields', () => {
  const html = renderResetPage('Metrik Group', '?token=abc');
  assert.match(html, /<h1[^>]*>Set a new password<\/h1>/);
  assert.equal((html.match(/<input[^>]* type="password"/g) ?? []).length, 2);
  assert.match(html, /<button type="submit"[^>]*>Set password<\/button>/);
  assert.doesNotMatch(html, /abc/, 'the token is not written into the page');
});
