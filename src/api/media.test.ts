import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditLog, mediaFiles } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { TINY_JPEG, TINY_PNG, TINY_WEBP } from '../testing/images.ts';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_FILE_BYTES } from './media.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

beforeEach(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

const text = (s: string) => new TextEncoder().encode(s);
const SVG = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = text('<!doctype html><html><body><script>fetch("/api/contact")</script></body></html>');

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, fields: Record<string, string> = {}, headers: Record<string, string> = admin.auth) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers });
  const body = await res.text();
  return { status: res.status, json: body ? JSON.parse(body) : undefined };
}

async function fetchMedia(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await t.app.request(`http://localhost${path}`, { method, headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const stored = () => t.db.select().from(mediaFiles).all();
const audits = () => t.db.select().from(auditLog).all().filter((r) => r.action.startsWith('media_'));

describe('media routes need an admin', () => {
  it('401 for list, upload, edit and delete without a token', async () => {
    assert.equal((await call(t.app, 'GET', '/api/admin/media')).status, 401);
    assert.equal((await upload(TINY_PNG, 'a.png', 'image/png', {}, {})).status, 401);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/1', { altText: 'x' })).status, 401);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/media/1')).status, 401);
    assert.equal(stored().length, 0);
  });
});

describe('POST /api/admin/media', () => {
  it('stores a PNG byte for byte with a random name, and serves it back', async () => {
    const res = await upload(TINY_PNG, 'Site photo.png', 'image/png', { altText: '  Excavator at Onne  ' });
    assert.equal(res.status, 201);
    const row = res.json;
    assert.match(row.filename, /^[0-9a-f]{16}\.png$/);
    assert.deepEqual(
      { ...row, id: undefined, createdAt: undefined },
      { id: undefined, filename: row.filename, originalName: 'Site photo.png', mimeType: 'image/png', size: TINY_PNG.length, url: `/media/${row.filename}`, altText: 'Excavator at Onne', createdAt: undefined },
    );
    assert.equal('data' in row, false, 'the bytes are not echoed');
    assert.deepEqual(new Uint8Array(stored()[0].data), TINY_PNG);

    const served = await fetchMedia(row.url);
    assert.equal(served.status, 200);
    assert.deepEqual(served.bytes, TINY_PNG);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('content-length'), String(TINY_PNG.length));

    const [line] = audits();
    assert.equal(line.action, 'media_uploaded');
    assert.equal(line.target, `media_files/${row.id}`);
    assert.equal(line.username, 'amaka');
    assert.match(line.detail ?? '', /Site photo\.png \(image\/png, \d+ bytes\)/);
  });

  it('goes by the bytes: a PNG named .jpg is image/png, a JPEG named .svg is image/jpeg, WebP is accepted', async () => {
    const png = await upload(TINY_PNG, 'photo.jpg', 'image/jpeg');
    assert.equal(png.status, 201);
    assert.equal(png.json.mimeType, 'image/png');
    assert.match(png.json.filename, /\.png$/);
    assert.equal(png.json.originalName, 'photo.jpg');

    const jpeg = await upload(TINY_JPEG, 'logo.svg', 'image/svg+xml');
    assert.equal(jpeg.status, 201);
    assert.equal(jpeg.json.mimeType, 'image/jpeg');
    assert.match(jpeg.json.filename, /\.jpg$/);
    assert.equal((await fetchMedia(jpeg.json.url)).headers.get('content-type'), 'image/jpeg');

    const webp = await upload(TINY_WEBP, 'x.webp', 'application/octet-stream');
    assert.equal(webp.status, 201);
    assert.equal(webp.json.mimeType, 'image/webp');
    assert.deepEqual(new Uint8Array(stored().find((r) => r.id === webp.json.id)!.data), TINY_WEBP);
  });

  it('415 for SVG or HTML dressed up as image/png, with a sentence that says why; nothing stored', async () => {
    const svg = await upload(SVG, 'logo.png', 'image/png');
    assert.equal(svg.status, 415);
    assert.match(svg.json.error, /SVG.*scripts/);
    assert.equal(svg.json.issues[0].path, 'file');
    const html = await upload(HTML, 'page.png', 'image/png');
    assert.equal(html.status, 415);
    assert.match(html.json.error, /Only JPEG, PNG and WebP/);
    const gif = await upload(text('GIF89a\x01\x00\x01\x00\x00\x00\x00'), 'a.gif', 'image/gif');
    assert.equal(gif.status, 415);
    assert.equal(stored().length, 0);
    assert.deepEqual(audits(), []);
  });

  it('400 for an empty file, a missing file or a too-long alt text; 415 for a body that is not multipart', async () => {
    const empty = await upload(new Uint8Array(), 'empty.png', 'image/png');
    assert.equal(empty.status, 400);
    assert.equal(empty.json.issues[0].path, 'file');

    const form = new FormData();
    form.append('file', 'just text');
    const noFile = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth });
    assert.equal(noFile.status, 400);
    assert.equal((await noFile.json()).issues[0].path, 'file');

    const longAlt = await upload(TINY_PNG, 'a.png', 'image/png', { altText: 'x'.repeat(301) });
    assert.equal(longAlt.status, 400);
    assert.deepEqual(longAlt.json.issues, [{ path: 'altText', message: 'Alt text must be at most 300 characters' }]);

    const json = await call(t.app, 'POST', '/api/admin/media', { file: 'x' }, admin.auth);
    assert.equal(json.status, 415);

    const broken = await t.app.request('http://localhost/api/admin/media', {
      method: 'POST',
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot finished',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    assert.equal(broken.status, 400);
    assert.equal(stored().length, 0);
  });

  it('accepts exactly 5 MB, answers 413 one byte beyond it', async () => {
    const atLimit = new Uint8Array(MAX_UPLOAD_FILE_BYTES);
    atLimit.set(TINY_PNG);
    const ok = await upload(atLimit, 'big.png', 'image/png');
    assert.equal(ok.status, 201);
    assert.equal(ok.json.size, MAX_UPLOAD_FILE_BYTES);
    assert.deepEqual(new Uint8Array(stored()[0].data), atLimit);

    const over = new Uint8Array(MAX_UPLOAD_FILE_BYTES + 1);
    over.set(TINY_PNG);
    const res = await upload(over, 'bigger.png', 'image/png');
    assert.equal(res.status, 413);
    assert.match(res.json.error, /larger than 5 MB/);
    assert.equal(stored().length, 1);
  });

  it('413 from the body limit for a body far over 5.5 MB, declared or streamed', async () => {
    const huge = new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1);
    huge.set(TINY_PNG);
    assert.equal((await upload(huge, 'huge.png', 'image/png')).status, 413);
    const declared = await t.app.request('http://localhost/api/admin/media', {
      method: 'POST',
      body: huge,
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(huge.length) },
    });
    assert.equal(declared.status, 413);
    assert.equal(stored().length, 0);
  });

  it('the larger limit is the upload route’s alone: other API bodies still stop at 64 KiB', async () => {
    const big = { altText: 'x'.repeat(70 * 1024) };
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/1', big, admin.auth)).status, 413);
    assert.equal((await call(t.app, 'PUT', '/api/admin/settings', { values: { tagline: 'x'.repeat(70 * 1024) } }, admin.auth)).status, 413);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(70 * 1024)], 'a.png', { type: 'image/png' }));
    const elsewhere = await t.app.request('http://localhost/api/admin/password', { method: 'POST', body: form, headers: admin.auth });
    assert.equal(elsewhere.status, 413);
  });
});

