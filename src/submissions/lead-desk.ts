// The lead desk's domain (docs/product.md § Lead desk): an enquiry's status, assignee, notes, replies and the
// changes between them, kept in enquiry_events beside the enquiry's own row. Takes the database, the clock and
// the acting admin; each change and its audit lines are one unit of work. The HTTP handlers (src/api/lead-desk.ts)
// only validate, call these and shape the answer.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CHANNEL_LABELS,
  isOverdue,
  replyPromiseHours,
  STATUS_LABELS,
  type EnquiryChange,
  type EnquiryNote,
  type EnquiryReply,
  type EnquiryStatus,
  type EnquiryTimeline,
  type ReplyChannel,
} from '../../web/shared/lead-desk.ts';
import type { MailAttachment } from '../../web/shared/mailbox.ts';
import { SETTING } from '../../web/shared/settings.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { adminUsers, contactSubmissions, enquiryEvents, equipmentQuotes, quotes } from '../db/tables.ts';
import { readSetting } from '../content/settings.ts';
import { commit, type Line, type Store } from '../db/unit-of-work.ts';
import type { Actor as AuditActor } from '../security/audit.ts';

/** The admin at the desk: who, for the timeline, and from where, for the audit trail. */
export type Actor = AuditActor & { id: number; username: string };

type Table = typeof contactSubmissions | typeof equipmentQuotes;
const TABLES: Record<SubmissionKind, Table> = { contact: contactSubmissions, quote: equipmentQuotes };
export const tableOf = (kind: SubmissionKind) => TABLES[kind];
const TABLE_NAMES: Record<SubmissionKind, string> = { contact: 'contact_submissions', quote: 'equipment_quotes' };
/** An enquiry as the audit trail names it, e.g. "equipment_quotes/7". */
export const auditTarget = (kind: SubmissionKind, id: number) => `${TABLE_NAMES[kind]}/${id}`;

export type EnquiryRow = typeof contactSubmissions.$inferSelect | typeof equipmentQuotes.$inferSelect;

/** The reply promise in hours, from the settings. */
export function promiseHoursOf(db: Db): number {
  return replyPromiseHours(readSetting(db, SETTING.replyPromiseHours));
}

/** A row as the API answers with it: the stored fields (its source among them), whether it is overdue now and read. */
export function withOverdue<Row extends { status: string; createdAt: string; isSpam: boolean; readAt: string | null }>(
  row: Row,
  promiseHours: number,
  now: number,
) {
  return { ...row, overdue: isOverdue(row, promiseHours, now), read: row.readAt !== null };
}

export function loadEnquiry(db: Db, kind: SubmissionKind, id: number): EnquiryRow | undefined {
  const t = tableOf(kind);
  return db.select().from(t).where(eq(t.id, id)).get();
}

const iso = (now: number) => new Date(now).toISOString();

/** Notes, replies and changes of one enquiry, oldest first. */
export function timelineOf(db: Pick<Db, 'select'>, kind: SubmissionKind, id: number): EnquiryTimeline {
  const events = db
    .select()
    .from(enquiryEvents)
    .where(and(eq(enquiryEvents.kind, kind), eq(enquiryEvents.submissionId, id)))
    .orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id))
    .all();
  const notes: EnquiryNote[] = [];
  const replies: EnquiryReply[] = [];
  const history: EnquiryChange[] = [];
  for (const e of events) {
    if (e.type === 'note') notes.push({ id: e.id, text: e.body ?? '', username: e.username, createdAt: e.createdAt });
    else if (e.type === 'reply') replies.push(replyOf(e));
    else if (e.field) history.push({ field: e.field, from: changeValue(e.field, e.fromValue), to: changeValue(e.field, e.toValue), username: e.username, at: e.createdAt, ...changeValueOf(e.body) });
  }
  return { notes, replies, history };
}

