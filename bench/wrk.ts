// The load generator: Debian's wrk (C, epoll, one thread per core it is given), which outruns a Node server
// on the same machine where a Node-based generator saturates first. Every run goes through wrk/summary.lua
// (or wrk/contact.lua for writes), whose done() hook prints the figures as one JSON line.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const INSTALL = 'apt-get install -y wrk';

/** Installs wrk when missing and this process may (root); otherwise stops with the command to run. */
export function ensureWrk(): void {
  if (!spawnSync('wrk', ['--version']).error) return;
  if (process.getuid?.() !== 0) throw new Error(`wrk is not installed; run: sudo ${INSTALL}`);
  console.log(`wrk is not installed; running: ${INSTALL}`);
  let done = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit' });
  if (done.status !== 0) done = spawnSync('sh', ['-c', `apt-get update && ${INSTALL}`], { stdio: 'inherit' });
  if (done.status !== 0 || spawnSync('wrk', ['--version']).error) throw new Error(`could not install wrk; run: ${INSTALL}`);
}

export interface WrkOptions {
  url: string;
  threads: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** POST /api/contact submissions (wrk/contact.lua) instead of GETs. */
  contact?: boolean;
}

export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Connect, read, write and timeout errors, plus answers outside 2xx/3xx. */
  errors: number;
  /** wrk's own CPU over the run, in cores (2 = both cores of a 2-core machine busy). */
  wrkCores: number;
  /** 201 answers (contact runs only). */
  created: number;
  otherStatus: number;
}

export async function runWrk(o: WrkOptions): Promise<WrkResult> {
  const script = join(import.meta.dirname, 'wrk', o.contact ? 'contact.lua' : 'summary.lua');
  const args = ['--latency', '-t', String(o.threads), '-c', String(o.connections), '-d', `${o.seconds}s`, '-s', script];
  for (const [name, value] of Object.entries(o.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(o.url);
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const line = /^BENCH_WRK (.*)$/m.exec(out)?.[1];
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (${code}):\n${out}`);
  const r = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    errors: Record<'connect' | 'read' | 'write' | 'status' | 'timeout', number>;
    latencyUs: { p50: number; p99: number };
    cpuTicks: number;
    created: number;
    otherStatus: number;
  };
  const seconds = r.durationUs / 1e6;
  const e = r.errors;
  return {
    requests: r.requests,
    seconds,
    rps: r.requests / seconds,
    p50Ms: r.latencyUs.p50 / 1000,
    p99Ms: r.latencyUs.p99 / 1000,
    errors: e.connect + e.read + e.write + e.status + e.timeout,
    wrkCores: r.cpuTicks / CLOCK_TICKS / seconds,
    created: r.created,
    otherStatus: r.otherStatus,
  };
}

/** CPU seconds a process has used so far (Linux /proc), to show how busy a server was during a run. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After "(comm) ": state is field 3, utime field 14, stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
