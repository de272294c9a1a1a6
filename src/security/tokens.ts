import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { adminSessions, adminSignIns, adminUsers, serverState } from '../db/tables.ts';
import { IDLE_TIMEOUT_MINUTES } from '../../web/shared/admins.ts';

/**
 * The public name of a session: 16 hex digits of SHA-256 of its id. The id inside the token is the key that
 * revokes it, so lists and the audit trail name a session by this instead.
 */
export const publicSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex').slice(0, 16);

/** How long a sign-in lasts; the cookie's Max-Age matches it. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const JWT_SECRET_KEY = 'jwt_secret';
const ALG = 'HS256';
/** The signature and algorithm are checked by hono; the times against this service's clock, below. */
const BY_OUR_CLOCK = { alg: ALG, exp: false, iat: false, nbf: false } as const;

export interface AdminIdentity {
  id: number;
  username: string;
  sessionId: string;
  /** When the admin last proved it is them in this session (password or passkey); null for sessions from before. */
  verifiedAt: string | null;
}

/** Where a sign-in came from, shown in the admin's list of sessions. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

/** lastSeenAt is written at most this often per session: one small write a minute, not one per request. */
export const LAST_SEEN_EVERY_MS = 60_000;
/**
 * A session whose lastSeenAt (the admin's last action, as the panel says: background requests do not count) is this
 * old has ended. lastSeenAt moves a minute at a time, so a session ends 29 to 30 minutes after the last action.
 */
export const IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MINUTES * 60_000;
/** How long the ticket between the password and the two-factor code lasts. */
export const TICKET_TTL_SECONDS = 5 * 60;
/** Wrong codes one ticket may carry before it ends and the password must be entered again. */
export const TICKET_MAX_FAILURES = 3;

/** A verified two-factor ticket: its id and the admin it was issued to. */
export interface TwoFactorTicket {
  id: string;
  adminId: number;
}

/** A short digest of a stored password hash: changes whenever the password does, and reveals nothing of it. */
const passwordStamp = (hash: string) => createHash('sha256').update(hash).digest('base64url').slice(0, 16);

export interface IssuedToken {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * The configured JWT_SECRET, else the one generated on first start and kept in server_state, so tokens survive
 * restarts and no secret lives in the repository. INSERT OR IGNORE then SELECT: two processes starting on the
 * same file at once still agree on one secret.
 */
export function resolveJwtSecret(db: Db, config: Pick<Config, 'jwtSecret'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  db.insert(serverState)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
    .run();
  const row = db.select({ value: serverState.value }).from(serverState).where(eq(serverState.key, JWT_SECRET_KEY)).get();
  if (!row) throw new Error('Could not store the generated JWT secret in the database.');
  return row.value;
}

/** Signs tokens bound to a revocable admin_sessions row, and checks them. One per app (see Services.tokens). */
export class TokenService {
  readonly #secret: string;
  /**
   * Open two-factor tickets by id. Only a right password adds one (the sign-in limits bound how often) and each
   * lives five minutes, so this stays small; a restart ends them, which costs an admin only their password again.
   */
  readonly #tickets = new Map<string, { adminId: number; expiresAt: number; failures: number }>();

  constructor(
    private readonly db: Db,
    config: Pick<Config, 'jwtSecret'>,
    private readonly now: () => number = Date.now,
  ) {
    this.#secret = resolveJwtSecret(db, config);
  }

