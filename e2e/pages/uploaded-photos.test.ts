// An uploaded photo on the public pages, in headless Chromium against the real server: the server's HTML holds a
// <picture> with AVIF and WebP srcsets, sizes for its slot, a JPEG fallback with width and height, the focal
// point and the placeholder; Chromium fetches an AVIF variant wide enough for the slot and nothing else; the
// hero photo is loaded eagerly with fetchpriority high.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminToken } from '../../src/testing/admin.ts';
import { photo } from '../../src/testing/photos.ts';
import { editBlock, openPage } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';

const PROJECT = 'Trans-Amadi Corporate Tower';

describe('uploaded photos on the public pages', () => {
  let site: Site;
  let auth: { authorization: string };

  before(async () => {
    site = await startSite();
    auth = { authorization: `Bearer ${await adminToken(site.server.url)}` };
  });
  after(() => site?.stop());

  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return fetch(`${site.server.url}/api/admin/media`, { method: 'POST', body: form, headers: auth });
  };

  it('an uploaded photo is a <picture> on the public page; Chromium fetches its AVIF variant only where the AVIF sizes cover the screen, its WebP beyond', async () => {
    const res = await upload(await photo(1600, 1200), 'tower.jpg');
    assert.equal(res.status, 201);
    const row = (await res.json()) as { id: number; url: string; variants: { format: string; width: number; url: string }[] };
    await fetch(`${site.server.url}/api/admin/media/${row.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ focalPoint: { x: 0.75, y: 0.3 } }),
    });
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: PROJECT }, { imageUrl: row.url });

    const html = await serverHtml(site, '/projects');
    // The project is featured, so its cover also opens the hero's mosaic (loaded at once, there): its card below is the slot looked at here.
    const hero = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    assert.match(hero, /loading="eager"/);
    const showcase = html.slice(html.indexOf('aria-labelledby="projects-showcase"'));
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(showcase)?.[1] ?? '';
    // AVIF stops at 1280 px (README § Uploaded photos): its source names the screens that covers.
    assert.match(
      picture,
      /<source type="image\/avif" srcSet="\/media\/v\/[\w-]{16}\.avif 320w, [^"]+ 1280w" sizes="\(min-width: 1200px\) 368px, [^"]+" media="\(max-width: 640px\), \(max-width: 1280px\) and \(max-resolution: 1dppx\)"\/>/,
    );
    assert.match(picture, /<source type="image\/webp" srcSet="[^"]+\.webp 320w/);
    assert.match(picture, /<img src="\/media\/v\/[\w-]{16}\.jpg" srcSet="[^"]+\.jpg 320w[^"]*" sizes="[^"]+" alt="[^"]+" width="1600" height="1200"/);
    assert.match(picture, /loading="lazy"/);
    assert.match(picture, /object-position:75% 30%/);
    assert.match(picture, /background-image:url\(&quot;data:image\/webp;base64,/);

    const avifUrls = new Set(row.variants.filter((v) => v.format === 'avif').map((v) => v.url));
    const otherUrls = new Set(row.variants.filter((v) => v.format !== 'avif').map((v) => v.url));
    for (const width of [375, 1280]) {
      const opened = await openPage(site, '/projects', { width });
      const requested: string[] = [];
      opened.page.on('request', (r) => {
        if (r.url().includes('/media/')) requested.push(new URL(r.url()).pathname);
      });
      const img = opened.page.locator('section[aria-labelledby="projects-showcase"] picture img[alt]').first();
      await img.scrollIntoViewIfNeeded();
      await img.evaluate((el: HTMLImageElement) => (el.complete ? null : new Promise((resolve) => el.addEventListener('load', resolve, { once: true }))));
      const current = await img.evaluate((el: HTMLImageElement) => ({ src: new URL(el.currentSrc).pathname, shown: el.getBoundingClientRect().width, dpr: devicePixelRatio }));
      assert.ok(avifUrls.has(current.src), `${width} px: Chromium shows ${current.src}, an AVIF variant`);
      const chosen = row.variants.find((v) => v.url === current.src)!;
      assert.ok(chosen.width >= current.shown * current.dpr, `${width} px: ${chosen.width} px wide for a ${current.shown} px slot`);
      await opened.page.reload({ waitUntil: 'networkidle' });
      assert.deepEqual(requested.filter((u) => otherUrls.has(u)), [], 'no WebP or JPEG variant is fetched');
      assert.deepEqual(opened.watch.errors, []);
      await opened.close();
    }
    // A screen wider than the widest AVIF takes the WebP, which goes to the photo's own 1600 px.
    const wide = await openPage(site, '/projects', { width: 1440 });
    const img = wide.page.locator(`img[alt]`).filter({ has: wide.page.locator('xpath=self::*[ancestor::picture]') }).first();
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((el: HTMLImageElement) => (el.complete ? null : new Promise((resolve) => el.addEventListener('load', resolve, { once: true }))));
    const shown = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
    assert.ok(row.variants.some((v) => v.format === 'webp' && v.url === shown), `1440 px: Chromium shows ${shown}, a WebP variant`);
    await wide.close();
  });

  it('the hero photo is loaded first: eager and fetchpriority high', async () => {
    const res = await upload(await photo(1200, 750), 'hero.jpg');
    const { url } = (await res.json()) as { url: string };
    await editBlock(site, { slug: 'home', sectionKey: 'hero', title: 'Illustration of a city skyline under construction with a tower crane' }, { imageUrl: url });
    const html = await serverHtml(site, '/');
    const hero = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    assert.match(hero, /sizes="100vw"/, 'a photo hero spans the window');
    assert.match(hero, /loading="eager" fetchPriority="high"|fetchPriority="high"[^>]*loading="eager"|loading="eager"[^>]*fetchPriority="high"/i);
  });
});
