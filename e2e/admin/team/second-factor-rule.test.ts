// The owner's rule "Every admin must use a passkey or an authenticator app" and "Confirm it's you" in the real
// server and Chromium: a new admin without a factor sees only the ways to set one up until they have; an admin
// whose last password or passkey is older than 10 minutes is asked again before removing an admin, and the removal
// then goes through. The session's age is set back in the data file (the server's clock cannot be moved).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openTab, toastWith } from '../../../src/testing/admin-panel.ts';
import { SoftPasskey } from '../../../src/testing/passkey-authenticator.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const FIRST_PASSWORD = 'first passphrase 123';

describe("the owner's second-factor rule and asking again", () => {
  let site: Site;
  let dir: string;
  let token: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'second-factor-rule-'));
    site = await startSite({ DATABASE_PATH: join(dir, 'site.db') });
    token = (await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password })).json.token;
    // amaka's passkey, made over the API by a software authenticator for this address (127.0.0.1 as the browser would name it).
    const prompt = await api(site, 'POST', '/api/admin/passkeys/options', token);
    const device = new SoftPasskey();
    const here = { rpId: '127.0.0.1', origin: site.server.url };
    const added = await api(site, 'POST', '/api/admin/passkeys', token, { ceremony: prompt.json.ceremony, name: 'Phone', credential: device.register(prompt.json.options, here) });
    assert.equal(added.status, 201, added.text);
    assert.equal((await api(site, 'PUT', '/api/admin/security-policy', token, { requireSecondFactor: true })).status, 200);
  });
  after(async () => {
    await site?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('a new admin without a factor can only set one up, with the authenticator app, and then the panel opens', async () => {
    const added = await api(site, 'POST', '/api/admin/admins', token, { username: 'tunde', email: 'tunde@metrikgroup.ng', password: FIRST_PASSWORD });
    assert.equal(added.status, 201, added.text);
    const { page, close } = await openTab(site, '/metrikwebadmin-login', 375);
    try {
      await page.getByLabel('Username').fill('tunde');
      await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'One more step to protect the panel' }).waitFor();
      assert.equal(await page.getByRole('tablist', { name: 'Admin sections' }).count(), 0, 'nothing else of the panel');
      await page.getByRole('region', { name: 'Passkeys', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const key = (await page.locator('code').first().innerText()).replace(/\s/g, '');
      await page.getByLabel('Enter the 6-digit code the app shows').fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
      await page.getByRole('button', { name: 'Confirm and turn on' }).click();
      await toastWith(page, 'Two-factor sign-in is on');
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('button', { name: 'Continue to the panel' }).click();
      await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
    } finally {
      await close();
    }
  });

  test('removing an admin after 10 minutes asks for the password again, then goes through', async () => {
    const added = await api(site, 'POST', '/api/admin/admins', token, { username: 'chidi', email: 'chidi@metrikgroup.ng', password: FIRST_PASSWORD });
    assert.equal(added.status, 201, added.text);
    const { page, close } = await openTab(site, '/metrikwebadmin-login', 1280);
    try {
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      // amaka has a passkey (made for this address by the software authenticator): her recovery code is the way in here.
      const codes = await api(site, 'POST', '/api/admin/recovery-codes', token);
      await page.getByLabel('Recovery code').fill(codes.json.recoveryCodes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();

      const db = new Database(join(dir, 'site.db'));
      try {
        db.prepare('UPDATE admin_sessions SET verified_at = ?').run(new Date(Date.now() - 11 * 60_000).toISOString());
      } finally {
        db.close();
      }
      await page.getByRole('tab', { name: 'Team & security' }).click();
      const row = page.getByRole('listitem').filter({ hasText: 'chidi@metrikgroup.ng' });
      await row.getByRole('button', { name: 'Remove chidi' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
      await dialog.waitFor();
      await dialog.getByLabel('Your password', { exact: true }).fill('not my password');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.getByText('The password is not correct.').waitFor();
      await dialog.getByLabel('Your password', { exact: true }).fill(ADMIN.password);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await toastWith(page, 'Admin removed');
      await row.waitFor({ state: 'detached' });
      assert.ok(!(await api(site, 'GET', '/api/admin/admins', token)).json.some((a: { username: string }) => a.username === 'chidi'));
    } finally {
      await close();
    }
  });
});
