import { statSync } from 'node:fs';
import type { Context } from 'hono';
import { version } from '../../package.json';
import type { CertificateStatus, HttpsStatus } from '../../web/shared/certificates.ts';
import type { Services } from '../services.ts';
import type { ReplicaStatus } from '../../web/shared/backups.ts';
import { apiError } from '../http/errors.ts';
import { signedInAdmin } from '../security/require-admin.ts';

export const DATABASE_DOWN = 'The database is not answering.';

/**
 * GET /healthz — 200 `{ ok: true }` once the database answers a query. A signed-in admin (cookie or bearer
 * token) gets what an operator looks at first as well; the public never sees more than `ok`.
 */
export function health(s: Services) {
  return async (c: Context) => {
    try {
      s.sqlite.prepare('SELECT 1').get();
    } catch {
      return apiError(c, 503, DATABASE_DOWN);
    }
    c.header('Cache-Control', 'no-store');
    if (!(await signedInAdmin(s, c))) return c.json({ ok: true });
    return c.json({ ok: true, ...operatorDetails(s) });
  };
}

function operatorDetails(s: Services) {
  const file = s.sqlite.memory ? null : s.sqlite.name;
  const backups = s.backups?.status();
  const mail = s.mailer?.status();
  return {
    version,
    node: process.version,
    uptimeSeconds: Math.round((s.now() - s.startedAt) / 1000),
    database: {
      file,
      bytes: file ? sizeOf(file) : null,
      walBytes: file ? (sizeOf(`${file}-wal`) ?? 0) : null,
    },
    backups: backups
      ? { dir: backups.dir, keepDays: backups.keepDays, newest: backups.newest, lastError: backups.lastError, commandError: backups.commandError, warning: backups.warning }
      : null,
    certificates: certificateStatuses(s),
    replica: s.replica ? replicaHealth(s.replica.status()) : null,
    mail: mail ? { configured: true, ...mail } : { configured: false, lastSentAt: null, lastFailedAt: null, lastError: null },
    mailbox: s.mailbox ? s.mailbox.status() : null,
  };
}

/** README § Continuous replication: the address without secrets, the lag, the newest restorable point, the error. */
function replicaHealth(status: ReplicaStatus) {
  return { url: status.url, encrypted: status.encrypted, lagSeconds: status.lagSeconds, lastSyncAt: status.lastSyncAt, error: status.error, lastVerify: status.lastVerify };
}

function certificateStatuses(s: Services): CertificateStatus[] {
  return s.certificates ? [s.certificates.status()] : [];
}

/** GET /api/admin/certificates — what the Settings → HTTPS panel shows. */
export function httpsStatus(s: Services) {
  return (c: Context) => c.json({ managed: s.certificates !== undefined, certificates: certificateStatuses(s) } satisfies HttpsStatus);
}

function sizeOf(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}
