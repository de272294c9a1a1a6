// Admin accounts: the one place that creates them and changes their passwords (used by the API, the CLI and
// start-up), so every path hashes the same way and revokes the same sessions.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AdminProfile } from '../../web/shared/admins.ts';
import { AdminCreateSchema, issuesOf, NewPasswordSchema } from '../../web/shared/schemas.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { adminUsers } from '../db/tables.ts';
import { commit, type Store } from '../db/unit-of-work.ts';
import type { Logger } from '../ops/log.ts';
import { PROGRAM } from '../ops/executable.ts';
import { costOf, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { contextWords, passwordProblem, type PasswordAccount } from './password-policy.ts';
import { revokeAdminSessions } from './tokens.ts';
import { actingAs, type Actor } from './audit.ts';

export interface AdminSummary {
  id: number;
  username: string;
  email: string;
}

export type AdminErrorCode = 'invalid' | 'duplicate' | 'admins_exist' | 'not_found' | 'wrong_password' | 'last_admin' | 'self';

export type { AdminProfile };

/** A refusal with a sentence fit to show the operator or the admin, and a code the caller maps to a status. */
export class AdminError extends Error {
  constructor(
    readonly code: AdminErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

export const CREATE_ADMIN_HINT = `${PROGRAM} admin create <username> <email>`;

export function countAdmins(db: Pick<Db, 'select'>): number {
  return db.select({ n: sql<number>`count(*)` }).from(adminUsers).get()?.n ?? 0;
}

export function findAdminByUsername(db: Db, username: string) {
  // admin_users.username is COLLATE NOCASE: "Alice" and "alice" are the same account.
  return db.select().from(adminUsers).where(eq(adminUsers.username, username)).get();
}

/**
 * How long a first password (chosen by the admin who added this one, `mustChangePassword`) signs in: after that it is
 * refused, so it can never become the admin's lasting password (ASVS 5.0 6.4.1). The new admin chooses their own
 * before then (Settings), or sets one with "Forgot password?", or asks to be added again.
 */
const FIRST_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;

export const FIRST_PASSWORD_EXPIRED =
  'This first password has expired (it worked for 7 days). Use "Forgot password?" to choose your own, or ask another admin to add you again.';

/** Whether this admin still has the first password another admin chose, and it is older than FIRST_PASSWORD_TTL_MS. */
export function firstPasswordExpired(admin: { mustChangePassword: boolean; createdAt: string }, nowMs: number): boolean {
  if (!admin.mustChangePassword) return false;
  const since = Date.parse(admin.createdAt);
  return !Number.isFinite(since) || nowMs - since > FIRST_PASSWORD_TTL_MS;
}

/**
 * After a right password: a hash of the older kind (bcrypt of the password itself, src/security/passwords.ts) is
 * replaced by the current kind at the same cost, only if it is still the one checked. Returns the stored hash now
 * (a two-factor ticket is bound to it). Nothing else about the admin changes: their sessions go on.
 */
export async function rehashOlderPassword(db: Db, admin: { id: number; password: string }, plain: string): Promise<string> {
  if (!needsRehash(admin.password)) return admin.password;
  const hash = await hashPassword(plain, costOf(admin.password));
  db.update(adminUsers).set({ password: hash }).where(and(eq(adminUsers.id, admin.id), eq(adminUsers.password, admin.password))).run();
  return db.select({ password: adminUsers.password }).from(adminUsers).where(eq(adminUsers.id, admin.id)).get()?.password ?? admin.password;
}


const profileColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  createdAt: adminUsers.createdAt,
  mustChangePassword: adminUsers.mustChangePassword,
  totpSecret: adminUsers.totpSecret,
};

function toProfile({ totpSecret, ...row }: { totpSecret: string | null } & Omit<AdminProfile, 'twoFactorEnabled'>): AdminProfile {
  return { ...row, twoFactorEnabled: totpSecret !== null };
}

export function findAdminProfile(db: Db, id: number): AdminProfile | undefined {
  const row = db.select(profileColumns).from(adminUsers).where(eq(adminUsers.id, id)).get();
  return row ? toProfile(row) : undefined;
}

/** Every admin, oldest first. */
export function listAdmins(db: Db): AdminProfile[] {
  return db.select(profileColumns).from(adminUsers).orderBy(asc(adminUsers.id)).all().map(toProfile);
}

/**
 * Removes an admin; their sessions go with them (ON DELETE CASCADE), so their tokens stop working at once. Never
 * the last admin, and never yourself unless `confirmSelf` says so. Checked, deleted and audited in one
 * transaction: two admins removing each other at the same moment cannot leave nobody.
 */
export function removeAdmin(store: Store, actor: Actor & { id: number; username: string }, id: number, confirmSelf: boolean): AdminSummary {
  const actorId = actor.id;
  // After removing yourself the trail keeps your name; your id is gone with the account.
  const by = id === actorId ? actingAs(actor, { id: null, username: actor.username }) : actor;
  const said = (removed: AdminSummary) => ({ action: 'admin_removed' as const, target: `admin_users/${removed.id}`, detail: `${removed.username} <${removed.email}>` });
  return commit(store, by, said, () => {
    const { db } = store;
    const admin = db.select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, id)).get();
    if (!admin) throw new AdminError('not_found', 'There is no admin with that id.');
    if (countAdmins(db) <= 1) throw new AdminError('last_admin', 'This is the only admin: add another before removing this one, or nobody could sign in.');
    if (id === actorId && !confirmSelf) {
      throw new AdminError('self', 'This is your own account: removing it signs you out for good. Confirm with ?confirmSelf=1.');
    }
    db.delete(adminUsers).where(eq(adminUsers.id, id)).run();
    return admin;
  });
}

