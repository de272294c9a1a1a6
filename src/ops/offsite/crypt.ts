// Off-site copies made before they moved to the age format (age-file.ts), restored with OFFSITE_BACKUP_KEY; the
// encryption stays for the tests that make such an old copy. The format, in order:
//   "MTRKENC1" (8 bytes) | scrypt salt (16) | AES-256-GCM nonce (12) | ciphertext | GCM tag (16)
// The key is scrypt(passphrase, salt, N=2^15, r=8, p=1); a new salt and nonce for every copy. GCM authenticates
// the whole file: a wrong passphrase or one changed byte fails at the end, and the partial output is deleted.
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream, closeSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('MTRKENC1');
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + NONCE_BYTES;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

class DecryptError extends Error {}

const deriveKey = (passphrase: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));

/** Writes `from` encrypted to `to`. */
export async function encryptFile(from: string, to: string, passphrase: string): Promise<void> {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  const out = createWriteStream(to, { mode: 0o600 });
  out.write(Buffer.concat([MAGIC, salt, nonce]));
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).on('error', reject));
}

/** Whether a file starts like an encrypted copy (else it is a plain database, sent without a key). */
function isEncrypted(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    return readSync(fd, head, 0, MAGIC.length, 0) === MAGIC.length && head.equals(MAGIC);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `from` decrypted to `to`, or throws DecryptError (a wrong passphrase, a damaged or cut copy) and leaves
 * no `to` behind.
 */
export async function decryptFile(from: string, to: string, passphrase: string): Promise<void> {
  const size = statSync(from).size;
  if (size < HEADER_BYTES + TAG_BYTES || !isEncrypted(from)) throw new DecryptError('This copy is not an encrypted backup of this site (its first bytes are not MTRKENC1).');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const fd = openSync(from, 'r');
  try {
    readSync(fd, header, 0, HEADER_BYTES, 0);
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    closeSync(fd);
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const nonce = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  decipher.setAuthTag(tag);
  try {
    await pipeline(createReadStream(from, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }), decipher, createWriteStream(to, { mode: 0o600 }));
  } catch {
    rmSync(to, { force: true });
    throw new DecryptError('This copy could not be decrypted: OFFSITE_BACKUP_KEY is not the passphrase it was made with, or the copy is damaged. Nothing was changed.');
  }
}
