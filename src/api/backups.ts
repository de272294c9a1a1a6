// The admin's view of backups: download a consistent copy now, see the automatic ones and whether they need
// attention (src/ops/auto-backup.ts makes them).
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { BackupStatus } from '../../web/shared/backups.ts';
import { apiError } from '../http/errors.ts';
import type { RouteEnv } from '../http/route.ts';
import { backupForDownload } from '../ops/backup.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';

/** GET /api/admin/backup — a consistent snapshot of the live database, streamed as a download (src/ops/backup.ts makes it). */
export function downloadBackup(s: Services) {
  return async (c: Context<RouteEnv>) => {
    if (s.sqlite.memory) return apiError(c, 409, 'This server keeps its database in memory: there is no file to back up.');
    let backup: Awaited<ReturnType<typeof backupForDownload>>;
    try {
      backup = await backupForDownload(s, actorOf(s, c));
    } catch (error) {
      s.log.error(`backup download failed: ${error instanceof Error ? error.message : String(error)}`);
      return apiError(c, 503, 'The backup could not be made just now. Please try again in a moment.');
    }
    const { name, size, stream } = backup;
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': 'application/vnd.sqlite3',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  };
}

/** GET /api/admin/backups — the automatic backups, newest first: name, size, createdAt. */
export function listBackups(s: Services) {
  return (c: Context<RouteEnv>) => c.json(s.backups?.list() ?? []);
}

/** GET /api/admin/backups/status — where they go, how long they are kept, and a warning when they need attention. */
export function backupStatus(s: Services) {
  return (c: Context<RouteEnv>) =>
    s.backups
      ? c.json<BackupStatus>({ ...s.backups.status(), replica: s.replica?.status() ?? null })
      : c.json<BackupStatus>({
          dir: null,
          keepDays: s.config.backupKeepDays,
          commandConfigured: false,
          lastAttemptAt: null,
          lastError: null,
          commandError: null,
          newest: null,
          warning: 'This server keeps its database in memory: nothing is backed up.',
          offsite: null,
          replica: null,
        });
}
