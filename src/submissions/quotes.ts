// Priced quotes (docs/product.md § Quotes): made by the desk from an enquiry, read and accepted by the client through a
// link with a long random token. A newer quote on the same enquiry withdraws the one before it, which stays listed;
// an accepted quote makes its enquiry `won` with the quote's total. Takes the database, the clock and the actor.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { lagosToday, quoteSums, type QuoteInput, type QuoteItem, type QuoteStatus } from '../../web/shared/quotes.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { enquiryEvents, quotes } from '../db/tables.ts';
import { tableOf, type Actor } from './lead-desk.ts';

export type QuoteRow = typeof quotes.$inferSelect;

/** What the quote prints about the company, kept as it was when the quote was made. */
export interface QuoteCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
  terms: string;
}

/** A sent quote past its validity date (judged in Port Harcourt) is expired; the stored status says the rest. */
export function statusOf(row: Pick<QuoteRow, 'status' | 'validUntil'>, now: number): QuoteStatus {
  if (row.status !== 'sent') return row.status;
  return row.validUntil < lagosToday(now) ? 'expired' : 'sent';
}

export const itemsOf = (row: Pick<QuoteRow, 'items'>): QuoteItem[] => JSON.parse(row.items) as QuoteItem[];
export const companyOf = (row: Pick<QuoteRow, 'company'>): QuoteCompany => JSON.parse(row.company) as QuoteCompany;

/** An enquiry's status change carrying a value: the amount quoted, won or lost, and why it was lost. */
export interface StatusValue {
  amount?: number;
  reason?: string;
  quote?: string;
}

/** The status change event, with its value kept as JSON in the event's body (a change has no text of its own). */
function statusEvent(kind: SubmissionKind, id: number, from: string, to: string, value: StatusValue, actor: Actor | null, at: string) {
  return {
    kind,
    submissionId: id,
    type: 'change' as const,
    field: 'status' as const,
    fromValue: from,
    toValue: to,
    body: Object.keys(value).length > 0 ? JSON.stringify(value) : null,
    adminId: actor?.id ?? null,
    username: actor?.username ?? null,
    createdAt: at,
  };
}

/** The statuses a new quote moves an enquiry on from: a won, lost or closed one keeps its status. */
const QUOTABLE = new Set(['new', 'contacted', 'quoted']);

/** Makes the quote in one transaction; undefined when there is no such enquiry. */
export function createQuote(db: Db, kind: SubmissionKind, id: number, input: QuoteInput & { vatPercent: number }, company: QuoteCompany, actor: Actor, now: number): QuoteRow | undefined {
  const t = tableOf(kind);
  const at = new Date(now).toISOString();
  const sums = quoteSums(input.items, input.vatPercent);
  return db.transaction((tx) => {
    const enquiry = tx.select({ status: t.status }).from(t).where(eq(t.id, id)).get();
    if (!enquiry) return undefined;
    const year = lagosToday(now).slice(0, 4);
    const last = tx
      .select({ n: sql<number | null>`max(cast(substr(${quotes.number}, 8) as integer))` })
      .from(quotes)
      .where(like(quotes.number, `Q-${year}-%`))
      .get();
    const number = `Q-${year}-${String((last?.n ?? 0) + 1).padStart(4, '0')}`;
    const row = tx
      .insert(quotes)
      .values({
        kind,
        submissionId: id,
        number,
        token: randomBytes(32).toString('base64url'),
        items: JSON.stringify(input.items),
        vatPercent: input.vatPercent,
        ...sums,
        validUntil: input.validUntil,
        notes: input.notes || null,
        company: JSON.stringify(company),
        adminId: actor.id,
        username: actor.username,
        createdAt: at,
      })
      .returning()
      .get();
    tx.update(quotes)
      .set({ status: 'withdrawn', withdrawnAt: at, supersededBy: row.id })
      .where(and(eq(quotes.kind, kind), eq(quotes.submissionId, id), eq(quotes.status, 'sent'), sql`${quotes.id} <> ${row.id}`))
      .run();
    if (QUOTABLE.has(enquiry.status)) {
      tx.update(t).set({ status: 'quoted', firstResponseAt: sql`coalesce(${t.firstResponseAt}, ${at})` }).where(eq(t.id, id)).run();
      tx.insert(enquiryEvents).values(statusEvent(kind, id, enquiry.status, 'quoted', { amount: row.total, quote: number }, actor, at)).run();
    }
    return row;
  });
}

export function listQuotes(db: Pick<Db, 'select'>, kind: SubmissionKind, id: number): QuoteRow[] {
  return db.select().from(quotes).where(and(eq(quotes.kind, kind), eq(quotes.submissionId, id))).orderBy(asc(quotes.id)).all();
}

export const quoteById = (db: Pick<Db, 'select'>, id: number) => db.select().from(quotes).where(eq(quotes.id, id)).get();
export const quoteByToken = (db: Pick<Db, 'select'>, token: string) => db.select().from(quotes).where(eq(quotes.token, token)).get();

/** The numbers of the quotes that replaced others, by id. */
export function numbersById(db: Pick<Db, 'select'>, rows: QuoteRow[]): Map<number, string> {
  const ids = new Set(rows.flatMap((r) => (r.supersededBy ? [r.supersededBy] : [])));
  return new Map([...ids].flatMap((qid) => {
    const q = quoteById(db, qid);
    return q ? [[qid, q.number] as const] : [];
  }));
}

/** A sent quote is withdrawn; an accepted or already withdrawn one answers as it is. */
export function withdrawQuote(db: Db, id: number, now: number): QuoteRow | undefined {
  db.update(quotes).set({ status: 'withdrawn', withdrawnAt: new Date(now).toISOString() }).where(and(eq(quotes.id, id), eq(quotes.status, 'sent'))).run();
  return quoteById(db, id);
}

/** The client's first opening of the page. */
export function markOpened(db: Db, id: number, now: number): void {
  db.update(quotes).set({ openedAt: new Date(now).toISOString() }).where(and(eq(quotes.id, id), sql`${quotes.openedAt} IS NULL`)).run();
}

export type AcceptOutcome = { accepted: QuoteRow; first: boolean } | { refused: QuoteStatus; row: QuoteRow };

/**
 * The client accepts: the quote is `accepted` and its enquiry `won` with the total, once. A second accept, even
 * after the desk moved the enquiry on, changes nothing; an expired or withdrawn quote is refused.
 */
export function acceptQuote(db: Db, row: QuoteRow, now: number): AcceptOutcome {
  return db.transaction((tx) => {
    const current = tx.select().from(quotes).where(eq(quotes.id, row.id)).get() ?? row;
    const status = statusOf(current, now);
    if (status === 'accepted') return { accepted: current, first: false };
    if (status !== 'sent') return { refused: status, row: current };
    const at = new Date(now).toISOString();
    tx.update(quotes).set({ status: 'accepted', acceptedAt: at }).where(eq(quotes.id, current.id)).run();
    const t = tableOf(current.kind);
    const enquiry = tx.select({ status: t.status }).from(t).where(eq(t.id, current.submissionId)).get();
    if (enquiry) {
      tx.update(t).set({ status: 'won' }).where(eq(t.id, current.submissionId)).run();
      tx.insert(enquiryEvents).values(statusEvent(current.kind, current.submissionId, enquiry.status, 'won', { amount: current.total, quote: current.number }, null, at)).run();
    }
    return { accepted: { ...current, status: 'accepted', acceptedAt: at }, first: true };
  });
}
