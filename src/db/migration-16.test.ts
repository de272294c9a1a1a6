// Migration 16 on a database as version 15 left it: the Contact hero gets its picture (engineers at the drawing table)
// with a seeded revision; once only, and a picture an admin already gave the hero stays the only one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const HERO = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'contact' AND s.section_key = 'hero')`;

function versionFifteen() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM revisions WHERE entity = 'block' AND entity_id IN (SELECT id FROM content_blocks WHERE block_type = 'image' AND section_id = ${HERO})`);
  sqlite.exec(`DELETE FROM content_blocks WHERE block_type = 'image' AND section_id = ${HERO}`);
  sqlite.pragma('user_version = 15');
  return sqlite;
}

const heroImages = (sqlite: Database.Database) =>
  sqlite
    .prepare(
      `SELECT b.image_url AS url, b.title, (SELECT COUNT(*) FROM revisions r WHERE r.entity = 'block' AND r.entity_id = b.id AND r.action = 'seeded') AS seeded
       FROM content_blocks b WHERE b.block_type = 'image' AND b.section_id = ${HERO} AND b.deleted_at IS NULL ORDER BY b.id`,
    )
    .all() as { url: string; title: string; seeded: number }[];

describe('migration 16', () => {
  it('gives the Contact hero its picture with its description and a seeded revision', () => {
    const sqlite = versionFifteen();
    assert.deepEqual(heroImages(sqlite), []);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const rows = heroImages(sqlite);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].url, '/art/about-story.svg');
    assert.match(rows[0].title, /drawing table/);
    assert.equal(rows[0].seeded, 1);
  });

  it('adds nothing where the hero has a picture (a fresh seed has it, or an admin chose one)', () => {
    const sqlite = versionFifteen();
    sqlite.exec(`INSERT INTO content_blocks (section_id, block_type, title, content, image_url, sort_order) SELECT ${HERO}, 'image', 'Our reception desk', '', '/media/abc.jpg', 1`);
    migrate(sqlite);
    assert.deepEqual(heroImages(sqlite).map((r) => r.url), ['/media/abc.jpg']);

    const { sqlite: fresh } = openDatabase(':memory:');
    seedDatabase(fresh);
    const before = heroImages(fresh);
    assert.equal(before.length, 1);
    fresh.pragma('user_version = 15');
    migrate(fresh);
    assert.deepEqual(heroImages(fresh), before);
  });
});