function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = issuesOf(result.issues);
  throw new AdminError('invalid', issues[0]?.message ?? 'The admin details are not valid.', issues);
}

/**
 * Refuses a new password that is common or holds a word about the company, the site or `account`
 * (src/security/password-policy.ts), with the sentence on `field`, the form's name for it.
 */
export function refuseGuessablePassword(db: Db, password: string, account: PasswordAccount, field: string): void {
  const problem = passwordProblem(password, contextWords(db, account));
  if (problem) throw new AdminError('invalid', problem, [{ path: field, message: problem }]);
}

export interface CreateAdminOptions {
  /** Refuse (code 'admins_exist') unless admin_users is empty: the open /api/admin/create call. */
  onlyIfNone?: boolean;
  /** bcrypt cost; tests lower it, everything else keeps the default. */
  cost?: number;
  /** Added by another admin with a first password: the panel asks them to choose their own. */
  mustChangePassword?: boolean;
}

/** Validates with AdminCreateSchema, hashes the password with bcrypt and stores the admin. */
export async function createAdmin(db: Db, input: unknown, options: CreateAdminOptions = {}): Promise<AdminSummary> {
  const prepared = await prepareAdmin(db, input, options);
  return db.transaction((tx) => insertAdmin(tx as unknown as Db, prepared, options));
}

/** The very first account (the open setup call), audited as made by itself. */
export async function createFirstAdmin(store: Store, actor: Actor, input: unknown, cost?: number): Promise<AdminSummary> {
  const options = { onlyIfNone: true, cost };
  const prepared = await prepareAdmin(store.db, input, options);
  const said = (admin: AdminSummary) => ({ action: 'admin_created' as const, target: `admin_users/${admin.id}`, actor: actingAs(actor, admin) });
  return commit(store, actor, said, () => insertAdmin(store.db, prepared, options));
}

/** An admin adds another (Team) with a first password the new admin is asked to replace; audited with who they are. */
export async function addAdmin(store: Store, actor: Actor, input: unknown, cost?: number): Promise<AdminSummary> {
  const options = { mustChangePassword: true, cost };
  const prepared = await prepareAdmin(store.db, input, options);
  const said = (admin: AdminSummary) => ({ action: 'admin_created' as const, target: `admin_users/${admin.id}`, detail: `${admin.username} <${admin.email}>` });
  return commit(store, actor, said, () => insertAdmin(store.db, prepared, options));
}

interface PreparedAdmin {
  username: string;
  email: string;
  hash: string;
}

/** The details checked and the password hashed: the slow part, before the write. */
async function prepareAdmin(db: Db, input: unknown, options: CreateAdminOptions): Promise<PreparedAdmin> {
  if (options.onlyIfNone && countAdmins(db) > 0) throw adminsExist();
  const { username, email, password } = parse(AdminCreateSchema, input);
  refuseGuessablePassword(db, password, { username, email }, 'password');
  return { username, email, hash: await hashPassword(password, options.cost) };
}

