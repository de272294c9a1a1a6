// Passkeys (WebAuthn, through @simplewebauthn/server): an admin registers one or more, names and removes them, and
// signs in with one alone. Only the public key is stored; the private key never leaves the phone, laptop or
// security key. The browser binds every answer to the site's own address (the origin and the RP ID, which is the
// host name), so a look-alike site cannot relay a passkey sign-in the way it can relay a password and a code.
import { randomBytes } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { PasskeySummary } from '../../web/shared/admins.ts';
import type { Db } from '../db/open.ts';
import { adminPasskeys, adminUsers } from '../db/tables.ts';
import { commit, type Store } from '../db/unit-of-work.ts';
import type { Actor } from './audit.ts';
import { dropOrphanRecoveryCodes, newRecoveryBatch, recoveryCodesLeft, storeRecoveryBatch, twoFactorEnabled } from './two-factor.ts';

export type { PasskeySummary };

/** The WebAuthn library (with its ASN.1 and crypto dependencies, about 600 KB), read on the first passkey ceremony:
 * a server whose admins never use one does not hold it. */
const webAuthn = () => import('@simplewebauthn/server');

/** How long the browser's prompt may stay open between the options and the answer. */
const CEREMONY_TTL_MS = 5 * 60_000;
/** At most this many passkeys per admin (one per phone, laptop and key is a handful). */
const MAX_PASSKEYS = 20;

/** A refusal with the status the API answers and a sentence for the admin. */
export class PasskeyError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyError';
  }
}

const UNKNOWN_PASSKEY = 'This passkey is not registered here, or it was removed. Sign in with your password, or use another passkey.';
const EXPIRED = 'The passkey prompt has expired. Please try again.';
const NOT_ACCEPTED = 'The passkey could not be checked. Please try again, or use another way to sign in.';

/** The site as the browser sees it: its host name (the RP ID) and the origins its pages may be on. */
export interface RelyingParty {
  id: string;
  origins: string[];
  name: string;
}

type Purpose = 'register' | 'sign-in' | 'confirm';
interface Ceremony {
  challenge: string;
  purpose: Purpose;
  adminId?: number;
  expiresAt: number;
}

/**
 * The challenges handed out and not yet answered, each usable once. In memory like the two-factor tickets: they
 * live five minutes, and a restart costs only a second tap. Bounded, so requests for options cannot fill memory.
 */
export class PasskeyCeremonies {
  readonly #open = new Map<string, Ceremony>();
  static readonly MAX_OPEN = 10_000;

  constructor(private readonly now: () => number) {}

  start(challenge: string, purpose: Purpose, adminId?: number): string {
    const nowMs = this.now();
    for (const [id, held] of this.#open) if (held.expiresAt <= nowMs) this.#open.delete(id);
    while (this.#open.size >= PasskeyCeremonies.MAX_OPEN) this.#open.delete(this.#open.keys().next().value as string);
    const id = randomBytes(16).toString('base64url');
    this.#open.set(id, { challenge, purpose, adminId, expiresAt: nowMs + CEREMONY_TTL_MS });
    return id;
  }

  /** The challenge of an open ceremony of that purpose (and admin), which is spent by being taken. */
  take(id: string, purpose: Purpose, adminId?: number): string {
    const held = this.#open.get(id);
    this.#open.delete(id);
    if (!held || held.purpose !== purpose || held.adminId !== adminId || held.expiresAt <= this.now()) throw new PasskeyError(400, EXPIRED);
    return held.challenge;
  }
}

const userHandle = (adminId: number) => new TextEncoder().encode(`admin:${adminId}`);
const transportsOf = (json: string | null): AuthenticatorTransport[] | undefined => {
  try {
    const parsed: unknown = json ? JSON.parse(json) : undefined;
    return Array.isArray(parsed) ? parsed.filter((t): t is AuthenticatorTransport => typeof t === 'string') : undefined;
  } catch {
    return undefined;
  }
};

function rowsOf(db: Db, adminId: number) {
  return db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).orderBy(asc(adminPasskeys.createdAt), asc(adminPasskeys.id)).all();
}

export function listPasskeys(db: Db, adminId: number): PasskeySummary[] {
  return rowsOf(db, adminId).map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt }));
}

export function passkeyCount(db: Db, adminId: number): number {
  return rowsOf(db, adminId).length;
}

/** What the browser needs to create a passkey for this admin; the admin's other passkeys are excluded. */
export async function registrationOptions(
  db: Db,
  admin: { id: number; username: string },
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = rowsOf(db, admin.id);
  if (existing.length >= MAX_PASSKEYS) throw new PasskeyError(409, `You already have ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`);
  return (await webAuthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.username,
    userID: userHandle(admin.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row.transports) })),
    // A discoverable credential: the sign-in page can then ask for "a passkey of this site" without a username.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/**
 * Checks the browser's answer against the challenge it was given and this site; stores the new passkey, audited.
 * An admin with no authenticator app and no recovery codes gets ten with it, shown once: they sign in when the
 * passkey's device is lost.
 */
