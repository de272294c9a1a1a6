// Passkeys in Chromium with the DevTools virtual authenticator (CDP WebAuthn.addVirtualAuthenticator), on
// http://localhost (a passkey needs a host name, not an IP address): add one from Team & security, sign out, sign in
// with the passkey alone from the sign-in page's first step; a removed passkey is refused by the server, and a
// passkey of another site (another RP ID) is never offered for this one. SHOTS_DIR keeps the screens at 375 and 1280 px.
import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { ADMIN } from '../../../src/testing/admin.ts';
import { toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;

interface Device {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** A browser context with a platform authenticator that says yes by itself (fingerprint already given). */
async function deviceAt(site: Site, width: number): Promise<Device> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page, cdp, authenticatorId };
}

const localhost = (site: Site) => site.server.url.replace('127.0.0.1', 'localhost');

async function passwordSignIn(page: Page, base: string) {
  await page.goto(`${base}/metrikwebadmin-login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/metrikwebadmin-login');
}

describe('passkeys in the browser', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.stop();
  });

  test('add a passkey on Team & security, sign in with it alone; once removed, the server refuses it', async () => {
    const base = localhost(site);
    const device = await deviceAt(site, 1280);
    const { page, cdp, authenticatorId } = device;
    // The page policy (src/security/headers.ts) stays as it is: passkeys need no inline script, eval or other host.
    const refusedByPolicy: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refusedByPolicy.push(m.text());
    });
    try {
      await passwordSignIn(page, base);
      await page.getByRole('tab', { name: 'Team & security' }).click();
      const panel = page.getByRole('region', { name: 'Passkeys', exact: true });
      await panel.getByText('You have no passkey yet.').waitFor();
      const form = page.getByRole('form', { name: 'Add a passkey' });
      await form.getByRole('button', { name: 'Add a passkey' }).click();
      await form.getByText('Give the passkey a name').waitFor();
      await form.getByLabel('Name for the new passkey').fill('Office laptop');
      await form.getByRole('button', { name: 'Add a passkey' }).click();
      assert.match((await toastWith(page, 'Passkey added')).text, /"Office laptop" can now sign you in/);
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
      assert.equal(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count(), 10);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('list', { name: 'Your passkeys' }).getByText('Office laptop', { exact: true }).waitFor();
      const held = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      assert.equal(held.credentials.length, 1);
      assert.equal(held.credentials[0].rpId, 'localhost');
      if (SHOTS) await page.getByRole('region', { name: 'Passkeys', exact: true }).screenshot({ path: `${SHOTS}/passkeys-panel-1280.png` });

      await signOut(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/passkey-sign-in-1280.png` });
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await toastWith(page, 'Login Successful');
      await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
      assert.ok(await page.evaluate(() => localStorage.getItem('admin_token')), 'signed in with the passkey alone: no username, no password');

      // The password step now asks for the passkey as well.
      await signOut(page);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      await page.getByRole('button', { name: 'Use your passkey' }).click();
      await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();

      await page.getByRole('tab', { name: 'Team & security' }).click();
      await page.getByRole('button', { name: 'Remove passkey Office laptop' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove passkey' }).click();
      await toastWith(page, 'Passkey removed');
      await signOut(page);
      assert.equal((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length, 1, 'still on the device');
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      assert.match((await toastWith(page, 'Login Failed')).text, /not registered here, or it was removed/);
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
      assert.ok(page.url().endsWith('/metrikwebadmin-login'));
      assert.deepEqual(refusedByPolicy, []);
    } finally {
      await device.context.close();
    }
  });

  test("a passkey of another site (another RP ID) on the device does not sign in here", async () => {
    const base = localhost(site);
    const device = await deviceAt(site, 375);
    const { page, cdp, authenticatorId } = device;
    try {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: {
          credentialId: randomBytes(32).toString('base64'),
          isResidentCredential: true,
          rpId: 'metrikgroup-login.example',
          privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
          userHandle: Buffer.from('admin:1').toString('base64'),
          signCount: 0,
        },
      });
      await page.goto(`${base}/metrikwebadmin-login`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/passkey-sign-in-375.png`, fullPage: true });
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      assert.equal((await toastWith(page, 'Login Failed', 70_000)).variant, 'destructive');
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
      const signCount = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0].signCount;
      assert.equal(signCount, 0, 'the other site\u2019s passkey was never used');

      // The screens at 375 px: the panel with a passkey.
      await passwordSignIn(page, base);
      await page.getByRole('tab', { name: 'Team & security' }).click();
      const form = page.getByRole('form', { name: 'Add a passkey' });
      await form.getByLabel('Name for the new passkey').fill('My phone');
      await form.getByRole('button', { name: 'Add a passkey' }).click();
      await toastWith(page, 'Passkey added');
      if (SHOTS) await page.getByRole('list', { name: 'Recovery codes' }).screenshot({ path: `${SHOTS}/passkey-recovery-codes-375.png` });
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('list', { name: 'Your passkeys' }).getByText('My phone', { exact: true }).waitFor();
      if (SHOTS) await page.getByRole('region', { name: 'Passkeys', exact: true }).screenshot({ path: `${SHOTS}/passkeys-panel-375.png` });
    } finally {
      await device.context.close();
    }
  });
});
