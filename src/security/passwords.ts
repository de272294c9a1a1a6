import { createHmac, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** bcrypt work factor for stored admin passwords (about a quarter of a second per hash with bcryptjs). */
export const BCRYPT_COST = 12;
/** bcrypt's lowest: what the unit tests store their admins' passwords at (testConfig's passwordCost). */
export const LOWEST_COST = 4;

/**
 * bcrypt reads only the first 72 bytes of what it is given. So a password is first reduced to a fixed 44 characters
 * (HMAC-SHA-256 under a fixed label, base64) and bcrypt hashes that: every character of any length counts, a
 * password of 64 characters in a script of 3 or 4 bytes each works, and nothing is cut (ASVS 5.0 6.2.8, 6.2.9).
 * Stored hashes of this kind start with PREHASHED; a bare bcrypt hash is one stored before, of the password itself,
 * still checked and replaced at the next sign-in (needsRehash).
 */
const PREHASHED = 'hs256$';
const PREHASH_LABEL = 'metrik admin password v2';
const prehash = (plain: string) => createHmac('sha256', PREHASH_LABEL).update(plain, 'utf8').digest('base64');
/** What a bare (older) bcrypt hash could have been given: a longer password was never stored that way. */
const BCRYPT_MAX_BYTES = 72;

/**
 * A hash of a random string nobody knows, at BCRYPT_COST. Login verifies an unknown username's password against
 * it, so "no such user" costs the same bcrypt work as "wrong password" and the response time does not tell an
 * attacker which usernames exist.
 */
export const DUMMY_HASH = `${PREHASHED}$2b$12$6JPUJhC.lSQ6GPtzdusrqO4iD6lAcKllDClvJtCZN/CrQ6WdooTc6`;
const dummies = new Map([[BCRYPT_COST, DUMMY_HASH]]);
/** The dummy at another cost (a test's), made once: an unknown username must cost what the stored passwords cost. */
function dummyHash(cost: number): string {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = PREHASHED + bcrypt.hashSync(prehash(randomBytes(16).toString('base64')), cost);
    dummies.set(cost, dummy);
  }
  return dummy;
}

export async function hashPassword(plain: string, cost: number = BCRYPT_COST): Promise<string> {
  return PREHASHED + (await bcrypt.hash(prehash(plain), cost));
}

/**
 * True when `plain` matches `hash`. With no hash (unknown user) the dummy hash at `cost` (the cost passwords are
 * stored at) is checked instead and the answer is always false; a malformed stored hash is a mismatch, never an
 * exception.
 */
export async function verifyPassword(plain: string, hash: string | null | undefined, cost: number = BCRYPT_COST): Promise<boolean> {
  const stored = hash ?? dummyHash(cost);
  try {
    if (stored.startsWith(PREHASHED)) return (await bcrypt.compare(prehash(plain), stored.slice(PREHASHED.length))) && hash != null;
    const matches = await bcrypt.compare(plain, stored);
    // An older bare hash: bcrypt read the first 72 bytes only, and no password longer was ever set that way, so a
    // longer one is a stored password with anything after it, which is not the password. Compared anyway (same time).
    return matches && hash != null && Buffer.byteLength(plain) <= BCRYPT_MAX_BYTES;
  } catch {
    return false;
  }
}

/** A stored hash of the older kind (bcrypt of the password itself): replaced at the next sign-in (rehashPassword). */
export const needsRehash = (hash: string) => !hash.startsWith(PREHASHED);

const BCRYPT_SHAPE = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
const bcryptPart = (hash: string) => (hash.startsWith(PREHASHED) ? hash.slice(PREHASHED.length) : hash);

/** A stored password hash of either kind; with `current`, only the prehashed kind. */
export function isPasswordHash(value: string, { current = false } = {}): boolean {
  return (!current || value.startsWith(PREHASHED)) && BCRYPT_SHAPE.test(bcryptPart(value));
}

export function costOf(hash: string): number {
  return bcrypt.getRounds(bcryptPart(hash));
}
