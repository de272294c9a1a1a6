// The desk's defects found by walking through it as the owner, in the built product and Chromium (build first): the Overview's
// overdue card opens Submissions filtered to Needs a reply; with that filter on, "I called them" moves the enquiry
// out of the list and its dialog stays open until closed; Lost asks why before it changes; the pipeline and the
// history carry the amount and the reason; an e-mail's link (?enquiry=contact-N) opens the enquiry.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

describe("the desk's defects", () => {
  let site: Site;
  let token: string;
  let id: number;
  before(async () => {
    site = await startSite();
    token = (await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password })).json.token;
    const sent = await api(site, 'POST', '/api/contact', undefined, {
      firstName: 'Chiamaka', lastName: 'Eze', email: 'chiamaka.eze@example.ng', phone: '0803 555 0199', service: 'real-estate', message: 'Is the Woji terrace still free?',
    });
    id = sent.json.id;
    // Received 30 hours ago: overdue.
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(site.server.dbPath);
    db.prepare('UPDATE contact_submissions SET created_at = ? WHERE id = ?').run(new Date(Date.now() - 30 * 3_600_000).toISOString(), id);
    db.close();
  });
  after(() => site?.stop());

  test('overdue card → Needs a reply; the dialog stays open when the enquiry leaves the list; Quoted asks what it is worth; Lost asks why; a link opens the enquiry', async () => {
    const { page, close, watch } = await openAdmin(site, { tab: null });
    try {
      await page.getByRole('button', { name: /Waiting for a reply longer than 24 hours/ }).click();
      await page.getByRole('button', { name: /^Needs a reply/, pressed: true }).first().waitFor();
      const card = page.getByRole('article', { name: /from Chiamaka Eze/ });
      await card.getByRole('button', { name: /^Open/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Chiamaka Eze' });
      await dialog.getByRole('button', { name: 'I called them' }).click();
      await toastWith(page, 'Call recorded');
      // The list no longer holds it (answered), and the dialog is still open.
      await card.waitFor({ state: 'detached' });
      await page.waitForTimeout(1500);
      assert.ok(await dialog.isVisible(), 'the dialog stays open');
      // Quoted asks what it is worth (there is no quote to take it from): words are refused, naira as typed taken.
      await dialog.getByLabel('Status').selectOption('quoted');
      const worth = dialog.getByRole('form', { name: 'Quoted: what is it worth?' });
      await worth.getByLabel(/what is it worth/).fill('two million');
      await worth.getByRole('button', { name: 'Mark quoted' }).click();
      await worth.getByRole('alert').filter({ hasText: 'Type the amount in naira' }).waitFor();
      await worth.getByLabel(/what is it worth/).fill('2,500,000');
      await worth.getByRole('button', { name: 'Mark quoted' }).click();
      await toastWith(page, 'Marked quoted');
      const quoted = await api(site, 'GET', `/api/admin/submissions/contact/${id}`, token);
      assert.deepEqual([quoted.json.status, quoted.json.history.at(-1).amount], ['quoted', 2500000]);
      await dialog.getByLabel('Status').selectOption('lost');
      const why = dialog.getByRole('form', { name: 'Why was it lost?' });
      await why.getByLabel('Went with another company').check();
      await why.getByLabel('In your words (optional)').fill('a cheaper agent in GRA');
      await why.getByRole('button', { name: 'Mark lost' }).click();
      // Lost carries what it was quoted at, so the value lost counts it.
      await dialog.getByText('Status Quoted → Lost, ₦2,500,000.00: Went with another company: a cheaper agent in GRA').waitFor();
      await dialog.getByRole('button', { name: 'Close the enquiry' }).click();
      await dialog.waitFor({ state: 'detached' });
      const enquiry = await api(site, 'GET', `/api/admin/submissions/contact/${id}`, token);
      assert.equal(enquiry.json.status, 'lost');
      assert.equal(enquiry.json.history.at(-1).reason, 'Went with another company: a cheaper agent in GRA');

      await page.goto(site.url(`/admin/dashboard?tab=submissions&enquiry=contact-${id}`));
      await page.getByRole('dialog', { name: 'Chiamaka Eze' }).waitFor();
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
