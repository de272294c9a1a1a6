// Migration 4 (admins, sessions, two-factor, reset links) on a database made before it, then the later one that
// changes those tables again (32: when a session last proved who it is): the admin tables end up exactly as a fresh
// schema.sql makes them, and the admins and sessions already there are kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { migrations } from './migrations.ts';
import { schemaSql } from './schema-source.ts';

// The two admin tables as schema.sql created them at version 1.
const VERSION_1_ADMIN_TABLES = `
CREATE TABLE admin_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(username) BETWEEN 1 AND 100),
  password TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE admin_sessions (
  id TEXT PRIMARY KEY NOT NULL,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX admin_sessions_admin_idx ON admin_sessions (admin_id);
`;

const TABLES = ['admin_users', 'admin_sessions', 'admin_recovery_codes', 'password_resets'];

function shape(db: Database.Database) {
  return Object.fromEntries(
    TABLES.map((table) => [
      table,
      {
        columns: db.pragma(`table_info(${table})`),
        indexes: (db.pragma(`index_list(${table})`) as { name: string }[]).map((i) => i.name).sort(),
        foreignKeys: db.pragma(`foreign_key_list(${table})`),
      },
    ]),
  );
}

test('migrations 4 and 32 bring version-1 admin tables to the current schema and keeps their rows', () => {
  const old = new Database(':memory:');
  old.exec(VERSION_1_ADMIN_TABLES);
  old.prepare("INSERT INTO admin_users (username, password, email) VALUES ('amaka', 'hash', 'amaka@metrikgroup.ng')").run();
  old.prepare("INSERT INTO admin_sessions (id, admin_id, expires_at) VALUES ('sid', 1, '2099-01-01T00:00:00.000Z')").run();
  for (const version of [4, 32]) {
    const migration = migrations.find((m) => m.version === version);
    assert.ok(migration);
    migration.before?.(old);
    old.exec(migration.sql);
  }

  const fresh = new Database(':memory:');
  fresh.exec(schemaSql());
  assert.deepEqual(shape(old), shape(fresh));
  assert.deepEqual(old.prepare('SELECT username, must_change_password, totp_secret FROM admin_users').get(), { username: 'amaka', must_change_password: 0, totp_secret: null });
  assert.equal(old.prepare('SELECT count(*) FROM admin_sessions').pluck().get(), 1);
  old.close();
  fresh.close();
});