function replyOf(e: typeof enquiryEvents.$inferSelect): EnquiryReply {
  const reply: EnquiryReply = { id: e.id, channel: e.channel ?? 'email', direction: e.direction, subject: e.subject, body: e.body, username: e.username, sentAt: e.createdAt };
  if (e.direction === 'in') {
    reply.from = e.fromAddress ?? '';
    reply.attachments = parseAttachments(e.attachments);
  }
  return reply;
}

function parseAttachments(json: string | null): MailAttachment[] {
  try {
    const list = json ? JSON.parse(json) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** A status change's amount (quoted, won or lost), the reason it was lost and the quote behind it, kept as JSON in its body. */
function changeValueOf(body: string | null): Pick<EnquiryChange, 'amount' | 'reason' | 'quote'> {
  try {
    const value = body ? JSON.parse(body) : {};
    return {
      ...(typeof value.amount === 'number' ? { amount: value.amount } : {}),
      ...(typeof value.reason === 'string' ? { reason: value.reason } : {}),
      ...(typeof value.quote === 'string' ? { quote: value.quote } : {}),
    };
  } catch {
    return {};
  }
}

const changeValue = (field: 'status' | 'assigneeId', value: string | null) => (value === null ? null : field === 'assigneeId' ? Number(value) : value);

export class UnknownAssigneeError extends Error {
  constructor(id: number) {
    super(`There is no admin ${id} to give this enquiry to.`);
  }
}

export interface EnquiryPatch {
  read?: boolean;
  status?: EnquiryStatus;
  assigneeId?: number | null;
  amount?: number;
  reason?: string;
}

/**
 * What a move to quoted, won or lost carries: the amount (unless typed, the latest live quote's total; for won and
 * lost without a quote, what the enquiry was last quoted at by hand, so that the value won and lost is never a
 * quoted figure forgotten) and, for lost, why.
 */
function statusValue(tx: Pick<Db, 'select'>, kind: SubmissionKind, id: number, patch: EnquiryPatch): { amount?: number; reason?: string; quote?: string } {
  const value: { amount?: number; reason?: string; quote?: string } = {};
  if (patch.status === 'quoted' || patch.status === 'won' || patch.status === 'lost') {
    const quote = patch.amount === undefined ? latestQuote(tx, kind, id) : undefined;
    const amount = patch.amount ?? quote?.total ?? (patch.status === 'quoted' ? undefined : lastQuotedAmount(tx, kind, id));
    if (amount !== undefined) value.amount = amount;
    if (quote) value.quote = quote.number;
  }
  if (patch.status === 'lost' && patch.reason) value.reason = patch.reason;
  return value;
}

/** The amount the enquiry's latest move to quoted carried, if any. */
function lastQuotedAmount(tx: Pick<Db, 'select'>, kind: SubmissionKind, id: number): number | undefined {
  const body = tx
    .select({ body: enquiryEvents.body })
    .from(enquiryEvents)
    .where(and(eq(enquiryEvents.kind, kind), eq(enquiryEvents.submissionId, id), eq(enquiryEvents.type, 'change'), eq(enquiryEvents.field, 'status'), eq(enquiryEvents.toValue, 'quoted')))
    .orderBy(desc(enquiryEvents.id))
    .get()?.body;
  return changeValueOf(body ?? null).amount;
}

function latestQuote(tx: Pick<Db, 'select'>, kind: SubmissionKind, id: number) {
  return tx
    .select({ total: quotes.total, number: quotes.number })
    .from(quotes)
    .where(and(eq(quotes.kind, kind), eq(quotes.submissionId, id), inArray(quotes.status, ['sent', 'accepted'])))
    .orderBy(desc(quotes.id))
    .get();
}

export interface PatchResult {
  row: EnquiryRow;
  /** What changed, for the audit log and the assignee's e-mail; a field set to its current value is not a change. */
  changes: EnquiryChange[];
  read?: boolean;
}

/** Applies a patch in one transaction; undefined when there is no such enquiry. */
export function patchEnquiry(store: Store, actor: Actor, kind: SubmissionKind, id: number, patch: EnquiryPatch, now: number): PatchResult | undefined {
  const t = tableOf(kind);
  const { db } = store;
  const said = (result: PatchResult | undefined): Line[] | undefined =>
    result && [
      ...(result.read !== undefined ? [{ action: 'submission_read' as const, target: auditTarget(kind, id), detail: result.read ? 'marked read' : 'marked unread' }] : []),
      ...result.changes.map((change) => changeLine(db, kind, id, change)),
    ];
  return commit(store, actor, said, () => {
    const before = db.select().from(t).where(eq(t.id, id)).get();
    if (!before) return undefined;
    if (patch.assigneeId != null && !db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, patch.assigneeId)).get()) {
      throw new UnknownAssigneeError(patch.assigneeId);
    }
    const at = iso(now);
    const changes: EnquiryChange[] = [];
    const set: Partial<EnquiryRow> = {};
    if (patch.status !== undefined && patch.status !== before.status) {
      set.status = patch.status;
      changes.push({ field: 'status', from: before.status, to: patch.status, username: actor.username, at, ...statusValue(db, kind, id, patch) });
    }
    if (patch.assigneeId !== undefined && patch.assigneeId !== before.assigneeId) {
      set.assigneeId = patch.assigneeId;
      changes.push({ field: 'assigneeId', from: before.assigneeId, to: patch.assigneeId, username: actor.username, at });
    }
    // Marking an already-read enquiry read keeps its first readAt.
    if (patch.read === true && before.readAt === null) set.readAt = at;
    if (patch.read === false) set.readAt = null;
    if (Object.keys(set).length > 0) db.update(t).set(set).where(eq(t.id, id)).run();
    for (const change of changes) {
      db.insert(enquiryEvents)
        .values({ kind, submissionId: id, type: 'change', field: change.field, fromValue: stored(change.from), toValue: stored(change.to), body: changeBody(change), adminId: actor.id, username: actor.username, createdAt: at })
        .run();
    }
    const row = db.select().from(t).where(eq(t.id, id)).get()!;
    return { row, changes, read: patch.read };
  });
}

