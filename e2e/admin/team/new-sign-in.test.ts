// Know when someone else signs in (docs/product.md § Team & security tab) in the real server and browser (build first): the admin's
// first sign-in e-mails nobody; a sign-in from another browser (the login form in Chromium, where the first was
// the API) e-mails them; the e-mail's link opens Team & security, which asks before ending that session, and the
// other browser's token is refused from then on. Recent sign-ins lists both, new and first. SHOTS_DIR keeps the
// e-mail (its HTML part in Chromium) and the list at 375 and 1280 px.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { fakeSmtpServer } from '../../../src/testing/smtp.ts';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, openTab, signIn, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;

describe('a sign-in from a new browser and network', () => {
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

  const newSignInMails = () => smtp.received.filter((m) => /^Subject: New sign-in to/m.test(m));

  test('e-mails the admin, whose link ends that session after they confirm; the list shows it at 375 and 1280 px', async () => {
    const owner = await openAdmin(site, { tab: 'Team & security' }); // the account's first sign-in (the API's fetch)
    const other = await openTab(site, '/metrikwebadmin-login', 375);
    try {
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(newSignInMails().length, 0, 'the first sign-in of an account e-mails nobody');

      const otherToken = await signIn(other.page, site, { tab: null }); // Chromium: a browser this account never used
      let mails: string[] = [];
      for (let i = 0; i < 200 && mails.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 25));
        mails = newSignInMails();
      }
      assert.equal(mails.length, 1, 'one e-mail');
      // The test server keeps SMTP's dot-stuffing (a line starting with a dot is sent with two); a real server drops it.
      const mail = await simpleParser(mails[0].replace(/\r\n\.\./g, '\r\n.'));
      assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.text : '', ADMIN.email);
      assert.match(mail.text ?? '', /When: \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(Port Harcourt time\)/);
      assert.match(mail.text ?? '', /Browser: Chrome on Linux/);
      assert.match(mail.text ?? '', /Network: 127\.0\.0\.0\/24/);
      const link = /(http:\/\/\S+\/admin\/dashboard\?tab=team&endSession=[0-9a-f]{16})/.exec(mail.text ?? '')?.[1];
      assert.ok(link, mail.text);
      assert.ok(typeof mail.html === 'string' && mail.html.includes('End that session'), 'an HTML part with the button');

      if (SHOTS) {
        const shot = await openTab(site, '/robots.txt', 375);
        try {
          for (const width of [375, 1280]) {
            await shot.page.setViewportSize({ width, height: 800 });
            await shot.page.setContent(mail.html as string);
            await shot.page.screenshot({ path: `${SHOTS}/new-sign-in-mail-${width}.png`, fullPage: true });
          }
        } finally {
          await shot.close();
        }
      }

      // The owner opens the link in the panel: asked first; Cancel leaves it signed in.
      const { page } = owner;
      await page.goto(link);
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Chrome on Linux, network 127.0.0.0/24').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.ok(!page.url().includes('endSession'), 'the question is not asked again on reload');
      assert.equal((await api(site, 'GET', '/api/admin/me', otherToken)).status, 200);

      const list = page.getByRole('region', { name: 'Recent sign-ins' });
      await list.getByText('The first sign-in of an account has nothing to compare with, so it sends no e-mail.', { exact: false }).waitFor();
      const fresh = list.getByRole('listitem').filter({ hasText: 'Chrome on Linux' });
      await fresh.getByText('New', { exact: true }).waitFor();
      await list.getByRole('listitem').filter({ hasText: 'First sign-in' }).getByText('This device').waitFor();

      if (SHOTS) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await list.scrollIntoViewIfNeeded();
          await list.screenshot({ path: `${SHOTS}/recent-sign-ins-${width}.png` });
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width} px`);
        }
      }

      // Again from the link, and this time confirmed: the other browser is signed out at once.
      await page.goto(link);
      await dialog.getByRole('button', { name: 'End that session' }).click();
      await toastWith(page, 'Session ended');
      await fresh.getByText('ended', { exact: false }).waitFor();
      assert.equal((await api(site, 'GET', '/api/admin/me', otherToken)).status, 401, 'that session is over');
      assert.equal((await api(site, 'GET', '/api/admin/me', owner.token)).status, 200, 'the owner stays signed in');

      // The link a second time: nothing left to end, and it says so.
      await page.goto(link);
      await page.getByRole('status').filter({ hasText: 'has already ended' }).waitFor();
      assert.deepEqual(owner.watch.errors.filter((e) => !/40[14]/.test(e)), []);
    } finally {
      await other.close();
      await owner.close();
    }
  });
});
