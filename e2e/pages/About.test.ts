// About (docs/product.md § About) in the real server and browser (build first): story, values, capability counters,
// leadership monograms, the headquarters card from the settings, and an admin edit.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { aboutPage } from '../../web/shared/seed/about.ts';
import { seedSettings } from '../../web/shared/seed/settings.ts';
import { photo } from '../../src/testing/photos.ts';
import { assertShowsCopy, countersReach, editBlock, openPage, uploadPhoto } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';
import { visibleCopy } from '../../src/testing/seed-copy.ts';

const COPY = visibleCopy(aboutPage);
const setting = (key: string) => seedSettings.find((s) => s.key === key)!.value;

describe('About', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the server HTML shows the final capability figures', async () => {
    const html = await serverHtml(site, '/about');
    const figures = [...html.matchAll(/<dd[^>]*>(.*?)<\/dd>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    for (const figure of ['500+', '4,600 m²', '200+', '24/7']) assert.ok(figures.includes(figure), figure);
  });

  test('without JavaScript: story, milestones, values, leaders, headquarters and the closing link', async () => {
    const { page, watch, close } = await openPage(site, '/about', { javaScript: false });
    try {
      await assertShowsCopy(page, [...COPY, setting('company_address'), setting('company_phone'), 'Mon-Fri 7AM-6PM', 'Sat 8AM-4PM']);
      for (const value of ['Excellence', 'Integrity', 'Sustainability']) assert.equal(await page.getByRole('heading', { name: value, exact: true }).count(), 1);
      assert.deepEqual(
        await page.locator('section[aria-labelledby="about-story"] ol > li > p:first-of-type').allTextContents(),
        ['1999', '2005', '2008', '2012'],
      );
      const monograms = await page.locator('section[aria-labelledby="about-leadership"] li > span[aria-hidden="true"]').allTextContents();
      assert.deepEqual(monograms, ['TB', 'IW', 'CA', 'BK']);
      assert.equal(await page.locator('section[aria-labelledby="about-leadership"] img').count(), 0, 'no photos of people');
      assert.equal(await page.locator('a[href^="tel:"]', { hasText: setting('company_phone') }).first().getAttribute('href'), 'tel:+2348035550147');
      assert.equal(await page.getByRole('link', { name: 'Start Your Project' }).getAttribute('href'), '/contact');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('with JavaScript: counters reach their targets, no console errors', async () => {
    const { page, watch, close } = await openPage(site, '/about', { width: 375 });
    try {
      await countersReach(page, 'about-capabilities', ['500+', '4,600 m²', '200+', '24/7']);
      await assertShowsCopy(page, COPY);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('an admin edit of a leader blurb shows on the next request', async () => {
    const text = 'Leads the paint laboratory and a new low-VOC exterior range launched this year.';
    await editBlock(site, { slug: 'about', sectionKey: 'leadership', title: 'Dr. Chinedu Amadi' }, { content: text });
    assert.ok((await serverHtml(site, '/about')).includes(text));
  });

  test("a leader's photo fills the top of their card, described by name and role; the others' initials fill the same frame", async () => {
    const { url } = await uploadPhoto(site, await photo(900, 1200), 'briggs.jpg', 'Portrait');
    await editBlock(site, { slug: 'about', sectionKey: 'leadership', title: 'Engr. Tamunotonye Briggs' }, { imageUrl: url });
    const { page, watch, close } = await openPage(site, '/about', { width: 375 });
    try {
      const leaders = page.locator('section[aria-labelledby="about-leadership"] li');
      const img = leaders.first().locator('img');
      await img.scrollIntoViewIfNeeded();
      assert.equal(await img.getAttribute('alt'), 'Engr. Tamunotonye Briggs, Founder & Managing Director');
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('section[aria-labelledby="about-leadership"] li img')?.complete);
      const [box, card, monogram] = await Promise.all([img.boundingBox(), leaders.first().boundingBox(), leaders.nth(1).locator('[data-monogram]').boundingBox()]);
      assert.ok(box && card && monogram);
      assert.ok(Math.abs(box.width - card.width) < 3 && Math.abs(box.height / box.width - 1.25) < 0.02, `the photo spans the card, 4:5 (${box.width} × ${box.height} in ${card.width})`);
      assert.ok(Math.abs(monogram.width - box.width) < 3 && Math.abs(monogram.height - box.height) < 3, 'the initials take the same frame');
      assert.equal(await leaders.first().locator('[data-monogram]').count(), 0, 'no monogram beside the photo');
      assert.deepEqual(await leaders.locator('[data-monogram][aria-hidden="true"]').allTextContents(), ['IW', 'CA', 'BK']);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
