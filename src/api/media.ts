// The media library: images uploaded by the admin, processed into the variants visitors receive
// (src/media/process.ts) and stored as BLOBs in the one SQLite file, so a copy of the .db file backs up the
// whole site. The original stays at /media/<random name> (the URL content blocks hold), the variants at
// /media/v/<content hash>.<ext>.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import { issuesOf } from '../../web/shared/schemas.ts';
import { ImageRefused, type ProcessedImage } from '../media/process.ts';
import { QueueFull } from '../media/queue.ts';
import { detectImage, looksLikeHeic, looksLikeSvg } from '../media/sniff.ts';
import { fileHead, type ReceivedForm, receiveMultipart } from '../media/upload-stream.ts';
import { deleteImage, editImage, findOriginal, findVariant, insertImage, listMediaRows, mediaRow, replaceImageFile } from '../media/store.ts';
import { refreshLinkPreview } from '../media/link-previews.ts';
import { ifNoneMatchHits } from '../render/negotiate.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';
import type { VariantFormat } from '../../web/shared/media.ts';
import { MAX_ALT_TEXT, MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_MB } from '../../web/shared/limits.ts';

export const MEDIA_UPLOAD_PATH = '/api/admin/media';
export const TOO_LARGE = `The picture is larger than ${MAX_UPLOAD_MB} MB. Please make it smaller (for example 4000 pixels wide) and upload it again.`;
/**
 * How long a focal point change waits for its link preview before answering: a cut takes a second or so, but
 * behind a burst of uploads it could take minutes, and the admin's "Saving…" should not hang that long.
 */
export const LINK_PREVIEW_WAIT_MS = 5_000;
/** Seconds a client is asked to wait when the processing queue is full. */
const BUSY_RETRY_SECONDS = 30;

/** What a stored original is called: 16 random hex digits and the extension of its type when first uploaded. */
const STORED_NAME = /^[0-9a-f]{16}\.(?:jpg|png|webp|avif)$/;
const VARIANT_NAME = /^([A-Za-z0-9_-]{16})\.(avif|webp|jpg)$/;
const FORMAT_OF_EXTENSION: Record<string, VariantFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

// null: not described yet (the library asks for a description); '': decorative on purpose (no description wanted).
const AltText = v.nullable(
  v.pipe(v.string('Alt text must be text'), v.trim(), v.maxLength(MAX_ALT_TEXT, `Alt text must be at most ${MAX_ALT_TEXT} characters`)),
);

const Fraction = (axis: string) =>
  v.pipe(v.number(`The focal point's ${axis} must be a number from 0 to 1`), v.minValue(0, `The focal point's ${axis} must be from 0 to 1`), v.maxValue(1, `The focal point's ${axis} must be from 0 to 1`));

export const MediaBody = v.pipe(
  v.object({
    altText: v.optional(AltText),
    /** Where the subject is, from the top left (0, 0) to the bottom right (1, 1); crops keep it in view. */
    focalPoint: v.optional(v.object({ x: Fraction('x'), y: Fraction('y') }, 'The focal point must be { x, y }')),
  }),
  v.check((body) => body.altText !== undefined || body.focalPoint !== undefined, 'Send altText or focalPoint.'),
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
  return (c: Context<RouteEnv>) => c.json(listMediaRows(s.db));
}

const fileIssue = (c: Context, status: 400 | 413 | 415, message: string) => apiError(c, status, message, [{ path: 'file', message }]);

function busy(c: Context) {
  c.header('Retry-After', String(BUSY_RETRY_SECONDS));
  return apiError(c, 503, new QueueFull().message);
}

/** Why bytes that are no accepted picture were refused, in words that say what to do. */
function refusalOf(bytes: Uint8Array): string {
  if (looksLikeSvg(bytes)) return 'SVG images cannot be uploaded because they can contain scripts. Please save the image as PNG or JPEG and upload that.';
  if (looksLikeHeic(bytes)) {
    return "HEIC photos from an iPhone can't be shown on the web: in the Camera settings choose 'Most Compatible', or share the photo as JPEG, and upload that.";
  }
  return 'Only JPEG, PNG, WebP and AVIF pictures can be uploaded, and this file is none of them. Please save it as JPEG or PNG and upload that.';
}

