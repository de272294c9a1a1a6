// The upload over real HTTP (node dist/server.js; `npm test` builds it first): a client declaring a too-large
// body gets a clean 413 answer, not a reset connection, and the stored image comes back byte for byte.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type RunningServer } from '../testing/server.ts';
import { TINY_PNG } from '../testing/images.ts';
import { MAX_UPLOAD_FILE_BYTES } from './media.ts';

describe('media upload through the real server', () => {
  let server: RunningServer;
  let auth: { authorization: string };

  before(async () => {
    server = await startServer({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'harbour-light-2025', ADMIN_EMAIL: 'ops@metrikgroup.ng' });
    const res = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops', password: 'harbour-light-2025' }),
    });
    assert.equal(res.status, 200);
    auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  });
  after(() => server?.stop());

  const upload = (bytes: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append('file', new File([bytes], 'yard.png', { type: 'image/png' }));
    return fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: auth });
  };

  it('a 5 MB image is stored and served back unchanged', async () => {
    const image = new Uint8Array(MAX_UPLOAD_FILE_BYTES);
    image.set(TINY_PNG);
    image.fill(7, TINY_PNG.length);
    const res = await upload(image);
    assert.equal(res.status, 201);
    const { url } = (await res.json()) as { url: string };
    const served = await fetch(`${server.url}${url}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(new Uint8Array(await served.arrayBuffer()), image);
    assert.equal((await fetch(`${server.url}${url}`, { headers: { 'if-none-match': served.headers.get('etag')! } })).status, 304);
  });

  it('a 6 MB body is refused with 413 and a sentence', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(TINY_PNG);
    const res = await upload(big);
    assert.equal(res.status, 413);
    assert.match(((await res.json()) as { error: string }).error, /larger than 5 MB/);
  });
});
