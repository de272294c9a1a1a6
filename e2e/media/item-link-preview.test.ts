// docs/product.md § Item pages and § Uploaded pictures: a project page's og:image is its cover cropped to 1.91:1
// around the focal point, 1200 × 628, an absolute URL a link preview can fetch; made by the image pipeline at
// upload, cut again when the focal point moves or the file is replaced, and made after start-up for photos stored
// before previews existed. A cover narrower than 1200 px, or none uploaded, shares the site's card.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { mediaLinkPreviews } from '../../src/db/tables.ts';
import { LINK_PREVIEW_WAIT_MS } from '../../src/api/media.ts';
import { makeDueLinkPreviews } from '../../src/media/link-previews.ts';
import { signInAdmin } from '../../src/testing/admin-session.ts';
import { call, makeTestApp } from '../../src/testing/app.ts';
import { halfShown, photo, redAboveBlue } from '../../src/testing/photos.ts';

const TOWER = '/projects/trans-amadi-corporate-tower';
const META = { category: 'Commercial', status: 'Completed' };

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);
  const send = async (method: 'POST' | 'PUT', path: string, bytes: Buffer, altText: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
    form.append('altText', altText);
    const res = await t.app.request(`http://localhost${path}`, { method, body: form, headers: admin.auth });
    assert.equal(res.status, method === 'POST' ? 201 : 200, await res.clone().text());
    return (await res.json()) as { id: number; url: string };
  };
  const towerId = t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'project' AND title = 'Trans-Amadi Corporate Tower'").pluck().get() as number;
  const cover = async (id: number) => assert.equal((await as('PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { ...META, gallery: [id] } })).status, 200);
  /** The page's og tags, and the og:image as a link preview's crawler fetches it. */
  const preview = async () => {
    const html = (await call(t.app, 'GET', TOWER)).text;
    const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '';
    const url = tag('og:image');
    const served = await t.app.request(url);
    const bytes = Buffer.from(await served.arrayBuffer());
    return { url, width: tag('og:image:width'), height: tag('og:image:height'), alt: tag('og:image:alt'), twitter: /<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1], status: served.status, type: served.headers.get('content-type'), bytes };
  };
  return { t, as, send, cover, preview };
}

test("a project whose cover is a photo at least 1200 px wide shares its 1200 × 628 crop: an absolute JPEG URL with its size and alt text", async () => {
  const { send, cover, preview } = await setup();
  const { id } = await send('POST', '/api/admin/media', await photo(2400, 1600), 'The tower at dusk from Trans-Amadi Road');
  await cover(id);
  const og = await preview();
  assert.match(og.url, /^http:\/\/localhost\/media\/v\/[A-Za-z0-9_-]{16}\.jpg$/);
  assert.equal(og.twitter, og.url);
  assert.deepEqual([og.width, og.height, og.alt], ['1200', '628', 'The tower at dusk from Trans-Amadi Road']);
  assert.equal(og.status, 200);
  assert.equal(og.type, 'image/jpeg');
  const meta = await sharp(og.bytes).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 628]);
});

