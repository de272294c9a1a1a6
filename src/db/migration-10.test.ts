// Migration 10 on a database as version 9 left it (the equipment gallery's photos, no developments): the photos
// become machines with their seeded slug and specifications, the admin's own words kept, and the real-estate page
// gets its developments after its services, each new item with its seeded revision, once only; the redirects and
// not-found tables arrive as schema.sql has them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type Database from 'better-sqlite3';
import { machines } from '../../web/shared/seed/machines.ts';
import { developments } from '../../web/shared/seed/developments.ts';
import { migrate, openDatabase } from './open.ts';
import { LATEST_VERSION } from './migrations.ts';
import { seedDatabase } from './seed.ts';

const GALLERY = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'equipment' AND s.section_key = 'gallery')`;

/** Version 9's content: the gallery's eight photos (caption and alt text only), one renamed by the admin, no developments. */
function versionNine(): Database.Database {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`
    DELETE FROM content_blocks WHERE section_id = ${GALLERY} AND block_type = 'label';
    UPDATE content_blocks SET block_type = 'photo', content = '', metadata = json_object('imageAlt', json_extract(metadata, '$.imageAlt')) WHERE section_id = ${GALLERY};
    UPDATE content_blocks SET title = 'Our Bulldozers', metadata = json_object('imageAlt', 'The admin''s words') WHERE section_id = ${GALLERY} AND title = 'Bulldozer';
    DELETE FROM revisions WHERE entity = 'block' AND entity_id IN (SELECT id FROM content_blocks WHERE block_type = 'development');
    DELETE FROM revisions WHERE entity = 'section' AND entity_id IN (SELECT id FROM sections WHERE section_key = 'developments');
    DELETE FROM content_blocks WHERE block_type = 'development';
    DELETE FROM sections WHERE section_key = 'developments';
  `);
  sqlite.pragma('user_version = 9');
  return sqlite;
}

test("the gallery's photos become machines with their slug and specifications; the admin's words are kept", () => {
  const sqlite = versionNine();
  assert.equal(migrate(sqlite), LATEST_VERSION);
  const rows = sqlite
    .prepare(`SELECT block_type AS type, title, content, metadata FROM content_blocks WHERE section_id = ${GALLERY} AND block_type != 'label' ORDER BY sort_order`)
    .all() as { type: string; title: string; content: string; metadata: string }[];
  assert.equal(rows.length, 8);
  assert.deepEqual(new Set(rows.map((r) => r.type)), new Set(['machine']));
  const excavator = rows.find((r) => r.title === 'Excavators')!;
  const seeded = machines.find((m) => m.title === 'Excavators')!;
  assert.equal(excavator.content, seeded.description);
  const meta = JSON.parse(excavator.metadata);
  assert.equal(meta.slug, 'excavators');
  assert.equal(meta.equipmentType, 'heavy');
  assert.equal(meta.imageAlt, seeded.imageAlt);
  assert.deepEqual(meta.specs, seeded.specs.map(([label, value]) => ({ label, value })));
  const renamed = rows.find((r) => r.title === 'Our Bulldozers')!;
  assert.deepEqual(JSON.parse(renamed.metadata), { imageAlt: "The admin's words", equipmentType: 'heavy' }, 'a renamed photo: a machine, its words kept');
  assert.equal(sqlite.prepare("SELECT count(*) FROM content_blocks WHERE block_type = 'photo'").pluck().get(), 0);
});

test('the real-estate page gets its two developments right after its services, each with one seeded revision; once only', () => {
  const sqlite = versionNine();
  migrate(sqlite);
  const keys = sqlite
    .prepare("SELECT s.section_key FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'real-estate' ORDER BY s.sort_order")
    .pluck()
    .all() as string[];
  assert.equal(keys[keys.indexOf('services') + 1], 'developments', keys.join(' '));
  const blocks = sqlite
    .prepare("SELECT b.id, b.title, json_extract(b.metadata, '$.slug') AS slug FROM content_blocks b JOIN sections s ON s.id = b.section_id WHERE s.section_key = 'developments' AND b.block_type = 'development' ORDER BY b.sort_order")
    .all() as { id: number; title: string; slug: string }[];
  // The section's labels (a development page's words, migration 33) sit beside the developments themselves.
  assert.deepEqual(blocks.map((b) => b.title), developments.map((d) => d.title));
  assert.deepEqual(blocks.map((b) => b.slug), ['woji-gardens-estate-phase-2', 'gra-phase-2-residences']);
  for (const block of blocks) {
    assert.equal(sqlite.prepare("SELECT count(*) FROM revisions WHERE entity = 'block' AND entity_id = ? AND action = 'seeded'").pluck().get(block.id), 1, block.title);
  }
  sqlite.pragma('user_version = 9');
  migrate(sqlite);
  assert.equal(sqlite.prepare("SELECT count(*) FROM content_blocks WHERE block_type = 'development'").pluck().get(), 2, 'run again: nothing added');
  assert.equal(sqlite.prepare("SELECT count(*) FROM sections WHERE section_key = 'developments'").pluck().get(), 1);
});

test('a version-9 database gets the redirects and not_found_paths tables exactly as a fresh one has them', () => {
  const sqlite = versionNine();
  sqlite.exec('DROP TABLE redirects; DROP TABLE not_found_paths;');
  migrate(sqlite);
  const fresh = openDatabase(':memory:').sqlite;
  const shape = (db: Database.Database) => db.prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('redirects', 'not_found_paths') ORDER BY name").all();
  assert.deepEqual(shape(sqlite), shape(fresh));
  assert.equal((sqlite.prepare('SELECT count(*) FROM sqlite_master WHERE tbl_name IN (?, ?)').pluck().get('redirects', 'not_found_paths') as number) >= 2, true);
});
