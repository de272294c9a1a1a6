// Helpers for the replication tests (e2e/ops/replica/): what an admin's /healthz says about the replica, waiting
// for it to catch up, the Litestream child the server started, and enquiries acknowledged at a known time.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { ReplicaStatus } from '../../web/shared/backups.ts';
import { validContact } from './form-bodies.ts';

export async function replicaStatus(url: string, token: string): Promise<ReplicaStatus> {
  const res = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  const body = (await res.json()) as { replica: ReplicaStatus | null };
  assert.ok(body.replica, 'an admin sees the replica in /healthz');
  return body.replica;
}

/** Polls until `check` answers something truthy; fails with `what` after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Waits until the replica holds every change made before the call: lag 0, as the server saw it more than a second
 * after the call. The status read at once can be the server's reading from before the last writes, and Litestream
 * copies the WAL once a second: a restore right after such a "current" missed the last enquiries.
 */
export function replicaCurrent(url: string, token: string, timeoutMs?: number): Promise<ReplicaStatus> {
  const calledAt = Date.now();
  return eventually(
    'the replica to catch up',
    async () => {
      const status = await replicaStatus(url, token);
      return status.lagSeconds === 0 && status.lastSyncAt !== null && Date.parse(status.lastSyncAt) > calledAt + 1000 && status;
    },
    timeoutMs,
  );
}

/** The pid of the Litestream the server runs for `dbPath` (src/ops/replica/replicator.ts writes it). */
export function litestreamPid(dbPath: string): number {
  return Number(readFileSync(join(dirname(dbPath), `.${basename(dbPath)}-replica`, 'litestream.pid'), 'utf8').trim());
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Posts one contact enquiry whose message is `message`; the id the server acknowledged. */
export async function sendEnquiry(url: string, message: string): Promise<number> {
  const res = await fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...validContact(), message }) });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { id: number }).id;
}

const program = join(import.meta.dirname, '../../dist/server.js');

/** Runs `node dist/server.js <args>` with `env` (no inherited configuration); its exit code, output and time. */
export function runProgram(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [program, ...args], { env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) }));
  });
}

/** The messages of the contact enquiries in a data file. */
export function storedMessages(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT message FROM contact_submissions ORDER BY id').pluck().all() as string[];
  } finally {
    db.close();
  }
}
