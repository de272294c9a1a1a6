// Migration 22 on a database seeded before the company facts: it gets their settings, and its seeded figures end
// exactly as a fresh seed has them (statistics bound to their fact, sentences naming theirs); an owner's own
// figure or sentence stays as they wrote it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { FACT_SETTING } from '../../web/shared/facts.ts';
import { SEEDED_FIGURE_TEXTS, SEEDED_STATS } from '../../web/shared/seed/fact-copy.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

/** Every text and metadata of the site's content, as stored. */
const contentOf = (sqlite: Database.Database) => ({
  pages: sqlite.prepare('SELECT id, title, description FROM pages ORDER BY id').all(),
  sections: sqlite.prepare('SELECT id, title, subtitle, description FROM sections ORDER BY id').all(),
  blocks: (sqlite.prepare('SELECT id, title, content, metadata FROM content_blocks ORDER BY id').all() as { metadata: string | null }[]).map((b) => ({
    ...b,
    metadata: b.metadata && JSON.parse(b.metadata),
  })),
});

const STAT = `UPDATE content_blocks SET content = ?, metadata = json_remove(json_set(metadata, '$.suffix', '+'), '$.fact', '$.prefix')
WHERE block_type = 'stat' AND title = ? AND section_id IN (SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = ? AND s.section_key = ?)`;

/** Today's seed with the older seed's words and unbound statistics put back, the fact settings gone. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  const fresh = contentOf(sqlite);
  for (const { was, now } of SEEDED_FIGURE_TEXTS) {
    for (const [table, columns] of [['pages', ['title', 'description']], ['sections', ['title', 'subtitle', 'description']], ['content_blocks', ['title', 'content']]] as const) {
      for (const column of columns) sqlite.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(was, now);
    }
    // The older seed's words inside metadata: a JSON string is the text in quotes, so a whole-value swap.
    sqlite.prepare('UPDATE content_blocks SET metadata = replace(metadata, ?, ?)').run(JSON.stringify(now), JSON.stringify(was));
  }
  for (const { page, section, title, was } of SEEDED_STATS) sqlite.prepare(STAT).run(was, title, page, section);
  sqlite.prepare(`DELETE FROM site_settings WHERE key LIKE 'fact_%'`).run();
  sqlite.pragma('user_version = 21');
  return { sqlite, fresh };
}

describe('migration 22', () => {
  it('turns the older seed into the seed with facts: every statistic and sentence the same as a fresh site', () => {
    const { sqlite, fresh } = olderDatabase();
    const older = JSON.stringify(contentOf(sqlite));
    for (const { was } of SEEDED_FIGURE_TEXTS) assert.ok(older.includes(JSON.stringify(was)), `the older database says ${was}`);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.deepEqual(contentOf(sqlite), fresh);
    const facts = sqlite.prepare(`SELECT key, value FROM site_settings WHERE key LIKE 'fact_%'`).all() as { key: string; value: string }[];
    assert.equal(facts.length, Object.keys(FACT_SETTING).length);
    assert.deepEqual(
      facts.find((f) => f.key === FACT_SETTING.projectsCompleted),
      { key: FACT_SETTING.projectsCompleted, value: '250' },
    );
    assert.equal(migrate(sqlite), LATEST_VERSION, 'once only');
  });

  it("keeps an owner's own figure and sentence", () => {
    const { sqlite } = olderDatabase();
    const home = `section_id IN (SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home')`;
    sqlite.prepare(`UPDATE content_blocks SET content = '180' WHERE block_type = 'stat' AND title = 'Projects Completed' AND ${home}`).run();
    sqlite.prepare(`UPDATE content_blocks SET content = '97% on time, every time.' WHERE block_type = 'feature' AND title = 'Proven Results'`).run();
    migrate(sqlite);
    const stat = sqlite.prepare(`SELECT content, metadata FROM content_blocks WHERE block_type = 'stat' AND title = 'Projects Completed' AND ${home}`).get() as { content: string; metadata: string };
    assert.deepEqual([stat.content, JSON.parse(stat.metadata)], ['180', { suffix: '+' }]);
    assert.equal(sqlite.prepare(`SELECT content FROM content_blocks WHERE title = 'Proven Results'`).pluck().get(), '97% on time, every time.');
    const bound = sqlite.prepare(`SELECT json_extract(metadata, '$.fact') FROM content_blocks WHERE block_type = 'stat' AND title = 'Happy Clients'`).pluck().get();
    assert.equal(bound, 'clientsServed', 'the untouched statistics beside it are bound');
  });
});
