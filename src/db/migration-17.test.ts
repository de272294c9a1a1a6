// Migration 17 on an older database: the site page gets its Phone bar section (Call and WhatsApp labels, the Get a
// quote button) with seeded revisions; once only, and words an admin already changed are kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const PHONE_BAR = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'site' AND s.section_key = 'phone_bar')`;

const barBlocks = (sqlite: Database.Database) =>
  sqlite
    .prepare(
      `SELECT b.block_type AS type, b.title, b.metadata,
         (SELECT COUNT(*) FROM revisions r WHERE r.entity = 'block' AND r.entity_id = b.id AND r.action = 'seeded') AS seeded
       FROM content_blocks b WHERE b.section_id = ${PHONE_BAR} ORDER BY b.sort_order`,
    )
    .all() as { type: string; title: string; metadata: string; seeded: number }[];

describe('migration 17', () => {
  it('adds the Phone bar section to the site page, each block with a seeded revision', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    sqlite.exec(`DELETE FROM content_blocks WHERE section_id = ${PHONE_BAR}; DELETE FROM sections WHERE section_key = 'phone_bar';`);
    sqlite.pragma('user_version = 15');
    assert.equal(barBlocks(sqlite).length, 0);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.deepEqual(
      barBlocks(sqlite).map((b) => [b.type, b.title, JSON.parse(b.metadata), b.seeded]),
      [
        ['label', 'Call', { key: 'call' }, 1],
        ['label', 'WhatsApp', { key: 'whatsapp' }, 1],
        ['bar_link', 'Get a quote', { path: '/contact#contact-form' }, 1],
      ],
    );
    const sectionRevisions = sqlite.prepare(`SELECT COUNT(*) FROM revisions WHERE entity = 'section' AND entity_id = ${PHONE_BAR} AND action = 'seeded'`).pluck().get();
    assert.equal(sectionRevisions, 1);
  });

  it('leaves a database that has the section (a fresh seed) as it is', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    sqlite.exec(`UPDATE content_blocks SET title = 'Ring us' WHERE section_id = ${PHONE_BAR} AND title = 'Call'`);
    const before = barBlocks(sqlite);
    sqlite.pragma('user_version = 15');
    migrate(sqlite);
    assert.deepEqual(barBlocks(sqlite), before);
    assert.equal(sqlite.prepare("SELECT COUNT(*) FROM sections WHERE section_key = 'phone_bar'").pluck().get(), 1);
  });
});
