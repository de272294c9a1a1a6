// Off-site restore attacked through the bucket: whoever can write to the bucket stores another
// backup under this copy's name, plants a plain database with their own admin, or encrypts one for the
// REPLICA_AGE_KEY recipient (public, so anyone can). With a key set, only this site's sealed copies are restored,
// each bound to its name and time; the data file is never touched otherwise.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { generateX25519Identity, identityToRecipient, Encrypter } from 'age-encryption';
import { createLogger } from '../log.ts';
import { runRestoreCommand } from '../restore.ts';
import { encryptAgeFile } from './age-file.ts';
import { SEAL_METADATA } from './copy-seal.ts';
import { OffsiteBackups } from './offsite.ts';
import type { CopyMetadata, OffsiteStore } from './store.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-offsite-seal-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A bucket in memory: what an attacker with write access to it may change at will. */
function memoryBucket() {
  const objects = new Map<string, { bytes: Buffer; metadata: CopyMetadata }>();
  const store: OffsiteStore = {
    async put(name, file, metadata = {}) {
      objects.set(name, { bytes: readFileSync(file), metadata: { ...metadata } });
    },
    async list() {
      return [...objects].map(([name, o]) => ({ name, size: o.bytes.length, createdAt: new Date(0).toISOString() })).sort((a, b) => b.name.localeCompare(a.name));
    },
    async get(name, to) {
      const object = objects.get(name);
      if (!object) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
      writeFileSync(to, object.bytes);
      return { ...object.metadata };
    },
    async remove(name) {
      objects.delete(name);
    },
  };
  return { store, objects };
}

let made = 0;
/** A backup file as `backup` names it, holding one admin. */
function backupFile(admin: string, at: string): string {
  const folder = join(dir, `made-${made++}`);
  mkdirSync(folder);
  const path = join(folder, `site-${at}.db`);
  const db = new Database(path);
  db.exec('CREATE TABLE admin_users (username TEXT)');
  db.prepare('INSERT INTO admin_users VALUES (?)').run(admin);
  db.close();
  return path;
}
const adminIn = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT username FROM admin_users').pluck().get() as string) ?? '';
  } finally {
    db.close();
  }
};

const PASSPHRASE = 'correct horse battery staple, thirty-two+';
const offsite = (store: OffsiteStore, keys: { key?: string; ageIdentity?: string }) =>
  new OffsiteBackups({ location: { bucket: 'b', prefix: '', region: 'x' }, keepDays: 14, log: createLogger('silent'), now: () => new Date('2026-11-28T00:00:00Z'), store, ...keys });

const restoreInto = async (target: string, backups: OffsiteBackups, name: string) => {
  let said = '';
  const code = await runRestoreCommand(['--offsite', name], { databasePath: target, offsite: backups, stdout: { write: () => true }, stderr: { write: (t: string) => (said += t) } });
  return { code, said };
};

for (const label of ['OFFSITE_BACKUP_KEY', 'REPLICA_AGE_KEY'] as const) {
  describe(`restore --offsite with ${label} set`, async () => {
    const own: { key?: string; ageIdentity?: string } = label === 'REPLICA_AGE_KEY' ? { ageIdentity: await generateX25519Identity() } : { key: PASSPHRASE };

    test('its own copy comes back whole', async () => {
      const { store } = memoryBucket();
      const backups = offsite(store, own);
      const sent = await backups.send(backupFile('amaka', '2026-11-20T02-00-00Z'));
      const out = join(dir, `${label}-own.db`);
      await backups.fetch(sent.name, out);
      assert.equal(adminIn(out), 'amaka');
    });

    test("another backup stored under this copy's name (seal and all) is refused: the name and time are bound", async () => {
      const { store, objects } = memoryBucket();
      const backups = offsite(store, own);
      const older = await backups.send(backupFile('former-employee', '2026-11-16T02-00-00Z'));
      const newer = await backups.send(backupFile('amaka', '2026-11-20T02-00-00Z'));
      objects.set(newer.name, { ...objects.get(older.name)! });
      const target = join(dir, `${label}-swapped.db`);
      writeFileSync(target, 'the current data file');
      const { code, said } = await restoreInto(target, backups, newer.name);
      assert.equal(code, 1);
      assert.match(said, /does not carry this site's seal/);
      assert.equal(readFileSync(target, 'utf8'), 'the current data file');
    });

    test("a plain .db planted in the bucket, with the attacker's admin, is refused", async () => {
      const { store } = memoryBucket();
      const backups = offsite(store, own);
      const planted = backupFile('attacker', '2026-11-27T02-00-00Z');
      await store.put('site-2026-11-27T02-00-00Z.db', planted);
      const target = join(dir, `${label}-planted.db`);
      writeFileSync(target, 'the current data file');
      const { code, said } = await restoreInto(target, backups, 'site-2026-11-27T02-00-00Z.db');
      assert.equal(code, 1);
      assert.match(said, /is not encrypted, and this site's copies are/);
      assert.equal(readFileSync(target, 'utf8'), 'the current data file');
    });

    test('a copy encrypted for the key by someone else (no seal, a forged seal, or a sealed copy changed) is refused', async () => {
      const { store, objects } = memoryBucket();
      const backups = offsite(store, own);
      const forged = join(dir, `${label}-forged.db.age`);
      // With an age identity anyone can encrypt for its public recipient; with a passphrase the attacker would need it, and is given it here to show the seal's own key is what counts.
      if (own.ageIdentity) {
        const encrypter = new Encrypter();
        encrypter.addRecipient(await identityToRecipient(own.ageIdentity));
        writeFileSync(forged, await encrypter.encrypt(readFileSync(backupFile('attacker', '2026-11-27T02-00-00Z'))));
      } else await encryptAgeFile(backupFile('attacker', '2026-11-27T02-00-00Z'), forged, { passphrase: PASSPHRASE });
      const name = 'site-2026-11-27T02-00-00Z.db.age';
      for (const metadata of [{}, { [SEAL_METADATA]: 'A'.repeat(43) }] as CopyMetadata[]) {
        await store.put(name, forged, metadata);
        const out = join(dir, `${label}-out-${made++}.db`);
        await assert.rejects(backups.fetch(name, out), /does not carry this site's seal/);
      }
      const real = await backups.send(backupFile('amaka', '2026-11-20T02-00-00Z'));
      const object = objects.get(real.name)!;
      object.bytes = Buffer.concat([object.bytes.subarray(0, -1), Buffer.from([object.bytes.at(-1)! ^ 1])]);
      await assert.rejects(backups.fetch(real.name, join(dir, `${label}-changed.db`)), /does not carry this site's seal/);
    });
  });
}

test('without any key a plain copy still restores (nothing to check it with), as before', async () => {
  const { store } = memoryBucket();
  const backups = offsite(store, {});
  const sent = await backups.send(backupFile('amaka', '2026-11-20T02-00-00Z'));
  const out = join(dir, 'plain-out.db');
  await backups.fetch(sent.name, out);
  assert.equal(adminIn(out), 'amaka');
});
