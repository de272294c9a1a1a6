// Everything stored about one visitor (docs/product.md § Find a person), found by e-mail address or phone number
// across both inboxes (spam included), with its notes, replies and changes; handing a copy over and erasing it for
// good. The audit lines name what was done and how many rows of each kind, never the address or the number.
import type Database from 'better-sqlite3';
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import {
  contactKind, countsText, noCounts, phoneDigits, recordsText, totalOf, type PersonFound, type PersonKey, type PersonRecords, type RecordCounts,
} from '../../web/shared/person.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { contactSubmissions, equipmentQuotes } from '../db/tables.ts';
import { commit, record, type Store } from '../db/unit-of-work.ts';
import type { Actor } from '../security/audit.ts';
import { timelineOf } from './lead-desk.ts';

type Table = typeof contactSubmissions | typeof equipmentQuotes;

const registered = new WeakSet<Database.Database>();

/** The SQL functions the match needs, on the server's connection: the same rules as the panel's (web/shared/person.ts). */
export function registerFunctions(sqlite: Database.Database) {
  if (registered.has(sqlite)) return;
  sqlite.function('person_phone', { deterministic: true }, (phone) => (typeof phone === 'string' ? phoneDigits(phone) : null));
  sqlite.function('person_email', { deterministic: true }, (email) => (typeof email === 'string' ? email.trim().toLowerCase() : null));
  registered.add(sqlite);
}

function matches(t: Table, key: PersonKey): SQL {
  return key.type === 'email' ? sql`person_email(${t.email}) = ${key.value}` : sql`person_phone(${t.phone}) = ${key.value}`;
}

/** One inbox's rows about them, newest first, each with its notes, replies and changes. */
function rowsOf<T extends Table>(db: Pick<Db, 'select'>, kind: SubmissionKind, t: T, key: PersonKey) {
  const rows = db.select().from(t as Table).where(matches(t, key)).orderBy(desc(t.createdAt), desc(t.id)).all() as T['$inferSelect'][];
  return rows.map((row) => ({ ...row, ...timelineOf(db, kind, row.id) }));
}

/** Reads through the server's connection or inside a transaction (the erasure's). */
export function findPerson(db: Pick<Db, 'select'>, key: PersonKey): PersonFound {
  const contact = rowsOf(db, 'contact', contactSubmissions, key);
  const quotes = rowsOf(db, 'quote', equipmentQuotes, key);
  const records: PersonRecords = {
    contactMessages: contact.filter((r) => contactKind(r.service) === 'contactMessages'),
    realEstateEnquiries: contact.filter((r) => contactKind(r.service) === 'realEstateEnquiries'),
    equipmentQuotes: quotes,
  };
  const counts = noCounts();
  for (const kind of Object.keys(counts) as (keyof RecordCounts)[]) counts[kind] = records[kind].length;
  return { query: key, total: totalOf(counts), counts, records };
}

const matchedBy = (key: PersonKey) => (key.type === 'email' ? 'matched by e-mail address' : 'matched by phone number');

/** The same as a file to hand to the person (`now` its time); audited with the counts. */
export function exportPerson(store: Pick<Store, 'db'>, actor: Actor, key: PersonKey, now: Date) {
  const found = findPerson(store.db, key);
  record(store, actor, { action: 'person_exported', target: 'people', detail: `${matchedBy(key)}: ${countsText(found.counts)}` });
  return {
    exportedAt: now.toISOString(),
    about: 'Everything the Metrik Group website stores about this person: contact messages, real-estate enquiries and equipment quote requests, as stored, each with the notes, replies and changes the company recorded on it.',
    ...found,
  };
}

/**
 * Deletes every row about them in one transaction; what was found (total 0 when nothing was stored, and then no
 * audit line: nothing happened). secure_delete overwrites the rows' bytes in the file rather than leaving them in
 * free pages.
 */
export function erasePerson(store: Store, actor: Actor, key: PersonKey): PersonFound {
  const { db, sqlite } = store;
  const secureDelete = sqlite.pragma('secure_delete', { simple: true });
  sqlite.pragma('secure_delete = ON');
  try {
    const erased = (found: PersonFound) =>
      found.total > 0 ? { action: 'person_erased' as const, target: 'people', detail: `${recordsText(found.total)} erased, ${matchedBy(key)}: ${countsText(found.counts)}` } : undefined;
    return commit(store, actor, erased, () => {
      const rows = findPerson(db, key);
      const contactIds = [...rows.records.contactMessages, ...rows.records.realEstateEnquiries].map((r) => r.id);
      const quoteIds = rows.records.equipmentQuotes.map((r) => r.id);
      if (contactIds.length) db.delete(contactSubmissions).where(inArray(contactSubmissions.id, contactIds)).run();
      if (quoteIds.length) db.delete(equipmentQuotes).where(inArray(equipmentQuotes.id, quoteIds)).run();
      return rows;
    });
  } finally {
    sqlite.pragma(`secure_delete = ${Number(secureDelete)}`);
  }
}
