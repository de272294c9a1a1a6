// The lead desk (docs/product.md § Lead desk): every enquiry's status, assignee, notes, replies and the reply
// promise. Shared by the server (validation, the routes' answers) and the admin panel (labels, the forms).
import * as v from 'valibot';
import type { Attribution } from './attribution.ts';
import type { MailAttachment } from './mailbox.ts';
import { whatsappDigits } from './whatsapp.ts';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed (not a lead)',
};

export const REPLY_CHANNELS = ['email', 'whatsapp', 'phone'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
export const CHANNEL_LABELS: Record<ReplyChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp', phone: 'Phone call' };

export const NOTE_MAX = 5000;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20000;

/** The reply promise (hours) when the setting is unset or unreadable: the 24 hours the real-estate page promises. */
export const DEFAULT_REPLY_PROMISE_HOURS = 24;
export const REPLY_PROMISE_RANGE = { min: 1, max: 168 } as const;

/** The setting's value as hours; the default for anything outside 1-168. */
export function replyPromiseHours(setting: string | undefined): number {
  const hours = /^\d{1,3}$/.test(setting?.trim() ?? '') ? Number(setting) : Number.NaN;
  return hours >= REPLY_PROMISE_RANGE.min && hours <= REPLY_PROMISE_RANGE.max ? hours : DEFAULT_REPLY_PROMISE_HOURS;
}

/** An enquiry received before this time (ISO, UTC) and still `new` is overdue: the one cut-off SQL and code compare with. */
export const overdueCutoff = (promiseHours: number, now: number) => new Date(now - promiseHours * 3_600_000).toISOString();

/** Still `new` and received longer ago than the promise. Spam is never a lead. */
export function isOverdue(row: { status: string; createdAt: string; isSpam?: boolean }, promiseHours: number, now: number): boolean {
  return row.status === 'new' && !row.isSpam && row.createdAt < overdueCutoff(promiseHours, now);
}

/** An enquiry's reference as the visitor is given it when their form is sent ("contact #42"). */
export const visitorReference = (kind: 'contact' | 'quote', id: number) => `${kind} #${id}`;

/** The reference a reply's subject ends with, so the conversation can be found in the company mailbox. */
export const enquiryReference = (kind: 'contact' | 'quote', id: number) => `[${visitorReference(kind, id)}]`;

/** The subject as sent: the reference appended unless the admin already typed it. */
export function subjectWithReference(subject: string, reference: string): string {
  const trimmed = subject.trim();
  return trimmed.endsWith(reference) ? trimmed : `${trimmed} ${reference}`;
}

const trimmed = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`),
  );

export const NoteBody = v.object({ text: trimmed('The note', NOTE_MAX) });
export const ReplyBody = v.object({
  subject: v.pipe(trimmed('The subject', REPLY_SUBJECT_MAX), v.regex(/^[^\r\n]*$/, 'The subject must be one line')),
  body: trimmed('The message', REPLY_BODY_MAX),
});
export const ContactedBody = v.object({
  channel: v.picklist(['whatsapp', 'phone'], 'channel must be whatsapp or phone'),
  body: v.optional(v.pipe(v.string('body must be text'), v.trim(), v.maxLength(REPLY_BODY_MAX, `body must be at most ${REPLY_BODY_MAX} characters`))),
});

/** PATCH /api/admin/submissions/:kind/:id: any of read, status, assigneeId (null gives it to nobody). */
/** Why a lead was lost: the short list the desk picks from (it may add its own words). */
export const LOST_REASONS = ['Price too high', 'Went with another company', 'No reply from the client', 'Not available when needed', 'Project cancelled'] as const;
const LOST_REASON_MAX = 500;

export const SubmissionPatchBody = v.pipe(
  v.object({
    read: v.optional(v.boolean('read must be true or false')),
    status: v.optional(v.picklist(ENQUIRY_STATUSES, `status must be one of ${ENQUIRY_STATUSES.join(', ')}`)),
    assigneeId: v.optional(v.nullable(v.pipe(v.number('assigneeId must be an admin id or null'), v.integer('assigneeId must be an admin id or null'), v.minValue(1, 'assigneeId must be an admin id or null')))),
    /** With a status of quoted, won or lost: the amount in naira (quoted and won default to the latest quote's total). */
    amount: v.optional(v.pipe(v.number('amount must be a number of naira'), v.minValue(0, 'amount cannot be negative'), v.maxValue(1e12, 'amount is too large'))),
    /** With lost: why (one of LOST_REASONS, or words of the desk's own). */
    reason: v.optional(v.pipe(v.string('reason must be text'), v.trim(), v.maxLength(LOST_REASON_MAX, `reason must be at most ${LOST_REASON_MAX} characters`))),
  }),
  v.check((body) => body.read !== undefined || body.status !== undefined || body.assigneeId !== undefined, 'Send at least one of read, status or assigneeId'),
);

export interface EnquiryNote {
  id: number;
  text: string;
  username: string | null;
  createdAt: string;
}
export interface EnquiryReply {
  id: number;
  channel: ReplyChannel;
  /** `out`: the company answered; `in`: the client's e-mail, read from the company mailbox. */
  direction: 'in' | 'out';
  subject: string | null;
  body: string | null;
  username: string | null;
  sentAt: string;
  /** An incoming reply's sender and the files that came with it. */
  from?: string;
  attachments?: MailAttachment[];
}

export interface EnquiryChange {
  field: 'status' | 'assigneeId';
  from: string | number | null;
  to: string | number | null;
  username: string | null;
  at: string;
  /** A status change to quoted, won or lost: the amount in naira; lost: why; the quote that made it. */
  amount?: number;
  reason?: string;
  quote?: string;
}
/** What the lead desk adds to every enquiry row in the lists and the detail. */
export interface LeadFields {
  status: EnquiryStatus;
  assigneeId: number | null;
  firstResponseAt: string | null;
  overdue: boolean;
  read: boolean;
  attribution: Attribution | null;
}
export interface EnquiryTimeline {
  notes: EnquiryNote[];
  replies: EnquiryReply[];
  history: EnquiryChange[];
}

/**
 * The visitor's number as wa.me wants it (country code first, digits only), or the reason there is none: a
 * Nigerian 0803 123 4567 becomes 2348031234567; a number with its country code keeps it.
 */
export function whatsappNumberOf(phone: string | null | undefined): { digits: string } | { reason: string } {
  if (!phone?.trim()) return { reason: 'The visitor left no phone number.' };
  const digits = whatsappDigits(phone);
  if (digits) return { digits };
  return { reason: `"${phone.trim()}" cannot be a phone number WhatsApp knows: it needs a Nigerian number (0803 123 4567) or a country code (+44 …).` };
}

/** The placeholders a reply template may use, with what each becomes. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'service', 'reference', 'company', 'phone', 'email'] as const;
export type TemplateWords = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/** A template's text with {name}, {service}, … filled; unknown braces are left as typed. */
export function fillTemplate(text: string, words: TemplateWords): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => ((TEMPLATE_PLACEHOLDERS as readonly string[]).includes(key) ? words[key as keyof TemplateWords] : whole));
}

export interface ReplyTemplate {
  name: string;
  subject: string;
  body: string;
}

/** The seeded templates: the admin keeps their own in Settings → Reply templates. */
export const DEFAULT_REPLY_TEMPLATES: ReplyTemplate[] = [
  {
    name: 'Thank you, we will call you',
    subject: 'Your enquiry to {company}',
    body: 'Dear {name},\n\nThank you for contacting {company} about {service}. One of our team will call you within one working day to talk it through.\n\nIf it is urgent, call us on {phone}.\n\nKind regards,\n{company}',
  },
  {
    name: 'Site visit',
    subject: 'A site visit for your {service} enquiry',
    body: 'Dear {name},\n\nThank you for your enquiry. We would like to visit the site to understand what you need before we quote. Please reply with two or three days and times that suit you this week or next.\n\nKind regards,\n{company}\n{phone}',
  },
  {
    name: 'Your equipment quote',
    subject: 'Your equipment rental quote from {company}',
    body: 'Dear {name},\n\nThank you for your rental request. Please find our quote below:\n\nMachine: \nRental period: \nRate: ₦ \nDelivery to site: ₦ \n\nThe quote is valid for 14 days. Reply to this e-mail or call {phone} to book.\n\nKind regards,\n{company}',
  },
];

const TEMPLATE_MAX = 20;
export const ReplyTemplatesSchema = v.pipe(
  v.array(
    v.object({
      name: trimmed('A template name', 100),
      subject: trimmed('A template subject', REPLY_SUBJECT_MAX),
      body: trimmed('A template message', REPLY_BODY_MAX),
    }),
    'The reply templates must be a list',
  ),
  v.maxLength(TEMPLATE_MAX, `At most ${TEMPLATE_MAX} reply templates`),
);

/** The templates as the setting stores them (JSON); the seeded ones when it is unset or unreadable. */
export function parseReplyTemplates(setting: string | undefined): ReplyTemplate[] {
  if (!setting?.trim()) return DEFAULT_REPLY_TEMPLATES;
  try {
    const parsed = v.safeParse(ReplyTemplatesSchema, JSON.parse(setting));
    return parsed.success ? parsed.output : DEFAULT_REPLY_TEMPLATES;
  } catch {
    return DEFAULT_REPLY_TEMPLATES;
  }
}

/** The digest's hour (0-23, Port Harcourt time) when unset: 8 in the morning, before the working day. */
export const DEFAULT_DIGEST_HOUR = 8;
