// Admin sign-in and sessions in the real server and browser (build first): the redirect without a token, the
// page's own validation messages, the failure toast, signing in, real tabs, a dead session, and logout.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN } from '../../src/testing/admin.ts';
import { api, openAdmin, openTab, signIn, toastWith } from '../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

describe('admin sign-in and sessions', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the admin routes answer the shell; without a token the dashboard sends you to sign-in', async () => {
    for (const path of ['/metrikwebadmin-login', '/admin', '/admin/dashboard']) {
      const res = await fetch(site.url(path));
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const html = await res.text();
      assert.match(html, /<meta name="robots" content="noindex">/);
      assert.match(html, /needs JavaScript/);
    }
    const tab = await openTab(site, '/admin/dashboard');
    try {
      await tab.page.waitForURL('**/metrikwebadmin-login');
      await tab.page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
      // /admin goes to the dashboard, which (still no token) goes to sign-in.
      await tab.page.goto(site.url('/admin'));
      await tab.page.waitForURL('**/metrikwebadmin-login');
      assert.deepEqual(tab.watch.errors, []);
    } finally {
      await tab.close();
    }
  });

  test('the page shows its own required messages, then a failed sign-in toast', async () => {
    const { page, watch, close } = await openTab(site, '/metrikwebadmin-login');
    try {
      assert.equal(await page.locator('form').getAttribute('novalidate'), '');
      assert.match(await page.getByText('All activities are logged').innerText(), /All activities are logged/);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const username = page.getByLabel('Username');
      const password = page.getByLabel('Password', { exact: true });
      await page.getByText('Username is required').waitFor();
      await page.getByText('Password is required').waitFor();
      assert.equal(await username.getAttribute('aria-invalid'), 'true');
      assert.equal(await password.getAttribute('aria-invalid'), 'true');
      const describedBy = (await username.getAttribute('aria-describedby')) ?? '';
      assert.equal(await page.locator(`[id="${describedBy}"]`).innerText(), 'Username is required');
      assert.ok(await username.evaluate((el) => el === document.activeElement), 'focus goes to the first field in error');

      await username.fill(ADMIN.username);
      await password.fill('not-the-password');
      // Hold the call to see the pending state.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await page.route('**/api/admin/login', async (route) => {
        await gate;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Sign In' }).click();
      const pending = page.getByRole('button', { name: 'Signing In...' });
      await pending.waitFor();
      assert.ok(await pending.isDisabled());
      release();
      const toast = await toastWith(page, 'Login Failed');
      assert.equal(toast.variant, 'destructive');
      assert.match(toast.text, /401: .+/, 'the error message (status and the server sentence)');
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
      assert.ok(page.url().endsWith('/metrikwebadmin-login'), 'no session expiry dance on a wrong password');
      assert.deepEqual(watch.errors.filter((e) => !/401/.test(e)), []);
    } finally {
      await close();
    }
  });

  test('signing in stores the token, greets, and opens real tabs', async () => {
    const { page, watch, close } = await openTab(site, '/metrikwebadmin-login');
    try {
      const token = await signIn(page, site, { tab: null });
      assert.equal((await api(site, 'GET', '/api/admin/me', token)).status, 200);
      const toast = await toastWith(page, 'Login Successful');
      assert.match(toast.text, /Welcome to the admin panel!/);
      await page.getByText(`Signed in as ${ADMIN.username}`).waitFor();
      assert.equal(await page.getByRole('link', { name: /View site/ }).getAttribute('href'), '/');

      const tabs = page.getByRole('tab');
      assert.deepEqual(await tabs.allInnerTexts().then((t) => t.map((s) => s.replace(/\s*\d+\s*unread$/, '').trim())), [
        'Overview',
        'Pages & Content',
        'Submissions',
        'Media',
        'Settings',
        'Activity',
        'Team & security',
      ]);
      const first = page.getByRole('tab', { name: 'Overview' });
      assert.equal(await first.getAttribute('aria-selected'), 'true', 'the panel opens on the Overview');
      assert.ok(await page.getByRole('tabpanel').count(), 'the selected tab has its panel');
      // Roving focus: arrows move between tabs and select them; Tab leaves the list.
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Pages & Content'));
      await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent?.startsWith('Pages & Content'));
      assert.equal(await first.getAttribute('tabindex'), '-1');
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent?.startsWith('Team & security'));
      await page.getByRole('heading', { name: /^Admins/ }).waitFor();
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('an expired or revoked token returns to sign-in with a clear toast', async () => {
    const { page, watch, close } = await openTab(site, '/metrikwebadmin-login');
    try {
      await page.evaluate(() => localStorage.setItem('admin_token', 'not-a-real-token'));
      await page.goto(site.url('/admin/dashboard'));
      await page.waitForURL('**/metrikwebadmin-login');
      const toast = await toastWith(page, 'Session expired');
      assert.match(toast.text, /Please sign in again\./);
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
      assert.deepEqual(watch.errors.filter((e) => !/401/.test(e)), []);

      // Revoked while the panel is open: the next call that fails sends the admin back the same way.
      const token = await signIn(page, site);
      const other = await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password });
      assert.equal((await api(site, 'POST', '/api/admin/logout', token)).status, 204);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.waitForURL('**/metrikwebadmin-login');
      await toastWith(page, 'Session expired');
      assert.equal((await api(site, 'POST', '/api/admin/logout', other.json.token)).status, 204);
    } finally {
      await close();
    }
  });

  test('logout revokes the token on the server, clears it and returns to sign-in', async () => {
    const { page, watch, close, token } = await openAdmin(site);
    try {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/metrikwebadmin-login');
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
      const me = await api(site, 'GET', '/api/admin/me', token);
      assert.equal(me.status, 401, 'the old token is dead');
      // Back to the dashboard without a token: sign-in again.
      await page.goto(site.url('/admin/dashboard'));
      await page.waitForURL('**/metrikwebadmin-login');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('logout still signs out here when the server cannot be reached', async () => {
    const { page, close, token } = await openAdmin(site);
    try {
      await page.route('**/api/admin/logout', (route) => route.abort('failed'));
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/metrikwebadmin-login');
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
      await api(site, 'POST', '/api/admin/logout', token);
    } finally {
      await close();
    }
  });
});
