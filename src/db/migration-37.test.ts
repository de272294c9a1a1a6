// Migration 37 on an older database: recovery codes stored as plain SHA-256 digests become salted scrypt hashes, and
// the codes already handed out still sign in, once.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { checkSecondFactor, prepareSecondFactor, recoveryCodesLeft } from '../security/two-factor.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import * as tables from './tables.ts';

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');
/** As the release before stored them: the normalised code's SHA-256, in hex. */
const CODES = { amaka: ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678'], tunde: ['23456-789ab'] };
const USED = 'k2k2k-k2k2k';

function olderDatabase(): Database.Database {
  const { sqlite } = openDatabase(':memory:');
  const admin = sqlite.prepare("INSERT INTO admin_users (username, email, password) VALUES (?, ?, 'x') RETURNING id");
  const code = sqlite.prepare('INSERT INTO admin_recovery_codes (admin_id, code_hash, used_at) VALUES (?, ?, ?)');
  for (const [name, codes] of Object.entries(CODES)) {
    const { id } = admin.get(name, `${name}@metrikgroup.ng`) as { id: number };
    for (const c of codes) code.run(id, sha256(c.replace('-', '')), null);
    if (name === 'amaka') code.run(id, sha256(USED.replace('-', '')), '2026-11-01T10:00:00.000Z');
  }
  sqlite.pragma('user_version = 36');
  return sqlite;
}

const rows = (sqlite: Database.Database) =>
  sqlite.prepare('SELECT admin_id AS adminId, code_hash AS codeHash, used_at AS usedAt FROM admin_recovery_codes ORDER BY id').all() as { adminId: number; codeHash: string; usedAt: string | null }[];

describe('migration 37', () => {
  it('wraps every unused digest in a salted scrypt hash, one salt per admin, and drops the used ones', () => {
    const sqlite = olderDatabase();
    const before = rows(sqlite);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const after = rows(sqlite);
    assert.equal(after.length, before.length - 1, 'the used code is gone');
    assert.ok(after.every((r) => r.usedAt === null));
    for (const r of after) {
      assert.match(r.codeHash, /^scrypt1\$[\w-]{22}\$[\w-]{43}$/);
      assert.ok(!before.some((b) => r.codeHash.includes(b.codeHash)), 'no digest is left in the clear');
    }
    const saltsOf = (adminId: number) => new Set(after.filter((r) => r.adminId === adminId).map((r) => r.codeHash.split('$')[1]));
    assert.equal(saltsOf(1).size, 1);
    assert.equal(saltsOf(2).size, 1);
    assert.notDeepEqual(saltsOf(1), saltsOf(2), 'each admin has a salt of their own');
    migrate(sqlite);
    assert.deepEqual(rows(sqlite), after, 'run again, nothing changes');
  });

  it('the codes handed out before it still sign in, each once, typed in any case and with or without the dash', async () => {
    const sqlite = olderDatabase();
    migrate(sqlite);
    const db = drizzle(sqlite, { schema: tables });
    const check = async (adminId: number, code: string) => checkSecondFactor(db, adminId, await prepareSecondFactor(db, adminId, code));
    assert.equal(await check(1, 'ABCDE FGHJK'), 'recovery');
    assert.equal(await check(1, 'abcde-fghjk'), undefined, 'used once');
    assert.equal(await check(1, 'mnpqrstuvw'), 'recovery');
    assert.equal(await check(1, USED), undefined, 'a code used before the migration stays used');
    assert.equal(await check(1, '23456-789ab'), undefined, "another admin's code");
    assert.equal(await check(2, '23456-789ab'), 'recovery');
    assert.equal(recoveryCodesLeft(db, 1), 1);
  });
});
