// The trash: a deleted block stays restorable for TRASH_DAYS, then the daily clean-up (src/ops/retention.ts)
// removes its row for good. Its revisions stay, so its history can still bring it back. Reading the trash
// never changes it.
import { and, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { purgeAt, TRASH_DAYS } from '../../web/shared/trash.ts';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import type { Actor } from '../security/audit.ts';
import { publish, type SiteStore } from '../db/unit-of-work.ts';
import { slugAfterRestore } from './item-slugs.ts';
import { recordRevision } from './revisions.ts';

/** Blocks deleted before this time have left the trash (ISO, UTC: text order is time order). */
const trashCutoff = (now: number) => new Date(now - TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString();

/** Removes for good the blocks that have left the trash; how many. */
export function purgeTrash(db: Db, now = Date.now()): number {
  return db.delete(contentBlocks).where(and(isNotNull(contentBlocks.deletedAt), lt(contentBlocks.deletedAt, trashCutoff(now)))).run().changes;
}

/** Deleted, and not yet past its days in the trash (the daily clean-up removes those rows). */
const inTrash = (now: number) => and(isNotNull(contentBlocks.deletedAt), gte(contentBlocks.deletedAt, trashCutoff(now)));

/** The trash, newest first, each block with where it was and when it leaves for good. */
export function trashItems(db: Db, now: number) {
  const rows = db
    .select({
      id: contentBlocks.id,
      sectionId: contentBlocks.sectionId,
      title: contentBlocks.title,
      blockType: contentBlocks.blockType,
      deletedAt: contentBlocks.deletedAt,
      deletedBy: contentBlocks.deletedBy,
      sectionTitle: sections.title,
      sectionKey: sections.sectionKey,
      pageId: pages.id,
      pageSlug: pages.slug,
      pageTitle: pages.title,
    })
    .from(contentBlocks)
    .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(inTrash(now))
    .orderBy(desc(contentBlocks.deletedAt), desc(contentBlocks.id))
    .all();
  return rows.map((r) => ({ ...r, purgeAt: purgeAt(r.deletedAt ?? '') }));
}

/** A block still in the trash, or undefined. */
export function trashedBlock(db: Db, id: number, now: number) {
  return db
    .select({ sectionId: contentBlocks.sectionId, title: contentBlocks.title, blockType: contentBlocks.blockType })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.id, id), inTrash(now)))
    .get();
}

/** Takes a block off the site, into the trash. */
export function toTrash(store: SiteStore, actor: Actor, id: number, title: string) {
  publish(store, actor, { action: 'block_deleted', target: `content_blocks/${id}`, detail: title }, () => {
    store.db.update(contentBlocks).set({ deletedAt: new Date().toISOString(), deletedBy: actor.username }).where(eq(contentBlocks.id, id)).run();
    recordRevision(store.db, actor, 'block', id, 'deleted');
  });
}

/** Puts a block from the trash back where it was (the caller has checked that it may go back). */
export function fromTrash(store: SiteStore, actor: Actor, id: number, title: string) {
  publish(store, actor, { action: 'block_restored', target: `content_blocks/${id}`, detail: title }, () => {
    undelete(store.db, id, actor.username);
    freeAddressAfterRestore(store.db, id);
    recordRevision(store.db, actor, 'block', id, 'restored');
  });
}

/** An item back from the trash or an old revision whose address another item took meanwhile gets a new one. */
export function freeAddressAfterRestore(db: Db, id: number) {
  const block = db
    .select({ id: contentBlocks.id, blockType: contentBlocks.blockType, title: contentBlocks.title, metadata: contentBlocks.metadata })
    .from(contentBlocks)
    .where(eq(contentBlocks.id, id))
    .get();
  if (!block) return;
  const metadata = slugAfterRestore(db, block);
  if (metadata) db.update(contentBlocks).set({ metadata }).where(eq(contentBlocks.id, id)).run();
}

/** The block's row no longer marked deleted. */
export const undelete = (db: Db, id: number, by: string | null) =>
  db.update(contentBlocks).set({ deletedAt: null, deletedBy: null, updatedAt: new Date().toISOString(), updatedBy: by }).where(eq(contentBlocks.id, id)).run();
