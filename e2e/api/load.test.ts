// Load without loss on the real product (node dist/server.js, built by `npm test` first) with FORM_RATE_LIMIT=0:
// thousands of submissions to both public forms, 64 in flight, one in ten of them invalid. Every valid one is
// acknowledged with 201 and a distinct id and is stored as sent; every invalid one is a 400 and stores nothing;
// no 5xx and no dropped connection; the tables hold exactly the acknowledged rows; pages are served meanwhile.
// (The in-process version, 2000 submissions through app.request(), is in src/api/forms.test.ts; SIGTERM during
// such a storm is in e2e/server.test.ts; kill -9 during one is in e2e/db/crash-safety.test.ts.)
// Runs quiet: thousands of submissions with deadlines; four browser files beside it made connections time out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { startServer } from '../../src/testing/server.ts';
import { missingOrDamaged, rowCount, storm } from '../../src/testing/storm.ts';

const TOTAL = 3000;
const IN_FLIGHT = 64;
const INVALID_EVERY = 10;

test(`${TOTAL} concurrent submissions (${IN_FLIGHT} in flight): none lost, none duplicated, no 5xx`, { timeout: 120_000 }, async (t) => {
  const server = await startServer({ FORM_RATE_LIMIT: '0' });
  try {
    // Page views keep being answered while the storm runs.
    let reading = true;
    const reads: number[] = [];
    const reader = (async () => {
      while (reading && reads.length < 2000) {
        const res = await fetch(`${server.url}/api/pages/home`);
        await res.arrayBuffer();
        reads.push(res.status);
      }
    })();
    const result = await storm(server.url, { total: TOTAL, concurrency: IN_FLIGHT, tag: 'load', invalidEvery: INVALID_EVERY });
    reading = false;
    await reader;

    const invalid = TOTAL / INVALID_EVERY;
    const valid = TOTAL - invalid;
    t.diagnostic(`answers: ${JSON.stringify(Object.fromEntries(result.statuses))}; ${reads.length} page reads meanwhile`);
    assert.deepEqual(Object.fromEntries(result.statuses), { '201': valid, 'invalid 400': invalid }, 'only 201s and 400s, no 5xx, no dropped connection');
    assert.equal(result.acked.contact.size + result.acked.quote.size, valid, 'each 201 carries its own id');
    assert.ok(reads.length > 0 && reads.every((status) => status === 200), 'pages answered 200 during the storm');

    const db = new Database(server.dbPath, { readonly: true });
    try {
      assert.equal(rowCount(db, 'contact'), result.acked.contact.size, 'contact rows = contact acknowledgements');
      assert.equal(rowCount(db, 'quote'), result.acked.quote.size, 'quote rows = quote acknowledgements');
      assert.deepEqual(missingOrDamaged(db, result.acked), [], 'every acknowledged row, as sent');
      assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    } finally {
      db.close();
    }
    const health = await fetch(`${server.url}/healthz`);
    assert.equal(health.status, 200);
  } finally {
    await server.stop();
  }
});
