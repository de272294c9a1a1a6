// What the panel tells the server about the admin's activity (activity.ts): the polling is marked as background,
// a click or a key lets the next request count, and long typing without a request sends one every few minutes.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { BACKGROUND_HEADER } from '../shared/admins.ts';
import { PRESENCE_EVERY_MS, watchActivity } from './activity.ts';
import { createAdminQueryClient } from './query.ts';

const calls: { url: string; headers: Record<string, string> }[] = [];
const realFetch = globalThis.fetch;
// Only while this file's tests run: the unit tier runs many files in one process.
beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});
const background = (i: number) => calls[i].headers[BACKGROUND_HEADER] === '1';

test('a first load counts; refetches of data already shown are background until the admin clicks or types', async () => {
  const client = createAdminQueryClient();
  const page = new EventTarget();
  const stop = watchActivity(page, () => false);
  try {
    const key = ['/api/admin', 'submissions-summary'];
    await client.fetchQuery({ queryKey: key });
    await client.refetchQueries({ queryKey: key });
    await client.refetchQueries({ queryKey: key });
    assert.deepEqual([0, 1, 2].map(background), [false, true, true], 'the load and the page opening count once; polls after it do not');
    await new Promise((r) => setTimeout(r, 2));
    page.dispatchEvent(new Event('keydown'));
    await client.refetchQueries({ queryKey: key });
    await client.refetchQueries({ queryKey: key });
    assert.deepEqual([3, 4].map(background), [false, true], 'a key pressed lets the next request count, once');
    await client.fetchQuery({ queryKey: ['/api/admin', 'pages'] });
    assert.equal(background(5), false, 'opening something new counts');
  } finally {
    stop();
    client.clear();
    calls.length = 0;
  }
});

test('typing for a long time without any request tells the server every few minutes; not when signed out', async () => {
  let now = Date.now() + 60 * 60_000;
  const page = new EventTarget();
  let signedIn = false;
  const stop = watchActivity(page, () => signedIn, () => now);
  try {
    page.dispatchEvent(new Event('pointerdown'));
    assert.equal(calls.length, 0, 'signed out: nothing sent');
    signedIn = true;
    page.dispatchEvent(new Event('keydown'));
    assert.deepEqual(calls.map((c) => c.url), ['/api/admin/me']);
    assert.equal(background(0), false);
    for (let i = 0; i < 10; i++) {
      now += 20_000;
      page.dispatchEvent(new Event('keydown'));
    }
    assert.equal(calls.length, 1, 'not again within the interval');
    now += PRESENCE_EVERY_MS;
    page.dispatchEvent(new Event('pointerdown'));
    assert.equal(calls.length, 2);
    stop();
    now += PRESENCE_EVERY_MS;
    page.dispatchEvent(new Event('keydown'));
    assert.equal(calls.length, 2, 'stopped');
  } finally {
    stop();
    calls.length = 0;
  }
});
