// Media rows in the database: the processed original, its variants and its link preview written together, and
// the rows the admin reads (variants, focal point, placeholder, where each image is used).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mediaFiles, mediaLinkPreviews, mediaVariants } from '../db/tables.ts';
import { commit, publish, type SiteStore, type Store } from '../db/unit-of-work.ts';
import type { Actor } from '../security/audit.ts';
import { VARIANT_FORMATS, variantUrl, type ImageSources, type ImageUse, type MediaRow, type PageImages, type VariantFormat } from '../../web/shared/media.ts';
import { CENTRE, type FocalPoint, type ProcessedImage, type Variant } from './process.ts';
import { imageUsage } from './usage.ts';

const rowColumns = {
  id: mediaFiles.id,
  filename: mediaFiles.filename,
  originalName: mediaFiles.originalName,
  mimeType: mediaFiles.mimeType,
  size: mediaFiles.size,
  url: mediaFiles.url,
  altText: mediaFiles.altText,
  createdAt: mediaFiles.createdAt,
  width: mediaFiles.width,
  height: mediaFiles.height,
  focalX: mediaFiles.focalX,
  focalY: mediaFiles.focalY,
  placeholder: mediaFiles.placeholder,
  processingError: mediaFiles.processingError,
};

const formatOrder = (format: VariantFormat) => VARIANT_FORMATS.indexOf(format);

function variantsOf(db: Db, ids: number[]) {
  const rows = ids.length
    ? db
        .select({ mediaId: mediaVariants.mediaId, format: mediaVariants.format, width: mediaVariants.width, height: mediaVariants.height, hash: mediaVariants.hash, size: mediaVariants.size, lite: mediaVariants.lite })
        .from(mediaVariants)
        .where(inArray(mediaVariants.mediaId, ids))
        .orderBy(asc(mediaVariants.width))
        .all()
    : [];
  rows.sort((a, b) => formatOrder(a.format) - formatOrder(b.format) || a.width - b.width);
  const byMedia = new Map<number, typeof rows>();
  for (const row of rows) byMedia.set(row.mediaId, [...(byMedia.get(row.mediaId) ?? []), row]);
  return byMedia;
}

const selectRows = (db: Db) => db.select(rowColumns).from(mediaFiles);
type FileRow = ReturnType<ReturnType<typeof selectRows>['all']>[number];

function toRows(db: Db, rows: FileRow[]): MediaRow[] {
  const variants = variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ focalX, focalY, ...row }) => ({
    ...row,
    focalPoint: { x: focalX, y: focalY },
    usedIn: imageUsage(db, row),
    // What every visitor may receive; the lite set is a lite page's alone.
    variants: (variants.get(row.id) ?? []).filter((v) => !v.lite).map((v) => ({ format: v.format, width: v.width, url: variantUrl(v.hash, v.format), size: v.size })),
  }));
}

export function listMediaRows(db: Db): MediaRow[] {
  return toRows(db, selectRows(db).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id)).all());
}

export function mediaRow(db: Db, id: number): MediaRow | undefined {
  return toRows(db, selectRows(db).where(eq(mediaFiles.id, id)).all())[0];
}

const processedColumns = (image: ProcessedImage) => ({
  mimeType: image.original.mimeType,
  size: image.original.data.byteLength,
  data: image.original.data,
  contentHash: image.original.hash,
  width: image.width,
  height: image.height,
  placeholder: image.placeholder,
  processingError: null,
});

/** The link preview made from the original `sourceHash` at `focus`; none (a photo too narrow) removes the old one. */
function writeLinkPreview(db: Db, mediaId: number, preview: Variant | undefined, made: { sourceHash: string; focus: FocalPoint }) {
  db.delete(mediaLinkPreviews).where(eq(mediaLinkPreviews.mediaId, mediaId)).run();
  if (!preview) return;
  db.insert(mediaLinkPreviews)
    .values({ mediaId, sourceHash: made.sourceHash, focalX: made.focus.x, focalY: made.focus.y, width: preview.width, height: preview.height, hash: preview.hash, size: preview.data.byteLength, data: preview.data })
    .run();
}

function insertVariant(db: Db, mediaId: number, v: Variant) {
  db.insert(mediaVariants).values({ mediaId, format: v.format, width: v.width, height: v.height, hash: v.hash, size: v.data.byteLength, data: v.data, lite: v.lite ?? false }).run();
}

