// How a recovery code is stored: a salted, slow hash (ASVS 5.0 6.5.2: a lookup secret of fewer than 112 bits; a
// code carries about 49). scrypt, N = 2^14, r = 8, p = 1 (16 MiB, some 40 ms a hash on the server), of the code's
// SHA-256 digest: the digest is what the codes stored before migration 37 kept, so that migration could wrap them
// without knowing the codes, and they keep working.
//
// One random salt per set of ten codes. Sign-in then costs one slow hash, compared with each unused code of the
// set; someone with a copy of the database tests a guess against ten codes at once, which still leaves some 2^46
// tries of 40 ms for one admin's set, and no table computed in advance serves for two sets.
import { createHash, randomBytes, scrypt, scryptSync } from 'node:crypto';

const SCHEME = 'scrypt1';
const PARAMS = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

/** The unsalted SHA-256 digest of a normalised code, in hex: all that was stored before migration 37. */
export const legacyRecoveryDigest = (normalised: string) => createHash('sha256').update(normalised).digest('hex');

/** A new set's salt. */
export const newRecoverySalt = () => randomBytes(16).toString('base64url');

const stored = (salt: string, key: Buffer) => `${SCHEME}$${salt}$${key.toString('base64url')}`;

/** The stored form of a digest under a salt, computed without blocking (sign-in, new codes). */
export function hashRecoveryDigest(digest: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(digest, salt, KEY_BYTES, PARAMS, (error, key) => (error ? reject(error) : resolve(stored(salt, key)))),
  );
}

/** The same, at once: for the migration, which runs inside one synchronous transaction at start-up. */
export const hashRecoveryDigestSync = (digest: string, salt: string) => stored(salt, scryptSync(digest, salt, KEY_BYTES, PARAMS));

/** The salt of a stored hash, or undefined for anything else. */
export function saltOf(storedHash: string): string | undefined {
  const [scheme, salt, key] = storedHash.split('$');
  return scheme === SCHEME && salt && key ? salt : undefined;
}

