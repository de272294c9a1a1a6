// How a block's picture is stored: an uploaded file by its id, so that where a picture is used, Replace and Delete
// follow the id; any other address (the seed's artwork, a photograph hosted elsewhere) as written. The API and the
// pages still speak of the picture by its address: reads give the file's address back.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mediaFiles } from '../db/tables.ts';

/**
 * The picture's address as a block read gives it. Written out with the table's name: drizzle leaves columns
 * unqualified in a one-table select, which would bind them inside the subquery.
 */
export const blockImageUrl = sql<string | null>`coalesce((SELECT media_files.url FROM media_files WHERE media_files.id = content_blocks.image_id), content_blocks.image_url)`;

/** The columns that store `url` as a block's picture: the id of the upload at that address, else the address itself. */
function storedImage(db: Db, url: string | null | undefined): { imageId: number | null; imageUrl: string | null } {
  if (!url) return { imageId: null, imageUrl: url ?? null };
  const file = db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.url, url)).get();
  return file ? { imageId: file.id, imageUrl: null } : { imageId: null, imageUrl: url };
}

/** A block's write with its picture's address (if given) turned into the columns that store it. */
export function withStoredImage<T extends { imageUrl?: string | null }>(db: Db, fields: T): Omit<T, 'imageUrl'> & { imageId?: number | null; imageUrl?: string | null } {
  const { imageUrl, ...rest } = fields;
  return imageUrl === undefined ? rest : { ...rest, ...storedImage(db, imageUrl) };
}
