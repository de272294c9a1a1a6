// `node dist/server.js backup FILE`: a consistent copy of the live database through SQLite's online backup API,
// never a raw file copy (a live WAL database is three files whose contents move between them while we read).
import { closeSync, createReadStream, existsSync, fsyncSync, mkdirSync, mkdtempSync, openSync, realpathSync, renameSync, rmSync, statSync, type ReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { record, type Store } from '../db/unit-of-work.ts';
import type { Actor } from '../security/audit.ts';
import { PROGRAM } from './executable.ts';
import type { OffsiteBackups } from './offsite/offsite.ts';

export class BackupError extends Error {}

export interface BackupResult {
  destination: string;
  bytes: number;
  pages: number;
  integrity: string;
  ms: number;
}

/**
 * Copies `sourcePath` to `destination` while the server keeps running and writing. Refuses to overwrite an
 * existing file unless `force`. The copy is written beside the destination under a temporary name, switched
 * from WAL to a self-contained single file, checked with PRAGMA integrity_check, and only then renamed into
 * place — so `destination` is either the previous file or a complete, verified backup, never half of one.
 */
export async function backupDatabase(sourcePath: string, destination: string, options: { force?: boolean } = {}): Promise<BackupResult> {
  const started = performance.now();
  const target = resolve(destination);
  if (!existsSync(sourcePath)) throw new BackupError(`There is no database at ${sourcePath} (set DATABASE_PATH).`);
  if (existsSync(target)) {
    if (!options.force) throw new BackupError(`${target} already exists; choose another name or add --force to replace it.`);
    if (realpathSync(target) === realpathSync(sourcePath)) throw new BackupError('The backup cannot replace the live database itself.');
  }
  mkdirSync(dirname(target), { recursive: true });

  const partial = `${target}.partial-${process.pid}`;
  removeDatabaseFiles(partial);
  const source = new Database(sourcePath, { fileMustExist: true });
  let pages = 0;
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in one step, inside one read transaction. Copied in small steps, the backup would
    // start over each time the server commits between two steps, and under steady writes never finish.
    // In WAL mode this reader does not block the server's writers.
    const progress = await source.backup(partial, { progress: () => 0x7fffffff });
    pages = progress.totalPages;
  } catch (error) {
    removeDatabaseFiles(partial);
    throw error;
  } finally {
    source.close();
  }

  let integrity: string;
  const copy = new Database(partial, { fileMustExist: true });
  try {
    // One self-contained file to move, restore or mail: no -wal/-shm companions.
    copy.pragma('journal_mode = DELETE');
    const rows = copy.pragma('integrity_check') as { integrity_check: string }[];
    integrity = rows.map((r) => r.integrity_check).join('; ');
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    removeDatabaseFiles(partial);
    throw new BackupError(`The copy failed its integrity check (${integrity}); nothing was written to ${target}.`);
  }

  syncFile(partial);
  // Companions of an older database at the target would be replayed into the new file when it is opened.
  removeCompanions(target);
  renameSync(partial, target);
  syncFile(dirname(target));
  return { destination: target, bytes: statSync(target).size, pages, integrity, ms: Math.round(performance.now() - started) };
}

/** The name of a backup taken at `at`: sorts by time, and says when it was taken. */
export const backupName = (at: Date) => `site-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.db`;

/**
 * A consistent snapshot of the live database for the admin to download (SQLite's backup API, safe while visitors
 * write): its name, size and a stream of it; the file is removed from the server once the stream closes. Audited.
 * Rejects when no copy could be made (nothing is left behind).
 */
export async function backupForDownload(store: Pick<Store, 'db' | 'sqlite'>, actor: Actor): Promise<{ name: string; size: number; stream: ReadStream }> {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-download-'));
  const name = backupName(new Date());
  const file = join(dir, name);
  let size: number;
  try {
    await backupDatabase(store.sqlite.name, file);
    size = statSync(file).size;
    record(store, actor, { action: 'backup_downloaded', detail: `${name} (${size} bytes)` });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stream = createReadStream(file);
  stream.once('close', () => rmSync(dir, { recursive: true, force: true }));
  return { name, size, stream };
}

/** "2.4 MB": the size line the CLI prints. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const BACKUP_USAGE = `Usage:
  ${PROGRAM} backup <file> [--force]
  ${PROGRAM} backup --offsite

Writes a consistent copy of the database at DATABASE_PATH to <file> using SQLite's online backup API;
safe while the server runs. An existing <file> is kept unless --force is given. With --offsite the copy is
sent to OFFSITE_BACKUP_URL's bucket instead, in the age format: for REPLICA_AGE_KEY's recipient, else with the
OFFSITE_BACKUP_KEY passphrase (unencrypted when neither is set).`;

/** The `backup` command: returns the process exit code. */
export async function runBackupCommand(
  args: string[],
  opts: { databasePath: string; offsite?: OffsiteBackups; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } },
): Promise<number> {
  if (args.length === 1 && args[0] === '--offsite') return backupOffsite(opts);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) {
    opts.stderr.write(`${BACKUP_USAGE}\n`);
    return 2;
  }
  try {
    const result = await backupDatabase(opts.databasePath, files[0], { force });
    opts.stdout.write(
      `Backed up ${opts.databasePath} to ${result.destination}: ${formatBytes(result.bytes)} (${result.pages} pages) in ${result.ms} ms; integrity check: ${result.integrity}\n`,
    );
    return 0;
  } catch (error) {
    opts.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function backupOffsite(opts: { databasePath: string; offsite?: OffsiteBackups; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } }): Promise<number> {
  if (!opts.offsite) {
    opts.stderr.write('Backup failed: OFFSITE_BACKUP_URL is not set, so there is no bucket to send to (README § Off-site backups).\n');
    return 1;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'metrik-backup-'));
  try {
    const file = join(scratch, backupName(new Date()));
    await backupDatabase(opts.databasePath, file);
    const sent = await opts.offsite.send(file);
    opts.stdout.write(
      `Sent ${sent.name} (${formatBytes(sent.size)}, ${sent.encrypted ? 'encrypted' : 'NOT encrypted: set REPLICA_AGE_KEY or OFFSITE_BACKUP_KEY to encrypt copies'}) to ${opts.offsite.where}\n`,
    );
    return 0;
  } catch (error) {
    opts.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function removeCompanions(path: string) {
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

function removeDatabaseFiles(path: string) {
  rmSync(path, { force: true });
  removeCompanions(path);
}

function syncFile(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
