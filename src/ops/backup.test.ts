import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/open.ts';
import { seedDatabase } from '../db/seed.ts';
import { LATEST_VERSION } from '../db/migrations.ts';
import { backupDatabase, BackupError, runBackupCommand } from './backup.ts';
import { RestoreError, restoreDatabase, runRestoreCommand, serverMarkerPath } from './restore.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-backup-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function liveDatabase(name: string) {
  const path = join(dir, name);
  const database = openDatabase(path);
  seedDatabase(database.sqlite);
  return { path, database };
}

/**
 * Another thread keeps committing contact submissions (one transaction each, synchronous=FULL) on its own
 * connection, like the server does, and reports each id once its COMMIT has returned.
 */
function startWriter(path: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require('better-sqlite3');
    const db = new Database(workerData.path);
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = FULL');
    const insert = db.prepare("INSERT INTO contact_submissions (first_name, last_name, email, service, message) VALUES ('W', 'Riter', 'w@example.com', 'general', ?)");
    let stop = false;
    parentPort.on('message', (m) => { if (m === 'stop') stop = true; });
    (function loop() {
      for (let i = 0; i < 20 && !stop; i++) parentPort.postMessage(Number(insert.run('row').lastInsertRowid));
      if (stop) { db.close(); parentPort.postMessage('stopped'); } else setImmediate(loop);
    })();
    `,
    { eval: true, workerData: { path } },
  );
  const acknowledged: number[] = [];
  const stopped = new Promise<void>((resolve, reject) => {
    worker.on('message', (m) => (m === 'stopped' ? resolve() : acknowledged.push(m)));
    worker.on('error', reject);
  });
  return {
    acknowledged,
    async stop() {
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}

const integrity = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
};

describe('backupDatabase', () => {
  test('under concurrent writes: each copy passes integrity_check and holds every row acknowledged before it began', async () => {
    const { path, database } = liveDatabase('live.db');
    const writer = startWriter(path);
    while (writer.acknowledged.length < 200) await new Promise((r) => setTimeout(r, 5));
    const rounds: { file: string; ackedBefore: number[] }[] = [];
    for (let round = 0; round < 5; round++) {
      const ackedBefore = [...writer.acknowledged];
      const file = join(dir, `copy-${round}.db`);
      const result = await backupDatabase(path, file);
      assert.equal(result.integrity, 'ok');
      assert.ok(result.bytes > 0 && result.pages > 0);
      rounds.push({ file, ackedBefore });
      await new Promise((r) => setTimeout(r, 20));
    }
    await writer.stop();
    database.close();
    const [first, last] = [rounds[0].ackedBefore.length, rounds.at(-1)!.ackedBefore.length];
    assert.ok(last > first, `the writer kept committing between the backups (${first} → ${last} rows)`);

    for (const { file, ackedBefore } of rounds) {
      assert.equal(integrity(file), 'ok');
      const copy = new Database(file, { readonly: true });
      const ids = new Set(copy.prepare('SELECT id FROM contact_submissions').pluck().all() as number[]);
      const missing = ackedBefore.filter((id) => !ids.has(id));
      assert.deepEqual(missing, [], `${file}: acknowledged rows missing`);
      // The content came along too, and the copy is one self-contained file.
      assert.ok((copy.prepare('SELECT count(*) FROM content_blocks').pluck().get() as number) > 0);
      assert.equal(copy.pragma('journal_mode', { simple: true }), 'delete');
      copy.close();
      assert.equal(existsSync(`${file}-wal`), false);
    }
    assert.deepEqual(readdirSync(dir).filter((f) => f.includes('.partial-')), [], 'no temporary files left behind');
  });

  test('refuses to overwrite an existing file unless forced, and never replaces the live database', async () => {
    const { path, database } = liveDatabase('live-2.db');
    const file = join(dir, 'existing.db');
    writeFileSync(file, 'precious');
    await assert.rejects(backupDatabase(path, file), (e: Error) => e instanceof BackupError && /already exists.*--force/.test(e.message));
    assert.equal(readFileSync(file, 'utf8'), 'precious');
    // A stale WAL beside the target must not be replayed into the new copy.
    writeFileSync(`${file}-wal`, 'garbage');
    const result = await backupDatabase(path, file, { force: true });
    assert.equal(result.integrity, 'ok');
    assert.equal(existsSync(`${file}-wal`), false);
    assert.equal(integrity(file), 'ok');
    await assert.rejects(backupDatabase(path, path, { force: true }), /live database/);
    database.close();
  });

  test('a missing source is a clear error, not an empty backup', async () => {
    await assert.rejects(backupDatabase(join(dir, 'nope.db'), join(dir, 'out.db')), /no database at/);
    assert.equal(existsSync(join(dir, 'out.db')), false);
  });

  test('the command prints size and integrity; usage errors exit 2, failures 1', async () => {
    const { path, database } = liveDatabase('live-3.db');
    const out: string[] = [];
    const err: string[] = [];
    const io = { databasePath: path, stdout: { write: (t: string) => out.push(t) }, stderr: { write: (t: string) => err.push(t) } };
    const file = join(dir, 'sub', 'cmd.db');
    assert.equal(await runBackupCommand([file], io), 0);
    assert.match(out.join(''), /Backed up .* to .*cmd\.db: [\d.]+ (KB|MB) \(\d+ pages\) in \d+ ms; integrity check: ok/);
    assert.equal(await runBackupCommand([file], io), 1);
    assert.match(err.join(''), /already exists/);
    assert.equal(await runBackupCommand(['--force', file], io), 0);
    assert.equal(await runBackupCommand([], io), 2);
    assert.equal(await runBackupCommand(['a.db', 'b.db'], io), 2);
    assert.match(err.join(''), /Usage:/);
    database.close();
  });
});


describe('restoreDatabase (node dist/server.js restore FILE)', () => {
  const count = (path: string, where = '') => {
    const db = new Database(path, { readonly: true });
    try {
      return db.prepare(`SELECT id FROM contact_submissions ${where}`).pluck().all() as number[];
    } finally {
      db.close();
    }
  };

  test('a backup taken under load comes back whole: every acknowledged submission, the later ones kept aside', async () => {
    const { path, database } = liveDatabase('restore-live.db');
    const writer = startWriter(path);
    while (writer.acknowledged.length < 300) await new Promise((r) => setTimeout(r, 5));
    const ackedBefore = [...writer.acknowledged];
    const backup = join(dir, 'restore-backup.db');
    await backupDatabase(path, backup);
    while (writer.acknowledged.length < ackedBefore.length + 100) await new Promise((r) => setTimeout(r, 5));
    await writer.stop();
    database.close();
    const allLive = count(path);

    const result = await restoreDatabase(path, backup, new Date('2026-11-23T09:30:00Z'));
    assert.equal(existsSync(`${path}-wal`), false, "the old database's journal is gone");
    assert.equal(integrity(path), 'ok');
    const restored = new Set(count(path));
    assert.deepEqual(ackedBefore.filter((id) => !restored.has(id)), [], 'every submission acknowledged before the backup is back');
    assert.ok(restored.size < allLive.length, 'the rows written after the backup are not in the restored file');
    assert.equal(result.keptAs, `${path}.before-restore-2026-11-23T09-30-00-000Z`);
    assert.deepEqual(count(result.keptAs!), allLive, 'the data file as it was is kept beside it, whole');
    assert.deepEqual(readdirSync(dir).filter((f) => f.includes('.restoring-')), [], 'no temporary files left behind');
    // The restored file opens as the site's database again.
    const reopened = openDatabase(path);
    assert.ok((reopened.sqlite.prepare('SELECT count(*) FROM pages').pluck().get() as number) > 0);
    reopened.close();
  });

  test('refuses while a server uses the data file; a marker left by a crash does not block it', async () => {
    const { path, database } = liveDatabase('restore-busy.db');
    database.close();
    const backup = join(dir, 'restore-busy-backup.db');
    await backupDatabase(path, backup);
    const before = readFileSync(path);
    writeFileSync(serverMarkerPath(path), `${process.ppid}@${hostname()}\n`);
    await assert.rejects(restoreDatabase(path, backup), (e: Error) => e instanceof RestoreError && /A server \(process \d+\) is using .* Stop it first/.test(e.message));
    assert.deepEqual(readFileSync(path), before, 'nothing changed');
    writeFileSync(serverMarkerPath(path), `${process.ppid}@another-container\n`);
    await assert.rejects(restoreDatabase(path, backup), (e: Error) => e instanceof RestoreError && /in use by a server on another-container\. Stop that server; if it is already stopped \(it crashed\), delete .*\.server/.test(e.message));
    assert.deepEqual(readFileSync(path), before, 'nothing changed');
    writeFileSync(serverMarkerPath(path), `4194303@${hostname()}\n`);
    assert.ok((await restoreDatabase(path, backup)).keptAs);
  });

  test('refuses a damaged file, a file that is not a backup of this site, and one from a newer version, changing nothing', async () => {
    const { path, database } = liveDatabase('restore-checks.db');
    database.close();
    const before = readFileSync(path);
    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, 'this is not a database at all, just text pretending'.repeat(200));
    await assert.rejects(restoreDatabase(path, garbage), (e: Error) => e instanceof RestoreError && /not a database backup/.test(e.message));
    const other = join(dir, 'other.db');
    const o = new Database(other);
    o.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY)');
    o.close();
    await assert.rejects(restoreDatabase(path, other), (e: Error) => e instanceof RestoreError && /not a backup of this site/.test(e.message));
    const newer = join(dir, 'newer.db');
    await backupDatabase(path, newer);
    const n = new Database(newer);
    n.pragma(`user_version = ${LATEST_VERSION + 1}`);
    n.close();
    await assert.rejects(restoreDatabase(path, newer), (e: Error) => e instanceof RestoreError && /newer version of this program.*Update the program/.test(e.message));
    await assert.rejects(restoreDatabase(path, join(dir, 'missing.db')), (e: Error) => e instanceof RestoreError && /no backup file/.test(e.message));
    assert.deepEqual(readFileSync(path), before, 'nothing changed');
  });

  test("refuses a backup carrying a trigger or a view the schema does not make, or one of the schema's own rewritten, changing nothing", async () => {
    const { path, database } = liveDatabase('restore-planted.db');
    database.close();
    const before = readFileSync(path);
    const planted = async (name: string, sql: string) => {
      const file = join(dir, `${name}.db`);
      await backupDatabase(path, file);
      const db = new Database(file);
      db.exec(sql);
      db.close();
      return file;
    };
    const trigger = await planted(
      'trigger',
      "CREATE TABLE loot (hash TEXT); CREATE TRIGGER steal AFTER UPDATE ON admin_users BEGIN INSERT INTO loot VALUES (NEW.password_hash); END;",
    );
    await assert.rejects(restoreDatabase(path, trigger), (e: Error) => e instanceof RestoreError && /holds a trigger steal that this site's schema does not have.*nothing was changed/.test(e.message));
    const view = await planted('view', "CREATE VIEW pages_seen AS SELECT * FROM pages");
    await assert.rejects(restoreDatabase(path, view), (e: Error) => e instanceof RestoreError && /holds a view pages_seen/.test(e.message));
    const rewritten = await planted(
      'rewritten',
      'DROP TRIGGER contact_submissions_events_gone; CREATE TRIGGER contact_submissions_events_gone AFTER DELETE ON contact_submissions BEGIN DELETE FROM admin_users; END;',
    );
    await assert.rejects(restoreDatabase(path, rewritten), (e: Error) => e instanceof RestoreError && /holds a trigger contact_submissions_events_gone/.test(e.message));
    assert.deepEqual(readFileSync(path), before, 'nothing changed');
    // The schema's own triggers, as a real backup carries them, pass.
    const plain = join(dir, 'plain.db');
    await backupDatabase(path, plain);
    assert.ok((await restoreDatabase(path, plain)).keptAs);
  });

  test('the command says what it did; usage errors exit 2, refusals 1', async () => {
    const { path, database } = liveDatabase('restore-cmd.db');
    database.close();
    const backup = join(dir, 'restore-cmd-backup.db');
    await backupDatabase(path, backup);
    const out: string[] = [];
    const err: string[] = [];
    const io = { databasePath: path, stdout: { write: (t: string) => out.push(t) }, stderr: { write: (t: string) => err.push(t) } };
    assert.equal(await runRestoreCommand([backup], io), 0);
    assert.match(out.join(''), /Restored .*restore-cmd\.db from .* \([\d.]+ (KB|MB), \d+ submissions\)\. The previous data file is kept as .*before-restore-.*Start the server again\./);
    assert.equal(await runRestoreCommand([], io), 2);
    assert.equal(await runRestoreCommand([join(dir, 'nope.db')], io), 1);
    assert.match(err.join(''), /Restore failed: There is no backup file/);
  });
});
