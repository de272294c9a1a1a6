import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/open.ts';
import { seedDatabase } from '../db/seed.ts';
import { AutoBackup } from './auto-backup.ts';
import { backupName } from './backup.ts';
import { createLogger } from './log.ts';

const root = mkdtempSync(join(tmpdir(), 'metrik-auto-backup-'));
after(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function setup(options: { command?: string; keepDays?: number; now?: () => Date } = {}) {
  const dir = join(root, `case-${++n}`);
  const databasePath = join(dir, 'site.db');
  const database = openDatabase(databasePath);
  seedDatabase(database.sqlite);
  const backups = new AutoBackup({ databasePath, dir: join(dir, 'backups'), keepDays: options.keepDays ?? 14, command: options.command, log: createLogger('silent'), now: options.now });
  return { dir, databasePath, database, backups };
}

const DAY = 24 * 60 * 60 * 1000;

describe('automatic backups', () => {
  test('a backup is made when none exists, is listed with its size and time, and is a whole, valid copy', async () => {
    const now = new Date('2026-11-23T02:15:00Z');
    const { database, backups } = setup({ now: () => now });
    assert.equal(backups.isDue(), true);
    await backups.runNow();
    const [made] = backups.list();
    assert.deepEqual({ name: made.name, createdAt: made.createdAt }, { name: 'site-2026-11-23T02-15-00Z.db', createdAt: '2026-11-23T02:15:00Z' });
    assert.ok(made.size > 10_000);
    const copy = new Database(join(backups.status().dir, made.name), { readonly: true });
    assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
    assert.ok((copy.prepare('SELECT count(*) FROM pages').pluck().get() as number) >= 8);
    copy.close();
    assert.equal(backups.isDue(), false, 'not again the same day');
    assert.equal(backups.status().warning, null);
    database.close();
  });

  test('copies older than BACKUP_KEEP_DAYS are removed, never the newest', async () => {
    let now = new Date('2026-11-23T02:00:00Z');
    const { database, backups } = setup({ keepDays: 3, now: () => now });
    const dir = backups.status().dir;
    await backups.runNow();
    for (const daysAgo of [1, 2, 5, 9]) writeFileSync(join(dir, backupName(new Date(now.getTime() - daysAgo * DAY))), 'old');
    now = new Date(now.getTime() + 60_000);
    await backups.runNow();
    assert.deepEqual(
      backups.list().map((b) => b.createdAt),
      ['2026-11-23T02:01:00Z', '2026-11-23T02:00:00Z', '2026-11-22T02:00:00Z', '2026-11-21T02:00:00Z'],
    );
    database.close();
  });

  test('BACKUP_COMMAND gets the new file; its failure is reported, the backup stays', async () => {
    const copies = join(root, 'offsite');
    const ok = setup({ command: `mkdir -p '${copies}' && cp "$BACKUP_FILE" '${copies}/'` });
    await ok.backups.runNow();
    assert.deepEqual(readdirSync(copies), [ok.backups.list()[0].name]);
    assert.equal(ok.backups.status().commandError, null);
    ok.database.close();

    const failing = setup({ command: 'echo "bucket not found" >&2; exit 3' });
    await failing.backups.runNow();
    const status = failing.backups.status();
    assert.equal(failing.backups.list().length, 1, 'the backup itself was made');
    assert.equal(status.commandError, 'exit code 3: bucket not found');
    assert.match(status.warning ?? '', /BACKUP_COMMAND failed: exit code 3: bucket not found/);
    failing.database.close();
  });

  test('a failed backup is reported, never thrown; a stale newest backup is a warning', async () => {
    let now = new Date('2026-11-23T02:00:00Z');
    const { databasePath, database, backups } = setup({ now: () => now });
    await backups.runNow();
    now = new Date(now.getTime() + 3 * DAY);
    assert.match(backups.status().warning ?? '', /The newest automatic backup is 3 days old\./);
    database.close();
    rmSync(databasePath);
    await backups.runNow();
    const status = backups.status();
    assert.match(status.lastError ?? '', /There is no database/);
    assert.match(status.warning ?? '', /^The last automatic backup failed: There is no database/);
    assert.equal(existsSync(join(status.dir, backupName(now))), false);
  });
});
