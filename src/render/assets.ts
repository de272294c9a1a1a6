import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { BUILD_BROTLI_QUALITY, encodeCompressed, encodeRaw, type Encoded } from './encode.ts';

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
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

interface EmbeddedAssets {
  manifest: AssetManifest;
  files: (Omit<AssetFile, 'raw' | 'br' | 'gzip'> & { raw: string; br?: string; gzip?: string })[];
}

/** The assets build.ts embedded in dist/server.js (base64, precompressed). */
export function assetsFromEmbedded(embedded: EmbeddedAssets): AssetStore {
  const buf = (s?: string) => (s === undefined ? undefined : Buffer.from(s, 'base64'));
  return createAssetStore(
    embedded.manifest,
    embedded.files.map((f) => ({ ...f, raw: buf(f.raw)!, br: buf(f.br), gzip: buf(f.gzip) })),
  );
}

/** The same assets read from dist/web (tests that build an app from source after `npm run build`). */
export function assetsFromDirectory(dir = join(import.meta.dirname, '../../dist/web')): AssetStore {
  let manifest: AssetManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error(`No built assets in ${dir}: run "npm run build" first.`);
  }
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'manifest.json')
    .map((e) => `/${relative(dir, join(e.parentPath, e.name))}`);
  const files = paths.map((path) => assetFile(path, readFileSync(join(dir, path)), path.startsWith('/assets/') && !path.endsWith('.txt')));
  return createAssetStore(manifest, files);
}
