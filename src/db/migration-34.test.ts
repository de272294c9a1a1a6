// Migration 34 on an older database: the seeded machines get their rates and terms, the seeded paint products their
// coverage, finishes and tins, and both sections the labels of them, unless they have them (an owner's words and
// figures stand).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const section = (page: string, key: string) => `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = '${page}' AND s.section_key = '${key}')`;
const GALLERY = section('equipment', 'gallery');
const PRODUCTS = section('paints', 'products');

const labels = (sqlite: Database.Database, where: string) =>
  sqlite.prepare(`SELECT json_extract(metadata, '$.key') AS key, title FROM content_blocks WHERE section_id = ${where} AND block_type = 'label' ORDER BY key`).all();
const facts = (sqlite: Database.Database) => ({
  machines: sqlite.prepare(`SELECT title, json_extract(metadata, '$.rateDay') AS day, json_extract(metadata, '$.availability') AS availability FROM content_blocks WHERE section_id = ${GALLERY} AND block_type = 'machine' ORDER BY title`).all(),
  paints: sqlite.prepare(`SELECT title, json_extract(metadata, '$.coverage') AS coverage, json_extract(metadata, '$.tins') AS tins FROM content_blocks WHERE section_id = ${PRODUCTS} AND block_type = 'product' ORDER BY title`).all(),
});

/** The database as the release before: no labels, rates or coverage. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id IN (${GALLERY}, ${PRODUCTS}) AND block_type = 'label'`);
  for (const key of ['rateDay', 'rateWeek', 'rateFourWeeks', 'dayHours', 'operator', 'fuel', 'deliveryLocal', 'deliveryBeyond', 'deposit', 'damage', 'availability', 'availableFrom']) {
    sqlite.exec(`UPDATE content_blocks SET metadata = json_remove(metadata, '$.${key}') WHERE section_id = ${GALLERY}`);
  }
  for (const key of ['coverage', 'finishes', 'tins']) sqlite.exec(`UPDATE content_blocks SET metadata = json_remove(metadata, '$.${key}') WHERE section_id = ${PRODUCTS}`);
  sqlite.pragma('user_version = 33');
  return sqlite;
}

describe('migration 34', () => {
  it('gives the seeded machines and paints their figures and both sections their labels, once, as a fresh database has them', () => {
    const sqlite = olderDatabase();
    assert.equal(facts(sqlite).machines.every((m) => (m as { day: unknown }).day === null), true);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const fresh = openDatabase(':memory:').sqlite;
    seedDatabase(fresh);
    assert.deepEqual(facts(sqlite), facts(fresh));
    assert.deepEqual(labels(sqlite, GALLERY), labels(fresh, GALLERY));
    assert.deepEqual(labels(sqlite, PRODUCTS), labels(fresh, PRODUCTS));
    assert.ok(labels(sqlite, GALLERY).length >= 20 && labels(sqlite, PRODUCTS).length >= 20);
    const count = labels(sqlite, PRODUCTS).length;
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.equal(labels(sqlite, PRODUCTS).length, count, 'run again, nothing is added twice');
  });

  it("keeps an owner's own rate, coverage and label", () => {
    const sqlite = olderDatabase();
    sqlite.exec(`UPDATE content_blocks SET metadata = json_set(metadata, '$.rateDay', 400000) WHERE section_id = ${GALLERY} AND title = 'Excavators'`);
    sqlite.exec(`UPDATE content_blocks SET metadata = json_set(metadata, '$.coverage', 14) WHERE section_id = ${PRODUCTS} AND title = 'Interior Paints'`);
    sqlite.prepare(`INSERT INTO content_blocks (section_id, block_type, title, metadata, sort_order) VALUES (${PRODUCTS}, 'label', 'Paint estimator', ?, 999)`).run(JSON.stringify({ key: 'calc-heading' }));
    migrate(sqlite);
    const { machines, paints } = facts(sqlite);
    assert.equal((machines.find((m) => (m as { title: string }).title === 'Excavators') as { day: number }).day, 400000);
    assert.equal((paints.find((p) => (p as { title: string }).title === 'Interior Paints') as { coverage: number }).coverage, 14);
    assert.deepEqual(labels(sqlite, PRODUCTS).filter((l) => (l as { key: string }).key === 'calc-heading'), [{ key: 'calc-heading', title: 'Paint estimator' }]);
  });
});
