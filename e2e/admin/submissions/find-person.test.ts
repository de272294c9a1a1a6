// Find a person and the retention settings in the real server and browser (build first): search by phone in
// another format, see the records grouped by kind, download them, erase them after a confirmation, see the empty
// state; then the Privacy and retention settings refuse a bad value and save a good one.
// SHOTS_DIR=/some/dir saves screenshots of each screen at the test's width.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { daysFromNow } from '../../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const SHOTS = process.env.SHOTS_DIR;

async function adminToken(site: Site): Promise<string> {
  const res = await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password });
  assert.equal(res.status, 200, res.text);
  return res.json.token;
}

const focusedText = (page: import('playwright-core').Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('Find a person and the retention settings', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
    const contact = { firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@example.com', phone: '0803 123 4567', service: 'paint', message: 'Please quote exterior paint for a school in Eleme.' };
    for (const body of [contact, { ...contact, email: 'Ngozi@Example.com', phone: '+234 803 123 4567', service: 'real-estate', message: 'Is the Woji flat still free?' }]) {
      assert.equal((await api(site, 'POST', '/api/contact', undefined, body)).status, 201);
    }
    const quote = { equipmentType: 'light', rentalDuration: 'monthly', startDate: START_DATE, projectLocation: 'Rumuokoro', projectDetails: 'Two plate compactors.', email: 'site@example.com', phone: '08031234567' };
    assert.equal((await api(site, 'POST', '/api/equipment-quote', undefined, quote)).status, 201);
    assert.equal((await api(site, 'POST', '/api/contact', undefined, { ...contact, firstName: 'Chidi', email: 'chidi@example.com', phone: '0809 555 0000' })).status, 201);
  });
  after(() => site?.stop());

  for (const width of [1280, 375]) {
    test(`at ${width} px: search, see, download, erase with confirmation, empty state; retention settings`, async () => {
      const { page, watch, close } = await openAdmin(site, { width, tab: null });
      try {
        // Its name carries the unread count.
        await page.getByRole('tab', { name: /^Submissions/ }).click();
        await page.getByRole('button', { name: 'Find a person' }).click();
        const form = page.getByRole('search', { name: 'Find a person' });
        const input = form.getByLabel('E-mail address or phone number');
        await input.fill('ngozi');
        await form.getByRole('button', { name: 'Find' }).click();
        await form.getByText('Enter an e-mail address (ada@example.com) or a phone number (0803 123 4567)').waitFor();
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'q');

        if (width === 1280) {
          // Looked up by e-mail first: that answer is cached, and must not outlive the erasure below.
          await input.fill('ngozi@example.com');
          await input.press('Enter');
          await page.getByRole('heading', { name: '2 records stored about ngozi@example.com' }).waitFor();
          await input.fill('+234 (0) 803-123-4567');
          await input.press('Enter');
          const heading = page.getByRole('heading', { name: '3 records stored about +234 (0) 803-123-4567' });
          await heading.waitFor();
          assert.equal(await focusedText(page), '3 records stored about +234 (0) 803-123-4567', 'focus goes to the answer');
          for (const [group, count] of [
            ['Contact messages', 1],
            ['Real-estate enquiries', 1],
            ['Equipment quote requests', 1],
          ] as const) {
            const section = page.getByRole('region', { name: new RegExp(`^${group}`) });
            assert.equal(await section.getByRole('article').count(), count, group);
          }
          await page.getByText('Two plate compactors.').waitFor();
          assert.equal(await page.getByText('Chidi').count(), 0, "another person's record is not shown");
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-person-results-${width}.png`, fullPage: true });

          const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything (JSON)' }).click()]);
          assert.match(download.suggestedFilename(), /^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
          const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
          assert.equal(file.total, 3);
          assert.deepEqual(file.query, { type: 'phone', value: '08031234567' });
          assert.equal(file.records.realEstateEnquiries[0].message, 'Is the Woji flat still free?');
          await toastWith(page, 'Download ready');

          await page.getByRole('button', { name: 'Erase everything about this person' }).click();
          const dialog = page.getByRole('alertdialog', { name: 'Erase 3 records?' });
          await dialog.getByText('1 contact message, 1 real-estate enquiry and 1 equipment quote request').waitFor();
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-person-confirm-${width}.png` });
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          assert.equal((await api(site, 'GET', '/api/admin/people?q=08031234567', await adminToken(site))).json.total, 3, 'Cancel erases nothing');

          await page.getByRole('button', { name: 'Erase everything about this person' }).click();
          await dialog.getByRole('button', { name: 'Erase 3 records' }).click();
          assert.match((await toastWith(page, 'Erased')).text, /3 records about \+234 \(0\) 803-123-4567 deleted for good/);
          await page.getByRole('heading', { name: 'Nothing is stored about +234 (0) 803-123-4567' }).waitFor();
          await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Nothing is stored about'));
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-person-empty-${width}.png`, fullPage: true });
          await input.fill('ngozi@example.com');
          await input.press('Enter');
          await page.getByRole('heading', { name: 'Nothing is stored about ngozi@example.com' }).waitFor();

          const token = await adminToken(site);
          const summary = (await api(site, 'GET', '/api/admin/submissions/summary', token)).json;
          assert.deepEqual([summary.contact.total, summary.quotes.total], [1, 0], "only Chidi's message is left");
          const audit = (await api(site, 'GET', '/api/admin/audit', token)).json as { action: string; detail: string }[];
          const erased = audit.find((a) => a.action === 'person_erased');
          assert.match(erased?.detail ?? '', /^3 records erased, matched by phone number/);
        } else {
          // Chidi is still there: the phone layout of the results and of the empty state.
          await input.fill('CHIDI@example.com');
          await form.getByRole('button', { name: 'Find' }).click();
          await page.getByRole('heading', { name: '1 record stored about CHIDI@example.com' }).waitFor();
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-person-results-${width}.png`, fullPage: true });
          await input.fill('nobody@example.com');
          await form.getByRole('button', { name: 'Find' }).click();
          await page.getByRole('heading', { name: 'Nothing is stored about nobody@example.com' }).waitFor();
          await page.getByText('spam included, has this e-mail address').waitFor();
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-person-empty-${width}.png`, fullPage: true });
        }

        await page.getByRole('tab', { name: 'Settings' }).click();
        const group = page.getByRole('group', { name: 'Privacy and retention' });
        const months = group.getByLabel('Keep enquiries for');
        const days = group.getByLabel('Keep spam for');
        await page.waitForFunction(() => (document.getElementsByName('retention_spam_days')[0] as HTMLInputElement | undefined)?.value);
        // The defaults first; the 375 px run comes after the 1280 px one saved 36 and 14.
        assert.deepEqual([await months.inputValue(), await days.inputValue()], width === 1280 ? ['24', '30'] : ['36', '14']);
        await group.getByText('Once a day, enquiries and spam older than these limits are deleted for good').waitFor();
        if (SHOTS) await group.screenshot({ path: `${SHOTS}/settings-retention-${width}.png` });
        if (width === 1280) {
          await months.fill('0');
          await page.getByRole('button', { name: 'Save settings' }).click();
          await group.getByText('Keep enquiries for must be a whole number of months from 1 to 120').waitFor();
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'retention_enquiry_months');
          await months.fill('36');
          await days.fill('14');
          await page.getByRole('button', { name: 'Save settings' }).click();
          assert.match((await toastWith(page, 'Settings saved')).text, /Keep enquiries for, Keep spam for saved; the next daily clean-up uses them/);
          const saved = (await api(site, 'GET', '/api/admin/settings', await adminToken(site))).json as { key: string; value: string }[];
          assert.deepEqual(
            saved.filter((s) => s.key.startsWith('retention_')).map((s) => s.value),
            ['36', '14'],
          );
        }
        assert.deepEqual(watch.errors, []);
      } finally {
        await close();
      }
    });
  }
});
