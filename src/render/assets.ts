import type { QuoteFontFace } from '../../web/shared/quotes.ts';
import type { StyleIndex } from './page-style.ts';
import { extname } from 'node:path';
import { BUILD_BROTLI_QUALITY, encodeCompressed, encodeRaw, type Encoded } from './encode.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Text formats: sent compressed. The others (images, fonts) are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.txt', '.webmanifest', '.ico']);

export interface AssetManifest {
  publicJs: string;
  adminJs: string;
  /** Chunks the entry imports statically: preloaded so the browser fetches them in parallel. */
  publicPreload: string[];
  adminPreload: string[];
  publicCss: string;
  adminCss: string;
  /** The headings' woff2 (scripts/display-font.ts): preloaded by public pages, which use it above the fold. */
  displayFont: string;
  /** The quotes' PDF faces (scripts/display-font.ts, buildQuoteFonts): TrueType, read by the server, not by pages. */
  quoteFonts?: Record<QuoteFontFace, string>;
  /** The public stylesheet split into rules, for each page to inline what it uses (src/render/page-style.ts). */
  publicStyle?: StyleIndex;
}

export interface AssetFile extends Encoded {
  path: string;
  contentType: string;
  /** Content-hashed name: cached for a year. Otherwise (stable /art/… URLs) revalidated by ETag. */
  immutable: boolean;
}

/** One asset as the server sends it: its type from the extension, compressed (at build quality) when it is text. */
export function assetFile(path: string, data: Uint8Array, immutable: boolean): AssetFile {
  const ext = extname(path);
  return {
    path,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    immutable,
    ...(COMPRESSIBLE.has(ext) ? encodeCompressed(data, { brotliQuality: BUILD_BROTLI_QUALITY }) : encodeRaw(data)),
  };
}

export interface AssetStore {
  manifest: AssetManifest;
  get(path: string): AssetFile | undefined;
  all(): AssetFile[];
}

export function createAssetStore(manifest: AssetManifest, files: AssetFile[]): AssetStore {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return { manifest, get: (path) => byPath.get(path), all: () => [...byPath.values()] };
}
