// An item's gallery (metadata.gallery: media library ids, first = cover; docs/product.md § Item pages): the
// server's check that each picture exists, and the pictures a page shows, with their alt text as captions.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mediaFiles } from '../db/tables.ts';
import type { FieldIssue } from '../http/errors.ts';
import type { GalleryPicture } from '../../web/shared/content.ts';

const idsOf = (metadata: Record<string, unknown> | null | undefined): number[] =>
  Array.isArray(metadata?.gallery) ? metadata.gallery.filter((id): id is number => Number.isInteger(id)) : [];

const stored = (db: Db, ids: number[]) =>
  ids.length ? db.select({ id: mediaFiles.id, url: mediaFiles.url, alt: mediaFiles.altText }).from(mediaFiles).where(inArray(mediaFiles.id, ids)).all() : [];

/** One issue per gallery id the media library does not hold (at path metadata.gallery.<index>). */
export function galleryIssues(db: Db, metadata: Record<string, unknown>): FieldIssue[] {
  const ids = idsOf(metadata);
  const known = new Set(stored(db, ids).map((file) => file.id));
  return ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `metadata.gallery.${index}`, message: `Picture ${index + 1} of the gallery (id ${id}) is not in the media library: choose it again.` }],
  );
}

/** The gallery's pictures that exist, in its order (a picture deleted since is left out). */
export function galleryPictures(db: Db, metadata: Record<string, unknown> | null): GalleryPicture[] {
  const ids = idsOf(metadata);
  const files = new Map(stored(db, ids).map((file) => [file.id, file]));
  return ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [{ id, url: file.url, alt: file.alt ?? '' }] : [];
  });
}
