// The daily reminder (docs/product.md § Lead desk): once a day, at the hour the admin chose (Settings →
// Enquiries, Port Harcourt time), one e-mail to the notification address lists the enquiries still waiting for a
// first reply past the promise: "3 enquiries are waiting for a reply: …". Sent only when something is waiting;
// the day is marked done (in server_state) once checked at or after that hour, so a restart never sends twice.
import { and, asc, eq, lt } from 'drizzle-orm';
import { DEFAULT_DIGEST_HOUR, enquiryReference, overdueCutoff } from '../../web/shared/lead-desk.ts';
import { lagosDay, LAGOS_OFFSET_MS } from '../../web/shared/overview.ts';
import { SETTING } from '../../web/shared/settings.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import { readSettings } from '../content/settings.ts';
import type { Db } from '../db/open.ts';
import { contactSubmissions, equipmentQuotes, serverState } from '../db/tables.ts';
import { commit, type Store } from '../db/unit-of-work.ts';
import type { Mailer } from '../ops/notify.ts';
import type { Logger } from '../ops/log.ts';
import { SYSTEM } from '../security/audit.ts';
import { promiseHoursOf } from './lead-desk.ts';

const DONE_KEY = 'overdue_digest_day';
/** How often the schedule looks at the clock: the e-mail leaves within this of the chosen hour. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

export type DigestOutcome = 'before-hour' | 'already-done' | 'nothing-waiting' | 'no-mail' | 'sent' | 'failed';

interface Waiting {
  kind: SubmissionKind;
  id: number;
  who: string;
  createdAt: string;
}

export interface DigestOptions extends Store {
  log: Logger;
  mailer?: Mailer;
  now: () => number;
}

const hoursSince = (iso: string, now: number) => Math.floor((now - Date.parse(iso)) / 3_600_000);

/** Every enquiry still new past the promise, oldest first. */
function overdueEnquiries(db: Db, now: number): Waiting[] {
  const before = overdueCutoff(promiseHoursOf(db), now);
  const contact = db
    .select({ id: contactSubmissions.id, first: contactSubmissions.firstName, last: contactSubmissions.lastName, service: contactSubmissions.service, createdAt: contactSubmissions.createdAt })
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.isSpam, false), eq(contactSubmissions.status, 'new'), lt(contactSubmissions.createdAt, before)))
    .orderBy(asc(contactSubmissions.createdAt))
    .all()
    .map((r) => ({ kind: 'contact' as const, id: r.id, who: `${r.first} ${r.last} (${r.service === 'real-estate' ? 'real-estate enquiry' : 'contact message'})`, createdAt: r.createdAt }));
  const quotes = db
    .select({ id: equipmentQuotes.id, name: equipmentQuotes.name, email: equipmentQuotes.email, createdAt: equipmentQuotes.createdAt })
    .from(equipmentQuotes)
    .where(and(eq(equipmentQuotes.isSpam, false), eq(equipmentQuotes.status, 'new'), lt(equipmentQuotes.createdAt, before)))
    .orderBy(asc(equipmentQuotes.createdAt))
    .all()
    .map((r) => ({ kind: 'quote' as const, id: r.id, who: `${r.name ?? r.email} (equipment quote request)`, createdAt: r.createdAt }));
  return [...contact, ...quotes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function digestText(waiting: Waiting[], now: number, siteUrl: string): { subject: string; text: string } {
  const n = waiting.length;
  const subject = `${n} ${n === 1 ? 'enquiry is' : 'enquiries are'} waiting for a reply`;
  const lines = waiting.map((w) => `- ${w.who} ${enquiryReference(w.kind, w.id)}, waiting ${hoursSince(w.createdAt, now)} hours`);
  const panel = siteUrl ? `${siteUrl.replace(/\/$/, '')}/admin` : 'the admin panel (/admin)';
  return { subject, text: [`${subject}:`, '', ...lines, '', `Answer them from Submissions in ${panel}: "Needs a reply" lists them.`].join('\n') };
}

export class OverdueDigest {
  readonly #o: DigestOptions;
  #timer?: NodeJS.Timeout;

  constructor(options: DigestOptions) {
    this.#o = options;
  }

  start(): void {
    this.#timer = setInterval(() => void this.runDue(), CHECK_EVERY_MS);
    this.#timer.unref?.();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** Sends today's reminder if its hour has come and today's is not done. Never throws. */
  async runDue(): Promise<DigestOutcome> {
    const { db, log, mailer } = this.#o;
    try {
      const now = this.#o.now();
      const settings = readSettings(db);
      const hour = Number(settings.get(SETTING.digestHour) ?? DEFAULT_DIGEST_HOUR);
      const localHour = new Date(now + LAGOS_OFFSET_MS).getUTCHours();
      if (localHour < (Number.isInteger(hour) ? hour : DEFAULT_DIGEST_HOUR)) return 'before-hour';
      const today = lagosDay(new Date(now));
      if (db.select({ value: serverState.value }).from(serverState).where(eq(serverState.key, DONE_KEY)).get()?.value === today) return 'already-done';
      const waiting = overdueEnquiries(db, now);
      const to = settings.get(SETTING.notificationEmail)?.trim() ?? '';
      let outcome: DigestOutcome = 'nothing-waiting';
      let sent: string | undefined;
      if (waiting.length > 0) {
        if (!mailer || !to) {
          log.info(`${waiting.length} overdue enquiries; no reminder e-mailed (${mailer ? 'no notification address set' : 'SMTP_URL unset'})`);
          outcome = 'no-mail';
        } else {
          const { subject, text } = digestText(waiting, now, settings.get(SETTING.siteUrl) ?? '');
          await mailer.send({ to, subject, text });
          sent = subject;
          outcome = 'sent';
        }
      }
      // The day is done and, when a reminder went, the trail says so: together.
      commit(this.#o, SYSTEM, () => (sent === undefined ? undefined : { action: 'overdue_digest_sent', target: 'enquiries', detail: sent }), () =>
        db.insert(serverState).values({ key: DONE_KEY, value: today }).onConflictDoUpdate({ target: serverState.key, set: { value: today } }).run(),
      );
      return outcome;
    } catch (error) {
      // Not marked done: the next check tries again.
      log.warn(`overdue reminder not sent: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
  }
}
