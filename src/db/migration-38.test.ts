// Migration 38 on a copy of a seeded data file holding uploads: a block whose picture is an upload's address stores
// the file's id instead, any other address stays as written, and the pages read the same, byte for byte.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { readPage } from '../content/pages.ts';
import { imageUsage } from '../media/usage.ts';
import { TINY_PNG } from '../testing/images.ts';
import { oldDatabase } from '../testing/old-uploads.ts';
import { seedPages } from '../../web/shared/seed/index.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';
import * as tables from './tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-migration-38-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const EXTERNAL = 'https://photos.example.com/site-visit.jpg';
const NO_SUCH_UPLOAD = '/media/00000000000000ff.png';

type Block = { id: number; image_url: string | null; image_id: number | null };
const blocksOf = (sqlite: Database.Database) => sqlite.prepare('SELECT id, image_url, image_id FROM content_blocks ORDER BY id').all() as Block[];
const pagesOf = (sqlite: Database.Database) => {
  const db = drizzle(sqlite, { schema: tables });
  return seedPages.map((p) => JSON.stringify(readPage(db, p.slug)));
};

/**
 * A seeded data file as version 37 left it, with two uploads: one the picture of two project cards (one of them in
 * the trash), the other of Home's first image block; one card points at a photograph hosted elsewhere, another at an
 * upload deleted long ago. Returns the path of the copy and the uploads' ids.
 */
function seededCopy() {
  const path = join(dir, `seeded-${Math.random().toString(36).slice(2)}.db`);
  const original = openDatabase(path);
  seedDatabase(original.sqlite);
  const upload = original.sqlite.prepare("INSERT INTO media_files (filename, original_name, mime_type, size, url, data) VALUES (?, ?, 'image/png', ?, ?, ?) RETURNING id");
  const site = (upload.get('000000000000000a.png', 'site.png', TINY_PNG.byteLength, '/media/000000000000000a.png', Buffer.from(TINY_PNG)) as { id: number }).id;
  const hero = (upload.get('000000000000000b.png', 'hero.png', TINY_PNG.byteLength, '/media/000000000000000b.png', Buffer.from(TINY_PNG)) as { id: number }).id;
  const projects = original.sqlite
    .prepare("SELECT b.id FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND b.block_type = 'project' ORDER BY b.id LIMIT 4")
    .pluck()
    .all() as number[];
  const homeImage = original.sqlite
    .prepare("SELECT b.id FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home' AND b.image_url IS NOT NULL ORDER BY b.id LIMIT 1")
    .pluck()
    .get() as number;
  const setImage = original.sqlite.prepare('UPDATE content_blocks SET image_url = ?, image_id = NULL WHERE id = ?');
  setImage.run('/media/000000000000000a.png', projects[0]);
  setImage.run('/media/000000000000000a.png', projects[1]);
  setImage.run(EXTERNAL, projects[2]);
  setImage.run(NO_SUCH_UPLOAD, projects[3]);
  setImage.run('/media/000000000000000b.png', homeImage);
  original.sqlite.prepare("UPDATE content_blocks SET deleted_at = '2026-11-20T10:00:00.000Z', deleted_by = 'amaka' WHERE id = ?").run(projects[1]);
  original.sqlite.pragma('user_version = 37');
  const before = { blocks: blocksOf(original.sqlite), pages: pagesOf(original.sqlite), revisions: original.sqlite.prepare('SELECT * FROM revisions ORDER BY id').all() };
  original.close();
  const copy = join(dir, `copy-of-${path.split('/').pop()}`);
  copyFileSync(path, copy);
  return { copy, before, site, hero, projects, homeImage };
}

