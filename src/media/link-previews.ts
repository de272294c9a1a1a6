// The picture a shared link shows (docs/product.md § Item pages): each photo at least 1200 px wide has a
// 1200 × 628 crop around its focal point, made by the photo worker when the photo is uploaded or replaced, cut
// again when its focal point moves, and made after start-up for the photos stored before previews existed (or
// whose new focal point the server stopped before cutting). Pages only read it; nothing is made per request.
import { and, asc, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mediaFiles, mediaLinkPreviews } from '../db/tables.ts';
import type { Services } from '../services.ts';
import { variantUrl } from '../../web/shared/media.ts';
import { LINK_PREVIEW } from './process.ts';
import { makeForEachPhoto } from './due.ts';
import { saveLinkPreview } from './store.ts';

/** The preview matches the image as it is now: the same original, the same focal point. */
const isCurrent = and(
  eq(mediaLinkPreviews.sourceHash, mediaFiles.contentHash),
  eq(mediaLinkPreviews.focalX, mediaFiles.focalX),
  eq(mediaLinkPreviews.focalY, mediaFiles.focalY),
);

/** The current link preview of the uploaded image at `url`: where it is served, its size and its alt text. */
export function linkPreviewOf(db: Db, url: string): { hash: string; path: string; width: number; height: number; alt: string | null } | undefined {
  const row = db
    .select({ hash: mediaLinkPreviews.hash, width: mediaLinkPreviews.width, height: mediaLinkPreviews.height, alt: mediaFiles.altText })
    .from(mediaFiles)
    .innerJoin(mediaLinkPreviews, and(eq(mediaLinkPreviews.mediaId, mediaFiles.id), isCurrent))
    .where(eq(mediaFiles.url, url))
    .get();
  return row ? { hash: row.hash, path: variantUrl(row.hash, 'jpeg'), width: row.width, height: row.height, alt: row.alt } : undefined;
}

/** Processed photos wide enough for a preview whose preview is missing or no longer matches them (of `only`, when given), oldest first. */
function linkPreviewsDue(db: Db, only?: number): number[] {
  return db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .leftJoin(mediaLinkPreviews, eq(mediaLinkPreviews.mediaId, mediaFiles.id))
    .where(
      and(
        gte(mediaFiles.width, LINK_PREVIEW.width),
        isNotNull(mediaFiles.contentHash),
        only === undefined ? undefined : eq(mediaFiles.id, only),
        or(isNull(mediaLinkPreviews.mediaId), ne(mediaLinkPreviews.sourceHash, mediaFiles.contentHash), ne(mediaLinkPreviews.focalX, mediaFiles.focalX), ne(mediaLinkPreviews.focalY, mediaFiles.focalY)),
      ),
    )
    .orderBy(asc(mediaFiles.id))
    .all()
    .map((row) => row.id);
}

/**
 * Cuts image `id`'s preview at its focal point as it is when the job's turn comes (so a burst of focal point
 * changes costs one cut, not one each), in the photo worker, behind any upload. True when a new preview was kept.
 */
export async function refreshLinkPreview(s: Services, id: number): Promise<boolean> {
  return s.mediaQueue.runWhenFree(async () => {
    if (linkPreviewsDue(s.db, id).length === 0) return false;
    const file = s.db
      .select({ data: mediaFiles.data, hash: mediaFiles.contentHash, x: mediaFiles.focalX, y: mediaFiles.focalY })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, id))
      .get();
    if (!file?.hash) return false;
    const focus = { x: file.x, y: file.y };
    const preview = await s.cutLinkPreview(file.data, focus);
    const kept = saveLinkPreview(s.db, id, preview, { sourceHash: file.hash, focus });
    if (kept) s.changes.notify();
    return kept;
  });
}

/** After start-up: every preview that is due, one at a time; a photo that fails is logged and left to the site's card. */
export function makeDueLinkPreviews(s: Services): Promise<{ made: number; failed: number }> {
  return makeForEachPhoto(s, linkPreviewsDue(s.db), 'link preview', (id) => refreshLinkPreview(s, id));
}
