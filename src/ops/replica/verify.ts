// The drill (`replica verify`, and weekly by the server): the replica's newest state is restored into a temporary
// file, checked with integrity_check, and its row counts compared with the live file's. Rows written since the
// newest copy make the live counts a little higher; a table with fewer rows in the live file is worth a look.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ReplicaVerifyResult } from '../../../web/shared/backups.ts';
import type { Config } from '../../config.ts';
import { tableCounts } from '../../db/inspect.ts';
import { restoreFromReplica } from './restore.ts';

export async function verifyReplica(config: Pick<Config, 'databasePath' | 'replica' | 'ageIdentity'>, now = new Date()): Promise<ReplicaVerifyResult> {
  const at = now.toISOString();
  if (!config.replica) return { at, ok: false, summary: 'REPLICA_URL is not set: there is no replica to check.' };
  const scratch = mkdtempSync(join(tmpdir(), 'metrik-replica-verify-'));
  try {
    const copy = join(scratch, 'site.db');
    const restored = await restoreFromReplica({ databasePath: copy, replica: config.replica, ageIdentity: config.ageIdentity });
    const db = new Database(copy, { readonly: true });
    const live = new Database(config.databasePath, { readonly: true, fileMustExist: true });
    try {
      const copied = tableCounts(db);
      const current = tableCounts(live);
      const short = [...current].filter(([t, n]) => (copied.get(t) ?? 0) > n).map(([t]) => t);
      const behind = [...current].filter(([t, n]) => (copied.get(t) ?? 0) < n).map(([t, n]) => `${t} ${copied.get(t) ?? 0}/${n}`);
      const rows = [...copied.values()].reduce((a, b) => a + b, 0);
      return {
        at,
        ok: short.length === 0,
        summary:
          `Restored the newest copy in ${(restored.ms / 1000).toFixed(1)} s: integrity ok, ${copied.size} tables, ${rows} rows, ${restored.submissions} enquiries` +
          (behind.length ? `; newer in the live file (written since the copy): ${behind.join(', ')}` : '; same row counts as the live file') +
          (short.length ? `; MORE rows in the copy than the live file: ${short.join(', ')}` : '') +
          '.',
      };
    } finally {
      db.close();
      live.close();
    }
  } catch (error) {
    return { at, ok: false, summary: `The newest copy could not be restored and checked: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
