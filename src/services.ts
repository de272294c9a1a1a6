import { NotFoundLog } from './content/not-found-log.ts';
import { ItemPageTitles } from './content/visible-items.ts';
import type { Config } from './config.ts';
import type Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import type { DatabaseHandles, Db } from './db/open.ts';
import { ContentChanges } from './content/changes.ts';
import type { Logger } from './ops/log.ts';
import { createLogger } from './ops/log.ts';
import type { AssetStore } from './render/assets.ts';
import { SubmissionWriter } from './db/submissions.ts';
import { createMailer, createNotifier, type Mailer, type Notifier } from './ops/notify.ts';
import { companyMail, notificationAddress } from './content/settings.ts';
import { TokenService } from './security/tokens.ts';
import { AutoBackup } from './ops/auto-backup.ts';
import { offsiteBackups } from './ops/offsite/offsite.ts';
import { RetentionJob } from './ops/retention.ts';
import { OverdueDigest } from './submissions/overdue-digest.ts';
import { AnswerReplay } from './http/replay.ts';
import { JobQueue } from './media/queue.ts';
import type { CutLinkPreview, CutLiteVariants, ProcessPhoto } from './media/photo-worker.ts';
import { makeLinkPreview, makeLiteVariants, processImage } from './media/process.ts';
import { PageViewCounter } from './analytics/page-views.ts';
import { CertificateKeeper } from './ops/tls/certificates.ts';
import { TlsStore } from './ops/tls/store.ts';
import { Replicator } from './ops/replica/replicator.ts';
import { MailboxReader } from './ops/mailbox.ts';
import { mailboxPositionStore } from './ops/mailbox-position.ts';
import { receiveReply } from './submissions/incoming.ts';

/** Everything a handler may use, built once per app (tests build one per case, with an in-memory database). */
export interface Services {
  config: Config;
  /** The raw better-sqlite3 connection: transactions, prepared SQL, the file's name. */
  sqlite: Database.Database;
  /** The drizzle-orm query builder over the same connection (typed tables). */
  db: Db;
  log: Logger;
  /** Notified on every content write; the render cache drops its pages. */
  changes: ContentChanges;
  /** Cached public answers replayed from the node:http handler, before the app (dropped on every content write). */
  replay: AnswerReplay;
  assets: AssetStore;
  /** Group-commit writer for contact submissions and quotes (one fsync per batch). */
  submissions: SubmissionWriter;
  /** E-mails new submissions when SMTP_URL is set; absent otherwise. */
  notifier?: Notifier;
  /** Admin sign-in tokens (JWT secret resolved once per app). */
  tokens: TokenService;
  /** The daily automatic backups (a database file only; the server starts its schedule). */
  backups?: AutoBackup;
  /** The daily deletion of enquiries and spam past their retention limits (the server starts its schedule). */
  retention: RetentionJob;
  /** The daily e-mail listing enquiries past the reply promise (the server starts its schedule). */
  overdueDigest: OverdueDigest;
  /** Image processing: one picture at a time, nine waiting, then 503 (src/media/queue.ts). */
  mediaQueue: JobQueue;
  /** Turns an upload into its original and variants: in a child process when serving (src/media/photo-worker.ts). */
  processPhoto: ProcessPhoto;
  /** Cuts a stored photo's link preview at a new focal point: in the same child process when serving. */
  cutLinkPreview: CutLinkPreview;
  /** A stored photo's lite variants, made the same way. */
  cutLiteVariants: CutLiteVariants;
  /** Sends mail to admins (password reset links) when SMTP_URL is set; absent otherwise. */
  mailer?: Mailer;
  /** The clock of sign-ins, two-factor codes and reset links (tests move it). */
  now: () => number;
  /** Page views from the beacon, held in memory and written in batches (the server starts its timer). */
  pageViews: PageViewCounter;
  /** The visible item pages' addresses and titles (counted and named in the Overview), kept until a content write. */
  itemPages: ItemPageTitles;
  /** Addresses asked for and not found, held in memory and written in batches (the server starts its timer). */
  notFound: NotFoundLog;
  /** When this app started serving (the health check's uptime). */
  startedAt: number;
  /** With DOMAIN set: the certificate obtained and renewed over ACME (the server starts it and serves HTTPS with it). */
  certificates?: CertificateKeeper;
  /** With REPLICA_URL set (and a data file): Litestream as a supervised child (the server starts and stops it). */
  replica?: Replicator;
  /** With IMAP_URL set: the company mailbox, read for the clients' answers (the server starts and stops it). */
  mailbox?: MailboxReader;
}

