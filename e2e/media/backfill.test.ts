// A database from before the image pipeline (schema version 1) holding uploads: the start-up pass gives each
// picture its variants and strips its metadata; a broken old file is logged and kept as it was, and never stops
// the others. That migration 3 keeps every row is tested in src/media/backfill.test.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { mediaFiles, mediaLinkPreviews, mediaVariants } from '../../src/db/tables.ts';
import { oldDatabase } from '../../src/testing/old-uploads.ts';
import { call, makeTestApp } from '../../src/testing/app.ts';
import { GPS_MARKER, jpegWithGps, turnedJpeg } from '../../src/testing/photos.ts';
import { processOldImages } from '../../src/media/backfill.ts';
import { signInAdmin } from '../../src/testing/admin-session.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-media-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('images uploaded before the pipeline', () => {
  it('after start-up each old picture has its variants and no GPS; a broken one is logged, marked and still served', async () => {
    const gps = await jpegWithGps(700, 500);
    const path = oldDatabase(dir, 'old.db', [
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
