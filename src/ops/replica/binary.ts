// Where the Litestream program is. From a checkout or `node dist/server.js`: the npm package
// @flydotio/litestream-linux-x64 in node_modules. Inside the single executable: the copy it carries, unpacked at the
// first use (executable.ts). Else, or when the executable was built without one: a `litestream` beside the running
// program, then on PATH.
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { insideExecutable, unpackedLitestream } from '../executable.ts';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fromPackage(): string | undefined {
  if (insideExecutable) return undefined;
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@flydotio/litestream-linux-x64/package.json')), 'litestream');
  } catch {
    return undefined;
  }
}

/** The litestream program to run, or undefined with none to be found. */
export function findLitestream(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [fromPackage(), insideExecutable ? unpackedLitestream() : undefined, join(dirname(process.execPath), 'litestream'), ...(env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, 'litestream'))];
  return candidates.find((path) => path !== undefined && executable(path));
}

export const LITESTREAM_MISSING =
  'Litestream was not found, so nothing is replicated: it comes with `npm install` (@flydotio/litestream-linux-x64), and the single executable carries it when built where that package is installed; otherwise put the `litestream` program (v0.3.13) beside the executable or on PATH.';
