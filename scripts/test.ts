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
//                               They run in two processes side by side, many files each (scripts/test-group.ts);
//                               the end-to-end files in a pool of workers (scripts/test-worker.ts; two per
//                               core, TEST_WORKERS=N), a file at a time each, sharing one Chromium per worker;
//                               then the few marked "Runs quiet:" (timing, throughput), two at a time.
//                               That e2e/ holds exactly the tests that need them is a test of its own
//                               (scripts/test-needs.test.ts).
// Every run ends with the time each file took, slowest first (scripts/test-times.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { balancedGroups, fileSize, GROUPS } from './test-groups.ts';
import { END_TO_END, testFiles, testNeeds } from './test-needs.ts';
import { expectedTime, keepLastTimes, lastTimesFile, longestFirst, readLastTimes, recordedTimesFile, runsQuiet, type WorkerAsk, type WorkerGiven } from './test-pool.ts';
import { readTimes, timesTable } from './test-times.ts';

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
// Each process's time reporter adds its files' times to one file; this run prints them as one table at the end.
const timesDir = mkdtempSync(join(tmpdir(), 'test-times-'));
const timesFile = join(timesDir, 'times.tsv');
// The end-to-end workers add each file's CPU time here (scripts/test-worker.ts).
const cpuFile = join(timesDir, 'cpu.tsv');
const reporters = [
  ...['--test-reporter', process.stdout.isTTY ? 'spec' : 'tap', '--test-reporter-destination', 'stdout'],
  ...['--test-reporter', join(root, 'scripts/test-times-reporter.mjs'), '--test-reporter-destination', 'stdout'],
];
const env = { ...process.env, NODE_ENV: 'test', TEST_TIMES_FILE: timesFile, TEST_CPU_FILE: cpuFile };
const started = performance.now();

/**
 * Starts node with the TypeScript loader and both reporters; resolves to whether every test passed. `buffered`: the
 * output is held and printed whole when the process ends, so that processes running side by side do not interleave.
 * `onAsk`: the child is a pool worker that asks for files over IPC; it is given each one `onAsk` returns, with a way
 * to stop the worker when that file overruns its time. `limitMs`: the whole process's time.
 */
