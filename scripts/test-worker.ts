// One end-to-end test worker: runs, one after another in this process, the files scripts/test.ts hands it over IPC,
// each as a suite named by its path (as scripts/test-group.ts does for the unit files), until none is left. The
// files it runs share its Node, its loaded modules and one Chromium (src/testing/browser.ts): a process and a
// browser per file cost seconds each, more than many of these files take. After each file, the browser contexts
// it left open are closed, so a file starts on a browser as clean as a new one, and a process it left running (a
// server it did not stop) is stopped and named in the report. The CPU time this process and everything under it
// (the file's servers, the browser) spent on each file goes to TEST_CPU_FILE for the run's table.
import { after, describe } from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closeSharedBrowser, closeSharedContexts } from '../src/testing/browser.ts';
import { childProcesses, treeCpuMs } from './test-processes.ts';
import { writeTimes } from './test-times.ts';
import type { WorkerAsk, WorkerGiven } from './test-pool.ts';

/** A file still running after this long is failed and the worker goes on: a wait on a browser that went away never ends. */
const FILE_TIMEOUT_MS = 10 * 60_000;

/** What a worker runs besides the files' own processes: the browser they share, and tsx's compiler service. */
const WORKER_OWN = /chromium|chrome|esbuild --service/;

function nextFile(): Promise<string | null> {
  return new Promise((given) => {
    process.once('message', (message: WorkerGiven) => given(message.file));
    process.send?.({ want: 'file' } satisfies WorkerAsk);
  });
}

function stopLeftovers(file: string): void {
  for (const { pid, command } of childProcesses(process.pid).filter((child) => !WORKER_OWN.test(child.command))) {
    console.log(`# ${file} left a process running, stopped now: ${pid} ${command}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
}

if (!process.send) throw new Error('scripts/test-worker.ts is started by scripts/test.ts, with an IPC channel.');

for (let file = await nextFile(); file !== null; file = await nextFile()) {
  const path = resolve(file);
  await new Promise<void>((finished) => {
    describe(path, { timeout: FILE_TIMEOUT_MS }, async () => {
      const cpuBefore = treeCpuMs(process.pid);
      try {
        await import(pathToFileURL(path).href);
      } finally {
        // Registered after the file's own hooks, so it runs after them: after its servers were stopped.
        after(async () => {
          await closeSharedContexts();
          stopLeftovers(file);
          if (process.env.TEST_CPU_FILE) writeTimes(process.env.TEST_CPU_FILE, new Map([[path, treeCpuMs(process.pid) - cpuBefore]]));
          finished();
        });
      }
    });
  });
}
await closeSharedBrowser();
process.disconnect();
// With every file done, the worker ends once its reporters are through; something a file left open (a socket, a
// timer) would keep it waiting for ever, and the whole run with it.
setTimeout(() => {
  console.log('# the worker did not end a minute after its last file: a file left something open');
  process.exit(1);
}, 60_000).unref();
