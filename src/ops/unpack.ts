// Files the single executable (dist/metrik-site) cannot use from inside itself — native addons, the libvips
// library they link to, the JavaScript packages that load them, the writer thread's program — written once to a
// private directory named for their content hash, and reused by every later start of the same build.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface UnpackList {
  /** Of every path, mode and byte below: a new build with other files gets another directory. */
  hash: string;
  files: { path: string; mode: number }[];
}

/**
 * Where the files may go, best first: the user's cache directory, a folder beside the data file, the system's
 * temporary directory (per user). The first that can be made private to this user is used.
 */
export function unpackPlaces(env: Record<string, string | undefined>, databasePath: string): string[] {
  const places: string[] = [];
  const home = env.HOME || safeHomedir();
  const cacheHome = env.XDG_CACHE_HOME || (home && join(home, '.cache'));
  if (cacheHome) places.push(join(cacheHome, 'metrik-site'));
  if (databasePath !== ':memory:') places.push(join(dirname(resolve(databasePath)), '.metrik-site'));
  places.push(join(tmpdir(), `metrik-site-${process.getuid?.() ?? 'user'}`));
  return places;
}

function safeHomedir(): string {
  try {
    return homedir();
  } catch {
    return '';
  }
}

export class UnpackError extends Error {}

/**
 * The directory holding `list`'s files, written first if no earlier start did. Written under a temporary name
 * and renamed whole, so two processes starting together never load a half-written file: the second rename
 * fails and that process uses the first one's directory.
 */
export function unpackOnce(list: UnpackList, read: (path: string) => Uint8Array, places: string[]): string {
  const refusals: string[] = [];
  for (const place of places) {
    try {
      privateDirectory(place);
      const target = join(place, list.hash);
      if (isDirectory(target)) return target;
      removeAbandoned(place);
      const partial = mkdtempSync(join(place, `${list.hash}.partial-`));
      try {
        for (const file of list.files) {
          const path = join(partial, file.path);
          mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
          writeFileSync(path, read(file.path), { mode: file.mode });
        }
        renameSync(partial, target);
      } catch (error) {
        rmSync(partial, { recursive: true, force: true });
        const code = (error as NodeJS.ErrnoException).code;
        if ((code === 'ENOTEMPTY' || code === 'EEXIST') && isDirectory(target)) return target;
        throw error;
      }
      return target;
    } catch (error) {
      refusals.push(`  ${place}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new UnpackError(`Cannot write the program's native files to any of these directories:\n${refusals.join('\n')}`);
}

/** A start killed while unpacking leaves its partial directory; one still being written is minutes old at most. */
const ABANDONED_AFTER_MS = 10 * 60_000;

function removeAbandoned(place: string) {
  for (const name of readdirSync(place)) {
    if (!name.includes('.partial-')) continue;
    const path = join(place, name);
    if (Date.now() - lstatSync(path).mtimeMs > ABANDONED_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** Made if missing (mode 0700); refused when it is a link, someone else's, or open to other users. */
function privateDirectory(path: string) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const stat = lstatSync(path);
  if (!stat.isDirectory()) throw new UnpackError('not a directory');
  if (process.getuid && stat.uid !== process.getuid()) throw new UnpackError('owned by another user');
  if ((stat.mode & 0o077) !== 0) throw new UnpackError(`open to other users (mode ${(stat.mode & 0o777).toString(8)})`);
}

function isDirectory(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}
