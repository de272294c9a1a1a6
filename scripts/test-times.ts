// A node:test reporter that prints, after every run, how long each test file took, slowest first, so that a slow
// test is seen the day it lands. scripts/test.ts passes it beside the usual reporter (spec on a terminal, TAP
// otherwise); on TAP its lines are comments, so a TAP reader still reads the run.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** How many files the table names; the rest are summed in one line. */
const SHOWN = 15;

interface TestEvent {
  type: string;
  data?: { name?: string; file?: string; nesting?: number; details?: { duration_ms?: number } };
}

const ENDS = new Set(['test:complete', 'test:pass', 'test:fail']);

const TEST_FILE = /\.test\.tsx?$/;

/**
 * Each file's own duration: node:test wraps every file it starts in a test named by the file's path, at nesting 0,
 * and scripts/test-group.ts wraps each file it runs in a suite named so.
 */
export function fileDurations(events: Iterable<TestEvent>, durations = new Map<string, number>()): Map<string, number> {
  for (const { type, data } of events) {
    const ms = data?.details?.duration_ms;
    if (ENDS.has(type) && data?.name && TEST_FILE.test(data.name) && data.nesting === 0 && typeof ms === 'number') durations.set(data.name, ms);
  }
  return durations;
}

/** Adds durations to a file that several test processes share (a line each: path, tab, milliseconds). */
export function writeTimes(path: string, durations: Map<string, number>): void {
  appendFileSync(path, [...durations].map(([file, ms]) => `${file}\t${ms}\n`).join(''));
}

/** The durations every process added to the shared file (none when no process did). */
export function readTimes(path: string): Map<string, number> {
  if (!existsSync(path)) return new Map();
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  return new Map(lines.map((line) => line.split('\t')).map(([file, ms]) => [file, Number(ms)]));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The table: the slowest files, the others in one line, the sum of them all and the run's own time. With `cpu` (the
 * CPU time of the files run by the end-to-end workers, scripts/test-worker.ts) each line gives that too: a browser
 * test's wall time grows with whatever else the machine runs, its CPU time is what the file itself costs.
 */
export function timesTable(durations: Map<string, number>, wallMs: number, root = process.cwd(), cpu = new Map<string, number>()): string[] {
  const files = [...durations].sort((a, b) => b[1] - a[1]);
  if (files.length === 0) return [];
  const shown = files.slice(0, SHOWN);
  const rest = files.slice(SHOWN);
  const width = Math.max(...shown.map(([, ms]) => seconds(ms).length));
  const cpuWidth = Math.max(0, ...[...cpu.values()].map((ms) => seconds(ms).length));
  const cpuOf = (list: [string, number][]) => list.reduce((total, [file]) => total + (cpu.get(file) ?? 0), 0);
  const cpuColumn = (list: [string, number][]) => (cpu.size > 0 ? `  CPU ${(list.some(([file]) => cpu.has(file)) ? seconds(cpuOf(list)) : '').padStart(cpuWidth)}` : '');
  const line = (list: [string, number][], what: string) => `${seconds(sum(list)).padStart(width)}${cpuColumn(list)}  ${what}`;
  const sum = (list: [string, number][]) => list.reduce((total, [, ms]) => total + ms, 0);
  return [
    `Time per test file, slowest first (${files.length} file${files.length === 1 ? '' : 's'}):`,
    ...shown.map((entry) => line([entry], relative(root, entry[0]))),
    ...(rest.length > 0 ? [line(rest, `the other ${rest.length} files`)] : []),
    `${seconds(sum(files))} in all the files${cpu.size > 0 ? ` (${seconds(cpuOf(files))} of CPU in the ${cpu.size} end-to-end files)` : ''}, ${seconds(wallMs)} from start to end`,
  ];
}

/** The reporter: adds this process's times to TEST_TIMES_FILE when a run shares one, or prints its own table. */
export default async function* testTimes(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const started = performance.now();
  const durations = new Map<string, number>();
  for await (const event of source) fileDurations([event], durations);
  const shared = process.env.TEST_TIMES_FILE;
  if (shared) return writeTimes(shared, durations);
  const lines = timesTable(durations, performance.now() - started);
  if (lines.length === 0) return;
  const prefix = process.stdout.isTTY ? '' : '# ';
  yield `\n${lines.map((l) => prefix + l).join('\n')}\n`;
}
