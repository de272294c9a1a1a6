// The real product: node dist/server.js (built by `npm test` first), spawned on a free port and a temporary database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../src/testing/server.ts';

const serverJs = join(import.meta.dirname, '../dist/server.js');
const scratch = mkdtempSync(join(tmpdir(), 'metrik-server-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const contact = (i: number) => ({
  firstName: 'Load',
  lastName: `Test ${i}`,
  email: `load${i}@example.com`,
  service: 'general',
  message: `Message number ${i}`,
});

function exited(server: RunningServer): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.process.exitCode !== null) return Promise.resolve({ code: server.process.exitCode, signal: null });
  return new Promise((resolve) => server.process.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Posts `total` submissions with `concurrency` in flight; collects the ids the server acknowledged with 201. */
async function storm(url: string, total: number, concurrency: number, onAck?: (count: number) => void) {
  const acknowledged: number[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  async function lane() {
    while (next < total) {
      const i = next++;
      try {
        const res = await fetch(`${url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contact(i)),
        });
        const body = await res.json();
        statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
        if (res.status === 201) {
          acknowledged.push(body.id);
          onAck?.(acknowledged.length);
        }
      } catch {
        statuses.set('connection error', (statuses.get('connection error') ?? 0) + 1);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { acknowledged, statuses };
}

function storedIds(dbPath: string): Set<number> {
  const db = new Database(dbPath, { readonly: true });
  try {
    return new Set(db.prepare('SELECT id FROM contact_submissions').pluck().all() as number[]);
  } finally {
    db.close();
  }
}

function runCli(args: string[], env: Record<string, string>, input?: string) {
  return spawnSync(process.execPath, [serverJs, ...args], {
    env: { PATH: process.env.PATH, ...env },
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('node dist/server.js', () => {
  test('serves: healthy, seeded, logs "listening on" and its start-up time', async () => {
    const server = await startServer();
    try {
      const health = await fetch(`${server.url}/healthz`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { ok: true });
      const home = await fetch(`${server.url}/api/pages/home`);
      assert.equal(home.status, 200);
      assert.ok((await home.json()).sections.length > 0);
      const ready = /ready in (\d+) ms/.exec(server.output());
      assert.ok(ready, server.output());
      assert.ok(Number(ready[1]) < 5000, `start-up took ${ready[1]} ms`);
    } finally {
      await server.stop();
    }
  });

  test('graceful stop: SIGTERM during a write storm loses no acknowledged submission, exits 0', async () => {
    const server = await startServer();
    let signalled = false;
    const load = storm(server.url, 3000, 64, (count) => {
      if (count === 300 && !signalled) {
        signalled = true;
        server.process.kill('SIGTERM');
      }
    });
    const [{ acknowledged, statuses }, exit] = await Promise.all([load, exited(server)]);
    assert.deepEqual(exit, { code: 0, signal: null }, server.output());
    assert.ok(signalled && acknowledged.length >= 300, `acknowledged ${acknowledged.length}`);
    assert.equal(statuses.get('500'), undefined, JSON.stringify([...statuses]));
    const stored = storedIds(server.dbPath);
    assert.deepEqual(acknowledged.filter((id) => !stored.has(id)), [], 'every 201 is in the database');
    assert.equal(new Set(acknowledged).size, acknowledged.length);
    assert.match(server.output(), /SIGTERM: finishing \d+ request\(s\), then stopping[\s\S]*stopped/);
    await server.stop();
  });

  test('graceful stop waits for a request still arriving, answers it, then exits 0', async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    const body = JSON.stringify(contact(1));
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise((r) => socket.once('close', r));
    // Headers and half of the body: the request is in flight when the signal arrives.
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
    await new Promise((r) => setTimeout(r, 200));
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(server.process.exitCode, null, 'still waiting for the slow client');
    socket.write(body.slice(20));
    await closed;
    const exit = await exited(server);
    assert.match(response, /^HTTP\/1\.1 201/);
    assert.match(response, /connection: close/i);
    assert.deepEqual(exit, { code: 0, signal: null }, server.output());
    const id = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)).id;
    assert.ok(storedIds(server.dbPath).has(id));
    await server.stop();
  });

  test('a second signal forces the exit while a request hangs', async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.on('error', () => {});
    socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"first');
    await new Promise((r) => setTimeout(r, 200));
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(server.process.exitCode, null);
    server.process.kill('SIGINT');
    const exit = await exited(server);
    assert.equal(exit.code, 1);
    assert.match(server.output(), /SIGINT again: exiting without waiting/);
    socket.destroy();
    await server.stop();
  });

  test('after 10 s a hanging request no longer holds the stop', { timeout: 30_000 }, async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((r) => socket.once('connect', r));
    socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((r) => setTimeout(r, 200));
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const exit = await exited(server);
    const waited = Date.now() - signalledAt;
    assert.equal(exit.code, 1);
    assert.ok(waited >= 9_500 && waited < 15_000, `waited ${waited} ms`);
    assert.match(server.output(), /still running after 10 s/);
    socket.destroy();
    await server.stop();
  });

  test('a bad environment stops start-up with a sentence naming the variable, exit 1', () => {
    for (const [env, message] of [
      [{ PORT: 'eighty' }, /PORT must be a number/],
      [{ FORM_RATE_LIMIT: '-1' }, /FORM_RATE_LIMIT must be a whole number/],
      [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be 1 or unset/],
      [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    ] as const) {
      const result = runCli([], { ...env, DATABASE_PATH: join(scratch, 'bad-env.db') });
      assert.equal(result.status, 1, JSON.stringify(env));
      assert.match(result.stderr, /Invalid configuration/);
      assert.match(result.stderr, message);
      assert.doesNotMatch(result.stderr, /\n\s+at /, 'a sentence, not a stack trace');
    }
  });

  test('a port already in use is a clear error, exit 1', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as AddressInfo).port;
    const result = runCli([], { PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(scratch, 'busy.db') });
    blocker.close();
    assert.equal(result.status, 1);
    assert.match(result.stderr + result.stdout, /cannot listen on 127\.0\.0\.1:\d+: EADDRINUSE/);
  });

  test('unknown commands print the usage and exit 2; help exits 0', () => {
    const unknown = runCli(['frobnicate'], {});
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /Unknown command "frobnicate"[\s\S]*Usage:/);
    const help = runCli(['--help'], {});
    assert.equal(help.status, 0);
    assert.match(help.stdout, /backup <file> \[--force\]/);
  });

  test('backup while the server runs and takes writes: complete, consistent, refuses to overwrite', async () => {
    const server = await startServer();
    try {
      const before = await storm(server.url, 200, 16);
      const during = storm(server.url, 1500, 32);
      const file = join(scratch, 'live-backup.db');
      const env = { DATABASE_PATH: server.dbPath };
      const result = runCli(['backup', file], env);
      assert.equal(result.status, 0, result.stderr);
      assert.match(result.stdout, /Backed up .* to .*live-backup\.db: [\d.]+ (KB|MB) \(\d+ pages\) in \d+ ms; integrity check: ok/);
      await during;

      const copy = new Database(file, { readonly: true });
      assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
      const ids = new Set(copy.prepare('SELECT id FROM contact_submissions').pluck().all() as number[]);
      assert.deepEqual(before.acknowledged.filter((id) => !ids.has(id)), [], 'every row acknowledged before the backup is in it');
      assert.ok((copy.prepare('SELECT count(*) FROM pages').pluck().get() as number) >= 8);
      copy.close();

      const again = runCli(['backup', file], env);
      assert.equal(again.status, 1);
      assert.match(again.stderr, /already exists; choose another name or add --force/);
      const forced = runCli(['backup', file, '--force'], env);
      assert.equal(forced.status, 0, forced.stderr);
      assert.equal(runCli(['backup'], env).status, 2);
      const missing = runCli(['backup', join(scratch, 'x.db')], { DATABASE_PATH: join(scratch, 'no-such.db') });
      assert.equal(missing.status, 1);
      assert.match(missing.stderr, /no database at/);
      assert.equal(existsSync(join(scratch, 'no-such.db')), false, 'a backup never creates an empty live database');
    } finally {
      await server.stop();
    }
  });

  test('admin commands run against the same file (create, then sign in through the API)', async () => {
    const dbPath = join(scratch, 'admin-cli.db');
    const created = runCli(['admin', 'create', 'office', 'office@example.com'], { DATABASE_PATH: dbPath }, 'a long enough passphrase\n');
    assert.equal(created.status, 0, created.stderr);
    const server = await startServer({ DATABASE_PATH: dbPath });
    try {
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'office', password: 'a long enough passphrase' }),
      });
      assert.equal(login.status, 200);
      const { token } = await login.json();
      await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact(5)) });
      const list = await fetch(`${server.url}/api/contact`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(list.status, 200);
      assert.equal((await list.json())[0].lastName, 'Test 5');
      assert.equal((await fetch(`${server.url}/api/contact`)).status, 401);
    } finally {
      await server.stop();
    }
  });

  test('HTML from the real server carries the Content-Security-Policy', async () => {
    const server = await startServer();
    try {
      const res = await fetch(`${server.url}/`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self';/);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
    } finally {
      await server.stop();
    }
  });
});

describe('node dist/server.js restore', () => {
  test('refused while the server runs; after a graceful stop the backup goes in place and the server starts on it', async () => {
    const server = await startServer();
    try {
      const first = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Before', lastName: 'Backup', email: 'b@example.ng', service: 'general', message: 'kept' }),
      });
      assert.equal(first.status, 201);
      const backup = join(server.dir, 'backup.db');
      assert.equal(runCli(['backup', backup], { DATABASE_PATH: server.dbPath }).status, 0);
      await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'After', lastName: 'Backup', email: 'a@example.ng', service: 'general', message: 'later' }),
      });

      const refused = runCli(['restore', backup], { DATABASE_PATH: server.dbPath });
      assert.equal(refused.status, 1, refused.stdout + refused.stderr);
      assert.match(refused.stderr, /A server \(process \d+\) is using .*site\.db\. Stop it first/);

      const exited = new Promise((r) => server.process.once('exit', r));
      server.process.kill('SIGTERM');
      await exited;
      assert.equal(existsSync(`${server.dbPath}.server`), false, 'a stopped server leaves no mark');
      const restored = runCli(['restore', backup], { DATABASE_PATH: server.dbPath });
      assert.equal(restored.status, 0, restored.stderr);
      assert.match(restored.stdout, /Restored .*site\.db from .*backup\.db .*1 submissions\)\. The previous data file is kept as/);

      const again = await startServer({}, server.dir);
      try {
        const db = new Database(again.dbPath, { readonly: true });
        const names = db.prepare('SELECT first_name FROM contact_submissions').pluck().all();
        db.close();
        assert.deepEqual(names, ['Before']);
        assert.equal((await fetch(`${again.url}/healthz`)).status, 200);
      } finally {
        await again.stop();
      }
    } finally {
      await server.stop().catch(() => {});
      rmSync(server.dir, { recursive: true, force: true });
    }
  });
});
