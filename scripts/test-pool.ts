// The end-to-end files' queue (scripts/test.ts hands them out to its workers, scripts/test-worker.ts, one at a time as
// each finishes one): the longest first, so that no long file starts last and runs alone at the end. How long a file
// takes is what it took the last time this checkout ran it (kept under node_modules/.cache), else what it took in the
// full run recorded in scripts/test-durations.json (a fresh clone, as CI's, has no run of its own: a small file can be
// among the longest, public-a11y's axe sweep is 2 KB); a file in neither is placed by its size (a test file's length
// roughly follows how much it does) among the timed ones.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A file that measures time, memory or throughput, or waits on another program's clock (Litestream's sync), says so
 * with this line: it runs after the pool, beside at most one other such file, in a process of its own, so that four
 * browser files at once do not make its deadlines or figures.
 */
export const QUIET_MARKER = /^\/\/ Runs quiet: \S/m;

export function runsQuiet(root: string, file: string): boolean {
  return QUIET_MARKER.test(readFileSync(join(root, file), 'utf8'));
}

/** What a worker sends when it is ready for a file, and what it is given: a file, or null when none is left. */
export interface WorkerAsk {
  want: 'file';
}
export interface WorkerGiven {
  file: string | null;
}

/**
 * Where a checkout keeps its files' last times: beside the installed packages, never committed; the quick unit run's
 * apart, because it runs the fuzzing at a fifth of its cases: balanced by the full run's time (57 s against 13 s),
 * the fuzzing's group ended at 22 s and the other at 61 s.
 */
export const lastTimesFile = (root: string, tier: 'full' | 'unit' = 'full') =>
  join(root, `node_modules/.cache/metrik-test-times${tier === 'unit' ? '-unit' : ''}.json`);

/** The times of a recorded run of a tier, committed (refreshed by copying lastTimesFile after a run on the 2-core VM). */
export const recordedTimesFile = (root: string, tier: 'full' | 'unit' = 'full') => join(root, `scripts/test-durations${tier === 'unit' ? '-unit' : ''}.json`);

export function readLastTimes(path: string): Record<string, number> {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Keeps this run's times (relative paths, milliseconds) with those of the other test files it did not run. */
export function keepLastTimes(path: string, times: Map<string, number>, testFiles: string[]): void {
  const kept = { ...readLastTimes(path), ...Object.fromEntries(times) };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(Object.fromEntries(testFiles.filter((f) => kept[f] !== undefined).map((f) => [f, kept[f]])), null, 1));
}

/**
 * The queue: files with a time, longest first, then the others, largest first. A size is turned into a time at the
 * rate the timed files show (milliseconds per byte), so an untimed file is placed among the timed ones.
 */
export function longestFirst(files: string[], lastTimes: Record<string, number>, size: (file: string) => number): string[] {
  const expected = expectedTime(files, lastTimes, size);
  return [...files].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));
}

/**
 * How long each of `files` is expected to take: its last time, else its size at the rate the timed files among them
 * show (milliseconds per byte). The unit tier's groups are balanced by it (scripts/test-groups.ts).
 */
export function expectedTime(files: string[], lastTimes: Record<string, number>, size: (file: string) => number): (file: string) => number {
  const timed = files.filter((f) => lastTimes[f] !== undefined);
  const totalTime = timed.reduce((sum, f) => sum + lastTimes[f], 0);
  const totalSize = timed.reduce((sum, f) => sum + size(f), 0);
  const perByte = totalSize > 0 ? totalTime / totalSize : 1;
  return (f: string) => lastTimes[f] ?? size(f) * perByte;
}
