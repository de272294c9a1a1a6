// What binds an off-site copy to its name: the bucket is not trusted. Anyone who can write to it
// could store another backup under this name (an older day's data, or another site's), a plain database with their
// own admin in it, or, with REPLICA_AGE_KEY, a database they encrypted for its public recipient, which anyone may
// do. Each encrypted copy is sent with a seal in its metadata: an HMAC-SHA256, keyed from the secret key itself
// (the age identity, or the OFFSITE_BACKUP_KEY passphrase), over the copy's name (which holds the time it was made)
// and the SHA-256 of its encrypted bytes. Restoring checks the seal before decrypting anything.
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { AgeKeys } from './age-file.ts';

/** The metadata name the seal is stored under. */
export const SEAL_METADATA = 'metrik-seal';
const INFO = 'metrik-site off-site copy seal v1';

const sealKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', INFO, 32));

async function sha256Of(file: string): Promise<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest();
}

const sealWith = (secret: string, name: string, digest: Buffer) => createHmac('sha256', sealKey(secret)).update(`${name}\0`).update(digest).digest('base64url');

/** The seal of an encrypted copy about to be sent as `name`: with the key it was encrypted with. */
export async function sealCopy(file: string, name: string, keys: AgeKeys): Promise<string> {
  const secret = keys.identity ?? keys.passphrase;
  if (!secret) throw new Error('A sealed copy needs REPLICA_AGE_KEY or OFFSITE_BACKUP_KEY.');
  return sealWith(secret, name, await sha256Of(file));
}

/** True when `seal` was made by one of these keys for exactly this name and these bytes. */
export async function sealHolds(file: string, name: string, seal: string | undefined, keys: AgeKeys): Promise<boolean> {
  if (!seal) return false;
  const given = Buffer.from(seal);
  const digest = await sha256Of(file);
  return [keys.identity, keys.passphrase].some((secret) => {
    if (!secret) return false;
    const expected = Buffer.from(sealWith(secret, name, digest));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
