// Migration 23 on an older database: the not-found screen and the Contact page's emergency banner get the seed's new
// words where they still say the old ones word for word, and the not-found screen its three more links and the words
// before the phone number; an owner's words, renames and deletions stand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { EMERGENCY_WORDS, NOT_FOUND_WORDS, type RewordedSection } from '../../web/shared/seed/reworded.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const SECTION = (slug: string, key: string) => `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = '${slug}' AND s.section_key = '${key}')`;
const NOT_FOUND = SECTION('site', 'not_found');

const description = (sqlite: Database.Database, { slug, sectionKey }: RewordedSection) =>
  sqlite.prepare(`SELECT description FROM sections WHERE id = ${SECTION(slug, sectionKey)}`).pluck().get() as string;

const notFoundBlocks = (sqlite: Database.Database) =>
  (sqlite.prepare(`SELECT block_type, title, metadata, deleted_at FROM content_blocks WHERE section_id = ${NOT_FOUND} ORDER BY sort_order, id`).all() as {
    block_type: string;
    title: string;
    metadata: string;
    deleted_at: string | null;
  }[]).map((b) => [b.block_type, b.title, JSON.parse(b.metadata), b.deleted_at === null]);

/** The database as the release before: the old words, and Back to Home the not-found screen's only block. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  for (const words of [NOT_FOUND_WORDS, EMERGENCY_WORDS]) sqlite.prepare(`UPDATE sections SET description = ? WHERE id = ${SECTION(words.slug, words.sectionKey)}`).run(words.was);
  sqlite.exec(`DELETE FROM content_blocks WHERE section_id = ${NOT_FOUND} AND title <> 'Back to Home'`);
  sqlite.pragma('user_version = 22');
  return sqlite;
}

describe('migration 23', () => {
  it("gives the old seeded words the seed's new ones, and the not-found screen its links and phone words once", () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.equal(description(sqlite, NOT_FOUND_WORDS), NOT_FOUND_WORDS.now);
    assert.equal(description(sqlite, EMERGENCY_WORDS), EMERGENCY_WORDS.now);
    const expected = [
      ['link', 'Back to Home', { path: '/' }, true],
      ['link', 'Our Projects', { path: '/projects' }, true],
      ['link', 'Our Services', { path: '/services' }, true],
      ['link', 'Contact Us', { path: '/contact' }, true],
      ['label', 'Or call us on', { key: 'call' }, true],
    ];
    assert.deepEqual(notFoundBlocks(sqlite), expected);
    const seeded = sqlite.prepare(`SELECT COUNT(*) FROM revisions r JOIN content_blocks b ON b.id = r.entity_id WHERE r.entity = 'block' AND r.action = 'seeded' AND b.section_id = ${NOT_FOUND}`).pluck().get();
    assert.equal(seeded, 5, 'each added block can be put back to its first words');
    sqlite.pragma('user_version = 22');
    migrate(sqlite);
    assert.deepEqual(notFoundBlocks(sqlite), expected, 'run again, it adds nothing');
  });

  it("keeps an owner's words, a renamed link and a deleted one", () => {
    const sqlite = olderDatabase();
    sqlite.prepare(`UPDATE sections SET description = 'Sorry, that page is gone.' WHERE id = ${NOT_FOUND}`).run();
    sqlite.prepare(`UPDATE sections SET description = 'Call us at any hour.' WHERE id = ${SECTION('contact', 'emergency')}`).run();
    sqlite.exec(`INSERT INTO content_blocks (section_id, block_type, title, content, metadata, sort_order, deleted_at) VALUES
      (${NOT_FOUND}, 'link', 'Our work', '', '{"path":"/projects"}', 20, NULL),
      (${NOT_FOUND}, 'link', 'Get in touch', '', '{"path":"/contact"}', 30, '2026-01-01T00:00:00.000Z')`);
    migrate(sqlite);
    assert.equal(description(sqlite, NOT_FOUND_WORDS), 'Sorry, that page is gone.');
    assert.equal(description(sqlite, EMERGENCY_WORDS), 'Call us at any hour.');
    assert.deepEqual(notFoundBlocks(sqlite), [
      ['link', 'Back to Home', { path: '/' }, true],
      ['link', 'Our work', { path: '/projects' }, true],
      ['link', 'Get in touch', { path: '/contact' }, false],
      ['link', 'Our Services', { path: '/services' }, true],
      ['label', 'Or call us on', { key: 'call' }, true],
    ]);
  });
});
