// The dead-VPS drill with the real product and Litestream (file:// replica): enquiries are written without pause,
// the server and Litestream are killed with SIGKILL at the same moment, the data folder is deleted, and the
// replica is restored into a new folder. No enquiry acknowledged more than 5 s before the kill may be missing.
// Runs quiet: it waits on Litestream's sync with deadlines, which four browser files beside it overran.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Database from 'better-sqlite3';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { litestreamPid, replicaCurrent, runProgram, sendEnquiry, storedMessages } from '../../../src/testing/replica.ts';
import { startServer } from '../../../src/testing/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-replica-crash-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const WRITE_MS = 8_000;
const WRITERS = 8;
const PROMISE_MS = 5_000;

test('kill -9 of the server and Litestream, data folder deleted: the replica holds every enquiry acknowledged more than 5 s before the kill', async (t) => {
  const REPLICA_URL = `file://${join(dir, 'replica')}`;
  const server = await startServer({ ...ADMIN_ENV, REPLICA_URL }, join(dir, 'vps'));
  await replicaCurrent(server.url, await adminToken(server.url));

  const acked: { message: string; at: number }[] = [];
  let writing = true;
  const writer = async (w: number) => {
    for (let i = 0; writing; i++) {
      const message = `Crash drill ${w}/${i}`;
      try {
        await sendEnquiry(server.url, message);
        acked.push({ message, at: Date.now() });
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, WRITE_MS));
  const litestream = litestreamPid(server.dbPath);
  const killedAt = Date.now();
  process.kill(litestream, 'SIGKILL');
  server.process.kill('SIGKILL');
  writing = false;
  await Promise.all(writers);
  rmSync(join(dir, 'vps'), { recursive: true, force: true });

  const target = join(dir, 'new-vps', 'site.db');
  const restore = await runProgram(['restore', '--replica'], { REPLICA_URL, DATABASE_PATH: target });
  assert.equal(restore.code, 0, restore.stderr);

  const db = new Database(target, { readonly: true });
  assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
  db.close();
  const restored = new Set(storedMessages(target));
  const missing = acked.filter((a) => !restored.has(a.message));
  const oldestMissingAge = missing.length ? Math.max(...missing.map((m) => killedAt - m.at)) : 0;
  const newestRestored = Math.max(...acked.filter((a) => restored.has(a.message)).map((a) => a.at));
  t.diagnostic(
    `${acked.length} enquiries acknowledged in ${WRITE_MS / 1000} s, ${missing.length} missing after the restore; ` +
      `loss window ${((killedAt - newestRestored) / 1000).toFixed(1)} s (the oldest missing was acknowledged ${(oldestMissingAge / 1000).toFixed(1)} s before the kill); restore took ${(restore.ms / 1000).toFixed(1)} s`,
  );
  assert.ok(acked.length > 100, `a real stream of writes (${acked.length})`);
  assert.ok(oldestMissingAge <= PROMISE_MS, `missing enquiries acknowledged up to ${oldestMissingAge} ms before the kill`);
});
