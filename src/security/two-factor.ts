// Two-factor sign-in with time-based codes (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, as every
// authenticator app expects) and ten single-use recovery codes. The secret is kept as it must be to check codes;
// recovery codes only as salted, slow hashes (src/security/recovery-hash.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { TwoFactorSetup } from '../../web/shared/admins.ts';
import type { Db } from '../db/open.ts';
import { adminPasskeys, adminRecoveryCodes, adminUsers } from '../db/tables.ts';
import { commit, record, type Store } from '../db/unit-of-work.ts';
import { AdminError, findAdminByUsername, type AdminSummary } from './admins.ts';
import type { Actor } from './audit.ts';
import { verifyPassword } from './passwords.ts';
import { hashRecoveryDigest, legacyRecoveryDigest, newRecoverySalt, saltOf } from './recovery-hash.ts';

const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;

/** A refusal with the status the API answers and a sentence for the admin. */
export class TwoFactorError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'TwoFactorError';
  }
}

const totpFor = (secret: string, label = 'admin', issuer = 'Website') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** Recovery codes are typed by people: case, spaces and dashes do not matter. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;
/** What a normalised recovery code looks like: anything else is refused before any slow hash is computed. */
const RECOVERY_SHAPE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

function recoveryCode(): string {
  // 10 characters from 31 (about 50 bits): far beyond guessing within the sign-in limit.
  const chars = [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function adminRow(db: Db, adminId: number) {
  const row = db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).get();
  if (!row) throw new TwoFactorError(404, 'This admin account no longer exists.');
  return row;
}

export function twoFactorEnabled(db: Db, adminId: number): boolean {
  return (db.select({ secret: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, adminId)).get()?.secret ?? null) !== null;
}

export type { TwoFactorSetup };

/** Starts turning two-factor sign-in on: a new secret waits (totp_pending) until a code from it is confirmed. */
export function beginSetup(db: Db, adminId: number, issuer: string): TwoFactorSetup {
  const admin = adminRow(db, adminId);
  if (admin.totpSecret) throw new TwoFactorError(409, 'Two-factor sign-in is already on. Turn it off first to set up a new app.');
  const secret = new Secret({ size: 20 }).base32;
  db.update(adminUsers).set({ totpPending: secret }).where(eq(adminUsers.id, adminId)).run();
  const uri = totpFor(secret, admin.username, issuer).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * How long into a new step the previous step's code is still taken: the time to type it and send it, and a phone
 * clock a little behind. A code is never taken before its own step, so it lives at most 30 seconds plus this.
 */
export const PREVIOUS_STEP_GRACE_MS = 5_000;

/**
 * The 30-second step a code matches, or undefined: the current step, or the previous one during the first
 * PREVIOUS_STEP_GRACE_MS of the current step (ASVS 5.0 6.5.5); never a future step.
 */
function matchingStep(secret: string, code: string, nowMs: number): number | undefined {
  const token = code.replace(/\s/g, '');
  const totp = totpFor(secret);
  const step = Math.floor(nowMs / 1000 / PERIOD_SECONDS);
  if (totp.validate({ token, timestamp: nowMs, window: 0 }) === 0) return step;
  const intoStep = nowMs - step * PERIOD_SECONDS * 1000;
  if (intoStep < PREVIOUS_STEP_GRACE_MS && totp.validate({ token, timestamp: nowMs - PERIOD_SECONDS * 1000, window: 0 }) === 0) return step - 1;
  return undefined;
}

const ALREADY_ON = 'Two-factor sign-in is already on.';

/** Confirms the pending secret with a current code: two-factor is on (audited), and the new recovery codes are returned (once). */
export async function confirmSetup(store: Store, actor: Actor, adminId: number, code: string, nowMs = Date.now()): Promise<string[]> {
  const { db } = store;
  const admin = adminRow(db, adminId);
  if (admin.totpSecret) throw new TwoFactorError(409, ALREADY_ON);
  const pending = admin.totpPending;
  if (!pending) throw new TwoFactorError(409, 'Start setting up two-factor sign-in first.');
  const step = matchingStep(pending, code, nowMs);
  if (step === undefined) throw new TwoFactorError(400, 'That code is not right. Enter the 6-digit code your app shows now.');
  const batch = await newRecoveryBatch();
  return commit(store, actor, { action: 'two_factor_enabled' }, () => {
    // Conditional: of two confirmations racing through the hashing, one turns it on.
    const changed = db
      .update(adminUsers)
      .set({ totpSecret: pending, totpPending: null, totpLastStep: step })
      .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpSecret), eq(adminUsers.totpPending, pending)))
      .run().changes;
    if (changed !== 1) throw new TwoFactorError(409, ALREADY_ON);
    return storeRecoveryBatch(db, adminId, batch);
  });
}

export interface RecoveryBatch {
  codes: string[];
  hashes: string[];
}

/** Ten new codes and their stored forms, under one new salt; hashed off the main thread. */
export async function newRecoveryBatch(): Promise<RecoveryBatch> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const salt = newRecoverySalt();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryDigest(legacyRecoveryDigest(normaliseRecovery(c)), salt)));
  return { codes, hashes };
}

/** Stores a batch in the caller's transaction, in place of the admin's codes before; the codes to show. */
export function storeRecoveryBatch(db: Pick<Db, 'delete' | 'insert'>, adminId: number, batch: RecoveryBatch): string[] {
  db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
  db.insert(adminRecoveryCodes).values(batch.hashes.map((codeHash) => ({ adminId, codeHash }))).run();
  return batch.codes;
}

