// Migration 19 on an older database: the redrawn seeded pictures whose old alt text no longer describes them get
// the seed's new words, where a block still says the old ones; words an admin wrote stay.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { REDRAWN_ALTS } from '../../web/shared/seed/artwork-alts.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

/** Every alt text stored for a picture: an image block's title, another block's metadata.imageAlt. */
const altsOf = (sqlite: Database.Database, imageUrl: string) =>
  sqlite
    .prepare("SELECT CASE block_type WHEN 'image' THEN title ELSE json_extract(metadata, '$.imageAlt') END FROM content_blocks WHERE image_url = ? ORDER BY id")
    .pluck()
    .all(imageUrl) as string[];

/** The database as the release before the redraw seeded it: the old words everywhere. */
function olderDatabase() {
  const { sqlite } = openDatabase(':memory:');
  seedDatabase(sqlite);
  for (const { imageUrl, was, now } of Object.values(REDRAWN_ALTS)) {
    sqlite.prepare("UPDATE content_blocks SET title = ? WHERE block_type = 'image' AND image_url = ? AND title = ?").run(was, imageUrl, now);
    sqlite.prepare("UPDATE content_blocks SET metadata = json_set(metadata, '$.imageAlt', ?) WHERE image_url = ? AND json_extract(metadata, '$.imageAlt') = ?").run(was, imageUrl, now);
  }
  sqlite.pragma('user_version = 18');
  return sqlite;
}

describe('migration 19', () => {
  it("gives each redrawn picture the seed's new alt text where the old one was stored", () => {
    const sqlite = olderDatabase();
    const { powerTools, equipmentHero } = REDRAWN_ALTS;
    assert.deepEqual(altsOf(sqlite, powerTools.imageUrl), [powerTools.was]);
    assert.deepEqual(altsOf(sqlite, equipmentHero.imageUrl).filter((alt) => alt === equipmentHero.was).length, 1);
    assert.equal(migrate(sqlite), LATEST_VERSION);
    for (const { imageUrl, was, now } of Object.values(REDRAWN_ALTS)) {
      const alts = altsOf(sqlite, imageUrl);
      assert.ok(!alts.includes(was), `${imageUrl} keeps no old words`);
      assert.ok(alts.includes(now), `${imageUrl} has the new words`);
    }
  });

  it('keeps the words an admin wrote for the picture', () => {
    const sqlite = olderDatabase();
    const { industrialPaint } = REDRAWN_ALTS;
    sqlite.prepare("UPDATE content_blocks SET metadata = json_set(metadata, '$.imageAlt', 'Our Trans-Amadi paint plant') WHERE image_url = ?").run(industrialPaint.imageUrl);
    migrate(sqlite);
    assert.deepEqual(altsOf(sqlite, industrialPaint.imageUrl), ['Our Trans-Amadi paint plant']);
  });
});
