// The replica's commands: `restore --replica [--at TIME] [--force]` and `replica verify` (the drill, verify.ts).
import { statSync } from 'node:fs';
import type { Config } from '../../config.ts';
import { formatBytes } from '../backup.ts';
import { PROGRAM } from '../executable.ts';
import { restoreFromReplica } from './restore.ts';
import { verifyReplica } from './verify.ts';

interface Output {
  write(text: string): unknown;
}

export interface ReplicaCommandOptions {
  config: Pick<Config, 'databasePath' | 'replica' | 'ageIdentity'>;
  stdout: Output;
  stderr: Output;
}

const RESTORE_USAGE = `Usage:
  ${PROGRAM} restore --replica [--at <time>] [--force]

Brings back the newest state of the data file from REPLICA_URL (decrypted with REPLICA_AGE_KEY), or its state at
<time> (ISO 8601, e.g. 2026-12-01T16:59:00Z), into DATABASE_PATH. Stop the server first. An existing data file
is replaced only with --force, and is then kept beside it as <data file>.before-restore-<time>.`;

/** Reads `--replica [--at TIME] [--force]`; a usage sentence otherwise. */
function restoreArguments(args: string[]): { at?: Date; force: boolean } | string {
  let at: Date | undefined;
  let force = false;
  for (let i = 1; i < args.length; i++) {
    if (args[i] === '--force') force = true;
    else if (args[i] === '--at' && args[i + 1] !== undefined) {
      const text = args[++i];
      const ms = Date.parse(text);
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(ms)) {
        return `--at takes a time with its zone, such as 2026-12-01T16:59:00Z (UTC) or 2026-12-01T17:59:00+01:00 (Lagos); "${text}" is not one.`;
      }
      at = new Date(ms);
    } else return RESTORE_USAGE;
  }
  return { at, force };
}

/** `restore --replica …`: the process exit code. */
export async function runReplicaRestore(args: string[], { config, stdout, stderr }: ReplicaCommandOptions): Promise<number> {
  const parsed = restoreArguments(args);
  if (typeof parsed === 'string') {
    stderr.write(`${parsed}\n`);
    return 2;
  }
  if (!config.replica) {
    stderr.write('Restore failed: REPLICA_URL is not set, so there is no replica to restore from (README § Continuous replication).\n');
    return 1;
  }
  try {
    const result = await restoreFromReplica({ databasePath: config.databasePath, replica: config.replica, ageIdentity: config.ageIdentity, ...parsed });
    stdout.write(
      `Restored ${result.restored} from the replica${parsed.at ? ` as it was at ${parsed.at.toISOString()}` : ''} in ${(result.ms / 1000).toFixed(1)} s ` +
        `(${formatBytes(statSync(result.restored).size)}, ${result.submissions} submissions; integrity check: ok).` +
        (result.keptAs ? ` The previous data file is kept as ${result.keptAs}.` : '') +
        ' Start the server.\n',
    );
    return 0;
  } catch (error) {
    stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** `replica verify`: the drill; exit 0 when the newest copy restores, passes integrity_check and is not ahead of the live file. */
export async function runReplicaCommand(args: string[], { config, stdout, stderr }: ReplicaCommandOptions): Promise<number> {
  if (args.length !== 1 || args[0] !== 'verify') {
    stderr.write(`Usage:\n  ${PROGRAM} replica verify   restore the replica's newest state into a temporary file, check it, compare it with the live file\n`);
    return 2;
  }
  const result = await verifyReplica(config);
  (result.ok ? stdout : stderr).write(`${result.ok ? 'OK' : 'FAILED'}: ${result.summary}\n`);
  return result.ok ? 0 : 1;
}
