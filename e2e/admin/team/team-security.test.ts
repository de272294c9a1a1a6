// Team & security in the real server and browser (build first): adding and removing admins, a new admin's first
// password, your own sessions, turning two-factor sign-in on and off, signing in with a code or a recovery code,
// and resetting a forgotten password by e-mail.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { fakeSmtpServer } from '../../../src/testing/smtp.ts';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, openTab, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;
const FIRST_PASSWORD = 'first-passphrase-123';

async function signInAs(page: Page, site: Site, username: string, password: string) {
  await page.goto(site.url('/metrikwebadmin-login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function adminToken(site: Site): Promise<string> {
  const res = await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password });
  assert.equal(res.status, 200, res.text);
  return res.json.token;
}

async function addAdmin(site: Site, username: string) {
  const res = await api(site, 'POST', '/api/admin/admins', await adminToken(site), { username, email: `${username}@metrikgroup.ng`, password: FIRST_PASSWORD });
  assert.equal(res.status, 201, res.text);
  return res.json as { id: number };
}

describe('Team & security', () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  before(async () => {
    smtp = await fakeSmtpServer();
    site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  });
  after(async () => {
    await site?.stop();
    smtp?.server.close();
  });

  test('admins: add one (its own messages first), then remove another with a confirmation; yourself is asked twice', async () => {
    await addAdmin(site, 'ola'); // so that amaka is not the last admin, whom nobody may remove
    const tab = await openAdmin(site);
    const { page } = tab;
    try {
      await page.getByRole('tab', { name: 'Team & security' }).click();
      await page.waitForURL('**/admin/dashboard?tab=team');
      const form = page.getByRole('form', { name: 'Add an admin' });
      await form.getByRole('button', { name: 'Add admin' }).click();
      await form.getByText('Username is required').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'username');
      await form.getByLabel('Username').fill('chidi');
      await form.getByLabel('E-mail address').fill('chidi@metrikgroup.ng');
      await form.getByLabel('First password').fill('short');
      await form.getByRole('button', { name: 'Add admin' }).click();
      await form.getByText('Password must be at least 10 characters').waitFor();
      // Typed hidden, shown on request; a guessable one is refused by the server, its sentence beside the field.
      const first = form.getByLabel('First password');
      assert.equal(await first.getAttribute('type'), 'password');
      await first.fill('chidi-first-login');
      await form.getByRole('button', { name: 'Show password' }).click();
      assert.equal(await first.getAttribute('type'), 'text');
      await form.getByRole('button', { name: 'Add admin' }).click();
      const refusal = form.getByText('Choose a password without "chidi" in it');
      await refusal.waitFor();
      assert.ok((await first.getAttribute('aria-describedby'))?.split(' ').includes((await refusal.getAttribute('id')) ?? '-'), 'the field is described by it');
      assert.equal(await first.getAttribute('aria-invalid'), 'true');
      if (SHOTS) for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await form.screenshot({ path: `${SHOTS}/first-password-refused-${width}.png` });
      }
      await first.fill(FIRST_PASSWORD);
      await form.getByRole('button', { name: 'Add admin' }).click();
      assert.match((await toastWith(page, 'Admin added')).text, /chidi can sign in/);
      const row = page.getByRole('listitem').filter({ hasText: 'chidi@metrikgroup.ng' });
      await row.getByText('First password').waitFor();
      assert.equal(await form.getByLabel('Username').inputValue(), '', 'the form is emptied');

      await row.getByRole('button', { name: 'Remove chidi' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('chidi is signed out at once').waitFor();
      await dialog.getByRole('button', { name: 'Remove admin' }).click();
      await toastWith(page, 'Admin removed');
      await row.waitFor({ state: 'detached' });
      assert.ok(!(await api(site, 'GET', '/api/admin/admins', await adminToken(site))).json.some((a: { username: string }) => a.username === 'chidi'));

      // Yourself: two questions, and Cancel leaves everything as it was.
      const me = page.getByRole('listitem').filter({ hasText: `${ADMIN.email}` });
      await me.getByRole('button', { name: `Remove ${ADMIN.username}` }).click();
      await dialog.getByRole('heading', { name: 'Remove your own account?' }).waitFor();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('heading', { name: 'Really remove your own account?' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await api(site, 'GET', '/api/admin/me', await adminToken(site))).status, 200);
      assert.deepEqual(tab.watch.errors.filter((e) => !/status of 400/.test(e)), [], 'only the refused password answered 400');
    } finally {
      await tab.close();
    }
  });

  test('a new admin is invited to choose their own password; the invitation goes once they do', async () => {
    await addAdmin(site, 'ngozi');
    const tab = await openTab(site, '/metrikwebadmin-login', 375);
    const { page } = tab;
    try {
      await signInAs(page, site, 'ngozi', FIRST_PASSWORD);
      const banner = page.getByRole('region', { name: 'Choose your own password' });
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Change password' }).click();
      await page.waitForURL('**/admin/dashboard?tab=settings');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'currentPassword');
      await page.getByLabel('Current password').fill(FIRST_PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill('my-own-passphrase-1');
      await page.getByLabel('Repeat the new password').fill('my-own-passphrase-1');
      await page.getByRole('button', { name: 'Change password' }).last().click();
      await toastWith(page, 'Password changed');
      await banner.waitFor({ state: 'detached' });
      assert.deepEqual(tab.watch.errors, []);
    } finally {
      await tab.close();
    }
  });

  test('your sessions: where you are signed in, and signing out another one ends it at once', async () => {
    await addAdmin(site, 'emeka');
    const other = await api(site, 'POST', '/api/admin/login', undefined, { username: 'emeka', password: FIRST_PASSWORD });
    const tab = await openTab(site, '/metrikwebadmin-login');
    const { page } = tab;
    try {
      await signInAs(page, site, 'emeka', FIRST_PASSWORD);
      await page.waitForURL('**/admin/dashboard');
      await page.goto(site.url('/admin/dashboard?tab=team'));
      const panel = page.getByRole('region', { name: /Your sessions/ });
      await panel.getByText('This device').waitFor();
      assert.equal(await panel.getByRole('listitem').count(), 2);
      await panel.getByText('Chrome on Linux').first().waitFor();
      await panel.getByRole('button', { name: /Sign out this session: (?!.*this device)/ }).click();
      await toastWith(page, 'Session signed out');
      await page.waitForFunction(() => document.querySelectorAll('#sessions-title ~ * li, section[aria-labelledby="sessions-title"] li').length === 1);
      assert.equal((await api(site, 'GET', '/api/admin/me', other.json.token)).status, 401, 'its token is refused');
      assert.deepEqual(tab.watch.errors, []);
    } finally {
      await tab.close();
    }
  });

  test('two-factor: turn it on with the QR code or key, keep the recovery codes, sign in with a code and with a recovery code, turn it off', async () => {
    await addAdmin(site, 'bisi');
    const tab = await openTab(site, '/metrikwebadmin-login');
    const { page } = tab;
    try {
      await signInAs(page, site, 'bisi', FIRST_PASSWORD);
      await page.waitForURL('**/admin/dashboard');
      await page.goto(site.url('/admin/dashboard?tab=team'));
      const panel = page.getByRole('region', { name: /Two-factor sign-in/ });
      await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const qr = panel.getByRole('img', { name: /QR code/ });
      await qr.waitFor();
      assert.ok((await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0, 'the QR code is drawn');
      const key = (await panel.locator('code').innerText()).replace(/\s/g, '');
      assert.match(key, /^[A-Z2-7]{32}$/);
      const totp = new TOTP({ secret: Secret.fromBase32(key) });
      await panel.getByLabel('Enter the 6-digit code the app shows').fill('000000');
      await panel.getByRole('button', { name: 'Confirm and turn on' }).click();
      await panel.getByText('That code is not right').waitFor();
      const enabledStep = Math.floor(Date.now() / 30_000);
      await panel.getByLabel('Enter the 6-digit code the app shows').fill(totp.generate());
      await panel.getByRole('button', { name: 'Confirm and turn on' }).click();
      await panel.getByRole('list', { name: 'Recovery codes' }).waitFor();
      const codes = (await panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts()).map((c) => c.trim());
      assert.equal(codes.length, 10);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/recovery-codes-1280.png`, fullPage: true });
      await panel.getByRole('button', { name: 'I have saved them' }).click();
      await panel.getByText('10 recovery codes left.').waitFor();

      // Sign in again on a fresh device: the password, then the code step.
      const phone = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
      const p2 = await phone.newPage();
      await signInAs(p2, site, 'bisi', FIRST_PASSWORD);
      await p2.waitForURL('**/metrikwebadmin-login?step=code');
      await p2.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      await p2.waitForFunction(() => document.activeElement?.getAttribute('name') === 'code');
      await p2.getByRole('button', { name: 'Verify' }).click();
      await p2.getByText('Code is required').waitFor();
      await p2.getByLabel('Authentication code').fill('000000');
      await p2.getByRole('button', { name: 'Verify' }).click();
      assert.match((await toastWith(p2, 'Login Failed')).text, /not right, or was already used/);
      // The code used to turn it on is spent, and a future step's code is refused (ASVS 5.0 6.5.5): the app's next code.
      const nextStepIn = (enabledStep + 1) * 30_000 - Date.now();
      if (nextStepIn > 0) await p2.waitForTimeout(nextStepIn + 250);
      await p2.getByLabel('Authentication code').fill(totp.generate());
      await p2.getByRole('button', { name: 'Verify' }).click();
      await p2.waitForURL('**/admin/dashboard');
      await p2.getByRole('tablist', { name: 'Admin sections' }).waitFor();

      // And with a recovery code.
      const p3 = await phone.newPage();
      await signInAs(p3, site, 'bisi', FIRST_PASSWORD);
      await p3.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await p3.getByLabel('Recovery code').fill(codes[0]);
      await p3.getByRole('button', { name: 'Verify' }).click();
      await p3.waitForURL('**/admin/dashboard');
      await phone.close();

      await page.reload();
      await panel.getByText('9 recovery codes left.').waitFor();
      await panel.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
      await panel.getByLabel('Your password').fill('not-the-password');
      await panel.getByRole('button', { name: 'Turn off', exact: true }).click();
      await panel.getByText('The password is not correct.').waitFor();
      await panel.getByLabel('Your password').fill(FIRST_PASSWORD);
      await panel.getByRole('button', { name: 'Turn off', exact: true }).click();
      await toastWith(page, 'Two-factor sign-in is off');
      await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).waitFor();
      assert.deepEqual(tab.watch.errors.filter((e) => !/40[01]/.test(e)), []);
    } finally {
      await tab.close();
    }
  });

  test('forgot password: a link by e-mail sets a new password once', async () => {
    await addAdmin(site, 'kemi');
    const tab = await openTab(site, '/metrikwebadmin-login', 375);
    const { page } = tab;
    try {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/metrikwebadmin-login?forgot');
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText('E-mail address is required').waitFor();
      const before = smtp.received.length;
      await page.getByLabel('E-mail address').fill('kemi@metrikgroup.ng');
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' }).waitFor();
      for (let i = 0; i < 200 && smtp.received.length === before; i++) await new Promise((r) => setTimeout(r, 25));
      const mail = smtp.received[before].replace(/=\r\n/g, '').replace(/=3D/g, '=');
      const link = /(http:\/\/[^\s]+\/metrikwebadmin-reset\?token=[\w-]+)/.exec(mail)?.[1];
      assert.ok(link, mail);

      await page.goto(link);
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('my-new-passphrase-1');
      await page.getByLabel('Repeat the new password').fill('my-new-passphrase-1');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByRole('status').filter({ hasText: 'Your new password is set' }).waitFor();
      assert.ok(!page.url().includes('token='), 'the spent link leaves the address bar');
      assert.equal((await api(site, 'POST', '/api/admin/login', undefined, { username: 'kemi', password: 'my-new-passphrase-1' })).status, 200);

      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('other-passphrase-2');
      await page.getByLabel('Repeat the new password').fill('other-passphrase-2');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
      assert.deepEqual(tab.watch.errors.filter((e) => !/400/.test(e)), []);
    } finally {
      await tab.close();
    }
  });
});
