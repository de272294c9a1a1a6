// Continuous replication to a file:// replica with the real product (node dist/server.js) and the real Litestream
// it runs as its child: an acknowledged enquiry reaches the replica within seconds, /healthz shows it to an admin
// (without secrets) and to nobody else, a Litestream that dies is started again, and a stop ends it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { findLitestream } from '../../../src/ops/replica/binary.ts';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { alive, eventually, litestreamPid, replicaCurrent, sendEnquiry } from '../../../src/testing/replica.ts';
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
    const message = 'After the restart: 40 bags of cement to Eleme';
    await sendEnquiry(server.url, message);
    await eventually('the enquiry in the replica after the restart', () => restoredMessages().includes(message), 10_000);
    assert.ok(alive(second));
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
