// Migration 18 on an older database: Home gets its accreditations strip and its band of clients' words as
// headings only (both stay hidden until they hold something), placed after the statistics and the services; once only, and a database that has them (a fresh seed) keeps what it holds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const HOME = "(SELECT id FROM pages WHERE slug = 'home')";
const NEW_SECTIONS = "('credentials', 'testimonials')";

const homeSections = (sqlite: Database.Database) =>
  sqlite
    .prepare(
      `SELECT s.section_key AS key, s.title,
         (SELECT COUNT(*) FROM content_blocks b WHERE b.section_id = s.id) AS blocks,
         (SELECT COUNT(*) FROM revisions r WHERE r.entity = 'section' AND r.entity_id = s.id AND r.action = 'seeded') AS seeded
       FROM sections s WHERE s.page_id = ${HOME} ORDER BY s.sort_order`,
    )
    .all() as { key: string; title: string; blocks: number; seeded: number }[];

function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  // The clients strip came later still (migration 30).
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id IN (SELECT id FROM sections WHERE page_id = ${HOME} AND section_key IN ${NEW_SECTIONS});
DELETE FROM content_blocks WHERE section_id IN (SELECT id FROM sections WHERE page_id = ${HOME} AND section_key = 'clients');
DELETE FROM sections WHERE page_id = ${HOME} AND (section_key IN ${NEW_SECTIONS} OR section_key = 'clients');`);
  sqlite.pragma('user_version = 17');
  return sqlite;
}

describe('migration 18', () => {
  it("adds Home's accreditations strip after the statistics and its clients' words after the services, headings only", () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const sections = homeSections(sqlite);
    assert.deepEqual(
      sections.map((s) => s.key),
      ['hero', 'statistics', 'credentials', 'services', 'testimonials', 'clients', 'featured_projects', 'why_choose'],
    );
    const added = sections.filter((s) => s.key === 'credentials' || s.key === 'testimonials');
    assert.deepEqual(
      added.map((s) => [s.title, s.blocks, s.seeded]),
      [
        ['Accredited and trusted', 0, 1],
        ['What Our Clients Say', 0, 1],
      ],
      'no accreditation is claimed for the owner',
    );
  });

  it('after an admin reordered Home, the new sections still follow the ones they belong after', () => {
    const sqlite = olderDatabase();
    sqlite.exec(`UPDATE sections SET sort_order = CASE section_key WHEN 'hero' THEN 10 WHEN 'why_choose' THEN 20 WHEN 'featured_projects' THEN 30 WHEN 'statistics' THEN 40 ELSE 50 END WHERE page_id = ${HOME}`);
    migrate(sqlite);
    const keys = homeSections(sqlite).map((s) => s.key);
    assert.equal(keys.indexOf('testimonials'), keys.indexOf('services') + 1);
    assert.equal(keys.indexOf('credentials'), keys.indexOf('statistics') + 1);
  });

  it('leaves a database that has the sections (a fresh seed) as it is', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    const before = homeSections(sqlite);
    assert.equal(before.find((s) => s.key === 'credentials')?.blocks, 5);
    sqlite.pragma('user_version = 17');
    migrate(sqlite);
    assert.deepEqual(homeSections(sqlite), before);
  });
});
