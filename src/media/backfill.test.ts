// A database from before the image pipeline (schema version 1) holding uploads: migration 3 keeps every row,
// then the start-up pass gives each picture its variants and strips its metadata; a broken old file is logged
// and kept as it was, and never stops the others.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { LATEST_VERSION } from '../db/migrations.ts';
import { openDatabase } from '../db/open.ts';
import { schemaSql } from '../db/schema-source.ts';
import { mediaFiles, mediaLinkPreviews, mediaVariants } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { GPS_MARKER, jpegWithGps, turnedJpeg } from '../testing/photos.ts';
import { TINY_PNG } from '../testing/images.ts';
import { processOldImages } from './backfill.ts';
import { signInAdmin } from '../testing/admin-session.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-media-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const baseline = readFileSync(new URL('../db/fixtures/schema-v1.sql', import.meta.url), 'utf8');

/** A version-1 data file with these uploads, as the media library stored them then (bytes as sent). */
function oldDatabase(name: string, files: { filename: string; mimeType: string; data: Buffer }[]): string {
  const path = join(dir, name);
  const old = new Database(path);
  old.exec(baseline);
  old.pragma('user_version = 1');
  const insert = old.prepare('INSERT INTO media_files (filename, original_name, mime_type, size, url, alt_text, data) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const f of files) insert.run(f.filename, `old ${f.filename}`, f.mimeType, f.data.byteLength, `/media/${f.filename}`, 'kept alt', f.data);
  old.close();
  return path;
}

const columnsOf = (sqlite: Database.Database, table: string) => sqlite.pragma(`table_info(${table})`);

describe('images uploaded before the pipeline', () => {
  it('migration 3 keeps every row and gives the media tables exactly the shape of schema.sql', () => {
    const path = oldDatabase('shape.db', [{ filename: '00000000000000aa.png', mimeType: 'image/png', data: Buffer.from(TINY_PNG) }]);
    const database = openDatabase(path);
    assert.equal(database.sqlite.pragma('user_version', { simple: true }), LATEST_VERSION);
    const fresh = new Database(':memory:');
    fresh.exec(schemaSql());
    for (const table of ['media_files', 'media_variants', 'media_link_previews']) assert.deepEqual(columnsOf(database.sqlite, table), columnsOf(fresh, table), table);
    const definition = (sqlite: Database.Database) => sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE tbl_name = 'media_link_previews' ORDER BY name").all();
    assert.deepEqual(definition(database.sqlite), definition(fresh), 'migration 11: the link previews table as schema.sql has it');
    const [row] = database.db.select().from(mediaFiles).all();
    assert.deepEqual([row.filename, row.altText, row.width, row.focalX, row.focalY], ['00000000000000aa.png', 'kept alt', null, 0.5, 0.5]);
    assert.deepEqual(new Uint8Array(row.data), TINY_PNG);
    fresh.close();
    database.close();
  });

  it('after start-up each old picture has its variants and no GPS; a broken one is logged, marked and still served', async () => {
    const gps = await jpegWithGps(700, 500);
    const path = oldDatabase('old.db', [
      { filename: '0000000000000001.jpg', mimeType: 'image/jpeg', data: gps },
      { filename: '0000000000000002.jpg', mimeType: 'image/jpeg', data: Buffer.concat([gps.subarray(0, 3), Buffer.from('not the rest of a JPEG')]) },
      { filename: '0000000000000003.jpg', mimeType: 'image/jpeg', data: await turnedJpeg() },
    ]);
    const t = makeTestApp({ databasePath: path });
    const warnings: string[] = [];
    t.services.log = { ...t.services.log, warn: (m: string) => warnings.push(m), info: () => {} };

    const result = await processOldImages(t.services);
    assert.deepEqual(result, { processed: 2, failed: 1 });
    const rows = t.db.select().from(mediaFiles).all();
    const [first, broken, turned] = rows;
    assert.deepEqual([first.width, first.height], [700, 500]);
    assert.deepEqual([turned.width, turned.height], [400, 600]);
    assert.equal((await sharp(first.data).metadata()).exif, undefined);
    assert.equal(first.data.includes(GPS_MARKER), false);
    assert.equal(first.altText, 'kept alt');
    const variants = t.db.select().from(mediaVariants).all();
    assert.equal(variants.filter((v) => !v.lite).length, (3 + 2) * 3, '700 px: 320, 640, 700; 400 px: 320, 400; three formats each');
    assert.equal(variants.filter((v) => v.lite).length, (2 + 2) * 3, 'lite: 320 and 640; 320 and 400; three formats each');
    assert.equal(t.db.select().from(mediaLinkPreviews).all().length, 0, 'no link preview for photos narrower than 1200 px');

    assert.equal(broken.width, null);
    assert.match(broken.processingError ?? '', /could not be read/);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /0000000000000002\.jpg \(id 2\) kept as uploaded/);

    const admin = await signInAdmin(t);
    const list = await call(t.app, 'GET', '/api/admin/media', undefined, admin.auth);
    const listed = list.json.find((r: { id: number }) => r.id === broken.id);
    assert.deepEqual([listed.width, listed.variants], [null, []]);
    assert.match(listed.processingError, /could not be read/);
    assert.equal((await t.app.request(`http://localhost${broken.url}`)).status, 200);

    // A second start does not try the broken one again.
    assert.deepEqual(await processOldImages(t.services), { processed: 0, failed: 0 });
    t.database.close();
  });
});
