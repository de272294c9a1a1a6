import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { auditLog, mediaFiles, mediaVariants } from '../../src/db/tables.ts';
import { call, makeTestApp } from '../../src/testing/app.ts';
import { signInAdmin, type SignedIn } from '../../src/testing/admin-session.ts';
import { TINY_JPEG, TINY_PNG, TINY_WEBP } from '../../src/testing/images.ts';
import { GPS_MARKER, jpegWithGps, photo, pngBomb, turnedJpeg } from '../../src/testing/photos.ts';
import type { JobQueue } from '../../src/media/queue.ts';
import { UPLOADED_IMAGE_CONTENT_SECURITY_POLICY } from '../../src/api/media.ts';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_FILE_BYTES } from '../../web/shared/limits.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

beforeEach(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

const text = (s: string) => new TextEncoder().encode(s);
const SVG = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = text('<!doctype html><html><body><script>fetch("/api/contact")</script></body></html>');

async function upload(bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}, headers: Record<string, string> = admin.auth) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
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
    const form = new FormData();
    form.append('file', new File([TINY_PNG], 'a.png'));
    assert.equal((await t.app.request('http://localhost/api/admin/media/1/file', { method: 'PUT', body: form })).status, 401);
    assert.equal(stored().length, 0);
  });
});

const ROW_KEYS = ['altText', 'createdAt', 'filename', 'focalPoint', 'height', 'id', 'mimeType', 'originalName', 'placeholder', 'processingError', 'size', 'url', 'usedIn', 'variants', 'width'];
type VariantJson = { format: string; width: number; url: string; size: number };

/** Every variant answers from its URL with its type, its width and the year-long cache; returns their bytes. */
async function servedVariants(variants: VariantJson[]) {
  const bytes: Uint8Array[] = [];
  for (const v of variants) {
    const res = await fetchMedia(v.url);
    assert.equal(res.status, 200, v.url);
    assert.equal(res.headers.get('content-type'), `image/${v.format}`);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.bytes.length, v.size);
    const meta = await sharp(res.bytes).metadata();
    assert.equal(meta.width, v.width, v.url);
    assert.equal(meta.format === 'heif' ? 'avif' : meta.format, v.format);
    bytes.push(res.bytes);
  }
  return bytes;
}

const widthsOf = (variants: VariantJson[], format: string) => variants.filter((v) => v.format === format).map((v) => v.width);
const contains = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle, 'latin1'));

