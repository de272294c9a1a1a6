// Migration 30 on an older database: Home gets its strip of clients as a heading only (naming a client is the
// owner's claim), right after the clients' words, and the Contact hero its Get Directions button unless a button
// there already leads to the address.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { heroDirectionsButton } from '../../web/shared/seed/contact.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const HOME = "(SELECT id FROM pages WHERE slug = 'home')";
const CLIENTS = `(SELECT id FROM sections WHERE page_id = ${HOME} AND section_key = 'clients')`;
const CONTACT_HERO = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'contact' AND s.section_key = 'hero')`;

const homeKeys = (sqlite: Database.Database) => sqlite.prepare(`SELECT section_key FROM sections WHERE page_id = ${HOME} ORDER BY sort_order, id`).pluck().all();
const heroButtons = (sqlite: Database.Database) =>
  (sqlite.prepare(`SELECT title, metadata FROM content_blocks WHERE section_id = ${CONTACT_HERO} AND block_type = 'button' ORDER BY sort_order, id`).all() as { title: string; metadata: string }[]).map(
    (b) => [b.title, JSON.parse(b.metadata).href],
  );

/** The database as the release before: no clients strip, a Contact hero with its two buttons. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id = ${CLIENTS};
DELETE FROM sections WHERE id = ${CLIENTS};
DELETE FROM content_blocks WHERE section_id = ${CONTACT_HERO} AND json_extract(metadata, '$.href') = 'directions:';`);
  sqlite.pragma('user_version = 28');
  return sqlite;
}

describe('migration 30', () => {
  it("adds the clients strip after the clients' words with no client in it, and Get Directions last in the Contact hero", () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const keys = homeKeys(sqlite);
    assert.equal(keys.indexOf('clients'), keys.indexOf('testimonials') + 1);
    assert.equal(sqlite.prepare(`SELECT COUNT(*) FROM content_blocks WHERE section_id = ${CLIENTS}`).pluck().get(), 0, 'no client named for the owner');
    assert.equal(sqlite.prepare(`SELECT COUNT(*) FROM revisions WHERE entity = 'section' AND entity_id = ${CLIENTS} AND action = 'seeded'`).pluck().get(), 1);
    assert.deepEqual(heroButtons(sqlite), [
      ['Send a Message', '#contact-form'],
      ['Call Us Now', 'tel:'],
      [heroDirectionsButton.title, 'directions:'],
    ]);
  });

  it('leaves a hero that already leads to the address, and a Home that has its clients, as the owner made them', () => {
    const sqlite = olderDatabase();
    sqlite
      .prepare(`INSERT INTO content_blocks (section_id, block_type, title, metadata, sort_order) VALUES (${CONTACT_HERO}, 'button', 'Find us', ?, 99)`)
      .run(JSON.stringify({ href: 'directions:', variant: 'primary' }));
    sqlite.exec(`INSERT INTO sections (page_id, section_key, title, sort_order) SELECT ${HOME}, 'clients', 'Who we build for', 5`);
    migrate(sqlite);
    assert.deepEqual(heroButtons(sqlite).at(-1), ['Find us', 'directions:']);
    assert.equal(heroButtons(sqlite).length, 3);
    assert.deepEqual(sqlite.prepare(`SELECT title FROM sections WHERE page_id = ${HOME} AND section_key = 'clients'`).pluck().all(), ['Who we build for']);
  });
});
