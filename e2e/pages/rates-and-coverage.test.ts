// A machine's rates and a paint's coverage in the browser (docs/product.md § Equipment,
// § Paints): the Excavators' page and the /equipment comparison table at 375 and 1280 px without JavaScript (the
// table scrolls inside its focusable, labelled region, never the page); the calculator's litres equal a hand
// computation with the script and without it, and /paints fetches only the boot script; the owner setting a
// machine's rates and availability in the panel's edit form, shown on its page. SHOTS_DIR=/some/dir saves the pages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, openAdmin, toastWith } from '../../src/testing/admin-panel.ts';
import { openPage } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;
const column = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The rule the page states: area × coats ÷ coverage, up to the next tenth of a litre. */
const byHand = (area: number, coats: number, coverage: number) => Math.ceil((area * coats * 10) / coverage) / 10;

describe("a machine's rates and a paint's coverage", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.stop();
  });

  for (const width of [375, 1280]) {
    test(`without JavaScript at ${width} px: the machine's rates and terms, and the /equipment table scrolling in its own region`, async () => {
      const { page, watch, close } = await openPage(site, '/equipment/excavators', { javaScript: false, width });
      try {
        const rates = page.locator('section[aria-labelledby="machine-rates"]');
        await rates.getByRole('heading', { name: 'Rates and terms' }).waitFor();
        assert.match((await rates.textContent()) ?? '', /Per day₦450,000.*Per week₦2,700,000.*Per four weeks₦9,800,000/);
        assert.ok(await rates.getByText('8 metered hours').isVisible());
        assert.ok((await overflow(page)) <= 0, 'the machine page is no wider than the window');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/machine-rates-${width}.png`, fullPage: true });

        await page.goto(`${site.server.url}/equipment`);
        const region = page.getByRole('region', { name: 'Compare hire rates' });
        await region.waitFor();
        assert.equal(await region.getAttribute('tabindex'), '0');
        assert.equal(await region.getByRole('row').count(), 9, 'a heading row and the eight machines');
        assert.ok(await region.getByRole('row', { name: /Mobile Cranes.*On request.*On hire until 14 December 2026/ }).isVisible());
        assert.ok((await overflow(page)) <= 0, 'the page itself is no wider than the window');
        const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
        assert.equal(scrolls, width < 900, 'the table scrolls sideways on a phone only');
        assert.deepEqual(watch.errors, []);
        if (SHOTS) {
          await region.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/equipment-rates-${width}.png` });
        }
      } finally {
        await close();
      }
    });
  }

  for (const javaScript of [false, true]) {
    test(`the calculator ${javaScript ? 'with' : 'without'} JavaScript: litres as worked by hand, the tins, and only the boot script`, async () => {
      const { page, watch, close } = await openPage(site, '/paints', { javaScript, width: 375 });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      try {
        await page.reload();
        const form = page.getByRole('form', { name: 'How much paint do you need?' });
        await form.getByLabel('Paint').selectOption({ label: 'Interior Paints (12 m²/L)' });
        // 7.5 m × 2.8 m = 21 m², less a door (1.9 m²) and a window (1.5 m²) = 17.6 m²; 3 coats at 12 m²/L.
        await form.getByLabel('Length (m)').fill('7.5');
        await form.getByLabel('Height (m)').fill('2.8');
        await form.getByLabel('Doors and windows to leave out (m²)').fill('3.4');
        await form.getByLabel('Coats').fill('3');
        await form.getByRole('button', { name: 'Work it out' }).click();
        const litres = page.locator('[data-litres]');
        await litres.waitFor();
        const expected = byHand(17.6, 3, 12);
        assert.equal(expected, 4.4);
        assert.equal(Number(await litres.getAttribute('data-litres')), expected);
        assert.equal(await litres.textContent(), '4.4 L');
        assert.match((await page.locator('output').textContent()) ?? '', /1 × 4 L.*1 × 1 L.*Estimated cost: ₦29,000/);
        assert.match(new URL(page.url()).search, /length=7.5&height=2.8&openings=3.4&coats=3/);
        if (javaScript) assert.deepEqual([...new Set(scripts)].length, 1, `the boot script alone: ${scripts.join(', ')}`);
        assert.deepEqual(watch.errors, []);
        if (SHOTS) {
          await page.locator('#paint-calculator').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/paint-calculator-375${javaScript ? '-js' : ''}.png`, fullPage: false });
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.locator('#paint-calculator').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/paint-calculator-1280${javaScript ? '-js' : ''}.png`, fullPage: false });
        }
      } finally {
        await close();
      }
    });
  }

  test('the owner sets a rate and the availability in the edit form; the machine page shows them', async () => {
    const tab = await openAdmin(site);
    const { page } = tab;
    try {
      await column(page, 'Pages').getByRole('button', { name: /^Equipment/ }).click();
      await column(page, 'Sections').getByRole('button', { name: /^Equipment Gallery/ }).click();
      await page.getByRole('button', { name: 'Edit content block Excavators' }).click();
      const form = page.getByRole('form', { name: 'Edit content block Excavators' });
      await form.getByLabel(/^Rate per day/).fill('₦480,000');
      await form.getByLabel(/^Availability/).selectOption('maintenance');
      await form.getByLabel(/^On hire or in maintenance until/).fill('2026-12-20');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await toastWith(page, 'Content updated successfully');
    } finally {
      await tab.close();
    }
    const visitor = await openPage(site, '/equipment/excavators', { javaScript: false });
    try {
      const rates = visitor.page.locator('section[aria-labelledby="machine-rates"]');
      assert.match((await rates.textContent()) ?? '', /In maintenance until 20 December 2026.*Per day₦480,000/);
    } finally {
      await visitor.close();
    }
  });

  test("the desk's first quote for a rental request starts with the machine it names at its rate for the duration", async () => {
    const startDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const sent = await api(site, 'POST', '/api/equipment-quote', undefined, {
      name: 'Emeka Nwosu',
      equipmentType: 'heavy',
      rentalDuration: 'weekly',
      startDate,
      projectLocation: 'Rumuokoro, Port Harcourt',
      projectDetails: `Machine: Mobile Cranes (${site.server.url}/equipment/mobile-cranes).\nPer day: ₦1,250,000 (8 metered hours)\nLifting roof trusses.`,
      email: 'emeka@example.ng',
      phone: '0803 555 0190',
    });
    assert.equal(sent.status, 201, sent.text);
    const { page, close, watch } = await openAdmin(site, { tab: null });
    try {
      await page.getByRole('tab', { name: /^Submissions/ }).click();
      await page.getByRole('article', { name: /from Emeka Nwosu/ }).getByRole('button', { name: /^Open/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Emeka Nwosu' });
      await dialog.getByRole('button', { name: 'Make a quote' }).click();
      const form = dialog.getByRole('form', { name: 'New quote' });
      const item = form.getByLabel('Item 1');
      await item.and(page.locator('[value^="Mobile Cranes"]')).waitFor();
      assert.equal(await item.inputValue(), 'Mobile Cranes hire, per week (a day = 8 metered hours, with operator, fuel included)');
      assert.equal(await form.getByLabel('Unit price ₦').inputValue(), '7500000');
      await form.getByText('₦8,062,500.00').waitFor();
      if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/desk-quote-rental.png` });
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
