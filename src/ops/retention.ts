// The daily clean-up the privacy notice promises (Nigeria Data Protection Act 2023: personal data is kept no longer
// than needed): enquiries older than "Keep enquiries for" and spam older than "Keep spam for" (Settings, Privacy
// and retention) are deleted for good, in both inboxes. Each run that deletes something writes one audit line
// (counts and cut-offs, never a name or an address); a run that finds nothing due writes none, so the Activity
// tab is not filled with a line a day saying nothing. A failure is logged and never stops the site; the next
// run tries again.
//
// Deletes run on the server's own connection, like the inbox's Delete: the group-commit thread writes new
// submissions through its own connection and waits (busy_timeout) for the short lock a batch holds. Rows are
// deleted at most BATCH_SIZE per transaction with a turn of the event loop between batches, so a first run over
// years of rows never holds the write lock, or the event loop, for long. A new submission is never older than a
// cut-off, so no acknowledged submission can be lost.
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { contactKind, countsText, noCounts, totalOf, type RecordCounts, type RecordKind } from '../../web/shared/person.ts';
import { retentionLimits, type RetentionLimits } from '../../web/shared/retention.ts';
import { readSettings } from '../content/settings.ts';
import { purgeTrash } from '../content/trash.ts';
import { TRASH_DAYS } from '../../web/shared/trash.ts';
import type { Db } from '../db/open.ts';
import { audit, SYSTEM } from '../security/audit.ts';
import { KEY_LIFETIME_HOURS } from '../submissions/idempotency.ts';
import { contactSubmissions, equipmentQuotes, idempotencyKeys } from '../db/tables.ts';
import type { Logger } from './log.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run waits a little, so a restart's first minutes belong to visitors. */
export const FIRST_RUN_AFTER_MS = 2 * 60 * 1000;
export const RUN_EVERY_MS = DAY_MS;
const BATCH_SIZE = 500;

export interface RetentionOptions {
  db: Db;
  log: Logger;
  /** The clock the cut-offs are computed from (tests move it). */
  now?: () => Date;
  batchSize?: number;
}

export interface RetentionRun {
  limits: RetentionLimits;
  /** Rows received before these times were due (ISO, UTC). */
  enquiriesBefore: string;
  spamBefore: string;
  enquiries: RecordCounts;
  spam: RecordCounts;
  /** Idempotency-Keys of form posts older than 24 hours, removed (each holds a row id and a hash, never words). */
  idempotencyKeys: number;
  /** Content blocks past their days in the trash, removed for good (their revisions stay). */
  trashedBlocks: number;
}

/** `months` calendar months before `now`, the day kept where the month has it (31 May - 3 months = 28/29 Feb). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/** What one run of the clean-up would use: the limits from the settings and their cut-off times. */
function cutOffs(limits: RetentionLimits, now: Date) {
  return {
    enquiriesBefore: monthsBefore(now, limits.enquiryMonths).toISOString(),
    spamBefore: new Date(now.getTime() - limits.spamDays * DAY_MS).toISOString(),
  };
}

/** Each inbox, what its deleted rows return, and the kind of record that makes each one. */
/** Deletes up to `limit` rows of one table with this spam flag received before `before`; the kind of each. */
type Sweep = (db: Db, isSpam: boolean, before: string, limit: number) => RecordKind[];

// created_at is ISO-8601 UTC text, so text order is time order; the (is_spam, created_at) index finds the rows.
const SWEEPS: Sweep[] = [
  (db, isSpam, before, limit) => {
    const t = contactSubmissions;
    const due = db.select({ id: t.id }).from(t).where(and(eq(t.isSpam, isSpam), lt(t.createdAt, before))).limit(limit);
    return db.delete(t).where(inArray(t.id, due)).returning({ service: t.service }).all().map((row) => contactKind(row.service));
  },
  (db, isSpam, before, limit) => {
    const t = equipmentQuotes;
    const due = db.select({ id: t.id }).from(t).where(and(eq(t.isSpam, isSpam), lt(t.createdAt, before))).limit(limit);
    return db.delete(t).where(inArray(t.id, due)).returning({ id: t.id }).all().map(() => 'equipmentQuotes');
  },
];

/** Removes Idempotency-Keys older than their lifetime before `now`; how many went. */
function expireIdempotencyKeys(db: Db, now: Date): number {
  const before = new Date(now.getTime() - KEY_LIFETIME_HOURS * 60 * 60 * 1000).toISOString();
  return db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, before)).run().changes;
}

export class RetentionJob {
  readonly #o: Required<RetentionOptions>;
  #timer?: NodeJS.Timeout;
  #running?: Promise<RetentionRun | undefined>;
  #stopped = false;

  constructor(options: RetentionOptions) {
    this.#o = { ...options, now: options.now ?? (() => new Date()), batchSize: options.batchSize ?? BATCH_SIZE };
  }

  /** First run FIRST_RUN_AFTER_MS after start, then once every RUN_EVERY_MS. */
  start(): void {
    this.#stopped = false;
    this.#timer = setTimeout(() => {
      void this.runNow();
      this.#timer = setInterval(() => void this.runNow(), RUN_EVERY_MS);
      this.#timer.unref?.();
    }, FIRST_RUN_AFTER_MS);
    this.#timer.unref?.();
  }

  /** Stops the schedule; a run in progress ends after its current batch, and is waited for. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Resolves when no run is in progress (a scheduled run started by the timer included). */
  async runningNow(): Promise<void> {
    await this.#running;
  }

  /** One run now (one at a time); what it deleted, or undefined when it failed. Never throws. */
  runNow(): Promise<RetentionRun | undefined> {
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #run(): Promise<RetentionRun | undefined> {
    const { db, log } = this.#o;
    try {
      const settings = readSettings(db);
      const limits = retentionLimits((key) => settings.get(key));
      const { enquiriesBefore, spamBefore } = cutOffs(limits, this.#o.now());
      const run: RetentionRun = { limits, enquiriesBefore, spamBefore, enquiries: noCounts(), spam: noCounts(), idempotencyKeys: 0, trashedBlocks: 0 };
      await this.#deleteOlder(false, enquiriesBefore, run.enquiries);
      await this.#deleteOlder(true, spamBefore, run.spam);
      run.idempotencyKeys = expireIdempotencyKeys(db, this.#o.now());
      run.trashedBlocks = purgeTrash(db, this.#o.now().getTime());
      if (run.trashedBlocks > 0) log.info(`retention: removed ${run.trashedBlocks} block(s) kept ${TRASH_DAYS} days in the trash`);
      const deleted = totalOf(run.enquiries) + totalOf(run.spam);
      if (deleted > 0) {
        const detail = `Enquiries received before ${enquiriesBefore} (kept ${limits.enquiryMonths} months): ${countsText(run.enquiries)}. Spam received before ${spamBefore} (kept ${limits.spamDays} days): ${countsText(run.spam)}.`;
        audit(db, SYSTEM, 'retention_deleted', { target: 'retention', detail });
        log.info(`retention: deleted ${deleted} old submission(s)`);
      } else {
        log.debug('retention: nothing due');
      }
      return run;
    } catch (error) {
      log.error(`retention clean-up failed (tried again at the next run): ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** Deletes the rows of one spam flag received before `before`, batch by batch, counting them by kind. */
  async #deleteOlder(isSpam: boolean, before: string, counts: RecordCounts) {
    for (const sweep of SWEEPS) {
      while (!this.#stopped) {
        const kinds = sweep(this.#o.db, isSpam, before, this.#o.batchSize);
        for (const kind of kinds) counts[kind]++;
        if (kinds.length < this.#o.batchSize) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}
