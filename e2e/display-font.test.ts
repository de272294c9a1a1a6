// The headings' face as a phone gets it (node dist/server.js + headless Chromium): preloaded, small, drawn, and
// arriving late without moving anything; the lite page never fetches it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/testing/public-pages.ts';
import { type Site, startSite } from '../src/testing/site.ts';
import { DISPLAY_GLYPHS, unicodeRange } from '../scripts/display-font.ts';

let site: Site;
before(async () => {
  site = await startSite();
});
after(() => site?.stop());

/** The layout shifts a page records from its first paint, as Chromium reports them for CLS. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

describe('display font', () => {
  it('the glyph list becomes a compact unicode-range', () => {
    assert.equal(unicodeRange('abcx'), 'U+61-63,U+78');
    assert.match(unicodeRange(DISPLAY_GLYPHS), /^U\+20-7E,/);
  });

  it('a public page preloads one woff2 of at most 25 KB, served immutable, and its headings are drawn in it', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    const preload = html.match(/<link rel="preload" href="(\/assets\/display-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/);
    assert.ok(preload, 'the font is preloaded');
    const font = await fetch(site.server.url + preload[1]);
    assert.equal(font.status, 200);
    assert.equal(font.headers.get('content-type'), 'font/woff2');
    assert.match(font.headers.get('cache-control') ?? '', /immutable/);
    const bytes = (await font.arrayBuffer()).byteLength;
    assert.ok(bytes > 4 * 1024 && bytes <= 25 * 1024, `${bytes} B`);

    const { page, close } = await openPage(site, '/', { width: 375 });
    try {
      await page.evaluate(() => document.fonts.ready);
      const family = await page.$eval('h1', (h) => getComputedStyle(h).fontFamily);
      assert.match(family, /^Archivo, "Archivo Fallback: Arial"/);
      assert.ok(await page.evaluate(() => document.fonts.check('800 40px Archivo', 'Building')), 'the face is loaded and used');
    } finally {
      await close();
    }
  });

  it('arriving a second late, the face moves nothing on the page (CLS 0)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      const shifts = await recordShifts(page);
      let fontRequested = false;
      await page.route('**/assets/display-*.woff2', async (route) => {
        fontRequested = true;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(`${site.server.url}/contact`, { waitUntil: 'commit' });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      assert.ok(fontRequested);
      assert.equal(await page.$eval('h1', (h) => getComputedStyle(h).fontSize), '44px', 'the hero heading at its phone size');
      const total = await shifts();
      assert.ok(total < 0.01, `layout shift ${total.toFixed(4)}`);
    } finally {
      await context.close();
    }
  });

  it('the lite page (Save-Data) draws headings in the fallback and downloads no font', async () => {
    const fonts: string[] = [];
    const { page, close } = await openPage(site, '/about', { width: 375, headers: { 'Save-Data': 'on' } });
    try {
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.reload({ waitUntil: 'networkidle' });
      assert.deepEqual(fonts, []);
      assert.doesNotMatch(await page.content(), /rel="preload"[^>]*as="font"/);
      assert.match(await page.$eval('h1', (h) => getComputedStyle(h).fontFamily), /^"Archivo Fallback: Arial"/);
    } finally {
      await close();
    }
  });
});
