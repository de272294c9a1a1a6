// Migration 33 on an older database: the Real Estate developments section gets the labels of a development's
// title, approvals and progress log, unless it has them (an owner's rewording stands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';
import { developmentProofLabels } from '../../web/shared/seed/developments.ts';

const DEVELOPMENTS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'real-estate' AND s.section_key = 'developments')`;

const PROOF_KEYS = `(${developmentProofLabels.map((label) => `'${String(label.metadata?.key)}'`).join(', ')})`;

/** The proof's labels (later migrations add other labels to the section). */
const labels = (sqlite: Database.Database) =>
  sqlite
    .prepare(`SELECT json_extract(metadata, '$.key') AS key, title FROM content_blocks WHERE section_id = ${DEVELOPMENTS} AND block_type = 'label' AND json_extract(metadata, '$.key') IN ${PROOF_KEYS} ORDER BY key`)
    .all();

/** The database as the release before: the developments section without those labels. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id = ${DEVELOPMENTS} AND block_type = 'label'`);
  sqlite.pragma('user_version = 32');
  return sqlite;
}

describe('migration 33', () => {
  it("adds the proof's nine labels once, as a fresh database has them", () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const fresh = openDatabase(':memory:').sqlite;
    seedDatabase(fresh);
    assert.equal(labels(sqlite).length, 9);
    assert.deepEqual(labels(sqlite), labels(fresh));
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.equal(labels(sqlite).length, 9, 'run again, nothing is added twice');
  });

  it('keeps a label the owner already has, in their words', () => {
    const sqlite = olderDatabase();
    sqlite.prepare(`INSERT INTO content_blocks (section_id, block_type, title, metadata, sort_order) VALUES (${DEVELOPMENTS}, 'label', 'Construction diary', ?, 999)`).run(JSON.stringify({ key: 'progress' }));
    migrate(sqlite);
    const progress = labels(sqlite).filter((l) => (l as { key: string }).key === 'progress');
    assert.deepEqual(progress, [{ key: 'progress', title: 'Construction diary' }]);
  });
});
