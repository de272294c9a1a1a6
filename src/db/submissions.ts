// Group commit for visitors' submissions. With synchronous=FULL every COMMIT costs one fsync (about 0.7 ms on
// a quiet disk, 5-10 ms on a busy one), so one commit per submission caps the site near 1,400 submissions/s
// at best. Submissions that arrive together — in the same turn of the event loop, or while a batch is being
// written — therefore share one transaction: one fsync acknowledges them all. Each caller's promise settles
// only after the COMMIT that holds its row, so a 201 always means "on disk".
//
// For a database file the transactions run on a worker thread with its own connection: an fsync then never
// freezes the event loop, so page views and the next batch's requests are served while the disk syncs.
// An in-memory database (tests) cannot be shared between connections and is written on the calling thread.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

export interface ContactRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  service: string;
  message: string;
  isSpam: boolean;
}

export interface QuoteRow {
  equipmentType: string;
  rentalDuration: string;
  startDate: string;
  projectLocation: string;
  projectDetails: string;
  email: string;
  phone: string;
  isSpam: boolean;
}

export type SubmissionKind = 'contact' | 'quote';

/** What crosses to the writing connection: SQLite has no booleans, so isSpam travels as 0/1. */
type Item =
  | { kind: 'contact'; row: Omit<ContactRow, 'isSpam'> & { isSpam: 0 | 1 } }
  | { kind: 'quote'; row: Omit<QuoteRow, 'isSpam'> & { isSpam: 0 | 1 } };

/** Per row: its id, or why the schema refused it. */
type RowResult = number | { message: string; code: string };

interface Pending {
  item: Item;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export class WriterClosedError extends Error {
  constructor() {
    super('The server is shutting down; the submission was not stored.');
  }
}

export interface SubmissionWriterOptions {
  /** Most rows per transaction: bounds the time one commit takes. */
  maxBatch?: number;
  /** 'auto': a worker thread for a database file, the calling thread for an in-memory database. */
  thread?: 'auto' | 'main' | 'worker';
  /** How long a commit waits for another connection's write lock (busy_timeout). */
  busyTimeoutMs?: number;
}

const INSERT_CONTACT = `INSERT INTO contact_submissions (first_name, last_name, email, phone, service, message, is_spam)
  VALUES (@firstName, @lastName, @email, @phone, @service, @message, @isSpam)`;
const INSERT_QUOTE = `INSERT INTO equipment_quotes (equipment_type, rental_duration, start_date, project_location, project_details, email, phone, is_spam)
  VALUES (@equipmentType, @rentalDuration, @startDate, @projectLocation, @projectDetails, @email, @phone, @isSpam)`;

/**
 * One transaction for a batch. A row the schema refuses fails alone (SQLite undoes just that statement);
 * anything else — disk full, I/O error, lock timeout — aborts the transaction and fails the whole batch.
 * Written as a plain function of its inputs because the worker runs its source text.
 */
function commitBatchWith(db: Database.Database, insertContact: Database.Statement, insertQuote: Database.Statement) {
  return db.transaction((batch: Item[]): RowResult[] =>
    batch.map((item) => {
      try {
        return Number((item.kind === 'contact' ? insertContact : insertQuote).run(item.row).lastInsertRowid);
      } catch (error) {
        const code = String((error as { code?: unknown })?.code ?? '');
        if (code.startsWith('SQLITE_CONSTRAINT')) return { message: (error as Error).message, code };
        throw error;
      }
    }),
  );
}

interface CommitEngine {
  commit(batch: Item[]): Promise<RowResult[]>;
  close(): Promise<void>;
}

class MainThreadEngine implements CommitEngine {
  #commit: (batch: Item[]) => RowResult[];

  constructor(sqlite: Database.Database) {
    this.#commit = commitBatchWith(sqlite, sqlite.prepare(INSERT_CONTACT), sqlite.prepare(INSERT_QUOTE));
  }

  async commit(batch: Item[]) {
    return this.#commit(batch);
  }

