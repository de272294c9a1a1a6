// Setting an item back to a revision (docs/product.md § Content structure): a section's or page's words and the
// order of what it holds, or a block's words and details, brought back from the trash or made again if needed.
// The restore is a revision too.
import { eq } from 'drizzle-orm';
import { MAX_BLOCKS_PER_SECTION, retiredProblem } from '../../web/shared/block-types.ts';
import { restoredOrder } from '../../web/shared/order.ts';
import { contentBlocks, pages, revisions, sections } from '../db/tables.ts';
import type { Actor } from '../security/audit.ts';
import { ORDER_RESTORED } from './activity.ts';
import { FULL_SECTION, insertBlock, liveBlocksOf, renumber, sectionOf, TABLE_OF } from './blocks.ts';
import { publish, type SiteStore } from '../db/unit-of-work.ts';
import { keepingOldAddress } from './item-slugs.ts';
import { currentState, onlyOrderChanged, ORDER_KEY, recordRevision, WORD_FIELDS, type BlockState, type Entity, type PageState, type SectionState } from './revisions.ts';
import { freeAddressAfterRestore, undelete } from './trash.ts';
import { withStoredImage } from './block-image.ts';

type RevisionRow = { id: number; action: string; createdAt: string; entityId: number };

/** The audit detail of a restore; one that changes only an order says so first (src/content/activity.ts reads it). */
const restoreDetail = (revision: RevisionRow, onlyOrder = false) =>
  `${onlyOrder ? ORDER_RESTORED : ''}back to revision ${revision.id} (${revision.action}, ${revision.createdAt})`;

/** The recorded order in a revision's state, when it has one (revisions before orders were recorded do not). */
const recordedOrder = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : undefined;

/**
 * A section's or page's words and visibility, and the order of what it holds, set back to a revision: the order
 * through the same numbering as a reorder, for the blocks or sections there are now (web/shared/order.ts).
 */
function restoreHolder(store: SiteStore, actor: Actor, revision: RevisionRow, entity: 'section' | 'page', state: SectionState | PageState): boolean {
  const itemId = revision.entityId;
  const now = currentState(store.db, entity, itemId) as (SectionState & PageState) | undefined;
  if (!now) return false;
  const words = Object.fromEntries(WORD_FIELDS[entity].map((f) => [f, (state as unknown as Record<string, unknown>)[f]]));
  const before = (entity === 'section' ? now.blockIds : now.sectionIds) ?? [];
  const recorded = recordedOrder((state as unknown as Record<string, unknown>)[ORDER_KEY[entity]]);
  const order = recorded && restoredOrder(before, recorded);
  const onlyOrder = onlyOrderChanged(entity, now as unknown as Record<string, unknown>, { ...now, ...words, [ORDER_KEY[entity]]: order ?? before });
  publish(store, actor, { action: 'revision_restored', target: `${TABLE_OF[entity]}/${itemId}`, detail: restoreDetail(revision, onlyOrder) }, () => {
    const table = entity === 'section' ? sections : pages;
    store.db.update(table).set({ ...words, updatedAt: new Date().toISOString(), updatedBy: actor.username }).where(eq(table.id, itemId)).run();
    if (order) renumber(store.db, entity === 'section' ? contentBlocks : sections, order);
    recordRevision(store.db, actor, entity, itemId, 'restored');
  });
  return true;
}

/**
 * A block set back to a revision: its words, picture, details and visibility (its place in the list stays); one in
 * the trash comes back, and one already removed for good is made again with its old id.
 */
function restoreBlockVersion(
  store: SiteStore,
  actor: Actor,
  revision: RevisionRow,
  state: BlockState,
  { stored, sectionId }: { stored: { deletedAt: string | null } | undefined; sectionId: number },
) {
  const itemId = revision.entityId;
  const by = actor.username ?? '';
  publish(store, actor, { action: 'revision_restored', target: `${TABLE_OF.block}/${itemId}`, detail: restoreDetail(revision) }, () => {
    const fields = { title: state.title, content: state.content, imageUrl: state.imageUrl, metadata: state.metadata, isActive: state.isActive };
    // An older version with another slug moves the item like an edit does: its address until now redirects.
    keepingOldAddress(store.db, itemId, () => {
      if (!stored) insertBlock(store.db, { ...state, sectionId }, by, itemId);
      else {
        if (stored.deletedAt !== null) undelete(store.db, itemId, by);
        store.db.update(contentBlocks).set({ ...withStoredImage(store.db, fields), updatedAt: new Date().toISOString(), updatedBy: by }).where(eq(contentBlocks.id, itemId)).run();
      }
      freeAddressAfterRestore(store.db, itemId);
    });
    recordRevision(store.db, actor, 'block', itemId, 'restored');
  });
}

/** What a restore did (the item set back), or why it could not (the answer's status and sentence). */
export type RestoreOutcome = { entity: Entity; id: number } | { status: 400 | 404; message: string };

/**
 * Sets the item a revision belongs to back to it. A block comes back into its section (from the trash, or made
 * again), which must still exist and have room; a block type the site no longer draws cannot come back.
 */
export function restoreToRevision(store: SiteStore, actor: Actor, revisionId: number): RestoreOutcome {
  const revision = store.db.select().from(revisions).where(eq(revisions.id, revisionId)).get();
  if (!revision) return { status: 404, message: `There is no revision ${revisionId}.` };
  const entity = revision.entity as Entity;
  const itemId = revision.entityId;
  if (!revision.state) {
    return { status: 400, message: 'That version records the deletion itself: restore the version before it, or the block from the trash.' };
  }
  if (entity === 'page' || entity === 'section') {
    if (!restoreHolder(store, actor, revision, entity, revision.state as unknown as SectionState | PageState)) {
      return { status: 404, message: `${entity === 'page' ? 'Page' : 'Section'} ${itemId} no longer exists.` };
    }
    return { entity, id: itemId };
  }
  const state = revision.state as unknown as BlockState;
  const retired = retiredProblem(state.blockType);
  if (retired) return { status: 400, message: retired };
  const stored = store.db.select({ deletedAt: contentBlocks.deletedAt, sectionId: contentBlocks.sectionId }).from(contentBlocks).where(eq(contentBlocks.id, itemId)).get();
  const sectionId = stored?.sectionId ?? state.sectionId;
  if (!sectionOf(store.db, sectionId)) return { status: 404, message: 'The section this block belonged to no longer exists.' };
  const comesBack = !stored || stored.deletedAt !== null;
  if (comesBack && liveBlocksOf(store.db, sectionId).length >= MAX_BLOCKS_PER_SECTION) return { status: 400, message: FULL_SECTION };
  restoreBlockVersion(store, actor, revision, state, { stored, sectionId });
  return { entity, id: itemId };
}
