// The media library: images uploaded by the admin, stored as BLOBs in the one SQLite file (so a copy of the
// .db file backs up the whole site) and served at /media/<random name> forever unchanged.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { issuesOf } from '../../web/shared/schemas.ts';
import type { Db } from '../db/open.ts';
import { mediaFiles } from '../db/tables.ts';
import { detectImage, looksLikeSvg } from '../media/sniff.ts';
import { ifNoneMatchHits } from '../render/negotiate.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { audit } from '../security/audit.ts';
import type { Services } from '../services.ts';

export const MEDIA_UPLOAD_PATH = '/api/admin/media';
export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;
/** The whole multipart body: the file plus its part headers, the boundary lines and the alt text field. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_FILE_BYTES + 512 * 1024;
export const MAX_ALT_TEXT = 300;

/** What a stored file is called: 16 random hex digits and the extension of its detected type. */
const STORED_NAME = /^[0-9a-f]{16}\.(?:jpg|png|webp)$/;

const rowColumns = {
  id: mediaFiles.id,
  filename: mediaFiles.filename,
  originalName: mediaFiles.originalName,
  mimeType: mediaFiles.mimeType,
  size: mediaFiles.size,
  url: mediaFiles.url,
  altText: mediaFiles.altText,
  createdAt: mediaFiles.createdAt,
};

const loadRow = (db: Db, id: number) => db.select(rowColumns).from(mediaFiles).where(eq(mediaFiles.id, id)).get();

const AltText = v.pipe(
  v.nullable(v.string('Alt text must be text')),
  v.transform((value) => (value ?? '').trim()),
  v.maxLength(MAX_ALT_TEXT, `Alt text must be at most ${MAX_ALT_TEXT} characters`),
  // Blank means "no alt text": one meaning for "never given" and "cleared".
  v.transform((value) => (value === '' ? null : value)),
);

/** The uploaded name as the admin will recognise it, without any path or control characters. */
function cleanOriginalName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips from a file name
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || `image.${extension}`;
}

/** GET /api/admin/media — every image, newest first, without the bytes. */
export function listMedia(s: Services) {
  return (c: Context<RouteEnv>) => {
    return c.json(s.db.select(rowColumns).from(mediaFiles).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id)).all());
  };
}

const fileIssue = (c: Context, status: 400 | 413 | 415, message: string) => apiError(c, status, message, [{ path: 'file', message }]);

/**
 * POST /api/admin/media (multipart/form-data: file, altText?) — 201 the row. The type is read from the bytes;
 * the name and the declared type are ignored, so an HTML or SVG file calling itself image/png is refused and a
 * PNG called photo.jpg is stored (and served) as image/png.
 */
export function uploadMedia(s: Services) {
  return async (c: Context<RouteEnv>) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
      return apiError(c, 415, 'Send the image as multipart/form-data, in a field named "file".');
    }
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      return apiError(c, 400, 'The upload could not be read. Please choose the file again and retry.');
    }

    const alt = v.safeParse(AltText, typeof form.altText === 'string' ? form.altText : null);
    if (!alt.success || form.altText instanceof File) {
      const issues = alt.success ? [{ path: 'altText', message: 'Alt text must be text' }] : issuesOf(alt.issues).map((i) => ({ ...i, path: 'altText' }));
      return apiError(c, 400, issues[0].message, issues);
    }

    const file = form.file;
    if (!(file instanceof File)) return fileIssue(c, 400, 'Choose an image file to upload.');
    if (file.size === 0) return fileIssue(c, 400, 'The chosen file is empty.');
    if (file.size > MAX_UPLOAD_FILE_BYTES) {
      return fileIssue(c, 413, 'The image is larger than 5 MB. Please make it smaller (for example 2000 pixels wide) and upload it again.');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = detectImage(bytes);
    if (!image) {
      return fileIssue(
        c,
        415,
        looksLikeSvg(bytes)
          ? 'SVG images cannot be uploaded because they can contain scripts. Please save the image as PNG or JPEG and upload that.'
          : 'Only JPEG, PNG and WebP images can be uploaded, and this file is none of them.',
      );
    }

    const filename = `${randomBytes(8).toString('hex')}.${image.extension}`;
    const originalName = cleanOriginalName(file.name, image.extension);
    const row = s.db
      .insert(mediaFiles)
      .values({
        filename,
        originalName,
        mimeType: image.mimeType,
        size: bytes.byteLength,
        url: `/media/${filename}`,
        altText: alt.output,
        data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      })
      .returning(rowColumns)
      .get();
    audit(s, c, 'media_uploaded', { target: `media_files/${row.id}`, detail: `${originalName} (${image.mimeType}, ${row.size} bytes)` });
    return c.json(row, 201);
  };
}

export const MediaBody = v.object({ altText: AltText });
type ById = { params: { id: number } };
type Edit = { params: { id: number }; body: Input<typeof MediaBody>['body'] };

/** PATCH /api/admin/media/:id { altText } — 200 the row. */
export function updateMedia(s: Services) {
  return (c: Context<RouteEnv>, { params: { id }, body }: Edit) => {
    s.db.update(mediaFiles).set({ altText: body.altText }).where(eq(mediaFiles.id, id)).run();
    const row = loadRow(s.db, id);
    if (!row) return apiError(c, 404, `There is no image ${id}.`);
    audit(s, c, 'media_updated', { target: `media_files/${id}`, detail: 'alt text' });
    return c.json(row);
  };
}

/** DELETE /api/admin/media/:id — 204. Its URL answers 404 from then on. */
export function deleteMedia(s: Services) {
  return (c: Context<RouteEnv>, { params: { id } }: ById) => {
    const gone = s.db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning({ originalName: mediaFiles.originalName }).get();
    if (!gone) return apiError(c, 404, `There is no image ${id}.`);
    audit(s, c, 'media_deleted', { target: `media_files/${id}`, detail: gone.originalName });
    return c.body(null, 204);
  };
}

/**
 * GET /media/:filename (public). A stored file never changes (a new upload gets a new random name), so it may be
 * cached for a year. nosniff plus a sandboxing CSP: even if a crafted file ever got past the byte check, a
 * browser opening it directly would neither guess another type nor run anything in our origin.
 */
export function serveMedia(s: Services) {
  return (c: Context) => {
    const filename = c.req.param('filename') ?? '';
    const notFound = () => apiError(c, 404, 'There is no such image.');
    if (!STORED_NAME.test(filename)) return notFound();
    const file = s.db.select({ mimeType: mediaFiles.mimeType, data: mediaFiles.data }).from(mediaFiles).where(eq(mediaFiles.filename, filename)).get();
    if (!file) return notFound();
    const etag = `"${filename.slice(0, 16)}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.data), 200, { ...headers, 'Content-Type': file.mimeType, 'Content-Length': String(file.data.byteLength) });
  };
}
