import type Database from 'better-sqlite3';
import { seedPages, seedSettings } from '../../web/shared/seed/index.ts';
import type { SeedPage, SeedSetting } from '../../web/shared/seed/types.ts';
import { SEED_REVISIONS_SQL } from './seed-revisions.ts';

export interface SeedReport {
  pagesAdded: string[];
  settingsAdded: string[];
}

/**
 * Fills the database with the site's copy. Only what is missing is added (a page by its slug, a setting by
 * its key), so restarts never overwrite the admin's edits, and a page added by a later release still arrives.
 * Each new item gets its 'seeded' revision (docs/product.md § History and undo).
 */
export function seedDatabase(
  sqlite: Database.Database,
  pagesToSeed: SeedPage[] = seedPages,
  settingsToSeed: SeedSetting[] = seedSettings,
): SeedReport {
  const report: SeedReport = { pagesAdded: [], settingsAdded: [] };
  const pageExists = sqlite.prepare('SELECT 1 FROM pages WHERE slug = ?').pluck();
  const insertPage = sqlite.prepare('INSERT INTO pages (slug, title, description) VALUES (?, ?, ?)');
  const insertSection = sqlite.prepare(
    'INSERT INTO sections (page_id, section_key, title, subtitle, description, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertBlock = sqlite.prepare(
    'INSERT INTO content_blocks (section_id, block_type, title, content, image_url, metadata, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSetting = sqlite.prepare('INSERT OR IGNORE INTO site_settings (key, value, description) VALUES (?, ?, ?)');

  sqlite.transaction(() => {
    for (const page of pagesToSeed) {
      if (pageExists.get(page.slug)) continue;
      const pageId = insertPage.run(page.slug, page.title, page.description ?? null).lastInsertRowid;
      page.sections.forEach((section, sectionIndex) => {
        const sectionId = insertSection.run(
          pageId,
          section.sectionKey,
          section.title,
          section.subtitle ?? null,
          section.description ?? null,
          (sectionIndex + 1) * 10,
        ).lastInsertRowid;
        section.blocks.forEach((block, blockIndex) => {
          insertBlock.run(
            sectionId,
            block.blockType,
            block.title,
            block.content ?? '',
            block.imageUrl ?? null,
            block.metadata ? JSON.stringify(block.metadata) : null,
            (blockIndex + 1) * 10,
          );
        });
      });
      report.pagesAdded.push(page.slug);
    }
    if (report.pagesAdded.length) sqlite.exec(SEED_REVISIONS_SQL);
    for (const setting of settingsToSeed) {
      if (insertSetting.run(setting.key, setting.value, setting.description).changes) report.settingsAdded.push(setting.key);
    }
  })();
  return report;
}
