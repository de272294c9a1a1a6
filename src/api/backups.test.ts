import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

const root = mkdtempSync(join(tmpdir(), 'metrik-backup-routes-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('backups in the admin API', () => {
  test('GET /api/admin/backup streams a consistent, complete copy of the database as a download, and audits it', async () => {
    const t = makeTestApp({ databasePath: join(root, 'site.db'), backupDir: join(root, 'backups') });
    const admin = await signInAdmin(t);
    assert.equal((await call(t.app, 'POST', '/api/contact', { firstName: 'Ngozi', lastName: 'Obi', email: 'n@example.ng', service: 'paint', message: 'Colours' })).status, 201);

    assert.equal((await t.app.request('/api/admin/backup')).status, 401);
    const res = await t.app.request('/api/admin/backup', { headers: admin.auth });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db"$/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(bytes.length, Number(res.headers.get('content-length')));
    const file = join(root, 'downloaded.db');
    writeFileSync(file, bytes);
    const copy = new Database(file, { readonly: true });
    assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
    assert.deepEqual(copy.prepare('SELECT first_name FROM contact_submissions').pluck().all(), ['Ngozi']);
    copy.close();
    const line = t.sqlite.prepare("SELECT username, detail FROM audit_log WHERE action = 'backup_downloaded'").get() as { username: string; detail: string };
    assert.equal(line.username, admin.username);
    t.database.close();
  });

  test('GET /api/admin/backups lists the automatic backups; the status warns until there is a fresh one', async () => {
    const t = makeTestApp({ databasePath: join(root, 'listed.db'), backupDir: join(root, 'listed-backups') });
    const admin = await signInAdmin(t);
    assert.deepEqual((await call(t.app, 'GET', '/api/admin/backups', undefined, admin.auth)).json, []);
    assert.match((await call(t.app, 'GET', '/api/admin/backups/status', undefined, admin.auth)).json.warning, /no automatic backup yet/);
    await t.services.backups!.runNow();
    const list = (await call(t.app, 'GET', '/api/admin/backups', undefined, admin.auth)).json;
    assert.equal(list.length, 1);
    assert.deepEqual(Object.keys(list[0]).sort(), ['createdAt', 'name', 'size']);
    const status = (await call(t.app, 'GET', '/api/admin/backups/status', undefined, admin.auth)).json;
    assert.equal(status.warning, null);
    assert.equal(status.keepDays, 14);
    assert.equal(status.newest.name, list[0].name);
    assert.equal((await call(t.app, 'GET', '/api/admin/backups')).status, 401);
    t.database.close();
  });
});
