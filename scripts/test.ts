// Runs the *.test.ts(x) files with node:test (TypeScript through tsx): unit tests beside the code they test in
// src/, web/ and scripts/; in e2e/ the tests that start Chromium, the built product or another process, or make
// pictures with sharp.
//
//   npm test                    the one full run (CI): build, the gates (`npm run typecheck`: tsc --noEmit;
//                               `npm run lint`: Biome, import boundaries included; `npm run unused`: knip,
//                               no export that nothing imports), then every test file.
//                               A failing gate stops the run before the tests.
//   npm test -- forms admin     only the files whose path contains "forms" or "admin", after a build if one
//                               of them needs it; no gates (a filter is the quick loop: run
//                               `npm run typecheck` and `npm run lint` yourself).
//   npm run test:unit [-- f]    every file outside e2e/: pure and in-process (no build, server, browser, child
//                               process or sharp), no gates, fuzzing at 1/5; within a minute on the 2-core VM.
//                               That e2e/ holds exactly the tests that need them is a test of its own
//                               (scripts/test-needs.test.ts).
// Every run ends with the time each file took, slowest first (scripts/test-times.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { END_TO_END, testFiles, testNeeds } from './test-needs.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const filters = args.filter((a) => a !== '--unit');

const all = testFiles(root).filter((f) => filters.length === 0 || filters.some((filter) => f.includes(filter)));
const isEndToEnd = (f: string) => f.startsWith(`${END_TO_END}/`);
const files = unitOnly ? all.filter((f) => !isEndToEnd(f)) : all;

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
  console.log(`${files.length} unit test files (${all.length - files.length} in ${END_TO_END}/ need the build, a browser, a child process or sharp).`);
} else {
  // Some end-to-end tests need no build (a child process, sharp): a filtered run of those alone skips it.
  if (files.some((f) => testNeeds(root, f).has('build')) && !npmRun('build')) process.exit(1);
  if (filters.length === 0) {
    const typed = npmRun('typecheck');
    const linted = npmRun('lint');
    const used = npmRun('unused');
    if (!typed || !linted || !used) process.exit(1);
  }
}

// Naming a reporter replaces node's default, so the default (spec on a terminal, TAP otherwise) is named too.
const reporters = [
  ...['--test-reporter', process.stdout.isTTY ? 'spec' : 'tap', '--test-reporter-destination', 'stdout'],
  ...['--test-reporter', join(root, 'scripts/test-times-reporter.mjs'), '--test-reporter-destination', 'stdout'],
];
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporters, ...files], {
  cwd: root,
  stdio: 'inherit',
  // A unit test that launches Chromium after all (through a helper this rule does not read) fails loudly.
  // The quick loop also runs the property-based fuzzing at a fifth of its cases; `npm test` runs them all.
  env: { ...process.env, NODE_ENV: 'test', ...(unitOnly ? { CHROMIUM_PATH: '/unit-tests-start-no-browser', FUZZ_SCALE: '0.2' } : {}) },
});
process.exit(result.status ?? 1);
