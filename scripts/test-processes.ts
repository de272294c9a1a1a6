// What a test worker reads of its own processes in /proc (this runs on Linux): the ones a file left running (a worker
// runs many files in one process, so a server a file forgot would serve on, and hold the worker open, long after
// that file), and the CPU time the worker and everything under it spent, so that each file's share is known: a
// browser test's wall time says little on a busy machine, its CPU time is what it costs.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  parent: number;
  /** User and system time of the process and of its children that ended and were waited for, in milliseconds. */
  cpuMs: number;
}

/** /proc counts CPU time in clock ticks of 1/100 s on every Linux (USER_HZ). */
const TICK_MS = 10;

function readProcess(proc: string, name: string): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`${proc}/${name}/stat`, 'utf8');
    // The command in parentheses may hold spaces and parentheses: the fields after the last ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { pid: Number(name), parent: Number(fields[1]), cpuMs: (utime + stime + cutime + cstime) * TICK_MS };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

function allProcesses(proc: string): ProcessInfo[] {
  return readdirSync(proc)
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProcess(proc, name) ?? []);
}

/** The processes whose parent is `parent`, with their command lines. */
export function childProcesses(parent: number, proc = '/proc'): { pid: number; command: string }[] {
  return allProcesses(proc)
    .filter((p) => p.parent === parent)
    .flatMap(({ pid }) => {
      try {
        return [{ pid, command: readFileSync(`${proc}/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() }];
      } catch {
        return [];
      }
    });
}

/** CPU time of `root` and every process under it, alive or ended, in milliseconds. */
export function treeCpuMs(root: number, proc = '/proc'): number {
  const processes = allProcesses(proc);
  const byParent = new Map<number, ProcessInfo[]>();
  for (const p of processes) byParent.set(p.parent, [...(byParent.get(p.parent) ?? []), p]);
  const sum = (p: ProcessInfo): number => p.cpuMs + (byParent.get(p.pid) ?? []).reduce((total, child) => total + sum(child), 0);
  const top = processes.find((p) => p.pid === root);
  return top ? sum(top) : 0;
}
