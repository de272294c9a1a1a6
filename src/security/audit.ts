import type { Db } from '../db/open.ts';
import { auditLog } from '../db/tables.ts';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'admin_created'
  | 'password_changed'
  | 'password_reset'
  | 'page_updated'
  | 'section_updated'
  | 'block_updated'
  | 'setting_updated'
  | 'media_uploaded'
  | 'media_updated'
  | 'media_deleted'
  | 'submission_read'
  | 'submission_deleted'
  | 'submissions_exported';

export interface AuditEntry {
  action: AuditAction;
  adminId?: number | null;
  username?: string | null;
  /** What was acted on, e.g. "content_blocks/12". */
  target?: string | null;
  detail?: string | null;
  ip?: string | null;
}

/** Appends one line to the audit trail the admin panel shows (who, what, when, from which IP). */
export function recordAudit(db: Db, entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      action: entry.action,
      adminId: entry.adminId ?? null,
      username: entry.username ?? null,
      target: entry.target ?? null,
      detail: entry.detail?.slice(0, 500) ?? null,
      ip: entry.ip ?? null,
    })
    .run();
}
