// The two inboxes as data: which table each kind lives in, the ?q= search, the counts, deleting a row for good
// and the CSV export's columns. The admin's routes (src/api/inbox.ts, submissions.ts) call these.
import { and, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ENQUIRY_STATUSES, overdueCutoff, STATUS_LABELS, type EnquiryStatus } from '../../web/shared/lead-desk.ts';
import { LAGOS_OFFSET_MS } from '../../web/shared/overview.ts';
import { DURATION_LABELS, EQUIPMENT_LABELS, SERVICE_LABELS } from '../../web/shared/submission-labels.ts';
import type { InboxCounts, SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { adminUsers, contactSubmissions, enquiryEvents, equipmentQuotes } from '../db/tables.ts';
import { commit, record, type Store } from '../db/unit-of-work.ts';
import type { Actor } from '../security/audit.ts';
import { wroteAgainAfter } from '../../web/shared/mailbox.ts';
import { toCsv, type CsvCell } from './csv.ts';
import { promiseHoursOf, withOverdue } from './lead-desk.ts';

type SubmissionTable = typeof contactSubmissions | typeof equipmentQuotes;

/** Per export: who each assignee id is. */
interface CsvContext {
  assignee: (id: number | null) => string;
}

/** What each list needs; the CSV row is typed by its own table's rows, so a renamed column fails the type-check. */
interface KindInfo<Table extends SubmissionTable> {
  table: Table;
  /** The table name, used as the audit target prefix. */
  tableName: string;
  noun: string;
  fileStem: string;
  /** The columns ?q= looks in. */
  searchable: SQLWrapper[];
  csvHeader: string[];
  csvRow: (row: Table['$inferSelect'], context: CsvContext) => CsvCell[];
}

/** An ISO time as Port Harcourt reads it (West Africa Time, UTC+1 all year), in a form spreadsheets take as a date. */
export function lagosTime(iso: string | null): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;
const hoursToReply = (row: { createdAt: string; firstResponseAt: string | null }) =>
  row.firstResponseAt ? Math.round(((Date.parse(row.firstResponseAt) - Date.parse(row.createdAt)) / 3_600_000) * 10) / 10 : '';

/** The lead desk's columns, the same at the end of both files. */
const LEAD_HEADER = ['Status', 'Status code', 'Assigned to', 'First reply (Port Harcourt time)', 'Hours to first reply', 'Read at (Port Harcourt time)'];
const leadCells = (r: { status: EnquiryStatus; assigneeId: number | null; createdAt: string; firstResponseAt: string | null; readAt: string | null }, c: CsvContext): CsvCell[] => [
  STATUS_LABELS[r.status],
  r.status,
  c.assignee(r.assigneeId),
  lagosTime(r.firstResponseAt),
  hoursToReply(r),
  lagosTime(r.readAt),
];

export const KINDS: { contact: KindInfo<typeof contactSubmissions>; quote: KindInfo<typeof equipmentQuotes> } = {
  contact: {
    table: contactSubmissions,
    tableName: 'contact_submissions',
    noun: 'contact submission',
    fileStem: 'contact-submissions',
    searchable: [
      sql`${contactSubmissions.firstName} || ' ' || ${contactSubmissions.lastName}`,
      contactSubmissions.email,
      contactSubmissions.phone,
      contactSubmissions.message,
    ],
    csvHeader: ['ID', 'Received (Port Harcourt time)', 'First name', 'Last name', 'Email', 'Phone', 'Service', 'Service code', 'Message', ...LEAD_HEADER],
    csvRow: (r, c) => [r.id, lagosTime(r.createdAt), r.firstName, r.lastName, r.email, r.phone, label(SERVICE_LABELS, r.service), r.service, r.message, ...leadCells(r, c)],
  },
  quote: {
    table: equipmentQuotes,
    tableName: 'equipment_quotes',
    noun: 'equipment quote request',
    fileStem: 'equipment-quotes',
    searchable: [equipmentQuotes.name, equipmentQuotes.email, equipmentQuotes.phone, equipmentQuotes.projectLocation, equipmentQuotes.projectDetails],
    csvHeader: [
      'ID',
      'Received (Port Harcourt time)',
      'Name',
      'Equipment type',
      'Equipment type code',
      'Rental duration',
      'Rental duration code',
      'Start date',
      'Project location',
      'Project details',
      'Email',
      'Phone',
      ...LEAD_HEADER,
    ],
    csvRow: (r, c) => [
      r.id,
      lagosTime(r.createdAt),
      r.name,
      label(EQUIPMENT_LABELS, r.equipmentType),
      r.equipmentType,
      label(DURATION_LABELS, r.rentalDuration),
      r.rentalDuration,
      r.startDate,
      r.projectLocation,
      r.projectDetails,
      r.email,
      r.phone,
      ...leadCells(r, c),
    ],
  },
};

/** The table a kind of submission is stored in. */
/**
 * The WHERE condition for `?q=` on a list: rows whose name, e-mail, phone or text contains q, ignoring case
 * (for ASCII letters: SQLite's lower() leaves other scripts as they are). undefined when q is absent or blank.
 * q travels as a bound parameter; instr() rather than LIKE so % and _ in q are plain characters.
 */
function submissionSearch(kind: SubmissionKind, q: string | undefined): SQL | undefined {
  const needle = q?.trim();
  if (!needle) return undefined;
  return or(...KINDS[kind].searchable.map((column) => sql`instr(lower(${column}), lower(${needle})) > 0`));
}

/** What the admin's list narrows by: spam or not, a search, a status, an assignee ("none": nobody), a service. */
export interface InboxFilter {
  spam: boolean;
  q?: string;
  status?: EnquiryStatus;
  assignee?: number | 'none';
  /** Only enquiries still waiting for a first answer (status new). */
  needsReply: boolean;
  /** Contact messages only. */
  service?: string;
}

/**
 * Per enquiry of a kind that has an e-mail from its client: when the client last wrote and when its status last
 * changed. Only enquiries with an incoming e-mail are listed, so the map stays small whatever the list's length.
 */
function lastIncomingAndChange(db: Db, kind: SubmissionKind): Map<number, { lastIn: string | null; lastChange: string | null }> {
  const e = enquiryEvents;
  const rows = db
    .select({
      id: e.submissionId,
      lastIn: sql<string | null>`max(CASE WHEN ${e.type} = 'reply' AND ${e.direction} = 'in' THEN ${e.createdAt} END)`,
      lastChange: sql<string | null>`max(CASE WHEN ${e.field} = 'status' THEN ${e.createdAt} END)`,
    })
    .from(e)
    .where(eq(e.kind, kind))
    .groupBy(e.submissionId)
    .having(sql`max(CASE WHEN ${e.type} = 'reply' AND ${e.direction} = 'in' THEN 1 END) = 1`)
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

/** A list of enquiries, newest first, each saying whether it is past the reply promise and whether its client wrote again. */
export function listInbox(db: Db, kind: SubmissionKind, filter: InboxFilter, now: number) {
  // One select for both tables: the columns differ, and the JSON carries whichever the table has.
  const t = KINDS[kind].table as typeof contactSubmissions;
  const where = and(
    eq(t.isSpam, filter.spam),
    submissionSearch(kind, filter.q),
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.needsReply ? eq(t.status, 'new') : undefined,
    filter.assignee === 'none' ? isNull(t.assigneeId) : filter.assignee ? eq(t.assigneeId, filter.assignee) : undefined,
    filter.service && kind === 'contact' ? eq(t.service, filter.service) : undefined,
  );
  const promise = promiseHoursOf(db);
  const wrote = lastIncomingAndChange(db, kind);
  return db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .all()
    .map((row) => {
      const last = wrote.get(row.id);
      return { ...withOverdue(row, promise, now), clientWroteAgain: wroteAgainAfter(row.status, last?.lastIn, last?.lastChange) };
    });
}

/** A list's counts: total, unread, overdue and per status (not spam), and spam. */
export function inboxCounts(db: Db, kind: SubmissionKind, now: number): InboxCounts {
  const t = KINDS[kind].table;
  const overdueBefore = overdueCutoff(promiseHoursOf(db), now);
  const row = db
    .select({
      total: sql<number>`coalesce(sum(${t.isSpam} = 0), 0)`,
      unread: sql<number>`coalesce(sum(${t.isSpam} = 0 AND ${t.readAt} IS NULL), 0)`,
      spam: sql<number>`coalesce(sum(${t.isSpam} = 1), 0)`,
      overdue: sql<number>`coalesce(sum(${t.isSpam} = 0 AND ${t.status} = 'new' AND ${t.createdAt} < ${overdueBefore}), 0)`,
    })
    .from(t)
    .get();
  const statuses = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>;
  for (const { status, n } of db.select({ status: t.status, n: sql<number>`count(*)` }).from(t).where(eq(t.isSpam, false)).groupBy(t.status).all()) {
    statuses[status] = n;
  }
  return { total: row?.total ?? 0, unread: row?.unread ?? 0, spam: row?.spam ?? 0, overdue: row?.overdue ?? 0, statuses };
}

/** Today in Port Harcourt (West Africa Time), as YYYY-MM-DD, for the export's file name. */
export function lagosDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Every non-spam row of a list, newest first, as CSV cells. */
function csvRows<Table extends SubmissionTable>(db: Db, info: KindInfo<Table>): CsvCell[][] {
  const t = info.table;
  // select() of a whole table answers its $inferSelect rows; drizzle cannot show that for a generic table.
  const rows = db.select().from(t).where(eq(t.isSpam, false)).orderBy(desc(t.createdAt), desc(t.id)).all() as Table['$inferSelect'][];
  const names = new Map(db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).all().map((a) => [a.id, a.username]));
  const context: CsvContext = { assignee: (id) => (id === null ? '' : (names.get(id) ?? `admin ${id}`)) };
  return rows.map((row) => info.csvRow(row, context));
}

/** A list as a spreadsheet file: every non-spam row, newest first (see csv.ts for quoting, BOM and the formula guard). Audited with its row count. */
export function exportInboxCsv(store: Pick<Store, 'db'>, actor: Actor, kind: SubmissionKind): string {
  const rows = kind === 'contact' ? csvRows(store.db, KINDS.contact) : csvRows(store.db, KINDS.quote);
  record(store, actor, { action: 'submissions_exported', target: KINDS[kind].tableName, detail: `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}` });
  return toCsv(KINDS[kind].csvHeader, rows);
}

/** Deletes a row for good (its notes and replies with it); false when there was none. The audit line names only the id. */
export function deleteSubmission(store: Store, actor: Actor, kind: SubmissionKind, id: number): boolean {
  const t = KINDS[kind].table;
  return commit(store, actor, (deleted) => (deleted ? { action: 'submission_deleted', target: `${KINDS[kind].tableName}/${id}` } : undefined), () =>
    store.db.delete(t).where(eq(t.id, id)).run().changes > 0,
  );
}
