// The inactivity timeout of admin sessions (ASVS 5.0 7.3.1): 30 minutes without anything the admin did ends the
// session; the panel's background polling is answered but does not count; the 12-hour maximum stands.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BACKGROUND_HEADER, IDLE_SIGNED_OUT, IDLE_TIMEOUT_MINUTES } from '../../web/shared/admins.ts';
import { SESSION_INVALID } from '../http/request-errors.ts';
import { ADMIN } from '../testing/admin.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { IDLE_TIMEOUT_MS, TOKEN_TTL_SECONDS } from './tokens.ts';

const MINUTE = 60_000;

async function signedIn() {
  let now = Date.parse('2026-11-29T08:00:00.000Z');
  const t = makeTestApp({}, { now: () => now });
  const admin = await signInAdmin(t);
  const me = (background = false) => call(t.app, 'GET', '/api/admin/me', undefined, { ...admin.auth, ...(background ? { [BACKGROUND_HEADER]: '1' } : {}) });
  return { t, admin, me, advance: (ms: number) => (now += ms) };
}

describe('admin sessions end after 30 minutes without activity', () => {
  test('the number is the documented one', () => {
    assert.equal(IDLE_TIMEOUT_MINUTES, 30);
    assert.equal(IDLE_TIMEOUT_MS, 30 * MINUTE);
  });

  test('each action starts the 30 minutes again; after 30 without one: 401 saying so, the session revoked and gone from the list', async () => {
    const { t, admin, me, advance } = await signedIn();
    for (let i = 0; i < 4; i++) {
      advance(29 * MINUTE);
      assert.equal((await me()).status, 200, `action ${i + 1}, 29 minutes after the one before`);
    }
    const other = await signInAdmin(t, 'tunde');
    advance(30 * MINUTE);
    const idle = await me();
    assert.equal(idle.status, 401);
    assert.equal(idle.json.error, IDLE_SIGNED_OUT);
    const again = await me();
    assert.equal(again.status, 401);
    assert.equal(again.json.error, SESSION_INVALID, 'revoked: it never comes back');
    const row = t.sqlite.prepare('SELECT revoked_at FROM admin_sessions WHERE admin_id = ?').get(admin.id) as { revoked_at: string | null };
    assert.ok(row.revoked_at);
    // Each session counts its own idle time: another admin's, not used since it was opened, has ended too.
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, other.auth)).json.error, IDLE_SIGNED_OUT);
  });

  test('background requests (the panel polling) are answered but do not keep the session alive', async () => {
    const { me, advance } = await signedIn();
    for (let minutes = 5; minutes < 30; minutes += 5) {
      advance(5 * MINUTE);
      assert.equal((await me(true)).status, 200, `${minutes} minutes in, polling`);
    }
    advance(5 * MINUTE);
    const res = await me(true);
    assert.equal(res.status, 401);
    assert.equal(res.json.error, IDLE_SIGNED_OUT);
  });

  test('an idle session is left out of the sessions list before anything touches it', async () => {
    const { t, admin, me, advance } = await signedIn();
    const second = await call(t.app, 'POST', '/api/admin/login', { username: admin.username, password: ADMIN.password });
    assert.equal(second.status, 200);
    advance(20 * MINUTE);
    const listed = async () => (await call(t.app, 'GET', '/api/admin/sessions', undefined, { authorization: `Bearer ${second.json.token}` })).json as unknown[];
    assert.equal((await listed()).length, 2);
    advance(11 * MINUTE);
    // The first session has been idle 31 minutes; the second was used 11 minutes ago.
    assert.equal((await listed()).length, 1);
    assert.equal((await me()).status, 401);
  });

  test('the 12-hour maximum stands for an admin who is active all day', async () => {
    const { me, advance } = await signedIn();
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < TOKEN_TTL_SECONDS * 1000) {
      advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      assert.equal((await me()).status, 200, `${elapsed / MINUTE} minutes in`);
    }
    advance(TOKEN_TTL_SECONDS * 1000 - elapsed);
    const res = await me();
    assert.equal(res.status, 401);
    assert.equal(res.json.error, SESSION_INVALID);
  });
});