describe('POST /api/admin/media: each accepted picture gets its variants', () => {
  it('a JPEG photo: AVIF, WebP and JPEG at every slot width below its own plus its own, served for a year; audited', async () => {
    const jpeg = await photo(1000, 750);
    const res = await upload(jpeg, 'Site photo.jpg', 'image/jpeg', { altText: '  Excavator at Onne  ' });
    assert.equal(res.status, 201);
    const row = res.json;
    assert.deepEqual(Object.keys(row).sort(), ROW_KEYS);
    assert.match(row.filename, /^[0-9a-f]{16}\.jpg$/);
    assert.equal(row.url, `/media/${row.filename}`);
    assert.equal(row.altText, 'Excavator at Onne');
    assert.equal(row.originalName, 'Site photo.jpg');
    assert.deepEqual([row.mimeType, row.width, row.height], ['image/jpeg', 1000, 750]);
    assert.deepEqual(row.focalPoint, { x: 0.5, y: 0.5 });
    assert.deepEqual(row.usedIn, []);
    assert.match(row.placeholder, /^data:image\/webp;base64,/);
    assert.ok(row.placeholder.length < 400, `placeholder of ${row.placeholder.length} characters`);
    for (const format of ['avif', 'webp', 'jpeg']) assert.deepEqual(widthsOf(row.variants, format), [320, 640, 768, 960, 1000], format);
    for (const v of row.variants) assert.match(v.url, /^\/media\/v\/[A-Za-z0-9_-]{16}\.(avif|webp|jpg)$/);
    await servedVariants(row.variants);
    // What a phone receives is a small fraction of the original.
    const phone = row.variants.find((v: VariantJson) => v.format === 'avif' && v.width === 640);
    assert.ok(phone.size * 5 < row.size, `${phone.size} bytes for a phone against ${row.size}`);
    assert.equal(row.size, stored()[0].data.byteLength);

    const [line] = audits();
    assert.equal(line.action, 'media_uploaded');
    assert.equal(line.target, `media_files/${row.id}`);
    assert.match(line.detail ?? '', /Site photo\.jpg \(image\/jpeg, 1000×750, \d+ bytes, 15 variants and 6 lite ones\)/);
  });

  it('PNG, WebP and AVIF are accepted too; the type is read from the bytes, not the name', async () => {
    for (const [format, name] of [['png', 'scan.jpg'], ['webp', 'x.bin'], ['avif', 'phone.avif']] as const) {
      const res = await upload(await photo(500, 400, format), name, 'application/octet-stream');
      assert.equal(res.status, 201, format);
      assert.equal(res.json.mimeType, `image/${format}`);
      assert.match(res.json.filename, new RegExp(`\\.${format}$`));
      assert.deepEqual([res.json.width, res.json.height], [500, 400]);
      assert.deepEqual(widthsOf(res.json.variants, 'avif'), [320, 500]);
      await servedVariants(res.json.variants);
      const original = await fetchMedia(res.json.url);
      assert.equal(original.headers.get('content-type'), `image/${format}`);
    }
    // The tiny fixtures of other tests still work: one variant per format, at their own width.
    const tiny = await upload(TINY_WEBP, 'dot.webp', 'image/webp');
    assert.equal(tiny.status, 201);
    assert.deepEqual(tiny.json.variants.map((v: VariantJson) => [v.format, v.width]), [['avif', 1], ['webp', 1], ['jpeg', 1]]);
  });

  it('a JPEG carrying a GPS position: no stored or served byte carries it (nor any EXIF)', async () => {
    const withGps = await jpegWithGps();
    assert.ok((await sharp(withGps).metadata()).exif, 'the fixture has EXIF');
    assert.ok(contains(withGps, GPS_MARKER), 'the fixture carries the marker');
    const res = await upload(withGps, 'IMG_0042.jpg', 'image/jpeg');
    assert.equal(res.status, 201);

    const blobs = [stored()[0].data, ...t.db.select().from(mediaVariants).all().map((v) => v.data)];
    const served = [(await fetchMedia(res.json.url)).bytes, ...(await servedVariants(res.json.variants))];
    assert.equal(blobs.length, 1 + 12 + 6, 'the original, 320, 640, 768 and 800 px in three formats, and the lite 320 and 640');
    for (const bytes of [...blobs, ...served]) {
      assert.equal(contains(bytes, GPS_MARKER), false, 'GPS text');
      assert.equal(contains(bytes, 'Exif\0\0'), false, 'EXIF block');
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.exif, undefined);
      assert.equal(meta.xmp, undefined);
      assert.equal(meta.iptc, undefined);
    }
  });

  it('a polyglot JPEG (script in a comment and after the image) and a 12-MP photo whose EXIF thumbnail carries script: no stored or served byte carries it, and it is served inert', async () => {
    const SCRIPT = '<script>alert(document.domain)</script>';
    const segment = (marker: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
    const afterStart = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
    // A comment segment holding HTML, and HTML after the end-of-image marker: a JPEG to an image decoder, a page to a sniffer.
    const polyglot = Buffer.concat([afterStart(await photo(800, 600), segment(0xfe, Buffer.from(`*/${SCRIPT}/*`))), Buffer.from(`<html><body>${SCRIPT}</body></html>`)]);
    // EXIF (little-endian TIFF): an empty IFD0 whose next IFD, IFD1, names a thumbnail (JPEGInterchangeFormat, 0x0201, and
    // its length, 0x0202) that is itself a JPEG with script in its comment.
    const thumbnail = afterStart(await photo(160, 120), segment(0xfe, Buffer.from(SCRIPT)));
    const ifd1At = 8 + 6;
    const thumbAt = ifd1At + 2 + 2 * 12 + 4;
    const tiff = Buffer.alloc(thumbAt);
    tiff.write('II', 0, 'latin1');
    tiff.writeUInt16LE(42, 2);
    tiff.writeUInt32LE(8, 4);
    tiff.writeUInt16LE(0, 8);
    tiff.writeUInt32LE(ifd1At, 10);
    tiff.writeUInt16LE(2, ifd1At);
    for (const [i, [tag, value]] of [[0x0201, thumbAt], [0x0202, thumbnail.length]].entries()) {
      const at = ifd1At + 2 + i * 12;
      tiff.writeUInt16LE(tag, at);
      tiff.writeUInt16LE(4, at + 2);
      tiff.writeUInt32LE(1, at + 4);
      tiff.writeUInt32LE(value, at + 8);
    }
    const withThumbnail = afterStart(await photo(4000, 3000), segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, thumbnail])));
    assert.ok((await sharp(withThumbnail).metadata()).exif, 'the fixture has EXIF');
    for (const [bytes, name] of [[polyglot, 'poly.jpg'], [withThumbnail, 'IMG_1200.jpg']] as const) {
      assert.ok(contains(bytes, SCRIPT), `the ${name} fixture carries the script`);
      const res = await upload(bytes, name, 'image/jpeg');
      assert.equal(res.status, 201, name);
      const original = await fetchMedia(res.json.url);
      assert.equal(original.headers.get('content-type'), 'image/jpeg');
      assert.equal(original.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(original.headers.get('content-security-policy'), UPLOADED_IMAGE_CONTENT_SECURITY_POLICY);
      for (const served of [original.bytes, ...(await servedVariants(res.json.variants))]) {
        assert.equal(contains(served, '<script'), false, `${name}: a served file carries no script`);
        assert.equal(contains(served, 'Exif\0\0'), false, `${name}: nor the EXIF block`);
      }
    }
    for (const blob of [...stored().map((f) => f.data), ...t.db.select().from(mediaVariants).all().map((v) => v.data)]) {
      assert.equal(contains(blob, '<script'), false, 'no stored byte carries it');
    }
  });

  it('a turned JPEG (EXIF orientation 6) is stored upright: width and height swapped', async () => {
    const res = await upload(await turnedJpeg(), 'portrait.jpg', 'image/jpeg');
    assert.equal(res.status, 201);
    assert.deepEqual([res.json.width, res.json.height], [400, 600]);
    const original = await sharp(stored()[0].data).metadata();
    assert.deepEqual([original.width, original.height, original.orientation ?? 1], [400, 600, 1]);
    const largest = res.json.variants.find((v: VariantJson) => v.format === 'jpeg' && v.width === 400);
    const served = await sharp((await fetchMedia(largest.url)).bytes).metadata();
    assert.deepEqual([served.width, served.height], [400, 600]);
  });
});

