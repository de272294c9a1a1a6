// Every hero uses its full width (docs/product.md § Visual direction), in headless Chromium against the
// real server (build first): at 1280 px the pages whose heroes had no picture show one in their right part (a
// picture (Contact's: engineers at the drawing table), the Projects page's mosaic of featured covers, the Services page's mosaic of its lines of business, or
// the blueprint emblem), loaded at once; at 375 px the text comes first and nothing scrolls sideways.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { editBlock, openPage, uploadPhoto } from '../../src/testing/public-pages.ts';
import { photo } from '../../src/testing/photos.ts';
import { homeHeroImage } from '../../web/shared/seed/home.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

/** The pages whose heroes left their right side an empty plane before. */
const PAGES = ['/projects', '/services', '/contact', '/privacy', '/terms', '/no-such-page'];

describe('heroes use their full width', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const path of PAGES) {
    test(`${path} at 1280 px: a picture fills the hero's right part`, async () => {
      const { page, close } = await openPage(site, path);
      try {
        const hero = page.locator('main section').first();
        const picture = hero.locator('[data-hero-picture]');
        assert.equal(await picture.count(), 1);
        const box = await picture.boundingBox();
        const heading = await hero.locator('h1').boundingBox();
        assert.ok(box && heading);
        assert.ok(box.x + box.width > 1280 - 80, `right edge ${box.x + box.width} near the viewport's`);
        assert.ok(box.x > heading.x + 400, `beside the heading (${box.x})`);
        assert.ok(box.height > 200, `height ${box.height}`);
        // Above the fold: nothing in it waits to be scrolled to.
        assert.deepEqual(await picture.locator('img[loading="lazy"]').count(), 0);
      } finally {
        await close();
      }
    });

    test(`${path} at 375 px: the text first, no sideways scroll`, async () => {
      const { page, close } = await openPage(site, path, { width: 375 });
      try {
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
        const hero = page.locator('main section').first();
        const heading = await hero.locator('h1').boundingBox();
        assert.ok(heading && heading.y < 300, 'the heading opens the page');
        const picture = await hero.locator('[data-hero-picture]').boundingBox();
        if (picture) assert.ok(picture.y > heading.y + heading.height, 'a picture comes below the text');
      } finally {
        await close();
      }
    });
  }

  test('the Projects hero is a mosaic of the featured projects’ covers, each with its description', async () => {
    const { page, close } = await openPage(site, '/projects');
    try {
      const tiles = page.locator('main section').first().locator('[data-hero-picture] img');
      assert.deepEqual(
        await tiles.evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), !!i.getAttribute('alt'), i.getAttribute('width'), i.getAttribute('height')])),
        ['/art/project-office-tower.svg', '/art/project-residential-estate.svg', '/art/project-shopping-mall.svg'].map((src) => [src, true, '800', '500']),
      );
    } finally {
      await close();
    }
  });

  test('Contact shows a project talked over (not the head office, shown further down); the legal notices and the not-found page the emblem, hidden from screen readers', async () => {
    const contact = await openPage(site, '/contact');
    try {
      const img = contact.page.locator('main section').first().locator('[data-hero-picture] img');
      assert.equal(await img.getAttribute('src'), '/art/about-story.svg');
      assert.match((await img.getAttribute('alt')) ?? '', /drawing table/);
      assert.equal(await contact.page.locator('main img[src="/art/office-hq.svg"]').count(), 1, 'each picture once on the page');
    } finally {
      await contact.close();
    }
    const privacy = await openPage(site, '/privacy');
    try {
      assert.equal(await privacy.page.locator('main section').first().locator('[data-hero-picture] svg[data-hero-emblem][aria-hidden="true"]').count(), 1);
    } finally {
      await privacy.close();
    }
  });

  test("with the owner's photograph a hero opens on it: across the window with the words on its scrim at 1280 px, first and full width on a phone, its caption naming the place", async () => {
    const tower = await uploadPhoto(site, await photo(1600, 1000, 'jpeg'), 'tower.jpg', 'The Trans-Amadi tower at dusk');
    const HOME_IMAGE = { slug: 'home', sectionKey: 'hero', title: homeHeroImage.title };
    await editBlock(site, HOME_IMAGE, { imageUrl: tower.url, title: 'The Trans-Amadi tower at dusk', content: 'Trans-Amadi Corporate Tower, handed over 2024' });
    try {
      for (const width of [1280, 375]) {
        const { page, close } = await openPage(site, '/', { width });
        try {
          const hero = page.locator('main section').first();
          assert.equal(await hero.getAttribute('data-hero'), 'photo');
          const img = hero.locator('[data-hero-picture] img');
          assert.equal(await img.getAttribute('alt'), 'The Trans-Amadi tower at dusk');
          assert.equal(await img.getAttribute('loading'), 'eager', 'above the fold, loaded at once');
          const [picture, heading] = await Promise.all([hero.locator('[data-hero-picture]').boundingBox(), hero.locator('h1').boundingBox()]);
          assert.ok(picture && heading);
          assert.ok(Math.abs(picture.x) < 1 && Math.abs(picture.width - width) < 1, `the photo spans the window at ${width} px (${picture.x}, ${picture.width})`);
          if (width === 1280) assert.ok(heading.y > picture.y && heading.y + heading.height < picture.y + picture.height, 'the heading sits on the photo');
          else assert.ok(picture.y < heading.y, 'the photo comes first on a phone');
          assert.match(await hero.innerText(), /Trans-Amadi Corporate Tower, handed over 2024/);
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'nothing scrolls sideways');
        } finally {
          await close();
        }
      }
    } finally {
      await editBlock(site, { ...HOME_IMAGE, title: 'The Trans-Amadi tower at dusk' }, { imageUrl: homeHeroImage.imageUrl ?? undefined, title: homeHeroImage.title, content: '' });
    }
  });

  test("the Projects hero shows one kind of picture: the illustrations' mosaic, the one photographed cover as a photo hero, then a mosaic of the photographs", async () => {
    const covers = async () => {
      const { page, close } = await openPage(site, '/projects');
      try {
        const hero = page.locator('main section').first();
        const kinds = await hero.locator('[data-hero-picture] img').evaluateAll((imgs) => imgs.map((i) => (i.getAttribute('src') ?? '').split('/')[1]));
        return (await hero.getAttribute('data-hero')) === 'photo' ? ['photo hero', ...kinds] : kinds;
      } finally {
        await close();
      }
    };
    assert.deepEqual(await covers(), ['art', 'art', 'art'], 'as seeded: the three featured illustrations');
    const featured = ['Trans-Amadi Corporate Tower', 'Woji Gardens Estate'];
    const ids: number[] = [];
    for (const title of featured) ids.push((await uploadPhoto(site, await photo(1200, 800, 'jpeg'), `${title}.jpg`, title)).id);
    try {
      await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: featured[0] }, { metadata: { gallery: [ids[0]] } });
      assert.deepEqual(await covers(), ['photo hero', 'media'], 'one photo: it opens the page, and the illustrations beside it give way');
      await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: featured[1] }, { metadata: { gallery: [ids[1]] } });
      assert.deepEqual(await covers(), ['media', 'media'], 'two photos: those two alone');
    } finally {
      for (const title of featured) await editBlock(site, { slug: 'projects', sectionKey: 'projects', title }, { metadata: { gallery: [] } });
    }
  });
});
