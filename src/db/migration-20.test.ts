// Migration 20 on an older database: Equipment and Real Estate get their full-bleed picture band after the
// categories / the services, hidden (its words are a promise the owner makes by showing it); once only, and a
// fresh seed's shown band stays as it is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const PAGES = ['equipment', 'real-estate'] as const;
const pageId = (slug: string) => `(SELECT id FROM pages WHERE slug = '${slug}')`;

const sectionsOf = (sqlite: Database.Database, slug: string) =>
  sqlite
    .prepare(
      `SELECT s.section_key AS key, s.is_active AS active, (SELECT COUNT(*) FROM content_blocks b WHERE b.section_id = s.id) AS blocks
       FROM sections s WHERE s.page_id = ${pageId(slug)} ORDER BY s.sort_order`,
    )
    .all() as { key: string; active: number; blocks: number }[];

describe('migration 20', () => {
  it('adds the picture band, hidden, after the categories on Equipment and the services on Real Estate', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    for (const slug of PAGES) {
      sqlite.exec(`DELETE FROM content_blocks WHERE section_id IN (SELECT id FROM sections WHERE page_id = ${pageId(slug)} AND section_key = 'photo_band');
DELETE FROM sections WHERE page_id = ${pageId(slug)} AND section_key = 'photo_band';`);
    }
    sqlite.pragma('user_version = 19');
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const equipment = sectionsOf(sqlite, 'equipment');
    const realEstate = sectionsOf(sqlite, 'real-estate');
    assert.equal(equipment[equipment.findIndex((s) => s.key === 'categories') + 1]?.key, 'photo_band');
    assert.equal(realEstate[realEstate.findIndex((s) => s.key === 'services') + 1]?.key, 'photo_band');
    for (const band of [equipment, realEstate].map((sections) => sections.find((s) => s.key === 'photo_band')!)) {
      assert.deepEqual(band, { key: 'photo_band', active: 0, blocks: 2 }, 'its picture and button, the band hidden');
    }
    const seeded = sqlite.prepare("SELECT COUNT(*) FROM revisions r JOIN sections s ON s.id = r.entity_id WHERE r.entity = 'section' AND r.action = 'seeded' AND s.section_key = 'photo_band'").pluck().get();
    assert.equal(seeded, 2);
  });

  it('leaves a fresh seed (the band shown) as it is', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    const before = PAGES.map((slug) => sectionsOf(sqlite, slug));
    assert.ok(before.every((sections) => sections.some((s) => s.key === 'photo_band' && s.active === 1)));
    sqlite.pragma('user_version = 19');
    migrate(sqlite);
    assert.deepEqual(PAGES.map((slug) => sectionsOf(sqlite, slug)), before);
  });
});
