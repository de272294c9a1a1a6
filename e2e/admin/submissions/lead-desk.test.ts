// The lead desk walked as the owner would, on the real server and in Chromium (build first), with a real mail
// server on 127.0.0.1: a visitor sends a real-estate enquiry from the page; the owner sees it arrive without
// reloading, opens it, gives it to a colleague, writes a note, answers from a template, marks it quoted then won,
// and the Overview shows the reply time; "Reply on WhatsApp" points at the visitor's number in international form.
// SHOTS_DIR=/some/dir saves screenshots of each screen at the test's width.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fakeSmtpServer } from '../../../src/testing/smtp.ts';
import { fillForm } from '../../../src/testing/forms.ts';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, openTab, signIn, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;
const ENQUIRY = '#enquiry-form form';

describe('the lead desk', () => {
  let site: Site;
  let mail: Awaited<ReturnType<typeof fakeSmtpServer>>;
  before(async () => {
    mail = await fakeSmtpServer();
    site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}` });
    const login = await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password });
    const colleague = await api(site, 'POST', '/api/admin/admins', login.json.token, { username: 'bayo', email: 'bayo@metrikgroup.ng', password: 'first-passphrase-123' });
    assert.equal(colleague.status, 201, colleague.text);
  });
  after(async () => {
    await site?.stop();
    mail?.server.close();
  });

  test('Settings → Reply templates: a template is added, an incomplete one refused, and the composer offers it', async () => {
    const { page, watch, close, token } = await openAdmin(site, { tab: 'Settings' });
    try {
      const form = page.getByRole('form', { name: 'Reply templates' });
      await form.getByLabel('Template 1: name').waitFor();
      assert.equal(await form.getByLabel('Template 1: name').inputValue(), 'Thank you, we will call you');
      await form.getByRole('button', { name: 'Add a template' }).click();
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent === 'Template 4: name');
      await form.getByLabel('Template 4: name').fill('Paint colour samples');
      await form.getByRole('button', { name: 'Save templates' }).click();
      // Each missing part is named on its own field, and the first one takes the focus.
      const last = form.getByRole('listitem').last();
      await last.getByText('A template subject is required').waitFor();
      await last.getByText('A template message is required').waitFor();
      assert.equal(await last.getByLabel('Subject').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent), 'Subject');
      await last.getByLabel('Subject').fill('Colour samples for {service}');
      await last.getByLabel('Message').fill('Dear {name},\n\nWe will bring colour samples to your site. {company}, {phone}.');
      await form.getByRole('button', { name: 'Save templates' }).click();
      await toastWith(page, 'Reply templates saved');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-templates-1280.png`, fullPage: true });
      const settings = (await api(site, 'GET', '/api/admin/settings', token)).json as { key: string; value: string }[];
      const templates = JSON.parse(settings.find((r) => r.key === 'reply_templates')!.value);
      assert.deepEqual(templates.map((t: { name: string }) => t.name), ['Thank you, we will call you', 'Site visit', 'Your equipment quote', 'Paint colour samples']);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px: an enquiry from arrival to won, answered from a template`, async () => {
      const owner = await openTab(site, '/metrikwebadmin-login', width);
      const visitor = await openTab(site, '/real-estate', width);
      const email = `ifeoma.${width}@example.ng`;
      try {
        const token = await signIn(owner.page, site, { tab: 'Submissions' });
        const mailBefore = mail.received.length;

        // The visitor sends a real-estate enquiry from the page.
        await fillForm(visitor.page, ENQUIRY, { firstName: 'Ifeoma', lastName: `Nwosu${width}`, email, phone: '0803 555 0100', message: 'Is a 3-bedroom in Woji still available?' });
        await visitor.page.locator(`${ENQUIRY} button[type=submit]`).click();
        await visitor.page.getByText(/Enquiry Submitted|Thank you/i).first().waitFor();
        const arrived = Date.now();

        // It appears in the open inbox by itself (no reload, no "Check for new"), as New.
        const card = owner.page.getByRole('article', { name: new RegExp(`from Ifeoma Nwosu${width}`) });
        await card.waitFor({ timeout: 30_000 });
        const seen = Date.now();
        await owner.page.waitForFunction(() => /^\(\d+\) /.test(document.title));
        assert.match(await card.innerText(), /New/);
        if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/lead-inbox-${width}.png`, fullPage: true });

        // Filters: Real-estate enquiries and Needs a reply keep it; Won does not.
        await owner.page.getByLabel('Kind').selectOption('real-estate');
        await owner.page.getByRole('heading', { name: /Real-Estate Enquiries/ }).waitFor();
        await owner.page.getByRole('button', { name: /^Needs a reply/ }).click();
        await card.waitFor();
        await owner.page.getByRole('button', { name: /^Won/ }).click();
        await owner.page.getByText('No contact submissions match these filters.').waitFor();
        await owner.page.getByRole('button', { name: /^All/ }).click();
        await owner.page.getByRole('button', { name: /^Needs a reply/ }).click();

        await card.getByRole('button', { name: /^Open/ }).click();
        const dialog = owner.page.getByRole('dialog', { name: `Ifeoma Nwosu${width}` });
        await dialog.getByRole('heading', { name: 'Timeline' }).waitFor();

        // "Reply on WhatsApp" opens wa.me with the number in international form and a greeting typed.
        const whatsapp = dialog.getByRole('link', { name: /Reply on WhatsApp/ });
        const href = (await whatsapp.getAttribute('href')) ?? '';
        assert.match(href, /^https:\/\/wa\.me\/2348035550100\?text=/);
        assert.match(decodeURIComponent(href.split('text=')[1]), /^Hello Ifeoma, this is Metrik Group about your real estate enquiry \[contact #\d+\]\.$/);

        // Give it to a colleague, then write a note.
        await dialog.getByLabel('Assigned to').selectOption({ label: 'bayo' });
        await toastWith(owner.page, 'Given to bayo');
        await dialog.getByRole('textbox', { name: 'Private note' }).fill('Called, site visit Tuesday.');
        await dialog.getByRole('button', { name: 'Add note' }).click();
        await toastWith(owner.page, 'Note added');
        await dialog.getByText('Called, site visit Tuesday.').waitFor();

        // Answer from a template: the words are filled in, the e-mail leaves with the reference and Reply-To.
        await dialog.getByRole('button', { name: 'Reply by e-mail' }).click();
        const composer = dialog.getByRole('form', { name: /E-mail reply to/ });
        assert.ok((await composer.getByLabel('Start from a template').locator('option').allInnerTexts()).includes('Paint colour samples'), 'the template added in Settings');
        await composer.getByLabel('Start from a template').selectOption({ label: 'Thank you, we will call you' });
        assert.equal(await composer.getByLabel('Subject').inputValue(), 'Your enquiry to Metrik Group');
        assert.match(await composer.getByLabel('Message').inputValue(), /^Dear Ifeoma,\n\nThank you for contacting Metrik Group about real estate\./);
        if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/lead-composer-${width}.png` });
        // A double click sends one e-mail.
        await composer.getByRole('button', { name: 'Send reply' }).dblclick();
        await toastWith(owner.page, 'Reply sent');
        const replied = Date.now();
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        console.log(`# at ${width} px: enquiry stored → shown in the open inbox ${seconds(seen - arrived)}; shown → templated reply sent ${seconds(replied - seen)} (filters, open, assign, note, template, send)`);
        await owner.page.waitForTimeout(500);
        const sent = mail.received.slice(mailBefore).filter((m) => m.includes(`To: ${email}`));
        assert.equal(sent.length, 1, 'one e-mail for a double click');
        assert.match(sent[0], /Subject: Your enquiry to Metrik Group \[contact #\d+\]/);
        assert.match(sent[0], /Reply-To: info@metrikgroup\.ng/);

        // Quoted, then won.
        // Quoted and Won ask what the work is worth: a typed amount, or empty for the latest quote's total, else (Won) what it was quoted at.
        await dialog.getByLabel('Status').selectOption('quoted');
        const quotedWorth = dialog.getByRole('form', { name: 'Quoted: what is it worth?' });
        await quotedWorth.getByRole('textbox').fill('2,500,000');
        await quotedWorth.getByRole('button', { name: 'Mark quoted' }).click();
        await toastWith(owner.page, 'Marked quoted');
        await dialog.getByLabel('Status').selectOption('won');
        await dialog.getByRole('form', { name: 'Won: what is it worth?' }).getByRole('button', { name: 'Mark won' }).click();
        await toastWith(owner.page, 'Marked won');
        const timeline = dialog.getByRole('region', { name: 'Timeline' }).or(dialog.locator('section[aria-labelledby="enquiry-timeline"]'));
        const lines = await timeline.locator('li p.font-semibold').allInnerTexts();
        assert.deepEqual(
          lines.map((l) => l.replace(/\s+/g, ' ')),
          [
            `Enquiry received from Ifeoma Nwosu${width}`,
            'Given to bayo by amaka',
            'Note by amaka',
            'E-mailed “Your enquiry to Metrik Group [contact #' + /#(\d+)/.exec(sent[0])![1] + ']” by amaka',
            'Status New → Contacted by amaka',
            'Status Contacted → Quoted, ₦2,500,000.00 by amaka',
            'Status Quoted → Won, ₦2,500,000.00 by amaka',
          ].map((l) => l),
        );
        if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/lead-timeline-${width}.png` });
        await dialog.getByRole('button', { name: 'Close the enquiry' }).click();
        await dialog.waitFor({ state: 'hidden' });
        if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/lead-after-${width}.png`, fullPage: true });
        await card.getByText('Won', { exact: true }).waitFor();

        // Bayo was told by e-mail that it is his.
        assert.ok(mail.recipients.some((r) => r.includes('bayo@metrikgroup.ng')));

        // The Overview shows how fast the company answers.
        await owner.page.getByRole('tab', { name: 'Overview', exact: true }).click();
        const replies = owner.page.getByRole('region', { name: 'How fast we answer' });
        await replies.getByText('Median time to first reply').waitFor();
        assert.match(await replies.innerText(), /Median time to first reply\s*\d+ minutes/);
        assert.match(await owner.page.getByRole('region', { name: /^Pipeline/ }).innerText(), /won/);
        if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/lead-overview-${width}.png`, fullPage: true });

        const detail = await api(site, 'GET', `/api/admin/submissions/contact/${/#(\d+)/.exec(sent[0])![1]}`, token);
        assert.deepEqual([detail.json.status, detail.json.replies.length, detail.json.notes.length], ['won', 1, 1]);
        assert.deepEqual(owner.watch.errors, []);
      } finally {
        await owner.close();
        await visitor.close();
      }
    });
  }
});
