// Page rhythm (docs/product.md § Visual direction), in headless Chromium against the real server (build
// first): on every kind of public page, each band of the main landmark has another background than the band
// before it, so no two sections run together into one, at phone and desktop widths.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { atOnce } from '../../src/testing/at-once.ts';
import { openPage } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/equipment',
  '/real-estate',
  '/paints',
  '/contact',
  '/privacy',
  '/projects/trans-amadi-corporate-tower',
  '/equipment/excavators',
  '/real-estate/woji-gardens-estate-phase-2',
];

describe('page rhythm', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const width of [375, 1280]) {
    test(`at ${width} px, neighbouring bands never share a background`, async () => {
      await atOnce(PATHS, async (path) => {
        const { page, close } = await openPage(site, path, { width, javaScript: false });
        try {
          // The breadcrumb strip above an item page's hero is part of that hero.
          const bands = await page.locator('main > :not(nav)').evaluateAll((elements) =>
            elements
              .filter((el) => el.getBoundingClientRect().height > 0)
              .map((el) => {
                const colour = getComputedStyle(el).backgroundColor;
                return { name: el.getAttribute('aria-labelledby') ?? el.tagName.toLowerCase(), background: colour === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : colour };
              }),
          );
          assert.ok(bands.length >= 2, `${path} has bands`);
          for (let i = 1; i < bands.length; i++) {
            assert.notEqual(bands[i].background, bands[i - 1].background, `${path}: ${bands[i - 1].name} and ${bands[i].name} run together`);
          }
        } finally {
          await close();
        }
      });
    });
  }
});
