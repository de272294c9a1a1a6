// The full-bleed picture band that parts the card sections of Equipment and Real Estate (§ Rhythm;
// web/pages/parts/PhotoBand.tsx), in headless Chromium against the real server (build first): at 1280 px the
// words line up with the page's container and the picture runs to the window's right edge; at 375 px the picture
// spans the screen above the words; its button goes to the page's form.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, scrollThrough } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const BANDS = [
  { path: '/equipment', id: 'eq-photo-band', after: 'eq-categories', before: 'eq-gallery', button: ['Request a Quote', '#quote-form'] },
  { path: '/real-estate', id: 're-photo-band', after: 're-services', before: 're-developments', button: ['Book a Site Visit', '#enquiry-form'] },
] as const;

describe('the picture band', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const band of BANDS) {
    test(`${band.path} at 1280 px: between ${band.after} and ${band.before}, words on the container's line, the picture to the right edge`, async () => {
      const { page, close } = await openPage(site, band.path, { reducedMotion: true });
      try {
        await scrollThrough(page);
        const ids = await page.locator('main section[aria-labelledby]').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
        assert.equal(ids[ids.indexOf(band.id) - 1], band.after);
        assert.equal(ids[ids.indexOf(band.id) + 1], band.before);
        const section = page.locator(`section[aria-labelledby="${band.id}"]`);
        const picture = await section.locator('img').boundingBox();
        const heading = await section.locator('h2').boundingBox();
        const nextHeading = await page.locator(`#${band.before}`).boundingBox();
        assert.ok(picture && heading && nextHeading);
        assert.equal(Math.round(picture.x + picture.width), 1280, 'the picture reaches the right edge');
        assert.ok(picture.width > 1280 * 0.5, `the picture takes most of the width (${picture.width})`);
        assert.ok(picture.height >= 400, `and a band's height (${picture.height})`);
        assert.equal(Math.round(heading.x), Math.round(nextHeading.x), "the heading starts on the container's line");
        assert.ok(await section.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 'the picture has loaded');
        const [label, href] = band.button;
        assert.equal(await section.getByRole('link', { name: label }).getAttribute('href'), href);
      } finally {
        await close();
      }
    });

    test(`${band.path} at 375 px: the picture across the screen above the words, nothing sideways`, async () => {
      const { page, close } = await openPage(site, band.path, { width: 375, reducedMotion: true });
      try {
        const section = page.locator(`section[aria-labelledby="${band.id}"]`);
        await section.scrollIntoViewIfNeeded();
        const picture = await section.locator('img').boundingBox();
        const heading = await section.locator('h2').boundingBox();
        assert.ok(picture && heading);
        assert.equal(Math.round(picture.x), 0);
        assert.equal(Math.round(picture.width), 375);
        assert.ok(picture.y + picture.height <= heading.y, 'the words below the picture');
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
      } finally {
        await close();
      }
    });
  }
});
