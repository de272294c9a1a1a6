// The seed's pages, sections and blocks as SQL statements: run by the seed for a page that is missing and by a
// migration that brings seeded items to an older database, so the two insert content the same way. Each
// statement selects its parent by slug and section key, so an item whose parent is missing is skipped.
import type { SeedBlock, SeedPage, SeedSection } from '../../web/shared/seed/types.ts';

const sqlText = (value: string | null | undefined) => (value == null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/** A sort order: a number, or an SQL expression that may use the parent row `parent`. */
type SortOrder = number | string;

const nextSortOrder = (table: 'sections' | 'content_blocks', parentColumn: string) =>
  `(SELECT COALESCE(MAX(sort_order), 0) + 10 FROM ${table} WHERE ${parentColumn} = parent.id)`;
/** Places a section after the page's last one. */
export const LAST_SECTION = nextSortOrder('sections', 'page_id');
/** Places a block after the section's last one. */
export const LAST_BLOCK = nextSortOrder('content_blocks', 'section_id');

/**
 * With `onlyMissing`, an item already there (a block of the same type and title, a section of the same key) is not
 * added again; a string says instead what makes a block of the same type the same one (an SQL condition on `b`).
 */
export function seedBlockSql(slug: string, sectionKey: string, block: SeedBlock, sortOrder: SortOrder, onlyMissing: boolean | string = false): string {
  const same = typeof onlyMissing === 'string' ? onlyMissing : `b.title = ${sqlText(block.title)}`;
  const missing = onlyMissing
    ? ` AND NOT EXISTS (SELECT 1 FROM content_blocks b WHERE b.section_id = parent.id AND b.block_type = ${sqlText(block.blockType)} AND ${same})`
    : '';
  return `INSERT INTO content_blocks (section_id, block_type, title, content, image_url, metadata, sort_order)
SELECT parent.id, ${sqlText(block.blockType)}, ${sqlText(block.title)}, ${sqlText(block.content ?? '')}, ${sqlText(block.imageUrl)}, ${sqlText(block.metadata ? JSON.stringify(block.metadata) : null)}, ${sortOrder}
FROM sections parent JOIN pages p ON p.id = parent.page_id WHERE p.slug = ${sqlText(slug)} AND parent.section_key = ${sqlText(sectionKey)}${missing};`;
}

export function seedSectionSql(slug: string, section: SeedSection, sortOrder: SortOrder, onlyMissing = false): string {
  const missing = onlyMissing ? ` AND NOT EXISTS (SELECT 1 FROM sections s WHERE s.page_id = parent.id AND s.section_key = ${sqlText(section.sectionKey)})` : '';
  const insert = `INSERT INTO sections (page_id, section_key, title, subtitle, description, sort_order)
SELECT parent.id, ${sqlText(section.sectionKey)}, ${sqlText(section.title)}, ${sqlText(section.subtitle)}, ${sqlText(section.description)}, ${sortOrder}
FROM pages parent WHERE parent.slug = ${sqlText(slug)}${missing};`;
  return [insert, ...section.blocks.map((block, i) => seedBlockSql(slug, section.sectionKey, block, (i + 1) * 10, onlyMissing))].join('\n');
}

/** A whole page, numbered as a first seed numbers it (10, 20, 30 …). */
export function seedPageSql(page: SeedPage): string {
  const insert = `INSERT INTO pages (slug, title, description) VALUES (${sqlText(page.slug)}, ${sqlText(page.title)}, ${sqlText(page.description)});`;
  return [insert, ...page.sections.map((section, i) => seedSectionSql(page.slug, section, (i + 1) * 10))].join('\n');
}
