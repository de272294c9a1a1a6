// What an uploaded file really is, read from its first bytes. The name and the declared type come from the
// browser (or from whoever crafted the request) and prove nothing: an HTML page called photo.png, served as
// the type it claims, could run script on our origin.

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

export interface DetectedImage {
  mimeType: ImageMime;
  /** The extension our stored filename gets, whatever the uploaded name said. */
  extension: 'jpg' | 'png' | 'webp' | 'avif';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The brands of an ISO base media file (HEIF, AVIF, MP4): the major brand and the compatible ones from its
 * leading ftyp box; empty when the bytes do not start with one.
 */
function ftypBrands(bytes: Uint8Array): string[] {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return [];
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  if (end < 16) return [];
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const brands = [brand(8)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(brand(at));
  return brands;
}

/** JPEG, PNG, WebP or AVIF by magic number; undefined for anything else (SVG, GIF, HEIC, HTML, PDF, ...). */
export function detectImage(bytes: Uint8Array): DetectedImage | undefined {
  // JPEG: SOI marker followed by the first segment's marker byte.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mimeType: 'image/png', extension: 'png' };
  // WebP: a RIFF container whose form type is WEBP, with a VP8/VP8L/VP8X chunk after it.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  // AVIF: an ftyp box naming the avif (still) or avis (sequence) brand.
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return { mimeType: 'image/avif', extension: 'avif' };
  return undefined;
}

/** True for HEIC/HEIF (what an iPhone takes by default): refused, and the admin is told how to send a JPEG. */
export function looksLikeHeic(bytes: Uint8Array): boolean {
  return ftypBrands(bytes).some((b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(b));
}

/**
 * True when the bytes look like SVG (XML text with an <svg element): only used to say why an upload was
 * refused, since SVG is a common thing for an admin to try and the reason (it can carry script) is not obvious.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}
