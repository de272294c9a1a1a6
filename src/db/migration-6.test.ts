// Migration 6 on a database as version 5 left it (the seed of that release, an admin's edits): the privacy and
// terms pages, the forms' privacy line, the footer's legal links and the WhatsApp words arrive once, each with
// its seeded revision, in the words a fresh database gets.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type Database from 'better-sqlite3';
import { seedPages } from '../../web/shared/seed/index.ts';
import { migrate, openDatabase } from './open.ts';
import { LATEST_VERSION } from './migrations.ts';
import { seedDatabase } from './seed.ts';

const NEW_PAGES = ['privacy', 'terms'];

/** A database with version 5's content: no legal pages, no privacy lines, no WhatsApp words, plain legal lines. */
function versionFive(): Database.Database {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite, seedPages.filter((p) => !NEW_PAGES.includes(p.slug)), []);
  sqlite.exec(`
    DELETE FROM content_blocks WHERE block_type = 'privacy';
    DELETE FROM sections WHERE section_key = 'whatsapp';
    UPDATE content_blocks SET metadata = NULL WHERE block_type = 'legal';
    DELETE FROM revisions;
    INSERT INTO revisions (entity, entity_id, action, state) SELECT 'block', id, 'seeded', '{"older":true}' FROM content_blocks;
    INSERT INTO revisions (entity, entity_id, action, state) SELECT 'section', id, 'seeded', '{"older":true}' FROM sections;
    INSERT INTO revisions (entity, entity_id, action, state) SELECT 'page', id, 'seeded', '{"older":true}' FROM pages;
    UPDATE content_blocks SET title = 'Send It' WHERE block_type = 'submit';
  `);
  sqlite.pragma('user_version = 5');
  return sqlite;
}

/** A page's content without ids or times: what a visitor and the admin see. */
function pageRows(sqlite: Database.Database, slug: string) {
  return sqlite
    .prepare(
      `SELECT p.title AS page, p.description, s.section_key, s.title, s.subtitle, s.description AS lead, s.sort_order AS sectionOrder,
              b.block_type, b.title AS blockTitle, b.content, b.metadata, b.sort_order AS blockOrder
       FROM pages p JOIN sections s ON s.page_id = p.id LEFT JOIN content_blocks b ON b.section_id = s.id
       WHERE p.slug = ? ORDER BY s.sort_order, b.sort_order`,
    )
    .all(slug);
}

const count = (sqlite: Database.Database, sql: string, ...params: unknown[]) => sqlite.prepare(sql).pluck().get(...params) as number;

test('a version-5 database gets the privacy and terms pages exactly as a fresh seed makes them, each item with one seeded revision', () => {
  const sqlite = versionFive();
  const olderRevisions = count(sqlite, 'SELECT count(*) FROM revisions');
  assert.equal(migrate(sqlite), LATEST_VERSION);
  const fresh = openDatabase(':memory:').sqlite;
  seedDatabase(fresh);
  for (const slug of NEW_PAGES) {
    const rows = pageRows(sqlite, slug);
    assert.ok(rows.length > 10, `${slug} has its sections and blocks`);
    assert.deepEqual(rows, pageRows(fresh, slug), `${slug} as a fresh database has it`);
  }
  const withoutOneSeeded = sqlite
    .prepare(
      `SELECT 'block' AS entity, b.id FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id
        WHERE p.slug IN ('privacy', 'terms') AND (SELECT count(*) FROM revisions r WHERE r.entity = 'block' AND r.entity_id = b.id AND r.action = 'seeded') <> 1
       UNION ALL
       SELECT 'section', s.id FROM sections s JOIN pages p ON p.id = s.page_id
        WHERE p.slug IN ('privacy', 'terms') AND (SELECT count(*) FROM revisions r WHERE r.entity = 'section' AND r.entity_id = s.id AND r.action = 'seeded') <> 1
       UNION ALL
       SELECT 'page', p.id FROM pages p
        WHERE p.slug IN ('privacy', 'terms') AND (SELECT count(*) FROM revisions r WHERE r.entity = 'page' AND r.entity_id = p.id AND r.action = 'seeded') <> 1`,
    )
    .all();
  assert.deepEqual(withoutOneSeeded, []);
  assert.equal(count(sqlite, "SELECT count(*) FROM revisions WHERE json_extract(state, '$.older')"), olderRevisions, 'the older items get no second seeded revision');
});

test('the three forms get their privacy line after their last block, the footer links its legal lines, the site page gets the WhatsApp words', () => {
  const sqlite = versionFive();
  migrate(sqlite);
  const privacyLines = sqlite
    .prepare(
      `SELECT p.slug, b.title, b.content, b.sort_order = (SELECT max(sort_order) FROM content_blocks WHERE section_id = s.id) AS last,
              (SELECT count(*) FROM revisions r WHERE r.entity = 'block' AND r.entity_id = b.id AND r.action = 'seeded') AS seeded
       FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id
       WHERE b.block_type = 'privacy' ORDER BY p.slug`,
    )
    .all();
  assert.deepEqual(privacyLines, ['contact', 'equipment', 'real-estate'].map((slug) => ({ slug, title: 'We use your details only to answer you.', content: 'Privacy Policy', last: 1, seeded: 1 })));
  assert.deepEqual(
    sqlite.prepare("SELECT title, json_extract(metadata, '$.path') AS path FROM content_blocks WHERE block_type = 'legal' ORDER BY sort_order").all(),
    [
      { title: 'Privacy Policy', path: '/privacy' },
      { title: 'Terms of Service', path: '/terms' },
    ],
  );
  assert.deepEqual(
    sqlite
      .prepare("SELECT b.title FROM content_blocks b JOIN sections s ON s.id = b.section_id WHERE s.section_key = 'whatsapp' ORDER BY b.sort_order")
      .pluck()
      .all(),
    ['Chat on WhatsApp', "Hello {company}, I'm writing from your {page} page."],
  );
  assert.equal(count(sqlite, "SELECT count(*) FROM content_blocks WHERE block_type = 'submit' AND title = 'Send It'"), 3, "the admin's edits stay");
});

test('it runs once: migrating again and the start-up seed add nothing more', () => {
  const sqlite = versionFive();
  migrate(sqlite);
  const totals = () => ({
    pages: count(sqlite, 'SELECT count(*) FROM pages'),
    sections: count(sqlite, 'SELECT count(*) FROM sections'),
    blocks: count(sqlite, 'SELECT count(*) FROM content_blocks'),
    revisions: count(sqlite, 'SELECT count(*) FROM revisions'),
  });
  const after = totals();
  assert.equal(migrate(sqlite), LATEST_VERSION);
  assert.deepEqual(seedDatabase(sqlite).pagesAdded, []);
  assert.deepEqual(totals(), after);
  assert.equal(count(sqlite, "SELECT count(*) FROM pages WHERE slug IN ('privacy', 'terms')"), 2);
});
