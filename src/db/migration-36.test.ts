// Migration 36 on an older database: the projects and the developments sections get the brochure's labels (the
// link's words, the PDF's contact panel), unless they have them (an owner's rewording stands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const KEYS = `('brochure', 'brochure-contact', 'brochure-scan')`;
const SECTIONS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE (p.slug, s.section_key) IN (VALUES ('projects', 'projects'), ('real-estate', 'developments')))`;

const labels = (sqlite: Database.Database) =>
  sqlite
    .prepare(
      `SELECT s.section_key AS section, json_extract(b.metadata, '$.key') AS key, b.title FROM content_blocks b JOIN sections s ON s.id = b.section_id
       WHERE b.section_id IN ${SECTIONS} AND b.block_type = 'label' AND json_extract(b.metadata, '$.key') IN ${KEYS} ORDER BY section, key`,
    )
    .all();

/** The database as the release before: no brochure labels. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM content_blocks WHERE block_type = 'label' AND json_extract(metadata, '$.key') IN ${KEYS}`);
  sqlite.pragma('user_version = 35');
  return sqlite;
}

describe('migration 36', () => {
  it('adds the three brochure labels to both sections once, as a fresh database has them', () => {
    const sqlite = olderDatabase();
    assert.equal(labels(sqlite).length, 0);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const fresh = openDatabase(':memory:').sqlite;
    seedDatabase(fresh);
    assert.equal(labels(sqlite).length, 6);
    assert.deepEqual(labels(sqlite), labels(fresh));
    migrate(sqlite);
    assert.equal(labels(sqlite).length, 6, 'run again, nothing is added twice');
  });

  it('keeps a label the owner already has, in their words', () => {
    const sqlite = olderDatabase();
    const projects = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects')`;
    sqlite.prepare(`INSERT INTO content_blocks (section_id, block_type, title, metadata, sort_order) VALUES (${projects}, 'label', 'Get the PDF', ?, 999)`).run(JSON.stringify({ key: 'brochure' }));
    migrate(sqlite);
    assert.deepEqual(
      labels(sqlite).filter((l) => (l as { section: string; key: string }).section === 'projects' && (l as { key: string }).key === 'brochure'),
      [{ section: 'projects', key: 'brochure', title: 'Get the PDF' }],
    );
  });
});