const adminName = (db: Pick<Db, 'select'>, id: number | null) =>
  id === null ? 'nobody' : (db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, id)).get()?.username ?? `admin ${id}`);

/** A change's audit line: "status New → Contacted", "assigned nobody → ada". */
function changeLine(db: Pick<Db, 'select'>, kind: SubmissionKind, id: number, change: EnquiryChange): Line {
  const label = (status: string | number | null) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;
  return change.field === 'status'
    ? { action: 'enquiry_status_changed', target: auditTarget(kind, id), detail: `status ${label(change.from)} → ${label(change.to)}` }
    : { action: 'enquiry_assigned', target: auditTarget(kind, id), detail: `assigned ${adminName(db, change.from as number | null)} → ${adminName(db, change.to as number | null)}` };
}

/** A change's amount, reason and quote as its event's body (JSON), or none. */
function changeBody({ amount, reason, quote }: EnquiryChange): string | null {
  const value = { ...(amount !== undefined ? { amount } : {}), ...(reason ? { reason } : {}), ...(quote ? { quote } : {}) };
  return Object.keys(value).length ? JSON.stringify(value) : null;
}

const stored = (value: string | number | null) => (value === null ? null : String(value));

/** A private note; undefined when there is no such enquiry. The words stay out of the audit trail: they are personal data that leaves with the enquiry. */
export function addNote(store: Store, actor: Actor, kind: SubmissionKind, id: number, text: string, now: number): EnquiryNote | undefined {
  const { db } = store;
  const said = (note: EnquiryNote | undefined) => note && { action: 'enquiry_note_added' as const, target: auditTarget(kind, id), detail: `note ${note.id}` };
  return commit(store, actor, said, () => {
    if (!loadEnquiry(db, kind, id)) return undefined;
    const createdAt = iso(now);
    const { id: noteId } = db
      .insert(enquiryEvents)
      .values({ kind, submissionId: id, type: 'note', body: text, adminId: actor.id, username: actor.username, createdAt })
      .returning({ id: enquiryEvents.id })
      .get();
    return { id: noteId, text, username: actor.username, createdAt };
  });
}

