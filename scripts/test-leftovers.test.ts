import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { childProcesses } from './test-leftovers.ts';

/** A /proc with one entry per process: its stat line and its command line. */
function fakeProc(processes: { pid: number; parent: number; name: string; args: string[] }[]): string {
  const proc = mkdtempSync(join(tmpdir(), 'proc-'));
  mkdirSync(join(proc, 'self'));
  for (const { pid, parent, name, args } of processes) {
    mkdirSync(join(proc, String(pid)));
    writeFileSync(join(proc, String(pid), 'stat'), `${pid} (${name}) S ${parent} ${pid} ${pid} 0 -1 4194560`);
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
