// Migration 21 on an older database: media_variants gets its lite column, every stored variant one of the usual
// set (their photos get lite ones after start-up: src/media/lite-variants.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';

describe('migration 21', () => {
  it('adds media_variants.lite, 0 for the variants already stored, and refuses anything but 0 or 1', () => {
    const { sqlite } = openDatabase(':memory:');
    sqlite.exec(`ALTER TABLE media_variants DROP COLUMN lite;
INSERT INTO media_files (filename, original_name, mime_type, size, url, data) VALUES ('a.jpg', 'a.jpg', 'image/jpeg', 3, '/media/a.jpg', x'ffd8ff');
INSERT INTO media_variants (media_id, format, width, height, hash, size, data) VALUES (1, 'webp', 320, 240, 'h', 3, x'000000');`);
    sqlite.pragma('user_version = 20');
    assert.equal(migrate(sqlite), LATEST_VERSION);
    assert.deepEqual(sqlite.prepare('SELECT format, width, lite FROM media_variants').all(), [{ format: 'webp', width: 320, lite: 0 }]);
    assert.throws(() => sqlite.exec("INSERT INTO media_variants (media_id, format, width, height, hash, size, data, lite) VALUES (1, 'jpeg', 320, 240, 'h2', 3, x'000000', 2)"), /CHECK/);
    assert.equal(migrate(sqlite), LATEST_VERSION, 'once only');
  });
});
