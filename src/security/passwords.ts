import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES } from '../../web/shared/limits.ts';

/** bcrypt work factor for stored admin passwords (about a quarter of a second per hash with bcryptjs). */
export const BCRYPT_COST = 12;

/**
 * A bcrypt hash of a random string nobody knows, at BCRYPT_COST. Login verifies an unknown username's
 * password against it, so "no such user" costs the same bcrypt work as "wrong password" and the response
 * time does not tell an attacker which usernames exist.
 */
export const DUMMY_HASH = '$2b$12$6JPUJhC.lSQ6GPtzdusrqO4iD6lAcKllDClvJtCZN/CrQ6WdooTc6';

export function hashPassword(plain: string, cost: number = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(plain, cost);
}

/**
 * True when `plain` matches `hash`. With no hash (unknown user) the dummy hash is checked instead and the
 * answer is always false; a malformed stored hash is a mismatch, never an exception.
 */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  try {
    const matches = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
    // bcrypt reads the first 72 bytes only, and no password is set longer (PASSWORD_MAX_BYTES): a longer one is a
    // stored password with anything after it, which is not the password (ASVS 5.0 6.2.8). Compared anyway, so the
    // answer takes the same time.
    return matches && hash != null && Buffer.byteLength(plain) <= PASSWORD_MAX_BYTES;
  } catch {
    return false;
  }
}

export function isBcryptHash(value: string): boolean {
  return /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(value);
}

export function costOf(hash: string): number {
  return bcrypt.getRounds(hash);
}
