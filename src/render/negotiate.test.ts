import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { encodeCompressed } from './encode.ts';
import { etagFor, ifNoneMatchHits, sendEncoded } from './negotiate.ts';

describe('ifNoneMatchHits (RFC 9110 If-None-Match, weak comparison)', () => {
  const etag = '"abc123"';

  test('an absent or empty field matches nothing', () => {
    assert.equal(ifNoneMatchHits(undefined, etag), false);
    assert.equal(ifNoneMatchHits('', etag), false);
  });

  test('the same tag matches, strong or weak on either side', () => {
    assert.equal(ifNoneMatchHits('"abc123"', etag), true);
    assert.equal(ifNoneMatchHits('W/"abc123"', etag), true);
    assert.equal(ifNoneMatchHits('"abc123"', 'W/"abc123"'), true);
  });

  test('any tag of a comma-separated list matches, whatever the spacing', () => {
    assert.equal(ifNoneMatchHits('"other", W/"abc123"', etag), true);
    assert.equal(ifNoneMatchHits('"other",W/"abc123" ,"more"', etag), true);
    assert.equal(ifNoneMatchHits('"other", "more"', etag), false);
  });

  test('* matches any representation', () => {
    assert.equal(ifNoneMatchHits('*', etag), true);
    assert.equal(ifNoneMatchHits(' * ', etag), true);
  });

  test('a comma inside a quoted tag is part of the tag, not a separator', () => {
    assert.equal(ifNoneMatchHits('"a,b"', '"a,b"'), true);
    assert.equal(ifNoneMatchHits('"a,b"', '"a"'), false);
    assert.equal(ifNoneMatchHits('"x,"abc123""', etag), false);
  });

  test('unquoted or partial tags never match', () => {
    assert.equal(ifNoneMatchHits('abc123', etag), false);
    assert.equal(ifNoneMatchHits('"abc12"', etag), false);
    assert.equal(ifNoneMatchHits('"abc1234"', etag), false);
    assert.equal(ifNoneMatchHits('W/abc123', etag), false);
  });
});

describe('sendEncoded', () => {
  const body = encodeCompressed(Buffer.from('<p>hello hello hello hello</p>'), { brotliQuality: 5 });
  const app = new Hono().get('/', (c) => sendEncoded(c, body, 200, { 'Content-Type': 'text/html; charset=utf-8' }));
  const get = (headers: Record<string, string>) => app.request('/', { headers });

  test('answers 304 with the ETag and no body when If-None-Match lists it', async () => {
    for (const field of [body.etag, `W/${body.etag}`, `"stale", ${body.etag}`, '*']) {
      const res = await get({ 'if-none-match': field });
      assert.equal(res.status, 304, field);
      assert.equal(res.headers.get('etag'), body.etag);
      assert.equal((await res.arrayBuffer()).byteLength, 0);
    }
  });

  test('sends the full body when the tag is stale', async () => {
    const res = await get({ 'if-none-match': '"stale"' });
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '<p>hello hello hello hello</p>');
  });

  test('each encoding has its own strong ETag, and a tag only matches the bytes it names', async () => {
    const br = await get({ 'accept-encoding': 'br' });
    const gz = await get({ 'accept-encoding': 'gzip' });
    const raw = await get({});
    assert.deepEqual(
      [br.headers.get('etag'), gz.headers.get('etag'), raw.headers.get('etag')],
      [etagFor(body.etag, 'br'), etagFor(body.etag, 'gzip'), body.etag],
    );
    assert.equal(new Set([br, gz, raw].map((r) => r.headers.get('etag'))).size, 3);
    assert.equal((await get({ 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! })).status, 304);
    assert.equal((await get({ 'accept-encoding': 'gzip', 'if-none-match': br.headers.get('etag')! })).status, 200, 'the brotli tag does not validate gzip bytes');
  });

  test('picks Brotli, then gzip, then the raw bytes, by Accept-Encoding', async () => {
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('vary'), 'Accept-Encoding');
    assert.equal(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), '<p>hello hello hello hello</p>');
    assert.equal((await get({ 'accept-encoding': 'gzip' })).headers.get('content-encoding'), 'gzip');
    const raw = await get({});
    assert.equal(raw.headers.get('content-encoding'), null);
    assert.equal(raw.headers.get('content-length'), String(body.raw.length));
  });
});
