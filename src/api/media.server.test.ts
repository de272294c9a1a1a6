// The image pipeline through the real server (node dist/server.js; `npm test` builds it first) and headless
// Chromium: a 25 MB upload over HTTP, a too-large body refused cleanly, and on the public pages the <picture>
// of an uploaded photo, from which Chromium fetches an AVIF variant and nothing else.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { editBlock, openPage, serverHtml, startSite, type Site } from '../../web/pages/page-testing.ts';
import { TINY_PNG } from '../testing/images.ts';
import { photo } from '../testing/photos.ts';
import { MAX_UPLOAD_FILE_BYTES } from './media.ts';

const ADMIN = { username: 'editor', password: 'rivers-state-2024' };
const PROJECT = 'Trans-Amadi Corporate Tower';

describe('media through the real server and Chromium', () => {
  let site: Site;
  let auth: { authorization: string };

  before(async () => {
    site = await startSite();
    const res = await fetch(`${site.server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(res.status, 200);
    auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  });
  after(() => site?.stop());

  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return fetch(`${site.server.url}/api/admin/media`, { method: 'POST', body: form, headers: auth });
  };

  it('a 25 MB file is accepted over HTTP; its stored original is a clean picture', async () => {
    const image = new Uint8Array(MAX_UPLOAD_FILE_BYTES);
    image.set(TINY_PNG);
    image.fill(7, TINY_PNG.length);
    const res = await upload(image, 'yard.png');
    assert.equal(res.status, 201);
    const { url } = (await res.json()) as { url: string };
    const served = await fetch(`${site.server.url}${url}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 2, 2]);
    assert.equal((await fetch(`${site.server.url}${url}`, { headers: { 'if-none-match': served.headers.get('etag')! } })).status, 304);
  });

  it('a 27 MB body is refused with 413 and a sentence', async () => {
    const big = new Uint8Array(27 * 1024 * 1024);
    big.set(TINY_PNG);
    const res = await upload(big, 'huge.png');
    assert.equal(res.status, 413);
    assert.match(((await res.json()) as { error: string }).error, /larger than 25 MB/);
  });

  it('an uploaded photo is a <picture> on the public page, and Chromium fetches its AVIF variant only', async () => {
    const res = await upload(await photo(1600, 1200), 'tower.jpg');
    assert.equal(res.status, 201);
    const row = (await res.json()) as { url: string; variants: { format: string; width: number; url: string }[] };
    await fetch(`${site.server.url}/api/admin/media/${(row as unknown as { id: number }).id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ focalPoint: { x: 0.75, y: 0.3 } }),
    });
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: PROJECT }, { imageUrl: row.url });

    const html = await serverHtml(site, '/projects');
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    assert.match(picture, /<source type="image\/avif" srcSet="\/media\/v\/[\w-]{16}\.avif 320w, [^"]+ 1600w" sizes="\(min-width: 1200px\) 368px, [^"]+"\/>/);
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
      const img = opened.page.locator(`img[alt]`).filter({ has: opened.page.locator('xpath=self::*[ancestor::picture]') }).first();
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
  });

  it('the hero photo is loaded first: eager and fetchpriority high', async () => {
    const res = await upload(await photo(1200, 750), 'hero.jpg');
    const { url } = (await res.json()) as { url: string };
    await editBlock(site, { slug: 'home', sectionKey: 'hero', title: 'Illustration of a city skyline under construction with a tower crane' }, { imageUrl: url });
    const html = await serverHtml(site, '/');
    const hero = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    assert.match(hero, /sizes="\(min-width: 1200px\) 464px/);
    assert.match(hero, /loading="eager" fetchPriority="high"|fetchPriority="high"[^>]*loading="eager"|loading="eager"[^>]*fetchPriority="high"/i);
  });
});
