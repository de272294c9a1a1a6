// Images uploaded before the pipeline (schema version 3) have bytes but no variants: the server processes them
// after start-up, one at a time through the same queue as uploads, while it already serves pages (they show the
// original meanwhile). A picture that cannot be processed is logged, marked, and left as it was: one broken old
// file never stops the server or the others.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { mediaFiles } from '../db/tables.ts';
import type { Services } from '../services.ts';
import { ImageRefused } from './process.ts';
import { detectImage } from './sniff.ts';
import { replaceImage } from './store.ts';

export interface BackfillResult {
  processed: number;
  failed: number;
}

const pendingIds = (s: Services) =>
  s.db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(isNull(mediaFiles.width), isNull(mediaFiles.processingError)))
    .orderBy(asc(mediaFiles.id))
    .all()
    .map((r) => r.id);

export async function processOldImages(s: Services): Promise<BackfillResult> {
  const result: BackfillResult = { processed: 0, failed: 0 };
  const ids = pendingIds(s);
  if (ids.length === 0) return result;
  s.log.info(`media: processing ${ids.length} image(s) uploaded before variants existed`);
  for (const id of ids) {
    const file = s.db
      .select({ data: mediaFiles.data, filename: mediaFiles.filename, focalX: mediaFiles.focalX, focalY: mediaFiles.focalY })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, id))
      .get();
    if (!file) continue;
    const focus = { x: file.focalX, y: file.focalY };
    try {
      const type = detectImage(file.data);
      if (!type) throw new ImageRefused(415, 'The stored file is not a JPEG, PNG, WebP or AVIF picture.');
      const image = await s.mediaQueue.runWhenFree(() => s.processPhoto(file.data, type, focus));
      replaceImage(s.db, id, image, { focus });
      result.processed++;
    } catch (err) {
      result.failed++;
      const reason = err instanceof ImageRefused ? err.message : 'It could not be processed.';
      s.log.warn(`media: ${file.filename} (id ${id}) kept as uploaded, without variants: ${err instanceof Error ? err.message : String(err)}`);
      s.db.update(mediaFiles).set({ processingError: reason }).where(eq(mediaFiles.id, id)).run();
    }
  }
  s.log.info(`media: ${result.processed} old image(s) processed, ${result.failed} left as uploaded`);
  if (result.processed > 0) s.changes.notify();
  return result;
}
