import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { after, describe, test } from 'node:test';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { openDatabase } from './open.ts';
import type { ContactRow, ContactSubmission, EquipmentQuote, QuoteRow } from '../../web/shared/submissions.ts';
import type { contactSubmissions, equipmentQuotes } from './tables.ts';
import { SubmissionWriter, WriterClosedError } from './submissions.ts';
import { probeWriter } from './writer-probe.ts';
import { toItem } from './commit-batch.ts';
import { startCommitWorker } from './commit-engines.ts';
import type { CommitReply, CommitRequest } from './commit-protocol.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-submissions-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fileDb = () => openDatabase(join(dir, `db-${++files}.db`));

const contact = (n: number, extra: Partial<ContactRow> = {}): ContactRow => ({
  firstName: `Ada${n}`,
  lastName: 'Obi',
  email: `ada${n}@example.com`,
  phone: null,
  service: 'general',
  message: `message ${n}`,
  isSpam: false,
  pagePath: '/contact',
  attribution: null,
  ...extra,
});

const quote = (n: number): QuoteRow => ({
  name: null,
  pagePath: '/equipment',
  attribution: null,
  equipmentType: 'heavy',
  rentalDuration: 'weekly',
  startDate: '2026-03-01',
  projectLocation: `Site ${n}`,
  projectDetails: 'Excavator for a foundation',
  email: `q${n}@example.com`,
  phone: '+234 800 000 0000',
  isSpam: false,
});

