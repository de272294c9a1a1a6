// Password reset by e-mail: a one-time link, valid 30 minutes. Only a SHA-256 digest of the token is stored, so a
// copy of the database (a backup) holds no working link.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import * as v from 'valibot';
import { RESET_PATH } from '../../web/shared/admins.ts';
import { NewPasswordSchema } from '../../web/shared/schemas.ts';
import type { Db } from '../db/open.ts';
import { adminUsers, passwordResets } from '../db/tables.ts';
import { commit, type Store } from '../db/unit-of-work.ts';
import { AdminError, refuseGuessablePassword, setPassword, type AdminSummary } from './admins.ts';
import { actingAs, type Actor } from './audit.ts';
import { hashPassword } from './passwords.ts';
import { revokeAdminSessions } from './tokens.ts';

export const RESET_TTL_MS = 30 * 60 * 1000;
export { RESET_PATH };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token for the admin with that address, or undefined when there is none (the caller answers the same). */
export function createResetToken(db: Db, email: string, nowMs = Date.now()): { admin: AdminSummary; token: string } | undefined {
  const admin = db.select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.email, email)).get();
  if (!admin) return undefined;
  const token = randomBytes(32).toString('base64url');
  const now = new Date(nowMs).toISOString();
  db.transaction((tx) => {
    // Used and expired links are never needed again.
    tx.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt))).run();
    tx.insert(passwordResets).values({ tokenHash: digest(token), adminId: admin.id, createdAt: now, expiresAt: new Date(nowMs + RESET_TTL_MS).toISOString() }).run();
  });
  return { admin, token };
}

/** "Forgot password?": the link stored and audited as asked for by the admin with that address; undefined when there is none. */
export function requestReset(store: Store, actor: Actor, email: string, nowMs: number): { admin: AdminSummary; token: string } | undefined {
  const said = (created: { admin: AdminSummary } | undefined) =>
    created && { action: 'password_reset_requested' as const, target: `admin_users/${created.admin.id}`, actor: actingAs(actor, created.admin) };
  return commit(store, actor, said, () => createResetToken(store.db, email, nowMs));
}

const INVALID_LINK = 'This link has expired or has already been used. Ask for a new one from the sign-in page.';

/**
 * Sets the new password through a link: once, before it expires. Every session of that admin ends (whoever
 * knew the old password is out), and their other unused links die too. Audited as done by that admin.
 */
export async function resetWithToken(store: Store, actor: Actor, token: string, newPassword: string, nowMs = Date.now(), cost?: number): Promise<AdminSummary> {
  const { db } = store;
  const parsed = v.safeParse(NewPasswordSchema, newPassword);
  if (!parsed.success) throw new AdminError('invalid', parsed.issues[0].message, [{ path: 'newPassword', message: parsed.issues[0].message }]);
  const now = new Date(nowMs).toISOString();
  // Whose link it is, read without using it: a refused password leaves the link for the next try.
  const owner = db
    .select({ username: adminUsers.username, email: adminUsers.email })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.adminId))
    .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .get();
  if (!owner) throw new AdminError('not_found', INVALID_LINK);
  refuseGuessablePassword(db, parsed.output, owner, 'newPassword');
  const hash = await hashPassword(parsed.output, cost);
  const said = (admin: AdminSummary) => ({ action: 'password_reset' as const, target: `admin_users/${admin.id}`, detail: 'through an e-mailed link', actor: actingAs(actor, admin) });
  return commit(store, actor, said, () => {
    // Claimed by a conditional write, after the slow hash: of two uses racing, one wins.
    const link = db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ adminId: passwordResets.adminId })
      .get();
    if (!link) throw new AdminError('not_found', INVALID_LINK);
    const admin = db.select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, link.adminId)).get();
    if (!admin) throw new AdminError('not_found', INVALID_LINK);
    setPassword(db, admin.id, hash);
    revokeAdminSessions(db, admin.id);
    db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.adminId, admin.id), isNull(passwordResets.usedAt))).run();
    return admin;
  });
}