function node(
  args: string[],
  {
    buffered = false,
    extraEnv = {} as Record<string, string>,
    onAsk,
    limitMs,
  }: { buffered?: boolean; extraEnv?: Record<string, string>; onAsk?: (stop: (why: string) => void) => string | null; limitMs?: number } = {},
): Promise<boolean> {
  return new Promise((done) => {
    // A group of its own when it can be stopped, so that it is stopped with everything it started (servers, Pebble, sshd).
    const stoppable = limitMs !== undefined || onAsk !== undefined;
    const child = spawn(process.execPath, ['--import', 'tsx', ...reporters, ...args], {
      cwd: root,
      stdio: [buffered ? 'ignore' : 'inherit', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit', ...(onAsk ? ['ipc' as const] : [])],
      env: { ...env, ...extraEnv },
      detached: stoppable,
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let overtime = false;
    const stop = (why: string) => {
      overtime = true;
      output.push(Buffer.from(`\n# not ok: ${why}, stopped with everything it started\n`));
      stopGroup(child.pid);
    };
    // A worker asks for its next file (scripts/test-worker.ts); null tells it the queue is empty. A worker that went
    // away meanwhile is given nothing, so that no file is taken from the queue and lost.
    if (onAsk) child.on('message', (ask: WorkerAsk) => ask.want === 'file' && child.connected && child.send({ file: onAsk(stop) } satisfies WorkerGiven));
    const limit = limitMs === undefined ? undefined : setTimeout(() => stop(`${args.at(-1)} still running after ${limitMs / 1000} s`), limitMs);
    child.on('exit', (code) => {
      clearTimeout(limit);
      // What the file started and did not stop would go on using the CPU the next files need.
      if (stoppable) stopGroup(child.pid);
      process.stdout.write(Buffer.concat(output));
      done(code === 0 && !overtime);
    });
  });
}

function stopGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // nothing of it left
  }
}

// Unit files run in-process, a few groups side by side (a process per file costs more than most of them take).
// A unit test that launches Chromium after all (through a helper this rule does not read) fails loudly; the quick
// loop also runs the property-based fuzzing at a fifth of its cases, `npm test` runs them all.
const unitFiles = files.filter((f) => !isEndToEnd(f));
const endToEndFiles = files.filter(isEndToEnd);
const unitEnv = { CHROMIUM_PATH: '/unit-tests-start-no-browser', ...(unitOnly ? { FUZZ_SCALE: '0.2' } : {}) };
const tier = unitOnly ? 'unit' : 'full';
// Each file's time in this tier (this checkout's last run, else the recorded one), else in the full run (scripts/test-pool.ts).
const lastTimes = Object.assign({}, ...[recordedTimesFile(root), lastTimesFile(root), recordedTimesFile(root, tier), lastTimesFile(root, tier)].map(readLastTimes));
// Groups of about equal time: by size, a group held the 30-50 s fuzzing file and ended a third later than the other.
const unitGroups = balancedGroups(unitFiles, GROUPS, expectedTime(unitFiles, lastTimes, fileSize(root)));
const unitRun = Promise.all(unitGroups.map((group) => node([join(root, 'scripts/test-group.ts'), ...group], { buffered: true, extraEnv: unitEnv })));

/**
 * A file still running after this long (10 min, or TEST_FILE_LIMIT_SECONDS) has hung (a wait on a process that went
 * away, a timer left running); it is failed and stopped, so that the run ends and names it: CI's whole run has a
 * limit, and a hang there showed nothing but the limit.
 */
const FILE_LIMIT_MS = (Number(process.env.TEST_FILE_LIMIT_SECONDS) || 600) * 1000;
/**
 * Pool workers: a browser file mostly waits (for a page to settle, a server to answer, a timer), about half a core
 * for it, its server and its share of the browser, so two per core keep the cores busy (4 on the 2-core VM, where 2
 * files at a time left a full run at 33 minutes). TEST_WORKERS=N sets it; 0 runs each file in a process of its own,
 * two at a time, as before the pool.
 */
const WORKERS = process.env.TEST_WORKERS === undefined ? 2 * availableParallelism() : Number(process.env.TEST_WORKERS);
/** The quiet files, and the files without a pool, run in processes of their own, this many at a time. */
const SIDE_BY_SIDE = 2;

// The end-to-end files, the longest first (scripts/test-pool.ts), in a pool of workers (scripts/test-worker.ts),
// each running one file after another in one process with one Chromium for all of them and asking for the next when
// done. A worker whose file overruns FILE_LIMIT_MS is stopped with what it started and the file failed; a worker
// that ends while files are left (stopped, or crashed) is replaced. The files marked to run quiet come after the
// pool, each in a process of its own.
const quiet = new Set(endToEndFiles.filter((f) => runsQuiet(root, f)));
const queues = {
  pool: longestFirst(endToEndFiles.filter((f) => !quiet.has(f)), lastTimes, fileSize(root)),
  quiet: longestFirst([...quiet], lastTimes, fileSize(root)),
};
const queued = endToEndFiles.length;
let given = 0;
/** The next file of a queue; each is named as it starts (its report comes whole when its process ends). */
function nextFile(queue: string[]): string | null {
  const file = queue.shift() ?? null;
  const elapsed = new Date(performance.now() - started).toISOString().slice(14, 19);
  if (file) console.log(`# ${elapsed} ${++given}/${queued} ${file}`);
  return file;
}
/** Runs a queue's files, each in a process of its own, `side` at a time; each gets FILE_LIMIT_MS. */
async function processPerFile(queue: string[], side: number): Promise<boolean[]> {
  const results: boolean[] = [];
  await Promise.all(
    Array.from({ length: Math.min(side, queue.length) }, async () => {
      for (let file = nextFile(queue); file !== null; file = nextFile(queue)) {
        results.push(await node([join(root, 'scripts/test-group.ts'), file], { buffered: true, limitMs: FILE_LIMIT_MS }));
      }
    }),
  );
  return results;
}
/** Runs a queue's files in a pool of `count` workers; each file gets FILE_LIMIT_MS. */
async function pool(queue: string[], count: number): Promise<boolean[]> {
  const results: boolean[] = [];
  const worker = async (): Promise<void> => {
    let limit: NodeJS.Timeout | undefined;
    const passed = await node([join(root, 'scripts/test-worker.ts')], {
      buffered: true,
      extraEnv: { TEST_WORKER: '1' },
      onAsk: (stop) => {
        clearTimeout(limit);
        const file = nextFile(queue);
        if (file) limit = setTimeout(() => stop(`${file} still running after ${FILE_LIMIT_MS / 1000} s`), FILE_LIMIT_MS);
        return file;
      },
    });
    clearTimeout(limit);
    results.push(passed);
    if (queue.length > 0) await worker();
  };
  await Promise.all(Array.from({ length: Math.min(count, queue.length) }, worker));
  return results;
}
const unitResults = await unitRun;
const endToEndResults = [
  ...(WORKERS > 0 ? await pool(queues.pool, WORKERS) : await processPerFile(queues.pool, SIDE_BY_SIDE)),
  ...(await processPerFile(queues.quiet, SIDE_BY_SIDE)),
];
const passed = [...unitResults, ...endToEndResults].every(Boolean);

const times = readTimes(timesFile);
keepLastTimes(lastTimesFile(root, tier), new Map([...times].map(([file, ms]) => [relative(root, file), ms])), testFiles(root));
const table = timesTable(times, performance.now() - started, root, readTimes(cpuFile));
if (table.length > 0) console.log(`\n${table.join('\n')}`);
process.exit(passed ? 0 : 1);
