// Equipment (docs/product.md § Equipment): the copy with and without JavaScript (excavators of 5-50 tonnes, generators of 5-500 kW,
// the free delivery radius in km from the company facts), and the eight-picture gallery in the order of docs/product.md § Equipment with alt text and size. Build first.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { equipmentPage } from '../../web/shared/seed/equipment.ts';
import { assertShowsCopy, openPage, scrollThrough } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { shownCopy } from '../../src/testing/seed-copy.ts';

const GALLERY = [
  ['Excavators', 'excavator'],
  ['Mobile Cranes', 'mobile-crane'],
  ['Concrete Mixers', 'concrete-mixer'],
  ['Vibrating Roller Compactor', 'vibrating-roller'],
  ['Plate Compactor', 'plate-compactor'],
  ['Rammer Compactor', 'rammer-compactor'],
  ['Concrete Vibrator Poker', 'concrete-vibrator'],
  ['Bulldozer', 'bulldozer'],
];

describe('Equipment page', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the seed holds the categories and rental terms of product.md § Equipment', () => {
    const section = (key: string) => equipmentPage.sections.find((s) => s.sectionKey === key)!;
    assert.deepEqual(section('categories').blocks.map((b) => b.title), ['Heavy Machinery', 'Light Equipment', 'Power Tools']);
    for (const category of section('categories').blocks) assert.ok(((category.metadata?.features ?? []) as string[]).length >= 3);
    const terms = section('rental-terms').blocks.map((b) => `${b.title} ${b.content}`).join(' ');
    for (const words of ['Flexible Duration', 'Free Delivery & Pickup', 'within {deliveryRadius} of Port Harcourt', '24/7 Support']) assert.ok(terms.includes(words), words);
  });

  for (const javaScript of [false, true]) {
    test(`${javaScript ? 'with' : 'without'} JavaScript: every text and the eight machines' cards in the order of product.md § Equipment`, async () => {
      const { page, watch, close } = await openPage(site, '/equipment', { javaScript, width: javaScript ? 1280 : 375 });
      try {
        if (javaScript) await scrollThrough(page);
        await assertShowsCopy(page, [...shownCopy(equipmentPage), '5-50 tonnes', '5-500 kW', 'within 80 km of Port Harcourt']);
        assert.equal(await page.locator('h1').count(), 1);
        const figures = page.locator('#gallery article');
        assert.equal(await figures.count(), 8);
        assert.deepEqual(await figures.locator('h3').allInnerTexts(), GALLERY.map(([caption]) => caption));
        // Each card opens the machine's own page (web/pages/Machine.test.ts).
        assert.deepEqual(await figures.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), GALLERY.map(([caption]) => `/equipment/${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`));
        for (const [i, [, file]] of GALLERY.entries()) {
          const img = figures.nth(i).locator('img');
          assert.equal(await img.getAttribute('src'), `/art/equipment-${file}.svg`);
          assert.ok(((await img.getAttribute('alt')) ?? '').length > 10, `${file} has alt text`);
          assert.equal(await img.getAttribute('width'), '800');
          assert.equal(await img.getAttribute('height'), '500');
          assert.equal(await img.getAttribute('loading'), 'lazy');
        }
        assert.equal(await page.locator('#quote-form form').count(), 1);
        assert.deepEqual(watch.errors, []);
        if (javaScript) assert.deepEqual(watch.foreign, []);
      } finally {
        await close();
      }
    });
  }

  test('on a phone the gallery shows the machines two abreast, each card a link to its page reachable by Tab', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scroll');
      const cards = page.locator('#gallery article');
      const boxes = await cards.evaluateAll((all) => all.map((a) => a.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width })));
      assert.equal(boxes.length, 8);
      for (let i = 0; i < boxes.length; i += 2) {
        assert.equal(Math.round(boxes[i].y), Math.round(boxes[i + 1].y), `cards ${i + 1} and ${i + 2} on one row`);
        assert.ok(boxes[i + 1].x >= boxes[i].x + boxes[i].width, 'side by side');
        assert.ok(boxes[i].width > 140, `card ${i + 1} wide enough to read (${boxes[i].width} px)`);
      }
      // The eight cards fit in little more than two phone screens (one machine per screen before).
      const gallery = await page.locator('#gallery ul').boundingBox();
      assert.ok(gallery && gallery.height < 1400, `gallery ${gallery?.height} px tall`);
      const first = cards.first().locator('h3 a');
      await first.focus();
      assert.equal(await first.evaluate((a) => a === document.activeElement && getComputedStyle(a).outlineStyle !== 'none'), true, 'focus is visible');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/equipment/mobile-cranes');
    } finally {
      await close();
    }
  });
});