describe('POST /api/admin/media: refusals say what to do, and store nothing', () => {
  it('413 for a decompression bomb (a small PNG declaring 20000 × 20000) and for anything over 50 megapixels', async () => {
    const bomb = pngBomb();
    assert.ok(bomb.length < 100_000);
    const res = await upload(bomb, 'bomb.png', 'image/png');
    assert.equal(res.status, 413);
    assert.match(res.json.error, /20000 × 20000 pixels \(400 megapixels\); the limit is 50\. Please make it smaller/);
    assert.equal(res.json.issues[0].path, 'file');
    const justOver = await upload(pngBomb(7100, 8), 'big.png', 'image/png');
    assert.equal(justOver.status, 413);
    assert.match(justOver.json.error, /50 megapixels|the limit is 50/);
    assert.equal(stored().length, 0);
  });

  it('415 for SVG, HTML, GIF, HEIC and a text file renamed .jpg, each with its sentence', async () => {
    const svg = await upload(SVG, 'logo.png', 'image/png');
    assert.equal(svg.status, 415);
    assert.match(svg.json.error, /SVG.*scripts/);
    assert.equal(svg.json.issues[0].path, 'file');
    const html = await upload(HTML, 'page.png', 'image/png');
    assert.equal(html.status, 415);
    assert.match(html.json.error, /Only JPEG, PNG, WebP and AVIF/);
    assert.equal((await upload(text('GIF89a\x01\x00\x01\x00\x00\x00\x00'), 'a.gif', 'image/gif')).status, 415);
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200)]);
    const heic = await upload(heicHeader, 'IMG_0001.HEIC', 'image/heic');
    assert.equal(heic.status, 415);
    assert.equal(heic.json.error, "HEIC photos from an iPhone can't be shown on the web: in the Camera settings choose 'Most Compatible', or share the photo as JPEG, and upload that.");
    const renamed = await upload(text('Quarterly notes: the yard at Onne needs new fencing.\n'), 'photo.jpg', 'image/jpeg');
    assert.equal(renamed.status, 415);
    assert.match(renamed.json.error, /Only JPEG, PNG, WebP and AVIF pictures can be uploaded/);
    assert.equal(stored().length, 0);
    assert.deepEqual(audits(), []);
  });

  it('415 for a JPEG cut short in transfer', async () => {
    const whole = await photo(400, 300);
    const res = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg', 'image/jpeg');
    assert.equal(res.status, 415);
    assert.match(res.json.error, /damaged|cut short/);
    assert.equal(stored().length, 0);
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

  it('accepts a file of exactly 25 MB, answers 413 one byte beyond it', async () => {
    // A real PNG followed by padding: libvips reads up to IEND, so the file is a valid picture of 25 MB.
    const atLimit = new Uint8Array(MAX_UPLOAD_FILE_BYTES);
    atLimit.set(TINY_PNG);
    const ok = await upload(atLimit, 'big.png', 'image/png');
    assert.equal(ok.status, 201);
    assert.equal(stored().length, 1);

    const over = new Uint8Array(MAX_UPLOAD_FILE_BYTES + 1);
    over.set(TINY_PNG);
    const res = await upload(over, 'bigger.png', 'image/png');
    assert.equal(res.status, 413);
    assert.match(res.json.error, /larger than 25 MB\. Please make it smaller/);
    assert.equal(stored().length, 1);
  });

  it('413 from the body limit for a body far over 25.5 MB, declared or streamed', async () => {
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

  it('the larger limit is the upload routes’ alone: other API bodies still stop at 64 KiB', async () => {
    const big = { altText: 'x'.repeat(70 * 1024) };
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/1', big, admin.auth)).status, 413);
    assert.equal((await call(t.app, 'PUT', '/api/admin/settings', { values: { tagline: 'x'.repeat(70 * 1024) } }, admin.auth)).status, 413);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(70 * 1024)], 'a.png', { type: 'image/png' }));
    const elsewhere = await t.app.request('http://localhost/api/admin/password', { method: 'POST', body: form, headers: admin.auth });
    assert.equal(elsewhere.status, 413);
  });

  it('503 with Retry-After and a sentence while the processing queue is full; accepted again once it drains', async () => {
    const queue: JobQueue = t.services.mediaQueue;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: queue.maxRunning + queue.maxWaiting }, () => queue.run(() => gate));
    assert.equal(queue.full, true);
    const form = new FormData();
    form.append('file', new File([TINY_PNG], 'a.png'));
    const res = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth });
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('retry-after'), '30');
    assert.match((await res.json()).error, /busy preparing other pictures\. Please try again in a minute/);
    release();
    await Promise.all(held);
    assert.equal((await upload(TINY_PNG, 'a.png', 'image/png')).status, 201);
  });
});

