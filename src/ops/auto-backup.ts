// Backups without remembering: once a day the server copies its database (SQLite's backup API, safe under load,
// like `node dist/server.js backup`) into BACKUP_DIR, removes copies older than BACKUP_KEEP_DAYS, and runs the
// operator's BACKUP_COMMAND (e.g. an `rclone copy` to another place) on the new file. A failure is logged and
// shown in the admin panel; it never stops the site.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupFile, BackupStatus } from '../../web/shared/backups.ts';
import type { Logger } from './log.ts';
import { backupDatabase, backupName } from './backup.ts';
import type { OffsiteBackups } from './offsite/offsite.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the server looks whether a day has passed since the newest backup. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look waits a little, so a restart's first minute belongs to visitors. */
const FIRST_CHECK_AFTER_MS = 60 * 1000;
const COMMAND_TIMEOUT_MS = 30 * 60 * 1000;
const NAME = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.db$/;

export interface AutoBackupOptions {
  databasePath: string;
  dir: string;
  keepDays: number;
  command?: string;
  log: Logger;
  now?: () => Date;
  /** With OFFSITE_BACKUP_URL set: each new backup is also sent there, in the background. */
  offsite?: OffsiteBackups;
}


const createdAtOf = (name: string) => {
  const m = NAME.exec(name);
  return m ? `${m[1]}T${m[2]}:${m[3]}:${m[4]}Z` : undefined;
};

export class AutoBackup {
  readonly #o: Required<Omit<AutoBackupOptions, 'command' | 'offsite'>> & Pick<AutoBackupOptions, 'command' | 'offsite'>;
  #timer?: NodeJS.Timeout;
  #running?: Promise<void>;
  #lastAttemptAt: string | null = null;
  #lastError: string | null = null;
  #commandError: string | null = null;

  constructor(options: AutoBackupOptions) {
    this.#o = { ...options, now: options.now ?? (() => new Date()) };
  }

  /** The automatic backups in BACKUP_DIR, newest first. */
  list(): BackupFile[] {
    let names: string[];
    try {
      names = readdirSync(this.#o.dir);
    } catch {
      return [];
    }
    return names
      .flatMap((name) => {
        const createdAt = createdAtOf(name);
        if (!createdAt) return [];
        try {
          return [{ name, size: statSync(join(this.#o.dir, name)).size, createdAt }];
        } catch {
          return [];
        }
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  status(): Omit<BackupStatus, 'replica'> & { dir: string } {
    const newest = this.list()[0] ?? null;
    const offsite = this.#o.offsite?.status() ?? null;
    const ageMs = newest ? this.#o.now().getTime() - Date.parse(newest.createdAt) : Number.POSITIVE_INFINITY;
    const warning = this.#lastError
      ? `The last automatic backup failed: ${this.#lastError}`
      : this.#commandError
        ? `The last backup was made, but BACKUP_COMMAND failed: ${this.#commandError}`
        : offsite?.lastError
          ? `The last backup was made, but its off-site copy failed: ${offsite.lastError}`
          : !newest
          ? this.#lastAttemptAt
            ? 'There is no automatic backup yet.'
            : 'There is no automatic backup yet; the first is made within an hour of the server starting.'
          : ageMs > 2 * DAY_MS
            ? `The newest automatic backup is ${Math.floor(ageMs / DAY_MS)} days old.`
            : null;
    return {
      dir: this.#o.dir,
      keepDays: this.#o.keepDays,
      commandConfigured: Boolean(this.#o.command),
      lastAttemptAt: this.#lastAttemptAt,
      lastError: this.#lastError,
      commandError: this.#commandError,
      newest,
      warning,
      offsite,
    };
  }

  /** True when the newest backup is a day old, or there is none. */
  isDue(): boolean {
    const newest = this.list()[0];
    return !newest || this.#o.now().getTime() - Date.parse(newest.createdAt) >= DAY_MS;
  }

  /** Looks a minute after start, then every hour: a backup is made when one is due. */
  start(): void {
    const check = () => {
      if (this.isDue()) void this.runNow();
    };
    this.#timer = setTimeout(() => {
      check();
      this.#timer = setInterval(check, CHECK_EVERY_MS);
      this.#timer.unref();
    }, FIRST_CHECK_AFTER_MS);
    this.#timer.unref();
  }

  /** Stops the schedule and waits for a backup in progress. */
  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Makes one backup now (one at a time), prunes old ones, runs BACKUP_COMMAND. Never throws. */
  runNow(): Promise<void> {
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #run(): Promise<void> {
    const at = this.#o.now();
    this.#lastAttemptAt = at.toISOString();
    const file = join(this.#o.dir, backupName(at));
    try {
      mkdirSync(this.#o.dir, { recursive: true });
      const result = await backupDatabase(this.#o.databasePath, file, { force: true });
      this.#lastError = null;
      this.#o.log.info(`automatic backup: ${file} (${result.bytes} bytes, ${result.ms} ms)`);
    } catch (error) {
      this.#lastError = error instanceof Error ? error.message : String(error);
      this.#o.log.error(`automatic backup failed: ${this.#lastError}`);
      return;
    }
    this.#prune(at);
    this.#o.offsite?.sendInBackground(file);
    if (this.#o.command) {
      this.#commandError = await runCommand(this.#o.command, file);
      if (this.#commandError) this.#o.log.warn(`BACKUP_COMMAND failed: ${this.#commandError}`);
    }
  }

  /** Removes backups older than BACKUP_KEEP_DAYS, never the newest. */
  #prune(now: Date) {
    const [, ...older] = this.list();
    for (const backup of older) {
      if (now.getTime() - Date.parse(backup.createdAt) > this.#o.keepDays * DAY_MS) {
        rmSync(join(this.#o.dir, backup.name), { force: true });
        this.#o.log.info(`automatic backup removed after ${this.#o.keepDays} days: ${backup.name}`);
      }
    }
  }
}

/** Runs the operator's command with the new file in BACKUP_FILE; null on success, else what went wrong. */
function runCommand(command: string, file: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { env: { ...process.env, BACKUP_FILE: file }, stdio: ['ignore', 'ignore', 'pipe'], timeout: COMMAND_TIMEOUT_MS });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-500);
    });
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(null);
      else resolve(`${signal ? `stopped by ${signal}` : `exit code ${code}`}${stderr.trim() ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`);
    });
  });
}
