// Off-site copies (README § Off-site backups): after each automatic backup, and on `backup --offsite`, the new file
// is encrypted with OFFSITE_BACKUP_KEY (when set) and sent to the bucket of OFFSITE_BACKUP_URL; copies older than
// BACKUP_KEEP_DAYS are removed there too, never the newest. A slow or failing bucket only ever shows as a line in
// the Backups panel and the log: the local backup is already made, and the site never waits for the bucket.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OffsiteStatus } from '../../../web/shared/backups.ts';
import type { Config } from '../../config.ts';
import { createLogger, type Logger } from '../log.ts';
import { EXECUTABLE_ASSETS, insideExecutable, unpackedDirectory } from '../executable.ts';
import { decryptFile } from './crypt.ts';
import { SEAL_METADATA, sealCopy, sealHolds } from './copy-seal.ts';
import type { OffsiteCopy, OffsiteLocation, OffsiteStore } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Copies in the age format; `.enc` ones were made before it, with the OFFSITE_BACKUP_KEY passphrase (crypt.ts). */
const AGE_SUFFIX = '.age';
const LEGACY_SUFFIX = '.enc';

export interface OffsiteOptions {
  location: OffsiteLocation;
  /** OFFSITE_BACKUP_KEY: the passphrase of copies made without REPLICA_AGE_KEY, and of every copy made before age. */
  key?: string;
  /** REPLICA_AGE_KEY: new copies are encrypted for its recipient. */
  ageIdentity?: string;
  keepDays: number;
  log: Logger;
  now?: () => Date;
  /** The bucket (tests may give another); the AWS SDK is loaded at the first use otherwise. */
  store?: OffsiteStore;
}

