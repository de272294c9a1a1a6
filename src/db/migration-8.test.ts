// Migration 8 on a database as version 6 left it: the idempotency_keys table arrives exactly as schema.sql has it,
// and the rows already stored are untouched.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { schemaSql } from './schema-source.ts';

const shape = (sqlite: Database.Database) => ({
  columns: sqlite.pragma('table_info(idempotency_keys)'),
  sql: sqlite.prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'idempotency_keys' ORDER BY name").all(),
});

test('a version-6 database gets idempotency_keys as a fresh one has it, its submissions kept', () => {
  const { sqlite } = openDatabase(':memory:');
  sqlite.exec('DROP TABLE idempotency_keys');
  sqlite.pragma('user_version = 6');
  sqlite.prepare("INSERT INTO contact_submissions (first_name, last_name, email, service, message) VALUES ('Ada', 'Obi', 'ada@example.com', 'paint', 'Hello')").run();
  assert.equal(migrate(sqlite), LATEST_VERSION);
  const fresh = new Database(':memory:');
  fresh.exec(schemaSql());
  assert.deepEqual(shape(sqlite), shape(fresh));
  assert.equal(sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get(), 1);
  fresh.close();
});
