// A lite page's pictures (docs/product.md § Lite pages) are each photo's phone widths compressed harder, made with
// its other variants at upload. Photos stored before (migration 21) get theirs after start-up, one at a time in the
// photo worker behind any upload; meanwhile their lite pages offer the usual variants.
import { and, asc, eq, exists, isNotNull, not } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mediaFiles, mediaVariants } from '../db/tables.ts';
import type { Services } from '../services.ts';
import { makeForEachPhoto } from './due.ts';
import { saveLiteVariants } from './store.ts';

const variantsOf = (db: Db, lite?: boolean) =>
  db
    .select({ id: mediaVariants.id })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, mediaFiles.id), lite === undefined ? undefined : eq(mediaVariants.lite, lite)));

/** Processed photos (they have variants) without lite ones (of `only`, when given), oldest first. */
function liteVariantsDue(db: Db, only?: number): number[] {
  return db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        isNotNull(mediaFiles.contentHash),
        only === undefined ? undefined : eq(mediaFiles.id, only),
        exists(variantsOf(db)),
        not(exists(variantsOf(db, true))),
      ),
    )
    .orderBy(asc(mediaFiles.id))
    .all()
    .map((row) => row.id);
}

/** After start-up: the lite variants of every photo that lacks them; a photo that fails is logged and keeps the usual ones. */
export async function makeDueLiteVariants(s: Services): Promise<{ made: number; failed: number }> {
  const result = await makeForEachPhoto(s, liteVariantsDue(s.db), 'lite variants', (id) =>
    s.mediaQueue.runWhenFree(async () => {
      const file = s.db.select({ data: mediaFiles.data, hash: mediaFiles.contentHash }).from(mediaFiles).where(eq(mediaFiles.id, id)).get();
      // Deleted or replaced (a replacement brings its own lite variants) while it waited.
      if (!file?.hash || liteVariantsDue(s.db, id).length === 0) return false;
      return saveLiteVariants(s.db, id, await s.cutLiteVariants(file.data), file.hash);
    }),
  );
  if (result.made > 0) s.changes.notify();
  return result;
}
