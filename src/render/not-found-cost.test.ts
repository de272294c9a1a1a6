// Missing addresses as a denial of service: each distinct unknown address was rendered and
// Brotli-compressed for itself (0.3-1 s of CPU), and pushed the real pages out of the render cache, so a flood of
// invented addresses from one client slowed every visitor. A missing address now costs what a cached page costs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeTestApp } from '../testing/app.ts';

const ACCEPT = { 'accept-encoding': 'br, gzip' };

async function timed(t: ReturnType<typeof makeTestApp>, path: string) {
  const started = performance.now();
  const res = await t.app.request(`http://localhost${path}`, { headers: ACCEPT });
  await res.arrayBuffer();
  return { status: res.status, etag: res.headers.get('etag'), ms: performance.now() - started };
}

test('a flood of distinct unknown addresses costs about what a cached page costs, and never pushes the real pages out', async () => {
  const t = makeTestApp();
  const item = [...t.services.itemPages.get().keys()][0];
  const home = await timed(t, '/');
  await timed(t, item);
  // Warm the shared not-found answers once (the site's own and an item list's).
  await timed(t, '/warm-up');
  await timed(t, '/projects/warm-up');

  const ROUNDS = 60;
  let cachedMs = 0;
  for (let i = 0; i < ROUNDS; i++) cachedMs += (await timed(t, '/')).ms;
  let missingMs = 0;
  const etags = new Set<string | null>();
  for (let i = 0; i < ROUNDS; i++) {
    for (const path of [`/wp-admin/setup-${i}.php`, `/projects/invented-${i}`]) {
      const answer = await timed(t, path);
      assert.equal(answer.status, 404, path);
      etags.add(answer.etag);
      missingMs += answer.ms / 2;
    }
  }
  // One answer for the site's missing addresses and one for the project list's: nothing rendered per address.
  assert.equal(etags.size, 2);
  // Each used to take hundreds of milliseconds; a generous bound against a busy machine.
  assert.ok(missingMs / ROUNDS < cachedMs / ROUNDS + 10, `a missing address took ${(missingMs / ROUNDS).toFixed(1)} ms, a cached page ${(cachedMs / ROUNDS).toFixed(1)} ms`);

  // The real pages were not evicted by the flood: still the cached answer, served in a cached page's time.
  const after = await timed(t, '/');
  assert.equal(after.etag, home.etag);
  assert.ok(after.ms < 100, `home took ${after.ms.toFixed(1)} ms after the flood`);
  assert.equal((await timed(t, item)).status, 200);

  // They are still counted for the admin's list of missing addresses.
  const listed = new Set(t.services.notFound.list().map((row) => row.path));
  assert.ok(listed.has('/wp-admin/setup-0.php') && listed.has('/projects/invented-7'));
});

test('the shared not-found answer never echoes the address asked for', async () => {
  const t = makeTestApp();
  const res = await t.app.request('http://localhost/a-very-unusual-address-xyz');
  assert.equal(res.status, 404);
  assert.doesNotMatch(await res.text(), /a-very-unusual-address-xyz/);
  // A visible item is still its own page, and one hidden or invented is the list's not-found answer.
  const item = [...t.services.itemPages.get().keys()][0];
  assert.equal((await t.app.request(`http://localhost${item}`)).status, 200);
  assert.equal((await t.app.request(`http://localhost${item}-gone`)).status, 404);
});