const fail = (response: Response) => ({ ok: false as const, response });

type Upload = { ok: true; image: ProcessedImage; originalName: string; extension: string; altText: string | null | undefined } | { ok: false; response: Response };

/**
 * Reads a multipart upload (file, altText?) and processes the picture in the queue. The type is read from the
 * bytes; the name and the declared type are ignored, so an HTML or SVG file calling itself image/png is refused
 * and a PNG called photo.jpg is stored (and served) as image/png.
 */
async function receiveUpload(s: Services, c: Context<RouteEnv>): Promise<Upload> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    return fail(apiError(c, 415, 'Send the image as multipart/form-data, in a field named "file".'));
  }
  // Before reading up to the whole upload limit for a file that could not be processed anyway.
  if (s.mediaQueue.full) return fail(busy(c));
  try {
    // The body is read when this upload's turn comes, not on arrival: a waiting upload stays in the client's
    // connection (the phone sees it still sending), so ten at once hold one photo in memory, not ten.
    return await s.mediaQueue.run(() => readAndProcess(s, c));
  } catch (err) {
    if (err instanceof QueueFull) return fail(busy(c));
    if (err instanceof ImageRefused) return fail(fileIssue(c, err.status, err.message));
    throw err;
  }
}

async function readAndProcess(s: Services, c: Context<RouteEnv>): Promise<Upload> {
  let form: ReceivedForm;
  try {
    form = await receiveMultipart(c.req.raw.body, c.req.header('content-type') ?? '', { fileField: 'file', maxFileBytes: MAX_UPLOAD_FILE_BYTES, maxFieldBytes: 16 * 1024 });
  } catch {
    return fail(apiError(c, 400, 'The upload could not be read. Please choose the file again and retry.'));
  }
  try {
    let altText: string | null | undefined;
    if (form.fields.has('altText') || form.fileParts.has('altText')) {
      const alt = v.safeParse(AltText, form.fields.get('altText') ?? null);
      if (!alt.success || form.fileParts.has('altText')) {
        const issues = alt.success ? [{ path: 'altText', message: 'Alt text must be text' }] : issuesOf(alt.issues).map((i) => ({ ...i, path: 'altText' }));
        return fail(apiError(c, 400, issues[0].message, issues));
      }
      altText = alt.output;
    }

    const file = form.file;
    if (!file) return fail(fileIssue(c, 400, 'Choose an image file to upload.'));
    if (file.size === 0) return fail(fileIssue(c, 400, 'The chosen file is empty.'));
    if (file.tooLarge) return fail(fileIssue(c, 413, TOO_LARGE));
    // The type is read from the first bytes (SVG's text start needs the most: 4 KB).
    const head = await fileHead(file.path, 4096);
    const type = detectImage(head);
    if (!type) return fail(fileIssue(c, 415, refusalOf(head)));
    const image = await s.processPhoto(file.path, type);
    return { ok: true as const, image, originalName: cleanOriginalName(file.name, type.extension), extension: type.extension, altText };
  } finally {
    await form.cleanup();
  }
}

/** POST /api/admin/media (multipart/form-data: file, altText?) — 201 the row with its variants. */
export function uploadMedia(s: Services) {
  return async (c: Context<RouteEnv>) => {
    const upload = await receiveUpload(s, c);
    if (!upload.ok) return upload.response;
    const filename = `${randomBytes(8).toString('hex')}.${upload.extension}`;
    const id = insertImage(s, actorOf(s, c), { filename, originalName: upload.originalName, url: `/media/${filename}`, altText: upload.altText ?? null }, upload.image);
    return c.json(mediaRow(s.db, id), 201);
  };
}

type ById = { params: { id: number } };
type Edit = { params: { id: number }; body: Input<typeof MediaBody>['body'] };

/**
 * PUT /api/admin/media/:id/file (multipart: file, altText?) — 200 the row. A new picture under the same id and
 * URL, so every block and setting using it shows the new one; the focal point goes back to the centre.
 */
