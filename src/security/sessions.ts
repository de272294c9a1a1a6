// An admin's own sign-ins, as the panel lists them. The session id inside the token is the key that revokes it,
// so the list names each session by a digest of that id instead: nothing in an answer or the audit trail is a
// token's own secret part.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionSummary } from '../../web/shared/admins.ts';
import type { Db } from '../db/open.ts';
import { adminSessions } from '../db/tables.ts';
import { commit, type Store } from '../db/unit-of-work.ts';
import { listAdmins } from './admins.ts';
import type { Actor } from './audit.ts';
import { IDLE_TIMEOUT_MS, publicSessionId, revokeAdminSessions, revokeSession } from './tokens.ts';

/** The signed-in admin ending sessions, and the session they are using (it never ends here). */
type SessionActor = Actor & { id: number; username: string; sessionId: string };

export type { SessionSummary };

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
function endAdminSessions(db: Db, adminId: number, nowMs: number, exceptSessionId?: string): number {
  const live = liveSessions(db, adminId, nowMs).filter((row) => row.id !== exceptSessionId).length;
  revokeAdminSessions(db, adminId, exceptSessionId);
  return live;
}

/** Signing out: the session is revoked, so its token is dead even if a copy survives. Audited. */
export function signOut(store: Store, actor: Actor, sessionId: string): void {
  commit(store, actor, { action: 'logout' }, () => revokeSession(store.db, sessionId));
}

/** Every session of the caller's but the one they use (after a sign-in method changes); how many could still be used. Audited. */
export function endOtherSessions(store: Store, actor: SessionActor, nowMs: number): number {
  const said = (ended: number) => ({ action: 'session_ended' as const, target: `admin_users/${actor.id}`, detail: `every other session (${ended})` });
  return commit(store, actor, said, () => endAdminSessions(store.db, actor.id, nowMs, actor.sessionId));
}

/**
 * Every session of that admin, on every device (the caller's own: every one but this); how many could still be
 * used, undefined when there is no such admin. Audited with the count.
 */
export function endSessionsOfAdmin(store: Store, actor: SessionActor, adminId: number, nowMs: number): number | undefined {
  const said = (outcome: { username: string; ended: number } | undefined) =>
    outcome && { action: 'session_ended' as const, target: `admin_users/${adminId}`, detail: `every session of ${outcome.username} (${outcome.ended})` };
  const outcome = commit(store, actor, said, () => {
    const target = listAdmins(store.db).find((a) => a.id === adminId);
    if (!target) return undefined;
    return { username: target.username, ended: endAdminSessions(store.db, target.id, nowMs, target.id === actor.id ? actor.sessionId : undefined) };
  });
  return outcome?.ended;
}

/** Every admin is signed out on every device, all but the caller's session (after a suspected break-in). Audited with the count. */
export function endEverySession(store: Store, actor: SessionActor, nowMs: number): number {
  const said = (ended: number) => ({ action: 'session_ended' as const, target: 'admin_users', detail: `every session of every admin but this one (${ended})` });
  return commit(store, actor, said, () => {
    let ended = 0;
    for (const admin of listAdmins(store.db)) ended += endAdminSessions(store.db, admin.id, nowMs, admin.id === actor.id ? actor.sessionId : undefined);
    return ended;
  });
}

/** Ends one of the caller's own live sessions by its public id; false when they have none by that id. Audited. */
export function endOwnSession(store: Store, actor: Actor & { id: number }, publicId: string, nowMs = Date.now()): boolean {
  const said = (ended: boolean) => (ended ? { action: 'session_ended' as const, target: `admin_sessions/${publicId}` } : undefined);
  return commit(store, actor, said, () => {
    const row = liveSessions(store.db, actor.id, nowMs).find((r) => publicSessionId(r.id) === publicId);
    if (!row) return false;
    revokeSession(store.db, row.id);
    return true;
  });
}
