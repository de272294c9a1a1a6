// Bringing the data file back from the replica: `restore --replica [--at TIME] [--force]`, and the server's own
// first start on a new machine (REPLICA_URL set, no data file yet). Litestream rebuilds the file beside the data
// file; then the same checks and swap as any restore (../restore.ts): integrity_check, the old file kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { RestoreError, type RestoreResult, refuseWhileServed, restoreDatabase } from '../restore.ts';
import { findLitestream, LITESTREAM_MISSING } from './binary.ts';
import { litestreamConfig, writeLitestreamConfig } from './litestream-config.ts';
import { redactor, replicaSettings } from './replicator.ts';
import { describeReplica } from './target.ts';

export interface ReplicaRestoreOptions {
  databasePath: string;
  replica: NonNullable<Config['replica']>;
  ageIdentity?: string;
  /** The state at this time; the newest without. */
  at?: Date;
  /** Replace an existing data file (it is kept beside as <file>.before-restore-<time>). */
  force?: boolean;
}

/** What Litestream left: the rebuilt file, or none when the replica holds no copy (of before `at`). */
async function rebuild(options: ReplicaRestoreOptions, out: string): Promise<boolean> {
  const binary = findLitestream();
  if (!binary) throw new RestoreError(LITESTREAM_MISSING);
  const where = describeReplica(options.replica.target);
  const settings = await replicaSettings(options.replica, options.ageIdentity);
  const scratch = mkdtempSync(join(tmpdir(), 'metrik-replica-restore-'));
  try {
    const config = writeLitestreamConfig(join(scratch, 'site.db'), litestreamConfig(resolve(options.databasePath), settings), 'restore');
    const args = ['restore', '-no-expand-env', '-config', config, '-if-replica-exists', '-o', out];
    if (options.at) args.push('-timestamp', options.at.toISOString());
    args.push(resolve(options.databasePath));
    const { code, output } = await run(binary, args);
    const redact = redactor(options.replica, options.ageIdentity);
    if (code !== 0) {
      const why = /error="?((?:[^"\\]|\\.)*)"?$/m.exec(output)?.[1] ?? output.trim().split('\n').pop() ?? `exit code ${code}`;
      if (/no identity matched|failed to decrypt|age:/.test(why)) {
        throw new RestoreError(`The replica at ${where} could not be decrypted: REPLICA_AGE_KEY is not the key it was written with (${redact(why)}). Nothing was changed.`);
      }
      throw new RestoreError(`Litestream could not restore from ${where}: ${redact(why)}. Nothing was changed.`);
    }
    return existsSync(out);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Restores from the replica into DATABASE_PATH; throws a RestoreError with a sentence. */
export async function restoreFromReplica(options: ReplicaRestoreOptions): Promise<RestoreResult & { ms: number }> {
  const started = performance.now();
  const target = resolve(options.databasePath);
  refuseWhileServed(target);
  if (existsSync(target) && !options.force) {
    throw new RestoreError(`${target} already exists. Add --force to replace it with the replica's copy (the current file is then kept beside it).`);
  }
  const out = `${target}.from-replica-${process.pid}`;
  mkdirSync(dirname(target), { recursive: true });
  rmSync(out, { force: true });
  try {
    if (!(await rebuild(options, out))) {
      const where = describeReplica(options.replica.target);
      throw new RestoreError(
        options.at
          ? `The replica at ${where} holds no copy from before ${options.at.toISOString()} (changes are kept for 3 days). Nothing was changed.`
          : `The replica at ${where} holds no copy yet. Nothing was changed.`,
      );
    }
    const result = await restoreDatabase(target, out);
    return { ...result, ms: Math.round(performance.now() - started) };
  } finally {
    for (const suffix of ['', '-wal', '-shm', '.tmp']) rmSync(`${out}${suffix}`, { force: true });
  }
}

/**
 * A first start on a new machine: REPLICA_URL set and no data file. The newest state comes back before the site
 * serves, so that the new, empty site never becomes the replica's newest copy. "restored" when a copy was brought
 * back, "empty" when the replica holds none (a first deployment); throws when it cannot be read.
 */
export async function restoreBeforeFirstStart(options: Omit<ReplicaRestoreOptions, 'at' | 'force'>): Promise<'restored' | 'empty' | 'present'> {
  if (existsSync(options.databasePath)) return 'present';
  try {
    await restoreFromReplica(options);
    return 'restored';
  } catch (error) {
    if (error instanceof RestoreError && /holds no copy yet/.test(error.message)) return 'empty';
    throw error;
  }
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
