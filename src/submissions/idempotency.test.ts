// The Idempotency-Key rules of the public form posts (docs/product.md § Forms on a dropped connection), through
// the API and the no-script posts, on an in-memory database and on a data file written by the writer thread.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { CONTACT_THANKS, QUOTE_THANKS } from './save.ts';
import { createLogger } from '../ops/log.ts';
import { RetentionJob } from '../ops/retention.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { validContact, validQuote } from '../testing/form-bodies.ts';
import { BAD_KEY, KEY_REUSED } from './idempotency.ts';

type TestApp = ReturnType<typeof makeTestApp>;

const dir = mkdtempSync(join(tmpdir(), 'metrik-idempotency-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const FORMS = {
  contact: { path: '/api/contact', page: '/contact', table: 'contact_submissions', body: validContact, thanks: CONTACT_THANKS },
  quote: { path: '/api/equipment-quote', page: '/equipment', table: 'equipment_quotes', body: validQuote, thanks: QUOTE_THANKS },
} as const;

const count = (t: TestApp, table: string) => t.sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
const keyRow = (t: TestApp, key: string) => t.sqlite.prepare('SELECT * FROM idempotency_keys WHERE key = ?').get(key) as Record<string, unknown> | undefined;
const withKey = (key: string) => ({ 'idempotency-key': key });
/** Moves a key's creation back in time, as if its first post was sent that long ago. */
const ageKey = (t: TestApp, key: string, hours: number) =>
  t.sqlite.prepare(`UPDATE idempotency_keys SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE key = ?`).run(`-${hours * 3600} seconds`, key);

/** The page's own post, as the browser sends it (the service worker adds the key when it replays one). */
function postPage(t: TestApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', ...headers },
    body: new URLSearchParams({ ...fields, website: '' }).toString(),
  });
}

