// The upload over real HTTP (node dist/server.js; `npm test` builds it first): a file of 25 MB is accepted and
// stored as a clean picture, and a client sending a too-large body gets a clean 413 answer, not a reset connection.
// The public pages' <picture> in Chromium: e2e/pages/uploaded-photos.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import sharp from 'sharp';
import { ADMIN, ADMIN_ENV } from '../../src/testing/admin.ts';
import { startServer, type RunningServer } from '../../src/testing/server.ts';
import { TINY_PNG } from '../../src/testing/images.ts';
import { photo } from '../../src/testing/photos.ts';
import { MAX_UPLOAD_FILE_BYTES } from '../../web/shared/limits.ts';


describe('media upload through the real server', () => {
  let server: RunningServer;
  let auth: { authorization: string };

  before(async () => {
    server = await startServer(ADMIN_ENV);
    const res = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
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

  it('a 27 MB body is refused with 413 and a sentence before the body is sent', async () => {
    // The answer comes from the declared length alone. A client that sends the body anyway gets the same answer,
    // but the server only drains what arrives within 500 ms before it closes the connection (@hono/node-server's
    // guard against endless bodies), so on a busy machine fetch() can see the close before the answer: the
    // client here asks first (Expect: 100-continue), as curl does for large bodies.
    const big = new Uint8Array(27 * 1024 * 1024);
    big.set(TINY_PNG);
    const form = new FormData();
    form.append('file', new File([big], 'huge.png'));
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/admin/media`, {
        method: 'POST',
        headers: { ...auth, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length, expect: '100-continue' },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => {
            resolve({ status: res.statusCode ?? 0, text });
            req.destroy();
          });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    assert.equal(answer.status, 413);
    assert.match((JSON.parse(answer.text) as { error: string }).error, /larger than 25 MB/);
  });

  it("the photo worker cuts a cover's link preview at upload and again at a new focal point: the project page's og:image", async () => {
    const res = await upload(await photo(2400, 1600), 'tower.jpg');
    assert.equal(res.status, 201);
    const { id } = (await res.json()) as { id: number };
    const projects = await fetch(`${server.url}/api/pages/projects`).then((r) => r.json() as Promise<{ sections: { contentBlocks: { id: number; title: string }[] }[] }>);
    const tower = projects.sections.flatMap((section) => section.contentBlocks).find((b) => b.title === 'Trans-Amadi Corporate Tower')!;
    const put = await fetch(`${server.url}/api/admin/content-blocks/${tower.id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { category: 'Commercial', status: 'Completed', gallery: [id] } }),
    });
    assert.equal(put.status, 200, await put.text());
    const ogImage = async () => {
      const html = await (await fetch(`${server.url}/projects/trans-amadi-corporate-tower`)).text();
      const url = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const image = await fetch(url);
      return { url, meta: await sharp(new Uint8Array(await image.arrayBuffer())).metadata() };
    };
    const first = await ogImage();
    assert.match(first.url, new RegExp(`^${server.url}/media/v/[A-Za-z0-9_-]{16}\\.jpg$`));
    assert.deepEqual([first.meta.format, first.meta.width, first.meta.height], ['jpeg', 1200, 628]);
    const patch = await fetch(`${server.url}/api/admin/media/${id}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ focalPoint: { x: 0.9, y: 0.1 } }) });
    assert.equal(patch.status, 200);
    const moved = await ogImage();
    assert.notEqual(moved.url, first.url);
    assert.deepEqual([moved.meta.format, moved.meta.width, moved.meta.height], ['jpeg', 1200, 628]);
  });
});
