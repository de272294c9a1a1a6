// Card grids with a hidden or unfeatured item, in real Chromium (node dist/server.js): the cards left still fill
// their row, so the admin's hide never leaves a hole (web/pages/parts/fill-grid.ts, issue 25).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { editBlock, openPage } from '../../src/testing/public-pages.ts';
import { type Site, startSite } from '../../src/testing/site.ts';

let site: Site;
before(async () => {
  site = await startSite();
});
after(() => site?.stop());

/** Each row of a list's cards (grouped by their top edge): how much of the list's width the cards and gaps take. */
async function rowFill(page: Page, list: string): Promise<{ cards: number; fill: number }[]> {
  return page.locator(list).evaluate((ul) => {
    const width = ul.getBoundingClientRect().width;
    const gap = Number.parseFloat(getComputedStyle(ul).columnGap) || 0;
    const rows = new Map<number, DOMRect[]>();
    for (const li of ul.children) {
      const box = li.getBoundingClientRect();
      if (box.width === 0) continue;
      const top = Math.round(box.top);
      rows.set(top, [...(rows.get(top) ?? []), box]);
    }
    return [...rows.values()].map((boxes) => ({
      cards: boxes.length,
      fill: Math.round(((boxes.reduce((sum, b) => sum + b.width, 0) + gap * (boxes.length - 1)) / width) * 100) / 100,
    }));
  });
}

const SERVICES = 'section[aria-labelledby="home-services"] ul';
const FEATURED = 'section[aria-labelledby="home-projects"] ul';

describe('card grids', () => {
  test('Home: four services in one row; one hidden, the other three share the row; two featured projects take half each', async () => {
    let { page, close } = await openPage(site, '/', { width: 1280, reducedMotion: true });
    try {
      assert.deepEqual(await rowFill(page, SERVICES), [{ cards: 4, fill: 1 }]);
      assert.deepEqual(await rowFill(page, FEATURED), [{ cards: 3, fill: 1 }]);
    } finally {
      await close();
    }

    await editBlock(site, { slug: 'home', sectionKey: 'services', title: 'Paint Manufacturing' }, { isActive: false });
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: 'Rumuola Shopping Centre' }, { metadata: { featured: false } });
    try {
      ({ page, close } = await openPage(site, '/', { width: 1280, reducedMotion: true }));
      try {
        assert.deepEqual(await rowFill(page, SERVICES), [{ cards: 3, fill: 1 }], 'three services fill the row');
        assert.deepEqual(await rowFill(page, FEATURED), [{ cards: 2, fill: 1 }], 'two projects fill the row');
      } finally {
        await close();
      }
      ({ page, close } = await openPage(site, '/', { width: 800, reducedMotion: true }));
      try {
        assert.deepEqual(await rowFill(page, SERVICES), [{ cards: 2, fill: 1 }, { cards: 1, fill: 1 }], 'two a row on a tablet: the third across');
      } finally {
        await close();
      }
      ({ page, close } = await openPage(site, '/', { width: 375, reducedMotion: true }));
      try {
        assert.deepEqual(await rowFill(page, SERVICES), [{ cards: 1, fill: 1 }, { cards: 1, fill: 1 }, { cards: 1, fill: 1 }], 'one a row on a phone');
      } finally {
        await close();
      }
    } finally {
      await editBlock(site, { slug: 'home', sectionKey: 'services', title: 'Paint Manufacturing' }, { isActive: true });
      await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: 'Rumuola Shopping Centre' }, { metadata: { featured: true } });
    }
  });

  test('Projects: eight cards fill three rows (3, 3, 2), and a chosen category\'s four fill two rows of two', async () => {
    const LIST = 'section[aria-labelledby="projects-showcase"] ul[data-fill-md]';
    const { page, close } = await openPage(site, '/projects', { width: 1280, reducedMotion: true });
    try {
      assert.deepEqual(await rowFill(page, LIST), [{ cards: 3, fill: 1 }, { cards: 3, fill: 1 }, { cards: 2, fill: 1 }]);
      await page.getByRole('group').getByRole('button', { name: /^Commercial/ }).click();
      assert.deepEqual(await rowFill(page, LIST), [{ cards: 2, fill: 1 }, { cards: 2, fill: 1 }], 'four Commercial projects, two a row');
      await page.getByRole('group').getByRole('button', { name: /^All Projects/ }).click();
      assert.deepEqual(await rowFill(page, LIST), [{ cards: 3, fill: 1 }, { cards: 3, fill: 1 }, { cards: 2, fill: 1 }], 'back to all eight');
    } finally {
      await close();
    }
  });
});
