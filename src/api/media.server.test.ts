// The upload over real HTTP (node dist/server.js; `npm test` builds it first): a file of 25 MB is accepted and
// stored as a clean picture, and a client sending a too-large body gets a clean 413 answer, not a reset connection.
// The public pages' <picture> in Chromium: web/pages/uploaded-photos.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startServer, type RunningServer } from '../testing/server.ts';
import { TINY_PNG } from '../testing/images.ts';
import { MAX_UPLOAD_FILE_BYTES } from './media.ts';

const ADMIN = { username: 'ops', password: 'harbour-light-2025' };

describe('media upload through the real server', () => {
  let server: RunningServer;
  let auth: { authorization: string };

  before(async () => {
    server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: 'ops@metrikgroup.ng' });
    const res = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(res.status, 200);
    auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  });
  after(() => server?.stop());

  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: auth });
  };

  it('a 25 MB file is accepted over HTTP; its stored original is a clean picture', async () => {
    const image = new Uint8Array(MAX_UPLOAD_FILE_BYTES);
    image.set(TINY_PNG);
    image.fill(7, TINY_PNG.length);
    const res = await upload(image, 'yard.png');
    assert.equal(res.status, 201);
    const { url } = (await res.json()) as { url: string };
    const served = await fetch(`${server.url}${url}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 2, 2]);
    assert.equal((await fetch(`${server.url}${url}`, { headers: { 'if-none-match': served.headers.get('etag')! } })).status, 304);
  });

  it('a 27 MB body is refused with 413 and a sentence', async () => {
    const big = new Uint8Array(27 * 1024 * 1024);
    big.set(TINY_PNG);
    const res = await upload(big, 'huge.png');
    assert.equal(res.status, 413);
    assert.match(((await res.json()) as { error: string }).error, /larger than 25 MB/);
  });

});
