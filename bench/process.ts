import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Spawned {
  child: ChildProcess;
  url: string;
  /** ms from spawn to the first "listening" line */
  listeningMs: number;
  stop(): Promise<void>;
}

/**
 * Starts a server whose output goes to a file, as journald or docker would take it: read through a pipe by
 * this process, the request log would steal CPU from the load generator and skew every figure.
 */
export async function spawnListening(args: string[], env: Record<string, string>): Promise<Spawned> {
  const logFile = join(mkdtempSync(join(tmpdir(), 'metrik-bench-log-')), 'server.log');
  const fd = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  let url: string | undefined;
  while (!url) {
    const out = readFileSync(logFile, 'utf8');
    url = /listening on (http:\/\/\S+)/.exec(out)?.[1].replace(/\/$/, '');
    if (exited !== undefined) throw new Error(`exited with ${exited}: ${out}`);
    if (!url) await new Promise((r) => setTimeout(r, 2));
  }
  const listeningMs = performance.now() - started;
  return {
    child,
    url,
    listeningMs,
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