  async issue(adminId: number, client: SessionClient = {}): Promise<IssuedToken> {
    const nowMs = this.now();
    const sessionId = randomBytes(32).toString('base64url');
    const expiresAt = new Date(nowMs + TOKEN_TTL_SECONDS * 1000);
    const nowIso = new Date(nowMs).toISOString();
    // Sessions past their expiry can never be used again; dropping them here keeps the table small.
    this.db.delete(adminSessions).where(lt(adminSessions.expiresAt, nowIso)).run();
    this.db
      .insert(adminSessions)
      .values({
        id: sessionId,
        adminId,
        createdAt: nowIso,
        expiresAt: expiresAt.toISOString(),
        ip: client.ip?.slice(0, 100) ?? null,
        userAgent: client.userAgent?.slice(0, 300) || null,
        lastSeenAt: nowIso,
        verifiedAt: nowIso,
      })
      .run();
    const iat = Math.floor(nowMs / 1000);
    const token = await sign({ sub: String(adminId), sid: sessionId, iat, exp: iat + TOKEN_TTL_SECONDS }, this.#secret, ALG);
    return { token, sessionId, expiresAt };
  }

  /**
   * The admin a token speaks for, or undefined. Rejected: anything not HS256 (alg=none included), another
   * secret, a malformed or expired token, a token without exp/sub/sid, and a session that was revoked, has
   * expired or belongs to an admin who no longer exists.
   */
  async verify(token: string, options: { background?: boolean } = {}): Promise<AdminIdentity | undefined> {
    const checked = await this.check(token, options);
    return checked === 'idle' ? undefined : checked;
  }

  /**
   * As verify, but a session that has just ended for inactivity is told apart ('idle'): it is revoked then, and the
   * caller can say why. A request marked `background` (not the admin's doing) is checked but does not count as
   * activity.
   */
  async check(token: string, { background = false }: { background?: boolean } = {}): Promise<AdminIdentity | 'idle' | undefined> {
    const payload = await this.#signed(token);
    if (!payload) return undefined;
    const { sub, sid, exp, typ } = payload;
    if (typ !== undefined) return undefined; // a two-factor ticket is not a sign-in
    if (typeof exp !== 'number' || typeof sid !== 'string' || typeof sub !== 'string' || !/^\d{1,15}$/.test(sub)) return undefined;
    if (exp <= Math.floor(this.now() / 1000)) return undefined;
    const row = this.db
      .select({
        adminId: adminSessions.adminId,
        username: adminUsers.username,
        expiresAt: adminSessions.expiresAt,
        revokedAt: adminSessions.revokedAt,
        lastSeenAt: adminSessions.lastSeenAt,
        createdAt: adminSessions.createdAt,
        verifiedAt: adminSessions.verifiedAt,
      })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
      .where(eq(adminSessions.id, sid))
      .get();
    if (!row || row.revokedAt !== null || row.adminId !== Number(sub)) return undefined;
    const nowMs = this.now();
    if (Date.parse(row.expiresAt) <= nowMs) return undefined;
    if (nowMs - Date.parse(row.lastSeenAt ?? row.createdAt) >= IDLE_TIMEOUT_MS) {
      revokeSession(this.db, sid);
      return 'idle';
    }
    if (!background && (!row.lastSeenAt || nowMs - Date.parse(row.lastSeenAt) >= LAST_SEEN_EVERY_MS)) {
      this.db.update(adminSessions).set({ lastSeenAt: new Date(nowMs).toISOString() }).where(eq(adminSessions.id, sid)).run();
    }
    return { id: row.adminId, username: row.username, sessionId: sid, verifiedAt: row.verifiedAt };
  }

  /**
   * The proof, between the password and the two-factor code, that the password was right: short-lived, of its
   * own type (`typ`, so it is never taken for a sign-in token: it has no session), and bound to its admin and
   * to that admin's password as it was (`pwd`, a digest of the stored hash: a new password ends it). It is
   * also held here, so that it works once: a success spends it, and so do TICKET_MAX_FAILURES wrong codes.
   */
  issueTicket(admin: { id: number; username: string; password: string }): Promise<string> {
    const nowMs = this.now();
    this.#dropExpiredTickets(nowMs);
    const jti = randomBytes(16).toString('base64url');
    this.#tickets.set(jti, { adminId: admin.id, expiresAt: nowMs + TICKET_TTL_SECONDS * 1000, failures: 0 });
    const iat = Math.floor(nowMs / 1000);
    const claims = { typ: '2fa', jti, sub: String(admin.id), usr: admin.username, pwd: passwordStamp(admin.password), iat, exp: iat + TICKET_TTL_SECONDS };
    return sign(claims, this.#secret, ALG);
  }

  /**
   * The ticket's id and admin when it is signed by us, unexpired, not yet spent, and its admin's password is
   * still the one it was issued for; undefined otherwise. Call ticketOpen() again after any await.
   */
  async verifyTicket(ticket: string): Promise<TwoFactorTicket | undefined> {
    const payload = await this.#signed(ticket);
    if (!payload) return undefined;
    const { typ, sub, exp, jti, pwd } = payload;
    if (typ !== '2fa' || typeof exp !== 'number' || typeof jti !== 'string' || typeof pwd !== 'string') return undefined;
    if (typeof sub !== 'string' || !/^\d{1,15}$/.test(sub) || exp <= Math.floor(this.now() / 1000)) return undefined;
    const verified = { id: jti, adminId: Number(sub) };
    if (!this.ticketOpen(verified)) return undefined;
    const stored = this.db.select({ password: adminUsers.password }).from(adminUsers).where(eq(adminUsers.id, verified.adminId)).get();
    return stored && passwordStamp(stored.password) === pwd ? verified : undefined;
  }

  /** Whether the ticket may still be used (not spent, not expired). */
  ticketOpen(ticket: TwoFactorTicket): boolean {
    const held = this.#tickets.get(ticket.id);
    return held !== undefined && held.adminId === ticket.adminId && held.expiresAt > this.now();
  }

  /** A successful second step: the ticket never works again. */
  spendTicket(ticket: TwoFactorTicket): void {
    this.#tickets.delete(ticket.id);
  }

  /** A wrong code on this ticket; the last one it may carry spends it. */
  ticketFailed(ticket: TwoFactorTicket): void {
    const held = this.#tickets.get(ticket.id);
    if (held && ++held.failures >= TICKET_MAX_FAILURES) this.#tickets.delete(ticket.id);
  }

  #dropExpiredTickets(nowMs: number): void {
    for (const [id, held] of this.#tickets) if (held.expiresAt <= nowMs) this.#tickets.delete(id);
  }

  /** The claims of a JWT we signed (HS256, our secret), or undefined; its times are for the caller to check. */
  async #signed(jwt: string): Promise<Record<string, unknown> | undefined> {
    try {
      return await verify(jwt, this.#secret, BY_OUR_CLOCK);
    } catch {
      return undefined;
    }
  }

  /** The admin proved again that it is them (password or passkey) in this session: what matters is open for a while. */
  /**
   * Confirm-it's-you (ASVS 5.0 7.2.4): the session goes on under a new id and token, proved just now; the old token
   * stops working at once. It keeps its sign-in time and its 12-hour end (confirming never lengthens a session), its
   * place in the sessions list, and its sign-in record, so the e-mailed "end that session" link still reaches it.
   * Undefined when the session has ended meanwhile.
   */
  async rotate(sessionId: string): Promise<IssuedToken | undefined> {
    const nowMs = this.now();
    const nowIso = new Date(nowMs).toISOString();
    const newId = randomBytes(32).toString('base64url');
    const old = this.db.transaction((tx) => {
      const row = tx.select().from(adminSessions).where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt))).get();
      if (!row || Date.parse(row.expiresAt) <= nowMs) return undefined;
      tx.insert(adminSessions).values({ ...row, id: newId, lastSeenAt: nowIso, verifiedAt: nowIso, revokedAt: null }).run();
      tx.update(adminSessions).set({ revokedAt: nowIso }).where(eq(adminSessions.id, sessionId)).run();
      tx.update(adminSignIns).set({ sessionRef: publicSessionId(newId) }).where(eq(adminSignIns.sessionRef, publicSessionId(sessionId))).run();
      return row;
    });
    if (!old) return undefined;
    const expiresAt = new Date(old.expiresAt);
    const token = await sign({ sub: String(old.adminId), sid: newId, iat: Math.floor(nowMs / 1000), exp: Math.floor(expiresAt.getTime() / 1000) }, this.#secret, ALG);
    return { token, sessionId: newId, expiresAt };
  }

  /** Logout: this session's token is refused from now on. */
  revoke(sessionId: string): void {
    revokeSession(this.db, sessionId);
  }
}

const nowIso = () => new Date().toISOString();

/** Ends one sign-in (logout): its token is refused from now on. */
export function revokeSession(db: Db, sessionId: string): void {
  db.update(adminSessions).set({ revokedAt: nowIso() }).where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt))).run();
}

/** Ends every sign-in of an admin (password reset), or every one but `exceptSessionId` (own password change). */
export function revokeAdminSessions(db: Pick<Db, 'update'>, adminId: number, exceptSessionId?: string): number {
  const keep = exceptSessionId === undefined ? undefined : ne(adminSessions.id, exceptSessionId);
  return db
    .update(adminSessions)
    .set({ revokedAt: nowIso() })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), keep))
    .run().changes;
}
