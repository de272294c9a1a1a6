// Migration 14 on a database as version 13 left it (the Contact page's three hours rows, the footer's text
// setting business_hours): the rows become the opening_hours setting, go to the trash as a delete would (a
// 'deleted' revision), and cannot come back from the trash or History; business_hours goes; without rows the
// footer's text is read; once only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { createApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { DEFAULT_WEEK, weekText } from '../../web/shared/opening-hours.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, testAssets } from '../testing/app.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';
import { seedBlockSql } from './seed-sql.ts';
import { SEED_REVISIONS_SQL } from './seed-revisions.ts';

/** The rows version 13 seeded (web/shared/seed/contact.ts before the setting). */
const ROWS = [
  { blockType: 'hours', title: 'Mon-Fri', content: '7:00-18:00', metadata: { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '18:00' } },
  { blockType: 'hours', title: 'Sat', content: '8:00-16:00', metadata: { days: ['Sa'], opens: '08:00', closes: '16:00' } },
  { blockType: 'hours', title: 'Sunday', content: 'Emergency only', metadata: { days: ['Su'] } },
];

function versionThirteen(rows = ROWS, footerText = 'Mon-Fri 7AM-6PM') {
  const database = openDatabase(':memory:');
  const { sqlite } = database;
  seedDatabase(sqlite);
  sqlite.exec(rows.map((row, i) => seedBlockSql('contact', 'business-hours', row, (i + 1) * 10)).join('\n'));
  sqlite.exec(SEED_REVISIONS_SQL);
  sqlite.exec("DELETE FROM site_settings WHERE key = 'opening_hours'");
  sqlite.prepare("INSERT INTO site_settings (key, value, description) VALUES ('business_hours', ?, 'Business hours shown in the footer')").run(footerText);
  sqlite.pragma('user_version = 13');
  return database;
}

const setting = (sqlite: Database.Database, key: string) => sqlite.prepare('SELECT value FROM site_settings WHERE key = ?').pluck().get(key) as string | undefined;
const hoursRows = (sqlite: Database.Database) =>
  sqlite.prepare("SELECT id, deleted_at AS deletedAt, deleted_by AS deletedBy FROM content_blocks WHERE block_type = 'hours' ORDER BY id").all() as {
    id: number;
    deletedAt: string | null;
    deletedBy: string | null;
  }[];

describe('migration 14', () => {
  it("makes the seeded rows the seeded week; the rows go to the trash with a 'deleted' revision; business_hours goes", () => {
    const { sqlite } = versionThirteen();
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.equal(setting(sqlite, 'opening_hours'), weekText(DEFAULT_WEEK));
    assert.equal(setting(sqlite, 'business_hours'), undefined);
    const rows = hoursRows(sqlite);
    assert.equal(rows.length, 3);
    for (const row of rows) {
      assert.ok(row.deletedAt, 'in the trash');
      assert.match(row.deletedBy ?? '', /hours moved to Settings/);
      const history = sqlite.prepare("SELECT action, state FROM revisions WHERE entity = 'block' AND entity_id = ? ORDER BY id").all(row.id);
      assert.deepEqual(
        history.map((r) => (r as { action: string }).action),
        ['seeded', 'deleted'],
      );
    }
    assert.equal(migrate(sqlite), LATEST_VERSION, 'a second run changes nothing');
    assert.equal(seedDatabase(sqlite).settingsAdded.length, 0, 'the start-up seed adds nothing after it');
  });

  it("keeps the admin's own rows: another day's hours, a closed day by its words; hidden rows do not count", () => {
    const rows = [
      { blockType: 'hours', title: 'Weekdays', content: '8-17', metadata: { days: ['Mo', 'Tu', 'We', 'Th'], opens: '08:00', closes: '17:00' } },
      { blockType: 'hours', title: 'Friday', content: '8-13', metadata: { days: ['Fr'], opens: '08:00', closes: '13:00' } },
      { blockType: 'hours', title: 'Sat', content: 'Closed', metadata: { days: ['Sa'] } },
      { blockType: 'hours', title: 'Sunday', content: 'Emergencies only', metadata: { days: ['Su'] } },
      { blockType: 'hours', title: 'Old', content: '1-2', metadata: { days: ['Sa'], opens: '01:00', closes: '02:00' } },
    ];
    const { sqlite } = versionThirteen(rows);
    sqlite.exec("UPDATE content_blocks SET is_active = 0 WHERE block_type = 'hours' AND title = 'Old'");
    migrate(sqlite);
    const open = { opens: '08:00', closes: '17:00' };
    assert.deepEqual(JSON.parse(setting(sqlite, 'opening_hours')!), {
      mon: open,
      tue: open,
      wed: open,
      thu: open,
      fri: { opens: '08:00', closes: '13:00' },
      sat: 'closed',
      sun: 'emergency',
    });
  });

  it("without rows reads the footer's text; text that is no week publishes no hours rather than invented ones", () => {
    const fromText = versionThirteen([], 'Mon-Sat 8:30AM-5PM').sqlite;
    migrate(fromText);
    const open = { opens: '08:30', closes: '17:00' };
    assert.deepEqual(JSON.parse(setting(fromText, 'opening_hours')!), { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: 'closed' });
    const unreadable = versionThirteen([], 'By appointment').sqlite;
    migrate(unreadable);
    assert.equal(setting(unreadable, 'opening_hours'), '');
  });

  it('the trashed rows are listed in the trash but neither the trash nor History brings one back', async () => {
    const database = versionThirteen();
    migrate(database.sqlite);
    const config = testConfig({});
    const { app, services } = createApp({ config, database, assets: testAssets() });
    const { auth } = await signInAdmin({ app, services, database, db: database.db, sqlite: database.sqlite, config });
    const trash = await call(app, 'GET', '/api/admin/trash', undefined, auth);
    assert.equal(trash.status, 200);
    const trashed = trash.json.filter((row: { blockType: string }) => row.blockType === 'hours');
    assert.deepEqual(trashed.map((row: { title: string }) => row.title).sort(), ['Mon-Fri', 'Sat', 'Sunday']);
    const refused = await call(app, 'POST', `/api/admin/trash/${trashed[0].id}/restore`, undefined, auth);
    assert.equal(refused.status, 400);
    assert.match(refused.json.error, /Settings → Company details → Opening hours/);
    const history = await call(app, 'GET', `/api/admin/revisions?entity=block&id=${trashed[0].id}`, undefined, auth);
    const seeded = history.json.find((r: { action: string }) => r.action === 'seeded');
    const fromHistory = await call(app, 'POST', `/api/admin/revisions/${seeded.id}/restore`, undefined, auth);
    assert.equal(fromHistory.status, 400);
    assert.equal(hoursRows(database.sqlite).filter((row) => row.deletedAt === null).length, 0);
  });
});
