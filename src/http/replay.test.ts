import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { seedDatabase } from '../db/seed.ts';
import { createLogger } from '../ops/log.ts';
import { testAssets } from '../testing/app.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { replayFirst } from './replay.ts';

/**
 * The real wiring of src/server.ts (node:http, replay first, then @hono/node-server) in this process, with the
 * app's calls counted: a request the app did not see was replayed.
 */
async function serveWithReplay(overrides: Parameters<typeof testConfig>[0] = {}) {
  const lines: string[] = [];
  const database = openDatabase(':memory:');
  seedDatabase(database.sqlite);
  const log = createLogger('debug', (line) => lines.push(line));
  const { app, services } = createApp({ config: testConfig({ formRateLimit: 0, logLevel: 'debug', ...overrides }), database, assets: testAssets(), log });
  let appCalls = 0;
  const honoListener = getRequestListener((req: Request) => {
    appCalls++;
    return app.fetch(req);
  });
  const server: Server = createServer(replayFirst(services.replay, honoListener));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    app,
    services,
    port,
    url: `http://127.0.0.1:${port}`,
    appCalls: () => appCalls,
    requestLines: () => lines.filter((l) => /^(INFO|DEBUG) (GET|HEAD|POST|PUT) /.test(l)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The whole answer as bytes on the wire, Date line removed (the only field that changes per second). */
function raw(port: number, method: string, target: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const fields = Object.entries({ Host: `127.0.0.1:${port}`, ...headers, Connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(`${method} ${target} HTTP/1.1\r\n${fields.join('')}\r\n`);
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1').replace(/\r\nDate: [^\r]+/, '')));
    socket.on('error', reject);
  });
}

const head = (answer: string) => answer.slice(0, answer.indexOf('\r\n\r\n'));
const ENCODINGS = { br: 'br', gzip: 'gzip', identity: undefined } as const;

describe('cached public answers replayed from node:http', () => {
  let s: Awaited<ReturnType<typeof serveWithReplay>>;
  before(async () => {
    s = await serveWithReplay();
  });
  after(() => s.close());

  for (const target of ['/', '/services', '/api/pages/home']) {
    for (const [name, encoding] of Object.entries(ENCODINGS)) {
      test(`${target} (${name}): the replayed answer is byte for byte the app's, headers and body`, async () => {
        const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
        const calls = s.appCalls();
        const fromApp = await raw(s.port, 'GET', target, headers);
        assert.equal(s.appCalls(), calls + 1);
        const replayed = await raw(s.port, 'GET', target, headers);
        assert.equal(s.appCalls(), calls + 1, 'the second request never reached the app');
        assert.match(fromApp, /^HTTP\/1\.1 200 OK\r\n/);
        assert.match(head(fromApp), /\r\ncontent-security-policy: |\r\ncontent-type: application\/json/);
        assert.match(head(fromApp), target.startsWith("/api/") ? /\r\nvary: Accept-Encoding\r\n/ : /\r\nvary: Accept-Encoding, Save-Data\r\n/);
        assert.match(head(fromApp), /\r\netag: "/);
        if (encoding) assert.match(head(fromApp), new RegExp(`\\r\\ncontent-encoding: ${encoding}\\r\\n`));
        else assert.doesNotMatch(head(fromApp), /content-encoding/);
        assert.equal(replayed, fromApp);
      });
    }
  }

  test('HEAD: the same header lines as the app sends, no body, whether the app or the replay answers', async () => {
    const calls = s.appCalls();
    const fromApp = await raw(s.port, 'HEAD', '/contact', { 'Accept-Encoding': 'gzip' });
    const replayed = await raw(s.port, 'HEAD', '/contact', { 'Accept-Encoding': 'gzip' });
    assert.equal(s.appCalls(), calls + 1);
    assert.equal(replayed, fromApp);
    assert.ok(fromApp.endsWith('\r\n\r\n'), 'no body');
    assert.match(fromApp, /\r\ncontent-length: \d+\r\n/);
    const get = await raw(s.port, 'GET', '/contact', { 'Accept-Encoding': 'gzip' });
    assert.equal(head(get), head(fromApp));
  });

  test('If-None-Match: 304 with the same header lines from the app and from the replay; a stale tag gets the page', async () => {
    const page = await raw(s.port, 'GET', '/about', { 'Accept-Encoding': 'br' });
    const etag = /\r\netag: ("[^"]+")/.exec(page)![1];
    const calls = s.appCalls();
    const fromApp = await raw(s.port, 'GET', '/about', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    const replayed = await raw(s.port, 'GET', '/about', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    assert.equal(s.appCalls(), calls + 1);
    assert.match(fromApp, /^HTTP\/1\.1 304 Not Modified\r\n/);
    assert.equal(replayed, fromApp);
    assert.ok(fromApp.endsWith('\r\n\r\n'), 'no body');
    // The brotli tag does not validate the gzip bytes, and a stale tag gets the full page, both from the replay.
    assert.match(await raw(s.port, 'GET', '/about', { 'Accept-Encoding': 'br', 'If-None-Match': '"stale"' }), /^HTTP\/1\.1 200 /);
    assert.equal(s.appCalls(), calls + 1);
  });

  test('a content write drops every kept answer: the next request gets the new content from the app', async () => {
    await raw(s.port, 'GET', '/api/pages/home');
    const before = await raw(s.port, 'GET', '/api/pages/home');
    assert.ok(s.services.replay.size > 0);
    const admin = await signInAdmin({ app: s.app, db: s.services.db } as Parameters<typeof signInAdmin>[0], 'obinna');
    const res = await fetch(`${s.url}/api/admin/pages/1`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json', origin: s.url },
      body: JSON.stringify({ title: 'Home, freshly edited' }),
    });
    assert.equal(res.status, 200, await res.text());
    assert.equal(s.services.replay.size, 0);
    const calls = s.appCalls();
    const afterWrite = await raw(s.port, 'GET', '/api/pages/home');
    assert.equal(s.appCalls(), calls + 1);
    assert.notEqual(afterWrite, before);
    assert.match(afterWrite, /Home, freshly edited/);
    assert.equal(await raw(s.port, 'GET', '/api/pages/home'), afterWrite);
  });

  test('not-found, admin, static files, the API and other methods always go to the app', async () => {
    for (const [method, target] of [
      ['GET', '/no-such-page'],
      ['GET', '/api/pages/no-such-page'],
      ['GET', '/admin'],
      ['GET', '/healthz'],
      ['GET', '/favicon.svg'],
      ['POST', '/'],
    ] as const) {
      await raw(s.port, method, target);
      const calls = s.appCalls();
      await raw(s.port, method, target);
      assert.equal(s.appCalls(), calls + 1, `${method} ${target}`);
    }
  });

  test('another query string or Host is another URL: the app answers it first', async () => {
    await raw(s.port, 'GET', '/projects');
    const calls = s.appCalls();
    await raw(s.port, 'GET', '/projects?utm_source=x');
    await raw(s.port, 'GET', '/projects', { Host: `localhost:${s.port}` });
    assert.equal(s.appCalls(), calls + 2);
  });

  test('the request log has the same line for a replayed answer as for the app', async () => {
    const before = s.requestLines().length;
    const calls = s.appCalls();
    await raw(s.port, 'GET', '/paints?email=ada%40example.com', { 'Accept-Encoding': 'br' });
    await raw(s.port, 'GET', '/paints?email=ada%40example.com', { 'Accept-Encoding': 'br' });
    await raw(s.port, 'HEAD', '/paints?email=ada%40example.com', { 'Accept-Encoding': 'br' });
    await raw(s.port, 'HEAD', '/paints?email=ada%40example.com', { 'Accept-Encoding': 'br' });
    assert.equal(s.appCalls(), calls + 1, 'only the first GET went to the app; the HEADs were replayed from its answer');
    const lines = s.requestLines().slice(before);
    assert.deepEqual(
      lines.map((l) => l.replace(/ \d+\.\dms$/, ' <ms>')),
      ['INFO GET /paints 200 <ms>', 'INFO GET /paints 200 <ms>', 'INFO HEAD /paints 200 <ms>', 'INFO HEAD /paints 200 <ms>'],
    );
  });
});

describe('CDN_CACHE_SECONDS reaches replayed answers', () => {
  test('the replayed Cache-Control is the app’s, s-maxage included', async () => {
    const s = await serveWithReplay({ cdnCacheSeconds: 120 });
    try {
      const fromApp = await raw(s.port, 'GET', '/', { 'Accept-Encoding': 'br' });
      const replayed = await raw(s.port, 'GET', '/', { 'Accept-Encoding': 'br' });
      assert.equal(s.appCalls(), 1);
      assert.match(fromApp, /\r\ncache-control: public, max-age=0, s-maxage=60, stale-while-revalidate=60\r\n/);
      assert.equal(replayed, fromApp);
    } finally {
      await s.close();
    }
  });
});

describe('the lite page is replayed apart from the full one', () => {
  test('Save-Data: on, the lite cookie and neither each get their own kept answer, never another’s', async () => {
    const s = await serveWithReplay({ cdnCacheSeconds: 120 });
    try {
      const full = await raw(s.port, 'GET', '/');
      const lite = await raw(s.port, 'GET', '/', { 'Save-Data': 'on' });
      const chosen = await raw(s.port, 'GET', '/', { Cookie: 'lite=1' });
      assert.equal(s.appCalls(), 3, 'each variant asked the app once');
      assert.match(full, /<html lang="en">/);
      assert.match(lite, /<html lang="en" data-lite="1">/);
      assert.match(chosen, /<html lang="en" data-lite="1">/);
      assert.match(head(lite), /\r\nvary: Accept-Encoding, Save-Data/i);
      assert.match(head(lite), /\r\ncache-control: public, max-age=0, s-maxage=60/);
      assert.match(head(chosen), /\r\ncache-control: private, no-cache/);
      // Replayed now: each request still gets its own variant.
      assert.equal(await raw(s.port, 'GET', '/'), full);
      assert.equal(await raw(s.port, 'GET', '/', { 'Save-Data': 'on' }), lite);
      assert.equal(await raw(s.port, 'GET', '/', { Cookie: 'theme=dark; lite=1' }), chosen);
      assert.equal(s.appCalls(), 3, 'all three replayed');
    } finally {
      await s.close();
    }
  });
});

describe('behind a trusted proxy the replay is keyed by the scheme the visitor used (ASVS 5.0 3.4.1)', () => {
  test('X-Forwarded-Proto https and http each get their own kept answer: HSTS only on the https one, never repeated to the other', async () => {
    const s = await serveWithReplay({ trustProxy: true });
    try {
      const overHttps = await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'https' });
      const overHttp = await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'http' });
      assert.equal(s.appCalls(), 2, 'the http request was not answered with the https one');
      assert.match(head(overHttps), /\r\nstrict-transport-security: max-age=31536000; includeSubDomains/i);
      assert.doesNotMatch(head(overHttp), /strict-transport-security/i);
      // Replayed now, each to its own scheme, in either order.
      assert.equal(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'http' }), overHttp);
      assert.equal(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'https' }), overHttps);
      assert.doesNotMatch(head(await raw(s.port, 'GET', '/')), /strict-transport-security/i, 'no header: the socket’s plain HTTP');
      assert.equal(s.appCalls(), 2);
      // The lite cookie's name follows the same scheme: __Host-lite over https, lite over http.
      assert.match(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'https', Cookie: '__Host-lite=1' }), /data-lite="1"/);
      assert.doesNotMatch(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'https', Cookie: 'lite=1' }), /data-lite="1"/);
      assert.match(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'http', Cookie: 'lite=1' }), /data-lite="1"/);
    } finally {
      await s.close();
    }
  });

  test('without TRUST_PROXY a forged X-Forwarded-Proto changes nothing: no HSTS, from the app or the replay', async () => {
    const s = await serveWithReplay();
    try {
      assert.doesNotMatch(head(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'https' })), /strict-transport-security/i);
      assert.doesNotMatch(head(await raw(s.port, 'GET', '/', { 'X-Forwarded-Proto': 'https' })), /strict-transport-security/i);
      assert.doesNotMatch(head(await raw(s.port, 'GET', '/')), /strict-transport-security/i);
    } finally {
      await s.close();
    }
  });
});