/** When a copy was made: from its name (site-2026-11-25T04-00-00Z.db[.age|.enc]), else from the bucket's date. */
const madeAt = (copy: OffsiteCopy) => {
  const m = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.db/.exec(copy.name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : Date.parse(copy.createdAt);
};

export class OffsiteBackups {
  readonly #o: OffsiteOptions & { now: () => Date };
  #store: Promise<OffsiteStore> | undefined;
  #sending: Promise<void> | undefined;
  #lastCopy: OffsiteStatus['lastCopy'] = null;
  #lastAttemptAt: string | null = null;
  #lastError: string | null = null;

  constructor(options: OffsiteOptions) {
    this.#o = { ...options, now: options.now ?? (() => new Date()) };
  }

  #bucket(): Promise<OffsiteStore> {
    this.#store ??= this.#o.store ? Promise.resolve(this.#o.store) : loadS3().then((s3) => s3.s3Store(this.#o.location));
    return this.#store;
  }

  get where(): string {
    const { bucket, prefix, endpoint } = this.#o.location;
    return `s3://${bucket}${prefix ? `/${prefix}` : ''}${endpoint ? ` at ${endpoint}` : ''}`;
  }

  status(): OffsiteStatus {
    return { where: this.where, encrypted: this.#encrypted, lastAttemptAt: this.#lastAttemptAt, lastCopy: this.#lastCopy, lastError: this.#lastError };
  }

  get #encrypted(): boolean {
    return Boolean(this.#o.ageIdentity || this.#o.key);
  }

  /** Sends a backup file (encrypted when a key is set) and prunes old copies. Throws with a sentence on failure. */
  async send(file: string): Promise<{ name: string; size: number; encrypted: boolean }> {
    const at = this.#o.now();
    this.#lastAttemptAt = at.toISOString();
    const scratch = mkdtempSync(join(tmpdir(), 'metrik-offsite-'));
    try {
      const encrypted = this.#encrypted;
      const name = basename(file) + (encrypted ? AGE_SUFFIX : '');
      const upload = encrypted ? join(scratch, name) : file;
      const keys = { identity: this.#o.ageIdentity, passphrase: this.#o.key };
      if (encrypted) await (await import('./age-file.ts')).encryptAgeFile(file, upload, keys);
      const metadata = encrypted ? { [SEAL_METADATA]: await sealCopy(upload, name, keys) } : undefined;
      const size = statSync(upload).size;
      const bucket = await this.#bucket();
      await bucket.put(name, upload, metadata);
      this.#lastCopy = { name, size, at: at.toISOString() };
      this.#lastError = null;
      this.#o.log.info(`off-site backup: ${name} (${size} bytes${encrypted ? ', encrypted' : ''}) sent to ${this.where}`);
      await this.#prune(bucket, at);
      return { name, size, encrypted };
    } catch (error) {
      this.#lastError = `${this.where}: ${describe(error)}`;
      this.#o.log.error(`off-site backup failed: ${this.#lastError}`);
      throw new Error(this.#lastError);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** The automatic backups' way: in the background, one at a time, never throwing. */
  sendInBackground(file: string): void {
    if (this.#sending) return;
    this.#sending = this.send(file)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.#sending = undefined;
      });
  }

  /** Waits for a copy being sent (the server stopping). */
  async settled(): Promise<void> {
    await this.#sending;
  }

  async list(): Promise<OffsiteCopy[]> {
    try {
      return await (await this.#bucket()).list();
    } catch (error) {
      throw new Error(`${this.where}: ${describe(error)}`);
    }
  }

  /** Downloads a copy and decrypts it into `to` (a plain database file); throws with a sentence, leaving no `to`. */
  async fetch(name: string, to: string): Promise<void> {
    const age = name.endsWith(AGE_SUFFIX);
    const legacy = name.endsWith(LEGACY_SUFFIX);
    if (legacy && !this.#o.key) throw new Error(`${name} is encrypted: set OFFSITE_BACKUP_KEY to the passphrase it was made with.`);
    if (age && !this.#encrypted) throw new Error(`${name} is encrypted: set REPLICA_AGE_KEY (or OFFSITE_BACKUP_KEY) to the key it was made with.`);
    // With a key, the bucket's word is not taken: a plain copy there was not made by this site.
    if (this.#encrypted && !age && !legacy) {
      throw new Error(`${name} is not encrypted, and this site's copies are: it was not made by this site with its key, so it is not restored. Nothing was changed.`);
    }
    const scratch = mkdtempSync(join(tmpdir(), 'metrik-offsite-'));
    try {
      const downloaded = join(scratch, name);
      let metadata: Record<string, string>;
      try {
        metadata = await (await this.#bucket()).get(name, downloaded);
      } catch (error) {
        throw new Error(`${name} could not be downloaded from ${this.where}: ${describe(error)}`);
      }
      if (age && !(await sealHolds(downloaded, name, metadata[SEAL_METADATA], { identity: this.#o.ageIdentity, passphrase: this.#o.key }))) {
        throw new Error(
          `${name} does not carry this site's seal for that name: it is another copy stored under it, was made with another key, or was changed in the bucket. It is not restored; nothing was changed.`,
        );
      }
      if (age) await (await import('./age-file.ts')).decryptAgeFile(downloaded, to, { identity: this.#o.ageIdentity, passphrase: this.#o.key });
      else if (legacy) await decryptFile(downloaded, to, this.#o.key!);
      else await import('node:fs/promises').then((fs) => fs.copyFile(downloaded, to));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  async #prune(bucket: OffsiteStore, now: Date) {
    const [, ...older] = (await bucket.list()).sort((a, b) => madeAt(b) - madeAt(a));
    for (const copy of older) {
      if (now.getTime() - madeAt(copy) > this.#o.keepDays * DAY_MS) {
        await bucket.remove(copy.name);
        this.#o.log.info(`off-site backup removed after ${this.#o.keepDays} days: ${copy.name}`);
      }
    }
  }
}

type S3Module = typeof import('./s3.ts');

/**
 * The AWS SDK is a file of its own (dist/offsite-s3.cjs, built from s3.ts; unpacked inside the executable), not
 * part of the server's bundle: bundled, it held 5 MB more of every server's memory, copies sent or not.
 */
async function loadS3(): Promise<S3Module> {
  if (insideExecutable) return createRequire(join(unpackedDirectory(), 'index.cjs'))(`./${EXECUTABLE_ASSETS.offsiteS3}`) as S3Module;
  // From source (tests, tsx) the module itself; the address is computed so that the build leaves it out.
  if (import.meta.url.endsWith('.ts')) return (await import(new URL('./s3.ts', import.meta.url).href)) as S3Module;
  return createRequire(fileURLToPath(import.meta.url))(`./${EXECUTABLE_ASSETS.offsiteS3}`) as S3Module;
}

/** The off-site copies the configuration asks for (OFFSITE_BACKUP_URL), for the command line; none otherwise. */
export function offsiteBackups(config: Config, log: Logger = createLogger('warn')): OffsiteBackups | undefined {
  return config.offsite && new OffsiteBackups({ ...config.offsite, ageIdentity: config.ageIdentity, keepDays: config.backupKeepDays, log });
}

/** The SDK's errors in words: the code S3 answered with (NoSuchBucket, AccessDenied…) or the network's. */
function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { name?: string; message?: string; code?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    if (e.name === 'NoSuchBucket') return 'the bucket does not exist (create it, or correct OFFSITE_BACKUP_URL)';
    if (e.name === 'AccessDenied' || e.name === 'InvalidAccessKeyId' || e.name === 'SignatureDoesNotMatch' || status === 403) {
      return 'the bucket refused the keys (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that they may write to this bucket)';
    }
    if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT' || e.name === 'TimeoutError') {
      return `the bucket's server could not be reached (${e.code ?? e.name})`;
    }
    return [e.name && e.name !== 'Error' ? e.name : '', e.message ?? ''].filter(Boolean).join(': ') || String(error);
  }
  return String(error);
}
