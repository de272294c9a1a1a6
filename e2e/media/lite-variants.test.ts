// docs/product.md § Lite pages: a lite page (Save-Data) offers an uploaded photo's phone widths compressed harder,
// made at upload; a photo stored before they existed offers its usual variants until the server, after start-up,
// has made its lite ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInAdmin } from '../../src/testing/admin-session.ts';
import { call, makeTestApp } from '../../src/testing/app.ts';
import { photo } from '../../src/testing/photos.ts';
import { makeDueLiteVariants } from '../../src/media/lite-variants.ts';

const TOWER = '/projects/trans-amadi-corporate-tower';

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await photo(1600, 1200))], 'photo.jpg', { type: 'image/jpeg' }));
  form.append('altText', 'The tower from Trans-Amadi Road');
  const res = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth });
  assert.equal(res.status, 201);
  const row = (await res.json()) as { id: number; variants: { url: string; width: number }[] };
  const towerId = t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'project' AND title = 'Trans-Amadi Corporate Tower'").pluck().get() as number;
  const put = await call(t.app, 'PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { category: 'Commercial', status: 'Completed', gallery: [row.id] } }, admin.auth);
  assert.equal(put.status, 200);
  /** The hero picture's variant addresses and their widths, on the full or the lite page. */
  const offered = async (lite: boolean) => {
    const html = (await call(t.app, 'GET', TOWER, undefined, lite ? { 'save-data': 'on' } : {})).text;
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    return [...picture.matchAll(/(\/media\/v\/[\w-]{16}\.(?:avif|webp|jpg)) (\d+)w/g)].map((m) => ({ url: m[1], width: Number(m[2]) }));
  };
  const usual = new Set(row.variants.map((v) => v.url));
  return { t, row, offered, usual };
}

test('a lite page offers the photo’s lite variants only: the phone widths, none of the usual files, each served', async () => {
  const { t, offered, usual } = await setup();
  const full = await offered(false);
  assert.ok(full.some((v) => v.width > 640) && full.every((v) => usual.has(v.url)), 'the full page: the usual variants, up to the photo’s width');
  const lite = await offered(true);
  assert.deepEqual([...new Set(lite.map((v) => v.width))].sort((a, b) => a - b), [320, 640]);
  assert.deepEqual(lite.filter((v) => usual.has(v.url)), [], 'none of the usual files');
  for (const { url } of lite) {
    const served = await t.app.request(`http://localhost${url}`);
    assert.equal(served.status, 200, url);
    assert.match(served.headers.get('cache-control') ?? '', /immutable/);
  }
});

test('a photo stored before lite variants offers its usual ones on a lite page until they are made after start-up', async () => {
  const { t, row, offered, usual } = await setup();
  t.sqlite.prepare('DELETE FROM media_variants WHERE media_id = ? AND lite = 1').run(row.id);
  t.services.changes.notify();
  const before = await offered(true);
  assert.ok(before.length > 0 && before.every((v) => usual.has(v.url)), 'the usual variants meanwhile');

  assert.deepEqual(await makeDueLiteVariants(t.services), { made: 1, failed: 0 });
  const after = await offered(true);
  assert.ok(after.length > 0 && after.every((v) => !usual.has(v.url) && v.width <= 640), 'its own lite variants now');
  assert.equal(t.sqlite.prepare('SELECT count(*) FROM media_variants WHERE media_id = ? AND lite = 1').pluck().get(row.id), 6);
  assert.deepEqual(await makeDueLiteVariants(t.services), { made: 0, failed: 0 }, 'nothing left to do');
});
