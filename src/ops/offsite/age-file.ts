// Off-site copies in the age format (age-encryption.org/v1, through age-encryption by age's author), so any
// operator can decrypt one with the standard `age` tool, without this program (README § Off-site backups):
// for the X25519 recipient of REPLICA_AGE_KEY (the replica's key), else for the OFFSITE_BACKUP_KEY passphrase.
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption';

export interface AgeKeys {
  /** An age X25519 identity (AGE-SECRET-KEY-1…): copies are made for its recipient. */
  identity?: string;
  /** A passphrase (scrypt), when there is no identity. */
  passphrase?: string;
}

/** scrypt's work factor for passphrase copies: 2^15, as the passphrase has at least 32 characters (age's default 2^18 needs 256 MB). */
const SCRYPT_LOG_N = 15;

const fileStream = (path: string) => Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
const toFile = (stream: ReadableStream<Uint8Array>, path: string) =>
  pipeline(Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>), createWriteStream(path, { mode: 0o600 }));

export async function encryptAgeFile(from: string, to: string, keys: AgeKeys): Promise<void> {
  const encrypter = new Encrypter();
  if (keys.identity) encrypter.addRecipient(await identityToRecipient(keys.identity));
  else if (keys.passphrase) {
    encrypter.setPassphrase(keys.passphrase);
    encrypter.setScryptWorkFactor(SCRYPT_LOG_N);
  } else throw new Error('An age copy needs REPLICA_AGE_KEY or OFFSITE_BACKUP_KEY.');
  await toFile(await encrypter.encrypt(fileStream(from)), to);
}

/** Writes `from` decrypted to `to`, or throws a sentence and leaves no `to` behind. */
export async function decryptAgeFile(from: string, to: string, keys: AgeKeys): Promise<void> {
  const decrypter = new Decrypter();
  if (keys.identity) decrypter.addIdentity(keys.identity);
  if (keys.passphrase) decrypter.addPassphrase(keys.passphrase);
  try {
    await toFile(await decrypter.decrypt(fileStream(from)), to);
  } catch {
    rmSync(to, { force: true });
    throw new Error('This copy could not be decrypted: it was made with another key (REPLICA_AGE_KEY, or the OFFSITE_BACKUP_KEY passphrase), or it is damaged. Nothing was changed.');
  }
}
