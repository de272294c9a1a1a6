// Off-site backups against a real S3-compatible server on 127.0.0.1 (s3rver), through the official AWS SDK: the
// copy in the bucket is encrypted, it comes back in one command, and a wrong key or a damaged copy is refused
// without touching the data file. README § Off-site backups.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Database from 'better-sqlite3';
import { generateX25519Identity } from 'age-encryption';
import S3rver from 's3rver';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase } from '../../../src/db/open.ts';
import { seedDatabase } from '../../../src/db/seed.ts';
import { createLogger } from '../../../src/ops/log.ts';
import { AutoBackup } from '../../../src/ops/auto-backup.ts';
import { backupDatabase, backupName, runBackupCommand } from '../../../src/ops/backup.ts';
import { runRestoreCommand } from '../../../src/ops/restore.ts';
import { OffsiteBackups } from '../../../src/ops/offsite/offsite.ts';
import { parseOffsiteUrl } from '../../../src/ops/offsite/store.ts';
import { encryptFile } from '../../../src/ops/offsite/crypt.ts';

const KEY = 'correct horse battery staple harbour crane 2026';
const ROW_TEXT = 'Borehole and fence at Rumuokoro plot 14';
const BUCKET = 'metrik-backups';
const dir = mkdtempSync(join(tmpdir(), 'metrik-offsite-test-'));
let s3: S3rver;
let endpoint: string;
let client: S3Client;

