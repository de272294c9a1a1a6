// Migration 25 on an older database: the Contact page's headquarters card gets its Get Directions button, unless it
// already has a button leading there (renamed by the owner, or trashed: their choice stands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { directionsButton } from '../../web/shared/seed/contact.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const HEADQUARTERS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'contact' AND s.section_key = 'headquarters')`;

const buttons = (sqlite: Database.Database) =>
  (sqlite.prepare(`SELECT title, metadata FROM content_blocks WHERE section_id = ${HEADQUARTERS} AND block_type = 'button' ORDER BY sort_order, id`).all() as { title: string; metadata: string }[]).map(
    (b) => [b.title, JSON.parse(b.metadata)],
  );

/** The database as the release before: the headquarters card without a button. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id = ${HEADQUARTERS} AND block_type = 'button'`);
  sqlite.pragma('user_version = 24');
  return sqlite;
}

describe('migration 25', () => {
  it('adds Get Directions to the headquarters card, last, once', () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.deepEqual(buttons(sqlite), [[directionsButton.title, directionsButton.metadata]]);
    const last = sqlite.prepare(`SELECT block_type FROM content_blocks WHERE section_id = ${HEADQUARTERS} ORDER BY sort_order DESC, id DESC LIMIT 1`).pluck().get();
    assert.equal(last, 'button', 'after the picture and the facts');
  });

  it("leaves a card that already leads to the address as the owner made it", () => {
    const sqlite = olderDatabase();
    sqlite
      .prepare(`INSERT INTO content_blocks (section_id, block_type, title, metadata, sort_order) VALUES (${HEADQUARTERS}, 'button', 'Find us', ?, 99)`)
      .run(JSON.stringify({ href: 'directions:', variant: 'primary' }));
    migrate(sqlite);
    assert.deepEqual(buttons(sqlite), [['Find us', { href: 'directions:', variant: 'primary' }]]);
  });

  it('a fresh database is seeded with the button already', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    assert.deepEqual(buttons(sqlite), [[directionsButton.title, directionsButton.metadata]]);
  });
});
