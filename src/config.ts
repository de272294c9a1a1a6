import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { BCRYPT_COST, LOWEST_COST } from './security/passwords.ts';
import { type OffsiteLocation, parseOffsiteUrl } from './ops/offsite/store.ts';
import { parseReplicaUrl, type ReplicaTarget } from './ops/replica/target.ts';

/** Relative to the working directory. */
export const DEFAULT_DATABASE_PATH = './data/site.db';

/** Let's Encrypt's production directory: the default certificate authority when DOMAIN is set. */
const LETS_ENCRYPT = 'https://acme-v02.api.letsencrypt.org/directory';

/** A DNS name of at least two labels (certificates are not issued for bare host names or IP addresses). */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An age X25519 identity: the Bech32 encoding of 32 bytes (upper case, as age-keygen prints it). */
const AGE_IDENTITY = /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/;

/** A variable read by a parser that answers a sentence when the value is wrong. */
const parsedBy = <T extends object>(parse: (value: string) => T | string) =>
  v.pipe(
    v.string(),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (typeof parsed === 'string') {
        addIssue({ message: parsed });
        return NEVER;
      }
      return parsed;
    }),
  );

const LogLevel = v.picklist(['debug', 'info', 'warn', 'error', 'silent']);

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a number'), v.transform(Number), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATABASE_PATH: v.optional(v.pipe(v.string(), v.minLength(1)), DEFAULT_DATABASE_PATH),
  ADMIN_USERNAME: v.optional(v.string()),
  ADMIN_PASSWORD: v.optional(v.string()),
  ADMIN_EMAIL: v.optional(v.string()),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  LOG_LEVEL: v.optional(LogLevel, 'info'),
  FORM_RATE_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'FORM_RATE_LIMIT must be a whole number (0 turns it off)'), v.transform(Number)),
    '20',
  ),
  TRUST_PROXY: v.optional(v.picklist(['0', '1', ''], 'TRUST_PROXY must be 1 or unset'), ''),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  IMAP_URL: v.optional(v.pipe(v.string(), v.regex(/^imaps?:\/\/[^/]+/, 'IMAP_URL must look like imaps://user:password@mail.example.ng:993/INBOX'))),
  IMAP_POLL_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'IMAP_POLL_SECONDS must be a whole number of seconds'), v.transform(Number), v.minValue(1, 'IMAP_POLL_SECONDS must be at least 1'), v.maxValue(60, 'IMAP_POLL_SECONDS must be at most 60')),
    '60',
  ),
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  BACKUP_KEEP_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'BACKUP_KEEP_DAYS must be a whole number of days'), v.transform(Number), v.minValue(1, 'BACKUP_KEEP_DAYS must be at least 1')),
    '14',
  ),
  BACKUP_COMMAND: v.optional(v.string()),
  DOMAIN: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)),
      v.minLength(1, 'DOMAIN must name at least one domain'),
      v.check(
        (names) => names.every((name) => HOST_NAME.test(name)),
        'DOMAIN must be domain names separated by commas, such as metrikgroup.ng,www.metrikgroup.ng (no scheme, port or path)',
      ),
    ),
  ),
  HTTPS_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'HTTPS_PORT must be a number'), v.transform(Number), v.maxValue(65535)), '443'),
  ACME_DIRECTORY_URL: v.optional(v.pipe(v.string(), v.url('ACME_DIRECTORY_URL must be the https:// address of an ACME directory')), LETS_ENCRYPT),
  ACME_EMAIL: v.optional(v.pipe(v.string(), v.email('ACME_EMAIL must be an e-mail address'))),
  CDN_CACHE_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'CDN_CACHE_SECONDS must be a whole number of seconds (0 turns it off)'),
      v.transform(Number),
      v.maxValue(86400, 'CDN_CACHE_SECONDS must be at most 86400 (a day)'),
    ),
    '0',
  ),
  SERVICE_WORKER: v.optional(v.picklist(['on', 'off'], 'SERVICE_WORKER must be on or off'), 'on'),
  OFFSITE_BACKUP_URL: v.optional(parsedBy(parseOffsiteUrl)),
  OFFSITE_BACKUP_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'OFFSITE_BACKUP_KEY must be a passphrase of at least 32 characters (64 hex characters do)'))),
  REPLICA_URL: v.optional(parsedBy(parseReplicaUrl)),
  REPLICA_SSH_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  REPLICA_LAG_ALARM_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'REPLICA_LAG_ALARM_SECONDS must be a whole number of seconds'), v.transform(Number), v.minValue(5, 'REPLICA_LAG_ALARM_SECONDS must be at least 5')),
    '300',
  ),
  REPLICA_AGE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(AGE_IDENTITY, 'REPLICA_AGE_KEY must be an age identity, the line AGE-SECRET-KEY-1… that `age-keygen` prints (74 characters)'),
    ),
  ),
});

