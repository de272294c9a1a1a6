// Replication to a real SFTP server (Debian's OpenSSH sshd on 127.0.0.1, a test user and key) with the real product
// and Litestream: enquiries reach it and come back with restore --replica; when the SFTP server stops while
// enquiries keep coming, the lag alarm e-mails the notification address once, and once more when it is back
// (REPLICA_LAG_ALARM_SECONDS=5, so the whole file takes about a minute).
// Runs quiet: it waits on Litestream's sync with deadlines, which four browser files beside it overran.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { eventually, replicaCurrent, replicaStatus, runProgram, sendEnquiry, storedMessages } from '../../../src/testing/replica.ts';
import { startServer, type RunningServer } from '../../../src/testing/server.ts';
import { type SftpServer, sftpUnavailable, startSftpServer } from '../../../src/testing/sftp-server.ts';
import { fakeSmtpServer } from '../../../src/testing/smtp.ts';

const skip = sftpUnavailable();
const dir = mkdtempSync(join(tmpdir(), 'metrik-replica-sftp-'));
const ALARM_SECONDS = 5;
const OWNER = 'owner@metrikgroup.ng';
let sftp: SftpServer;
let smtp: { server: Server; received: string[] };
let server: RunningServer;
let token: string;
let env: Record<string, string>;

before(async () => {
  if (skip) return;
  sftp = await startSftpServer(join(dir));
  smtp = await fakeSmtpServer();
  const smtpPort = (smtp.server.address() as { port: number }).port;
  env = {
    REPLICA_URL: `sftp://${sftp.user}@127.0.0.1:${sftp.port}${sftp.root}/metrik`,
    REPLICA_SSH_KEY: sftp.keyPath,
  };
  server = await startServer({ ...ADMIN_ENV, ...env, REPLICA_LAG_ALARM_SECONDS: String(ALARM_SECONDS), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, join(dir, 'live'));
  const db = new Database(server.dbPath);
  db.prepare("INSERT INTO site_settings (key, value) VALUES ('notification_email', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(OWNER);
  db.close();
  token = await adminToken(server.url);
});
after(async () => {
  await server?.stop();
  await sftp?.stop();
  smtp?.server.close();
  smtp?.server.unref();
  rmSync(dir, { recursive: true, force: true });
});

const alarmMails = () => smtp.received.filter((m) => /Subject: The live copy of the website/.test(m));

describe('sftp:// replica', { skip }, () => {
  test('an enquiry reaches the SFTP server and comes back with restore --replica', async () => {
    const message = 'Over SFTP: 3 bedroom flat at Peter Odili road';
    await sendEnquiry(server.url, message);
    const status = await replicaCurrent(server.url, token, 30_000);
    assert.equal(status.url, `sftp://${sftp.user}@127.0.0.1:${sftp.port}${sftp.root}/metrik`);
    const target = join(dir, 'restored', 'site.db');
    const run = await runProgram(['restore', '--replica'], { ...env, DATABASE_PATH: target });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(storedMessages(target).includes(message));
  });

  test('SFTP server stopped: one alarm e-mail past the lag limit, and the error in /healthz', async () => {
    await sftp.stop();
    await sendEnquiry(server.url, 'Written while the SFTP server is down');
    await eventually('the alarm e-mail', () => alarmMails().length === 1, 30_000);
    assert.match(alarmMails()[0], /Subject: The live copy of the website is behind/);
    assert.match(alarmMails()[0], new RegExp(`To: ${OWNER}`));
    await sendEnquiry(server.url, 'Still down');
    // Litestream waits on the dead connection without a word: after 30 s the status says the storage does not answer.
    const behind = await eventually('the error in /healthz', async () => {
      const status = await replicaStatus(server.url, token);
      return status.error ? status : undefined;
    }, 45_000);
    assert.ok(behind.lagSeconds > ALARM_SECONDS, `lag ${behind.lagSeconds}`);
    assert.equal(alarmMails().length, 1, 'one e-mail, not one per check');
  });

  // Litestream 0.3.13 keeps waiting on the connection it lost even once sshd is back: the server, knocking on the
  // SFTP port while behind, restarts it as soon as the port answers again. Then caught up for ALARM_SECONDS: the
  // second e-mail.
  test('SFTP server back: Litestream restarted at once, the replica current again, one recovery e-mail', async (t) => {
    const backAt = Date.now();
    await sftp.start();
    const back = await replicaCurrent(server.url, token, 15_000);
    t.diagnostic(`replica current ${((Date.now() - backAt) / 1000).toFixed(1)} s after sshd started again`);
    assert.equal(back.error, null);
    assert.ok(Date.parse(back.lastSyncAt!) >= backAt, `synced after sshd came back: ${back.lastSyncAt}`);
    assert.match(server.output(), /accepts connections again: restarting Litestream/);
    await eventually('the recovery e-mail', () => alarmMails().length === 2, 15_000);
    assert.match(alarmMails()[1], /Subject: The live copy of the website has caught up/);
    assert.match(alarmMails()[1], new RegExp(`To: ${OWNER}`));
    const target = join(dir, 'restored-after', 'site.db');
    const run = await runProgram(['restore', '--replica'], { ...env, DATABASE_PATH: target });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(storedMessages(target).includes('Still down'), 'what was written during the outage reached the replica');
  });
});
