// What an uploaded photo becomes (libvips through sharp, off the event loop): the original, turned upright and
// stripped of every metadata block (EXIF with its GPS position, XMP, IPTC, ICC after conversion to sRGB), and the
// variants visitors receive — AVIF, WebP and a JPEG fallback at the widths of the site's slots, and the phone
// widths again compressed harder for lite pages — plus a placeholder of a few hundred bytes shown until the picture
// arrives; and for a photo at least 1200 px wide, the picture a link preview shows (og:image), cropped to 1.91:1
// around its focal point.
import type { Metadata, Sharp, SharpConstructor } from 'sharp';
import type { DetectedImage, ImageMime } from './sniff.ts';
import { contentHash } from '../render/encode.ts';
import { VARIANT_FORMATS, type VariantFormat } from '../../web/shared/media.ts';

type SharpFn = SharpConstructor;
let loading: Promise<SharpFn> | undefined;

/**
 * libvips is loaded at the first photo, not at start: a server that only serves pages stays about 30 MB
 * smaller. Each job uses one libvips thread and the queue (queue.ts) runs one job at a time, so on a two-core
 * machine an upload never takes more than the machine has, and the event loop (page views) keeps running
 * meanwhile. No operation cache: every input is a new buffer, so cached results would only hold memory.
 */
function loadSharp(): Promise<SharpFn> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default as SharpConstructor;
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

const MAX_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/**
 * The widths of the site's slots in device pixels, from a phone's card to a wide screen's hero. 768 is for the
 * phones most visitors hold: a 720-px-wide screen (360 CSS px at DPR 2, the entry-level Android sold in Nigeria)
 * needs 656 px for a full-width card, and without it got the 960, twice the pixels it shows.
 */
const VARIANT_WIDTHS = [320, 640, 768, 960, 1280, 1920] as const;
/**
 * AVIF stops at 1280 px: libaom needs about 84 MB to encode a 1920-px frame against 42 MB at 1280, the largest
 * single cost of an upload. Wider screens get WebP (ContentImage's AVIF source says which screens it covers).
 */
const AVIF_MAX_WIDTH = 1280;
const PLACEHOLDER_WIDTH = 16;
/**
 * What WhatsApp, Facebook and LinkedIn show large: 1.91:1, at least 1200 px wide. A JPEG, the one format every
 * one of their crawlers reads, well under WhatsApp's limit of about 300 KB.
 */
export const LINK_PREVIEW = { width: 1200, height: 628 } as const;

/** Where a photo's subject is, from the top left (0, 0) to the bottom right (1, 1). */
export interface FocalPoint {
  x: number;
  y: number;
}
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** An image that cannot be accepted, with the HTTP status and the sentence the admin reads. */
export class ImageRefused extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  hash: string;
  data: Buffer;
  /** One of the harder-compressed phone widths a lite page offers. */
  lite?: true;
}

export interface ProcessedImage {
  original: { data: Buffer; mimeType: ImageMime; hash: string };
  width: number;
  height: number;
  placeholder: string;
  variants: Variant[];
  /** The link preview at the focal point given; absent for a photo narrower than LINK_PREVIEW.width. */
  linkPreview?: Variant;
}

/** The widths to make for an image `width` pixels wide: every slot width below it, and its own when it is narrower than the widest. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ? [...below, width] : below;
}

const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // Effort 3 of 9: about half the time of the default for a few per cent more bytes.
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 74, mozjpeg: true }),
};

/**
 * A lite page's pictures (docs/product.md § Lite pages): the phone widths once more, compressed harder, for a
 * visitor whose phone asks to save data. Softer up close, for a half to two thirds of the bytes
 * (e2e/media/process.test.ts).
 */
const LITE_MAX_WIDTH = 640;
const ENCODE_LITE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 34, effort: 3 }),
  webp: (image) => image.webp({ quality: 40, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 48, mozjpeg: true }),
};

/** Every format at each of `widths`, one encode at a time (AVIF only up to AVIF_MAX_WIDTH). */
async function encodeVariants(pixels: () => Sharp, widths: number[], lite: boolean): Promise<Variant[]> {
  const encode = lite ? ENCODE_LITE : ENCODE;
  const variants: Variant[] = [];
  for (const w of widths) {
    for (const format of VARIANT_FORMATS) {
      if (format === 'avif' && w > AVIF_MAX_WIDTH) continue;
      const { data, info } = await encode[format](pixels().resize({ width: w })).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, hash: contentHash(data), data, ...(lite ? { lite } : {}) });
    }
  }
  return variants;
}

const liteWidths = (width: number) => variantWidths(width).filter((w) => w <= LITE_MAX_WIDTH);

/**
 * The stored original keeps its format at a quality that looks like the upload. No optimised Huffman tables for a
 * JPEG: they make libjpeg hold every coefficient of the photo (about 70 MB more at 12 MP) for 5-8 % fewer bytes.
 */