for (const thread of ['main', 'worker'] as const) describe(`SubmissionWriter (group commit) on the ${thread} thread`, () => {
  test('2000 concurrent submissions are all stored, with distinct ids, in few transactions', async () => {
    const database = fileDb();
    const { writer, stats } = probeWriter(database.sqlite, { thread });
    const ids = await Promise.all(
      Array.from({ length: 2000 }, (_, i) => (i % 4 === 0 ? writer.addQuote(quote(i)) : writer.addContact(contact(i)))),
    );
    assert.equal(new Set(ids.map((id, i) => `${i % 4 === 0 ? 'q' : 'c'}${id}`)).size, 2000);
    const count = (table: string) => database.sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    assert.equal(count('contact_submissions'), 1500);
    assert.equal(count('equipment_quotes'), 500);
    // Calls made in one tick share commits, bounded by maxBatch (500): 4 batches, not 2000.
    assert.equal(stats.batches, 4);
    assert.equal(stats.largestBatch, 500);
    // Each promise resolved with the id of its own row.
    const row = database.sqlite.prepare('SELECT first_name FROM contact_submissions WHERE id = ?').pluck();
    assert.equal(row.get(ids[7]), 'Ada7');
    database.close();
  });

  test('a promise resolves only after its row is committed and visible to another connection', async () => {
    const database = fileDb();
    const path = database.sqlite.name;
    const writer = new SubmissionWriter(database.sqlite, { thread });
    const reader = new Database(path, { readonly: true });
    const id = await writer.addContact(contact(1));
    assert.equal(reader.prepare('SELECT email FROM contact_submissions WHERE id = ?').pluck().get(id), 'ada1@example.com');
    reader.close();
    database.close();
  });

  test('rows are stored exactly as given, spam flag included', async () => {
    const database = fileDb();
    const writer = new SubmissionWriter(database.sqlite, { thread });
    const id = await writer.addContact(contact(3, { phone: '+234 (0) 803-555.0147', isSpam: true }));
    const row = database.sqlite.prepare('SELECT phone, is_spam, created_at FROM contact_submissions WHERE id = ?').get(id) as {
      phone: string;
      is_spam: number;
      created_at: string;
    };
    assert.equal(row.phone, '+234 (0) 803-555.0147');
    assert.equal(row.is_spam, 1);
    assert.match(row.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    database.close();
  });

  test('a row the schema refuses fails alone; the rest of its batch is committed', async () => {
    const database = fileDb();
    const { writer, stats } = probeWriter(database.sqlite, { thread });
    const results = await Promise.allSettled([
      writer.addContact(contact(1)),
      writer.addContact(contact(2, { service: 'not-a-service' })),
      writer.addContact(contact(3)),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
    assert.equal(stats.batches, 1);
    assert.equal(database.sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get(), 2);
    database.close();
  });

  test('when the commit fails, every caller of that batch gets the error and nothing is half-written', async () => {
    const database = fileDb();
    const writer = new SubmissionWriter(database.sqlite, { thread, busyTimeoutMs: 50 });
    // Another connection holds the write lock past busy_timeout: the whole batch cannot be written.
    database.sqlite.pragma('busy_timeout = 50');
    const other = new Database(database.sqlite.name);
    other.exec('BEGIN IMMEDIATE');
    const results = await Promise.allSettled([writer.addContact(contact(1)), writer.addQuote(quote(2)), writer.addContact(contact(3))]);
    other.exec('ROLLBACK');
    assert.match(String((results[0] as PromiseRejectedResult).reason?.code), /SQLITE_BUSY/, 'the code survives the thread hop');
    other.close();
    assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected', 'rejected']);
    assert.match(String((results[0] as PromiseRejectedResult).reason), /locked|busy/i);
    assert.equal(database.sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get(), 0);
    // The writer recovers: the next submission is stored.
    assert.ok((await writer.addContact(contact(4))) > 0);
    database.close();
  });

  test('calls made while a batch is queued join the next commit; flush waits for all of them', async () => {
    const database = fileDb();
    const { writer, stats } = probeWriter(database.sqlite, { thread, maxBatch: 2 });
    const settled: number[] = [];
    for (let i = 0; i < 5; i++) void writer.addContact(contact(i)).then((id) => settled.push(id));
    assert.equal(writer.pending, 5);
    await writer.flush();
    await Promise.resolve();
    assert.equal(settled.length, 5);
    assert.equal(stats.batches, 3);
    assert.equal(writer.pending, 0);
    assert.equal(writer.thread, thread);
    await writer.flush(); // idle: resolves at once
    database.close();
  });

  test('close() writes what is queued, then refuses new rows', async () => {
    const database = fileDb();
    const writer = new SubmissionWriter(database.sqlite, { thread });
    const queued = writer.addContact(contact(1));
    await writer.close();
    assert.ok((await queued) > 0);
    await assert.rejects(writer.addContact(contact(2)), WriterClosedError);
    assert.equal(database.sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get(), 1);
    database.close();
  });

  test('close() closes the writing connection too: the database file can then be closed cleanly', async () => {
    const database = fileDb();
    const writer = new SubmissionWriter(database.sqlite, { thread });
    await writer.addContact(contact(1));
    await writer.close();
    database.close();
    // Last connection closed: SQLite checkpointed and removed the WAL.
    assert.equal(existsSync(`${database.sqlite.name}-wal`), false);
  });
});

describe('SubmissionWriter: the writer thread', () => {
  test('a database file is written on a worker thread, an in-memory one on the calling thread', () => {
    const file = fileDb();
    assert.equal(new SubmissionWriter(file.sqlite).thread, 'worker');
    const memory = openDatabase(':memory:');
    assert.equal(new SubmissionWriter(memory.sqlite).thread, 'main');
  });

  test('the event loop keeps running while a batch is being synced', async () => {
    const database = fileDb();
    const writer = new SubmissionWriter(database.sqlite, { thread: 'worker' });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all(Array.from({ length: 5 }, async (_, round) => {
      await Promise.all(Array.from({ length: 200 }, (_, i) => writer.addContact(contact(round * 1000 + i))));
    })).finally(() => clearInterval(timer));
    assert.ok(ticks > 0);
    assert.equal(database.sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get(), 1000);
    await writer.close();
    database.close();
  });

  test('if the thread dies, later submissions are written on the calling thread', async () => {
    const database = fileDb();
    const { writer, killThread } = probeWriter(database.sqlite, { thread: 'worker' });
    assert.ok((await writer.addContact(contact(1))) > 0);
    await killThread();
    await new Promise((r) => setTimeout(r, 20));
    const id = await writer.addContact(contact(2));
    assert.equal(writer.thread, 'main');
    assert.equal(database.sqlite.prepare('SELECT first_name FROM contact_submissions WHERE id = ?').pluck().get(id), 'Ada2');
    await writer.close();
    database.close();
  });
});

describe('SubmissionWriter: a writer thread that cannot start', () => {
  test('the first batch is written on the calling thread instead, and so are the next ones', async () => {
    const database = fileDb();
    const { writer, stats } = probeWriter(database.sqlite, {
      thread: 'worker',
      // A thread that dies before it opens the database, as a missing dist/commit-worker.js would.
      startWorker: () => new Worker(new URL('data:text/javascript,throw new Error("no writer here")')),
    });
    const ids = await Promise.all([writer.addContact(contact(1)), writer.addQuote(quote(2))]);
    assert.ok(ids.every((id) => id > 0));
    assert.equal(writer.thread, 'main');
    assert.equal(await writer.addContact(contact(3)), ids[0] + 1);
    assert.equal(stats.rows, 3);
    assert.equal(database.sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get(), 2);
    await writer.close();
    database.close();
  });

  test('a thread that cannot be created at all leaves the writer on the calling thread', async () => {
    const database = fileDb();
    const { writer } = probeWriter(database.sqlite, {
      thread: 'worker',
      startWorker: () => {
        throw new Error('no threads here');
      },
    });
    assert.ok((await writer.addContact(contact(1))) > 0);
    assert.equal(writer.thread, 'main');
    await writer.close();
    database.close();
  });
});

describe('the writer thread program (commit-worker.ts)', () => {
  test('runs as a real worker entry with the shared pragmas and the busy timeout it is given', async () => {
    const database = fileDb();
    const worker = startCommitWorker({ path: database.sqlite.name, busyTimeoutMs: 1234 });
    const replies: CommitReply[] = [];
    const done = new Promise<void>((resolve) =>
      worker.on('message', (reply: CommitReply) => {
        replies.push(reply);
        if (reply.type === 'ready') worker.postMessage({ type: 'commit', id: 1, batch: [toItem.contact(contact(1))] } satisfies CommitRequest);
        if (reply.type === 'done') worker.postMessage({ type: 'close' } satisfies CommitRequest);
        if (reply.type === 'closed') resolve();
      }),
    );
    await done;
    await once(worker, 'exit');
    assert.deepEqual(replies.map((r) => r.type), ['ready', 'done', 'closed']);
    assert.deepEqual((replies[1] as { results: number[] }).results, [1]);
    assert.equal(database.sqlite.prepare('SELECT email FROM contact_submissions WHERE id = 1').pluck().get(), 'ada1@example.com');
    database.close();
  });
});

test('the shared submission shapes are exactly the rows the tables hold', () => {
  // Checked by tsc: a column added to a table without the shared type (or the reverse) fails the type check.
  type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
  const contact: Same<ContactSubmission, typeof contactSubmissions.$inferSelect> = true;
  const quote: Same<EquipmentQuote, typeof equipmentQuotes.$inferSelect> = true;
  assert.ok(contact && quote);
});
