// The processes a test file started and left running (read from /proc: this runs on Linux). A test worker runs many
// files in one process, so a server a file forgot would serve on, and hold the worker open, long after that file.
import { readdirSync, readFileSync } from 'node:fs';

export interface ChildProcessInfo {
  pid: number;
  command: string;
}

/** The processes whose parent is `parent`, with their command lines. */
export function childProcesses(parent: number, proc = '/proc'): ChildProcessInfo[] {
  return readdirSync(proc)
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`${proc}/${name}/stat`, 'utf8');
        // The command in parentheses may hold spaces and parentheses: the fields after the last ")" are fixed.
        const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parentPid !== parent) return [];
        const command = readFileSync(`${proc}/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return [{ pid: Number(name), command }];
      } catch {
        return []; // gone between the listing and the read
      }
    });
}
