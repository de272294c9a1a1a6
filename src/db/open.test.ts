import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { schemaSql } from './schema-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-open-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const schemaOf = (sqlite: Database.Database) =>
  sqlite.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all();

describe('openDatabase and migrations', () => {
  test('an empty file gets schema.sql, is stamped with the latest version, and its folder is created', () => {
    const path = join(dir, 'nested', 'folder', 'site.db');
    const database = openDatabase(path);
    assert.equal(database.sqlite.pragma('user_version', { simple: true }), LATEST_VERSION);
    const reference = new Database(':memory:');
    reference.exec(schemaSql());
    assert.deepEqual(schemaOf(database.sqlite), schemaOf(reference));
    reference.close();
    database.close();
  });

  test('the durability pragmas are set: WAL, synchronous=FULL, busy_timeout, foreign keys', () => {
    const database = openDatabase(join(dir, 'pragmas.db'));
    const p = (name: string) => database.sqlite.pragma(name, { simple: true });
    assert.equal(p('journal_mode'), 'wal');
    assert.equal(p('synchronous'), 2, 'FULL');
    assert.ok((p('busy_timeout') as number) >= 1000);
    assert.equal(p('foreign_keys'), 1);
    database.close();
  });

  test('an already-current database is left as it is, data included', () => {
    const path = join(dir, 'current.db');
    const first = openDatabase(path);
    first.sqlite.prepare("INSERT INTO pages (slug, title) VALUES ('kept', 'Kept')").run();
    const before = schemaOf(first.sqlite);
    first.close();
    const again = openDatabase(path);
    assert.deepEqual(schemaOf(again.sqlite), before);
    assert.equal(again.sqlite.prepare("SELECT title FROM pages WHERE slug = 'kept'").pluck().get(), 'Kept');
    assert.equal(migrate(again.sqlite), LATEST_VERSION, 'migrating twice is a no-op');
    assert.deepEqual(schemaOf(again.sqlite), before);
    again.close();
  });

  test('a database from a newer build is refused, untouched', () => {
    const path = join(dir, 'newer.db');
    const raw = new Database(path);
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`);
    raw.close();
    assert.throws(() => openDatabase(path), /newer than this build/);
    const check = new Database(path);
    assert.equal(check.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get(), 0);
    check.close();
  });

  test('foreign keys cascade as schema.sql says', () => {
    const database = openDatabase(':memory:');
    const s = database.sqlite;
    const pageId = s.prepare("INSERT INTO pages (slug, title) VALUES ('p', 'P')").run().lastInsertRowid;
    const sectionId = s.prepare("INSERT INTO sections (page_id, section_key) VALUES (?, 'k')").run(pageId).lastInsertRowid;
    s.prepare("INSERT INTO content_blocks (section_id, block_type) VALUES (?, 'text')").run(sectionId);
    assert.throws(() => s.prepare("INSERT INTO sections (page_id, section_key) VALUES (999, 'x')").run(), /FOREIGN KEY/);
    s.prepare('DELETE FROM pages WHERE id = ?').run(pageId);
    assert.equal(s.prepare('SELECT count(*) FROM content_blocks').pluck().get(), 0);
    database.close();
  });
});
