import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { seedPages, seedSettings } from '../../web/shared/seed/index.ts';
import { openDatabase } from './open.ts';
import { seedDatabase } from './seed.ts';

function counts(sqlite: ReturnType<typeof openDatabase>['sqlite']) {
  const n = (table: string) => sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
  return { pages: n('pages'), sections: n('sections'), blocks: n('content_blocks'), settings: n('site_settings') };
}

describe('seedDatabase', () => {
  test('the first run adds every page and setting of the seed module', () => {
    const { sqlite } = openDatabase(':memory:');
    const report = seedDatabase(sqlite);
    assert.deepEqual(report.pagesAdded, seedPages.map((p) => p.slug));
    assert.deepEqual(report.settingsAdded, seedSettings.map((s) => s.key));
    const c = counts(sqlite);
    assert.equal(c.pages, seedPages.length);
    assert.equal(c.sections, seedPages.reduce((n, p) => n + p.sections.length, 0));
    assert.equal(c.blocks, seedPages.reduce((n, p) => n + p.sections.reduce((m, s) => m + s.blocks.length, 0), 0));
  });

  test('a second run adds nothing, and the admin’s edits survive it', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    const before = counts(sqlite);
    sqlite.prepare("UPDATE pages SET title = 'Edited page' WHERE slug = 'home'").run();
    const homeHero = "section_key = 'hero' AND page_id = (SELECT id FROM pages WHERE slug = 'home')";
    sqlite.prepare(`UPDATE sections SET title = 'Edited section', description = NULL WHERE ${homeHero}`).run();
    const blockId = sqlite.prepare('SELECT id FROM content_blocks ORDER BY id LIMIT 1').pluck().get();
    sqlite.prepare("UPDATE content_blocks SET content = 'Edited block', image_url = '/media/x.png' WHERE id = ?").run(blockId);
    sqlite.prepare("UPDATE site_settings SET value = 'office@example.com' WHERE key = 'notification_email'").run();
    // The admin removed a block and a section: a restart must not bring them back.
    const removedBlock = sqlite.prepare('SELECT id FROM content_blocks ORDER BY id DESC LIMIT 1').pluck().get();
    sqlite.prepare('DELETE FROM content_blocks WHERE id = ?').run(removedBlock);

    const again = seedDatabase(sqlite);
    assert.deepEqual(again, { pagesAdded: [], settingsAdded: [] });
    assert.deepEqual(counts(sqlite), { ...before, blocks: (before.blocks as number) - 1 });
    assert.equal(sqlite.prepare("SELECT title FROM pages WHERE slug = 'home'").pluck().get(), 'Edited page');
    assert.deepEqual(sqlite.prepare(`SELECT title, description FROM sections WHERE ${homeHero}`).get(), { title: 'Edited section', description: null });
    assert.deepEqual(sqlite.prepare('SELECT content, image_url FROM content_blocks WHERE id = ?').get(blockId), {
      content: 'Edited block',
      image_url: '/media/x.png',
    });
    assert.equal(sqlite.prepare("SELECT value FROM site_settings WHERE key = 'notification_email'").pluck().get(), 'office@example.com');
  });

  test('a page added by a later release arrives without touching the others', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite, seedPages.slice(0, 2), []);
    sqlite.prepare("UPDATE pages SET title = 'Mine' WHERE slug = ?").run(seedPages[0].slug);
    const report = seedDatabase(sqlite);
    assert.deepEqual(report.pagesAdded, seedPages.slice(2).map((p) => p.slug));
    assert.equal(sqlite.prepare('SELECT title FROM pages WHERE slug = ?').pluck().get(seedPages[0].slug), 'Mine');
  });

  test('complete: every public route has its page with active sections, each with a title or blocks', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    for (const { slug, path } of PUBLIC_ROUTES) {
      const page = sqlite.prepare('SELECT id, title, is_active FROM pages WHERE slug = ?').get(slug) as { id: number; title: string; is_active: number } | undefined;
      assert.ok(page, `${path}: page "${slug}" is seeded`);
      assert.equal(page.is_active, 1);
      const sections = sqlite.prepare('SELECT id, section_key, title FROM sections WHERE page_id = ? AND is_active = 1').all(page.id) as {
        id: number;
        section_key: string;
        title: string;
      }[];
      assert.ok(sections.length >= 2, `${path}: has its sections (found ${sections.length})`);
      for (const section of sections) {
        const blocks = sqlite.prepare('SELECT count(*) FROM content_blocks WHERE section_id = ?').pluck().get(section.id) as number;
        assert.ok(section.title.trim() !== '' || blocks > 0, `${path} ${section.section_key}: has a title or blocks`);
      }
    }
  });

  test('complete: Home carries the section keys of product.md § Home content and statistics as label / number / suffix', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    const keys = sqlite
      .prepare("SELECT section_key FROM sections WHERE page_id = (SELECT id FROM pages WHERE slug = 'home')")
      .pluck()
      .all();
    for (const key of ['hero', 'statistics', 'services', 'featured_projects']) assert.ok(keys.includes(key), `home has ${key}`);
    const stats = sqlite
      .prepare(
        `SELECT b.title, b.content, b.metadata FROM content_blocks b JOIN sections s ON s.id = b.section_id
         WHERE s.section_key = 'statistics' AND s.page_id = (SELECT id FROM pages WHERE slug = 'home') ORDER BY b.sort_order`,
      )
      .all() as { title: string; content: string; metadata: string | null }[];
    assert.ok(stats.length >= 4);
    for (const stat of stats) {
      assert.ok(stat.title.length > 0);
      assert.match(stat.content, /^\d+(\.\d+)?$/, `${stat.title}: the number as text`);
      const suffix = JSON.parse(stat.metadata ?? '{}').suffix;
      assert.ok(suffix === undefined || typeof suffix === 'string', `${stat.title}: suffix is text`);
    }
  });

  test('every seeded block satisfies the admin’s own edit rules (title 1-200)', () => {
    const { sqlite } = openDatabase(':memory:');
    seedDatabase(sqlite);
    const bad = sqlite.prepare('SELECT id, title FROM content_blocks WHERE length(trim(title)) = 0 OR length(title) > 200').all();
    assert.deepEqual(bad, []);
  });
});
