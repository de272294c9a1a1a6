// Paints (docs/product.md § Paints): the copy with and without JavaScript, and the three palettes as real colour swatches
// showing their hex codes. Build first (`npx tsx build.ts`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { paintsPage } from '../../web/shared/seed/paints.ts';
import { assertShowsCopy, openPage, scrollThrough } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { shownCopy } from '../../src/testing/seed-copy.ts';

const palettes = paintsPage.sections.find((s) => s.sectionKey === 'palettes')!.blocks;
const products = paintsPage.sections.find((s) => s.sectionKey === 'products')!.blocks.filter((b) => b.blockType === 'product');

describe('Paints page', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the seed holds the palettes and product features of product.md § Paints, word for word, four hex colours each', () => {
    assert.deepEqual(palettes.map((p) => p.title), ['Modern Neutrals', 'Warm Earth Tones', 'Cool Blues']);
    for (const palette of palettes) {
      const colors = palette.metadata?.colors as string[];
      assert.equal(colors.length, 4);
      for (const color of colors) assert.match(color, /^#[0-9A-F]{6}$/);
    }
    assert.deepEqual(
      products.map((p) => [p.title, ...((p.metadata?.features ?? []) as string[])]),
      [
        ['Interior Paints', 'Washable finish', 'Low odor', 'Quick drying', '200+ colors'],
        ['Exterior Paints', 'UV protection', 'Fade resistant', '15-year warranty', 'All-climate formula'],
        ['Industrial Coatings', 'Chemical resistance', 'High durability', 'Anti-corrosive', 'Custom formulations'],
      ],
    );
  });

  for (const javaScript of [false, true]) {
    test(`${javaScript ? 'with' : 'without'} JavaScript: every text, and each swatch is its colour with its hex code`, async () => {
      const { page, watch, close } = await openPage(site, '/paints', { javaScript, width: javaScript ? 1280 : 375 });
      try {
        if (javaScript) await scrollThrough(page);
        await assertShowsCopy(page, shownCopy(paintsPage));
        assert.equal(await page.locator('h1').count(), 1);
        for (const palette of palettes) {
          const list = page.getByRole('list', { name: palette.title, exact: true });
          const rows = list.locator('li');
          assert.equal(await rows.count(), 4, palette.title);
          const colors = palette.metadata?.colors as string[];
          for (let i = 0; i < 4; i++) {
            const row = rows.nth(i);
            assert.ok((await row.innerText()).includes(colors[i]), `${palette.title} shows ${colors[i]}`);
            assert.equal(await row.locator('rect').getAttribute('fill'), colors[i]);
            // The swatch is painted in that colour, not merely labelled with it.
            const painted = await row.locator('rect').evaluate((r) => getComputedStyle(r).fill);
            const [, rr, gg, bb] = /^#(..)(..)(..)$/.exec(colors[i])!.map((h) => parseInt(h, 16));
            assert.equal(painted, `rgb(${rr}, ${gg}, ${bb})`);
          }
        }
        assert.equal(await page.locator('#products img').count(), 3);
        assert.deepEqual(watch.errors, []);
        if (javaScript) assert.deepEqual(watch.foreign, []);
      } finally {
        await close();
      }
    });
  }
});
