// A development's proof in the browser (docs/product.md § Item pages): Woji Gardens as it
// ships, without JavaScript at 375 and 1280 px (title, approvals, registrations, three updates newest first, the
// before/after pair), and the owner adding a progress update in the panel's edit form, which the page then shows
// first with its date as Last updated. SHOTS_DIR=/some/dir saves the page at both widths.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openAdmin, toastWith } from '../../src/testing/admin-panel.ts';
import { openPage } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;
const WOJI = '/real-estate/woji-gardens-estate-phase-2';
const TITLE = 'Woji Gardens Estate, Phase 2';

const column = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
const stages = (page: Page) => page.locator('section[aria-labelledby="development-progress"] h3').allTextContents();

describe("a development's title, approvals and progress", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.stop();
  });

  for (const width of [375, 1280]) {
    test(`without JavaScript at ${width} px: the title, approvals, registrations and three updates newest first, nothing wider than the window`, async () => {
      const { page, watch, close } = await openPage(site, WOJI, { javaScript: false, width });
      try {
        await page.getByRole('heading', { name: 'Title and approvals' }).waitFor();
        assert.equal(await page.getByRole('row', { name: /Environmental impact assessment/ }).count(), 1);
        assert.ok(await page.getByRole('link', { name: /Verify with the register/ }).isVisible());
        assert.deepEqual(await stages(page), ['Roofing 60 %', 'Walls up to lintel level', 'Foundations complete']);
        assert.ok(await page.getByText('Before, May 2026').isVisible());
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
        assert.deepEqual(watch.errors, []);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/development-proof-${width}.png`, fullPage: true });
      } finally {
        await close();
      }
    });
  }

  test('the owner adds a progress update in the edit form; the page shows it first and Last updated moves to its date', async () => {
    const tab = await openAdmin(site);
    const { page } = tab;
    try {
      await column(page, 'Pages').getByRole('button', { name: /^Real Estate/ }).click();
      await column(page, 'Sections').getByRole('button', { name: /^Homes Selling Now/ }).click();
      await page.getByRole('button', { name: `Edit content block ${TITLE}` }).click();
      const form = page.getByRole('form', { name: `Edit content block ${TITLE}` });
      await form.getByRole('button', { name: 'Add progress update' }).click();
      const update = form.getByRole('group', { name: 'Progress update 4' });
      await update.getByLabel('Date', { exact: true }).fill('2026-11-27');
      await update.getByLabel('Stage reached').fill('Roofing 75 %');
      await update.getByLabel('What was done (optional)').fill('Blocks E and F roofed; windows going in on block A.');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await toastWith(page, 'Content updated successfully');
    } finally {
      await tab.close();
    }
    const visitor = await openPage(site, WOJI, { javaScript: false });
    try {
      assert.deepEqual(await stages(visitor.page), ['Roofing 75 %', 'Roofing 60 %', 'Walls up to lintel level', 'Foundations complete']);
      assert.equal(await visitor.page.locator('section[aria-labelledby="development-progress"] time').first().getAttribute('datetime'), '2026-11-27');
      assert.match((await visitor.page.locator('section[aria-labelledby="development-progress"] p').first().textContent()) ?? '', /Last updated\s*27 November 2026/);
    } finally {
      await visitor.close();
    }
  });
});
