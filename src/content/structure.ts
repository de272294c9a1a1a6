// The admin's view of the site's structure: pages with their number of sections, sections with their number of
// live blocks, and blocks, each with who changed it last; and the admin's edit of each, written as checked.
// Read by the content editor and the structure edits.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import { publish, type SiteStore } from '../db/unit-of-work.ts';
import type { Actor, AuditAction } from '../security/audit.ts';
import { keepingOldAddress } from './item-slugs.ts';
import { blockStateColumns, recordRevision, sectionStateColumns, type Entity } from './revisions.ts';
import { withStoredImage } from './block-image.ts';

const pageColumns = {
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  description: pages.description,
  isActive: pages.isActive,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
  updatedBy: pages.updatedBy,
  // Written out: drizzle leaves columns unqualified in a one-table select, which would bind them to the subquery.
  sectionCount: sql<number>`(SELECT count(*) FROM sections WHERE sections.page_id = pages.id)`,
};

const sectionColumns = {
  id: sections.id,
  ...sectionStateColumns,
  updatedAt: sections.updatedAt,
  updatedBy: sections.updatedBy,
  blockCount: sql<number>`(SELECT count(*) FROM content_blocks WHERE content_blocks.section_id = sections.id AND content_blocks.deleted_at IS NULL)`,
};

const blockColumns = {
  id: contentBlocks.id,
  ...blockStateColumns,
  updatedAt: contentBlocks.updatedAt,
  updatedBy: contentBlocks.updatedBy,
};

export const readPages = (db: Db, where?: SQL) => db.select(pageColumns).from(pages).where(where).orderBy(asc(pages.id)).all();
export const readSections = (db: Db, where: SQL) =>
  db.select(sectionColumns).from(sections).where(where).orderBy(asc(sections.sortOrder), asc(sections.id)).all();
/** Blocks in the trash are left out: they are listed by GET /api/admin/trash. */
export const readBlocks = (db: Db, where: SQL) =>
  db
    .select(blockColumns)
    .from(contentBlocks)
    .where(and(where, isNull(contentBlocks.deletedAt)))
    .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id))
    .all();

export const loadPage = (db: Db, id: number) => readPages(db, eq(pages.id, id))[0];
export const loadSection = (db: Db, id: number) => readSections(db, eq(sections.id, id))[0];
export const loadBlock = (db: Db, id: number) => readBlocks(db, eq(contentBlocks.id, id))[0];

type Stamp = { updatedAt: string; updatedBy: string | null };
type PageRow = typeof pages.$inferInsert;
type SectionRow = typeof sections.$inferInsert;
type BlockRow = typeof contentBlocks.$inferInsert;

export const writePage = (db: Db, id: number, patch: Partial<PageRow> & Stamp) => {
  db.update(pages).set(patch).where(eq(pages.id, id)).run();
};
export const writeSection = (db: Db, id: number, patch: Partial<SectionRow> & Stamp) => {
  db.update(sections).set(patch).where(eq(sections.id, id)).run();
};
/** A new slug moves the item: its address until now redirects (item-slugs.ts). */
export const writeBlock = (db: Db, id: number, patch: Partial<BlockRow> & Stamp) => {
  keepingOldAddress(db, id, () => db.update(contentBlocks).set(withStoredImage(db, patch)).where(eq(contentBlocks.id, id)).run());
};

/** What an admin's edit of a page, section or block writes to, and how the trail names it. */
export interface EditOf<Patch> {
  table: 'pages' | 'sections' | 'content_blocks';
  entity: Entity;
  action: AuditAction;
  write: (db: Db, id: number, patch: Patch & { updatedAt: string; updatedBy: string | null }) => void;
}

/**
 * An admin's edit of a page, section or block (already checked): its fields written, its revision recorded and its
 * audit line naming the `fields` the admin changed, in one transaction; the caches are told.
 */
export function saveEdit<Patch extends Record<string, unknown>>(store: SiteStore, actor: Actor, edit: EditOf<Patch>, id: number, patch: Patch, fields: string[]): void {
  publish(store, actor, { action: edit.action, target: `${edit.table}/${id}`, detail: fields.join(', ') }, () => {
    edit.write(store.db, id, { ...patch, updatedAt: new Date().toISOString(), updatedBy: actor.username });
    recordRevision(store.db, actor, edit.entity, id, revisionAction(patch));
  });
}

/** Showing or hiding alone is its own kind of change in the history; anything else is an edit. */
function revisionAction(patch: Record<string, unknown>) {
  const keys = Object.keys(patch);
  if (keys.length === 1 && keys[0] === 'isActive') return patch.isActive ? 'shown' : 'hidden';
  return 'edited';
}
