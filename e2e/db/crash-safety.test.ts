// Crash safety of the real product (node dist/server.js, built by `npm test` first): several rounds of a write
// storm to both public forms, ended by kill -9 (SIGKILL: no graceful stop, no final commit, no WAL checkpoint).
// After each crash the files on disk pass PRAGMA integrity_check and hold every submission the server had
// acknowledged with 201, byte for byte; then the server starts again on those same files, is healthy, and
// still serves every row through the admin API, and the next round storms it again.
// The graceful side (SIGTERM during a storm loses nothing, exits 0) is proven in e2e/server.test.ts.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { ADMIN_ENV, adminToken } from '../../src/testing/admin.ts';
import { startServer, type RunningServer } from '../../src/testing/server.ts';
import { missingOrDamaged, rowCount, storm, type FormKind, type StormResult } from '../../src/testing/storm.ts';

const ROUNDS = 4;

const dir = mkdtempSync(join(tmpdir(), 'metrik-crash-'));
const dbPath = join(dir, 'site.db');
after(() => rmSync(dir, { recursive: true, force: true }));

/** Every submission acknowledged in any round so far. */
const everAcked: StormResult['acked'] = { contact: new Map(), quote: new Map() };

function exited(server: RunningServer): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * Opens a copy of the files exactly as the crash left them (database, WAL and shared-memory index), so the
 * check does not checkpoint the WAL for the server: the restart must recover the crashed files itself.
 */
function openCrashCopy(round: number): Database.Database {
  const copyDir = join(dir, `after-crash-${round}`);
  mkdirSync(copyDir);
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(dbPath + suffix)) copyFileSync(dbPath + suffix, join(copyDir, `site.db${suffix}`));
  }
  return new Database(join(copyDir, 'site.db'));
}

/** The ids the admin API lists for each form. */
async function listedIds(url: string, token: string): Promise<Record<FormKind, Set<number>>> {
  const list = async (path: string) => {
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200);
    return new Set(((await res.json()) as { id: number }[]).map((row) => row.id));
  };
  return { contact: await list('/api/contact'), quote: await list('/api/equipment-quotes') };
}

async function assertHealthyWithEveryRow(server: RunningServer) {
  const health = await fetch(`${server.url}/healthz`);
  assert.equal(health.status, 200, server.output());
  assert.deepEqual(await health.json(), { ok: true });
  const listed = await listedIds(server.url, await adminToken(server.url));
  for (const kind of ['contact', 'quote'] as const) {
    const lost = [...everAcked[kind].keys()].filter((id) => !listed[kind].has(id));
    assert.deepEqual(lost, [], `${kind}: acknowledged in an earlier round, not listed after the restart`);
  }
}

describe('kill -9 during a write storm', () => {
  for (let round = 1; round <= ROUNDS; round++) {
    test(`round ${round} of ${ROUNDS}: nothing acknowledged is lost, the file is intact, the restart is healthy`, { timeout: 120_000 }, async (t) => {
      const server = await startServer(ADMIN_ENV, dir);
      let killed = false;
      try {
        await assertHealthyWithEveryRow(server);

        // Killed at a different point of the storm each round, always with requests in flight.
        const killAfter = 400 * round + 100;
        const result = await storm(server.url, {
          total: 20_000,
          concurrency: 48,
          tag: `r${round}`,
          stop: () => killed,
          onAck: (n) => {
            if (n >= killAfter && !killed) {
              killed = true;
              server.process.kill('SIGKILL');
            }
          },
        });
        const exit = await exited(server);
        assert.ok(killed, `the storm ended before ${killAfter} acknowledgements: ${JSON.stringify([...result.statuses])}`);
        assert.equal(exit.signal, 'SIGKILL');

        const answered = [...result.statuses.keys()].filter((status) => status !== '201' && status !== 'connection error');
        assert.deepEqual(answered, [], `every answer before the kill was a 201: ${JSON.stringify([...result.statuses])}`);
        const acknowledged = result.acked.contact.size + result.acked.quote.size;
        assert.ok(acknowledged >= killAfter, `acknowledged ${acknowledged}`);

        const db = openCrashCopy(round);
        try {
          assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
          assert.deepEqual(db.pragma('foreign_key_check'), []);
          assert.deepEqual(missingOrDamaged(db, result.acked), [], 'every row acknowledged in this round, as sent');
          assert.deepEqual(missingOrDamaged(db, everAcked), [], 'every row acknowledged in earlier rounds, as sent');
          const stored = rowCount(db, 'contact') + rowCount(db, 'quote');
          const before = everAcked.contact.size + everAcked.quote.size;
          t.diagnostic(`acknowledged ${acknowledged} before the kill; ${stored - before - acknowledged} more were committed without their 201 leaving`);
          for (const kind of ['contact', 'quote'] as const) {
            // A row may be committed without its 201 having left (killed in between), never the other way round.
            assert.ok(rowCount(db, kind) >= everAcked[kind].size + result.acked[kind].size);
          }
          assert.ok((db.prepare('SELECT count(*) FROM pages').pluck().get() as number) >= 8, 'the seeded content is intact');
        } finally {
          db.close();
        }
        for (const kind of ['contact', 'quote'] as const) {
          for (const [id, body] of result.acked[kind]) {
            assert.ok(!everAcked[kind].has(id), `${kind} id ${id} was acknowledged twice across restarts`);
            everAcked[kind].set(id, body);
          }
        }
      } finally {
        if (!killed) server.process.kill('SIGKILL');
        await exited(server);
      }
    });
  }

  test('after the last crash: a clean restart serves every row, stops gracefully, and leaves an intact file', { timeout: 60_000 }, async () => {
    const server = await startServer(ADMIN_ENV, dir);
    try {
      await assertHealthyWithEveryRow(server);
    } finally {
      server.process.kill('SIGTERM');
    }
    assert.deepEqual(await exited(server), { code: 0, signal: null }, server.output());
    const db = new Database(dbPath, { readonly: true });
    try {
      assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
      assert.deepEqual(missingOrDamaged(db, everAcked), []);
      assert.ok(everAcked.contact.size + everAcked.quote.size >= ROUNDS * 500);
    } finally {
      db.close();
    }
  });
});
