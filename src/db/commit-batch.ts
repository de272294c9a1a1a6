// One transaction for a batch of submissions: the work itself, run by whichever connection writes (the writer
// thread's, or the server's own when there is no thread).
import type Database from 'better-sqlite3';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import { KEY_LIFETIME_HOURS, type IdempotencyKey, type KeyReplay } from '../submissions/idempotency.ts';

/**
 * A row on its way to the writing connection: SQLite has no booleans, so isSpam travels as 0/1. With a key, the
 * row is stored only if no live post used that key (src/submissions/idempotency.ts).
 */
export type Item =
  | { kind: 'contact'; row: Omit<ContactRow, 'isSpam'> & { isSpam: 0 | 1 }; key?: IdempotencyKey }
  | { kind: 'quote'; row: Omit<QuoteRow, 'isSpam'> & { isSpam: 0 | 1 }; key?: IdempotencyKey };

/** Per row: its id, the earlier post its key names (nothing stored), or why the schema refused it. */
export type RowResult = number | KeyReplay | { message: string; code: string };

const INSERT_CONTACT = `INSERT INTO contact_submissions (first_name, last_name, email, phone, service, message, is_spam, page_path, attribution)
  VALUES (@firstName, @lastName, @email, @phone, @service, @message, @isSpam, @pagePath, @attribution)`;
const INSERT_QUOTE = `INSERT INTO equipment_quotes (name, equipment_type, rental_duration, start_date, project_location, project_details, email, phone, is_spam, page_path, attribution)
  VALUES (@name, @equipmentType, @rentalDuration, @startDate, @projectLocation, @projectDetails, @email, @phone, @isSpam, @pagePath, @attribution)`;

const LIFETIME = `'-${KEY_LIFETIME_HOURS} hours'`;

/** The Idempotency-Key statements a batch's transaction uses (src/submissions/idempotency.ts), prepared once per connection. */
function prepareKeyStatements(db: Database.Database) {
  const find = db.prepare<[string], { submissionId: number; fingerprint: string }>(
    `SELECT submission_id AS submissionId, fingerprint FROM idempotency_keys
     WHERE key = ? AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${LIFETIME})`,
  );
  // An expired key the daily clean-up has not removed yet is taken over by the new post.
  const keep = db.prepare(
    `INSERT INTO idempotency_keys (key, kind, fingerprint, submission_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, fingerprint = excluded.fingerprint,
       submission_id = excluded.submission_id, created_at = excluded.created_at`,
  );
  return {
    /** Within a write transaction: the earlier post with this key, if it is still live. */
    earlier(k: IdempotencyKey): KeyReplay | undefined {
      const row = find.get(k.key);
      return row && { replayOf: row.submissionId, sameBody: row.fingerprint === k.fingerprint };
    },
    /** Within the same transaction as the row's INSERT. */
    keep(k: IdempotencyKey, kind: SubmissionKind, submissionId: number) {
      keep.run(k.key, kind, k.fingerprint, submissionId);
    },
  };
}

export const toItem = {
  contact: (row: ContactRow, key?: IdempotencyKey): Item => ({ kind: 'contact', row: { ...row, isSpam: row.isSpam ? 1 : 0 }, key }),
  quote: (row: QuoteRow, key?: IdempotencyKey): Item => ({ kind: 'quote', row: { ...row, name: row.name ?? null, isSpam: row.isSpam ? 1 : 0 }, key }),
};

/**
 * Prepares the statements once and returns the batch commit. A row the schema refuses fails alone (SQLite undoes
 * just that statement); anything else — disk full, I/O error, lock timeout — aborts the transaction and fails
 * the whole batch (the error is thrown).
 */
/** The row as its columns hold it: the attribution as JSON text. */
const stored = (row: Item['row']) => ({ ...row, attribution: row.attribution ? JSON.stringify(row.attribution) : null });

export function prepareBatchCommit(db: Database.Database): (batch: Item[]) => RowResult[] {
  const insert = { contact: db.prepare(INSERT_CONTACT), quote: db.prepare(INSERT_QUOTE) };
  const keys = prepareKeyStatements(db);
  // Nested in the batch's transaction, so a savepoint: the row and its key are stored together or not at all.
  const insertKeyed = db.transaction((item: Item & { key: IdempotencyKey }): RowResult => {
    // Earlier rows of this batch are already in the transaction: a key used twice in one batch is seen too.
    const earlier = keys.earlier(item.key);
    if (earlier) return earlier;
    const id = Number(insert[item.kind].run(stored(item.row)).lastInsertRowid);
    keys.keep(item.key, item.kind, id);
    return id;
  });
  return db.transaction((batch: Item[]): RowResult[] =>
    batch.map((item) => {
      try {
        return item.key ? insertKeyed(item as Item & { key: IdempotencyKey }) : Number(insert[item.kind].run(stored(item.row)).lastInsertRowid);
      } catch (error) {
        const code = String((error as { code?: unknown })?.code ?? '');
        if (code.startsWith('SQLITE_CONSTRAINT')) return { message: (error as Error).message, code };
        throw error;
      }
    }),
  );
}
