// An admin's own sign-ins, as the panel lists them. The session id inside the token is the key that revokes it,
// so the list names each session by a digest of that id instead: nothing in an answer or the audit trail is a
// token's own secret part.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionSummary } from '../../web/shared/admins.ts';
import type { Db } from '../db/open.ts';
import { adminSessions } from '../db/tables.ts';
import { IDLE_TIMEOUT_MS, revokeAdminSessions, revokeSession } from './tokens.ts';

export type { SessionSummary };

/** The public name of a session: 16 hex digits of SHA-256 of its id. */
export const publicSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex').slice(0, 16);

function liveSessions(db: Db, adminId: number, nowMs: number) {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date(nowMs).toISOString()),
        // Idle for the timeout: ended, though nothing has touched it since to write it down.
        gt(sql`coalesce(${adminSessions.lastSeenAt}, ${adminSessions.createdAt})`, new Date(nowMs - IDLE_TIMEOUT_MS).toISOString()),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.createdAt))
    .all();
}

/** The admin's sessions that can still be used, most recently seen first; `current` marks the caller's. */
export function listSessions(db: Db, adminId: number, currentSessionId: string, nowMs = Date.now()): SessionSummary[] {
  return liveSessions(db, adminId, nowMs).map((row) => ({
    id: publicSessionId(row.id),
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt ?? row.createdAt,
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends every session of an admin, but `exceptSessionId` (the caller's own, when they end their own or everyone's);
 * how many of them could still be used.
 */
export function endAdminSessions(db: Db, adminId: number, nowMs: number, exceptSessionId?: string): number {
  const live = liveSessions(db, adminId, nowMs).filter((row) => row.id !== exceptSessionId).length;
  revokeAdminSessions(db, adminId, exceptSessionId);
  return live;
}

/** Ends one of the admin's own live sessions by its public id; false when they have none by that id. */
export function endOwnSession(db: Db, adminId: number, publicId: string, nowMs = Date.now()): boolean {
  const row = liveSessions(db, adminId, nowMs).find((r) => publicSessionId(r.id) === publicId);
  if (!row) return false;
  revokeSession(db, row.id);
  return true;
}
