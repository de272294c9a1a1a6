// Services (docs/product.md § Services) in the real server and browser (build first): copy with and without
// JavaScript, the four alternating service bands with their links, counters, and an admin edit.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { servicesPage } from '../../web/shared/seed/services.ts';
import { assertShowsCopy, countersReach, editBlock, openPage } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';
import { visibleCopy } from '../../src/testing/seed-copy.ts';

const COPY = visibleCopy(servicesPage);
const SERVICES: [string, string][] = [
  ['Construction Services', '/projects'],
  ['Real Estate Development', '/real-estate'],
  ['Paint Manufacturing', '/paints'],
  ['Equipment Rental', '/equipment'],
];

describe('Services', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the server HTML shows the final statistics', async () => {
    const html = await serverHtml(site, '/services');
    for (const figure of ['250', '150', '500', '200']) assert.match(html, new RegExp(`>${figure}\\+<`));
    assert.ok(html.includes('Ready to Start Your Next Project?'));
  });

  test('without JavaScript: every text, four feature bullets and a link per service, the closing button', async () => {
    const { page, watch, close } = await openPage(site, '/services', { javaScript: false });
    try {
      await assertShowsCopy(page, COPY);
      for (const [title, href] of SERVICES) {
        const band = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
        assert.equal(await band.locator('li').count(), 4, `${title}: four bullets`);
        assert.equal(await band.locator(`a[href="${href}"]`).count(), 1, `${title} links to ${href}`);
        assert.equal(await band.locator('img').count(), 1, `${title}: a picture`);
      }
      assert.equal(await page.getByRole('link', { name: 'Get Free Consultation' }).getAttribute('href'), '/contact');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('with JavaScript: pictures alternate sides on desktop, counters reach their targets, no console errors', async () => {
    const { page, watch, close } = await openPage(site, '/services');
    try {
      await assertShowsCopy(page, COPY);
      const sides: string[] = [];
      for (const [title] of SERVICES) {
        const band = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
        const picture = (await band.locator('img').boundingBox())!;
        const heading = (await band.getByRole('heading', { name: title, exact: true }).boundingBox())!;
        sides.push(picture.x < heading.x ? 'left' : 'right');
      }
      assert.deepEqual(sides, ['left', 'right', 'left', 'right']);
      await countersReach(page, 'services-statistics', ['250+', '150+', '500+', '200+']);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('on a phone the bands stack in one column', async () => {
    const { page, close } = await openPage(site, '/services', { width: 375, reducedMotion: true });
    try {
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scrolling');
      const band = page.locator('article').first();
      const picture = (await band.locator('img').boundingBox())!;
      const heading = (await band.getByRole('heading').boundingBox())!;
      assert.ok(heading.y > picture.y + picture.height - 1, 'the text follows the picture');
    } finally {
      await close();
    }
  });

  test('an admin edit of a service description shows on the next request', async () => {
    const text = 'Our factory in Trans-Amadi now ships tinted paint to site within 48 hours of an order.';
    await editBlock(site, { slug: 'services', sectionKey: 'services', title: 'Paint Manufacturing' }, { content: text });
    assert.ok((await serverHtml(site, '/services')).includes(text));
  });
});