export type LogLevel = v.InferOutput<typeof LogLevel>;

/** Every environment variable the program reads (the service's environment file carries those that are set). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.entries) as (keyof typeof EnvSchema.entries)[];

export interface Config {
  port: number;
  host: string;
  databasePath: string;
  admin: { username?: string; password?: string; email?: string };
  jwtSecret?: string;
  logLevel: LogLevel;
  /** Public form submissions accepted per client IP per 10 minutes; 0 = unlimited. */
  formRateLimit: number;
  trustProxy: boolean;
  smtpUrl?: string;
  /** The company mailbox the desk's answers are read from (src/ops/mailbox.ts), and how often it is read at the longest. */
  imapUrl?: string;
  imapPollSeconds: number;
  /** Where the daily automatic backups go (default: `backups` beside the data file), and for how many days. */
  backupDir: string;
  backupKeepDays: number;
  /** Run after each automatic backup with the file in BACKUP_FILE (e.g. a copy to another place). */
  backupCommand?: string;
  /** How long a CDN in front may serve a public page or its JSON before asking again; 0 = no shared caching. */
  cdnCacheSeconds: number;
  /** Set when DOMAIN is: the server obtains its own certificates and serves HTTPS (src/ops/tls/). */
  tls?: TlsConfig;
  /** off: /sw.js becomes a worker that empties its caches and unregisters itself on every phone (the kill switch). */
  serviceWorker: boolean;
  /** With OFFSITE_BACKUP_URL set: where each backup is also sent, and the passphrase that encrypts it first. */
  offsite?: { location: OffsiteLocation; key?: string };
  /** With REPLICA_URL set: Litestream replicates the data file there continuously (src/ops/replica/). */
  replica?: ReplicaConfig;
  /** After this many seconds behind, the replica's alarm e-mail goes out (one, and one on recovery). */
  replicaLagAlarmSeconds: number;
  /** REPLICA_AGE_KEY: encrypts the replica and the off-site copies (age X25519 identity). */
  ageIdentity?: string;
  /** bcrypt work factor for the passwords the API stores (BCRYPT_COST; the unit tests lower it, src/security/passwords.ts). */
  passwordCost: number;
}

export interface ReplicaConfig {
  target: ReplicaTarget;
  /** REPLICA_SSH_KEY: the private-key file for sftp://. */
  sshKeyPath?: string;
}

export interface TlsConfig {
  /** As listed in DOMAIN, lower-case; the first is the canonical host (www. goes to the bare name when both are listed). */
  domains: string[];
  httpsPort: number;
  directoryUrl: string;
  email?: string;
}

/** Reads the environment once; a bad value stops start-up with a sentence naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? 'environment'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  if (e.REPLICA_URL?.kind === 'sftp' && !e.REPLICA_URL.password && !e.REPLICA_SSH_KEY) {
    throw new Error('Invalid configuration:\n  REPLICA_SSH_KEY: an sftp:// replica needs a private-key file in REPLICA_SSH_KEY (or a password in REPLICA_URL)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    formRateLimit: e.FORM_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY === '1',
    smtpUrl: e.SMTP_URL,
    imapUrl: e.IMAP_URL,
    imapPollSeconds: e.IMAP_POLL_SECONDS,
    cdnCacheSeconds: e.CDN_CACHE_SECONDS,
    serviceWorker: e.SERVICE_WORKER === 'on',
    backupDir: e.BACKUP_DIR ?? join(dirname(e.DATABASE_PATH), 'backups'),
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    backupCommand: e.BACKUP_COMMAND,
    offsite: e.OFFSITE_BACKUP_URL ? { location: e.OFFSITE_BACKUP_URL, key: e.OFFSITE_BACKUP_KEY } : undefined,
    replica: e.REPLICA_URL ? { target: e.REPLICA_URL, sshKeyPath: e.REPLICA_SSH_KEY } : undefined,
    ageIdentity: e.REPLICA_AGE_KEY,
    replicaLagAlarmSeconds: e.REPLICA_LAG_ALARM_SECONDS,
    tls: e.DOMAIN ? { domains: e.DOMAIN, httpsPort: e.HTTPS_PORT, directoryUrl: e.ACME_DIRECTORY_URL, email: e.ACME_EMAIL } : undefined,
    passwordCost: BCRYPT_COST,
  };
}

/**
 * A config for tests: in-memory database, no rate limit surprises unless asked for, and passwords stored at the
 * lowest bcrypt cost (a quarter of a second less per hash; the tests of the real cost ask for BCRYPT_COST).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), databasePath: ':memory:', logLevel: 'silent', passwordCost: LOWEST_COST, ...overrides };
}
