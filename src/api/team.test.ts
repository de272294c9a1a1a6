import assert from 'node:assert/strict';
import { ADMIN } from '../testing/admin.ts';
import { describe, test } from 'node:test';
import { adminSessions, auditLog } from '../db/tables.ts';
import { LAST_SEEN_EVERY_MS } from '../security/tokens.ts';
import { bearer, login, signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const auditOf = (t: TestApp, action: string) => t.db.select().from(auditLog).all().filter((l) => l.action === action);
const NEW_ADMIN = { username: 'tunde', email: 'tunde@metrikgroup.ng', password: 'first-passphrase-123' };

describe('admins in the panel', () => {
  test('every route needs a signed-in admin (401)', async () => {
    const t = makeTestApp();
    await signInAdmin(t);
    for (const [method, path] of [
      ['GET', '/api/admin/admins'],
      ['POST', '/api/admin/admins'],
      ['DELETE', '/api/admin/admins/1'],
      ['GET', '/api/admin/sessions'],
      ['DELETE', '/api/admin/sessions/0123456789abcdef'],
      ['DELETE', '/api/admin/admins/1/sessions'],
      ['DELETE', '/api/admin/all-sessions'],
      ['GET', '/api/admin/2fa'],
      ['POST', '/api/admin/2fa/setup'],
      ['POST', '/api/admin/2fa/enable'],
      ['POST', '/api/admin/2fa/disable'],
    ]) {
      const res = await call(t.app, method, path, method === 'POST' ? {} : undefined);
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(res.headers.get('cache-control'), 'no-store');
    }
  });

  test('GET lists the admins without secrets; POST adds one flagged to change the first password, audited', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const added = await call(t.app, 'POST', '/api/admin/admins', NEW_ADMIN, amaka.auth);
    assert.equal(added.status, 201, added.text);
    assert.equal(added.json.username, 'tunde');
    assert.equal(added.json.mustChangePassword, true);
    assert.equal(added.json.twoFactorEnabled, false);

    const list = await call(t.app, 'GET', '/api/admin/admins', undefined, amaka.auth);
    assert.equal(list.status, 200);
    assert.deepEqual(list.json.map((a: { username: string }) => a.username), ['amaka', 'tunde']);
    assert.deepEqual(Object.keys(list.json[0]).sort(), ['createdAt', 'email', 'id', 'mustChangePassword', 'twoFactorEnabled', 'username']);
    assert.ok(!list.text.includes('$2'), 'no password hash');

    const [line] = auditOf(t, 'admin_created');
    assert.equal(line.username, 'amaka');
    assert.equal(line.target, `admin_users/${added.json.id}`);
    assert.match(line.detail ?? '', /tunde <tunde@metrikgroup\.ng>/);

    // The new admin signs in with the first password, is told to change it, and the flag clears when they do.
    const token = await login(t, 'tunde', NEW_ADMIN.password);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(token))).json.mustChangePassword, true);
    const changed = await call(t.app, 'POST', '/api/admin/password', { currentPassword: NEW_ADMIN.password, newPassword: 'my-own-passphrase-456' }, bearer(token));
    assert.equal(changed.status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(token))).json.mustChangePassword, false);
  });

  test('POST refuses bad input (400 with issues) and a taken username or address (409)', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const cases: [unknown, number, RegExp][] = [
      [{ ...NEW_ADMIN, password: 'short' }, 400, /at least 10 characters/],
      [{ ...NEW_ADMIN, email: 'not-an-address' }, 400, /e-?mail/i],
      [{ ...NEW_ADMIN, username: 'has space' }, 400, /letters, digits/],
      [{ email: NEW_ADMIN.email, password: NEW_ADMIN.password }, 400, /Username is required/],
      [{ ...NEW_ADMIN, username: 'AMAKA' }, 409, /username already exists/],
      [{ ...NEW_ADMIN, email: 'Amaka@metrikgroup.ng' }, 409, /email address already exists/],
    ];
    for (const [body, status, error] of cases) {
      const res = await call(t.app, 'POST', '/api/admin/admins', body, amaka.auth);
      assert.equal(res.status, status, res.text);
      assert.match(res.json.error, error);
      if (status === 400) assert.ok(Array.isArray(res.json.issues));
    }
    assert.equal((await call(t.app, 'POST', '/api/admin/admins', 'x', { ...amaka.auth, 'content-type': 'text/plain' })).status, 415);
    assert.equal((await call(t.app, 'GET', '/api/admin/admins', undefined, amaka.auth)).json.length, 1);
  });

  test('DELETE removes an admin, whose token is refused at once; audited', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const tunde = await signInAdmin(t, 'tunde');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth)).status, 200);
    const res = await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}`, undefined, amaka.auth);
    assert.equal(res.status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth)).status, 401);
    assert.equal(t.db.select().from(adminSessions).all().filter((s) => s.adminId === tunde.id).length, 0);
    const [line] = auditOf(t, 'admin_removed');
    assert.equal(line.username, 'amaka');
    assert.equal(line.target, `admin_users/${tunde.id}`);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}`, undefined, amaka.auth)).status, 404);
  });

  test('DELETE: 400 for a malformed id, 409 for yourself without confirmSelf, 409 for the last admin', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/admins/abc', undefined, amaka.auth)).status, 400);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/admins/999', undefined, amaka.auth)).status, 404);

    const last = await call(t.app, 'DELETE', `/api/admin/admins/${amaka.id}?confirmSelf=1`, undefined, amaka.auth);
    assert.equal(last.status, 409);
    assert.match(last.json.error, /only admin/);

    const tunde = await signInAdmin(t, 'tunde');
    const self = await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}`, undefined, tunde.auth);
    assert.equal(self.status, 409);
    assert.match(self.json.error, /your own account/);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}?confirmSelf=yes`, undefined, tunde.auth)).status, 400);
    const confirmed = await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}?confirmSelf=1`, undefined, tunde.auth);
    assert.equal(confirmed.status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth)).status, 401);
    assert.equal(auditOf(t, 'admin_removed')[0].username, 'tunde');
  });
});

describe('your own sessions', () => {
  test('lists your live sessions with where they came from; lastSeenAt moves at most once a minute', async () => {
    const start = Date.now();
    let now = start;
    const t = makeTestApp({ trustProxy: true }, { now: () => now });
    const amaka = await signInAdmin(t);
    const phone = await call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: ADMIN.password }, { 'x-forwarded-for': '102.89.1.7', 'user-agent': 'Mozilla/5.0 (iPhone) Safari' });
    assert.equal(phone.status, 200);
    const other = await signInAdmin(t, 'tunde');

    now += 30_000;
    const list = await call(t.app, 'GET', '/api/admin/sessions', undefined, amaka.auth);
    assert.equal(list.status, 200);
    assert.equal(list.json.length, 2, 'tunde’s session is not listed');
    assert.deepEqual(Object.keys(list.json[0]).sort(), ['createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'userAgent']);
    const current = list.json.find((s: { current: boolean }) => s.current);
    const onPhone = list.json.find((s: { current: boolean }) => !s.current);
    assert.equal(onPhone.ip, '102.89.1.7');
    assert.equal(onPhone.userAgent, 'Mozilla/5.0 (iPhone) Safari');
    assert.match(onPhone.id, /^[0-9a-f]{16}$/);
    assert.equal(current.lastSeenAt, new Date(start).toISOString(), 'not rewritten within the minute');

    now += LAST_SEEN_EVERY_MS;
    await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth);
    const later = await call(t.app, 'GET', '/api/admin/sessions', undefined, amaka.auth);
    assert.equal(later.json.find((s: { current: boolean }) => s.current).lastSeenAt, new Date(now).toISOString());
    assert.ok(!later.text.includes(amaka.token.split('.')[1]), 'nothing of the token');
    assert.equal((await call(t.app, 'GET', '/api/admin/sessions', undefined, other.auth)).json.length, 1);
  });

  test('DELETE ends one of your sessions (its token is refused at once); another admin’s is 404; audited', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const second = bearer(await login(t, 'amaka', ADMIN.password));
    const tunde = await signInAdmin(t, 'tunde');
    const mine = (await call(t.app, 'GET', '/api/admin/sessions', undefined, amaka.auth)).json;
    const theirs = (await call(t.app, 'GET', '/api/admin/sessions', undefined, tunde.auth)).json;
    const notCurrent = mine.find((s: { current: boolean }) => !s.current);

    assert.equal((await call(t.app, 'DELETE', `/api/admin/sessions/${theirs[0].id}`, undefined, amaka.auth)).status, 404);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth)).status, 200);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/sessions/not-hex', undefined, amaka.auth)).status, 400);

    assert.equal((await call(t.app, 'DELETE', `/api/admin/sessions/${notCurrent.id}`, undefined, amaka.auth)).status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, second)).status, 401);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth)).status, 200);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/sessions/${notCurrent.id}`, undefined, amaka.auth)).status, 404, 'already ended');
    const [line] = auditOf(t, 'session_ended');
    assert.equal(line.username, 'amaka');
    assert.equal(line.target, `admin_sessions/${notCurrent.id}`);
  });

  test("an admin signs another admin out on every device (ASVS 5.0 7.4.5): their tokens and cookies refused at once, audited; they can sign in again", async () => {
    let now = Date.now();
    const t = makeTestApp({}, { now: () => now });
    const amaka = await signInAdmin(t);
    const tunde = await signInAdmin(t, 'tunde');
    const tundeElsewhere = bearer(await login(t, 'tunde', ADMIN.password));
    const amakaElsewhere = bearer(await login(t, 'amaka', ADMIN.password));

    assert.equal((await call(t.app, 'DELETE', '/api/admin/admins/999/sessions', undefined, amaka.auth)).status, 404);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/admins/x/sessions', undefined, amaka.auth)).status, 400);
    const ended = await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}/sessions`, undefined, amaka.auth);
    assert.equal(ended.status, 200, ended.text);
    assert.deepEqual(ended.json, { ended: 2 });
    for (const token of [tunde.auth, tundeElsewhere]) assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, token)).status, 401);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, { cookie: `admin_token=${tunde.token}` })).status, 401, 'nor by the cookie');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth)).status, 200, 'the admin who did it goes on');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amakaElsewhere)).status, 200, 'and so do their other sessions');
    const line = auditOf(t, 'session_ended').at(-1)!;
    assert.deepEqual([line.username, line.target, line.detail], ['amaka', `admin_users/${tunde.id}`, 'every session of tunde (2)']);
    assert.ok(await login(t, 'tunde', ADMIN.password), 'tunde can sign in again');

    // Your own: every session but this one.
    const own = await call(t.app, 'DELETE', `/api/admin/admins/${amaka.id}/sessions`, undefined, amaka.auth);
    assert.deepEqual(own.json, { ended: 1 });
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amakaElsewhere)).status, 401);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth)).status, 200);

    // It asks again after 10 minutes, like removing an admin.
    now += 11 * 60_000;
    const stale = await call(t.app, 'DELETE', `/api/admin/admins/${tunde.id}/sessions`, undefined, amaka.auth);
    assert.equal(stale.status, 403);
    assert.equal(stale.json.reauthRequired, true);
  });

  test('an admin signs every admin out on every device but their own session (ASVS 5.0 7.4.5); audited', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const tunde = await signInAdmin(t, 'tunde');
    const ngozi = await signInAdmin(t, 'ngozi');
    const amakaElsewhere = bearer(await login(t, 'amaka', ADMIN.password));
    const res = await call(t.app, 'DELETE', '/api/admin/all-sessions', undefined, amaka.auth);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json, { ended: 3 });
    for (const token of [tunde.auth, ngozi.auth, amakaElsewhere]) assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, token)).status, 401);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth)).status, 200);
    const line = auditOf(t, 'session_ended').at(-1)!;
    assert.deepEqual([line.username, line.target, line.detail], ['amaka', 'admin_users', 'every session of every admin but this one (3)']);
    // Not from another site: the cookie alone, from another origin, is refused before anything ends.
    const cross = await call(t.app, 'DELETE', '/api/admin/all-sessions', undefined, { cookie: `admin_token=${amaka.token}`, origin: 'https://evil.example' });
    assert.equal(cross.status, 403);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth)).status, 200);
  });
});

describe("a new admin's first password (ASVS 5.0 6.4.1)", () => {
  const DAY = 24 * 60 * 60_000;
  async function withNewAdmin() {
    let now = Date.now();
    const t = makeTestApp({}, { now: () => now });
    const amaka = await signInAdmin(t);
    const added = await call(t.app, 'POST', '/api/admin/admins', NEW_ADMIN, amaka.auth);
    assert.equal(added.status, 201, added.text);
    const signIn = (password = NEW_ADMIN.password) => call(t.app, 'POST', '/api/admin/login', { username: NEW_ADMIN.username, password });
    return { t, signIn, advance: (ms: number) => (now += ms) };
  }

  test('works for 7 days, then is refused at sign-in and at confirming it is you, and says what to do; audited', async () => {
    const { t, signIn, advance } = await withNewAdmin();
    advance(6 * DAY);
    const early = await signIn();
    assert.equal(early.status, 200, early.text);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(early.json.token))).json.mustChangePassword, true);
    advance(DAY + 60_000);
    const late = await signIn();
    assert.equal(late.status, 401);
    assert.match(late.json.error, /first password has expired/);
    assert.match(late.json.error, /Forgot password\?/);
    assert.equal(late.json.token, undefined);
    assert.equal(late.headers.get('set-cookie'), null);
    assert.equal(auditOf(t, 'login_failed').at(-1)?.detail, 'first password expired');
    // A wrong password still gets the one answer for every failure: the expiry is told only to whoever knows it.
    const wrong = await signIn('not-the-first-passphrase');
    assert.equal(wrong.status, 401);
    assert.doesNotMatch(wrong.json.error, /expired/);
  });

  test('chosen their own within the 7 days: that one signs in afterwards, the first one never again', async () => {
    const { t, signIn, advance } = await withNewAdmin();
    const token = (await signIn()).json.token;
    const changed = await call(t.app, 'POST', '/api/admin/password', { currentPassword: NEW_ADMIN.password, newPassword: 'kola-nut-harbour-77' }, bearer(token));
    assert.equal(changed.status, 204, changed.text);
    advance(30 * DAY);
    assert.equal((await signIn('kola-nut-harbour-77')).status, 200);
    assert.equal((await signIn()).status, 401);
  });

  test('confirming it is you with the first password is refused once it has expired, in a session begun before', async () => {
    const { t, signIn, advance } = await withNewAdmin();
    advance(7 * DAY - 30 * 60_000);
    const auth = bearer((await signIn()).json.token);
    for (let i = 0; i < 4; i++) {
      advance(10 * 60_000);
      assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, auth)).status, 200, 'the session goes on (kept active)');
    }
    const reauth = await call(t.app, 'POST', '/api/admin/reauth', { password: NEW_ADMIN.password }, auth);
    assert.equal(reauth.status, 400, reauth.text);
    // Choosing their own still takes it as the current password, in that session: that is how it is replaced.
    assert.equal((await call(t.app, 'POST', '/api/admin/password', { currentPassword: NEW_ADMIN.password, newPassword: 'kola-nut-harbour-77' }, auth)).status, 204);
    assert.equal((await signIn('kola-nut-harbour-77')).status, 200);
  });
});
