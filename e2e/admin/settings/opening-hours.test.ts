// Settings → Company details → Opening hours in real Chromium (docs/product.md § Opening hours): a day per row, each
// with its choice and, when open, its two times, by keyboard and by name; a closing time before the opening time
// is refused in words at that day with the focus there; once saved, the Contact page's hours card and the footer
// follow the setting; Same as Monday fills Tuesday to Friday. The Contact page's hours section says where its rows
// are edited. At 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../../../src/testing/axe.ts';
import { api, openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { DEFAULT_WEEK, parseWeek, weekText } from '../../../web/shared/opening-hours.ts';

/** The Contact page's hours card as rows of "days hours", and the footer's hours lines, as a visitor sees them. */
async function publicHours(site: Site, page: Page) {
  await page.goto(site.url('/contact'));
  const card = page.locator('main dl', { has: page.getByText('Mon-Fri', { exact: true }) });
  const rows = (await card.locator(':scope > div').allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
  const footer = await page.locator('footer li', { has: page.locator('.sr-only', { hasText: /^Hours/ }) }).locator('span.block').allInnerTexts();
  return { rows, footer };
}

describe('Settings → Opening hours', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the seeded hours, right as they are, are confirmed with one button, and the launch checklist lets them go', async () => {
    const tab = await openAdmin(site, { tab: 'Settings' });
    try {
      const confirm = tab.page.getByRole('button', { name: 'Save and confirm these hours' });
      await confirm.click();
      assert.match((await toastWith(tab.page, 'Settings saved')).text, /The opening hours are confirmed\./);
      await confirm.waitFor({ state: 'detached' });
      const checklist = (await api(site, 'GET', '/api/admin/launch-checklist', tab.token)).json as { steps: { key: string; entries: unknown[] }[] };
      assert.deepEqual(checklist.steps.find((s) => s.key === 'hours')?.entries, []);
      assert.equal((await api(site, 'GET', '/api/admin/settings', tab.token)).json.find((r: { key: string }) => r.key === 'opening_hours').value, weekText(DEFAULT_WEEK), 'saved as they were');
    } finally {
      await tab.close();
    }
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px: the hours card and the footer follow the setting; a closing time before the opening one is refused at its day`, async () => {
      const tab = await openAdmin(site, { width, bypassCSP: true, tab: 'Settings' });
      try {
        const { page, token } = tab;
        assert.equal((await api(site, 'PUT', '/api/admin/settings', token, { values: { opening_hours: weekText(DEFAULT_WEEK) } })).status, 200);
        await page.reload();
        const hours = page.getByRole('group', { name: 'Opening hours' });
        await hours.waitFor();
        assert.equal(await hours.getByRole('combobox').count(), 7, 'a choice per day');
        assert.equal(await hours.getByLabel('Monday', { exact: true }).inputValue(), 'open');
        assert.equal(await hours.getByLabel('Monday opening time').inputValue(), '07:00');
        assert.equal(await hours.getByLabel('Sunday', { exact: true }).inputValue(), 'emergency');
        assert.equal(await hours.getByLabel('Sunday opening time').count(), 0, 'no times for a day without regular hours');
        assert.match(await hours.innerText(), /On the Contact page: Mon-Fri 7:00-18:00 · Sat 8:00-16:00 · Sunday Emergency only/);

        // By keyboard: Saturday's choice, then its times in the order they read (Tab also steps through a time's hour and minutes).
        const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
        await hours.getByLabel('Saturday', { exact: true }).focus();
        await page.keyboard.press('Tab');
        assert.equal(await focused(), 'opening_hours.sat.opens');
        for (let i = 0; i < 4 && (await focused()) === 'opening_hours.sat.opens'; i++) await page.keyboard.press('Tab');
        assert.equal(await focused(), 'opening_hours.sat.closes');
        await hours.getByLabel('Saturday closing time').fill('13:00');
        await hours.getByLabel('Sunday', { exact: true }).selectOption('closed');
        await hours.getByLabel('Friday closing time').fill('06:00');

        const form = page.getByRole('form', { name: 'Site settings' });
        await form.getByRole('button', { name: 'Save settings' }).click();
        assert.match((await toastWith(page, 'Could not save settings')).text, /Friday: Closing time must be after opening time/);
        const friday = hours.getByLabel('Friday closing time');
        assert.equal(await friday.getAttribute('aria-invalid'), 'true');
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'opening_hours.fri.closes');
        const describedBy = (await friday.getAttribute('aria-describedby')) ?? '';
        assert.equal(await page.locator(`[id="${describedBy}"]`).innerText(), 'Closing time must be after opening time');
        assert.equal(await hours.getByText('Closing time must be after opening time').count(), 1, 'only Friday says so');
        if (width === 1280) assert.deepEqual(await axeViolations(page, '[data-setting="opening_hours"]'), []);
        if (process.env.SCREENSHOTS) {
          mkdirSync(process.env.SCREENSHOTS, { recursive: true });
          await hours.screenshot({ path: join(process.env.SCREENSHOTS, `opening-hours-${width}.png`) });
        }

        await friday.fill('18:00');
        assert.equal(await hours.getByText('Closing time must be after opening time').count(), 0, 'the message goes once the day is right');
        await form.getByRole('button', { name: 'Save settings' }).click();
        assert.match((await toastWith(page, 'Settings saved')).text, /Opening hours updated on the website/);

        const visitor = await tab.context.newPage();
        const shown = await publicHours(site, visitor);
        assert.deepEqual(shown.rows, ['Mon-Fri 7:00-18:00', 'Sat 8:00-13:00', 'Sunday Closed']);
        assert.deepEqual(shown.footer, ['Mon-Fri 7AM-6PM', 'Sat 8AM-1PM'], 'a closed day is left out of the footer');
        await visitor.close();
        assert.deepEqual(tab.watch.errors.filter((e) => !/status of 400/.test(e)), []);
      } finally {
        await tab.close();
      }
    });
  }

  test("Same as Monday gives Tuesday to Friday Monday's hours in one action; Saturday and Sunday keep theirs", async () => {
    const tab = await openAdmin(site, { bypassCSP: true, tab: 'Settings' });
    try {
      const { page, token } = tab;
      assert.equal((await api(site, 'PUT', '/api/admin/settings', token, { values: { opening_hours: weekText(DEFAULT_WEEK) } })).status, 200);
      await page.reload();
      const hours = page.getByRole('group', { name: 'Opening hours' });
      await hours.getByLabel('Monday opening time').fill('08:30');
      await hours.getByLabel('Monday closing time').fill('17:00');
      await hours.getByLabel('Wednesday', { exact: true }).selectOption('closed');
      await hours.getByRole('button', { name: 'Same as Monday for Tuesday to Friday' }).click();
      for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
        assert.equal(await hours.getByLabel(day, { exact: true }).inputValue(), 'open', day);
        assert.equal(await hours.getByLabel(`${day} opening time`).inputValue(), '08:30', day);
        assert.equal(await hours.getByLabel(`${day} closing time`).inputValue(), '17:00', day);
      }
      assert.equal(await hours.getByLabel('Saturday opening time').inputValue(), '08:00');
      assert.equal(await hours.getByLabel('Sunday', { exact: true }).inputValue(), 'emergency');
      assert.match(await hours.innerText(), /On the Contact page: Mon-Fri 8:30-17:00 · Sat 8:00-16:00 · Sunday Emergency only/);

      // A closed Monday closes the week's working days alike.
      await hours.getByLabel('Monday', { exact: true }).selectOption('closed');
      await hours.getByRole('button', { name: 'Same as Monday for Tuesday to Friday' }).click();
      assert.match(await hours.innerText(), /On the Contact page: Mon-Fri Closed · Sat 8:00-16:00/);
      await page.getByRole('form', { name: 'Site settings' }).getByRole('button', { name: 'Save settings' }).click();
      assert.match((await toastWith(page, 'Settings saved')).text, /Opening hours updated on the website/);
      const stored = (await api(site, 'GET', '/api/admin/settings', token)).json as { key: string; value: string }[];
      const week = parseWeek(stored.find((row) => row.key === 'opening_hours')?.value ?? '');
      assert.deepEqual(week && [week.mon, week.tue, week.fri, week.sat], ['closed', 'closed', 'closed', { opens: '08:00', closes: '16:00' }]);
    } finally {
      await tab.close();
    }
  });

  test("the Contact page's hours section says where its rows are edited and takes the admin there", async () => {
    const tab = await openAdmin(site);
    try {
      const { page } = tab;
      const column = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
      await column('Pages').getByRole('button', { name: /^Contact/ }).click();
      await column('Sections').getByRole('button', { name: /^Business Hours/ }).click();
      const blocks = column('Content Blocks');
      await blocks.getByText(/set in Settings → Company details → Opening hours/).waitFor();
      assert.equal(await blocks.getByRole('button', { name: /^Add/ }).count(), 0, 'no rows to add here any more');
      await blocks.getByRole('button', { name: 'Open Settings' }).click();
      await page.getByRole('group', { name: 'Opening hours' }).waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected'), 'true');
    } finally {
      await tab.close();
    }
  });
});
