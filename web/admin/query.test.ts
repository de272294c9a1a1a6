import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAdminQueryClient, GC_TIME_MS, withQuery } from './query.ts';
import { isSubmissionList, keys } from './keys.ts';

test('queries are configured as docs/product.md § Admin flows says', () => {
  const { queries, mutations } = createAdminQueryClient().getDefaultOptions();
  assert.equal(queries?.retry, false);
  assert.equal(mutations?.retry, false);
  assert.equal(queries?.staleTime, Infinity);
  assert.equal(queries?.refetchOnWindowFocus, false);
  assert.equal(queries?.refetchInterval, false);
  assert.equal(queries?.gcTime, GC_TIME_MS);
  assert.equal(GC_TIME_MS, 300_000);
  assert.equal(typeof queries?.queryFn, 'function');
});

test('the default query function GETs the key segments joined by "/"', async () => {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string> });
    return new Response('[{"id":1}]', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const client = createAdminQueryClient();
  try {
    const data = await client.fetchQuery({ queryKey: ['/api/admin', 'pages'] });
    assert.deepEqual(data, [{ id: 1 }]);
    assert.deepEqual(calls.map((c) => `${c.method} ${c.url}`), ['GET /api/admin/pages']);
    assert.equal(calls[0].headers['Content-Type'], undefined, 'no content type without a body');
  } finally {
    globalThis.fetch = realFetch;
    // The cache keeps the result 5 minutes; drop it so its timer does not hold the test process open.
    client.clear();
  }
});

test('list keys carry their filters in the path', () => {
  assert.equal(withQuery('/api/contact', { q: '', spam: false }), '/api/contact');
  assert.equal(withQuery('/api/contact', { q: 'Eze & sons', spam: true }), '/api/contact?q=Eze+%26+sons&spam=1');
  assert.deepEqual(keys.sections(3), ['/api/admin/sections?pageId=3']);
  assert.deepEqual(keys.submissions('quote', ' onne ', false), ['/api/equipment-quotes?q=onne']);
  assert.ok(isSubmissionList('contact')({ queryKey: keys.submissions('contact', 'x', true) }));
  assert.ok(!isSubmissionList('contact')({ queryKey: keys.submissions('quote', '', false) }));
  assert.ok(!isSubmissionList('contact')({ queryKey: keys.summary }));
});
