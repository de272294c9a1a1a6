// `node dist/server.js restore FILE`: the one-step restore. The backup is checked before anything is touched,
// the current data file is kept beside it, and the backup is put in place whole (never half a file), with the
// old -wal/-shm removed so SQLite cannot replay the previous database's journal into the restored one.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { PROGRAM } from './executable.ts';
import { LATEST_VERSION } from '../db/migrations.ts';
import { openDatabase } from '../db/open.ts';
import { rowCount, tableNames, triggersAndViews } from '../db/inspect.ts';
import { backupDatabase, formatBytes } from './backup.ts';
import type { OffsiteBackups } from './offsite/offsite.ts';

export class RestoreError extends Error {}

/** The file a serving process writes beside the database: `pid@host`. */
export const serverMarkerPath = (databasePath: string) => `${databasePath}.server`;

/** Marks the database as served by this process; returns the function that removes the mark. */
export function markServing(databasePath: string): () => void {
  if (databasePath === ':memory:') return () => {};
  const marker = serverMarkerPath(databasePath);
  writeFileSync(marker, `${process.pid}@${hostname()}\n`);
  return () => rmSync(marker, { force: true });
}

/**
 * Who holds `databasePath`, when someone may: a live server on this machine, or one on another host (another
 * container on the same volume) whose liveness this process cannot see. A marker left by a crash here names a
 * dead process (or, in a fresh container, this very process) and counts as none.
 */
function serverHolding(databasePath: string): { pid: number; host: string } | undefined {
  let text: string;
  try {
    text = readFileSync(serverMarkerPath(databasePath), 'utf8').trim();
  } catch {
    return undefined;
  }
  const match = /^(\d+)@(.*)$/.exec(text);
  if (!match) return undefined;
  const holder = { pid: Number(match[1]), host: match[2] };
  if (holder.host !== hostname()) return holder;
  if (holder.pid === process.pid) return undefined;
  try {
    process.kill(holder.pid, 0);
    return holder;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? holder : undefined;
  }
}

let schemaObjects: Map<string, string> | undefined;
/** Those the site's own schema makes (a fresh database's), read once. */
function schemaTriggersAndViews(): Map<string, string> {
  if (!schemaObjects) {
    const fresh = openDatabase(':memory:');
    try {
      schemaObjects = triggersAndViews(fresh.sqlite);
    } finally {
      fresh.close();
    }
  }
  return schemaObjects;
}