/** Puts the image on the first project card of /projects. */
function useOnProjects(url: string) {
  const card = t.sqlite
    .prepare(
      "SELECT b.id, b.title FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND b.block_type = 'project' ORDER BY s.sort_order, b.sort_order LIMIT 1",
    )
    .get() as { id: number; title: string };
  t.sqlite.prepare('UPDATE content_blocks SET image_id = (SELECT id FROM media_files WHERE url = ?), image_url = NULL WHERE id = ?').run(url, card.id);
  return card;
}

describe('GET /api/admin/media', () => {
  it('lists newest first without the bytes, each row with its variants and where it is used', async () => {
    const first = (await upload(TINY_PNG, 'first.png', 'image/png')).json;
    const second = (await upload(TINY_JPEG, 'second.jpg', 'image/jpeg')).json;
    t.sqlite.prepare('UPDATE media_files SET created_at = ? WHERE id = ?').run('2024-01-01T00:00:00.000Z', first.id);
    const card = useOnProjects(second.url);
    t.sqlite.prepare("UPDATE site_settings SET value = ? WHERE key = 'company_name'").run(`Logo at ${first.url}`);
    const res = await call(t.app, 'GET', '/api/admin/media', undefined, admin.auth);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.map((r: { originalName: string }) => r.originalName), ['second.jpg', 'first.png']);
    assert.deepEqual(Object.keys(res.json[0]).sort(), ROW_KEYS);
    assert.equal(res.json[0].id, second.id);
    assert.equal(res.json[0].variants.length, 3);
    const [use] = res.json[0].usedIn;
    assert.deepEqual({ ...use, label: undefined, sectionTitle: undefined, pageTitle: undefined }, {
      kind: 'block', blockId: card.id, pageTitle: undefined, sectionTitle: undefined, blockTitle: card.title, path: '/projects', visible: true, label: undefined,
    });
    assert.match(use.label, new RegExp(`› ${card.title}$`));
    assert.equal(res.json[1].usedIn.length, 1);
    assert.equal(res.json[1].usedIn[0].kind, 'setting');
  });
});

