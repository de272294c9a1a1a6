// Migration 35 on an older database: admin_sign_ins appears empty (so every admin's next sign-in is their "first",
// which e-mails nobody), refuses rows the product never writes, and goes with its admin.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';

describe('migration 35', () => {
  it('adds admin_sign_ins, keeping the sessions there', () => {
    const database = openDatabase(':memory:');
    const { sqlite } = database;
    sqlite.exec('DROP TABLE admin_sign_ins');
    sqlite.pragma('user_version = 33');
    sqlite.exec("INSERT INTO admin_users (id, username, password, email) VALUES (1, 'ada', 'x', 'ada@example.ng')");
    sqlite.exec("INSERT INTO admin_sessions (id, admin_id, expires_at) VALUES ('s1', 1, '2099-01-01T00:00:00.000Z')");
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.deepEqual(sqlite.prepare('SELECT id FROM admin_sessions').all(), [{ id: 's1' }]);
    assert.equal(sqlite.prepare('SELECT count(*) FROM admin_sign_ins').pluck().get(), 0);
    const add = sqlite.prepare('INSERT INTO admin_sign_ins (admin_id, session_ref, browser, network, seen) VALUES (?, ?, ?, ?, ?)');
    add.run(1, '0123456789abcdef', 'Chrome on Android', '102.89.34.0/24', 'first');
    assert.throws(() => add.run(1, '0123456789abcdef', 'Chrome on Android', '102.89.34.0/24', 'maybe'), /CHECK/);
    assert.throws(() => add.run(1, 'short', 'Chrome on Android', '102.89.34.0/24', 'new'), /CHECK/);
    assert.throws(() => add.run(1, '0123456789abcdef', '', '102.89.34.0/24', 'new'), /CHECK/);
    assert.throws(() => add.run(2, '0123456789abcdef', 'Safari on iOS', '102.89.34.0/24', 'new'), /FOREIGN KEY/);
    const created = sqlite.prepare('SELECT created_at FROM admin_sign_ins').pluck().get() as string;
    assert.match(created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    sqlite.exec('DELETE FROM admin_users WHERE id = 1');
    assert.equal(sqlite.prepare('SELECT count(*) FROM admin_sign_ins').pluck().get(), 0, 'removed with their admin');
    database.close();
  });
});
