// Group commit for visitors' submissions. With synchronous=FULL every COMMIT costs one fsync (about 0.7 ms on
// this disk, so at most ~1,400 commits/s). Submissions that arrive together — in the same turn of the event
// loop, or while a batch is being written — therefore share one transaction: one fsync acknowledges them all.
// Each caller's promise settles only after the COMMIT that holds its row, so a 201 always means "on disk".
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

type Pending =
  | { kind: 'contact'; row: ContactRow; resolve: (id: number) => void; reject: (error: unknown) => void }
  | { kind: 'quote'; row: QuoteRow; resolve: (id: number) => void; reject: (error: unknown) => void };

export class WriterClosedError extends Error {
  constructor() {
    super('The server is shutting down; the submission was not stored.');
  }
}

export interface SubmissionWriterOptions {
  /** Most rows per transaction: bounds how long one commit holds the event loop. */
  maxBatch?: number;
}

export class SubmissionWriter {
  readonly maxBatch: number;
  #queue: Pending[] = [];
  #scheduled = false;
  #closed = false;
  #idleWaiters: (() => void)[] = [];
  #insertContact: Database.Statement;
  #insertQuote: Database.Statement;
  #commitBatch: (batch: Pending[]) => (number | Error)[];
  /** Batches committed and rows written since start, for tests and the bench. */
  readonly stats = { batches: 0, rows: 0, largestBatch: 0 };

  constructor(sqlite: Database.Database, options: SubmissionWriterOptions = {}) {
    this.maxBatch = Math.max(1, options.maxBatch ?? 500);
    this.#insertContact = sqlite.prepare(
      `INSERT INTO contact_submissions (first_name, last_name, email, phone, service, message, is_spam)
       VALUES (@firstName, @lastName, @email, @phone, @service, @message, @isSpam)`,
    );
    this.#insertQuote = sqlite.prepare(
      `INSERT INTO equipment_quotes (equipment_type, rental_duration, start_date, project_location, project_details, email, phone, is_spam)
       VALUES (@equipmentType, @rentalDuration, @startDate, @projectLocation, @projectDetails, @email, @phone, @isSpam)`,
    );
    this.#commitBatch = sqlite.transaction((batch: Pending[]) =>
      batch.map((item) => {
        const statement = item.kind === 'contact' ? this.#insertContact : this.#insertQuote;
        try {
          return Number(statement.run({ ...item.row, isSpam: item.row.isSpam ? 1 : 0 }).lastInsertRowid);
        } catch (error) {
          // A row the schema refuses fails alone (SQLite undoes just that statement); anything else — disk
          // full, I/O error — aborts the whole transaction and every caller in it gets the error.
          if (isConstraintError(error)) return error as Error;
          throw error;
        }
      }),
    );
  }

  addContact(row: ContactRow): Promise<number> {
    return this.#enqueue((resolve, reject) => ({ kind: 'contact', row, resolve, reject }));
  }

  addQuote(row: QuoteRow): Promise<number> {
    return this.#enqueue((resolve, reject) => ({ kind: 'quote', row, resolve, reject }));
  }

  /** Rows queued and not yet committed. */
  get pending(): number {
    return this.#queue.length;
  }

  /** Resolves once every queued row has been committed (or has failed). */
  flush(): Promise<void> {
    if (this.#queue.length === 0 && !this.#scheduled) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Refuses new rows, then waits for the queued ones: call before closing the database. */
  close(): Promise<void> {
    this.#closed = true;
    return this.flush();
  }

  #enqueue(make: (resolve: (id: number) => void, reject: (error: unknown) => void) => Pending): Promise<number> {
    if (this.#closed) return Promise.reject(new WriterClosedError());
    return new Promise<number>((resolve, reject) => {
      this.#queue.push(make(resolve, reject));
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // setImmediate runs after the poll phase: every request whose body arrived in this turn joins the batch.
    setImmediate(() => this.#drainOne());
  }

  #drainOne() {
    this.#scheduled = false;
    const batch = this.#queue.splice(0, this.maxBatch);
    if (batch.length > 0) this.#write(batch);
    if (this.#queue.length > 0) {
      // More than one batch waiting: let the responses of this one go out before writing the next.
      this.#schedule();
    } else {
      for (const wake of this.#idleWaiters.splice(0)) wake();
    }
  }

  #write(batch: Pending[]) {
    let results: (number | Error)[];
    try {
      results = this.#commitBatch(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    this.stats.batches++;
    this.stats.rows += results.filter((r) => typeof r === 'number').length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    batch.forEach((item, i) => {
      const result = results[i];
      if (typeof result === 'number') item.resolve(result);
      else item.reject(result);
    });
  }
}

function isConstraintError(error: unknown): boolean {
  return typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_CONSTRAINT');
}
