// "Sign out everywhere else" (ASVS 5.0 7.4.3, 7.5.2): DELETE /api/admin/sessions ends every session of the caller
// but the one asking, asks for the password again like ending one session, and touches nobody else's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditLog } from '../db/tables.ts';
import { ADMIN } from '../testing/admin.ts';
import { bearer, login, signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

describe('DELETE /api/admin/sessions', () => {
  test('ends every other session of yours, keeps this one and other admins\' sessions; says how many; audited', async () => {
    const t = makeTestApp();
    const me = await signInAdmin(t);
    const phone = await login(t, ADMIN.username, ADMIN.password);
    const laptop = await login(t, ADMIN.username, ADMIN.password);
    const tunde = await signInAdmin(t, 'tunde');
    const res = await call(t.app, 'DELETE', '/api/admin/sessions', undefined, me.auth);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json, { ended: 2 });
    for (const token of [phone, laptop]) assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(token))).status, 401);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, me.auth)).status, 200, 'this session stays');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth)).status, 200, "another admin's stays");
    const sessions = await call(t.app, 'GET', '/api/admin/sessions', undefined, me.auth);
    assert.deepEqual(sessions.json.map((s: { current: boolean }) => s.current), [true]);
    const line = t.db.select().from(auditLog).all().filter((l) => l.action === 'session_ended').at(-1);
    assert.equal(line?.detail, 'every other session (2)');
    assert.deepEqual((await call(t.app, 'DELETE', '/api/admin/sessions', undefined, me.auth)).json, { ended: 0 }, 'none left: nothing to do');
  });

  test('after 10 minutes it asks for the password or a passkey again (403 reauthRequired), then works', async () => {
    let now = Date.now();
    const t = makeTestApp({}, { now: () => now });
    const me = await signInAdmin(t);
    const other = await login(t, ADMIN.username, ADMIN.password);
    now += 11 * 60_000;
    const refused = await call(t.app, 'DELETE', '/api/admin/sessions', undefined, me.auth);
    assert.equal(refused.status, 403);
    assert.equal(refused.json.reauthRequired, true);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(other))).status, 200, 'nothing ended');
    const confirmed = await call(t.app, 'POST', '/api/admin/reauth', { password: ADMIN.password }, me.auth);
    assert.equal(confirmed.status, 200);
    assert.deepEqual((await call(t.app, 'DELETE', '/api/admin/sessions', undefined, bearer(confirmed.json.token))).json, { ended: 1 });
  });

  test('a cookie-only call from another site is refused before anything ends', async () => {
    const t = makeTestApp();
    const me = await signInAdmin(t);
    const other = await login(t, ADMIN.username, ADMIN.password);
    const res = await call(t.app, 'DELETE', '/api/admin/sessions', undefined, { cookie: `admin_token=${me.token}`, origin: 'https://evil.example' });
    assert.equal(res.status, 403);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(other))).status, 200);
  });
});
