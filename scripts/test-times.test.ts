import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileDurations, readTimes, timesTable, writeTimes } from './test-times.ts';

const end = (file: string, ms: number, name = file, nesting = 0) => ({ type: 'test:complete', data: { file, name, nesting, details: { duration_ms: ms } } });

test("a file's time is that of the test node:test names after the file, not of the tests inside it", () => {
  const durations = fileDurations([
    end('/r/a.test.ts', 5, 'one test in a'),
    end('/r/a.test.ts', 7, '/r/a.test.ts', 1),
    end('/r/a.test.ts', 1200),
    { type: 'test:start', data: { file: '/r/b.test.ts', name: '/r/b.test.ts', nesting: 0 } },
    end('/r/b.test.ts', 300),
  ]);
  assert.deepEqual([...durations], [
    ['/r/a.test.ts', 1200],
    ['/r/b.test.ts', 300],
  ]);
});

test('a file run in a group is timed by the suite named after it, and the times of several processes add up', () => {
  const durations = fileDurations([
    { type: 'test:pass', data: { file: '/r/scripts/test-group.ts', name: '/r/src/a.test.ts', nesting: 0, details: { duration_ms: 40 } } },
    { type: 'test:pass', data: { file: '/r/src/a.test.ts', name: 'a test in it', nesting: 1, details: { duration_ms: 30 } } },
  ]);
  assert.deepEqual([...durations], [['/r/src/a.test.ts', 40]]);
  const shared = join(mkdtempSync(join(tmpdir(), 'times-')), 'times.tsv');
  assert.deepEqual([...readTimes(shared)], [], 'no process wrote yet');
  writeTimes(shared, durations);
  writeTimes(shared, new Map([['/r/e2e/b.test.ts', 1500]]));
  assert.deepEqual([...readTimes(shared)], [
    ['/r/src/a.test.ts', 40],
    ['/r/e2e/b.test.ts', 1500],
  ]);
});

test('the table names the slowest files first, sums the rest in a line, and gives the total and the run time', () => {
  const durations = new Map(Array.from({ length: 17 }, (_, i) => [`/r/f${i}.test.ts`, (i + 1) * 1000] as const));
  const lines = timesTable(durations, 40_000, '/r');
  assert.equal(lines[0], 'Time per test file, slowest first (17 files):');
  assert.equal(lines[1], '17.0 s  f16.test.ts');
  assert.equal(lines[15], ' 3.0 s  f2.test.ts');
  assert.equal(lines[16], ' 3.0 s  the other 2 files');
  assert.equal(lines[17], '153.0 s in all the files, 40.0 s from start to end');
  assert.deepEqual(timesTable(new Map(), 1, '/r'), [], 'no file, no table');
});

test("with the end-to-end files' CPU times, each line gives its CPU time beside its wall time, and the total line their sum", () => {
  const durations = new Map([
    ['/r/e2e/a.test.ts', 30_000],
    ['/r/src/u.test.ts', 2_000],
    ['/r/e2e/b.test.ts', 9_000],
  ]);
  const cpu = new Map([
    ['/r/e2e/a.test.ts', 12_500],
    ['/r/e2e/b.test.ts', 8_000],
  ]);
  assert.deepEqual(timesTable(durations, 40_000, '/r', cpu), [
    'Time per test file, slowest first (3 files):',
    '30.0 s  CPU 12.5 s  e2e/a.test.ts',
    ' 9.0 s  CPU  8.0 s  e2e/b.test.ts',
    ' 2.0 s  CPU         src/u.test.ts',
    '41.0 s in all the files (20.5 s of CPU in the 2 end-to-end files), 40.0 s from start to end',
  ]);
});
