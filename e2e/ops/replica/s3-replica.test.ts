// Replication to an S3-compatible server with the real product and Litestream: fauxqs (npm, an S3/SQS/SNS emulator
// run in this process on 127.0.0.1) answers Litestream's calls, its listings with a delimiter included, which
// s3rver (the off-site backups' test server) does not. An acknowledged enquiry reaches the bucket, /healthz shows
// the address without the keys, and restore --replica brings it back, encrypted with age on the way.
// Runs quiet: it waits on Litestream's sync with deadlines, which four browser files beside it overran.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generateX25519Identity } from 'age-encryption';
import { type FauxqsServer, startFauxqs } from 'fauxqs';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { replicaCurrent, runProgram, sendEnquiry, storedMessages } from '../../../src/testing/replica.ts';
import { startServer, type RunningServer } from '../../../src/testing/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-replica-s3-'));
const BUCKET = 'metrik-replica';
let s3: FauxqsServer;
let server: RunningServer;
let env: Record<string, string>;

before(async () => {
  s3 = await startFauxqs({ port: 0, logger: false });
  s3.createBucket(BUCKET);
  env = {
    REPLICA_URL: `s3://${BUCKET}/site?endpoint=http://127.0.0.1:${s3.port}&region=us-east-1`,
    AWS_ACCESS_KEY_ID: 'metrik-test',
    AWS_SECRET_ACCESS_KEY: 'metrik-test-secret',
    REPLICA_AGE_KEY: await generateX25519Identity(),
  };
  server = await startServer({ ...ADMIN_ENV, ...env }, join(dir, 'live'));
});
after(async () => {
  await server?.stop();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('s3:// replica', () => {
  test('an enquiry reaches the bucket, /healthz says the replica is current, and restore --replica brings it back', async () => {
    const message = 'Over S3: 200 litres of emulsion paint for a school in Oyigbo';
    const sentAt = Date.now();
    await sendEnquiry(server.url, message);
    const status = await replicaCurrent(server.url, await adminToken(server.url), 10_000);
    assert.equal(status.url, `s3://${BUCKET}/site at http://127.0.0.1:${s3.port}`);
    assert.equal(status.encrypted, true);
    assert.equal(status.error, null);
    assert.ok(Date.parse(status.lastSyncAt!) >= sentAt - 1_000);
    const target = join(dir, 'restored', 'site.db');
    const run = await runProgram(['restore', '--replica'], { ...env, DATABASE_PATH: target });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(storedMessages(target).includes(message));
  });
});