  async close() {}
}

// The worker's whole program. It gets better-sqlite3's resolved path, so it works from the bundle and from source.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = ' + Number(workerData.busyTimeoutMs));
db.pragma('foreign_keys = ON');
const commitBatch = (${commitBatchWith.toString()})(db, db.prepare(workerData.insertContact), db.prepare(workerData.insertQuote));
parentPort.on('message', (message) => {
  if (message.type === 'close') {
    db.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  try {
    parentPort.postMessage({ type: 'done', id: message.id, results: commitBatch(message.batch) });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id: message.id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
parentPort.postMessage({ type: 'ready' });
`;

type WorkerReply =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'done'; id: number; results: RowResult[] }
  | { type: 'failed'; id: number; error: { message: string; code?: string } };

class WorkerEngine implements CommitEngine {
  #worker: Worker;
  #nextId = 0;
  #waiting = new Map<number, { resolve: (r: RowResult[]) => void; reject: (e: unknown) => void }>();
  #closed?: Promise<void>;
  #broken?: Error;

  constructor(path: string, busyTimeoutMs: number) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, path, busyTimeoutMs, insertContact: INSERT_CONTACT, insertQuote: INSERT_QUOTE },
    });
    this.#worker.on('message', (reply: WorkerReply) => this.#onReply(reply));
    const fail = (error: Error) => {
      this.#broken = error;
      for (const waiter of this.#waiting.values()) waiter.reject(error);
      this.#waiting.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`The submission writer thread stopped (exit code ${code}).`)));
    // Idle, the worker must not keep the process alive; while a batch is out, it must. (After the listeners:
    // adding a 'message' listener refs the worker again.)
    this.#worker.unref();
  }

  commit(batch: Item[]): Promise<RowResult[]> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({ type: 'commit', id, batch });
    });
  }

  /** Set when the thread died: the writer then falls back to the calling thread. */
  get broken(): boolean {
    return this.#broken !== undefined;
  }

  /** Ends the thread abruptly, as a crash would (tests of the fallback). */
  async kill(): Promise<void> {
    await this.#worker.terminate();
  }

  close(): Promise<void> {
    if (this.#broken) return Promise.resolve();
    this.#closed ??= new Promise<void>((resolve) => {
      this.#worker.ref();
      this.#worker.once('exit', () => resolve());
      this.#worker.postMessage({ type: 'close' });
    });
    return this.#closed;
  }

  #onReply(reply: WorkerReply) {
    if (reply.type === 'closed') {
      void this.#worker.terminate();
      return;
    }
    if (reply.type === 'ready') return;
    const waiter = this.#waiting.get(reply.id);
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (!waiter) return;
    if (reply.type === 'done') waiter.resolve(reply.results);
    else waiter.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
  }
}

export class SubmissionWriter {
  readonly maxBatch: number;
  /** Where the transactions run: 'worker' for a database file, 'main' for an in-memory one (or after the thread died). */
  thread: 'main' | 'worker';
  #sqlite: Database.Database;
  #busyTimeoutMs: number;
  /** Started with the first batch: a server that gets no submissions never pays for the thread (~9 MB). */
  #engine?: CommitEngine;
  #queue: Pending[] = [];
  #scheduled = false;
  #writing = false;
  #closed = false;
  #idleWaiters: (() => void)[] = [];
  /** Batches committed and rows written since start, for tests and the bench. */
  readonly stats = { batches: 0, rows: 0, largestBatch: 0 };

  constructor(sqlite: Database.Database, options: SubmissionWriterOptions = {}) {
    this.maxBatch = Math.max(1, options.maxBatch ?? 500);
    this.#sqlite = sqlite;
    const wanted = options.thread ?? 'auto';
    this.thread = wanted === 'auto' ? (sqlite.memory ? 'main' : 'worker') : wanted;
    this.#busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  }

  addContact(row: ContactRow): Promise<number> {
    return this.#enqueue({ kind: 'contact', row: { ...row, isSpam: row.isSpam ? 1 : 0 } });
  }

  addQuote(row: QuoteRow): Promise<number> {
    return this.#enqueue({ kind: 'quote', row: { ...row, isSpam: row.isSpam ? 1 : 0 } });
  }

  /** Simulates the writer thread dying (tests): a batch in flight fails, later ones are written on this thread. */
  async killThread(): Promise<void> {
    if (this.#engine instanceof WorkerEngine) await this.#engine.kill();
  }

  /** Rows queued and not yet handed to a commit. */
  get pending(): number {
    return this.#queue.length;
  }

  /** Resolves once every queued row has been committed (or has failed). */
  flush(): Promise<void> {
    if (this.#idle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Refuses new rows, waits for the queued ones, then closes the writing connection (before the database). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
    await this.#engine?.close();
  }

  #idle() {
    return this.#queue.length === 0 && !this.#scheduled && !this.#writing;
  }

  #enqueue(item: Item): Promise<number> {
    if (this.#closed) return Promise.reject(new WriterClosedError());
    return new Promise<number>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#scheduled || this.#writing) return;
    this.#scheduled = true;
    // setImmediate runs after the poll phase: every request whose body arrived in this turn joins the batch.
    setImmediate(() => void this.#writeNext());
  }

  async #writeNext() {
    this.#scheduled = false;
    const batch = this.#queue.splice(0, this.maxBatch);
    if (batch.length > 0) {
      this.#writing = true;
      try {
        await this.#write(batch);
      } finally {
        this.#writing = false;
      }
    }
    // Rows that arrived while this batch was being written form the next one.
    if (this.#queue.length > 0) this.#schedule();
    else for (const wake of this.#idleWaiters.splice(0)) wake();
  }

  #currentEngine(): CommitEngine {
    // A dead thread must not take the forms down with it: batches are then written on this thread.
    if (this.#engine instanceof WorkerEngine && this.#engine.broken) {
      this.#engine = new MainThreadEngine(this.#sqlite);
      this.thread = 'main';
    }
    if (!this.#engine && this.thread === 'worker') {
      try {
        this.#engine = new WorkerEngine(this.#sqlite.name, this.#busyTimeoutMs);
      } catch {
        this.thread = 'main';
      }
    }
    this.#engine ??= new MainThreadEngine(this.#sqlite);
    return this.#engine;
  }

  async #write(batch: Pending[]) {
    let results: RowResult[];
    try {
      results = await this.#currentEngine().commit(batch.map((p) => p.item));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    const stored = results.filter((r) => typeof r === 'number').length;
    this.stats.batches++;
    this.stats.rows += stored;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    batch.forEach((pending, i) => {
      const result = results[i];
      if (typeof result === 'number') pending.resolve(result);
      else pending.reject(Object.assign(new Error(result.message), { code: result.code }));
    });
  }
}
