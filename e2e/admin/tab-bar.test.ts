// The admin's tab bar in real Chromium (docs/product.md § Admin panel): one row at every width. On a phone and a
// tablet it scrolls sideways (the page never does), the current tab is in view when the panel opens and after the
// keyboard moves to the last tab, the edge with more tabs fades, and a focused tab's outline is drawn inside it so
// the row cannot clip it. At 1280 px all seven tabs fit: nothing scrolls or fades.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openAdmin } from '../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

/** The bar's measures: its height against one tab's, what lies beyond its edges, and the page's own sideways overflow. */
const barOf = (page: Page) =>
  page.getByRole('tablist', { name: 'Admin sections' }).evaluate((list) => {
    const tabs = [...list.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect());
    const current = list.querySelector('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return {
      height: box.height,
      tabHeight: tabs[0].height,
      rows: new Set(tabs.map((t) => Math.round(t.top))).size,
      scrolls: list.scrollWidth > list.clientWidth,
      mask: getComputedStyle(list).maskImage,
      // Within a pixel: the row's scroll stops at whole pixels.
      currentInView: current.left >= box.left - 1 && current.right <= box.right + 1 && current.left >= 0 && current.right <= innerWidth + 1,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

describe('the admin tab bar', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const width of [375, 768]) {
    test(`at ${width} px: one row that scrolls sideways, the current tab in view on load and after End, the far edge faded`, async () => {
      const tab = await openAdmin(site, { width, tab: null });
      try {
        const { page } = tab;
        const tablist = page.getByRole('tablist', { name: 'Admin sections' });
        assert.equal(await tablist.getByRole('tab').count(), 7);
        let bar = await barOf(page);
        assert.equal(bar.rows, 1, 'one row');
        assert.ok(bar.height < bar.tabHeight * 1.7, `the bar is one tab high (${bar.height} px for a ${bar.tabHeight} px tab)`);
        assert.ok(bar.scrolls, 'the row scrolls');
        assert.equal(bar.pageOverflow, 0, 'the page itself never scrolls sideways');
        assert.match(bar.mask, /linear-gradient\(to right, rgb\(0, 0, 0\)/, 'more tabs to the right: that edge fades, the left does not');

        // Keyboard: the current tab, then End chooses the last one; it is scrolled into view.
        await tablist.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('End');
        const last = tablist.getByRole('tab', { name: 'Team & security' });
        await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes('Team & security'));
        assert.equal(await last.evaluate((el) => el === document.activeElement), true);
        bar = await barOf(page);
        assert.ok(bar.currentInView, 'the last tab is within the bar and the screen');
        assert.match(bar.mask, /linear-gradient\(to right, rgba\(0, 0, 0, 0\)/, 'now the left edge fades');
        assert.ok(page.url().endsWith('?tab=team'));
        const outline = await last.evaluate((el) => getComputedStyle(el));
        assert.equal(outline.outlineStyle, 'solid', 'focus is visible');
        assert.equal(outline.outlineOffset, '-3px', 'inside the tab, so the scrolling row cannot clip it');
        if (process.env.SCREENSHOTS) {
          mkdirSync(process.env.SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: join(process.env.SCREENSHOTS, `tab-bar-${width}-focused-last.png`), clip: { x: 0, y: 0, width, height: 160 } });
        }

        // Opening the panel on the last tab shows it at once.
        await page.reload();
        await tablist.waitFor();
        bar = await barOf(page);
        assert.ok(bar.currentInView, 'the current tab is in view when the panel opens on it');
        assert.deepEqual(tab.watch.errors, []);
      } finally {
        await tab.close();
      }
    });
  }

  test('at 1280 px: all seven tabs in one row, nothing scrolls or fades', async () => {
    const tab = await openAdmin(site, { tab: 'Team & security' });
    try {
      const bar = await barOf(tab.page);
      assert.equal(bar.rows, 1);
      assert.equal(bar.scrolls, false);
      assert.equal(bar.mask, 'none');
      assert.equal(bar.pageOverflow, 0);
    } finally {
      await tab.close();
    }
  });
});