/** Stores a prepared admin, inside the caller's transaction. */
function insertAdmin(tx: Db, { username, email, hash }: PreparedAdmin, options: CreateAdminOptions): AdminSummary {
  // Checked again inside the write: two first-admin requests racing through the bcrypt wait cannot both win.
  if (options.onlyIfNone && countAdmins(tx) > 0) throw adminsExist();
  const clash = tx
    .select({ username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(or(eq(adminUsers.username, username), eq(adminUsers.email, email)))
    .get();
  if (clash) {
    const which = clash.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email address';
    throw new AdminError('duplicate', duplicateAdmin(which));
  }
  return tx
    .insert(adminUsers)
    .values({ username, email, password: hash, mustChangePassword: options.mustChangePassword === true })
    .returning({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .get();
}

export const ADMINS_EXIST = 'An admin already exists. Sign in, or ask an admin to create your account.';

/** The 409 of a new admin whose username or e-mail address another admin has. */
export const duplicateAdmin = (which: 'username' | 'email address') => `An admin with that ${which} already exists.`;

function adminsExist() {
  return new AdminError('admins_exist', ADMINS_EXIST);
}

/** Operator reset (CLI): sets a new password and signs the admin out everywhere. */
export async function resetPassword(db: Db, username: string, newPassword: string, cost?: number): Promise<AdminSummary> {
  const password = parse(NewPasswordSchema, newPassword);
  const admin = findAdminByUsername(db, username);
  if (!admin) throw new AdminError('not_found', `There is no admin called "${username}".`);
  refuseGuessablePassword(db, password, admin, 'newPassword');
  const hash = await hashPassword(password, cost);
  db.transaction((tx) => {
    setPassword(tx, admin.id, hash);
    revokeAdminSessions(tx, admin.id);
  });
  return { id: admin.id, username: admin.username, email: admin.email };
}

/** Stores a new password hash; the admin has now chosen their own, so the first-password flag clears. */
export function setPassword(db: Pick<Db, 'update'>, adminId: number, hash: string): void {
  db.update(adminUsers).set({ password: hash, mustChangePassword: false, updatedAt: new Date().toISOString() }).where(eq(adminUsers.id, adminId)).run();
}

/**
 * A signed-in admin changes their own password: the current one is required (a borrowed, unlocked session
 * is not enough), and every other session of theirs is signed out; `keepSessionId` (the caller's) stays. Audited.
 */
export async function changeOwnPassword(
  store: Store,
  actor: Actor,
  adminId: number,
  currentPassword: string,
  newPassword: string,
  keepSessionId?: string,
  cost?: number,
): Promise<void> {
  const { db } = store;
  const admin = db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).get();
  if (!admin) throw new AdminError('not_found', 'This admin account no longer exists.');
  if (!(await verifyPassword(currentPassword, admin.password))) {
    throw new AdminError('wrong_password', 'The current password is not correct.', [{ path: 'currentPassword', message: 'The current password is not correct.' }]);
  }
  const password = parse(NewPasswordSchema, newPassword);
  refuseGuessablePassword(db, password, admin, 'newPassword');
  const hash = await hashPassword(password, cost);
  commit(store, actor, { action: 'password_changed' }, () => {
    setPassword(db, adminId, hash);
    revokeAdminSessions(db, adminId, keepSessionId);
  });
}

export type BootstrapResult = 'created' | 'exists' | 'not_configured';

/**
 * Start-up: when ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL are all set and there is no admin yet, that
 * admin is created. With no admin and no (complete) variables, it logs how to create one. Rejects with an
 * AdminError (the sentence says what is wrong) when the variables are set but not acceptable.
 */
export async function ensureBootstrapAdmin(s: { db: Db; config: Pick<Config, 'admin'>; log: Logger }): Promise<BootstrapResult> {
  if (countAdmins(s.db) > 0) return 'exists';
  const { username, password, email } = s.config.admin;
  const given = { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, ADMIN_EMAIL: email };
  const missing = Object.entries(given).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 0) {
    try {
      const admin = await createAdmin(s.db, { username, password, email }, { onlyIfNone: true });
      s.log.info(`Created the first admin "${admin.username}" from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD.`);
      return 'created';
    } catch (error) {
      // Another process on the same file created one first: that is the outcome we wanted.
      if (error instanceof AdminError && error.code === 'admins_exist') return 'exists';
      if (error instanceof AdminError) {
        throw new AdminError(error.code, `Cannot create the admin from the environment: ${error.message}`, error.issues);
      }
      throw error;
    }
  }
  if (missing.length < 3) {
    s.log.warn(`No admin exists and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set; set all three of ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL to create one at start-up.`);
  }
  s.log.warn(`No admin account exists yet. Create one with: ${CREATE_ADMIN_HINT} (the password is read from ADMIN_PASSWORD or standard input).`);
  return 'not_configured';
}
