// The trash: a deleted block stays restorable for TRASH_DAYS, then the daily clean-up (src/ops/retention.ts)
// removes its row for good. Its revisions stay, so its history can still bring it back.
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { TRASH_DAYS } from '../../web/shared/trash.ts';
import { contentBlocks } from '../db/tables.ts';

export { purgeAt } from '../../web/shared/trash.ts';

/** Blocks deleted before this time have left the trash (ISO, UTC: text order is time order). */
export const trashCutoff = (now: number) => new Date(now - TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString();

/** Removes for good the blocks that have left the trash; how many. */
export function purgeTrash(db: Db, now = Date.now()): number {
  return db.delete(contentBlocks).where(and(isNotNull(contentBlocks.deletedAt), lt(contentBlocks.deletedAt, trashCutoff(now)))).run().changes;
}
