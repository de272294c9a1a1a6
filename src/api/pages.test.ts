// GET /api/pages/:slug is kept and sent like the rendered HTML: compressed as the client asks, an ETag answered
// with 304, a fresh copy after every content write; CDN_CACHE_SECONDS lets a shared cache hold it.
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

const get = (app: ReturnType<typeof makeTestApp>['app'], path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('GET /api/pages/:slug', () => {
  test('brotli, gzip or plain as asked, the same JSON in each, with an ETag and Vary', async () => {
    const { app } = makeTestApp();
    const plain = await get(app, '/api/pages/home');
    assert.equal(plain.status, 200);
    const text = await plain.text();
    assert.equal(JSON.parse(text).slug, 'home');
    assert.equal(plain.headers.get('content-encoding'), null);
    const br = await get(app, '/api/pages/home', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), text);
    const gz = await get(app, '/api/pages/home', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), text);
    assert.ok(Number(br.headers.get('content-length')) < text.length / 3, 'compressed to under a third');
    assert.equal(br.headers.get('vary'), 'Accept-Encoding');
    assert.equal(br.headers.get('etag'), `${plain.headers.get('etag')!.slice(0, -1)}-br"`, 'each encoding has its own strong ETag');
    assert.equal(plain.headers.get('cache-control'), 'no-cache');
    assert.match(plain.headers.get('content-type') ?? '', /^application\/json/);
  });

  test('If-None-Match answers 304 until a content write changes the page', async () => {
    const t = makeTestApp();
    const etag = (await get(t.app, '/api/pages/home')).headers.get('etag')!;
    const unchanged = await get(t.app, '/api/pages/home', { 'if-none-match': etag });
    assert.equal(unchanged.status, 304);
    assert.equal(await unchanged.text(), '');

    const admin = await signInAdmin(t);
    const home = t.sqlite.prepare("SELECT id FROM pages WHERE slug = 'home'").pluck().get();
    assert.equal((await call(t.app, 'PUT', `/api/admin/pages/${home}`, { description: 'Freshly edited.' }, admin.auth)).status, 200);
    const changed = await get(t.app, '/api/pages/home', { 'if-none-match': etag });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.equal(JSON.parse(await changed.text()).description, 'Freshly edited.');
  });

  test('an unknown page is a JSON 404', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'GET', '/api/pages/nowhere');
    assert.equal(res.status, 404);
    assert.match(res.json.error, /No page called "nowhere"/);
  });
});

describe('CDN_CACHE_SECONDS', () => {
  test('off by default: pages and their JSON are revalidated by everyone', async () => {
    const { app } = makeTestApp();
    assert.equal((await get(app, '/')).headers.get('cache-control'), 'no-cache');
    assert.equal((await get(app, '/api/pages/home')).headers.get('cache-control'), 'no-cache');
  });

  test('set: a shared cache may keep public pages and their JSON, stale included, for at most that long; admin, API writes and not-found stay uncached', async () => {
    const t = makeTestApp({ cdnCacheSeconds: 60 });
    const shared = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
    assert.equal((await get(t.app, '/')).headers.get('cache-control'), shared);
    assert.equal((await get(t.app, '/projects')).headers.get('cache-control'), shared);
    assert.equal((await get(t.app, '/api/pages/home')).headers.get('cache-control'), shared);
    assert.equal((await get(t.app, '/no-such-page')).headers.get('cache-control'), 'no-cache');
    assert.equal((await get(t.app, '/admin/dashboard')).headers.get('cache-control'), 'no-store');
    const admin = await signInAdmin(t);
    assert.equal((await call(t.app, 'GET', '/api/admin/pages', undefined, admin.auth)).headers.get('cache-control'), 'no-store');
  });
});