describe('migration 38', () => {
  it("stores an upload's id where a block named the upload's address, and leaves every other address as it was", () => {
    const { copy, before, site, hero, projects, homeImage } = seededCopy();
    const migrated = openDatabase(copy);
    assert.equal(migrated.sqlite.pragma('user_version', { simple: true }), LATEST_VERSION);
    const after = blocksOf(migrated.sqlite);
    const changed = new Map([
      [projects[0], site],
      [projects[1], site],
      [homeImage, hero],
    ]);
    assert.equal(after.length, before.blocks.length);
    for (const [i, row] of after.entries()) {
      const was = before.blocks[i];
      const id = changed.get(row.id);
      assert.deepEqual(row, id ? { id: row.id, image_url: null, image_id: id } : was, `block ${row.id}`);
    }
    assert.equal(migrated.sqlite.prepare('SELECT image_url FROM content_blocks WHERE id = ?').pluck().get(projects[2]), EXTERNAL);
    assert.equal(migrated.sqlite.prepare('SELECT image_url FROM content_blocks WHERE id = ?').pluck().get(projects[3]), NO_SUCH_UPLOAD);
    assert.equal(migrated.sqlite.prepare('SELECT count(*) FROM content_blocks WHERE image_url IN (SELECT url FROM media_files)').pluck().get(), 0, 'no upload stored by its address');
    assert.deepEqual(migrated.sqlite.prepare('SELECT * FROM revisions ORDER BY id').all(), before.revisions, 'the history is untouched');
    migrate(migrated.sqlite);
    assert.deepEqual(blocksOf(migrated.sqlite), after, 'run again, nothing changes');
    migrated.close();
  });

  it('every page reads the same, byte for byte, and the media library finds the uses by id', () => {
    const { copy, before, site, hero, projects, homeImage } = seededCopy();
    const migrated = openDatabase(copy);
    assert.ok(before.pages.some((p) => p.includes('"/media/000000000000000b.png"')), "Home shows the upload");
    assert.deepEqual(pagesOf(migrated.sqlite), before.pages);
    const usedBy = (id: number, url: string) => imageUsage(migrated.db, { id, url }).map((u) => (u.kind === 'block' ? u.blockId : u.settingKey));
    assert.deepEqual(usedBy(site, '/media/000000000000000a.png'), [projects[0], projects[1]], 'the card in the trash still holds it');
    assert.deepEqual(usedBy(hero, '/media/000000000000000b.png'), [homeImage]);
    migrated.close();
  });

  it('adds the column to a data file from before it, uploads and all (the first release, migrated through every step)', () => {
    const path = oldDatabase(dir, 'first-release.db', [{ filename: '00000000000000aa.png', mimeType: 'image/png', data: Buffer.from(TINY_PNG) }]);
    const old = new Database(path);
    const page = old.prepare("INSERT INTO pages (slug, title) VALUES ('about', 'About')").run().lastInsertRowid;
    const section = old.prepare("INSERT INTO sections (page_id, section_key, title) VALUES (?, 'team', 'Team')").run(page).lastInsertRowid;
    const block = old.prepare("INSERT INTO content_blocks (section_id, block_type, title, image_url) VALUES (?, 'image', 'Our yard', ?)");
    const uploaded = Number(block.run(section, '/media/00000000000000aa.png').lastInsertRowid);
    const artwork = Number(block.run(section, '/art/yard.svg').lastInsertRowid);
    old.close();
    const copy = join(dir, 'copy-of-first-release.db');
    copyFileSync(path, copy);
    const migrated = openDatabase(copy);
    const row = (id: number) => migrated.sqlite.prepare('SELECT image_url, image_id FROM content_blocks WHERE id = ?').get(id);
    const fileId = migrated.sqlite.prepare("SELECT id FROM media_files WHERE url = '/media/00000000000000aa.png'").pluck().get();
    assert.deepEqual(row(uploaded), { image_url: null, image_id: fileId });
    assert.deepEqual(row(artwork), { image_url: '/art/yard.svg', image_id: null });
    assert.throws(() => migrated.sqlite.prepare('DELETE FROM media_files WHERE id = ?').run(fileId), /FOREIGN KEY/, 'a picture in use cannot vanish from under its block');
    migrated.close();
  });
});
