// Group commit for visitors' submissions. With synchronous=FULL every COMMIT costs one fsync (about 0.7 ms on
// a quiet disk, 5-10 ms on a busy one), so one commit per submission caps the site near 1,400 submissions/s
// at best. Submissions that arrive together — in the same turn of the event loop, or while a batch is being
// written — therefore share one transaction: one fsync acknowledges them all. Each caller's promise settles
// only after the COMMIT that holds its row, so a 201 always means "on disk".
//
// For a database file the transactions run on a worker thread with its own connection (commit-engines.ts):
// an fsync then never freezes the event loop, so page views and the next batch's requests are served while
// the disk syncs. An in-memory database (tests) cannot be shared between connections and is written on the
// calling thread.
import type Database from 'better-sqlite3';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import { isKeyReplay, type IdempotencyKey, type KeyReplay } from '../submissions/idempotency.ts';
import { toItem, type Item, type RowResult } from './commit-batch.ts';
import { startCommitEngine, WriterThreadNotStartedError, type CommitEngine, type StartEngine, type Thread } from './commit-engines.ts';
import { DEFAULT_BUSY_TIMEOUT_MS } from './pragmas.ts';

interface Pending {
  item: Item;
  resolve: (result: number | KeyReplay) => void;
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
  thread?: 'auto' | Thread;
  /** How long a commit waits for another connection's write lock (busy_timeout). */
  busyTimeoutMs?: number;
  /** Starts the engine that runs the transactions (default: startCommitEngine). */
  startEngine?: StartEngine;
}

export class SubmissionWriter {
  readonly maxBatch: number;
  /** Where the transactions run: 'worker' for a database file, 'main' for an in-memory one (or after the thread died). */
  thread: Thread;
  #sqlite: Database.Database;
  #busyTimeoutMs: number;
  #startEngine: StartEngine;
  /** Started with the first batch: a server that gets no submissions never pays for the thread (~9 MB). */
  #engine?: CommitEngine;
  #queue: Pending[] = [];
  #scheduled = false;
  #writing = false;
  #closed = false;
  #idleWaiters: (() => void)[] = [];

  constructor(sqlite: Database.Database, options: SubmissionWriterOptions = {}) {
    this.maxBatch = Math.max(1, options.maxBatch ?? 500);
    this.#sqlite = sqlite;
    const wanted = options.thread ?? 'auto';
    this.thread = wanted === 'auto' ? (sqlite.memory ? 'main' : 'worker') : wanted;
    this.#busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
    this.#startEngine = options.startEngine ?? startCommitEngine;
  }

  addContact(row: ContactRow): Promise<number> {
    return this.#enqueue(toItem.contact(row)) as Promise<number>;
  }

  addQuote(row: QuoteRow): Promise<number> {
    return this.#enqueue(toItem.quote(row)) as Promise<number>;
  }

  /** With an Idempotency-Key: the new row's id, or (nothing stored) the row an earlier post with that key stored. */
  addKeyed(kind: SubmissionKind, row: ContactRow | QuoteRow, key: IdempotencyKey): Promise<number | KeyReplay> {
    return this.#enqueue(kind === 'quote' ? toItem.quote(row as QuoteRow, key) : toItem.contact(row as ContactRow, key));
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

  #enqueue(item: Item): Promise<number | KeyReplay> {
    if (this.#closed) return Promise.reject(new WriterClosedError());
    return new Promise<number | KeyReplay>((resolve, reject) => {
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
    if (this.#engine?.broken) {
      this.#engine = undefined;
      this.thread = 'main';
    }
    if (!this.#engine && this.thread === 'worker') {
      try {
        this.#engine = this.#startEngine(this.#sqlite, 'worker', this.#busyTimeoutMs);
      } catch {
        this.thread = 'main';
      }
    }
    this.#engine ??= this.#startEngine(this.#sqlite, 'main', this.#busyTimeoutMs);
    return this.#engine;
  }

  async #commit(items: Item[]): Promise<RowResult[]> {
    try {
      return await this.#currentEngine().commit(items);
    } catch (error) {
      // The thread never opened the database, so none of this batch was written: this thread writes it.
      if (error instanceof WriterThreadNotStartedError) return this.#currentEngine().commit(items);
      throw error;
    }
  }

  async #write(batch: Pending[]) {
    let results: RowResult[];
    try {
      results = await this.#commit(batch.map((p) => p.item));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const result = results[i];
      if (typeof result === 'number' || isKeyReplay(result)) pending.resolve(result);
      else pending.reject(Object.assign(new Error(result.message), { code: result.code }));
    });
  }
}
