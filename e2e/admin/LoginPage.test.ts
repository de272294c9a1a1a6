// The sign-in page as the server sends it and as the admin bundle takes it over (build first): usable to the
// eye without JavaScript, and hydrated in place (the very nodes the server sent stay, no mismatch).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { watchPage } from '../../src/testing/browser.ts';
import { SCRIPT_NEEDED_SEARCH } from '../../web/admin/LoginPage.tsx';
import { LOGIN_PATH } from '../../web/admin/session.ts';
import { ADMIN } from '../../src/testing/admin.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

describe('the sign-in page, server-rendered', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const width of [375, 1280]) {
    test(`without JavaScript at ${width} px: the labelled fields, the Sign In button and why the panel will not open`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(site.url(LOGIN_PATH));
        await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
        const username = page.getByLabel('Username');
        const password = page.getByLabel('Password', { exact: true });
        assert.equal(await username.isVisible(), true);
        assert.equal(await username.getAttribute('autocomplete'), 'username');
        assert.equal(await password.isVisible(), true);
        assert.equal(await password.getAttribute('type'), 'password');
        assert.equal(await page.getByRole('button', { name: 'Sign In' }).isVisible(), true);
        // Playwright's text search skips <noscript>; a CSS locator reaches it.
        const why = page.locator('noscript p');
        assert.equal(await why.isVisible(), true);
        assert.match((await why.textContent()) ?? '', /^The admin panel needs JavaScript/);
        assert.equal(await page.getByText('All activities are logged').isVisible(), true);
        const form = page.locator('form[aria-label="Admin sign-in"]');
        assert.equal(await form.getAttribute('method'), 'post', 'a submission never puts the password in the address');
        assert.equal(await form.getAttribute('action'), LOGIN_PATH);
        // Styled by the admin stylesheet already: the card and the amber button, not bare browser controls.
        const button = await page.getByRole('button', { name: 'Sign In' }).evaluate((el) => getComputedStyle(el).backgroundColor);
        assert.notEqual(button, 'rgba(0, 0, 0, 0)');
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
      } finally {
        await context.close();
      }
    });
  }

  for (const search of ['', `?${SCRIPT_NEEDED_SEARCH}`]) {
    test(`the bundle hydrates the server's form in place${search ? ' (sent back from a post)' : ''}: same nodes, no console error, working`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
      try {
        const page = await context.newPage();
        const watch = watchPage(page, site.server.url);
        // Hold every script until the server's HTML has been looked at.
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/*.js', async (route) => {
          await gate;
          await route.continue();
        });
        await page.goto(site.url(`${LOGIN_PATH}${search}`), { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Sign In' }).waitFor();
        await page.evaluate(() => {
          (window as unknown as { serverNodes: Element[] }).serverNodes = [...document.querySelectorAll('#root main, form, input, button')];
        });
        release();
        // Hydrated: the page's effect focuses the username field.
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
        const kept = await page.evaluate(() => (window as unknown as { serverNodes: Element[] }).serverNodes.map((n) => n.isConnected));
        assert.ok(kept.length >= 5 && kept.every(Boolean), `the server's nodes were kept: ${kept}`);
        assert.equal(await page.getByRole('alert').filter({ hasText: 'You are not signed in' }).count(), search ? 1 : 0);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByText('Username is required').waitFor();
        await page.getByText('Password is required').waitFor();
        assert.deepEqual(watch.errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a sign-in posted without JavaScript: no password in any address, no session, the page says why', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const addresses: string[] = [];
      page.on('request', (r) => addresses.push(r.url()));
      await page.goto(site.url(LOGIN_PATH));
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`**${LOGIN_PATH}?${SCRIPT_NEEDED_SEARCH}`);
      assert.match((await page.getByRole('alert').textContent()) ?? '', /^You are not signed in: the admin panel needs JavaScript/);
      assert.ok(addresses.every((a) => !a.includes(ADMIN.password)), addresses.join(' '));
      assert.deepEqual(await context.cookies(), [], 'no session cookie');
    } finally {
      await context.close();
    }
  });
});