/** What a backup file holds, or why it cannot be restored. */
function checkBackup(file: string): { version: number; submissions: number } {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreError(`There is no backup file at ${file}.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`${file} is not a database backup (${error instanceof Error ? error.message : String(error)}).`);
  }
  try {
    let integrity: string;
    try {
      integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    } catch (error) {
      throw new RestoreError(`${file} is not a database backup (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (integrity !== 'ok') throw new RestoreError(`${file} is damaged (integrity check: ${integrity.slice(0, 200)}); nothing was changed.`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > LATEST_VERSION) {
      throw new RestoreError(
        `${file} was written by a newer version of this program (database version ${version}, this one knows up to ${LATEST_VERSION}). Update the program, then restore.`,
      );
    }
    const tables = new Set(tableNames(db));
    if (version < 1 || !tables.has('pages') || !tables.has('contact_submissions')) {
      throw new RestoreError(`${file} is an SQLite file but not a backup of this site; nothing was changed.`);
    }
    // A trigger runs on the writes of whoever opens the file, a view on its reads: one the schema does not make
    // (copying password hashes on each sign-in, say) is someone else's code, however the rest of the file looks.
    const known = schemaTriggersAndViews();
    for (const [object, sql] of triggersAndViews(db)) {
      if (known.get(object) !== sql) {
        throw new RestoreError(`${file} holds a ${object} that this site's schema does not have (a restored file would run it); nothing was changed.`);
      }
    }
    return { version, submissions: rowCount(db, 'contact_submissions') + rowCount(db, 'equipment_quotes') };
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  restored: string;
  keptAs?: string;
  submissions: number;
}

/** Throws a RestoreError with what to do when a server uses the data file. */
export function refuseWhileServed(databasePath: string): void {
  const target = resolve(databasePath);
  const holder = serverHolding(target);
  if (holder?.host === hostname()) {
    throw new RestoreError(`A server (process ${holder.pid}) is using ${target}. Stop it first, restore, then start it again.`);
  }
  if (holder) {
    throw new RestoreError(
      `${target} is marked as in use by a server on ${holder.host}. Stop that server; if it is already stopped (it crashed), delete ${serverMarkerPath(target)} and restore again.`,
    );
  }
}

/** Checks `file`, keeps the current database beside it, then puts `file` in place of `databasePath`. */
export async function restoreDatabase(databasePath: string, file: string, now = new Date()): Promise<RestoreResult> {
  const source = resolve(file);
  const target = resolve(databasePath);
  if (source === target) throw new RestoreError('The backup to restore is the live database itself.');
  refuseWhileServed(target);
  const { submissions } = checkBackup(source);

  let keptAs: string | undefined;
  if (existsSync(target)) {
    // Through the backup API, so whatever the old -wal still held is part of the kept copy.
    keptAs = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    await backupDatabase(target, keptAs);
  }
  const partial = `${target}.restoring-${process.pid}`;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(source, partial);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(partial, target);
  // The restored file may have been a WAL-mode copy: it becomes the one data file again on the next open.
  const db = new Database(target);
  db.pragma('journal_mode = WAL');
  db.close();
  return { restored: target, keptAs, submissions };
}

const RESTORE_USAGE = `Usage:
  ${PROGRAM} restore <backup-file>
  ${PROGRAM} restore --offsite [<name>]

Checks the backup (integrity, a database version this program knows), keeps the current data file beside it as
<data file>.before-restore-<time>, and puts the backup in place of DATABASE_PATH. Stop the server first.
With --offsite: lists the copies in OFFSITE_BACKUP_URL's bucket, or downloads the one named, decrypts it with
OFFSITE_BACKUP_KEY and restores it the same way.`;

/** The `restore` command: returns the process exit code. */
export async function runRestoreCommand(
  args: string[],
  opts: { databasePath: string; offsite?: OffsiteBackups; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } },
): Promise<number> {
  if (args[0] === '--offsite' && args.length <= 2) return restoreOffsite(args[1], opts);
  if (args.length !== 1 || args[0].startsWith('-')) {
    opts.stderr.write(`${RESTORE_USAGE}\n`);
    return 2;
  }
  return restoreFrom(args[0], args[0], opts);
}

async function restoreOffsite(
  name: string | undefined,
  opts: { databasePath: string; offsite?: OffsiteBackups; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } },
): Promise<number> {
  if (!opts.offsite) {
    opts.stderr.write('Restore failed: OFFSITE_BACKUP_URL is not set, so there is no bucket to restore from (README § Off-site backups).\n');
    return 1;
  }
  try {
    if (name === undefined) {
      const copies = await opts.offsite.list();
      opts.stdout.write(
        copies.length === 0
          ? `There is no copy in ${opts.offsite.where} yet.\n`
          : `${copies.map((c) => `${c.name}  ${formatBytes(c.size)}  ${c.createdAt}`).join('\n')}\n\nRestore one with: ${PROGRAM} restore --offsite <name>\n`,
      );
      return 0;
    }
    refuseWhileServed(opts.databasePath);
  } catch (error) {
    opts.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'metrik-restore-'));
  try {
    const file = join(scratch, 'site.db');
    try {
      await opts.offsite.fetch(name, file);
    } catch (error) {
      opts.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
    return await restoreFrom(file, name, opts);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function restoreFrom(file: string, label: string, opts: { databasePath: string; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } }): Promise<number> {
  try {
    const result = await restoreDatabase(opts.databasePath, file);
    opts.stdout.write(
      `Restored ${result.restored} from ${label} (${formatBytes(statSync(result.restored).size)}, ${result.submissions} submissions).` +
        (result.keptAs ? ` The previous data file is kept as ${result.keptAs}.` : '') +
        ` Start the server again.\n`,
    );
    return 0;
  } catch (error) {
    opts.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
