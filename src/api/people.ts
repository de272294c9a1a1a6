// Find a person (docs/product.md § Find a person): everything stored about one visitor, found by e-mail address or
// phone number across both inboxes (spam included), to answer a request for a copy or for erasure under the
// NDPA. The audit lines name what was done and how many rows of each kind, never the address or the number.
import type Database from 'better-sqlite3';
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  contactKind,
  countsText,
  noCounts,
  phoneDigits,
  PersonQuery,
  recordsText,
  totalOf,
  type PersonErased,
  type PersonFound,
  type PersonKey,
  type PersonRecords,
  type RecordCounts,
} from '../../web/shared/person.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { contactSubmissions, equipmentQuotes } from '../db/tables.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { audit } from '../security/audit.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';
import { lagosDate } from './inbox.ts';
import { timelineOf } from '../submissions/lead-desk.ts';

export { PersonQuery };

type Table = typeof contactSubmissions | typeof equipmentQuotes;

const registered = new WeakSet<Database.Database>();

/** The SQL functions the match needs, on the server's connection: the same rules as the panel's (web/shared/person.ts). */
function registerFunctions(sqlite: Database.Database) {
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
function find(db: Pick<Db, 'select'>, key: PersonKey): PersonFound {
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

type PersonInput = Input<undefined, typeof PersonQuery>;

/** GET /api/admin/people?q= — 200 everything stored about them (total 0 when nothing). Not audited, like the lists. */
export function findPerson(s: Services) {
  registerFunctions(s.sqlite);
  return (c: Context<RouteEnv>, { query: { q } }: PersonInput) => c.json(find(s.db, q));
}

/** GET /api/admin/people/export?q= — the same as a JSON file to hand to the person; audited with the counts. */
export function exportPerson(s: Services) {
  registerFunctions(s.sqlite);
  return (c: Context<RouteEnv>, { query: { q } }: PersonInput) => {
    const found = find(s.db, q);
    const now = new Date();
    const file = {
      exportedAt: now.toISOString(),
      about: 'Everything the Metrik Group website stores about this person: contact messages, real-estate enquiries and equipment quote requests, as stored, each with the notes, replies and changes the company recorded on it.',
      ...found,
    };
    audit(s.db, actorOf(s, c), 'person_exported', { target: 'people', detail: `${matchedBy(q)}: ${countsText(found.counts)}` });
    return c.body(JSON.stringify(file, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${lagosDate(now)}.json"`,
    });
  };
}

/**
 * DELETE /api/admin/people?q= — every row about them, in one transaction; 200 { erased, total } (total 0 when
 * nothing was stored). secure_delete overwrites the rows' bytes in the file rather than leaving them in free pages.
 */
export function erasePerson(s: Services) {
  registerFunctions(s.sqlite);
  return (c: Context<RouteEnv>, { query: { q } }: PersonInput) => {
    const sqlite = s.sqlite;
    const secureDelete = sqlite.pragma('secure_delete', { simple: true });
    sqlite.pragma('secure_delete = ON');
    let found: PersonFound;
    try {
      found = s.db.transaction((tx) => {
        const rows = find(tx, q);
        const contactIds = [...rows.records.contactMessages, ...rows.records.realEstateEnquiries].map((r) => r.id);
        const quoteIds = rows.records.equipmentQuotes.map((r) => r.id);
        if (contactIds.length) tx.delete(contactSubmissions).where(inArray(contactSubmissions.id, contactIds)).run();
        if (quoteIds.length) tx.delete(equipmentQuotes).where(inArray(equipmentQuotes.id, quoteIds)).run();
        return rows;
      });
    } finally {
      sqlite.pragma(`secure_delete = ${Number(secureDelete)}`);
    }
    // Nothing stored: nothing happened, so no audit line; the answer says so with total 0.
    if (found.total > 0) audit(s.db, actorOf(s, c), 'person_erased', { target: 'people', detail: `${recordsText(found.total)} erased, ${matchedBy(q)}: ${countsText(found.counts)}` });
    const answer: PersonErased = { erased: found.counts, total: found.total };
    return c.json(answer);
  };
}
