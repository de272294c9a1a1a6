import { dirname, join } from 'node:path';
import * as v from 'valibot';

/** Relative to the working directory. */
export const DEFAULT_DATABASE_PATH = './data/site.db';

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
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  BACKUP_KEEP_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'BACKUP_KEEP_DAYS must be a whole number of days'), v.transform(Number), v.minValue(1, 'BACKUP_KEEP_DAYS must be at least 1')),
    '14',
  ),
  BACKUP_COMMAND: v.optional(v.string()),
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
});

export type LogLevel = v.InferOutput<typeof LogLevel>;

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
  /** Where the daily automatic backups go (default: `backups` beside the data file), and for how many days. */
  backupDir: string;
  backupKeepDays: number;
  /** Run after each automatic backup with the file in BACKUP_FILE (e.g. a copy to another place). */
  backupCommand?: string;
  /** How long a CDN in front may serve a public page or its JSON before asking again; 0 = no shared caching. */
  cdnCacheSeconds: number;
  /** off: /sw.js becomes a worker that empties its caches and unregisters itself on every phone (the kill switch). */
  serviceWorker: boolean;
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
    cdnCacheSeconds: e.CDN_CACHE_SECONDS,
    serviceWorker: e.SERVICE_WORKER === 'on',
    backupDir: e.BACKUP_DIR ?? join(dirname(e.DATABASE_PATH), 'backups'),
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    backupCommand: e.BACKUP_COMMAND,
  };
}

/** A config for tests: in-memory database, no rate limit surprises unless asked for. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), databasePath: ':memory:', logLevel: 'silent', ...overrides };
}
