// `restore --replica` with the real product and Litestream on a file:// replica: the newest state or the state at
// a time, refused while the server runs or over an existing file without --force, and a server started on an
// empty data folder brings the replica back before it serves.
// Runs quiet: it waits on Litestream's sync with deadlines, which four browser files beside it overran.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { eventually, replicaCurrent, runProgram, sendEnquiry, storedMessages } from '../../../src/testing/replica.ts';
import { startServer, type RunningServer } from '../../../src/testing/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-replica-restore-'));
const REPLICA_URL = `file://${join(dir, 'replica')}`;
const BEFORE = ['Before: roofing sheets for Rumuola', 'Before: a plot at Eliozu', 'Before: paint for 12 flats'];
const AFTER = ['After: a crane for Onne port', 'After: fence and gate at Choba'];
let server: RunningServer;
let pointInTime: Date;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  server = await startServer({ ...ADMIN_ENV, REPLICA_URL }, join(dir, 'live'));
  const token = await adminToken(server.url);
  for (const message of BEFORE) await sendEnquiry(server.url, message);
  await replicaCurrent(server.url, token);
  // A quiet gap around the chosen time: Litestream dates each change by when it reached the replica.
  await sleep(1_500);
  pointInTime = new Date();
  await sleep(1_500);
  for (const message of AFTER) await sendEnquiry(server.url, message);
  await replicaCurrent(server.url, token);
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('restore --replica', () => {
  test('refused while a server uses the data file', async () => {
    const run = await runProgram(['restore', '--replica', '--force'], { REPLICA_URL, DATABASE_PATH: server.dbPath });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /A server \(process \d+\) is using .*site\.db\. Stop it first/);
  });

  test('the newest state into an empty place, checked before it says done', async () => {
    const target = join(dir, 'newest', 'site.db');
    const run = await runProgram(['restore', '--replica'], { REPLICA_URL, DATABASE_PATH: target });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Restored .*site\.db from the replica in \d+\.\d s \(.*integrity check: ok\)\. Start the server\.\n$/);
    const messages = storedMessages(target);
    for (const message of [...BEFORE, ...AFTER]) assert.ok(messages.includes(message), message);
  });

  test('--at holds exactly the enquiries written before that time', async () => {
    const target = join(dir, 'at', 'site.db');
    const run = await runProgram(['restore', '--replica', '--at', pointInTime.toISOString()], { REPLICA_URL, DATABASE_PATH: target });
    assert.equal(run.code, 0, run.stderr);
    const messages = storedMessages(target).filter((m) => m.startsWith('Before:') || m.startsWith('After:'));
    assert.deepEqual(messages, BEFORE);
  });

  test('an existing data file is kept unless --force, which keeps it beside the restored one', async () => {
    const folder = join(dir, 'existing');
    const target = join(folder, 'site.db');
    assert.equal((await runProgram(['restore', '--replica', '--at', pointInTime.toISOString()], { REPLICA_URL, DATABASE_PATH: target })).code, 0);
    const refused = await runProgram(['restore', '--replica'], { REPLICA_URL, DATABASE_PATH: target });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /already exists\. Add --force to replace it/);
    assert.deepEqual(storedMessages(target).filter((m) => m.startsWith('After:')), [], 'untouched');
    const forced = await runProgram(['restore', '--replica', '--force'], { REPLICA_URL, DATABASE_PATH: target });
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /The previous data file is kept as .*site\.db\.before-restore-/);
    assert.ok(storedMessages(target).includes(AFTER[1]));
    const kept = readdirSync(folder).find((name) => name.startsWith('site.db.before-restore-'));
    assert.ok(kept && !storedMessages(join(folder, kept)).includes(AFTER[1]), 'the old file, as it was');
  });

  test('a bad --at, or no REPLICA_URL, is refused with a sentence', async () => {
    const badTime = await runProgram(['restore', '--replica', '--at', 'yesterday'], { REPLICA_URL, DATABASE_PATH: join(dir, 'x', 'site.db') });
    assert.equal(badTime.code, 2);
    assert.match(badTime.stderr, /--at takes a time with its zone/);
    const unset = await runProgram(['restore', '--replica'], { DATABASE_PATH: join(dir, 'x', 'site.db') });
    assert.equal(unset.code, 1);
    assert.match(unset.stderr, /REPLICA_URL is not set/);
    assert.equal(existsSync(join(dir, 'x', 'site.db')), false);
  });

  test('replica verify (the drill) restores the newest copy beside the running server, checks it and compares the counts', async () => {
    const run = await runProgram(['replica', 'verify'], { REPLICA_URL, DATABASE_PATH: server.dbPath });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^OK: Restored the newest copy in \d+\.\d s: integrity ok, \d+ tables, \d+ rows, \d+ enquiries; same row counts as the live file\.\n$/);
  });

  test('a server started with REPLICA_URL on an empty data folder serves the replica’s data', async () => {
    const fresh = await startServer({ ...ADMIN_ENV, REPLICA_URL }, join(dir, 'new-vps'));
    try {
      await eventually('the restore in the log', () => /was restored from the replica before serving/.test(fresh.output()), 5_000);
      const token = await adminToken(fresh.url);
      const rows = (await (await fetch(`${fresh.url}/api/contact`, { headers: { authorization: `Bearer ${token}` } })).json()) as { message: string }[];
      assert.ok(rows.some((row) => row.message === AFTER[1]));
    } finally {
      await fresh.stop();
    }
  });
});