/** The lite variants made from original `sourceHash`, kept only if the image still has that original. True when kept. */
export function saveLiteVariants(db: Db, mediaId: number, variants: Variant[], sourceHash: string): boolean {
  return db.transaction((tx) => {
    const current = tx.select({ hash: mediaFiles.contentHash }).from(mediaFiles).where(eq(mediaFiles.id, mediaId)).get();
    if (current?.hash !== sourceHash) return false;
    tx.delete(mediaVariants).where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.lite, true))).run();
    for (const v of variants) insertVariant(tx, mediaId, { ...v, lite: true });
    return true;
  });
}

function writeVariants(db: Db, mediaId: number, image: ProcessedImage, focus: FocalPoint) {
  db.delete(mediaVariants).where(eq(mediaVariants.mediaId, mediaId)).run();
  for (const v of image.variants) {
    insertVariant(db, mediaId, v);
  }
  writeLinkPreview(db, mediaId, image.linkPreview, { sourceHash: image.original.hash, focus });
}

/**
 * A link preview cut at `focus` from the original `sourceHash`, kept only if the image still has that original and
 * that focal point (a newer focal point or picture may have come in while it was being cut). True when kept.
 */
export function saveLinkPreview(db: Db, mediaId: number, preview: Variant | undefined, made: { sourceHash: string; focus: FocalPoint }): boolean {
  return db.transaction((tx) => {
    const file = tx.select({ hash: mediaFiles.contentHash, x: mediaFiles.focalX, y: mediaFiles.focalY }).from(mediaFiles).where(eq(mediaFiles.id, mediaId)).get();
    if (!file || file.hash !== made.sourceHash || file.x !== made.focus.x || file.y !== made.focus.y) return false;
    writeLinkPreview(tx as unknown as Db, mediaId, preview, made);
    return true;
  });
}

/** The audit line's words for a picture just processed: its name, type, size and how many variants. */
const describeUpload = (name: string, image: ProcessedImage) =>
  `${name} (${image.original.mimeType}, ${image.width}×${image.height}, ${image.original.data.byteLength} bytes, ${image.variants.filter((v) => !v.lite).length} variants and ${image.variants.filter((v) => v.lite).length} lite ones)`;

/**
 * A new upload: its row, its variants, its link preview (at the centre) and its audit line in one transaction.
 * Returns the id. No page uses it yet, so no cache is told.
 */
export function insertImage(store: Store, actor: Actor, fields: { filename: string; originalName: string; url: string; altText: string | null }, image: ProcessedImage): number {
  const uploaded = (id: number) => ({ action: 'media_uploaded' as const, target: `media_files/${id}`, detail: describeUpload(fields.originalName, image) });
  return commit(store, actor, uploaded, () => {
    const { id } = store.db
      .insert(mediaFiles)
      .values({ ...fields, ...processedColumns(image) })
      .returning({ id: mediaFiles.id })
      .get();
    writeVariants(store.db, id, image, CENTRE);
    return id;
  });
}

/**
 * The admin's Replace: a new picture under the same id and URL, so every block and setting using it shows the new
 * one (the caches are told); the focal point goes back to the centre. False when there is no such image.
 */
export function replaceImageFile(store: SiteStore, actor: Actor, id: number, image: ProcessedImage, changes: { originalName: string; altText?: string | null }): boolean {
  const replaced = (done: boolean) => (done ? { action: 'media_replaced' as const, target: `media_files/${id}`, detail: describeUpload(changes.originalName, image) } : undefined);
  return publish(store, actor, replaced, () => replaceImage(store.db, id, image, { ...changes, resetFocalPoint: true }));
}

/**
 * New pixels for an existing image (a replacement, or an old upload processed at start-up): same id and URL,
 * new original and variants. A replacement's subject may sit elsewhere, so the focal point goes back to the centre;
 * otherwise `focus` says where the image's link preview was cut (its focal point).
 */
export function replaceImage(
  db: Db,
  id: number,
  image: ProcessedImage,
  changes: { originalName?: string; altText?: string | null; resetFocalPoint?: boolean; focus?: FocalPoint } = {},
): boolean {
  return db.transaction((tx) => {
    const updated = tx
      .update(mediaFiles)
      .set({
        ...processedColumns(image),
        ...(changes.originalName ? { originalName: changes.originalName } : {}),
        ...(changes.altText !== undefined ? { altText: changes.altText } : {}),
        ...(changes.resetFocalPoint ? { focalX: 0.5, focalY: 0.5 } : {}),
      })
      .where(eq(mediaFiles.id, id))
      .run();
    if (updated.changes === 0) return false;
    writeVariants(tx as unknown as Db, id, image, changes.resetFocalPoint ? CENTRE : (changes.focus ?? CENTRE));
    return true;
  });
}

