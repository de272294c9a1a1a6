// Continuous replication to a file:// replica with the real product (node dist/server.js) and the real Litestream
// it runs as its child: an acknowledged enquiry reaches the replica within seconds, /healthz shows it to an admin
// (without secrets) and to nobody else, a Litestream that dies is started again, and a stop ends it.
// Runs quiet: it waits on Litestream's sync with deadlines, which four browser files beside it overran.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { findLitestream } from '../../../src/ops/replica/binary.ts';
import { shadowPosition } from '../../../src/ops/replica/lag.ts';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { alive, eventually, litestreamPid, replicaCurrent, replicaStatus, sendEnquiry } from '../../../src/testing/replica.ts';
import { startServer, type RunningServer } from '../../../src/testing/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-replica-file-'));
const replicaDir = join(dir, 'replica');
let server: RunningServer;
let token: string;

before(async () => {
  server = await startServer({ ...ADMIN_ENV, REPLICA_URL: `file://${replicaDir}` }, join(dir, 'server'));
  token = await adminToken(server.url);
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The replica restored by Litestream itself into a new file (what `restore --replica` builds on). */
function restoredMessages(): string[] {
  const out = join(mkdtempSync(join(dir, 'check-')), 'site.db');
  try {
    execFileSync(findLitestream()!, ['restore', '-o', out, `file://${replicaDir}`], { stdio: 'ignore' });
  } catch {
    return []; // no snapshot there yet
  }
  const db = new Database(out, { readonly: true });
  try {
    return (db.prepare('SELECT message FROM contact_submissions').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

describe('file:// replica', () => {
  test('an acknowledged enquiry is in the replica within 5 seconds, and /healthz says the replica is current', async () => {
    const message = 'Replicated: a duplex at Woji, call after 4pm';
    await sendEnquiry(server.url, message);
    const sentAt = Date.now();
    await eventually('the enquiry in the replica', () => restoredMessages().includes(message), 5_000);
    assert.ok(Date.now() - sentAt < 5_000);
    const status = await replicaCurrent(server.url, token);
    assert.equal(status.url, `file://${replicaDir}`);
    assert.equal(status.error, null);
    assert.ok(Date.parse(status.lastSyncAt!) >= sentAt - 1_000);
  });

  test('the public /healthz says only ok', async () => {
    assert.deepEqual(await (await fetch(`${server.url}/healthz`)).json(), { ok: true });
  });

  test('Litestream killed with SIGKILL is started again, its output in the server log, and replication goes on', async () => {
    const first = litestreamPid(server.dbPath);
    process.kill(first, 'SIGKILL');
    const second = await eventually('a new Litestream', () => {
      const pid = litestreamPid(server.dbPath);
      return pid !== first && alive(pid) && pid;
    });
    assert.match(server.output(), /replica: Litestream stopped \(SIGKILL\); restarting it in 1 s/);
    assert.match(server.output(), /litestream: msg=litestream version=v0\.3\.13/);
    // Nothing written since the kill: the server gives the new Litestream a change to send, so the replica is seen
    // current again on a quiet site too (Litestream reports no replica position before it has sent something).
    const killedAt = Date.now();
    const current = await replicaCurrent(server.url, token, 10_000);
    assert.ok(Date.parse(current.lastSyncAt!) > killedAt, `synced after the restart: ${current.lastSyncAt}`);
    const message = 'After the restart: 40 bags of cement to Eleme';
    await sendEnquiry(server.url, message);
    await eventually('the enquiry in the replica after the restart', () => restoredMessages().includes(message), 10_000);
    assert.ok(alive(second));
  });

  test('after Litestream’s checkpoint (a second shadow WAL file), a quiet site stays current', async () => {
    // Litestream checkpoints once its copy of the WAL holds 1,000 pages, and keeps the file before the new one: the
    // replica is then current when it holds the newest file whole, not the sum of both.
    const first = shadowPosition(server.dbPath)!;
    for (let i = 0; shadowPosition(server.dbPath)!.index === first.index; i++) {
      assert.ok(i < 3_000, 'Litestream did not checkpoint');
      await sendEnquiry(server.url, `Filler ${i}: ${'block and sand for the fence at Rumuokoro '.repeat(90)}`);
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 1_100)); // a sync interval, for Litestream to copy and checkpoint
    }
    await replicaCurrent(server.url, token, 10_000);
    await new Promise((r) => setTimeout(r, 3_000));
    const later = await replicaStatus(server.url, token);
    assert.equal(later.lagSeconds, 0, `still current 3 s later, with nothing written: ${JSON.stringify(later)}`);
  });

  test('stopping the server stops Litestream too', async () => {
    const pid = litestreamPid(server.dbPath);
    const exited = new Promise((r) => server.process.once('exit', r));
    server.process.kill('SIGTERM');
    await exited;
    assert.equal(alive(pid), false);
    assert.match(server.output(), /litestream: msg="litestream shut down"/);
  });
});