export interface ReplyRecord {
  reply: EnquiryReply;
  /** The status change a first answer makes (new → contacted), when it made one. */
  change?: EnquiryChange;
}

/**
 * Records that the company answered (an e-mail sent from the panel, or WhatsApp or a call outside it): the
 * reply, firstResponseAt when it is the first, and a `new` enquiry becomes `contacted`. One transaction.
 */
export function recordReply(
  db: Db,
  kind: SubmissionKind,
  id: number,
  reply: { channel: ReplyChannel; subject?: string; body?: string; messageId?: string },
  actor: Actor,
  now: number,
): ReplyRecord | undefined {
  const t = tableOf(kind);
  const sentAt = iso(now);
  return db.transaction((tx) => {
    const before = tx.select({ status: t.status }).from(t).where(eq(t.id, id)).get();
    if (!before) return undefined;
    const subject = reply.subject || null;
    const body = reply.body || null;
    const { id: replyId } = tx
      .insert(enquiryEvents)
      .values({ kind, submissionId: id, type: 'reply', channel: reply.channel, subject, body, messageId: reply.messageId, adminId: actor.id, username: actor.username, createdAt: sentAt })
      .returning({ id: enquiryEvents.id })
      .get();
    tx.update(t).set({ firstResponseAt: sql`coalesce(${t.firstResponseAt}, ${sentAt})` }).where(eq(t.id, id)).run();
    let change: EnquiryChange | undefined;
    if (before.status === 'new') {
      tx.update(t).set({ status: 'contacted' }).where(eq(t.id, id)).run();
      tx.insert(enquiryEvents)
        .values({ kind, submissionId: id, type: 'change', field: 'status', fromValue: 'new', toValue: 'contacted', adminId: actor.id, username: actor.username, createdAt: sentAt })
        .run();
      change = { field: 'status', from: 'new', to: 'contacted', username: actor.username, at: sentAt };
    }
    return { reply: { id: replyId, channel: reply.channel, direction: 'out', subject, body, username: actor.username, sentAt }, change };
  });
}

/**
 * The company answered an enquiry (an e-mail from the panel, or WhatsApp or a call outside it), with its audit
 * lines: the answer, and the status change a first one makes. Undefined when there is no such enquiry.
 */
export function answerEnquiry(
  store: Store,
  actor: Actor,
  kind: SubmissionKind,
  id: number,
  reply: { channel: ReplyChannel; subject?: string; body?: string; messageId?: string },
  now: number,
): ReplyRecord | undefined {
  const said = (recorded: ReplyRecord | undefined) =>
    recorded && [
      { action: 'enquiry_replied' as const, target: auditTarget(kind, id), detail: `answered by ${CHANNEL_LABELS[reply.channel].toLowerCase()}` },
      ...(recorded.change ? [changeLine(store.db, kind, id, recorded.change)] : []),
    ];
  return commit(store, actor, said, () => recordReply(store.db, kind, id, reply, actor, now));
}

/** A Message-ID of the desk's own (without brackets), at the company's mail domain: every e-mail the desk sends
 * carries one, stored with it, so that the client's answer finds its enquiry (src/submissions/incoming.ts). */
export function deskMessageId(companyEmail: string): string {
  const domain = /@([^@\s>]+)$/.exec(companyEmail)?.[1] ?? 'desk.invalid';
  return `desk-${randomUUID()}@${domain}`;
}