describe('Idempotency-Key on POST /api/contact and /api/equipment-quote', () => {
  for (const [kind, form] of Object.entries(FORMS)) {
    test(`${kind}: the same key again stores nothing new and answers the first answer, same id`, async () => {
      const t = makeTestApp({ formRateLimit: 0 });
      const first = await call(t.app, 'POST', form.path, form.body(), withKey('retry-4b1f9c2e'));
      assert.equal(first.status, 201);
      assert.deepEqual(first.json, { id: first.json.id, message: form.thanks });
      for (let i = 0; i < 3; i++) {
        const again = await call(t.app, 'POST', form.path, form.body(), withKey('retry-4b1f9c2e'));
        assert.equal(again.status, 201);
        assert.deepEqual(again.json, first.json);
        assert.equal(again.headers.get('idempotent-replayed'), 'true');
      }
      assert.equal(count(t, form.table), 1);
      assert.equal(first.headers.get('idempotent-replayed'), null, 'the first answer is no replay');
    });

    test(`${kind}: the same key with other words is refused with 409 and the first row is left as it was`, async () => {
      const t = makeTestApp({ formRateLimit: 0 });
      const first = await call(t.app, 'POST', form.path, form.body(), withKey('key_0000001'));
      const before = t.sqlite.prepare(`SELECT * FROM ${form.table}`).all();
      const other = await call(t.app, 'POST', form.path, { ...form.body(), email: 'someone.else@example.com' }, withKey('key_0000001'));
      assert.equal(other.status, 409);
      assert.deepEqual(other.json, { error: KEY_REUSED });
      assert.deepEqual(t.sqlite.prepare(`SELECT * FROM ${form.table}`).all(), before);
      assert.equal(keyRow(t, 'key_0000001')?.submission_id, first.json.id);
    });
  }

  test('words that differ only in spaces the schema trims are the same message', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const first = await call(t.app, 'POST', '/api/contact', validContact(), withKey('trimmed-words'));
    const again = await call(t.app, 'POST', '/api/contact', { ...validContact(), firstName: '  Ada ', unknownField: 'dropped' }, withKey('trimmed-words'));
    assert.equal(again.status, 201);
    assert.equal(again.json.id, first.json.id);
    assert.equal(count(t, 'contact_submissions'), 1);
  });

  test('a key used for a contact message and then for a quote request is refused: 409, no quote stored', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    assert.equal((await call(t.app, 'POST', '/api/contact', validContact(), withKey('shared-key-1'))).status, 201);
    const quote = await call(t.app, 'POST', '/api/equipment-quote', validQuote(), withKey('shared-key-1'));
    assert.equal(quote.status, 409);
    assert.equal(count(t, 'equipment_quotes'), 0);
  });

  const BAD: [string, string][] = [
    ['7 characters', 'abc-def'],
    ['129 characters', 'k'.repeat(129)],
    ['a space', 'two words here'],
    ['a dot', 'key.with.dots'],
    ['a slash', 'key/with/slash'],
    ['letters outside A-Z', 'clé-de-réessai'],
    ['empty', ''],
  ];
  for (const [what, key] of BAD) {
    test(`a key with ${what} is refused with 400 and a sentence, nothing stored`, async () => {
      const t = makeTestApp({ formRateLimit: 0 });
      const res = await call(t.app, 'POST', '/api/contact', validContact(), withKey(key));
      assert.equal(res.status, 400);
      assert.deepEqual(res.json, { error: BAD_KEY });
      assert.equal(count(t, 'contact_submissions'), 0);
      assert.equal(count(t, 'idempotency_keys'), 0);
    });
  }

  test('keys of 8 and of 128 letters, digits, - and _ are taken', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    for (const key of ['aB3-_xY9', `${'A1-_'.repeat(32)}`]) {
      assert.equal(key.length === 8 || key.length === 128, true);
      const res = await call(t.app, 'POST', '/api/contact', validContact(), withKey(key));
      assert.equal(res.status, 201, key);
      assert.equal(keyRow(t, key)?.submission_id, res.json.id);
    }
  });

  test('without a key every post is stored, as before', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const a = await call(t.app, 'POST', '/api/contact', validContact());
    const b = await call(t.app, 'POST', '/api/contact', validContact());
    assert.notEqual(a.json.id, b.json.id);
    assert.equal(count(t, 'contact_submissions'), 2);
    assert.equal(count(t, 'idempotency_keys'), 0);
  });

  test('a post refused for its words keeps no key: the corrected post with that key is stored', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const refused = await call(t.app, 'POST', '/api/contact', { ...validContact(), email: 'not an address' }, withKey('fix-and-resend'));
    assert.equal(refused.status, 400);
    const fixed = await call(t.app, 'POST', '/api/contact', validContact(), withKey('fix-and-resend'));
    assert.equal(fixed.status, 201);
    assert.equal(count(t, 'contact_submissions'), 1);
  });

  test('after 24 hours the key is free again: the same post is stored as a new message', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const first = await call(t.app, 'POST', '/api/contact', validContact(), withKey('a-day-later'));
    ageKey(t, 'a-day-later', 23.9);
    const within = await call(t.app, 'POST', '/api/contact', validContact(), withKey('a-day-later'));
    assert.equal(within.json.id, first.json.id, 'just under 24 hours: a replay');
    ageKey(t, 'a-day-later', 24.01);
    const later = await call(t.app, 'POST', '/api/contact', validContact(), withKey('a-day-later'));
    assert.equal(later.status, 201);
    assert.notEqual(later.json.id, first.json.id);
    assert.equal(count(t, 'contact_submissions'), 2);
    assert.equal(keyRow(t, 'a-day-later')?.submission_id, later.json.id, 'the key now names the new message');
  });

  test('a replay sends no second e-mail to the office', async () => {
    const received: number[] = [];
    const t = makeTestApp({ formRateLimit: 0 });
    t.services.notifier = { submissionReceived: (_kind: string, row: { id: number }) => received.push(row.id) } as never;
    const first = await call(t.app, 'POST', '/api/contact', validContact(), withKey('one-e-mail'));
    await call(t.app, 'POST', '/api/contact', validContact(), withKey('one-e-mail'));
    assert.deepEqual(received, [first.json.id]);
  });

  test('the daily clean-up removes keys older than 24 hours and keeps younger ones', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    for (const key of ['old-key-01', 'young-key-01']) await call(t.app, 'POST', '/api/contact', validContact(), withKey(key));
    ageKey(t, 'old-key-01', 25);
    ageKey(t, 'young-key-01', 23);
    const job = new RetentionJob({ db: t.db, log: createLogger('silent') });
    const run = await job.runNow();
    assert.equal(run?.idempotencyKeys, 1);
    assert.deepEqual(t.sqlite.prepare('SELECT key FROM idempotency_keys').pluck().all(), ['young-key-01']);
    assert.equal(count(t, 'contact_submissions'), 2, 'the messages themselves stay');
  });
});

