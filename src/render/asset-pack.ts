// The built assets as one file beside the server (dist/assets.pack), read into memory once at start. Kept out
// of the JavaScript bundle on purpose: embedded there as base64 they were held three times over (the bundle's
// source text, its string literals, the decoded bytes), about 10 MB of an idle server's resident memory.
//
// Layout: "MTKPACK1", a 4-byte little-endian length, that many bytes of JSON (the manifest and, per file, its
// headers and where each encoding's bytes lie), then the bytes. Unpacking slices one buffer without copying.
import { readFileSync } from 'node:fs';
import type { AssetFile, AssetManifest, AssetStore } from './assets.ts';
import { createAssetStore } from './assets.ts';
import { EXECUTABLE_ASSETS, executableAsset, insideExecutable } from '../ops/executable.ts';

const MAGIC = Buffer.from('MTKPACK1');

type Span = [offset: number, length: number];
interface PackIndex {
  manifest: AssetManifest;
  files: (Omit<AssetFile, 'raw' | 'br' | 'gzip'> & { raw: Span; br?: Span; gzip?: Span })[];
}

export function packAssets(manifest: AssetManifest, files: AssetFile[]): Buffer {
  const chunks: Buffer[] = [];
  let offset = 0;
  const place = (bytes: Buffer | undefined): Span | undefined => {
    if (!bytes) return undefined;
    chunks.push(bytes);
    offset += bytes.length;
    return [offset - bytes.length, bytes.length];
  };
  const index: PackIndex = {
    manifest,
    files: files.map(({ raw, br, gzip, ...headers }) => ({ ...headers, raw: place(raw)!, br: place(br), gzip: place(gzip) })),
  };
  const json = Buffer.from(JSON.stringify(index));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([MAGIC, length, json, ...chunks]);
}

export class AssetPackError extends Error {}

export function unpackAssets(pack: Buffer): AssetStore {
  if (pack.length < MAGIC.length + 4 || !pack.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new AssetPackError('The assets file is not an asset pack of this program: rebuild with "npm run build".');
  }
  const jsonLength = pack.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4 + jsonLength;
  if (start > pack.length) throw new AssetPackError('The assets file is cut short: rebuild with "npm run build".');
  const index = JSON.parse(pack.subarray(MAGIC.length + 4, start).toString('utf8')) as PackIndex;
  const bytes = (span: Span | undefined) => {
    if (!span) return undefined;
    const [offset, length] = span;
    if (start + offset + length > pack.length) throw new AssetPackError('The assets file is cut short: rebuild with "npm run build".');
    return pack.subarray(start + offset, start + offset + length);
  };
  return createAssetStore(
    index.manifest,
    index.files.map((f) => ({ ...f, raw: bytes(f.raw)!, br: bytes(f.br), gzip: bytes(f.gzip) })),
  );
}

/** dist/assets.pack, next to the running dist/server.js; inside the single executable, its copy there. */
export function assetsBesideServer(): AssetStore {
  if (insideExecutable) return unpackAssets(executableAsset(EXECUTABLE_ASSETS.assetPack));
  return unpackAssets(readFileSync(new URL('./assets.pack', import.meta.url)));
}

/** The pack of the last `npm run build` (tests that build an app from source). */
export function assetsFromBuild(): AssetStore {
  try {
    return unpackAssets(readFileSync(new URL('../../dist/assets.pack', import.meta.url)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('No built assets in dist/: run "npm run build" first.');
    throw error;
  }
}
