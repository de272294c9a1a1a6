// Migration 2 on a database made by the first release (src/db/fixtures/schema-v1.sql) holding seeded content.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate } from './open.ts';
import { schemaSql } from './schema-source.ts';

const FIXTURE_PAGES = "('home', 'projects')";

function versionOne(): Database.Database {
  const sqlite = new Database(':memory:');
  sqlite.exec(readFileSync(new URL('./fixtures/schema-v1.sql', import.meta.url), 'utf8'));
  sqlite.pragma('user_version = 1');
  const page = (slug: string) => sqlite.prepare('INSERT INTO pages (slug, title) VALUES (?, ?)').run(slug, slug).lastInsertRowid;
  const section = (pageId: number | bigint, key: string) =>
    sqlite.prepare('INSERT INTO sections (page_id, section_key, title) VALUES (?, ?, ?)').run(pageId, key, key).lastInsertRowid;
  const block = (sectionId: number | bigint, type: string, title: string, sortOrder: number, metadata: object | null = null) =>
    sqlite
      .prepare('INSERT INTO content_blocks (section_id, block_type, title, sort_order, metadata) VALUES (?, ?, ?, ?, ?)')
      .run(sectionId, type, title, sortOrder, metadata && JSON.stringify(metadata)).lastInsertRowid;
  const featured = section(page('home'), 'featured_projects');
  const projects = section(page('projects'), 'projects');
  block(projects, 'project', 'Tower', 10, { category: 'Commercial' });
  block(projects, 'project', 'Estate', 20, { category: 'Residential' });
  block(projects, 'project', 'Villas', 30, { category: 'Residential' });
  block(featured, 'project', 'Tower', 10, { category: 'Commercial' });
  block(featured, 'project', 'Estate', 20, { category: 'Residential' });
  block(featured, 'project', 'Home-only Mall', 30, { category: 'Commercial' });
  block(featured, 'button', 'View All Projects', 40, { href: '/projects' });
  return sqlite;
}

test("a first-release database gets the trash, the authors, the revisions table and the fresh schema's shape", () => {
  const sqlite = versionOne();
  assert.equal(migrate(sqlite), LATEST_VERSION);
  const columns = (table: string) => (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name).sort();
  const fresh = new Database(':memory:');
  fresh.exec(schemaSql());
  for (const table of ['pages', 'sections', 'content_blocks', 'revisions']) {
    assert.deepEqual(columns(table), (fresh.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name).sort(), table);
  }
});

test("Home's project copies become the `featured` flag of the Projects page's projects; Home keeps its button", () => {
  const sqlite = versionOne();
  migrate(sqlite);
  const rows = sqlite
    .prepare(
      `SELECT b.title, s.section_key AS section, json_extract(b.metadata, '$.featured') AS featured FROM content_blocks b
       JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug IN ${FIXTURE_PAGES} ORDER BY s.section_key, b.sort_order`,
    )
    .all();
  assert.deepEqual(rows, [
    { title: 'View All Projects', section: 'featured_projects', featured: null },
    { title: 'Tower', section: 'projects', featured: 1 },
    { title: 'Estate', section: 'projects', featured: 1 },
    { title: 'Villas', section: 'projects', featured: null },
    { title: 'Home-only Mall', section: 'projects', featured: 1 },
    // The labels of a project's client and handover date (migration 26).
    { title: 'Client', section: 'projects', featured: null },
    { title: 'Handed over', section: 'projects', featured: null },
    // The words of a project's brochure (migration 36).
    { title: 'Download the brochure', section: 'projects', featured: null },
    { title: 'Talk to us', section: 'projects', featured: null },
    { title: 'Scan to open this page', section: 'projects', featured: null },
  ]);
});

test('every page, section and block starts with one seeded revision holding its fields', () => {
  const sqlite = versionOne();
  migrate(sqlite);
  // Only the fixture's pages: migration 6 adds the legal pages (src/db/migration-6.test.ts).
  const ofFixture = `(entity = 'page' AND entity_id IN (SELECT id FROM pages WHERE slug IN ${FIXTURE_PAGES}))
    OR (entity = 'section' AND entity_id IN (SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug IN ${FIXTURE_PAGES}))
    OR (entity = 'block' AND entity_id IN (SELECT b.id FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug IN ${FIXTURE_PAGES}))`;
  const counts = sqlite.prepare(`SELECT entity, count(*) AS n FROM revisions WHERE action = 'seeded' AND (${ofFixture}) GROUP BY entity ORDER BY entity`).all();
  assert.deepEqual(counts, [
    // The fixture's five, the two labels of migration 26 and the three of migration 36.
    { entity: 'block', n: 10 },
    { entity: 'page', n: 2 },
    // The fixture's two, Home's accreditations strip and clients' words (migration 18), its clients strip (migration 30).
    { entity: 'section', n: 5 },
  ]);
  const tower = sqlite
    .prepare("SELECT r.state FROM revisions r JOIN content_blocks b ON b.id = r.entity_id WHERE r.entity = 'block' AND b.title = 'Tower'")
    .pluck()
    .get() as string;
  assert.deepEqual(JSON.parse(tower), {
    sectionId: 2,
    blockType: 'project',
    title: 'Tower',
    content: '',
    imageUrl: null,
    metadata: { category: 'Commercial', featured: true },
    sortOrder: 10,
    isActive: true,
  });
});
