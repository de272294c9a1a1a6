// Migration 15 on a database as version 14 left it: each of the three forms gets its "After sending" words (the
// confirmation's what-happens-next and reference label) with a seeded revision; once only, and words an admin
// already has are kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

function versionFourteen() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec("DELETE FROM revisions WHERE entity = 'block' AND entity_id IN (SELECT id FROM content_blocks WHERE block_type = 'next_steps')");
  sqlite.exec("DELETE FROM content_blocks WHERE block_type = 'next_steps'");
  sqlite.pragma('user_version = 14');
  return sqlite;
}

const nextSteps = (sqlite: Database.Database) =>
  sqlite
    .prepare(
      `SELECT p.slug, s.section_key AS section, b.id, b.content, json_extract(b.metadata, '$.referenceLabel') AS label,
         (SELECT COUNT(*) FROM revisions r WHERE r.entity = 'block' AND r.entity_id = b.id AND r.action = 'seeded') AS seeded
       FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id
       WHERE b.block_type = 'next_steps' ORDER BY p.slug`,
    )
    .all() as { slug: string; section: string; id: number; content: string; label: string; seeded: number }[];

describe('migration 15', () => {
  it('gives each form its what-happens-next words with the reply-promise placeholder, each with a seeded revision', () => {
    const sqlite = versionFourteen();
    assert.equal(nextSteps(sqlite).length, 0);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const rows = nextSteps(sqlite);
    assert.deepEqual(
      rows.map((r) => [r.slug, r.section, r.label, r.seeded]),
      [
        ['contact', 'contact-form', 'Your reference', 1],
        ['equipment', 'quote-form', 'Your reference', 1],
        ['real-estate', 'enquiry-form', 'Your reference', 1],
      ],
    );
    for (const row of rows) assert.match(row.content, /within \{hours\} hours/);
  });

  it('adds nothing where the words exist (a fresh seed has them), and an admin’s own words stay', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    sqlite.exec("UPDATE content_blocks SET title = 'After you send', content = 'We call you back the same day.' WHERE block_type = 'next_steps'");
    const before = nextSteps(sqlite);
    assert.equal(before.length, 3);
    sqlite.pragma('user_version = 14');
    migrate(sqlite);
    assert.deepEqual(nextSteps(sqlite), before);
  });
});
