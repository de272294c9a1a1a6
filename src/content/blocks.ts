// Where blocks sit: which may be added to a section, a new block or a copy put in its place, and a section's
// blocks or a page's sections numbered again in a new order. Each edit is one unit of work (publish,
// db/unit-of-work.ts) with its revision.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { addableBlockTypes, MAX_BLOCKS_PER_SECTION } from '../../web/shared/block-types.ts';
import { sameOrder } from '../../web/shared/order.ts';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import type { Actor } from '../security/audit.ts';
import { publish, type SiteStore } from '../db/unit-of-work.ts';
import { slugForCopy } from './item-slugs.ts';
import { recordOrderIfMissing, recordRevision, type BlockState, type Entity } from './revisions.ts';
import { withStoredImage } from './block-image.ts';

/** The table each kind of item is stored in, for audit targets. */
export const TABLE_OF: Record<Entity, string> = { page: 'pages', section: 'sections', block: 'content_blocks' };

/** Why a full section takes no more blocks (an add, a copy, a block back from the trash or from its history). */
export const FULL_SECTION = `A section holds at most ${MAX_BLOCKS_PER_SECTION} blocks: delete or merge some before adding more.`;

export const sectionOf = (db: Db, id: number) =>
  db
    .select({ id: sections.id, sectionKey: sections.sectionKey, pageId: sections.pageId, pageSlug: pages.slug })
    .from(sections)
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(eq(sections.id, id))
    .get();

export const liveBlocksOf = (db: Db, sectionId: number) =>
  db
    .select({ id: contentBlocks.id, blockType: contentBlocks.blockType, sortOrder: contentBlocks.sortOrder })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.sectionId, sectionId), isNull(contentBlocks.deletedAt)))
    .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id))
    .all();

/** Whether a block of `type` may be added to the section (web/shared/block-types.ts addableBlockTypes). */
export function mayAdd(db: Db, section: NonNullable<ReturnType<typeof sectionOf>>, type: string) {
  const held = [...new Set(liveBlocksOf(db, section.id).map((b) => b.blockType))];
  const addable = addableBlockTypes(section.pageSlug, section.sectionKey, held);
  return { ok: addable.some((spec) => spec.type === type), addable: addable.map((spec) => spec.type) };
}

/** Writes a block's row (with `id`: made again under its old id, a restore); its id. */
export function insertBlock(db: Db, block: BlockState, by: string, id?: number): number {
  const now = new Date().toISOString();
  const row = db
    .insert(contentBlocks)
    .values({ ...(id ? { id } : {}), ...withStoredImage(db, block), metadata: block.metadata ?? null, updatedAt: now, createdAt: now, updatedBy: by })
    .returning({ id: contentBlocks.id })
    .get();
  return row.id;
}

/** Sets sortOrder 10, 20, 30… in the given order; returns the ids whose order changed. */
export function renumber(db: Db, table: typeof contentBlocks | typeof sections, ids: number[]): number[] {
  const before = new Map(
    db
      .select({ id: table.id, sortOrder: table.sortOrder })
      .from(table)
      .where(inArray(table.id, ids))
      .all()
      .map((r) => [r.id, r.sortOrder]),
  );
  const changed: number[] = [];
  ids.forEach((rowId, index) => {
    const sortOrder = (index + 1) * 10;
    if (before.get(rowId) === sortOrder) return;
    db.update(table).set({ sortOrder }).where(eq(table.id, rowId)).run();
    changed.push(rowId);
  });
  return changed;
}

/** A new block, last in its section (or first, the others numbered again after it); only it gets a revision. */
export function addBlock(
  store: SiteStore,
  actor: Actor,
  { section, label, block, live, first }: { section: { id: number }; label: string; block: Omit<BlockState, 'sortOrder'>; live: { id: number; sortOrder: number }[]; first: boolean },
): number {
  return publish(store, actor, { action: 'block_created', target: (newId) => `content_blocks/${newId}`, detail: `${label} in sections/${section.id}: ${block.title}` }, () => {
    const last = Math.max(0, ...live.map((b) => b.sortOrder));
    const id = insertBlock(store.db, { ...block, sortOrder: last + 10 }, actor.username ?? '');
    if (first) renumber(store.db, contentBlocks, [id, ...live.map((b) => b.id)]);
    recordRevision(store.db, actor, 'block', id, 'created');
    return id;
  });
}

/** A copy right after the original, with an address of its own; only the copy gets a revision (the others keep their place). */
export function copyBlock(store: SiteStore, actor: Actor, original: Omit<BlockState, 'sortOrder'> & { id: number }, live: { id: number }[]): number {
  return publish(store, actor, { action: 'block_duplicated', target: `content_blocks/${original.id}`, detail: original.title }, () => {
    const { sectionId, blockType, title, content, imageUrl, isActive } = original;
    const metadata = slugForCopy(store.db, blockType, title, original.metadata);
    const copyId = insertBlock(store.db, { sectionId, blockType, title, content, imageUrl, metadata, isActive, sortOrder: 0 }, actor.username ?? '');
    renumber(store.db, contentBlocks, live.flatMap((b) => (b.id === original.id ? [b.id, copyId] : [b.id])));
    recordRevision(store.db, actor, 'block', copyId, 'duplicated');
    return copyId;
  });
}

/**
 * The new order of a section's blocks or a page's sections, numbered again in tens, and one revision of the
 * section or page that holds it (History shows it as one entry and puts an earlier order back in one step).
 */
export function reorder(store: SiteStore, actor: Actor, entity: 'section' | 'page', id: number, before: number[], order: number[]) {
  publish(store, actor, { action: entity === 'section' ? 'blocks_reordered' : 'sections_reordered', target: `${TABLE_OF[entity]}/${id}` }, () => {
    // The holder's own updatedAt stays: its words did not change, so an open editor of them is not stale.
    renumber(store.db, entity === 'section' ? contentBlocks : sections, order);
    if (sameOrder(before, order)) return;
    recordOrderIfMissing(store.db, entity, id, before);
    recordRevision(store.db, actor, entity, id, 'reordered');
  });
}

