// Where the test files are, and what one needs beyond Node. The folder says it: the tests in e2e/ start Chromium,
// the built product or another process, or make pictures with sharp; the others are unit tests, pure and in-process
// (`npm run test:unit` runs every file outside e2e/, and must stay within a minute). What a file
// needs is read from its source and the test support it imports (the helpers in src/testing/, other test files),
// followed through their relative imports, only so that a test can prove every file sits in the right folder.
// Product modules are not read: they are what is under test.
//   browser  imports playwright-core (a headless Chromium), in a static import
//   server   starts the built product as a process (a path literal to ../dist/server.js)
//   build    reads anything else from dist/ (a path literal starting ../dist)
//   process  starts a child process: imports node:child_process, or hands this very Node (process.execPath) to
//            the code under test to start
//   sharp    makes, processes or decodes pictures with sharp (libvips), in a static import: seconds of work a photo
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** The folder of the end-to-end tests. */
export const END_TO_END = 'e2e';
const TEST_ROOTS = ['src', 'web', 'scripts', END_TO_END];

/** Every test file under root, as sorted paths relative to it. */
export function testFiles(root: string): string[] {
  return TEST_ROOTS.flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

export type Need = 'browser' | 'server' | 'build' | 'process' | 'sharp';

/** Written into the source: paths that reach dist/ (the built product, or anything else of the build), and this
 * very Node's path handed on to be started. */
const SOURCE_MARKERS: Record<'server' | 'build' | 'process', RegExp> = {
  server: /['"`](?:\.\.\/)+dist\/server\.js/,
  build: /['"`](?:\.\.\/)+dist\b/,
  process: /\bprocess\.execPath\b/,
};

/** Packages whose static import is a need. */
const PACKAGE_NEEDS: Record<string, Need> = { 'playwright-core': 'browser', 'node:child_process': 'process', child_process: 'process', sharp: 'sharp' };

/** Static imports and re-exports, one statement start per line, so that code quoted in a string is not taken
 * for an import: `import x from 'm'`, `import 'm'`, `export { x } from 'm'`, `} from 'm'`. */
const IMPORT_SOURCE = /^[ \t]*(?:(?:import|export)\b[^'"\n]*?\bfrom|\}\s*from|import)\s*['"]([^'"\n]+)['"]/gm;

/** A helper being renamed or deleted mid-edit is tsc's to report, not a reason to stop the test run. */
function readIfPresent(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** Test support: read for markers and followed further. */
export function isTestSupport(path: string): boolean {
  const posix = path.split(sep).join('/');
  return /(^|\/)src\/testing\//.test(posix) || /\.test\.tsx?$/.test(posix);
}

/** The needs of one test file (a path relative to root), found in it and in the test support it imports. */
export function testNeeds(root: string, file: string, read = readIfPresent): Set<Need> {
  const needs = new Set<Need>();
  const seen = new Set<string>();
  const pending = [join(root, file)];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const source = read(path);
    for (const [need, marker] of Object.entries(SOURCE_MARKERS)) if (marker.test(source)) needs.add(need as Need);
    for (const [, specifier] of source.matchAll(IMPORT_SOURCE)) {
      if (Object.hasOwn(PACKAGE_NEEDS, specifier)) needs.add(PACKAGE_NEEDS[specifier]);
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(path), specifier);
      if (isTestSupport(relative(root, target))) pending.push(target);
    }
  }
  if (needs.has('server')) needs.add('build');
  return needs;
}
