// What an uploaded photo becomes (libvips through sharp, off the event loop): the original, turned upright and
// stripped of every metadata block (EXIF with its GPS position, XMP, IPTC, ICC after conversion to sRGB), and the
// variants visitors receive — AVIF, WebP and a JPEG fallback at the widths of the site's slots — plus a
// placeholder of a few hundred bytes shown until the picture arrives.
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

export const MAX_MEGAPIXELS = 50;
export const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/** The widths of the site's slots in device pixels, from a phone's card to a wide screen's hero. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/**
 * AVIF stops at 1280 px: libaom needs about 84 MB to encode a 1920-px frame against 42 MB at 1280, the largest
 * single cost of an upload. Wider screens get WebP (ContentImage's AVIF source says which screens it covers).
 */
export const AVIF_MAX_WIDTH = 1280;
const PLACEHOLDER_WIDTH = 16;

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
}

export interface ProcessedImage {
  original: { data: Buffer; mimeType: ImageMime; hash: string };
  width: number;
  height: number;
  placeholder: string;
  variants: Variant[];
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
 * The stored original keeps its format at a quality that looks like the upload. No optimised Huffman tables for a
 * JPEG: they make libjpeg hold every coefficient of the photo (about 70 MB more at 12 MP) for 5-8 % fewer bytes.
 */
const ORIGINAL: Record<ImageMime, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90, optimiseCoding: false }),
  'image/png': (image) => image.png({ compressionLevel: 6 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 64, effort: 2 }),
};

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

/**
 * Processes one upload. The steps run one after another (not all at once) so a job holds one of libuv's
 * threads at a time and leaves the others to the rest of the server.
 */
export async function processImage(bytes: Input, type: DetectedImage): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const open = opener(sharp);
  const { width, height } = await readHeader(sharp, bytes);
  try {
    const original = await ORIGINAL[type.mimeType](open(bytes).autoOrient()).toBuffer();
    const widths = variantWidths(width);
    // Decoded once, upright, in sRGB, at the widest variant's size; every variant is resized from these pixels.
    const largest = await open(bytes)
      .autoOrient()
      .resize({ width: widths[widths.length - 1] })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(largest.data, { raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels } });
    const variants: Variant[] = [];
    for (const w of widths) {
      for (const format of VARIANT_FORMATS) {
        if (format === 'avif' && w > AVIF_MAX_WIDTH) continue;
        const { data, info } = await ENCODE[format](pixels().resize({ width: w })).toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, hash: contentHash(data), data });
      }
    }
    const tiny = await pixels().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40, alphaQuality: 40 }).toBuffer();
    return {
      original: { data: original, mimeType: type.mimeType, hash: contentHash(original) },
      width,
      height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
    };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new ImageRefused(413, `The picture is larger than ${MAX_MEGAPIXELS} megapixels. Please make it smaller (for example 4000 pixels wide) and upload it again.`);
    }
    throw new ImageRefused(415, 'This picture could not be read completely: the file may be damaged or cut short. Please export it again as JPEG or PNG and upload that.');
  }
}
