// Migration 32 on an older database: sessions already signed in keep working and get verified_at (empty, so what
// matters asks for the password again), and admins can register passkeys, removed with their admin.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';

describe('migration 32', () => {
  it('adds admin_passkeys and admin_sessions.verified_at, keeping the sessions there', () => {
    const database = openDatabase(':memory:');
    const { sqlite } = database;
    sqlite.exec('DROP TABLE admin_passkeys');
    sqlite.exec('ALTER TABLE admin_sessions DROP COLUMN verified_at');
    sqlite.pragma('user_version = 31');
    sqlite.exec("INSERT INTO admin_users (id, username, password, email) VALUES (1, 'ada', 'x', 'ada@example.ng')");
    sqlite.exec("INSERT INTO admin_sessions (id, admin_id, expires_at) VALUES ('s1', 1, '2099-01-01T00:00:00.000Z')");
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.deepEqual(sqlite.prepare('SELECT id, verified_at FROM admin_sessions').all(), [{ id: 's1', verified_at: null }]);
    const add = sqlite.prepare('INSERT INTO admin_passkeys (admin_id, credential_id, public_key, name) VALUES (?, ?, ?, ?)');
    add.run(1, 'Y3JlZA', Buffer.from([1, 2, 3]), 'Work laptop');
    assert.throws(() => add.run(1, 'Y3JlZA', Buffer.from([4]), 'Again'), /UNIQUE/);
    assert.throws(() => add.run(1, 'b3RoZXI', Buffer.from([4]), ''), /CHECK/);
    sqlite.exec('DELETE FROM admin_users WHERE id = 1');
    assert.equal(sqlite.prepare('SELECT count(*) FROM admin_passkeys').pluck().get(), 0, 'removed with their admin');
    database.close();
  });
});
