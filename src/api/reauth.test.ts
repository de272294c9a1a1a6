// Confirm-it's-you gives the session a new token and ends the old one (ASVS 5.0 7.2.4), without lengthening it: the
// sign-in time, the 12-hour end, the sessions list and the e-mailed "end that session" link all carry over. And a
// sign-in from a browser that still holds a session ends that one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminSessions } from '../db/tables.ts';
import { ADMIN } from '../testing/admin.ts';
import { bearer, login, signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { ADMIN_COOKIE } from '../security/require-admin.ts';
import { TOKEN_TTL_SECONDS } from '../security/tokens.ts';

const MINUTE = 60_000;

function clocked() {
  let now = Date.parse('2026-11-29T08:00:00.000Z');
  const t = makeTestApp({}, { now: () => now });
  return { t, advance: (ms: number) => (now += ms) };
}

describe('POST /api/admin/reauth', () => {
  test('answers a new token and cookie; the token it carried is dead at once; the new one is as old as the session', async () => {
    const { t, advance } = clocked();
    const me = await signInAdmin(t);
    const before = t.db.select().from(adminSessions).get()!;
    advance(20 * MINUTE);
    const res = await call(t.app, 'POST', '/api/admin/reauth', { password: ADMIN.password }, me.auth);
    assert.equal(res.status, 200, res.text);
    assert.equal(typeof res.json.token, 'string');
    assert.notEqual(res.json.token, me.token);
    const [cookie] = res.headers.getSetCookie();
    assert.ok(cookie.startsWith(`${ADMIN_COOKIE}=${res.json.token};`), cookie);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    assert.equal(maxAge, TOKEN_TTL_SECONDS - 20 * 60, 'the cookie lasts what is left of the session, not 12 more hours');

    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, me.auth)).status, 401, 'the old token is dead');
    const renewed = bearer(res.json.token);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, renewed)).status, 200);

    const live = t.db.select().from(adminSessions).all().filter((row) => row.revokedAt === null);
    assert.equal(live.length, 1);
    assert.equal(live[0].createdAt, before.createdAt, 'still signed in since then');
    assert.equal(live[0].expiresAt, before.expiresAt, 'the 12-hour end stands');
    assert.equal(live[0].verifiedAt, new Date(Date.parse('2026-11-29T08:00:00.000Z') + 20 * MINUTE).toISOString());

    advance(TOKEN_TTL_SECONDS * 1000 - 20 * MINUTE);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, renewed)).status, 401, 'ends 12 hours after sign-in');
  });

  test('the sessions list and the sign-in record follow the new token; other sessions are untouched', async () => {
    const { t } = clocked();
    const me = await signInAdmin(t);
    const phone = await login(t, ADMIN.username, ADMIN.password);
    const res = await call(t.app, 'POST', '/api/admin/reauth', { password: ADMIN.password }, me.auth);
    const renewed = bearer(res.json.token);
    const sessions = (await call(t.app, 'GET', '/api/admin/sessions', undefined, renewed)).json as { id: string; current: boolean }[];
    assert.equal(sessions.length, 2);
    const current = sessions.find((s) => s.current);
    assert.ok(current);
    const signIns = (await call(t.app, 'GET', '/api/admin/sign-ins', undefined, renewed)).json as { sessionId: string; live: boolean; current: boolean }[];
    assert.ok(signIns.some((s) => s.sessionId === current.id && s.live && s.current), 'its sign-in still names it: the e-mailed link ends it');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(phone))).status, 200);
  });

  test('a wrong password changes nothing: 400, and the token keeps working', async () => {
    const { t } = clocked();
    const me = await signInAdmin(t);
    const wrong = await call(t.app, 'POST', '/api/admin/reauth', { password: 'not my password' }, me.auth);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.headers.getSetCookie().length, 0);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, me.auth)).status, 200);
  });
});

describe('signing in again', () => {
  test('from a browser that still holds a session (its cookie) ends that session: the browser keeps the new one alone', async () => {
    const { t } = clocked();
    const first = await signInAdmin(t);
    const other = await login(t, ADMIN.username, ADMIN.password);
    const again = await call(t.app, 'POST', '/api/admin/login', { username: ADMIN.username, password: ADMIN.password }, { cookie: `${ADMIN_COOKIE}=${first.token}` });
    assert.equal(again.status, 200);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, first.auth)).status, 401, 'the session the browser had');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(again.json.token))).status, 200);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(other))).status, 200, "another device's stays");
  });
});
