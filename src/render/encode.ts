// Bytes to what the server sends: the raw body, its Brotli and gzip forms, and an ETag. One hashing rule and one
// compression recipe for the build's assets and the rendered-page cache.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface Encoded {
  raw: Buffer;
  /** Absent for bytes that are already compressed (images, fonts). */
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** Brotli's smallest output: for the build, which runs once per release. */
export const BUILD_BROTLI_QUALITY = 11;

/** A content fingerprint, URL- and header-safe (base64url of SHA-256, 96 bits): asset file names and ETags. */
export function contentHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 16);
}

export function etagOf(data: Uint8Array): string {
  return `"${contentHash(data)}"`;
}

/** The body as is, with its ETag, for bytes compression would not shrink. */
export function encodeRaw(data: Uint8Array): Encoded {
  return { raw: asBuffer(data), etag: etagOf(data) };
}

/**
 * The body with its Brotli and gzip forms. brotliQuality trades time for size: BUILD_BROTLI_QUALITY for the
 * build; a page rendered while a visitor waits uses less.
 */
export function encodeCompressed(data: Uint8Array, { brotliQuality }: { brotliQuality: number }): Required<Encoded> {
  return { raw: asBuffer(data), br: brotli(data, brotliQuality), gzip: gzip(data), etag: etagOf(data) };
}

/**
 * encodeCompressed's forms, each made the first time it is read and kept: a rendered page is compressed while a
 * visitor waits, into the one encoding that visitor accepts (a browser never reads the gzip form; a client that
 * accepts neither, such as a health probe or a test's app.request(), needs no compression at all). The bytes are
 * encodeCompressed's, with the same quality. Read `br`/`gzip` only after choosing that encoding (pickEncoding).
 */
export function encodeCompressedOnDemand(data: Uint8Array, { brotliQuality }: { brotliQuality: number }): Required<Encoded> {
  const raw = asBuffer(data);
  let br: Buffer | undefined;
  let gzipped: Buffer | undefined;
  return {
    raw,
    etag: etagOf(raw),
    get br() {
      br ??= brotli(raw, brotliQuality);
      return br;
    },
    get gzip() {
      gzipped ??= gzip(raw);
      return gzipped;
    },
  };
}

const brotli = (data: Uint8Array, quality: number) =>
  brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } });
const gzip = (data: Uint8Array) => gzipSync(data, { level: 9 });

const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data));