/**
 * The admin's edit of an image's words or focal point; the row as it now is, undefined when there is no such image.
 * Public pages carry the focal point (and the alt text is read from the blocks, but a cached page is cheap to
 * redo): the caches are told.
 */
export function editImage(store: SiteStore, actor: Actor, id: number, changes: { altText?: string | null; focalPoint?: FocalPoint }): MediaRow | undefined {
  const set = {
    ...(changes.altText !== undefined ? { altText: changes.altText } : {}),
    ...(changes.focalPoint ? { focalX: changes.focalPoint.x, focalY: changes.focalPoint.y } : {}),
  };
  const what = [changes.altText !== undefined ? 'alt text' : '', changes.focalPoint ? `focal point ${changes.focalPoint.x.toFixed(2)}, ${changes.focalPoint.y.toFixed(2)}` : ''];
  const edited = (row: MediaRow | undefined) => (row ? { action: 'media_updated' as const, target: `media_files/${id}`, detail: what.filter(Boolean).join('; ') } : undefined);
  return publish(store, actor, edited, () => {
    if (Object.keys(set).length > 0) store.db.update(mediaFiles).set(set).where(eq(mediaFiles.id, id)).run();
    return mediaRow(store.db, id);
  });
}

/**
 * Deletes an image nothing uses: its original name, or the places that still use it (then nothing is deleted),
 * or undefined when there is no such image. Its variants go with it (ON DELETE CASCADE). No page used it, so no
 * cache is told.
 */
export function deleteImage(store: Store, actor: Actor, id: number): { deleted: string } | { usedIn: ImageUse[] } | undefined {
  const deleted = (outcome: { deleted: string } | { usedIn: ImageUse[] } | undefined) =>
    outcome && 'deleted' in outcome ? { action: 'media_deleted' as const, target: `media_files/${id}`, detail: outcome.deleted } : undefined;
  return commit(store, actor, deleted, () => {
    const file = store.db.select({ id: mediaFiles.id, url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.id, id)).get();
    if (!file) return undefined;
    const uses = imageUsage(store.db, file);
    if (uses.length > 0) return { usedIn: uses };
    const gone = store.db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning({ originalName: mediaFiles.originalName }).get();
    return gone ? { deleted: gone.originalName } : undefined;
  });
}

/** The stored original served at /media/<filename>: its bytes, type and content hash. */
export function findOriginal(db: Db, filename: string): { data: Buffer; mimeType: string; hash: string | null } | undefined {
  return db
    .select({ mimeType: mediaFiles.mimeType, data: mediaFiles.data, hash: mediaFiles.contentHash })
    .from(mediaFiles)
    .where(eq(mediaFiles.filename, filename))
    .get();
}

/** The variant (or link preview, a JPEG) served at /media/v/<hash>.<ext>, if any. */
export function findVariant(db: Db, hash: string, format: VariantFormat): Buffer | undefined {
  const variant = db
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.hash, hash), eq(mediaVariants.format, format)))
    .limit(1)
    .get()?.data;
  if (variant || format !== 'jpeg') return variant;
  return db.select({ data: mediaLinkPreviews.data }).from(mediaLinkPreviews).where(eq(mediaLinkPreviews.hash, hash)).limit(1).get()?.data;
}

/** The variants of the uploaded images among `urls`, in the compact shape a page's payload carries. */
export function pageImages(db: Db, urls: string[]): PageImages | undefined {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return undefined;
  const files = db
    .select({ id: mediaFiles.id, url: mediaFiles.url, width: mediaFiles.width, height: mediaFiles.height, focalX: mediaFiles.focalX, focalY: mediaFiles.focalY, placeholder: mediaFiles.placeholder })
    .from(mediaFiles)
    .where(inArray(mediaFiles.url, wanted))
    .all();
  const variants = variantsOf(
    db,
    files.map((f) => f.id),
  );
  const images: PageImages = {};
  for (const f of files) {
    const list = variants.get(f.id);
    if (!f.width || !f.height || !list?.length) continue;
    const sources = { avif: [], webp: [], jpeg: [] } as ImageSources;
    const lite = { avif: [], webp: [], jpeg: [] } as ImageSources;
    for (const v of list) (v.lite ? lite : sources)[v.format].push([v.width, v.hash]);
    images[f.url] = {
      width: f.width,
      height: f.height,
      focus: [Math.round(f.focalX * 100), Math.round(f.focalY * 100)],
      placeholder: f.placeholder,
      sources,
      ...(lite.jpeg.length > 0 ? { lite } : {}),
    };
  }
  return Object.keys(images).length ? images : undefined;
}
