import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { version } from '../../package.json';

const root = mkdtempSync(join(tmpdir(), 'metrik-health-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('GET /healthz', () => {
  test('in public: only { ok: true }, never stored by a cache, even with a broken or forged token', async () => {
    const t = makeTestApp({ databasePath: join(root, 'public.db'), backupDir: join(root, 'public-backups') });
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }, { cookie: 'admin_token=forged' }];
    for (const headers of attempts) {
      const res = await call(t.app, 'GET', '/healthz', undefined, headers);
      assert.equal(res.status, 200);
      assert.deepEqual(res.json, { ok: true });
      assert.equal(res.headers.get('cache-control'), 'no-store');
    }
    t.database.close();
  });

  test('for a signed-in admin: version, uptime, database and WAL size, the last backup and mail status', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const t = makeTestApp({ databasePath: join(root, 'admin.db'), backupDir: join(root, 'admin-backups') }, { now: () => now });
    const admin = await signInAdmin(t);
    now += 90_000;

    const before = await call(t.app, 'GET', '/healthz', undefined, admin.auth);
    assert.equal(before.status, 200);
    assert.equal(before.json.ok, true);
    assert.equal(before.json.version, version);
    assert.equal(before.json.uptimeSeconds, 90);
    assert.equal(before.json.database.file, join(root, 'admin.db'));
    assert.ok(before.json.database.bytes > 0, 'the data file has a size');
    assert.equal(typeof before.json.database.walBytes, 'number');
    assert.equal(before.json.backups.newest, null);
    assert.match(before.json.backups.warning, /no automatic backup yet/);
    assert.deepEqual(before.json.mail, { configured: false, lastSentAt: null, lastFailedAt: null, lastError: null });

    await t.services.backups!.runNow();
    const after = await call(t.app, 'GET', '/healthz', undefined, admin.auth);
    assert.match(after.json.backups.newest.name, /^site-.*\.db$/);
    assert.ok(after.json.backups.newest.size > 0);
    assert.equal(after.json.backups.lastError, null);
    t.database.close();
  });

  test('mail status: configured with SMTP_URL, and the last failure is reported', async () => {
    const t = makeTestApp({ databasePath: join(root, 'mail.db'), backupDir: join(root, 'mail-backups'), smtpUrl: 'smtp://127.0.0.1:1' });
    const admin = await signInAdmin(t);
    await assert.rejects(t.services.mailer!.send({ to: 'office@example.com', subject: 'test', text: 'test' }));
    const res = await call(t.app, 'GET', '/healthz', undefined, admin.auth);
    assert.equal(res.json.mail.configured, true);
    assert.equal(res.json.mail.lastSentAt, null);
    assert.match(res.json.mail.lastFailedAt, /^\d{4}-/);
    assert.match(res.json.mail.lastError, /ECONNREFUSED|connect/i);
    t.database.close();
  });
});
