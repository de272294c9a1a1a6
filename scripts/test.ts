// Runs every *.test.ts(x) beside the code it tests with node:test (TypeScript through tsx).
//
//   npm test                    the one full run (CI): build, the gates (`npm run typecheck`: tsc --noEmit;
//                               `npm run lint`: Biome, import boundaries included; `npm run unused`: knip,
//                               no export that nothing imports), then every test file.
//                               A failing gate stops the run before the tests.
//   npm test -- forms admin     only the files whose path contains "forms" or "admin", after a build if one
//                               of them needs it; no gates (a filter is the quick loop: run
//                               `npm run typecheck` and `npm run lint` yourself).
//   npm run test:unit [-- f]    the files that need no build, no server and no browser (scripts/test-needs.ts
//                               reads that from each file's imports); no build, no gates, fuzzing at 1/5.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { testNeeds } from './test-needs.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const filters = args.filter((a) => a !== '--unit');

const all = ['src', 'web', 'scripts']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
  .map((e) => relative(root, join(e.parentPath, e.name)))
  .filter((f) => filters.length === 0 || filters.some((filter) => f.includes(filter)))
  .sort();
const needs = new Map(all.map((f) => [f, testNeeds(root, f)]));
const files = unitOnly ? all.filter((f) => needs.get(f)!.size === 0) : all;

if (files.length === 0) {
  console.error(`No ${unitOnly ? 'unit ' : ''}test files match ${filters.join(', ') || '*.test.ts'}.`);
  process.exit(1);
}

/** Runs an npm script with its output on this terminal; true when it succeeded. */
function npmRun(script: string): boolean {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} npm run ${script} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

if (unitOnly) {
  console.log(`${files.length} unit test files (${all.length - files.length} others need a build, a server or a browser).`);
} else {
  if (files.some((f) => needs.get(f)!.has('build')) && !npmRun('build')) process.exit(1);
  if (filters.length === 0) {
    const typed = npmRun('typecheck');
    const linted = npmRun('lint');
    const used = npmRun('unused');
    if (!typed || !linted || !used) process.exit(1);
  }
}

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  cwd: root,
  stdio: 'inherit',
  // A unit test that launches Chromium after all (through a helper this rule does not read) fails loudly.
  // The quick loop also runs the property-based fuzzing at a fifth of its cases; `npm test` runs them all.
  env: { ...process.env, NODE_ENV: 'test', ...(unitOnly ? { CHROMIUM_PATH: '/unit-tests-start-no-browser', FUZZ_SCALE: '0.2' } : {}) },
});
process.exit(result.status ?? 1);