const ORIGINAL: Record<ImageMime, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90, optimiseCoding: false }),
  'image/png': (image) => image.png({ compressionLevel: 6 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 64, effort: 2 }),
};

/**
 * The largest 1.91:1 region of a `width` × `height` picture centred on the focal point, moved inside the picture
 * where the point is near an edge; undefined for a picture too narrow to fill a preview.
 */
export function linkPreviewRegion(width: number, height: number, focus: FocalPoint): { left: number; top: number; width: number; height: number } | undefined {
  if (width < LINK_PREVIEW.width) return undefined;
  const ratio = LINK_PREVIEW.width / LINK_PREVIEW.height;
  const w = Math.min(width, Math.max(1, Math.round(height * ratio)));
  const h = Math.min(height, Math.max(1, Math.round(w / ratio)));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return { left: clamp(focus.x * width - w / 2, width - w), top: clamp(focus.y * height - h / 2, height - h), width: w, height: h };
}

/** A photo's bytes, or the path of the file that holds them. */
type Input = Uint8Array | string;

const opener = (sharp: SharpFn) => (input: Input) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });

async function readHeader(sharp: SharpFn, bytes: Input) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(415, 'This file could not be read as a picture: it may be damaged. Please export it again as JPEG or PNG and upload that.');
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImageRefused(415, 'This file could not be read as a picture. Please export it again as JPEG or PNG and upload that.');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRefused(
      413,
      `The picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${MAX_MEGAPIXELS}. Please make it smaller (for example 4000 pixels wide) and upload it again.`,
    );
  }
  // EXIF orientations 5-8 turn the picture a quarter: its upright size has the sides swapped.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return { width: quarterTurn ? height : width, height: quarterTurn ? width : height };
}

type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The picture decoded upright, in sRGB, at the widest variant's size: what every variant is made from. */
async function uprightPixels(sharp: SharpFn, bytes: Input, width: number): Promise<{ pixels: () => Sharp; width: number; height: number }> {
  const widths = variantWidths(width);
  const { data, info } = (await opener(sharp)(bytes).autoOrient().resize({ width: widths[widths.length - 1] }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })) as Pixels;
  return { pixels: () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), width: info.width, height: info.height };
}

/**
 * The link preview, cut from the variants' pixels (at most 1920 px wide, so a preview is never more than a slight
 * enlargement, and only of a panorama wider than 3:1).
 */
async function encodeLinkPreview(source: { pixels: () => Sharp; width: number; height: number }, focus: FocalPoint): Promise<Variant | undefined> {
  const region = linkPreviewRegion(source.width, source.height, focus);
  if (!region) return undefined;
  const { data, info } = await source
    .pixels()
    .extract(region)
    .resize(LINK_PREVIEW.width, LINK_PREVIEW.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { format: 'jpeg', width: info.width, height: info.height, hash: contentHash(data), data };
}

/** The link preview of a stored original at a (new) focal point; undefined for a picture narrower than a preview. */
export async function makeLinkPreview(bytes: Input, focus: FocalPoint): Promise<Variant | undefined> {
  const sharp = await loadSharp();
  const { width } = await readHeader(sharp, bytes);
  if (width < LINK_PREVIEW.width) return undefined;
  return encodeLinkPreview(await uprightPixels(sharp, bytes, width), focus);
}

/** The lite variants of a stored original (a photo stored before lite pages had their own). */
export async function makeLiteVariants(bytes: Input): Promise<Variant[]> {
  const sharp = await loadSharp();
  const { width } = await readHeader(sharp, bytes);
  return encodeVariants((await uprightPixels(sharp, bytes, width)).pixels, liteWidths(width), true);
}

/**
 * Processes one upload, its link preview cut around `focus`. The steps run one after another (not all at once) so
 * a job holds one of libuv's threads at a time and leaves the others to the rest of the server.
 */
export async function processImage(bytes: Input, type: DetectedImage, focus: FocalPoint = CENTRE): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const open = opener(sharp);
  const { width, height } = await readHeader(sharp, bytes);
  try {
    const original = await ORIGINAL[type.mimeType](open(bytes).autoOrient()).toBuffer();
    const widths = variantWidths(width);
    const upright = await uprightPixels(sharp, bytes, width);
    const { pixels } = upright;
    const variants = [...(await encodeVariants(pixels, widths, false)), ...(await encodeVariants(pixels, liteWidths(width), true))];
    const tiny = await pixels().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40, alphaQuality: 40 }).toBuffer();
    const linkPreview = await encodeLinkPreview(upright, focus);
    return {
      original: { data: original, mimeType: type.mimeType, hash: contentHash(original) },
      width,
      height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
      ...(linkPreview ? { linkPreview } : {}),
    };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new ImageRefused(413, `The picture is larger than ${MAX_MEGAPIXELS} megapixels. Please make it smaller (for example 4000 pixels wide) and upload it again.`);
    }
    throw new ImageRefused(415, 'This picture could not be read completely: the file may be damaged or cut short. Please export it again as JPEG or PNG and upload that.');
  }
}
