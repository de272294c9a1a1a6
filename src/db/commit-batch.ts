// One transaction for a batch of submissions: the work itself, run by whichever connection writes (the writer
// thread's, or the server's own when there is no thread).
import type Database from 'better-sqlite3';
import type { ContactRow, QuoteRow } from '../../web/shared/submissions.ts';

/** A row on its way to the writing connection: SQLite has no booleans, so isSpam travels as 0/1. */
export type Item =
  | { kind: 'contact'; row: Omit<ContactRow, 'isSpam'> & { isSpam: 0 | 1 } }
  | { kind: 'quote'; row: Omit<QuoteRow, 'isSpam'> & { isSpam: 0 | 1 } };

/** Per row: its id, or why the schema refused it. */
export type RowResult = number | { message: string; code: string };

const INSERT_CONTACT = `INSERT INTO contact_submissions (first_name, last_name, email, phone, service, message, is_spam, page_path)
  VALUES (@firstName, @lastName, @email, @phone, @service, @message, @isSpam, @pagePath)`;
const INSERT_QUOTE = `INSERT INTO equipment_quotes (equipment_type, rental_duration, start_date, project_location, project_details, email, phone, is_spam, page_path)
  VALUES (@equipmentType, @rentalDuration, @startDate, @projectLocation, @projectDetails, @email, @phone, @isSpam, @pagePath)`;

export const toItem = {
  contact: (row: ContactRow): Item => ({ kind: 'contact', row: { ...row, isSpam: row.isSpam ? 1 : 0 } }),
  quote: (row: QuoteRow): Item => ({ kind: 'quote', row: { ...row, isSpam: row.isSpam ? 1 : 0 } }),
};

/**
 * Prepares the statements once and returns the batch commit. A row the schema refuses fails alone (SQLite undoes
 * just that statement); anything else — disk full, I/O error, lock timeout — aborts the transaction and fails
 * the whole batch (the error is thrown).
 */
export function prepareBatchCommit(db: Database.Database): (batch: Item[]) => RowResult[] {
  const insert = { contact: db.prepare(INSERT_CONTACT), quote: db.prepare(INSERT_QUOTE) };
  return db.transaction((batch: Item[]): RowResult[] =>
    batch.map((item) => {
      try {
        return Number(insert[item.kind].run(item.row).lastInsertRowid);
      } catch (error) {
        const code = String((error as { code?: unknown })?.code ?? '');
        if (code.startsWith('SQLITE_CONSTRAINT')) return { message: (error as Error).message, code };
        throw error;
      }
    }),
  );
}
