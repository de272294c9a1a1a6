// The audit trail as the admin panel reads it, and the one-liner admin handlers use to add to it.
import { and, desc, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { auditLog } from '../db/tables.ts';
import { recordAudit, type AuditAction } from '../security/audit.ts';
import { clientIp } from '../security/client-ip.ts';
import type { AdminEnv } from '../security/require-admin.ts';
import type { Services } from '../services.ts';
import { parseId } from './body.ts';
import { apiError } from './errors.ts';

export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 500;

/** Records a state change by the signed-in admin: who (from the token), what, on what, from which IP. */
export function auditAdminAction(
  s: Services,
  c: Context<AdminEnv>,
  action: AuditAction,
  target?: string,
  detail?: string,
): void {
  const admin = c.get('admin');
  recordAudit(s.db, {
    action,
    adminId: admin.id,
    username: admin.username,
    target,
    detail,
    ip: clientIp(c, s.config.trustProxy),
  });
}

/**
 * GET /api/admin/audit?limit=100&before=<id> — newest first. Paging is by id (ids only grow, so "before the
 * last id I saw" never skips or repeats a line, even while new lines arrive).
 */
export function listAudit(s: Services) {
  return (c: Context<AdminEnv>) => {
    const limitParam = c.req.query('limit');
    const beforeParam = c.req.query('before');
    const limit = limitParam === undefined ? AUDIT_PAGE_DEFAULT : parseId(limitParam);
    if (limit === undefined || limit > AUDIT_PAGE_MAX) {
      const message = `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
      return apiError(c, 400, `The ${message}.`, [{ path: 'limit', message }]);
    }
    const before = beforeParam === undefined ? undefined : parseId(beforeParam);
    if (beforeParam !== undefined && before === undefined) {
      const message = 'before must be the id of an audit line (a positive whole number)';
      return apiError(c, 400, `The ${message}.`, [{ path: 'before', message }]);
    }
    const rows = s.db
      .select({
        id: auditLog.id,
        username: auditLog.username,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(before === undefined ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .all();
    c.header('Cache-Control', 'no-store');
    return c.json(rows);
  };
}
