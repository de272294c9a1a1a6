import type Database from 'better-sqlite3';
import { seedPages, seedSettings } from '../../web/shared/seed/index.ts';
import type { SeedPage, SeedSetting } from '../../web/shared/seed/types.ts';
import { SEED_REVISIONS_SQL } from './seed-revisions.ts';
import { seedPageSql } from './seed-sql.ts';

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
  const insertSetting = sqlite.prepare('INSERT OR IGNORE INTO site_settings (key, value, description) VALUES (?, ?, ?)');

  sqlite.transaction(() => {
    for (const page of pagesToSeed) {
      if (pageExists.get(page.slug)) continue;
      sqlite.exec(seedPageSql(page));
      report.pagesAdded.push(page.slug);
    }
    if (report.pagesAdded.length) sqlite.exec(SEED_REVISIONS_SQL);
    for (const setting of settingsToSeed) {
      if (insertSetting.run(setting.key, setting.value, setting.description).changes) report.settingsAdded.push(setting.key);
    }
  })();
  return report;
}
