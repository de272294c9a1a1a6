// Migration 26 on an older database: the Projects section gets the labels of a project's client and handover date,
// unless it has them (an owner's rewording stands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const PROJECTS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects')`;
const LABEL_KEYS = `json_extract(metadata, '$.key') IN ('client', 'handedOver')`;

const labels = (sqlite: Database.Database) =>
  sqlite.prepare(`SELECT json_extract(metadata, '$.key') AS key, title FROM content_blocks WHERE section_id = ${PROJECTS} AND block_type = 'label' AND ${LABEL_KEYS} ORDER BY key`).all();

/** The database as the release before: the Projects section without those two labels. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id = ${PROJECTS} AND block_type = 'label' AND ${LABEL_KEYS}`);
  sqlite.pragma('user_version = 25');
  return sqlite;
}

describe('migration 26', () => {
  it('adds the Client and Handed over labels once, as a fresh database has them', () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const fresh = openDatabase(':memory:').sqlite;
    seedDatabase(fresh);
    assert.deepEqual(labels(sqlite), [
      { key: 'client', title: 'Client' },
      { key: 'handedOver', title: 'Handed over' },
    ]);
    assert.deepEqual(labels(sqlite), labels(fresh));
  });

  it("keeps a label the owner already has, in their words", () => {
    const sqlite = olderDatabase();
    sqlite.prepare(`INSERT INTO content_blocks (section_id, block_type, title, metadata, sort_order) VALUES (${PROJECTS}, 'label', 'Built for', ?, 999)`).run(JSON.stringify({ key: 'client' }));
    migrate(sqlite);
    assert.deepEqual(labels(sqlite), [
      { key: 'client', title: 'Built for' },
      { key: 'handedOver', title: 'Handed over' },
    ]);
  });
});
