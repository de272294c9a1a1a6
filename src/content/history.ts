// Setting an item back to a revision (docs/product.md § Content structure): a section's or page's words and the
// order of what it holds, or a block's words and details, brought back from the trash or made again if needed.
// The restore is a revision too.
import { eq } from 'drizzle-orm';
import { restoredOrder } from '../../web/shared/order.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import type { Actor } from '../security/audit.ts';
import { ORDER_RESTORED } from './activity.ts';
import { insertBlock, renumber, TABLE_OF } from './blocks.ts';
import { commit, type Store } from './commit.ts';
import { keepingOldAddress } from './item-slugs.ts';
import { currentState, onlyOrderChanged, ORDER_KEY, recordRevision, WORD_FIELDS, type BlockState, type PageState, type SectionState } from './revisions.ts';
import { freeAddressAfterRestore, undelete } from './trash.ts';

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
export function restoreHolder(store: Store, actor: Actor, revision: RevisionRow, entity: 'section' | 'page', state: SectionState | PageState): boolean {
  const itemId = revision.entityId;
  const now = currentState(store.db, entity, itemId) as (SectionState & PageState) | undefined;
  if (!now) return false;
  const words = Object.fromEntries(WORD_FIELDS[entity].map((f) => [f, (state as unknown as Record<string, unknown>)[f]]));
  const before = (entity === 'section' ? now.blockIds : now.sectionIds) ?? [];
  const recorded = recordedOrder((state as unknown as Record<string, unknown>)[ORDER_KEY[entity]]);
  const order = recorded && restoredOrder(before, recorded);
  const onlyOrder = onlyOrderChanged(entity, now as unknown as Record<string, unknown>, { ...now, ...words, [ORDER_KEY[entity]]: order ?? before });
  commit(store, actor, { action: 'revision_restored', target: `${TABLE_OF[entity]}/${itemId}`, detail: restoreDetail(revision, onlyOrder) }, () => {
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
export function restoreBlockVersion(
  store: Store,
  actor: Actor,
  revision: RevisionRow,
  state: BlockState,
  { stored, sectionId }: { stored: { deletedAt: string | null } | undefined; sectionId: number },
) {
  const itemId = revision.entityId;
  const by = actor.username ?? '';
  commit(store, actor, { action: 'revision_restored', target: `${TABLE_OF.block}/${itemId}`, detail: restoreDetail(revision) }, () => {
    const fields = { title: state.title, content: state.content, imageUrl: state.imageUrl, metadata: state.metadata, isActive: state.isActive };
    // An older version with another slug moves the item like an edit does: its address until now redirects.
    keepingOldAddress(store.db, itemId, () => {
      if (!stored) insertBlock(store.db, { ...state, sectionId }, by, itemId);
      else {
        if (stored.deletedAt !== null) undelete(store.db, itemId, by);
        store.db.update(contentBlocks).set({ ...fields, updatedAt: new Date().toISOString(), updatedBy: by }).where(eq(contentBlocks.id, itemId)).run();
      }
      freeAddressAfterRestore(store.db, itemId);
    });
    recordRevision(store.db, actor, 'block', itemId, 'restored');
  });
}