describe('PATCH /api/admin/media/:id', () => {
  it('sets the alt text, marks the image decorative, clears it back to undescribed and sets the focal point (200 the row), audited', async () => {
    const { id } = (await upload(TINY_PNG, 'a.png', 'image/png')).json;
    const set = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: ' Paint swatches ' }, admin.auth);
    assert.equal(set.status, 200);
    assert.equal(set.json.altText, 'Paint swatches');
    assert.equal(set.json.id, id);
    const decorative = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: '  ' }, admin.auth);
    assert.equal(decorative.json.altText, '', 'blank is "decorative on purpose", kept apart from "not described yet"');
    const focus = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 0.2, y: 0.85 } }, admin.auth);
    assert.equal(focus.status, 200);
    assert.deepEqual(focus.json.focalPoint, { x: 0.2, y: 0.85 });
    assert.equal(focus.json.altText, '', 'the alt text is left alone');
    const cleared = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: null }, admin.auth);
    assert.equal(cleared.json.altText, null);
    assert.deepEqual(audits().map((a) => a.action), ['media_uploaded', 'media_updated', 'media_updated', 'media_updated', 'media_updated']);
    assert.equal(audits().at(-2)?.detail, 'focal point 0.20, 0.85');
  });

  it('the focal point reaches the public page of a block using the image', async () => {
    const { id, url } = (await upload(await photo(800, 600), 'a.jpg', 'image/jpeg')).json;
    useOnProjects(url);
    await call(t.app, 'GET', '/api/pages/projects');
    await call(t.app, 'PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 0.25, y: 1 } }, admin.auth);
    const page = await call(t.app, 'GET', '/api/pages/projects');
    assert.deepEqual(page.json.media[url].focus, [25, 100]);
    assert.deepEqual(page.json.media[url].sources.avif.map(([w]: [number]) => w), [320, 640, 768, 800]);
  });

  it('a photo wider than 1920 px gets WebP and JPEG up to 1920 but AVIF up to 1280, and the page offers that AVIF only to screens it covers', async () => {
    const { url, variants } = (await upload(await photo(2400, 1600), 'wide.jpg', 'image/jpeg')).json;
    assert.deepEqual(widthsOf(variants, 'avif'), [320, 640, 768, 960, 1280]);
    for (const format of ['webp', 'jpeg']) assert.deepEqual(widthsOf(variants, format), [320, 640, 768, 960, 1280, 1920], format);
    useOnProjects(url);
    const html = (await call(t.app, 'GET', '/projects')).text;
    const avifSource = /<source type="image\/avif"[^>]*>/.exec(html.slice(html.indexOf(variants.find((v: VariantJson) => v.format === 'avif').url) - 400))?.[0] ?? '';
    assert.match(avifSource, /media="\(max-width: 640px\), \(max-width: 1280px\) and \(max-resolution: 1dppx\)"/);
    // A narrower photo has AVIF at every width, so its source needs no condition.
    const narrow = (await upload(await photo(900, 600), 'narrow.jpg', 'image/jpeg')).json;
    useOnProjects(narrow.url);
    const again = (await call(t.app, 'GET', '/projects')).text;
    const at = again.indexOf(narrow.variants.find((v: VariantJson) => v.format === 'avif').url);
    assert.doesNotMatch(/<source type="image\/avif"[^>]*>/.exec(again.slice(at - 400))?.[0] ?? 'missing', /media=/);
  });

  it('400 for a bad body or id, 404 for an unknown id', async () => {
    const { id } = (await upload(TINY_PNG, 'a.png', 'image/png', { altText: 'kept' })).json;
    const long = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: 'x'.repeat(301) }, admin.auth);
    assert.equal(long.status, 400);
    assert.equal(long.json.issues[0].path, 'altText');
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${id}`, { altText: 5 }, admin.auth)).status, 400);
    const outside = await call(t.app, 'PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 1.5, y: 0 } }, admin.auth);
    assert.equal(outside.status, 400);
    assert.equal(outside.json.error, "The focal point's x must be from 0 to 1");
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${id}`, { focalPoint: { x: 0.5 } }, admin.auth)).status, 400);
    const nothing = await call(t.app, 'PATCH', `/api/admin/media/${id}`, {}, admin.auth);
    assert.equal(nothing.status, 400);
    assert.equal(nothing.json.error, 'Send altText or focalPoint.');
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${id}`, 'nope', { ...admin.auth, 'content-type': 'text/plain' })).status, 415);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/abc', { altText: 'x' }, admin.auth)).status, 400);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/media/999', { altText: 'x' }, admin.auth)).status, 404);
    assert.equal(stored()[0].altText, 'kept');
    assert.deepEqual([stored()[0].focalX, stored()[0].focalY], [0.5, 0.5]);
  });
});

async function replace(id: number | string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const res = await t.app.request(`http://localhost/api/admin/media/${id}/file`, { method: 'PUT', body: form, headers: admin.auth });
  return { status: res.status, json: await res.json() };
}