export function replaceMediaFile(s: Services) {
  return async (c: Context<RouteEnv>, { params: { id } }: ById) => {
    if (!mediaRow(s.db, id)) return apiError(c, 404, `There is no image ${id}.`);
    const upload = await receiveUpload(s, c);
    if (!upload.ok) return upload.response;
    if (!replaceImageFile(s, actorOf(s, c), id, upload.image, { originalName: upload.originalName, altText: upload.altText })) {
      return apiError(c, 404, `There is no image ${id}.`);
    }
    return c.json(mediaRow(s.db, id));
  };
}

/**
 * PATCH /api/admin/media/:id { altText?, focalPoint? } — 200 the row. A new focal point answers once the link
 * preview is cut around it (a second or so, in the photo worker), so a link shared right after shows the new crop;
 * after LINK_PREVIEW_WAIT_MS at most, the cut goes on in the background (pages share the site's card meanwhile).
 */
export function updateMedia(s: Services) {
  return async (c: Context<RouteEnv>, { params: { id }, body }: Edit) => {
    const row = editImage(s, actorOf(s, c), id, body);
    if (!row) return apiError(c, 404, `There is no image ${id}.`);
    if (body.focalPoint) {
      // The focal point is saved either way; a preview that cannot be cut leaves the site's card until the next start makes it.
      const cut = refreshLinkPreview(s, id).catch((err) => s.log.warn(`media: the link preview of image ${id} could not be cut: ${err instanceof Error ? err.message : String(err)}`));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([cut, new Promise((resolve) => (timer = setTimeout(resolve, LINK_PREVIEW_WAIT_MS)))]);
      clearTimeout(timer);
    }
    return c.json(row);
  };
}

/** DELETE /api/admin/media/:id — 204, or 409 naming where it is still used. Its URLs answer 404 from then on. */
export function deleteMedia(s: Services) {
  return (c: Context<RouteEnv>, { params: { id } }: ById) => {
    const outcome = deleteImage(s, actorOf(s, c), id);
    if (!outcome) return apiError(c, 404, `There is no image ${id}.`);
    if ('usedIn' in outcome) {
      const places = outcome.usedIn.map((u) => u.label);
      return apiError(
        c,
        409,
        `This image is still used in ${places.length === 1 ? 'one place' : `${places.length} places`}: ${places.join('; ')}. Choose another picture there first, or use Replace to change the picture everywhere.`,
        places.map((message) => ({ path: 'usedIn', message })),
      );
    }
    return c.body(null, 204);
  };
}

/**
 * nosniff plus a sandboxing CSP: even if a crafted file ever got past the byte check and the re-encoding, a
 * browser opening it directly would neither guess another type nor run anything in our origin.
 */
export const UPLOADED_IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'; base-uri 'none'";
const IMAGE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': UPLOADED_IMAGE_CONTENT_SECURITY_POLICY };

function sendImage(c: Context, data: Buffer, type: string, etag: string, cacheControl: string) {
  const headers = { ...IMAGE_HEADERS, 'Cache-Control': cacheControl, ETag: etag };
  if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(data), 200, { ...headers, 'Content-Type': type, 'Content-Length': String(data.byteLength) });
}

/**
 * GET /media/:filename (public): the stored original. Replace keeps its URL, so it is revalidated (a cheap 304)
 * rather than cached for a year; public pages send the variants, which are.
 */
export function serveMedia(s: Services) {
  return (c: Context) => {
    const filename = c.req.param('filename') ?? '';
    if (!STORED_NAME.test(filename)) return apiError(c, 404, 'There is no such image.');
    const file = findOriginal(s.db, filename);
    if (!file) return apiError(c, 404, 'There is no such image.');
    return sendImage(c, file.data, file.mimeType, `"${file.hash ?? filename.slice(0, 16)}"`, 'public, no-cache');
  };
}

/** GET /media/v/:name (public): a variant, named by the hash of its bytes, so it never changes: cached for a year. */
export function serveMediaVariant(s: Services) {
  return (c: Context) => {
    const match = VARIANT_NAME.exec(c.req.param('name') ?? '');
    const format = match ? FORMAT_OF_EXTENSION[match[2]] : undefined;
    const data = match && format ? findVariant(s.db, match[1], format) : undefined;
    if (!match || !format || !data) return apiError(c, 404, 'There is no such image.');
    return sendImage(c, data, `image/${format}`, `"${match[1]}"`, 'public, max-age=31536000, immutable');
  };
}
