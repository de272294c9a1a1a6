// A client's e-mail read from the company mailbox (docs/product.md § Replies from the mailbox): matched to the
// enquiry whose desk e-mail it answers (In-Reply-To / References against the Message-ID each desk e-mail carries),
// or by the subject's [contact #id] / [quote #id] only when it comes from that enquiry's own address; stored once
// per Message-ID as an incoming reply, and the enquiry becomes unread. The mailbox reader (src/ops/mailbox.ts)
// parses the message; this decides where it belongs and records it in one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { enquiryReference, REPLY_BODY_MAX, STATUS_LABELS } from '../../web/shared/lead-desk.ts';
import { CLOSED_STATUSES, type MailAttachment } from '../../web/shared/mailbox.ts';
import { SETTING } from '../../web/shared/settings.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Db } from '../db/open.ts';
import { contactSubmissions, enquiryEvents, equipmentQuotes } from '../db/tables.ts';
import { readSettings } from '../content/settings.ts';
import type { Logger } from '../ops/log.ts';
import type { Mailer } from '../ops/notify.ts';
import { findAdminProfile } from '../security/admins.ts';
import type { EnquiryRow } from './lead-desk.ts';

const tableOf = (kind: SubmissionKind) => (kind === 'quote' ? equipmentQuotes : contactSubmissions);

export interface IncomingMail {
  /** Without angle brackets. */
  messageId: string;
  inReplyTo: string[];
  references: string[];
  from: string;
  subject: string;
  text: string;
  date: Date | null;
  attachments: MailAttachment[];
}

export interface Attached {
  kind: SubmissionKind;
  id: number;
  row: EnquiryRow;
  eventId: number;
}

const SUBJECT_MAX = 300;
const REFERENCE_IN_SUBJECT = /\[(contact|quote) #(\d{1,12})\]/i;

/** The enquiry a message answers, by its threading headers, then by the subject's reference from the enquiry's own address. */
function enquiryFor(db: Pick<Db, 'select'>, mail: IncomingMail): { kind: SubmissionKind; id: number } | undefined {
  const refs = [...new Set([...mail.inReplyTo, ...mail.references])].slice(0, 100);
  if (refs.length > 0) {
    const sent = db
      .select({ kind: enquiryEvents.kind, id: enquiryEvents.submissionId })
      .from(enquiryEvents)
      .where(and(inArray(enquiryEvents.messageId, refs), eq(enquiryEvents.direction, 'out')))
      .get();
    if (sent) return sent;
  }
  const match = REFERENCE_IN_SUBJECT.exec(mail.subject);
  if (!match) return undefined;
  const kind = match[1].toLowerCase() as SubmissionKind;
  const id = Number(match[2]);
  const t = tableOf(kind);
  const row = db.select({ email: t.email }).from(t).where(eq(t.id, id)).get();
  return row && row.email.trim().toLowerCase() === mail.from.trim().toLowerCase() ? { kind, id } : undefined;
}

/** Records the message on its enquiry; undefined when it answers none, or was stored already (the same Message-ID). */
function attachIncoming(db: Db, mail: IncomingMail, now: number): Attached | undefined {
  return db.transaction((tx) => {
    const seen = tx.select({ id: enquiryEvents.id }).from(enquiryEvents).where(eq(enquiryEvents.messageId, mail.messageId)).get();
    if (seen) return undefined;
    const target = enquiryFor(tx, mail);
    if (!target) return undefined;
    const t = tableOf(target.kind);
    // The message's own date, kept between what it answers and now: a Date header has whole seconds and a client's
    // clock may be wrong, and the answer must not show before the e-mail it answers.
    const sent = Math.min(mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.getTime() : now, now);
    const latest = tx
      .select({ at: sql<string>`max(${enquiryEvents.createdAt})` })
      .from(enquiryEvents)
      .where(and(eq(enquiryEvents.kind, target.kind), eq(enquiryEvents.submissionId, target.id)))
      .get()?.at;
    const after = Math.max(Date.parse(latest ?? '') || 0, Date.parse(tx.select({ at: t.createdAt }).from(t).where(eq(t.id, target.id)).get()?.at ?? '') || 0);
    const at = new Date(Math.min(Math.max(sent, after + 1), Math.max(now, after + 1))).toISOString();
    const subject = mail.subject.trim().slice(0, SUBJECT_MAX) || null;
    const { id: eventId } = tx
      .insert(enquiryEvents)
      .values({
        kind: target.kind,
        submissionId: target.id,
        type: 'reply',
        channel: 'email',
        direction: 'in',
        subject,
        body: mail.text.slice(0, REPLY_BODY_MAX),
        messageId: mail.messageId,
        fromAddress: mail.from.slice(0, 320),
        attachments: JSON.stringify(mail.attachments.slice(0, 50)),
        createdAt: at,
      })
      .returning({ id: enquiryEvents.id })
      .get();
    tx.update(t).set({ readAt: null }).where(eq(t.id, target.id)).run();
    const row = tx.select().from(t).where(eq(t.id, target.id)).get()!;
    return { ...target, row, eventId };
  });
}

export interface ReplyNotice {
  db: Db;
  mailer?: Mailer;
  log: Logger;
  now: () => number;
  /** The office's notification address: told when nobody is given the enquiry. */
  recipient: () => string;
}

/** Stores a message read from the mailbox where it belongs, and tells the enquiry's assignee (else the office). */
export function receiveReply(deps: ReplyNotice, mail: IncomingMail): Attached | undefined {
  let attached: Attached | undefined;
  try {
    attached = attachIncoming(deps.db, mail, deps.now());
  } catch (error) {
    deps.log.warn(`mailbox message ${mail.messageId} not stored: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (!attached) return undefined;
  const ref = enquiryReference(attached.kind, attached.id);
  deps.log.info(`mailbox: a reply from the client of ${ref} was added to its timeline`);
  const assignee = attached.row.assigneeId === null ? undefined : findAdminProfile(deps.db, attached.row.assigneeId);
  const to = assignee?.email ?? deps.recipient().trim();
  if (!deps.mailer || !to) return attached;
  const siteUrl = (readSettings(deps.db).get(SETTING.siteUrl) ?? '').replace(/\/$/, '');
  const reopened = CLOSED_STATUSES.includes(attached.row.status) ? ` The enquiry was marked ${STATUS_LABELS[attached.row.status].toLowerCase()}: the client wrote again.` : '';
  const text = [
    `Hello${assignee ? ` ${assignee.username}` : ''},`,
    '',
    `${mail.from} answered about ${ref}: "${mail.subject}".${reopened}`,
    '',
    mail.text.slice(0, 1000),
    '',
    `Read it and answer in the admin panel: ${siteUrl ? `${siteUrl}/admin` : '/admin on the website'} (Submissions).`,
  ].join('\n');
  deps.mailer
    .send({ to, subject: `The client answered ${ref}`, text })
    .catch((error) => deps.log.warn(`could not tell ${to} of the reply to ${ref}: ${error instanceof Error ? error.message : String(error)}`));
  return attached;
}