/**
 * Ten new recovery codes the admin asked for, shown once; any left from before stop working. They stand in for the
 * authenticator app or a passkey at the second step. Audited.
 */
export async function renewRecoveryCodes(store: Store, actor: Actor, adminId: number): Promise<string[]> {
  const batch = await newRecoveryBatch();
  return commit(store, actor, { action: 'recovery_codes_replaced' }, () => storeRecoveryBatch(store.db, adminId, batch));
}

/** The authenticator app goes; the recovery codes go too unless a passkey still needs them (or `everything`). */
function clear(db: Db, adminId: number, everything = false): void {
  db.transaction((tx) => {
    tx.update(adminUsers).set({ totpSecret: null, totpPending: null, totpLastStep: null }).where(eq(adminUsers.id, adminId)).run();
    if (everything) tx.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).run();
    const passkeys = tx.select({ id: adminPasskeys.id }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).all().length;
    if (passkeys === 0) tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
  });
}

/** After a passkey was removed: with no app and no passkey left, the recovery codes stand in for nothing. */
export function dropOrphanRecoveryCodes(db: Db, adminId: number): void {
  if (!twoFactorEnabled(db, adminId) && db.select({ id: adminPasskeys.id }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).all().length === 0) {
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)).run();
  }
}

/** Turns it off; the admin's password is required (an unlocked, borrowed session is not enough). Audited. */
export async function disableTwoFactor(store: Store, actor: Actor, adminId: number, password: string): Promise<void> {
  const { db } = store;
  const admin = adminRow(db, adminId);
  if (!(await verifyPassword(password, admin.password))) {
    throw new AdminError('wrong_password', 'The password is not correct.', [{ path: 'password', message: 'The password is not correct.' }]);
  }
  if (!admin.totpSecret) throw new TwoFactorError(409, 'Two-factor sign-in is not on.');
  commit(store, actor, { action: 'two_factor_disabled' }, () => clear(db, adminId));
}

/** Wrong second-step codes in a row paused this admin's second step (src/security/limits.ts keeps the count): for the trail. */
export function secondStepPaused(store: Pick<Store, 'db'>, actor: Actor, adminId: number, failures: number, pauseMs: number): void {
  record(store, actor, { action: 'two_factor_paused', target: `admin_users/${adminId}`, detail: `${failures} wrong codes in a row; paused ${pauseMs / 60_000} minutes` });
}

/**
 * Operator help for a locked-out admin (CLI): two-factor off, passkeys and recovery codes gone. Audited with how
 * the operator confirmed who asked.
 */
export function resetTwoFactor(store: Store, actor: Actor, username: string, confirmedBy: string): AdminSummary & { wasOn: boolean } {
  const said = (admin: AdminSummary) => ({ action: 'two_factor_reset' as const, target: `admin_users/${admin.id}`, detail: `${admin.username}; identity confirmed by: ${confirmedBy}` });
  return commit(store, actor, said, () => {
    const admin = findAdminByUsername(store.db, username);
    if (!admin) throw new AdminError('not_found', `There is no admin called "${username}".`);
    clear(store.db, admin.id, true);
    return { id: admin.id, username: admin.username, email: admin.email, wasOn: admin.totpSecret !== null };
  });
}

/** A typed code, with the stored forms it would have as a recovery code of the admin's set (none when it cannot be one). */
export interface PreparedCode {
  code: string;
  recoveryHashes: string[];
}

/**
 * The slow part of checking a code, done before the check itself so that the check runs without a pause: a code
 * shaped like a recovery code is hashed under the salt of each set of unused codes the admin has (one, normally).
 */
export async function prepareSecondFactor(db: Db, adminId: number, code: string): Promise<PreparedCode> {
  const normalised = normaliseRecovery(code);
  if (!RECOVERY_SHAPE.test(normalised)) return { code, recoveryHashes: [] };
  const rows = db
    .select({ codeHash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
    .all();
  const salts = [...new Set(rows.map((r) => saltOf(r.codeHash)).filter((salt) => salt !== undefined))];
  const digest = legacyRecoveryDigest(normalised);
  return { code, recoveryHashes: await Promise.all(salts.map((salt) => hashRecoveryDigest(digest, salt))) };
}

/**
 * The second step of sign-in: a TOTP code for a step later than the last one accepted (so no code, even a
 * correct one seen over a shoulder, works twice), or an unused recovery code (an app's or a passkey's), which is
 * then used up. `prepared` comes from prepareSecondFactor.
 */
export function checkSecondFactor(db: Db, adminId: number, prepared: PreparedCode, nowMs = Date.now()): 'totp' | 'recovery' | undefined {
  const { code, recoveryHashes } = prepared;
  const admin = db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).get();
  if (!admin) return undefined;
  if (/^\s*\d{6}\s*$/.test(code)) {
    if (!admin.totpSecret) return undefined;
    const step = matchingStep(admin.totpSecret, code, nowMs);
    if (step === undefined) return undefined;
    // Conditional write: two requests racing with the same code cannot both pass.
    const taken = db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
      .run().changes;
    return taken === 1 ? 'totp' : undefined;
  }
  if (recoveryHashes.length === 0) return undefined;
  const used = db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date(nowMs).toISOString() })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), inArray(adminRecoveryCodes.codeHash, recoveryHashes), isNull(adminRecoveryCodes.usedAt)))
    .run().changes;
  return used === 1 ? 'recovery' : undefined;
}

/** How many recovery codes the admin has left. */
export function recoveryCodesLeft(db: Db, adminId: number): number {
  return db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
    .all().length;
}
