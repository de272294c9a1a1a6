// "Sign out everywhere else" in the real server and browser (build first): after turning the authenticator app on,
// its panel offers to end every other session of the admin at once (ASVS 5.0 7.4.3); the sessions list offers it too.
// And another admin's sessions, ended from their row on Team & security (ASVS 5.0 7.4.5).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;

describe('sign out everywhere else', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test("another admin signed out on every device from the Team screen: their token is refused at once (ASVS 5.0 7.4.5)", async () => {
    const tab = await openAdmin(site, { tab: 'Team & security' });
    const { page } = tab;
    try {
      const added = await api(site, 'POST', '/api/admin/admins', tab.token, { username: 'kelechi', email: 'kelechi@metrikgroup.ng', password: 'first-passphrase-123' });
      assert.equal(added.status, 201, added.text);
      const theirs = await api(site, 'POST', '/api/admin/login', undefined, { username: 'kelechi', password: 'first-passphrase-123' });
      assert.equal(theirs.status, 200, theirs.text);
      await page.reload();
      const row = page.getByRole('listitem').filter({ hasText: 'kelechi@metrikgroup.ng' });
      await row.getByRole('button', { name: 'Sign kelechi out everywhere' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Every session of kelechi ends at once').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sign-admin-out-${page.viewportSize()?.width}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Sign them out' }).click();
      assert.match((await toastWith(page, 'kelechi is signed out')).text, /1 session ended/);
      assert.equal((await api(site, 'GET', '/api/admin/me', theirs.json.token)).status, 401, 'their token is refused');
      assert.equal((await api(site, 'GET', '/api/admin/me', tab.token)).status, 200, 'this one stays');
      assert.equal(await page.getByRole('listitem').filter({ hasText: ADMIN.email }).getByRole('button', { name: /out everywhere$/ }).count(), 0, 'not offered for yourself');
      assert.deepEqual(tab.watch.errors, []);
    } finally {
      // This session ends, so that the next test counts only its own.
      await api(site, 'POST', '/api/admin/logout', tab.token);
      await tab.close();
    }
  });

  test('after a factor change the panel offers it; one click ends the other sessions and keeps this one', async () => {
    const elsewhere = await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password });
    assert.equal(elsewhere.status, 200);
    const tab = await openAdmin(site, { tab: 'Team & security' });
    const { page } = tab;
    try {
      const sessions = page.getByRole('region', { name: 'Your sessions' });
      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).waitFor();

      const panel = page.getByRole('region', { name: /Two-factor sign-in/ });
      await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const key = (await panel.locator('code').innerText()).replace(/\s/g, '');
      await panel.getByLabel('Enter the 6-digit code the app shows').fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
      await panel.getByRole('button', { name: 'Confirm and turn on' }).click();
      await panel.getByRole('button', { name: 'I have saved them' }).click();

      const offer = panel.getByRole('region', { name: 'Sign out everywhere else' });
      await offer.getByText('Two-factor sign-in is on. You are still signed in with 1 other session').waitFor();
      if (SHOTS) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await offer.scrollIntoViewIfNeeded();
          await panel.screenshot({ path: `${SHOTS}/sign-out-elsewhere-${width}.png` });
        }
      }
      await offer.getByRole('button', { name: 'Sign out everywhere else' }).click();
      assert.match((await toastWith(page, 'Signed out everywhere else')).text, /1 other session ended\. This device stays signed in\./);
      await offer.waitFor({ state: 'detached' });
      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).waitFor({ state: 'detached' });
      assert.equal((await api(site, 'GET', '/api/admin/me', elsewhere.json.token)).status, 401, 'the other session ended');
      assert.equal((await api(site, 'GET', '/api/admin/me', tab.token)).status, 200, 'this one stays');
      assert.deepEqual(tab.watch.errors, []);
    } finally {
      await tab.close();
    }
  });
});