before(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
});
after(async () => {
  client?.destroy();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const out = () => {
  const lines: string[] = [];
  return { write: (t: string) => lines.push(t), text: () => lines.join('') };
};

/** A seeded data file with one enquiry whose words must never be readable in the bucket. */
function liveDatabase(name: string): string {
  const path = join(dir, name);
  const database = openDatabase(path);
  seedDatabase(database.sqlite);
  database.sqlite
    .prepare("INSERT INTO contact_submissions (first_name, last_name, email, service, message) VALUES ('Ngozi', 'Wali', 'ngozi@example.ng', 'construction', ?)")
    .run(ROW_TEXT);
  database.close();
  return path;
}

const offsite = (prefix: string, key: string | null = KEY, now?: () => Date) => {
  const location = parseOffsiteUrl(`s3://${BUCKET}/${prefix}?endpoint=${endpoint}&region=us-east-1`);
  assert.ok(typeof location !== 'string', String(location));
  return new OffsiteBackups({ location, key: key ?? undefined, keepDays: 14, log: createLogger('silent'), now });
};

const objectBytes = async (key: string) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('off-site backups', () => {
  test('backup --offsite sends a copy in the age format: no SQLite header and no enquiry text in the bucket', async () => {
    const path = liveDatabase('encrypted.db');
    const stdout = out();
    const stderr = out();
    const code = await runBackupCommand(['--offsite'], { databasePath: path, offsite: offsite('enc'), stdout, stderr });
    assert.equal(code, 0, stderr.text());
    const name = /Sent (\S+) /.exec(stdout.text())?.[1];
    assert.match(name ?? '', /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db\.age$/);
    assert.match(stdout.text(), /encrypted\) to s3:\/\/metrik-backups\/enc at http:\/\/127\.0\.0\.1:\d+/);
    const stored = await objectBytes(`enc/${name}`);
    assert.equal(stored.subarray(0, 22).toString(), 'age-encryption.org/v1\n');
    assert.ok(!stored.includes(Buffer.from('SQLite format 3')), 'no SQLite header');
    assert.ok(!stored.includes(Buffer.from(ROW_TEXT)), 'no row text');
    assert.ok(!stored.includes(Buffer.from('ngozi@example.ng')), 'no e-mail address');
  });

  test('restore --offsite lists the copies, and restores one in a single command; the current file is kept', async () => {
    const source = liveDatabase('source.db');
    const sent = await offsite('one').send(await backupTo(source, new Date()));
    const listing = out();
    assert.equal(await runRestoreCommand(['--offsite'], { databasePath: join(dir, 'unused.db'), offsite: offsite('one'), stdout: listing, stderr: out() }), 0);
    assert.match(listing.text(), new RegExp(sent.name.replace(/\./g, '\\.')));

    const target = join(dir, 'replaced.db');
    const before = openDatabase(target);
    before.close();
    const stdout = out();
    const stderr = out();
    assert.equal(await runRestoreCommand(['--offsite', sent.name], { databasePath: target, offsite: offsite('one'), stdout, stderr }), 0, stderr.text());
    assert.match(stdout.text(), /Restored .* The previous data file is kept as/);
    const restored = new Database(target, { readonly: true });
    assert.equal((restored.prepare('SELECT message FROM contact_submissions WHERE email = ?').get('ngozi@example.ng') as { message: string }).message, ROW_TEXT);
    restored.close();
  });

  test('a wrong key, or a damaged copy, is refused with a sentence and the data file is not touched', async () => {
    const source = liveDatabase('guarded-source.db');
    const sent = await offsite('guard').send(await backupTo(source, new Date()));
    const target = liveDatabase('guarded-target.db');
    const untouched = sha(target);

    const wrong = out();
    assert.equal(await runRestoreCommand(['--offsite', sent.name], { databasePath: target, offsite: offsite('guard', 'not the passphrase it was made with at all'), stdout: out(), stderr: wrong }), 1);
    // The seal is checked before anything is decrypted (src/ops/offsite/copy-seal.ts).
    assert.match(wrong.text(), /does not carry this site's seal for that name: .*made with another key, or was changed in the bucket\. It is not restored; nothing was changed\./);
    assert.equal(sha(target), untouched);

    const bytes = await objectBytes(`guard/${sent.name}`);
    bytes[bytes.length >> 1] ^= 0x01;
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `guard/${sent.name}`, Body: bytes }));
    const damaged = out();
    assert.equal(await runRestoreCommand(['--offsite', sent.name], { databasePath: target, offsite: offsite('guard'), stdout: out(), stderr: damaged }), 1);
    assert.match(damaged.text(), /does not carry this site's seal/);
    assert.equal(sha(target), untouched);

    const noKey = out();
    assert.equal(await runRestoreCommand(['--offsite', sent.name], { databasePath: target, offsite: offsite('guard', null), stdout: out(), stderr: noKey }), 1);
    assert.match(noKey.text(), /is encrypted: set REPLICA_AGE_KEY \(or OFFSITE_BACKUP_KEY\)/);
  });

  test('with REPLICA_AGE_KEY the copy is for its recipient: Debian\'s `age -d -i` opens it, and restore --offsite reads it', async () => {
    const identity = await generateX25519Identity();
    const keyFile = join(dir, 'age-key.txt');
    writeFileSync(keyFile, `${identity}\n`, { mode: 0o600 });
    const withAge = (prefix: string) => {
      const location = parseOffsiteUrl(`s3://${BUCKET}/${prefix}?endpoint=${endpoint}&region=us-east-1`);
      assert.ok(typeof location !== 'string');
      return new OffsiteBackups({ location, ageIdentity: identity, keepDays: 14, log: createLogger('silent') });
    };
    const sent = await withAge('age').send(await backupTo(liveDatabase('age-source.db'), new Date()));
    const copy = join(dir, sent.name);
    writeFileSync(copy, await objectBytes(`age/${sent.name}`));
    const opened = join(dir, 'opened-by-age.db');
    execFileSync('age', ['-d', '-i', keyFile, '-o', opened, copy]);
    const db = new Database(opened, { readonly: true });
    assert.equal((db.prepare('SELECT message FROM contact_submissions WHERE email = ?').get('ngozi@example.ng') as { message: string }).message, ROW_TEXT);
    db.close();
    const target = join(dir, 'age-target.db');
    const stderr = out();
    assert.equal(await runRestoreCommand(['--offsite', sent.name], { databasePath: target, offsite: withAge('age'), stdout: out(), stderr }), 0, stderr.text());
  });

  test('a copy made before the age format (.enc, OFFSITE_BACKUP_KEY passphrase) still restores', async () => {
    const plain = await backupTo(liveDatabase('legacy-source.db'), new Date());
    const legacy = join(dir, 'legacy.db.enc');
    await encryptFile(plain, legacy, KEY);
    const name = `${basename(plain)}.enc`;
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `legacy/${name}`, Body: readFileSync(legacy) }));
    const target = join(dir, 'legacy-target.db');
    const stderr = out();
    assert.equal(await runRestoreCommand(['--offsite', name], { databasePath: target, offsite: offsite('legacy'), stdout: out(), stderr }), 0, stderr.text());
    const db = new Database(target, { readonly: true });
    assert.equal((db.prepare('SELECT count(*) AS n FROM contact_submissions WHERE message = ?').get(ROW_TEXT) as { n: number }).n, 1);
    db.close();
  });

  test('without a key the copy is a plain database, and the command says it is not encrypted', async () => {
    const path = liveDatabase('plain.db');
    const stdout = out();
    assert.equal(await runBackupCommand(['--offsite'], { databasePath: path, offsite: offsite('plain', null), stdout, stderr: out() }), 0);
    assert.match(stdout.text(), /NOT encrypted: set REPLICA_AGE_KEY or OFFSITE_BACKUP_KEY/);
    const name = /Sent (\S+) /.exec(stdout.text())![1];
    assert.equal((await objectBytes(`plain/${name}`)).subarray(0, 15).toString(), 'SQLite format 3');
  });

  test('copies older than BACKUP_KEEP_DAYS are removed from the bucket, never the newest', async () => {
    const source = liveDatabase('kept.db');
    const day = 24 * 60 * 60 * 1000;
    const old = new Date(Date.now() - 20 * day);
    const recent = new Date(Date.now() - 3 * day);
    await offsite('keep', KEY, () => old).send(await backupTo(source, old));
    await offsite('keep', KEY, () => recent).send(await backupTo(source, recent));
    const names = (await offsite('keep').list()).map((c) => c.name);
    assert.deepEqual(names, [`${backupName(recent)}.age`]);
  });

  test('a bucket that cannot be reached: the command says so, and the daily backup is still made and says what failed', async () => {
    const location = parseOffsiteUrl('s3://metrik-backups/site?endpoint=http://127.0.0.1:9&region=us-east-1');
    assert.ok(typeof location !== 'string');
    const dead = new OffsiteBackups({ location, key: KEY, keepDays: 14, log: createLogger('silent') });
    const path = liveDatabase('dead.db');
    const stderr = out();
    assert.equal(await runBackupCommand(['--offsite'], { databasePath: path, offsite: dead, stdout: out(), stderr }), 1);
    assert.match(stderr.text(), /could not be reached/);

    const backups = new AutoBackup({ databasePath: path, dir: join(dir, 'daily'), keepDays: 14, log: createLogger('silent'), offsite: dead });
    const started = performance.now();
    await backups.runNow();
    assert.ok(performance.now() - started < 5_000, 'the local backup does not wait for the bucket');
    assert.equal(backups.list().length, 1, 'the local backup is made');
    const deadline = Date.now() + 30_000;
    while (!backups.status().offsite?.lastError && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert.match(backups.status().warning ?? '', /off-site copy failed: s3:\/\/metrik-backups\/site at http:\/\/127\.0\.0\.1:9: the bucket's server could not be reached/);
  });

  test('the built program: backup --offsite, then restore --offsite <name> into an empty place', async () => {
    // Not spawnSync: the bucket answers from this process's event loop.
    const run = promisify(execFile);
    const program = join(import.meta.dirname, '../../../dist/server.js');
    const env = { ...process.env, OFFSITE_BACKUP_URL: `s3://${BUCKET}/cli?endpoint=${endpoint}`, OFFSITE_BACKUP_KEY: KEY, LOG_LEVEL: 'warn' };
    const sent = await run(process.execPath, [program, 'backup', '--offsite'], { env: { ...env, DATABASE_PATH: liveDatabase('cli-source.db') }, timeout: 60_000 });
    const name = /Sent (\S+) /.exec(sent.stdout)![1];
    const target = join(dir, 'cli-target', 'site.db');
    const restored = await run(process.execPath, [program, 'restore', '--offsite', name], { env: { ...env, DATABASE_PATH: target }, timeout: 60_000 });
    assert.match(restored.stdout, /^Restored /);
    const db = new Database(target, { readonly: true });
    assert.equal((db.prepare('SELECT count(*) AS n FROM contact_submissions WHERE message = ?').get(ROW_TEXT) as { n: number }).n, 1);
    db.close();
  });

  test('OFFSITE_BACKUP_URL and OFFSITE_BACKUP_KEY are checked at start with a sentence', () => {
    assert.throws(() => loadConfig({ OFFSITE_BACKUP_URL: 'https://bucket.example.com' }), /OFFSITE_BACKUP_URL must start with s3:\/\//);
    assert.throws(() => loadConfig({ OFFSITE_BACKUP_URL: 's3://b/p?endpoint=ftp://x' }), /endpoint in OFFSITE_BACKUP_URL must be an http\(s\):\/\/ address/);
    assert.throws(() => loadConfig({ OFFSITE_BACKUP_URL: 's3://b/p', OFFSITE_BACKUP_KEY: 'short' }), /at least 32 characters/);
    assert.deepEqual(loadConfig({ OFFSITE_BACKUP_URL: 's3://b/site/daily/?region=eu-central-003' }).offsite?.location, { bucket: 'b', prefix: 'site/daily', endpoint: undefined, region: 'eu-central-003' });
  });
});

/** A backup file named for `at`, as the daily backups name theirs. */
async function backupTo(source: string, at: Date): Promise<string> {
  const folder = mkdtempSync(join(dir, 'b-'));
  const file = join(folder, backupName(at));
  await backupDatabase(source, file);
  utimesSync(file, at, at);
  return file;
}

