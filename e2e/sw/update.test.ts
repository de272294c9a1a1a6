// A new build replaces the worker already on a phone: /sw.js is fetched again at the next visit, and a worker whose
// bytes differ takes over at once and drops the old build's cached assets. The "new build" is the real worker with
// another build id, served through a proxy in front of the real server (same origin, as after a deploy).
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { hydrated } from '../../src/testing/browser.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const NEXT_BUILD_CACHE = 'assets-nextbuild00000000';

let site: Site;
let proxy: Server;
let origin: string;
let deployed = false;

before(async () => {
  site = await startSite();
  const target = new URL(site.server.url);
  proxy = createServer((req, res) => {
    const isWorker = req.url === '/sw.js';
    const headers = { ...req.headers, host: target.host };
    if (isWorker) {
      // The bytes are rewritten below: ask for them whole and uncompressed, never a 304 for the old ones.
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!(isWorker && deployed)) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replace(/assets-[A-Za-z0-9_-]{16}/g, NEXT_BUILD_CACHE));
        const { etag: _old, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
        res.end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
after(async () => {
  await site?.stop();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

test("a new build's worker takes over at the next visit and deletes the old build's assets", async () => {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
    // A second page fills the first build's asset cache (cache-first for /assets/).
    await page.goto(`${origin}/about`, { waitUntil: 'networkidle' });
    const cacheNames = () => page.evaluate(() => caches.keys());
    const oldCache = (await cacheNames()).find((name) => name.startsWith('assets-'));
    assert.ok(oldCache && oldCache !== NEXT_BUILD_CACHE, `the first build's asset cache: ${await cacheNames()}`);

    deployed = true;
    await page.evaluate(() => {
      (window as unknown as { swChanged: boolean }).swChanged = false;
      navigator.serviceWorker.addEventListener('controllerchange', () => ((window as unknown as { swChanged: boolean }).swChanged = true));
    });
    // The next visit: the browser asks for /sw.js again (it is never cached), finds it changed and installs it.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await page.waitForFunction(() => (window as unknown as { swChanged: boolean }).swChanged, undefined, { timeout: 15_000 });
    await page.goto(`${origin}/services`, { waitUntil: 'networkidle' });
    await page.waitForFunction((old) => caches.keys().then((names) => !names.includes(old)), oldCache, { timeout: 15_000 });
    const after = await cacheNames();
    assert.ok(after.includes(NEXT_BUILD_CACHE), `the new build caches its assets under its own name: ${after}`);
    assert.match(await page.locator('h1').first().innerText(), /\S/, 'the page is served under the new worker');
  } finally {
    await context.close();
  }
});
