// What an uploaded file really is, read from its first bytes. The name and the declared type come from the
// browser (or from whoever crafted the request) and prove nothing: an HTML page called photo.png, served as
// the type it claims, could run script on our origin.

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export interface DetectedImage {
  mimeType: ImageMime;
  /** The extension our stored filename gets, whatever the uploaded name said. */
  extension: 'jpg' | 'png' | 'webp';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** JPEG, PNG or WebP by magic number; undefined for anything else (SVG, GIF, HTML, PDF, ...). */
export function detectImage(bytes: Uint8Array): DetectedImage | undefined {
  // JPEG: SOI marker followed by the first segment's marker byte.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mimeType: 'image/png', extension: 'png' };
  // WebP: a RIFF container whose form type is WEBP, with a VP8/VP8L/VP8X chunk after it.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

/**
 * True when the bytes look like SVG (XML text with an <svg element): only used to say why an upload was
 * refused, since SVG is a common thing for an admin to try and the reason (it can carry script) is not obvious.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}