export async function addPasskey(
  store: Store,
  actor: Actor,
  adminId: number,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
  rp: RelyingParty,
  name: string,
): Promise<{ passkey: PasskeySummary; recoveryCodes?: string[] }> {
  const { db } = store;
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await (await webAuthn()).verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw new PasskeyError(400, 'The passkey could not be added: the answer from your device did not check out. Please try again.');
  }
  if (!verified.verified) throw new PasskeyError(400, 'The passkey could not be added. Please try again.');
  const { credential } = verified.registrationInfo;
  const batch = !twoFactorEnabled(db, adminId) && recoveryCodesLeft(db, adminId) === 0 ? await newRecoveryBatch() : undefined;
  const said = ({ passkey }: { passkey: PasskeySummary }) => ({ action: 'passkey_added' as const, target: `admin_passkeys/${passkey.id}`, detail: passkey.name });
  return commit(store, actor, said, () => {
    if (db.select({ id: adminPasskeys.id }).from(adminPasskeys).where(eq(adminPasskeys.credentialId, credential.id)).get()) {
      throw new PasskeyError(409, 'This passkey is already registered.');
    }
    const passkey = storePasskey(db, adminId, credential, name);
    return batch ? { passkey, recoveryCodes: storeRecoveryBatch(db, adminId, batch) } : { passkey };
  });
}

type VerifiedCredential = NonNullable<Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo']>['credential'];

function storePasskey(db: Db, adminId: number, credential: VerifiedCredential, name: string): PasskeySummary {
  const row = db
    .insert(adminPasskeys)
    .values({
      adminId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      signCount: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      name,
    })
    .returning()
    .get();
  return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt };
}

/**
 * Whether the device must check it is its owner (a PIN, a fingerprint, a face) for this use of a passkey: a passkey
 * alone signs in only so, as two factors in one (something you have, unlocked by something you know or are; ASVS
 * 5.0 6.3.2, 6.3.3). After the password (the second step) or to confirm it is you in a session, having it is enough.
 */
export type UserVerification = 'required' | 'preferred';

/** What the browser needs to sign in: any passkey of this site (no username), or only this admin's. */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  adminId: number | undefined,
  userVerification: UserVerification,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allow = adminId === undefined ? undefined : rowsOf(db, adminId).map((row) => ({ id: row.credentialId, transports: transportsOf(row.transports) }));
  if (allow?.length === 0) throw new PasskeyError(404, 'You have no passkey yet.');
  return (await webAuthn()).generateAuthenticationOptions({ rpID: rp.id, allowCredentials: allow, userVerification });
}

const NOT_VERIFIED =
  'This passkey did not check it is you (no PIN, fingerprint or face), so it cannot sign in alone. Enter your username and password first, then use it.';

/**
 * The admin a passkey answer proves, after checking its signature with the stored public key, the challenge, the
 * origin and the RP ID. `adminId`, when given, must own the passkey (a second step, or confirming it is you). With
 * 'required', the device must say it verified its user (the UV flag), or the answer is refused.
 */
export async function verifyPasskey(
  db: Db,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  rp: RelyingParty,
  nowMs: number,
  adminId: number | undefined,
  userVerification: UserVerification,
): Promise<{ adminId: number; passkeyName: string }> {
  const row = db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, response.id)).get();
  if (!row || (adminId !== undefined && row.adminId !== adminId)) throw new PasskeyError(401, UNKNOWN_PASSKEY);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await (await webAuthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: { id: row.credentialId, publicKey: new Uint8Array(row.publicKey), counter: row.signCount, transports: transportsOf(row.transports) },
      requireUserVerification: userVerification === 'required',
    });
  } catch (error) {
    if (userVerification === 'required' && error instanceof Error && /user could not be verified/i.test(error.message)) throw new PasskeyError(401, NOT_VERIFIED);
    throw new PasskeyError(401, NOT_ACCEPTED);
  }
  if (!verified.verified) throw new PasskeyError(401, NOT_ACCEPTED);
  db.update(adminPasskeys)
    .set({ signCount: verified.authenticationInfo.newCounter, lastUsedAt: new Date(nowMs).toISOString() })
    .where(eq(adminPasskeys.id, row.id))
    .run();
  return { adminId: row.adminId, passkeyName: row.name };
}

export function renamePasskey(db: Db, adminId: number, id: number, name: string): PasskeySummary {
  const row = db.update(adminPasskeys).set({ name }).where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId))).returning().get();
  if (!row) throw new PasskeyError(404, 'That passkey no longer exists.');
  return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt };
}

/**
 * Removes one of the admin's own passkeys; it never signs in again. With no app and no passkey left, the recovery
 * codes stand in for nothing and go too. Audited with its name.
 */
export function removePasskey(store: Store, actor: Actor, adminId: number, id: number): void {
  const { db } = store;
  commit(store, actor, (name: string) => ({ action: 'passkey_removed', target: `admin_passkeys/${id}`, detail: name }), () => {
    const row = db.delete(adminPasskeys).where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId))).returning().get();
    if (!row) throw new PasskeyError(404, 'That passkey no longer exists.');
    dropOrphanRecoveryCodes(db, adminId);
    return row.name;
  });
}

/** Whether the admin has a second factor: an authenticator app or at least one passkey. */
export function hasSecondFactor(db: Db, adminId: number): boolean {
  const admin = db.select({ totp: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, adminId)).get();
  return !!admin?.totp || passkeyCount(db, adminId) > 0;
}