export interface ServiceDeps {
  config: Config;
  database: DatabaseHandles;
  assets: AssetStore;
  log?: Logger;
  /** Replaces the SMTP notifier built from config (tests). */
  notifier?: Notifier;
  /** Replaces Date.now (tests). */
  now?: () => number;
  /** The server's photo worker; without one (tests) pictures are processed in this process. */
  processPhoto?: ProcessPhoto;
  cutLinkPreview?: CutLinkPreview;
  cutLiteVariants?: CutLiteVariants;
}

export function createServices(deps: ServiceDeps): Services {
  const log = deps.log ?? createLogger(deps.config.logLevel);
  const changes = new ContentChanges();
  const now = deps.now ?? Date.now;
  const mailer = createMailer(deps.config.smtpUrl);
  const { sqlite, db } = deps.database;
  const recipient = notificationAddress(db);
  // An operator's alarm to the notification address; logged instead when mail is not set up.
  const alert = (subject: string, text: string) => {
    const to = recipient().trim();
    if (!mailer || !to) return log.warn(`not e-mailed (${mailer ? 'no notification address set' : 'SMTP_URL unset'}): ${subject}`);
    mailer.send({ to, subject, text }).catch((error) => log.warn(`could not e-mail "${subject}": ${error instanceof Error ? error.message : String(error)}`));
  };
  return {
    config: deps.config,
    sqlite,
    db,
    log,
    changes,
    replay: new AnswerReplay(changes, log, deps.config.trustProxy),
    assets: deps.assets,
    submissions: new SubmissionWriter(sqlite),
    notifier:
      deps.notifier ?? createNotifier({ smtpUrl: deps.config.smtpUrl, mailer, recipient, company: companyMail(db), log }),
    tokens: new TokenService(db, deps.config, now),
    mailer,
    now,
    pageViews: new PageViewCounter(sqlite),
    itemPages: new ItemPageTitles(db, changes),
    notFound: new NotFoundLog(sqlite),
    backups: sqlite.memory
      ? undefined
      : new AutoBackup({
          databasePath: sqlite.name,
          dir: deps.config.backupDir,
          keepDays: deps.config.backupKeepDays,
          command: deps.config.backupCommand,
          log,
          offsite: offsiteBackups(deps.config, log),
        }),
    retention: new RetentionJob({ db, log }),
    overdueDigest: new OverdueDigest({ db, sqlite, log, mailer, now }),
    mediaQueue: new JobQueue(1, 9),
    processPhoto: deps.processPhoto ?? processImage,
    cutLinkPreview: deps.cutLinkPreview ?? makeLinkPreview,
    cutLiteVariants: deps.cutLiteVariants ?? makeLiteVariants,
    startedAt: now(),
    certificates: deps.config.tls
      ? new CertificateKeeper({
          tls: deps.config.tls,
          store: new TlsStore(db),
          log,
          now,
          // The HTTPS port answers TLS-ALPN-01 (https-server.ts): the way in when port 80 is blocked.
          challengeTypes: ['http-01', 'tls-alpn-01'],
          alert,
        })
      : undefined,
    replica:
      deps.config.replica && !sqlite.memory
        ? new Replicator({
            databasePath: sqlite.name,
            replica: deps.config.replica,
            ageIdentity: deps.config.ageIdentity,
            log,
            lagAlarmSeconds: deps.config.replicaLagAlarmSeconds,
            alert,
            // Litestream's own table for this (it writes it too, after each checkpoint): one row, counted up.
            nudge: () => db.run(sql`INSERT INTO _litestream_seq (id, seq) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET seq = seq + 1`),
          })
        : undefined,
    mailbox: deps.config.imapUrl
      ? new MailboxReader({
          url: deps.config.imapUrl,
          pollSeconds: deps.config.imapPollSeconds,
          log,
          receive: (mail) => void receiveReply({ db, mailer, log, now, recipient }, mail),
          positions: mailboxPositionStore(db, now),
        })
      : undefined,
  };
}