describe('PUT /api/admin/media/:id/file', () => {
  it('replaces the picture under the same id and URL: new variants on the page using it, old ones gone', async () => {
    const before = (await upload(await photo(800, 600), 'old.jpg', 'image/jpeg', { altText: 'The yard' })).json;
    useOnProjects(before.url);
    await call(t.app, 'PATCH', `/api/admin/media/${before.id}`, { focalPoint: { x: 0.1, y: 0.1 } }, admin.auth);
    const oldPage = await call(t.app, 'GET', '/api/pages/projects');
    const res = await replace(before.id, await photo(640, 800, 'png'), 'new.png');
    assert.equal(res.status, 200);
    const after = res.json;
    assert.deepEqual([after.id, after.url, after.filename, after.altText], [before.id, before.url, before.filename, 'The yard']);
    assert.deepEqual([after.mimeType, after.width, after.height, after.originalName], ['image/png', 640, 800, 'new.png']);
    assert.deepEqual(after.focalPoint, { x: 0.5, y: 0.5 }, 'a new subject: the focal point goes back to the centre');
    assert.equal((await fetchMedia(before.url)).headers.get('content-type'), 'image/png');
    for (const v of before.variants) assert.equal((await fetchMedia(v.url)).status, 404, v.url);
    await servedVariants(after.variants);
    const page = await call(t.app, 'GET', '/api/pages/projects');
    assert.notDeepEqual(page.json.media[before.url], oldPage.json.media[before.url]);
    assert.deepEqual([page.json.media[before.url].width, page.json.media[before.url].height], [640, 800]);
    assert.equal(audits().at(-1)?.action, 'media_replaced');
  });

  it('404 for an unknown image; a refused file leaves the picture as it was', async () => {
    assert.equal((await replace(999, TINY_PNG, 'a.png')).status, 404);
    const { id, variants } = (await upload(TINY_JPEG, 'a.jpg', 'image/jpeg')).json;
    const refused = await replace(id, SVG, 'b.svg');
    assert.equal(refused.status, 415);
    assert.match(refused.json.error, /SVG/);
    assert.equal(stored()[0].mimeType, 'image/jpeg');
    assert.equal((await fetchMedia(variants[0].url)).status, 200);
  });
});