test('moving the focal point cuts the crop again around it before the PATCH answers; replacing the file makes a new one', async () => {
  const { t, as, send, cover, preview } = await setup();
  const { id } = await send('POST', '/api/admin/media', await redAboveBlue(1600, 3200), 'Red above, blue below');
  await cover(id);
  const centre = await preview();
  assert.equal(await halfShown(centre.bytes), 'both', 'the centre: where the halves meet');
  assert.equal((await as('PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 0.5, y: 0 } })).status, 200);
  const top = await preview();
  assert.notEqual(top.url, centre.url);
  assert.equal(await halfShown(top.bytes), 'red');
  assert.deepEqual([(await sharp(top.bytes).metadata()).width, (await sharp(top.bytes).metadata()).height], [1200, 628]);
  await as('PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 0.5, y: 1 } });
  assert.equal(await halfShown((await preview()).bytes), 'blue');
  assert.equal(t.db.select().from(mediaLinkPreviews).all().length, 1, 'one preview per photo, the old ones gone');
  await as('PATCH', `/api/admin/media/${id}`, { altText: 'Only the words change' });
  assert.equal(await halfShown((await preview()).bytes), 'blue', 'an alt text edit leaves the crop');

  // A replacement: the focal point goes back to the centre, and so does the crop.
  await send('PUT', `/api/admin/media/${id}/file`, await redAboveBlue(1600, 3200), 'Red above, blue below');
  assert.equal(await halfShown((await preview()).bytes), 'both');
  // A replacement too narrow for a preview: the site's card, not the old crop.
  await send('PUT', `/api/admin/media/${id}/file`, await photo(1000, 750), 'Narrow');
  assert.equal((await preview()).url, 'http://localhost/og-image.png');
  assert.equal(t.db.select().from(mediaLinkPreviews).all().length, 0);
});

test('a cut held up (a burst of uploads ahead of it) does not hold the PATCH past its bound; the new crop arrives after, the stale one is never shown', async () => {
  const { t, as, send, cover, preview } = await setup();
  const { id } = await send('POST', '/api/admin/media', await redAboveBlue(1600, 3200), 'Red above, blue below');
  await cover(id);
  const cut = t.services.cutLinkPreview;
  let release = () => {};
  t.services.cutLinkPreview = (input, focus) => new Promise((resolve) => (release = () => resolve(cut(input, focus))));
  const started = performance.now();
  assert.equal((await as('PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 0.5, y: 0 } })).status, 200);
  const waited = performance.now() - started;
  assert.ok(waited >= LINK_PREVIEW_WAIT_MS - 50 && waited < LINK_PREVIEW_WAIT_MS + 3000, `answered after ${Math.round(waited)} ms`);
  assert.equal((await preview()).url, 'http://localhost/og-image.png', "meanwhile the site's card, not the crop at the old focal point");
  release();
  for (let i = 0; i < 100 && (await preview()).url.endsWith('/og-image.png'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(await halfShown((await preview()).bytes), 'red');
});

test("a cover narrower than 1200 px, or the site's own art, shares the site's card (1200 × 630)", async () => {
  const { t, send, cover, preview } = await setup();
  const seeded = await preview();
  assert.deepEqual([seeded.url, seeded.width, seeded.height], ['http://localhost/og-image.png', '1200', '630']);
  const { id } = await send('POST', '/api/admin/media', await photo(1199, 900), 'Just too narrow');
  await cover(id);
  assert.equal((await preview()).url, 'http://localhost/og-image.png');
  assert.equal(t.db.select().from(mediaLinkPreviews).all().length, 0);
});

test('photos stored without a current preview (before previews existed, or a focal point the server stopped before cutting) get theirs after start-up', async () => {
  const { t, send, cover, preview } = await setup();
  const first = await send('POST', '/api/admin/media', await redAboveBlue(1600, 3200), 'First');
  const second = await send('POST', '/api/admin/media', await photo(1300, 900), 'Second');
  await send('POST', '/api/admin/media', await photo(900, 600), 'Too narrow for one');
  await cover(first.id);
  t.sqlite.prepare('DELETE FROM media_link_previews WHERE media_id = ?').run(second.id);
  // A focal point saved straight into the file: the crop on record is stale, and a stale crop is never shown.
  t.sqlite.prepare('UPDATE media_files SET focal_y = 0 WHERE id = ?').run(first.id);
  t.services.changes.notify();
  assert.equal((await preview()).url, 'http://localhost/og-image.png');

  const infos: string[] = [];
  t.services.log = { ...t.services.log, info: (m: string) => infos.push(m) };
  assert.deepEqual(await makeDueLinkPreviews(t.services), { made: 2, failed: 0 });
  const made = await preview();
  assert.equal(await halfShown(made.bytes), 'red');
  assert.deepEqual(
    t.db.select({ id: mediaLinkPreviews.mediaId }).from(mediaLinkPreviews).all().map((r) => r.id).sort(),
    [first.id, second.id].sort(),
  );
  assert.deepEqual(await makeDueLinkPreviews(t.services), { made: 0, failed: 0 }, 'a second start has nothing to do');
  assert.match(infos.join('\n'), /link preview of 2 photo/);
});
