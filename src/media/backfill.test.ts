// A database from before the image pipeline (schema version 1) holding uploads: migration 3 keeps every row and
// gives the media tables today's shape. What the start-up pass then makes of the pictures is tested in
// e2e/media/backfill.test.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { LATEST_VERSION } from '../db/migrations.ts';
import { openDatabase } from '../db/open.ts';
import { schemaSql } from '../db/schema-source.ts';
import { mediaFiles } from '../db/tables.ts';
import { TINY_PNG } from '../testing/images.ts';
import { oldDatabase } from '../testing/old-uploads.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-media-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const columnsOf = (sqlite: Database.Database, table: string) => sqlite.pragma(`table_info(${table})`);

describe('images uploaded before the pipeline', () => {
  it('migration 3 keeps every row and gives the media tables exactly the shape of schema.sql', () => {
    const path = oldDatabase(dir, 'shape.db', [{ filename: '00000000000000aa.png', mimeType: 'image/png', data: Buffer.from(TINY_PNG) }]);
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
});
