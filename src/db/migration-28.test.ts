// Migration 28 on an older database: the privacy notice gets "Where you came from" once (an owner's block of that
// name stands), and the mailbox's and the lead sources' columns and table are there.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEAD_SOURCE_NOTICE_TITLE } from '../../web/shared/seed/privacy.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

const SECTION = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'privacy' AND s.section_key = 'what-we-collect')`;

function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  sqlite.prepare(`DELETE FROM content_blocks WHERE section_id = ${SECTION} AND title = ?`).run(LEAD_SOURCE_NOTICE_TITLE);
  sqlite.pragma('user_version = 27');
  return sqlite;
}

const notices = (sqlite: ReturnType<typeof olderDatabase>) =>
  sqlite.prepare(`SELECT content FROM content_blocks WHERE section_id = ${SECTION} AND title = ? AND deleted_at IS NULL`).pluck().all(LEAD_SOURCE_NOTICE_TITLE) as string[];

describe('migration 28', () => {
  it('adds the notice of what the browser keeps, last in What each form collects, once', () => {
    const sqlite = olderDatabase();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const [text] = notices(sqlite);
    assert.match(text, /local storage, not a cookie/);
    const last = sqlite.prepare(`SELECT title FROM content_blocks WHERE section_id = ${SECTION} ORDER BY sort_order DESC, id DESC LIMIT 1`).pluck().get();
    assert.equal(last, LEAD_SOURCE_NOTICE_TITLE);
    for (const column of ['direction', 'message_id', 'from_address', 'attachments']) {
      assert.ok((sqlite.pragma('table_info(enquiry_events)') as { name: string }[]).some((c) => c.name === column), column);
    }
    assert.equal(sqlite.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'contact_taps'").pluck().get(), 1);
  });

  it("keeps an owner's own words under that title", () => {
    const sqlite = olderDatabase();
    sqlite
      .prepare(`INSERT INTO content_blocks (section_id, block_type, title, content, sort_order) SELECT ${SECTION}, 'paragraph', ?, 'Our own words', 99`)
      .run(LEAD_SOURCE_NOTICE_TITLE);
    migrate(sqlite);
    assert.deepEqual(notices(sqlite), ['Our own words']);
  });
});
