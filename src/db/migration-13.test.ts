// Migration 13 on a database as version 12 left it (revisions without orders): each page's and section's seeded
// revision gets the order its own seeded sections or blocks name, so History can put the original order back;
// later revisions stay exactly as written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const orderOf = (sqlite: Database.Database, entity: string, key: string) =>
  new Map((sqlite.prepare(`SELECT entity_id AS id, json_extract(state, '$.${key}') AS ids FROM revisions WHERE entity = ? AND action = 'seeded'`).all(entity) as { id: number; ids: string | null }[]).map((r) => [r.id, r.ids && JSON.parse(r.ids)]));

test('the seeded revisions of pages and sections get the seeded order; an edit made before keeps its state as written', () => {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  const seededSections = orderOf(sqlite, 'section', 'blockIds');
  const seededPages = orderOf(sqlite, 'page', 'sectionIds');
  // As version 12 wrote them: no orders; later the admin moved blocks and renamed a section.
  sqlite.exec(`
    UPDATE revisions SET state = json_remove(state, '$.blockIds', '$.sectionIds') WHERE entity IN ('page', 'section');
    UPDATE content_blocks SET sort_order = -sort_order;
    INSERT INTO revisions (entity, entity_id, action, state) SELECT 'section', id, 'edited', json_object('title', 'Renamed') FROM sections LIMIT 1;
  `);
  sqlite.pragma('user_version = 12');

  assert.equal(migrate(sqlite), LATEST_VERSION);
  assert.deepEqual(orderOf(sqlite, 'section', 'blockIds'), seededSections);
  assert.deepEqual(orderOf(sqlite, 'page', 'sectionIds'), seededPages);
  const projects = sqlite.prepare("SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects'").pluck().get() as number;
  assert.ok((seededSections.get(projects) as number[]).length > 8, 'the projects section names every block it was seeded with');
  assert.equal(sqlite.prepare("SELECT state FROM revisions WHERE action = 'edited'").pluck().get(), '{"title":"Renamed"}');
  assert.equal(migrate(sqlite), LATEST_VERSION, 'a second run changes nothing');
});