describe('GET /api/admin/media', () => {
  it('lists newest first without the bytes', async () => {
    const first = (await upload(TINY_PNG, 'first.png', 'image/png')).json;
    const second = (await upload(TINY_JPEG, 'second.jpg', 'image/jpeg')).json;
    t.sqlite.prepare('UPDATE media_files SET created_at = ? WHERE id = ?').run('2024-01-01T00:00:00.000Z', first.id);
    const res = await call(t.app, 'GET', '/api/admin/media', undefined, admin.auth);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.map((r: { originalName: string }) => r.originalName), ['second.jpg', 'first.png']);
    assert.deepEqual(Object.keys(res.json[0]).sort(), ['altText', 'createdAt', 'filename', 'id', 'mimeType', 'originalName', 'size', 'url']);
    assert.equal(res.json[0].id, second.id);
  });
});

describe('PATCH /api/admin/media/:id', () => {
  it('sets and clears the alt text (200 the row), audited', async () => {
    const { id } = (await upload(TINY_PNG, 'a.png', 'image/png')).json;
    const set = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: ' Paint swatches ' }, admin.auth);
    assert.equal(set.status, 200);
    assert.equal(set.json.altText, 'Paint swatches');
    assert.equal(set.json.id, id);
    const cleared = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: '' }, admin.auth);
    assert.equal(cleared.json.altText, null);
    assert.deepEqual(audits().map((a) => a.action), ['media_uploaded', 'media_updated', 'media_updated']);
  });

  it('400 for a bad body or id, 404 for an unknown id', async () => {
    const { id } = (await upload(TINY_PNG, 'a.png', 'image/png', { altText: 'kept' })).json;
    const long = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: 'x'.repeat(301) }, admin.auth);
    assert.equal(long.status, 400);
    assert.equal(long.json.issues[0].path, 'altText');
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: 5 }, admin.auth)).status, 400);
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${id}`, 'nope', { ...admin.auth, 'content-type': 'text/plain' })).status, 415);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/abc', { altText: 'x' }, admin.auth)).status, 400);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/999', { altText: 'x' }, admin.auth)).status, 404);
    assert.equal(stored()[0].altText, 'kept');
  });
});

describe('DELETE /api/admin/media/:id', () => {
  it('204, then the URL and the id answer 404', async () => {
    const { id, url } = (await upload(TINY_PNG, 'a.png', 'image/png')).json;
    const res = await call(t.app, 'DELETE', `/api/admin/media/${id}`, undefined, admin.auth);
    assert.equal(res.status, 204);
    assert.equal(stored().length, 0);
    assert.equal((await fetchMedia(url)).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/media/${id}`, undefined, admin.auth)).status, 404);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/media/-1', undefined, admin.auth)).status, 400);
    const last = audits().at(-1);
    assert.equal(last?.action, 'media_deleted');
    assert.equal(last?.detail, 'a.png');
  });
});

describe('GET /media/:filename', () => {
  it('is public, immutable, nosniff, sandboxed, with an ETag that answers 304', async () => {
    const { url, filename } = (await upload(TINY_JPEG, 'a.jpg', 'image/jpeg')).json;
    const res = await fetchMedia(url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; sandbox");
    const etag = res.headers.get('etag');
    assert.equal(etag, `"${filename.slice(0, 16)}"`);

    const again = await fetchMedia(url, { 'if-none-match': etag! });
    assert.equal(again.status, 304);
    assert.equal(again.bytes.length, 0);
    assert.equal(again.headers.get('etag'), etag);
    assert.equal((await fetchMedia(url, { 'if-none-match': `"other", W/${etag}` })).status, 304);
    assert.equal((await fetchMedia(url, { 'if-none-match': '"other"' })).status, 200);

    const head = await fetchMedia(url, {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'image/jpeg');
    assert.equal(head.bytes.length, 0);
  });

  it('404 for unknown or malformed names', async () => {
    for (const path of ['/media/0123456789abcdef.png', '/media/..%2Fsite.db', '/media/ABCDEF0123456789.png', '/media/x']) {
      assert.equal((await fetchMedia(path)).status, 404, path);
    }
  });
});
