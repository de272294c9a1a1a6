// Every sign-in an admin makes, with the browser and the approximate network it came from (docs/product.md § Team & security tab).
// A browser and network never seen for that admin before is "new" (they are e-mailed); the first sign-in of an
// account has nothing to compare with and is "first" (no e-mail). Team & security lists the newest.
import { isIPv4, isIPv6 } from 'node:net';
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { browserName } from '../../web/shared/browser-name.ts';
import type { SignInSummary } from '../../web/shared/admins.ts';
import type { Db } from '../db/open.ts';
import { adminSignIns } from '../db/tables.ts';
import { commit, record, type Store } from '../db/unit-of-work.ts';
import { findAdminByUsername, firstPasswordExpired, rehashOlderPassword } from './admins.ts';
import { actingAs, type Actor } from './audit.ts';
import { verifyPassword } from './passwords.ts';
import { publicSessionId } from './tokens.ts';

/** Sign-ins kept per admin: older ones are dropped (a pair last seen before them counts as new again). */
export const SIGN_INS_KEPT = 100;
/** Sign-ins the Team screen lists. */
const SIGN_INS_LISTED = 20;
export const UNKNOWN_NETWORK = 'Unknown network';

/** The eight groups of an IPv6 address, each as a number; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = text.includes('::') ? [...left, ...new Array(8 - left.length - right.length).fill(0), ...right] : left;
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The client address reduced to its network: the /24 of an IPv4 address ("102.89.34.0/24"), the /48 of an IPv6
 * one ("2c0f:f4c0:1234::/48"); an IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 one.
 */
export function networkOf(ip: string | null | undefined): string {
  const address = (ip ?? '').trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : undefined);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return UNKNOWN_NETWORK;
  const groups = ipv6Groups(address);
  if (!groups) return UNKNOWN_NETWORK;
  const prefix = groups.slice(0, 3).map((g) => g.toString(16));
  while (prefix.length > 0 && prefix[prefix.length - 1] === '0') prefix.pop();
  return `${prefix.join(':')}${prefix.length < 8 ? '::' : ''}/48`;
}

export interface RecordedSignIn {
  seen: 'first' | 'known' | 'new';
  browser: string;
  network: string;
  /** The session's public name, as the sessions list and DELETE /api/admin/sessions/:id know it. */
  sessionRef: string;
}

/** Records a sign-in that just issued `sessionId`, and says whether its browser and network were seen before. */
function recordSignIn(db: Db, adminId: number, sessionId: string, client: { ip?: string; userAgent?: string }, nowMs: number): RecordedSignIn {
  const browser = browserName(client.userAgent ?? null).slice(0, 60);
  const network = networkOf(client.ip);
  const sessionRef = publicSessionId(sessionId);
  return db.transaction((tx) => {
    const before = tx.select({ id: adminSignIns.id }).from(adminSignIns).where(eq(adminSignIns.adminId, adminId)).limit(1).get();
    const same = tx
      .select({ id: adminSignIns.id })
      .from(adminSignIns)
      .where(and(eq(adminSignIns.adminId, adminId), eq(adminSignIns.browser, browser), eq(adminSignIns.network, network)))
      .limit(1)
      .get();
    const seen = !before ? 'first' : same ? 'known' : 'new';
    const { id } = tx
      .insert(adminSignIns)
      .values({ adminId, sessionRef, createdAt: new Date(nowMs).toISOString(), browser, network, seen })
      .returning({ id: adminSignIns.id })
      .get();
    const oldestKept = tx
      .select({ id: adminSignIns.id })
      .from(adminSignIns)
      .where(eq(adminSignIns.adminId, adminId))
      .orderBy(desc(adminSignIns.id))
      .limit(1)
      .offset(SIGN_INS_KEPT - 1)
      .get();
    if (oldestKept) tx.delete(adminSignIns).where(and(eq(adminSignIns.adminId, adminId), lt(adminSignIns.id, oldestKept.id), ne(adminSignIns.id, id))).run();
    return { seen, browser, network, sessionRef };
  });
}

/** A sign-in that issued `sessionId` to `actor` (the admin): its audit line and the sign-in recorded together. */
export function signedIn(store: Store, actor: Actor & { id: number }, sessionId: string, client: { ip?: string; userAgent?: string }, nowMs: number, detail?: string): RecordedSignIn {
  return commit(store, actor, { action: 'login', detail }, () => recordSignIn(store.db, actor.id, sessionId, client, nowMs));
}

/** A refused sign-in (a wrong code, a refused passkey), for the trail: who tried, from where, and why when it is said. */
export function signInRefused(store: Pick<Store, 'db'>, actor: Actor, detail?: string): void {
  record(store, actor, { action: 'login_failed', detail });
}

export type PasswordCheck = { admin: NonNullable<ReturnType<typeof findAdminByUsername>> } | { refused: 'wrong' | 'first password expired' };

/**
 * The password step of a sign-in: the account by that name and the right password, its first password (chosen by
 * another admin) not expired; a refusal is audited as from whoever it names. An unknown username is checked against
 * a dummy hash: same work, same answer, same time. A hash of the older kind is replaced now the password is known.
 */
export async function checkSignInPassword(store: Store, actor: Actor, username: string, password: string, cost: number, nowMs: number): Promise<PasswordCheck> {
  const admin = findAdminByUsername(store.db, username);
  if (!(await verifyPassword(password, admin?.password, cost)) || !admin) {
    signInRefused(store, actingAs(actor, { id: admin?.id, username }));
    return { refused: 'wrong' };
  }
  if (firstPasswordExpired(admin, nowMs)) {
    signInRefused(store, actingAs(actor, admin), 'first password expired');
    return { refused: 'first password expired' };
  }
  admin.password = await rehashOlderPassword(store.db, admin, password);
  return { admin };
}

/** The admin's newest sign-ins; `live` marks those whose session can still be ended (their public ids). */
export function listSignIns(db: Db, adminId: number, live: ReadonlySet<string>, current: string): SignInSummary[] {
  return db
    .select()
    .from(adminSignIns)
    .where(eq(adminSignIns.adminId, adminId))
    .orderBy(desc(adminSignIns.id))
    .limit(SIGN_INS_LISTED)
    .all()
    .map((row) => ({
      id: row.id,
      sessionId: row.sessionRef,
      createdAt: row.createdAt,
      browser: row.browser,
      network: row.network,
      seen: row.seen,
      live: live.has(row.sessionRef),
      current: row.sessionRef === current,
    }));
}
