// Priced quotes (docs/product.md § Quotes): made by the desk from an enquiry, read and accepted by the client through a
// link with a long random token. A newer quote on the same enquiry withdraws the one before it, which stays listed;
// an accepted quote makes its enquiry `won` with the quote's total. Takes the database, the clock and the actor;
// each write and its audit line are one unit of work.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { lagosToday, quoteSums, type QuoteInput, type QuoteItem, type QuoteStatus } from '../../web/shared/quotes.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { enquiryEvents, quotes } from '../db/tables.ts';
import { commit, type Store } from '../db/unit-of-work.ts';
import type { Actor as AuditActor } from '../security/audit.ts';
import { auditTarget, recordReply, tableOf, type Actor, type ReplyRecord } from './lead-desk.ts';

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
export function createQuote(store: Store, actor: Actor, kind: SubmissionKind, id: number, input: QuoteInput & { vatPercent: number }, company: QuoteCompany, now: number): QuoteRow | undefined {
  const t = tableOf(kind);
  const at = new Date(now).toISOString();
  const sums = quoteSums(input.items, input.vatPercent);
  const tx = store.db;
  return commit(store, actor, (row) => row && { action: 'quote_created', target: auditTarget(kind, id), detail: `quote ${row.number}` }, () => {
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

/** `wasSent`: it was out with the client until now (a withdrawn or expired one answers as it is). */
export type WithdrawOutcome = { withdrawn: QuoteRow; wasSent: boolean } | { refused: 'accepted'; row: QuoteRow } | undefined;

/**
 * A sent quote is withdrawn (audited); an already withdrawn or expired one answers as it is; an accepted one is
 * refused: the client holds it. Undefined when there is no such quote.
 */
export function withdrawQuote(store: Store, actor: AuditActor, id: number, now: number): WithdrawOutcome {
  const { db } = store;
  const said = (outcome: WithdrawOutcome) =>
    outcome && 'withdrawn' in outcome && outcome.wasSent
      ? { action: 'quote_withdrawn' as const, target: auditTarget(outcome.withdrawn.kind, outcome.withdrawn.submissionId), detail: `quote ${outcome.withdrawn.number}` }
      : undefined;
  return commit(store, actor, said, () => {
    const before = quoteById(db, id);
    if (!before) return undefined;
    if (before.status === 'accepted') return { refused: 'accepted' as const, row: before };
    db.update(quotes).set({ status: 'withdrawn', withdrawnAt: new Date(now).toISOString() }).where(and(eq(quotes.id, id), eq(quotes.status, 'sent'))).run();
    return { withdrawn: quoteById(db, id)!, wasSent: before.status === 'sent' };
  });
}

/** The client's first opening of the page (the PDF's does not count), audited once. */
export function markOpened(store: Store, actor: AuditActor, row: QuoteRow, now: number): void {
  const said = (opened: boolean) => (opened ? { action: 'quote_opened' as const, target: auditTarget(row.kind, row.submissionId), detail: `quote ${row.number}` } : undefined);
  commit(store, actor, said, () =>
    store.db.update(quotes).set({ openedAt: new Date(now).toISOString() }).where(and(eq(quotes.id, row.id), sql`${quotes.openedAt} IS NULL`)).run().changes > 0,
  );
}

/** The quote was e-mailed to the client: on the enquiry's timeline as a reply (when the enquiry is still there), and audited. */
export function recordQuoteSent(
  store: Store,
  actor: Actor,
  row: QuoteRow,
  reply: { subject: string; body: string; messageId: string },
  now: number,
): ReplyRecord | undefined {
  return commit(store, actor, { action: 'enquiry_replied', target: auditTarget(row.kind, row.submissionId), detail: `quote ${row.number} e-mailed` }, () =>
    recordReply(store.db, row.kind, row.submissionId, { channel: 'email', ...reply }, actor, now),
  );
}

export type AcceptOutcome = { accepted: QuoteRow; first: boolean } | { refused: QuoteStatus; row: QuoteRow };

/**
 * The client accepts: the quote is `accepted` and its enquiry `won` with the total, once (audited). A second
 * accept, even after the desk moved the enquiry on, changes nothing; an expired or withdrawn quote is refused.
 */
export function acceptQuote(store: Store, actor: AuditActor, row: QuoteRow, now: number): AcceptOutcome {
  const tx = store.db;
  const said = (outcome: AcceptOutcome) =>
    'accepted' in outcome && outcome.first ? { action: 'quote_accepted' as const, target: auditTarget(row.kind, row.submissionId), detail: `quote ${row.number}, ${row.total}` } : undefined;
  return commit(store, actor, said, () => {
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
