import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { childProcesses, treeCpuMs } from './test-processes.ts';

/** A /proc with one entry per process: its stat line and its command line. */
function fakeProc(processes: { pid: number; parent: number; name: string; args: string[]; ticks?: [number, number, number, number] }[]): string {
  const proc = mkdtempSync(join(tmpdir(), 'proc-'));
  mkdirSync(join(proc, 'self'));
  for (const { pid, parent, name, args, ticks = [0, 0, 0, 0] } of processes) {
    mkdirSync(join(proc, String(pid)));
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    writeFileSync(join(proc, String(pid), 'stat'), `${pid} (${name}) S ${parent} ${pid} ${pid} 0 -1 4194560 10 0 0 0 ${ticks.join(' ')} 20 0 1 0`);
    writeFileSync(join(proc, String(pid), 'cmdline'), `${args.join('\0')}\0`);
  }
  return proc;
}

test("a process's children are those /proc names it the parent of, a name with spaces and parentheses included", () => {
  const proc = fakeProc([
    { pid: 10, parent: 1, name: 'node', args: ['node', 'worker.ts'] },
    { pid: 11, parent: 10, name: 'node', args: ['/usr/bin/node', 'dist/server.js'] },
    { pid: 12, parent: 10, name: 'odd (name) 1', args: ['odd'] },
    { pid: 13, parent: 11, name: 'node', args: ['node', 'dist/server.js', 'photo-worker'] },
  ]);
  assert.deepEqual(
    childProcesses(10, proc).sort((a, b) => a.pid - b.pid),
    [
      { pid: 11, command: '/usr/bin/node dist/server.js' },
      { pid: 12, command: 'odd' },
    ],
  );
  assert.deepEqual(childProcesses(13, proc), []);
});

test('this very process is found as the child of its parent', () => {
  assert.ok(childProcesses(process.ppid).some((child) => child.pid === process.pid));
});

test("a tree's CPU time adds user, system and ended children's time of the root and every process under it", () => {
  const proc = fakeProc([
    { pid: 10, parent: 1, name: 'node', args: ['worker'], ticks: [100, 20, 300, 40] },
    { pid: 11, parent: 10, name: 'chromium', args: ['chromium'], ticks: [50, 10, 200, 0] },
    { pid: 12, parent: 11, name: 'renderer', args: ['chromium', '--type=renderer'], ticks: [7, 3, 0, 0] },
    { pid: 20, parent: 1, name: 'other', args: ['other'], ticks: [999, 999, 0, 0] },
  ]);
  assert.equal(treeCpuMs(10, proc), (460 + 260 + 10) * 10);
  assert.equal(treeCpuMs(12, proc), 100);
  assert.equal(treeCpuMs(99, proc), 0, 'a process that is gone spent nothing more');
});

test('this process is found busy in /proc', () => {
  const before = treeCpuMs(process.pid);
  // Busy until this process has itself spent 50 ms of CPU (as Node counts it), not for 50 ms of wall time: on a
  // loaded machine 50 ms of wall time can bring less than the 20 ms looked for, and the test failed so.
  const spent = process.cpuUsage();
  const cpuMs = () => {
    const { user, system } = process.cpuUsage(spent);
    return (user + system) / 1000;
  };
  while (cpuMs() < 50);
  assert.ok(treeCpuMs(process.pid) >= before + 20);
});