describe('Idempotency-Key on the no-script form posts', () => {
  test('a page post replayed with its key redirects to the thank-you again and stores one row', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const fields = { ...validContact() } as Record<string, string>;
    for (let i = 0; i < 2; i++) {
      const res = await postPage(t, '/contact', fields, withKey('page-post-01'));
      assert.equal(res.status, 303);
      // The replay's reference is the first post's: the one row stored.
      const [{ id }] = t.sqlite.prepare('SELECT id FROM contact_submissions').all() as { id: number }[];
      assert.equal(res.headers.get('location'), `/contact?sent=contact&ref=${id}#form-sent`);
    }
    assert.equal(count(t, 'contact_submissions'), 1);
  });

  test('the same words sent through the API and the page with one key are one message', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const api = await call(t.app, 'POST', '/api/equipment-quote', { ...validQuote(), page: '/equipment' }, withKey('both-ways-01'));
    const page = await postPage(t, '/equipment', validQuote() as Record<string, string>, withKey('both-ways-01'));
    assert.equal(page.status, 303);
    assert.equal(count(t, 'equipment_quotes'), 1);
    assert.equal(keyRow(t, 'both-ways-01')?.submission_id, api.json.id);
  });

  test('a page post with other words under a used key shows the page again with the sentence (409), nothing stored', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    await postPage(t, '/contact', validContact() as Record<string, string>, withKey('page-post-02'));
    const res = await postPage(t, '/contact', { ...validContact(), message: 'Something else' } as Record<string, string>, withKey('page-post-02'));
    assert.equal(res.status, 409);
    const html = await res.text();
    assert.ok(html.includes(KEY_REUSED.replace(/'/g, '&#x27;')) || html.includes(KEY_REUSED), 'the sentence is on the page');
    assert.ok(html.includes('Something else'), "the visitor's words are kept in the form");
    assert.equal(count(t, 'contact_submissions'), 1);
  });

  test('a page post with a bad key is refused with 400 and a sentence', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const res = await postPage(t, '/contact', validContact() as Record<string, string>, withKey('bad key'));
    assert.equal(res.status, 400);
    assert.equal(await res.text(), BAD_KEY);
    assert.equal(count(t, 'contact_submissions'), 0);
  });
});

describe('exactly once under the group-commit writer', () => {
  test('on a data file (writer thread), 40 posts at once with one key store one row and all answer its id', async () => {
    const t = makeTestApp({ formRateLimit: 0, databasePath: join(dir, 'burst.db') });
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => call(t.app, 'POST', '/api/contact', validContact(), withKey('burst-key-1'))));
      assert.equal(t.services.submissions.thread, 'worker');
      assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([201]));
      assert.equal(new Set(answers.map((a) => a.json.id)).size, 1);
      assert.equal(count(t, 'contact_submissions'), 1);
    } finally {
      await t.services.submissions.close();
      t.database.close();
    }
  });

  test('in one batch, keyed posts of other words are refused while unkeyed and other keys are stored beside them', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const bodies = [
      [validContact(), 'same-batch-1'],
      [{ ...validContact(), message: 'other words' }, 'same-batch-1'],
      [validContact(), 'same-batch-2'],
      [validContact(), undefined],
      [validContact(), 'same-batch-1'],
    ] as const;
    const answers = await Promise.all(bodies.map(([body, key]) => call(t.app, 'POST', '/api/contact', body, key ? withKey(key) : {})));
    assert.deepEqual(
      answers.map((a) => a.status),
      [201, 409, 201, 201, 201],
    );
    assert.equal(answers[4].json.id, answers[0].json.id);
    assert.equal(count(t, 'contact_submissions'), 3);
    assert.equal(count(t, 'idempotency_keys'), 2);
  });
});
