// Revisions: what a page, section or block looked like right after each change, and who made it
// (docs/product.md § History and undo). The state shapes match src/db/seed-revisions.ts's 'seeded' rows.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, revisions, sections } from '../db/tables.ts';
import type { Actor } from '../security/audit.ts';
import { sameOrder } from '../../web/shared/order.ts';
import { blockImageUrl } from './block-image.ts';

export type Entity = 'page' | 'section' | 'block';
export type RevisionAction = 'seeded' | 'edited' | 'hidden' | 'shown' | 'created' | 'duplicated' | 'deleted' | 'reordered' | 'restored';

export interface PageState {
  slug: string;
  title: string;
  description: string | null;
  isActive: boolean;
  /** The page's sections in order; absent in revisions written before orders were recorded. */
  sectionIds?: number[];
}
export interface SectionState {
  pageId: number;
  sectionKey: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  sortOrder: number;
  isActive: boolean;
  /** The section's blocks (not those in the trash) in order; absent in revisions written before orders were recorded. */
  blockIds?: number[];
}
export interface BlockState {
  sectionId: number;
  blockType: string;
  title: string;
  content: string;
  imageUrl: string | null;
  metadata: Record<string, unknown> | null;
  sortOrder: number;
  isActive: boolean;
}
export type State = PageState | SectionState | BlockState;

/** A section's recorded fields (SectionState). */
export const sectionStateColumns = {
  pageId: sections.pageId,
  sectionKey: sections.sectionKey,
  title: sections.title,
  subtitle: sections.subtitle,
  description: sections.description,
  sortOrder: sections.sortOrder,
  isActive: sections.isActive,
};

/** A block's recorded fields (BlockState), for every query that reads blocks. */
export const blockStateColumns = {
  sectionId: contentBlocks.sectionId,
  blockType: contentBlocks.blockType,
  title: contentBlocks.title,
  content: contentBlocks.content,
  imageUrl: blockImageUrl,
  metadata: contentBlocks.metadata,
  sortOrder: contentBlocks.sortOrder,
  isActive: contentBlocks.isActive,
};

/** A section's blocks, not those in the trash, in the order the page shows them. */
export const blockOrder = (db: Db, sectionId: number): number[] =>
  db
    .select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.sectionId, sectionId), isNull(contentBlocks.deletedAt)))
    .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id))
    .all()
    .map((r) => r.id);

/** A page's sections in the order the page shows them. */
export const sectionOrder = (db: Db, pageId: number): number[] =>
  db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.pageId, pageId))
    .orderBy(asc(sections.sortOrder), asc(sections.id))
    .all()
    .map((r) => r.id);

/** The item's recorded fields as they are in the database now (a page and a section with the order of what they hold); undefined when there is no such row. */
export function currentState(db: Db, entity: Entity, id: number): State | undefined {
  if (entity === 'page') {
    const page = db.select({ slug: pages.slug, title: pages.title, description: pages.description, isActive: pages.isActive }).from(pages).where(eq(pages.id, id)).get();
    return page && { ...page, sectionIds: sectionOrder(db, id) };
  }
  if (entity === 'section') {
    const section = db.select(sectionStateColumns).from(sections).where(eq(sections.id, id)).get();
    return section && { ...section, blockIds: blockOrder(db, id) };
  }
  return db.select(blockStateColumns).from(contentBlocks)
    .where(eq(contentBlocks.id, id))
    .get();
}

/**
 * Before a reorder: the newest revision of the section or page, when it was written before orders were recorded,
 * gets the order that stood until now, so restoring it from History puts that order back.
 */
export function recordOrderIfMissing(db: Db, entity: 'section' | 'page', id: number, order: number[]): void {
  const key = entity === 'section' ? '$.blockIds' : '$.sectionIds';
  const newest = db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, id)))
    .orderBy(desc(revisions.id))
    .limit(1)
    .get();
  if (!newest) return;
  db.update(revisions)
    .set({ state: sql`json_set(${revisions.state}, ${key}, json(${JSON.stringify(order)}))` })
    .where(and(eq(revisions.id, newest.id), sql`${revisions.state} IS NOT NULL AND json_type(${revisions.state}, ${key}) IS NULL`))
    .run();
}

/** The fields of a page or section its History restores besides the order of what it holds. */
export const WORD_FIELDS = { section: ['title', 'subtitle', 'description', 'isActive'], page: ['title', 'description', 'isActive'] } as const;
/** Where a page's or section's state keeps that order. */
export const ORDER_KEY = { section: 'blockIds', page: 'sectionIds' } as const;

/** True when the section or page differs between the two states in the order of what it holds alone. */
export function onlyOrderChanged(entity: 'section' | 'page', before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const [a, b] = [before[ORDER_KEY[entity]], after[ORDER_KEY[entity]]];
  return WORD_FIELDS[entity].every((f) => before[f] === after[f]) && Array.isArray(a) && Array.isArray(b) && !sameOrder(a, b);
}

/** Appends a revision by the signed-in admin of `c`: the item's state now (null after a delete). */
export function recordRevision(db: Db, by: Pick<Actor, 'id' | 'username'>, entity: Entity, id: number, action: RevisionAction): void {
  const state = action === 'deleted' ? null : (currentState(db, entity, id) ?? null);
  db.insert(revisions)
    .values({ entity, entityId: id, action, adminId: by.id, username: by.username?.slice(0, 100) ?? null, state: state as Record<string, unknown> | null })
    .run();
}

const revisionColumns = {
  id: revisions.id,
  entity: revisions.entity,
  entityId: revisions.entityId,
  action: revisions.action,
  username: revisions.username,
  createdAt: revisions.createdAt,
  state: revisions.state,
};

/** An item's history, newest first (at most `limit` rows). */
export function listRevisionsOf(db: Db, entity: Entity, id: number, limit = 200) {
  return db
    .select(revisionColumns)
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, id)))
    .orderBy(desc(revisions.id))
    .limit(limit)
    .all();
}
