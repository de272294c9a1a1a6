// The audit trail as the admin panel reads it (src/security/audit.ts writes it).
import { desc, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { describeAudit } from '../content/activity.ts';
import { auditLog } from '../db/tables.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from '../../web/shared/limits.ts';

const LIMIT_RULE = `The limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
export const AuditQuery = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, LIMIT_RULE), v.transform(Number), v.minValue(1, LIMIT_RULE), v.maxValue(AUDIT_PAGE_MAX, LIMIT_RULE)),
    String(AUDIT_PAGE_DEFAULT),
  ),
  before: v.optional(IdString('The before parameter (the id of an audit line)')),
});

/**
 * GET /api/admin/audit?limit=100&before=<id> — newest first. Paging is by id (ids only grow, so "before the
 * last id I saw" never skips or repeats a line, even while new lines arrive). Each line as stored, plus the
 * `sentence` and `link` it reads as today (src/content/activity.ts).
 */
export function listAudit(s: Services) {
  return (c: Context<RouteEnv>, { query: { limit, before } }: Input<undefined, typeof AuditQuery>) => {
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
      .where(before === undefined ? undefined : lt(auditLog.id, before))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .all();
    const described = describeAudit(s.db, rows);
    return c.json(rows.map((row, i) => ({ ...row, ...described[i] })));
  };
}
