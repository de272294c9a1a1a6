// The one writer of the audit trail the admin panel shows: who, what, on what, when, from which IP.
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
  | 'quote_created'
  | 'quote_withdrawn'
  | 'quote_opened'
  | 'quote_accepted'
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
  | 'redirect_deleted'
  | 'passkey_added'
  | 'passkey_removed'
  | 'reauth_failed'
  | 'recovery_codes_replaced'
  | 'security_policy_changed';

/** Who did something: an admin (or who is signing in) from an address, an operator's command, or the server itself. */
export interface Actor {
  id: number | null;
  username: string | null;
  ip: string | null;
}

/** The same request acting as `who`, once the write has found them (the admin signing in, whose link it is). */
export const actingAs = (actor: Actor, who: { id?: number | null; username: string }): Actor => ({ id: who.id ?? null, username: who.username, ip: actor.ip });

export const COMMAND_LINE: Actor = { id: null, username: 'command line', ip: null };
export const SYSTEM: Actor = { id: null, username: 'system', ip: null };

export interface AuditDetails {
  /** What was acted on, e.g. "content_blocks/12". */
  target?: string;
  detail?: string;
}

/** Appends one line to the audit trail. */
export function audit(db: Db, actor: Actor, action: AuditAction, details: AuditDetails = {}): void {
  db.insert(auditLog)
    .values({
      action,
      adminId: actor.id,
      username: actor.username?.slice(0, 100) ?? null,
      target: details.target ?? null,
      detail: details.detail?.slice(0, 500) ?? null,
      ip: actor.ip,
    })
    .run();
}
