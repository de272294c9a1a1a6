// Where the Litestream program is. From a checkout or `node dist/server.js`: the npm package
// @flydotio/litestream-linux-x64 in node_modules. Inside the single executable, or anywhere else: a `litestream`
// beside the running program, then on PATH (the Docker image and a VPS install put it there).
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { insideExecutable } from '../executable.ts';

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
  const candidates = [fromPackage(), join(dirname(process.execPath), 'litestream'), ...(env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, 'litestream'))];
  return candidates.find((path) => path !== undefined && executable(path));
}

export const LITESTREAM_MISSING =
  'Litestream was not found, so nothing is replicated: it comes with `npm install` (@flydotio/litestream-linux-x64); beside the single executable or on PATH, put the `litestream` program (v0.3.13) there.';
