import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assetFile } from './assets.ts';
import { RenderCache } from './cache.ts';
import { contentHash, encodeCompressed, encodeCompressedOnDemand, encodeRaw, etagOf } from './encode.ts';
import { pickEncoding } from './negotiate.ts';

const text = Buffer.from('body { color: #1e3a8a; }\n'.repeat(200));

describe('encode: one hashing rule and one compression recipe', () => {
  test('the content hash is 16 URL-safe characters, the same for the same bytes and different for others', () => {
    assert.match(contentHash(text), /^[A-Za-z0-9_-]{16}$/);
    assert.equal(contentHash(Buffer.from(text)), contentHash(text));
    assert.notEqual(contentHash(Buffer.from('other')), contentHash(text));
    assert.equal(etagOf(text), `"${contentHash(text)}"`);
  });

  test('Brotli and gzip forms decompress to the raw bytes, at any quality', () => {
    for (const brotliQuality of [4, 9, 11]) {
      const encoded = encodeCompressed(text, { brotliQuality });
      assert.deepEqual(brotliDecompressSync(encoded.br), text);
      assert.deepEqual(gunzipSync(encoded.gzip), text);
      assert.ok(encoded.br.length < text.length / 10);
      assert.equal(encoded.etag, etagOf(text));
    }
  });

  test('on demand: the same bytes as encodeCompressed, each form made when first read and then kept', () => {
    const eager = encodeCompressed(text, { brotliQuality: 9 });
    const lazy = encodeCompressedOnDemand(text, { brotliQuality: 9 });
    assert.deepEqual(lazy.raw, eager.raw);
    assert.equal(lazy.etag, eager.etag);
    assert.deepEqual(lazy.br, eager.br);
    assert.deepEqual(lazy.gzip, eager.gzip);
    assert.equal(lazy.br, lazy.br, 'compressed once');
    assert.equal(lazy.gzip, lazy.gzip, 'compressed once');
  });

  test('pickEncoding reads only the form the client accepts, so a cached page is compressed only into that one', () => {
    const read: string[] = [];
    const body = {
      raw: text,
      etag: etagOf(text),
      get br() {
        read.push('br');
        return Buffer.from('b');
      },
      get gzip() {
        read.push('gzip');
        return Buffer.from('g');
      },
    };
    assert.deepEqual(pickEncoding(body, undefined), [text, undefined]);
    assert.deepEqual(pickEncoding(body, 'identity'), [text, undefined]);
    assert.deepEqual(read, []);
    assert.deepEqual(pickEncoding(body, 'gzip, deflate'), [Buffer.from('g'), 'gzip']);
    assert.deepEqual(read, ['gzip']);
    assert.deepEqual(pickEncoding(body, 'gzip, deflate, br'), [Buffer.from('b'), 'br']);
    assert.deepEqual(read, ['gzip', 'br']);
  });

  test('raw encoding keeps the bytes and their ETag, with no compressed forms', () => {
    const encoded = encodeRaw(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    assert.deepEqual([...encoded.raw], [0x89, 0x50, 0x4e, 0x47]);
    assert.equal(encoded.br, undefined);
    assert.equal(encoded.gzip, undefined);
  });
});

describe('assetFile (the build)', () => {
  test('text assets are compressed, images are not; the type comes from the extension', () => {
    const css = assetFile('/assets/public-x.css', text, true);
    assert.equal(css.contentType, 'text/css; charset=utf-8');
    assert.deepEqual(brotliDecompressSync(css.br!), text);
    assert.equal(css.etag, etagOf(text));
    assert.equal(css.immutable, true);
    const png = assetFile('/art/logo.png', text, false);
    assert.equal(png.contentType, 'image/png');
    assert.equal(png.br, undefined);
    assert.equal(png.gzip, undefined);
    assert.equal(png.etag, css.etag, 'the same bytes have the same ETag whatever their name');
  });
});

describe('RenderCache', () => {
  test('stores a page with its compressed forms and the shared ETag rule', () => {
    const cache = new RenderCache();
    const page = cache.set('/about', 200, text.toString());
    assert.equal(cache.get('/about'), page);
    assert.equal(page.status, 200);
    assert.deepEqual(page.raw, text);
    assert.deepEqual(brotliDecompressSync(page.br), text);
    assert.deepEqual(gunzipSync(page.gzip), text);
    assert.equal(page.etag, etagOf(text));
    assert.deepEqual(page.br, encodeCompressed(text, { brotliQuality: 9 }).br, "the page's Brotli quality, 9");
  });

  test('holds at most maxEntries pages, dropping the oldest first, and clear() empties it', () => {
    const cache = new RenderCache(2);
    cache.set('/a', 200, 'a');
    cache.set('/b', 200, 'b');
    cache.set('/c', 404, 'c');
    assert.equal(cache.size, 2);
    assert.equal(cache.get('/a'), undefined);
    assert.equal(cache.get('/c')?.status, 404);
    cache.clear();
    assert.equal(cache.size, 0);
  });
});
