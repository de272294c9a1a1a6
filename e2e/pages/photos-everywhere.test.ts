// The owner's first photographs, in real Chromium against the built product (build first): as the site ships, every
// picture is one of its illustrations; once every page's hero and one item of every picture grid have a photograph,
// each hero opens on its photo and no section shows a photograph beside an illustration (the others draw their
// frames without a picture, web/shared/picture-kinds.ts), at a phone's, a tablet's and a desktop's width.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminToken } from '../../src/testing/admin.ts';
import { api } from '../../src/testing/admin-panel.ts';
import { atOnce } from '../../src/testing/at-once.ts';
import { photo } from '../../src/testing/photos.ts';
import { openPage, uploadPhoto } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { NAV_ROUTES } from '../../web/shared/content.ts';

interface Block {
  id: number;
  blockType: string;
  imageUrl: string | null;
}

/** Per section of a page: the kinds of picture it shows ('art', 'media'), and whether it opens on a photo hero. */
async function picturesOn(site: Site, path: string, width: number) {
  const { page, close } = await openPage(site, path, { width, javaScript: false });
  try {
    return await page.locator('main section').evaluateAll((sections) =>
      sections.map((section) => ({
        id: section.getAttribute('aria-labelledby') ?? section.getAttribute('data-hero') ?? section.className.slice(0, 30),
        photoHero: section.getAttribute('data-hero') === 'photo',
        // A section nested in another is judged on its own: count only the pictures that are not in a nested one.
        kinds: [...new Set([...section.querySelectorAll('img')].filter((img) => img.closest('section') === section).map((img) => (img.getAttribute('src') ?? '').split('/')[1]))].sort(),
      })),
    );
  } finally {
    await close();
  }
}

describe('photos everywhere', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('as the site ships, every picture on every page is one of its illustrations', async () => {
    for (const { path } of NAV_ROUTES) {
      for (const section of await picturesOn(site, path, 1280)) assert.ok(!section.kinds.includes('media'), `${path} ${section.id}: ${section.kinds}`);
    }
  });

  test('with a photo in every hero and one item of every grid: photo heroes, and never a photo beside an illustration', async () => {
    const token = await adminToken(site.server.url);
    const { url } = await uploadPhoto(site, await photo(1600, 1000, 'jpeg'), 'site.jpg', 'Our crew on site in Port Harcourt');
    const pages = (await api(site, 'GET', '/api/admin/pages', token)).json as { id: number; slug: string }[];
    let grids = 0;
    for (const { id } of pages) {
      const sections = (await api(site, 'GET', `/api/admin/sections?pageId=${id}`, token)).json as { id: number; sectionKey: string }[];
      for (const section of sections) {
        const blocks = ((await api(site, 'GET', `/api/admin/content-blocks?sectionId=${section.id}`, token)).json as Block[]).filter((b) => b.imageUrl?.startsWith('/art/'));
        // The hero's picture, and the first of each grid's: the others stay illustrations, as an owner part-way through leaves them.
        const first = blocks[0];
        if (!first || (section.sectionKey !== 'hero' && blocks.length < 2)) continue;
        if (blocks.length >= 2) grids++;
        const res = await api(site, 'PUT', `/api/admin/content-blocks/${first.id}`, token, { imageUrl: url });
        assert.equal(res.status, 200, `section ${section.sectionKey}: ${res.text}`);
      }
    }
    assert.ok(grids >= 6, `the seed has grids of illustrations (${grids})`);
    const visits = [375, 768, 1280].flatMap((width) => NAV_ROUTES.map(({ path }) => ({ path, width })));
    await atOnce(visits, async ({ path, width }) => {
      const sections = await picturesOn(site, path, width);
      assert.ok(sections[0]?.photoHero, `${path} at ${width} px opens on its photo`);
      for (const section of sections) assert.ok(section.kinds.length <= 1, `${path} at ${width} px, ${section.id}: ${section.kinds.join(' and ')}`);
      assert.ok(sections.some((s) => s.kinds.includes('media')), `${path} shows the photo`);
    });
  });
});
