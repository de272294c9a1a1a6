// E-mails each new submission to the notification address from the site settings. Fire-and-forget: the visitor's
// row is already committed when this runs, and a slow or failing mail server must never delay or lose it.
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';
import type { Logger } from './log.ts';
import { DURATION_LABELS, EQUIPMENT_LABELS, SERVICE_LABELS } from '../../web/shared/submission-labels.ts';
import { enquiryLink, lagosTime } from './mail-words.ts';

export type StoredSubmission = (ContactRow | QuoteRow) & { id: number };

export interface Notifier {
  submissionReceived(kind: SubmissionKind, row: StoredSubmission): void;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (the new-sign-in e-mail); every word of it is in `text` too. */
  html?: string;
  /** A quote's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** `<id@domain>`: the desk's e-mails carry their own, so the client's answer finds its enquiry. */
  messageId?: string;
}

export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

export interface NotifierOptions {
  smtpUrl: string | undefined;
  /** The admin's notification address, read at each send so a settings change applies at once. */
  recipient: () => string;
  /** The company's name, e-mail and website address from the settings: the e-mails come from it and link to the panel. */
  company?: () => CompanyMail;
  log: Logger;
  /** Tests pass their own; by default nodemailer over smtpUrl, created on first use. */
  createTransport?: (smtpUrl: string) => MailTransport | Promise<MailTransport>;
  /** The server's one mailer, shared with password-reset mail so the health check sees every send. */
  mailer?: Mailer;
}

/** How the last message went, for the operator's health check. */
export interface MailStatus {
  lastSentAt: string | null;
  lastFailedAt: string | null;
  lastError: string | null;
}

/** Sends one message over SMTP_URL; the sender is filled in (see senderFor). */
export interface Mailer {
  /** `sender`: the name to show, and the address to send from when the SMTP account is not itself an address (default: "Website" and the recipient's own). */
  send(message: Omit<MailMessage, 'from'> & { sender?: { name: string; address: string } }): Promise<void>;
  status(): MailStatus;
}

/** undefined when SMTP_URL is unset. The transport is created on first use and reused. */
export function createMailer(smtpUrl: string | undefined, createTransport: NotifierOptions['createTransport'] = nodemailerTransport): Mailer | undefined {
  if (!smtpUrl) return undefined;
  let transport: Promise<MailTransport> | undefined;
  const status: MailStatus = { lastSentAt: null, lastFailedAt: null, lastError: null };
  return {
    async send(message) {
      try {
        transport ??= Promise.resolve(createTransport(smtpUrl));
        const { sender, ...mail } = message;
        await (await transport).sendMail({ ...mail, from: senderFor(smtpUrl, sender ?? { name: 'Website', address: message.to }) });
        status.lastSentAt = new Date().toISOString();
        status.lastError = null;
      } catch (error) {
        status.lastFailedAt = new Date().toISOString();
        status.lastError = describe(error);
        throw error;
      }
    },
    status: () => ({ ...status }),
  };
}

/** undefined when SMTP_URL is unset: no mail is ever attempted. */
export function createNotifier(options: NotifierOptions): Notifier | undefined {
  const { recipient, log } = options;
  const mailer = options.mailer ?? createMailer(options.smtpUrl, options.createTransport);
  if (!mailer) return undefined;

  async function send(kind: SubmissionKind, row: StoredSubmission) {
    const to = recipient().trim();
    if (!to) {
      log.debug(`no notification_email set; ${kind} #${row.id} not e-mailed`);
      return;
    }
    const company = options.company?.() ?? { name: 'Website', email: '', siteUrl: '' };
    await mailer!.send({ ...composeMail(kind, row, to, company), sender: { name: company.name || 'Website', address: company.email || to } });
    log.debug(`${kind} #${row.id} e-mailed`);
  }

  return {
    submissionReceived(kind, row) {
      // Spam (honeypot) rows stay in the database for review but do not wake anyone up.
      if (row.isSpam) return;
      try {
        send(kind, row).catch((error) => log.warn(`could not e-mail ${kind} #${row.id}: ${describe(error)}`));
      } catch (error) {
        log.warn(`could not e-mail ${kind} #${row.id}: ${describe(error)}`);
      }
    },
  };
}

export interface CompanyMail {
  name: string;
  email: string;
  siteUrl: string;
}

async function nodemailerTransport(smtpUrl: string): Promise<MailTransport> {
  // Loaded on first use so that servers without SMTP_URL never pay for it at start-up.
  const nodemailer = (await import('nodemailer')).default;
  return nodemailer.createTransport(smtpUrl) as MailTransport;
}

/** Mail servers usually accept only their own account as sender: the SMTP user when it is an address. */
function senderFor(smtpUrl: string, fallback: { name: string; address: string }): string {
  let user = '';
  try {
    user = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    user = '';
  }
  return `"${fallback.name.replace(/["\\\r\n]/g, '')}" <${user.includes('@') ? user : fallback.address}>`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

function composeMail(kind: SubmissionKind, row: StoredSubmission, to: string, company: CompanyMail): Omit<MailMessage, 'from'> {
  const received = `Received: ${lagosTime(new Date().toISOString())} (Port Harcourt time)`;
  const open = `Open it in the admin panel: ${enquiryLink(company.siteUrl, kind, row.id)}`;
  if (kind === 'contact') {
    const r = row as ContactRow & { id: number };
    const name = `${r.firstName} ${r.lastName}`;
    const service = SERVICE_LABELS[r.service] ?? r.service;
    return {
      to,
      replyTo: r.email,
      subject: oneLine(`${name}: new ${r.service === 'real-estate' ? 'real-estate enquiry' : `message about ${service}`} [contact #${r.id}]`),
      text: [`${name} wrote through the website.`, '', `Name: ${name}`, `E-mail: ${r.email}`, `Phone: ${r.phone ?? '-'}`, `Service: ${service}`, received, '', r.message, '', open].join('\n'),
    };
  }
  const q = row as QuoteRow & { id: number };
  const name = q.name?.trim() || q.email;
  const equipment = EQUIPMENT_LABELS[q.equipmentType] ?? q.equipmentType;
  const duration = DURATION_LABELS[q.rentalDuration] ?? q.rentalDuration;
  return {
    to,
    replyTo: q.email,
    subject: oneLine(`${name}: equipment quote request, ${equipment}, ${duration.toLowerCase()} [quote #${q.id}]`),
    text: [
      `${name} asked for an equipment rental quote through the website.`,
      '',
      `Name: ${q.name?.trim() || '-'}`,
      `Equipment: ${equipment}`,
      `Rental: ${duration}`,
      `Start date: ${q.startDate}`,
      `Project location: ${q.projectLocation}`,
      `E-mail: ${q.email}`,
      `Phone: ${q.phone}`,
      received,
      '',
      q.projectDetails,
      '',
      open,
    ].join('\n'),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
