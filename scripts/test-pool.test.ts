import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { keepLastTimes, longestFirst, readLastTimes, runsQuiet } from './test-pool.ts';
import { END_TO_END, testFiles } from './test-needs.ts';

const sizes: Record<string, number> = { 'a.test.ts': 1000, 'b.test.ts': 4000, 'c.test.ts': 2000, 'd.test.ts': 8000 };
const size = (file: string) => sizes[file];

test('files timed before run longest first, whatever their size', () => {
  assert.deepEqual(longestFirst(['a.test.ts', 'b.test.ts', 'c.test.ts'], { 'a.test.ts': 90_000, 'b.test.ts': 5_000, 'c.test.ts': 20_000 }, size), ['a.test.ts', 'c.test.ts', 'b.test.ts']);
});

test('a file never timed is placed by its size, at the rate the timed files take per byte', () => {
  // a: 1000 bytes in 10 s, so d's 8000 bytes are expected to take 80 s: before b (40 s), after nothing longer.
  assert.deepEqual(longestFirst(['a.test.ts', 'b.test.ts', 'd.test.ts'], { 'a.test.ts': 10_000, 'b.test.ts': 40_000 }, size), ['d.test.ts', 'b.test.ts', 'a.test.ts']);
  assert.deepEqual(longestFirst(Object.keys(sizes), {}, size), ['d.test.ts', 'b.test.ts', 'c.test.ts', 'a.test.ts'], 'with no times at all, by size');
});

test("a run's times are kept with those of the files it did not run, a deleted file's dropped, and an unreadable record is no record", () => {
  const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'cache', 'times.json');
  assert.deepEqual(readLastTimes(file), {});
  keepLastTimes(file, new Map([['a.test.ts', 100], ['b.test.ts', 200], ['c.test.ts', 300]]), ['a.test.ts', 'b.test.ts', 'c.test.ts']);
  keepLastTimes(file, new Map([['b.test.ts', 250]]), ['a.test.ts', 'b.test.ts']);
  assert.deepEqual(readLastTimes(file), { 'a.test.ts': 100, 'b.test.ts': 250 });
  writeFileSync(file, '{"a.test.ts": 1');
  assert.deepEqual(readLastTimes(file), {}, 'a record cut short');
});

test('a file runs quiet when a line of it says why, not when a line merely mentions it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pool-'));
  writeFileSync(join(dir, 'load.test.ts'), "// Load on the real product.\n// Runs quiet: thousands of submissions with deadlines.\nimport 'node:test';\n");
  writeFileSync(join(dir, 'page.test.ts'), "// A page.\nconst note = '// Runs quiet: no';\n// Runs quiet:\n");
  assert.equal(runsQuiet(dir, 'load.test.ts'), true);
  assert.equal(runsQuiet(dir, 'page.test.ts'), false);
});

test('the files that run quiet are end-to-end files, and few: each costs the run its own time', () => {
  const root = join(import.meta.dirname, '..');
  const quiet = testFiles(root).filter((file) => runsQuiet(root, file));
  assert.ok(quiet.length > 0 && quiet.length <= 10, quiet.join(', '));
  assert.ok(quiet.every((file) => file.startsWith(`${END_TO_END}/`)), quiet.join(', '));
});
