// The one writer of the audit trail the admin panel shows: who, what, on what, when, from which IP.
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import { auditLog } from '../db/tables.ts';
import type { Services } from '../services.ts';
import { clientIp } from './client-ip.ts';

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
  | 'block_created'
  | 'block_duplicated'
  | 'block_deleted'
  | 'block_restored'
  | 'blocks_reordered'
  | 'sections_reordered'
  | 'revision_restored'
  | 'setting_updated'
  | 'media_uploaded'
  | 'media_updated'
  | 'media_replaced'
  | 'media_deleted'
  | 'submission_read'
  | 'submission_deleted'
  | 'enquiry_status_changed'
  | 'enquiry_assigned'
  | 'enquiry_note_added'
  | 'enquiry_replied'
  | 'overdue_digest_sent'
  | 'submissions_exported'
  | 'backup_downloaded'
  | 'admin_removed'
  | 'session_ended'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_reset'
  | 'two_factor_paused'
  | 'password_reset_requested'
  | 'retention_deleted'
  | 'person_exported'
  | 'person_erased'
  | 'redirect_created'
  | 'redirect_deleted';

export interface AuditDetails {
  /** What was acted on, e.g. "content_blocks/12". */
  target?: string;
  detail?: string;
  /** Who acted, when it is not the signed-in admin of the request (sign-in, the first admin's creation). */
  as?: { id?: number | null; username: string };
}

/**
 * Appends one line for the request `c`: the actor is the signed-in admin (or `details.as`), the IP the
 * client's as the routes see it (TRUST_PROXY).
 */
export function audit(s: Services, c: Context, action: AuditAction, details: AuditDetails = {}): void {
  const actor = details.as ?? (c.get('admin') as { id: number; username: string } | undefined);
  s.db
    .insert(auditLog)
    .values({
      action,
      adminId: actor?.id ?? null,
      username: actor?.username.slice(0, 100) ?? null,
      target: details.target ?? null,
      detail: details.detail?.slice(0, 500) ?? null,
      ip: clientIp(c, s.config.trustProxy),
    })
    .run();
}

/** A line for something an operator did with a command (`node dist/server.js admin …`): no admin, no IP. */
export function auditCommand(db: Db, action: AuditAction, details: { target?: string; detail?: string } = {}): void {
  auditWithoutRequest(db, 'command line', action, details);
}

/** A line for something the server did by itself on a schedule (the daily retention clean-up). */
export function auditSystem(db: Db, action: AuditAction, details: { target?: string; detail?: string } = {}): void {
  auditWithoutRequest(db, 'system', action, details);
}

function auditWithoutRequest(db: Db, username: string, action: AuditAction, details: { target?: string; detail?: string }) {
  db.insert(auditLog)
    .values({ action, adminId: null, username, target: details.target ?? null, detail: details.detail?.slice(0, 500) ?? null, ip: null })
    .run();
}
