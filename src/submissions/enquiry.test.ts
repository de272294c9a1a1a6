// submitEnquiry's outcomes, one by one, on an in-memory database with a rate limit the test controls: what each
// way of posting an enquiry (the API's JSON, the browser's own form post) turns into its own answer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeTestApp } from '../testing/app.ts';
import { validContact, validQuote } from '../testing/form-bodies.ts';
import { submitEnquiry, type EnquiryLimit } from './enquiry.ts';
import { SAVE_RETRY_SECONDS } from './save.ts';

/** A limit that answers `blocked` and `wait`, and records what it was asked. */
function fakeLimit(blocked = 0, wait = 0) {
  const asked: string[] = [];
  const limit: EnquiryLimit = {
    blockedFor: (client) => {
      asked.push(`blockedFor ${client}`);
      return blocked;
    },
    hit: (client) => {
      asked.push(`hit ${client}`);
      return wait;
    },
  };
  return { limit, asked };
}

function setup(blocked = 0, wait = 0) {
  const t = makeTestApp();
  const { limit, asked } = fakeLimit(blocked, wait);
  const heard: number[] = [];
  t.services.notifier = { submissionReceived: (_kind, row) => void heard.push(row.id) };
  const submit = submitEnquiry({ saver: t.services, limit });
  const count = (table: string) => t.sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  return { t, submit, asked, heard, count };
}

const client = '198.51.100.7';
const KEY = 'a-key-of-twenty-chars';

describe('submitEnquiry', () => {
  test('stored: the row is on disk under the id, the office is told, and the thank-you belongs to the row', async () => {
    const { t, submit, asked, heard, count } = setup();
    const contact = await submit({ kind: 'contact', fields: validContact(), key: undefined, client });
    assert.equal(contact.outcome, 'stored');
    assert.ok(contact.outcome === 'stored' && contact.thanks === 'contact');
    const id = contact.outcome === 'stored' ? contact.id : 0;
    assert.equal(t.sqlite.prepare('SELECT first_name FROM contact_submissions WHERE id = ?').pluck().get(id), 'Ada');
    assert.deepEqual(heard, [id]);
    assert.deepEqual(asked, [`blockedFor ${client}`, `hit ${client}`], 'checked, then counted once');

    const estate = await submit({ kind: 'contact', fields: { ...validContact(), service: 'real-estate' }, key: undefined, client });
    assert.ok(estate.outcome === 'stored' && estate.thanks === 'real-estate');
    const quote = await submit({ kind: 'quote', fields: validQuote(), key: undefined, client });
    assert.ok(quote.outcome === 'stored' && quote.thanks === 'quote');
    assert.equal(count('contact_submissions'), 2);
    assert.equal(count('equipment_quotes'), 1);
  });

  test('replayed: the same words under a key already used give the first id, and nothing is stored or e-mailed again', async () => {
    const { submit, heard, count } = setup();
    const first = await submit({ kind: 'contact', fields: validContact(), key: KEY, client });
    const again = await submit({ kind: 'contact', fields: validContact(), key: KEY, client });
    assert.equal(first.outcome, 'stored');
    assert.deepEqual(again, { outcome: 'replayed', id: first.outcome === 'stored' ? first.id : -1, thanks: 'contact' });
    assert.equal(count('contact_submissions'), 1);
    assert.equal(heard.length, 1);
  });

  test('keyReused: other words under a key already used are refused, and the first row is kept', async () => {
    const { submit, count } = setup();
    await submit({ kind: 'contact', fields: validContact(), key: KEY, client });
    const other = await submit({ kind: 'contact', fields: { ...validContact(), message: 'Other words.' }, key: KEY, client });
    assert.deepEqual(other, { outcome: 'keyReused' });
    assert.equal(count('contact_submissions'), 1);
  });

  test('badKey: a malformed key is refused before the limit is asked or the fields are read', async () => {
    const { submit, asked, count } = setup();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), '']) {
      assert.deepEqual(await submit({ kind: 'contact', fields: validContact(), key, client }), { outcome: 'badKey' }, JSON.stringify(key));
    }
    assert.deepEqual(asked, []);
    assert.equal(count('contact_submissions'), 0);
  });

  test('invalid: each field that does not fit has its issue, and nothing is counted or stored', async () => {
    const { submit, asked, count } = setup();
    const result = await submit({ kind: 'contact', fields: { ...validContact(), firstName: '', email: 'ada at example' }, key: undefined, client });
    assert.equal(result.outcome, 'invalid');
    const issues = result.outcome === 'invalid' ? result.issues : [];
    assert.deepEqual(issues.map((i) => i.path), ['firstName', 'email']);
    assert.ok(issues.every((i) => i.message.length > 0));
    for (const fields of [null, 'text', [], 42]) {
      assert.equal((await submit({ kind: 'quote', fields, key: undefined, client })).outcome, 'invalid', JSON.stringify(fields));
    }
    assert.ok(!asked.some((a) => a.startsWith('hit')), 'a refused body costs no quota');
    assert.equal(count('contact_submissions') + count('equipment_quotes'), 0);
  });

  test('rateLimited: a client already over the limit is told the seconds before its fields are read', async () => {
    const { submit, asked, count } = setup(120);
    const result = await submit({ kind: 'contact', fields: { firstName: '' }, key: undefined, client });
    assert.deepEqual(result, { outcome: 'rateLimited', retryAfter: 120 });
    assert.deepEqual(asked, [`blockedFor ${client}`]);
    assert.equal(count('contact_submissions'), 0);
  });

  test('rateLimited: the enquiry that goes over the limit is counted and refused, and nothing is stored', async () => {
    const { submit, asked, heard, count } = setup(0, 45);
    assert.deepEqual(await submit({ kind: 'quote', fields: validQuote(), key: KEY, client }), { outcome: 'rateLimited', retryAfter: 45 });
    assert.deepEqual(asked, [`blockedFor ${client}`, `hit ${client}`]);
    assert.equal(count('equipment_quotes'), 0);
    assert.deepEqual(heard, []);
  });

  test('couldNotSave: a database that cannot take it now asks for a retry in a few seconds; nothing is stored', async () => {
    const { t, submit, heard, count } = setup();
    await t.services.submissions.close();
    assert.deepEqual(await submit({ kind: 'contact', fields: validContact(), key: undefined, client }), { outcome: 'couldNotSave', retryAfter: SAVE_RETRY_SECONDS });
    assert.equal(count('contact_submissions'), 0);
    assert.deepEqual(heard, []);
  });
});