describe('DELETE /api/admin/media/:id', () => {
  it('204 for an unused image, then its URL, its variants and its id answer 404', async () => {
    const { id, url, variants } = (await upload(TINY_PNG, 'a.png', 'image/png')).json;
    const res = await call(t.app, 'DELETE', `/api/admin/media/${id}`, undefined, admin.auth);
    assert.equal(res.status, 204);
    assert.equal(stored().length, 0);
    assert.equal(t.db.select().from(mediaVariants).all().length, 0);
    assert.equal((await fetchMedia(url)).status, 404);
    assert.equal((await fetchMedia(variants[0].url)).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/media/${id}`, undefined, admin.auth)).status, 404);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/media/-1', undefined, admin.auth)).status, 400);
    const last = audits().at(-1);
    assert.equal(last?.action, 'media_deleted');
    assert.equal(last?.detail, 'a.png');
  });

  it('409 naming the places while the image is used; nothing deleted', async () => {
    const { id, url } = (await upload(TINY_PNG, 'a.png', 'image/png')).json;
    const card = useOnProjects(url);
    const res = await call(t.app, 'DELETE', `/api/admin/media/${id}`, undefined, admin.auth);
    assert.equal(res.status, 409);
    assert.match(res.json.error, new RegExp(`^This image is still used in one place: Our Projects › .+ › ${card.title}\\. Choose another picture there first`));
    assert.deepEqual(res.json.issues.map((i: { path: string }) => i.path), ['usedIn']);
    assert.equal(stored().length, 1);
    assert.equal((await fetchMedia(url)).status, 200);
  });
});

describe('GET /media/:filename and /media/v/:name', () => {
  it('the original is public, revalidated by a content ETag (304), nosniff, sandboxed', async () => {
    const { url } = (await upload(TINY_JPEG, 'a.jpg', 'image/jpeg')).json;
    const res = await fetchMedia(url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, no-cache');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-security-policy'), UPLOADED_IMAGE_CONTENT_SECURITY_POLICY);
    const etag = res.headers.get('etag');
    assert.match(etag ?? '', /^"[A-Za-z0-9_-]{16}"$/);

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

  it('a variant answers 304 to its ETag and is sandboxed like the original', async () => {
    const { variants } = (await upload(TINY_JPEG, 'a.jpg', 'image/jpeg')).json;
    const res = await fetchMedia(variants[0].url);
    assert.equal(res.headers.get('content-security-policy'), UPLOADED_IMAGE_CONTENT_SECURITY_POLICY);
    assert.equal((await fetchMedia(variants[0].url, { 'if-none-match': res.headers.get('etag')! })).status, 304);
  });

  it('404 for unknown or malformed names', async () => {
    const { variants } = (await upload(TINY_JPEG, 'a.jpg', 'image/jpeg')).json;
    const hash = variants[0].url.slice('/media/v/'.length, -'.avif'.length);
    for (const path of ['/media/0123456789abcdef.png', '/media/..%2Fsite.db', '/media/ABCDEF0123456789.png', '/media/x', '/media/v/x.avif', `/media/v/${hash}.png`, `/media/v/${hash}.jpg`, '/media/v/AAAAAAAAAAAAAAAA.webp']) {
      assert.equal((await fetchMedia(path)).status, 404, path);
    }
  });
});
