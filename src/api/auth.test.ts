import assert from 'node:assert/strict';
import { ADMIN } from '../testing/admin.ts';
import { test } from 'node:test';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { adminSessions, adminUsers, auditLog } from '../db/tables.ts';
import { createAdmin } from '../security/admins.ts';
import { BCRYPT_COST, costOf, isPasswordHash } from '../security/passwords.ts';
import { ADMIN_COOKIE } from '../security/require-admin.ts';
import { bearer, signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { LOGIN_LIMIT_PER_IP, LOGIN_LIMIT_PER_USER } from '../security/limits.ts';
import { INVALID_CREDENTIALS } from './auth.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const login = (t: TestApp, body: unknown, headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/admin/login', body, headers);
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const audit = (t: TestApp) => t.db.select().from(auditLog).all();

async function withAdmin(config: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp(config);
  const admin = await createAdmin(t.db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: ADMIN.password }, { cost: 4 });
  return { t, admin };
}

test('POST /api/admin/login: success answers the token and sets the cookie', async (t) => {
  const { t: app, admin } = await withAdmin();
  const res = await login(app, { username: 'amaka', password: ADMIN.password });
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.json), ['token']);
  assert.match(res.json.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.ok(!res.text.includes('$2'), 'no hash in the body');

  const cookie = res.headers.get('set-cookie') ?? '';
  await t.test('cookie flags', () => {
    assert.ok(cookie.startsWith(`${ADMIN_COOKIE}=${res.json.token};`), cookie);
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Strict/);
    assert.match(cookie, /; Path=\//);
    assert.match(cookie, /; Max-Age=43200/);
    assert.doesNotMatch(cookie, /Secure/, 'plain http in tests: a Secure cookie would never come back');
  });

  await t.test('the token works, and a session row and an audit line exist', async () => {
    assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, bearer(res.json.token))).status, 200);
    assert.equal(app.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id)).all().length, 1);
    const [line] = audit(app);
    assert.equal(line.action, 'login');
    assert.equal(line.adminId, admin.id);
    assert.equal(line.ip, 'unknown');
  });

  await t.test('the username is not case-sensitive', async () => {
    assert.equal((await login(app, { username: 'AMAKA', password: ADMIN.password })).status, 200);
  });
});

test('the cookie is Secure when the request came over https', async () => {
  const { t } = await withAdmin({ trustProxy: true });
  const direct = await t.app.request('https://localhost/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'amaka', password: ADMIN.password }),
  });
  assert.match(direct.headers.get('set-cookie') ?? '', /; Secure/);
  const proxied = await login(t, { username: 'amaka', password: ADMIN.password }, { 'x-forwarded-proto': 'https' });
  assert.match(proxied.headers.get('set-cookie') ?? '', /; Secure/);
  const { t: untrusted } = await withAdmin({ trustProxy: false });
  const spoofed = await login(untrusted, { username: 'amaka', password: ADMIN.password }, { 'x-forwarded-proto': 'https' });
  assert.doesNotMatch(spoofed.headers.get('set-cookie') ?? '', /Secure/, 'X-Forwarded-Proto is ignored without TRUST_PROXY');
});

test('POST /api/admin/login: failures', async (t) => {
  const { t: app, admin } = await withAdmin();
  const scenarios: { name: string; body: unknown; headers?: Record<string, string>; status: number; error?: string | RegExp }[] = [
    { name: 'wrong password', body: { username: 'amaka', password: 'wrong-password' }, status: 401, error: INVALID_CREDENTIALS },
    { name: 'unknown username', body: { username: 'nobody', password: ADMIN.password }, status: 401, error: INVALID_CREDENTIALS },
    { name: 'missing username', body: { password: 'x' }, status: 400, error: 'Username is required' },
    { name: 'blank username', body: { username: '   ', password: 'x' }, status: 400, error: 'Username is required' },
    { name: 'missing password', body: { username: 'amaka' }, status: 400, error: 'Password is required' },
    { name: 'not JSON', body: 'username=amaka', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
    { name: 'broken JSON', body: '{"username":', status: 400, error: /not valid JSON/ },
  ];
  for (const s of scenarios) {
    await t.test(s.name, async () => {
      const res = await login(app, s.body, s.headers);
      assert.equal(res.status, s.status, res.text);
      if (s.error) assert.match(res.json.error, typeof s.error === 'string' ? new RegExp(`^${s.error.replace('.', '\\.')}$`) : s.error);
      assert.equal(res.headers.get('set-cookie'), null);
    });
  }
  await t.test('wrong password and unknown user answer byte-for-byte the same', async () => {
    const a = await login(app, { username: 'amaka', password: 'wrong-password' });
    const b = await login(app, { username: 'nobody', password: 'wrong-password' });
    assert.equal(a.text, b.text);
  });
  await t.test('failures are audited with the IP, never with the password', async () => {
    const failed = audit(app).filter((l) => l.action === 'login_failed');
    assert.ok(failed.some((l) => l.username === 'amaka' && l.adminId === admin.id));
    assert.ok(failed.some((l) => l.username === 'nobody' && l.adminId === null));
    assert.ok(failed.every((l) => l.ip === 'unknown'));
    const everything = JSON.stringify(app.sqlite.prepare('SELECT * FROM audit_log').all());
    assert.ok(!everything.includes('wrong-password') && !everything.includes(ADMIN.password));
  });
});

test('an unknown username costs the same bcrypt work as a wrong password', async () => {
  const t = makeTestApp({ passwordCost: BCRYPT_COST }); // as in production (tests store passwords at the lowest cost)
  await createAdmin(t.db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: ADMIN.password }); // real cost
  const time = async (username: string) => {
    const start = performance.now();
    assert.equal((await login(t, { username, password: 'wrong-password' }, {})).status, 401);
    return performance.now() - start;
  };
  await time('warm-up');
  // The fastest of five runs each, interleaved: other work on the machine only ever adds time, so the minimum is the
  // real cost, and interleaving keeps a burst of load from landing on one side only.
  const unknownRuns: number[] = [];
  const wrongRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    unknownRuns.push(await time('nobody'));
    wrongRuns.push(await time('amaka'));
  }
  const unknown = Math.min(...unknownRuns);
  const wrong = Math.min(...wrongRuns);
  assert.ok(unknown > wrong / 2 && unknown < wrong * 2, `unknown ${unknown.toFixed(0)} ms vs wrong ${wrong.toFixed(0)} ms`);
});

test('repeated failures per IP and username are answered 429 with Retry-After', async (t) => {
  const { t: app } = await withAdmin({ trustProxy: true });
  for (let i = 1; i <= LOGIN_LIMIT_PER_USER; i++) {
    assert.equal((await login(app, { username: 'amaka', password: `wrong-${i}` }, from('10.0.0.1'))).status, 401, `attempt ${i}`);
  }
  const blocked = await login(app, { username: 'amaka', password: 'wrong-again' }, from('10.0.0.1'));
  assert.equal(blocked.status, 429);
  const retryAfter = Number(blocked.headers.get('retry-after'));
  assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
  assert.match(blocked.json.error, /Too many sign-in attempts/);

  await t.test('even the right password waits', async () => {
    assert.equal((await login(app, { username: 'amaka', password: ADMIN.password }, from('10.0.0.1'))).status, 429);
  });
  await t.test('the same username from another IP is not blocked', async () => {
    assert.equal((await login(app, { username: 'amaka', password: ADMIN.password }, from('10.0.0.2'))).status, 200);
  });
  await t.test('the blocked IP may still try another username', async () => {
    assert.equal((await login(app, { username: 'AMAKA ', password: 'x' }, from('10.0.0.1'))).status, 429, 'same username, other spelling');
    assert.equal((await login(app, { username: 'someone-else', password: 'x' }, from('10.0.0.1'))).status, 401);
  });
});

test('a successful sign-in clears the IP+username count', async () => {
  const { t } = await withAdmin();
  for (let round = 0; round < 3; round++) {
    for (let i = 1; i < LOGIN_LIMIT_PER_USER; i++) assert.equal((await login(t, { username: 'amaka', password: 'wrong' })).status, 401);
    assert.equal((await login(t, { username: 'amaka', password: ADMIN.password })).status, 200, `round ${round}`);
  }
});

test('one IP guessing across many usernames is limited too', async () => {
  const t = makeTestApp({ trustProxy: true });
  const users = Math.ceil(LOGIN_LIMIT_PER_IP / LOGIN_LIMIT_PER_USER);
  for (let u = 0; u < users; u++) {
    await createAdmin(t.db, { username: `user${u}`, email: `user${u}@metrikgroup.ng`, password: ADMIN.password }, { cost: 4 });
  }
  for (let i = 0; i < LOGIN_LIMIT_PER_IP; i++) {
    const res = await login(t, { username: `user${i % users}`, password: 'wrong' }, from('10.0.0.9'));
    assert.equal(res.status, 401, `attempt ${i + 1}`);
  }
  const res = await login(t, { username: 'user0', password: ADMIN.password }, from('10.0.0.9'));
  assert.equal(res.status, 429);
  assert.ok(Number(res.headers.get('retry-after')) > 0);
  assert.equal((await login(t, { username: 'user0', password: ADMIN.password }, from('10.0.0.10'))).status, 200);
});

test('POST /api/admin/logout revokes the session and clears the cookie', async (t) => {
  const app = makeTestApp();
  const admin = await signInAdmin(app);
  const other = await signInAdmin(app, 'ngozi');

  await t.test('without a token: 401', async () => {
    assert.equal((await call(app.app, 'POST', '/api/admin/logout')).status, 401);
  });
  await t.test('cookie alone from another site: 403', async () => {
    const res = await call(app.app, 'POST', '/api/admin/logout', undefined, { cookie: `${ADMIN_COOKIE}=${admin.token}`, origin: 'https://evil.example' });
    assert.equal(res.status, 403);
  });

  const res = await call(app.app, 'POST', '/api/admin/logout', undefined, admin.auth);
  assert.equal(res.status, 204);
  assert.equal(res.text, '');
  const cookie = res.headers.get('set-cookie') ?? '';
  assert.match(cookie, new RegExp(`^${ADMIN_COOKIE}=;`));
  assert.match(cookie, /Max-Age=0/);
  assert.match(cookie, /Path=\//);

  const sessions = app.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id)).all();
  assert.equal(sessions.length, 1);
  assert.ok(sessions[0].revokedAt, 'revoked_at is set');
  assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, admin.auth)).status, 401, 'the token is dead');
  assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, { cookie: `${ADMIN_COOKIE}=${admin.token}` })).status, 401);
  assert.equal((await call(app.app, 'POST', '/api/admin/logout', undefined, admin.auth)).status, 401, 'logging out twice');
  assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, other.auth)).status, 200, 'other sessions live on');
  assert.ok(audit(app).some((l) => l.action === 'logout' && l.adminId === admin.id));
});

test('POST /api/admin/create is open only while no admin exists', async (t) => {
  const app = makeTestApp({ passwordCost: BCRYPT_COST });
  const create = (body: unknown) => call(app.app, 'POST', '/api/admin/create', body);

  const invalid: [string, unknown, string][] = [
    ['short password', { username: 'amaka', email: 'amaka@metrikgroup.ng', password: 'short' }, 'password'],
    ['password over 100 characters', { username: 'amaka', email: 'amaka@metrikgroup.ng', password: 'é'.repeat(101) }, 'password'],
    ['bad email', { username: 'amaka', email: 'not-an-email', password: ADMIN.password }, 'email'],
    ['username with spaces', { username: 'am aka', email: 'amaka@metrikgroup.ng', password: ADMIN.password }, 'username'],
    ['missing username', { email: 'amaka@metrikgroup.ng', password: ADMIN.password }, 'username'],
  ];
  for (const [name, body, path] of invalid) {
    await t.test(`400 while empty: ${name}`, async () => {
      const res = await create(body);
      assert.equal(res.status, 400, res.text);
      assert.ok(res.json.issues.some((i: { path: string }) => i.path === path), res.text);
    });
  }
  assert.equal(app.db.select().from(adminUsers).all().length, 0);

  const res = await create({ username: ' amaka ', email: 'amaka@metrikgroup.ng', password: ADMIN.password, id: 99, isSuper: true });
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(res.json, { id: 1, username: 'amaka', email: 'amaka@metrikgroup.ng' }, 'trimmed, unknown keys dropped');
  assert.ok(!res.text.includes(ADMIN.password) && !res.text.includes('$2'));

  await t.test('the password is stored as a bcrypt hash at full cost, never in plain', () => {
    const row = app.db.select().from(adminUsers).get()!;
    assert.ok(isPasswordHash(row.password, { current: true }));
    assert.equal(costOf(row.password), BCRYPT_COST);
    const dump = JSON.stringify(app.sqlite.prepare('SELECT * FROM admin_users').all()) + JSON.stringify(app.sqlite.prepare('SELECT * FROM audit_log').all());
    assert.ok(!dump.includes(ADMIN.password));
  });
  await t.test('the new admin can sign in', async () => {
    assert.equal((await login(app, { username: 'amaka', password: ADMIN.password })).status, 200);
  });
  await t.test('audited', () => {
    assert.ok(audit(app).some((l) => l.action === 'admin_created' && l.adminId === 1 && l.target === 'admin_users/1'));
  });
  await t.test('afterwards: 403 whatever the body, nothing stored', async () => {
    for (const body of [{ username: 'ngozi', email: 'ngozi@metrikgroup.ng', password: ADMIN.password }, {}, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: ADMIN.password }]) {
      const again = await create(body);
      assert.equal(again.status, 403);
      assert.match(again.json.error, /already exists/);
    }
    assert.equal(app.db.select().from(adminUsers).all().length, 1);
  });
});

test('two first-admin requests racing: exactly one wins', async () => {
  const app = makeTestApp();
  const body = (n: number) => ({ username: `admin${n}`, email: `admin${n}@metrikgroup.ng`, password: ADMIN.password });
  const results = await Promise.all([1, 2, 3].map((n) => call(app.app, 'POST', '/api/admin/create', body(n))));
  assert.deepEqual(results.map((r) => r.status).sort(), [201, 403, 403]);
  assert.equal(app.db.select().from(adminUsers).all().length, 1);
});

test('GET /api/admin/me answers who is signed in, never the hash', async () => {
  const app = makeTestApp();
  const admin = await signInAdmin(app);
  const res = await call(app.app, 'GET', '/api/admin/me', undefined, admin.auth);
  assert.equal(res.status, 200);
  const { createdAt, ...who } = res.json;
  assert.deepEqual(who, { id: admin.id, username: 'amaka', email: 'amaka@metrikgroup.ng', mustChangePassword: false, twoFactorEnabled: false, passkeys: 0, mustSetUpSecondFactor: false });
  assert.match(createdAt, /^\d{4}-\d{2}-\d{2}T/);
  assert.ok(!res.text.includes('$2') && !res.text.includes('password') && !res.text.includes('totp'));
  assert.equal((await call(app.app, 'GET', '/api/admin/me')).status, 401);
});

test('a deleted admin’s token stops working', async () => {
  const app = makeTestApp();
  const admin = await signInAdmin(app);
  app.db.delete(adminUsers).where(eq(adminUsers.id, admin.id)).run();
  assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, admin.auth)).status, 401);
});

test('POST /api/admin/password changes the own password and signs out the other sessions', async (t) => {
  const app = makeTestApp();
  const here = await signInAdmin(app);
  const elsewhere = bearer((await login(app, { username: 'amaka', password: ADMIN.password })).json.token);
  const change = (body: unknown, headers = here.auth) => call(app.app, 'POST', '/api/admin/password', body, headers);

  await t.test('401 without a token', async () => assert.equal((await change({ currentPassword: ADMIN.password, newPassword: 'a-new-passphrase-1' }, {} as never)).status, 401));
  await t.test('400 with the wrong current password', async () => {
    const res = await change({ currentPassword: 'wrong', newPassword: 'a-new-passphrase-1' });
    assert.equal(res.status, 400);
    assert.equal(res.json.issues[0].path, 'currentPassword');
  });
  await t.test('400 with a too short new password', async () => {
    const res = await change({ currentPassword: ADMIN.password, newPassword: 'short' });
    assert.equal(res.status, 400);
    assert.equal(res.json.issues[0].path, 'newPassword');
  });
  await t.test('400 without the current password', async () => {
    assert.equal((await change({ newPassword: 'a-new-passphrase-1' })).status, 400);
  });

  const res = await change({ currentPassword: ADMIN.password, newPassword: 'a-new-passphrase-1' });
  assert.equal(res.status, 204);
  assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, here.auth)).status, 200, 'this session stays');
  assert.equal((await call(app.app, 'GET', '/api/admin/me', undefined, elsewhere)).status, 401, 'the other is signed out');
  assert.equal((await login(app, { username: 'amaka', password: ADMIN.password })).status, 401);
  assert.equal((await login(app, { username: 'amaka', password: 'a-new-passphrase-1' })).status, 200);
  assert.ok(audit(app).some((l) => l.action === 'password_changed'));
});

test('64 characters of any script are a password, whole: set, signed in with, and never cut (ASVS 5.0 6.2.8, 6.2.9)', async () => {
  const app = makeTestApp();
  const here = await signInAdmin(app);
  const yoruba = [...'Ọ̀nà-àbáwọlé-ilé-iṣẹ́-Mẹ́tíríkì-'.repeat(4)].slice(0, 64).join('');
  // One after another, each the new password: the change answers 204 and the sign-in 200.
  let password = ADMIN.password;
  for (const newPassword of [yoruba, '🔑'.repeat(64), '漢字仮名交じり文'.repeat(8), 'a'.repeat(72) + 'ẹ'.repeat(28)]) {
    const res = await call(app.app, 'POST', '/api/admin/password', { currentPassword: password, newPassword }, here.auth);
    assert.equal(res.status, 204, res.text);
    assert.equal((await login(app, { username: 'amaka', password: newPassword })).status, 200, newPassword);
    assert.equal((await login(app, { username: 'amaka', password: [...newPassword].slice(0, -1).join('') })).status, 401, 'one character short');
    password = newPassword;
  }
  // 72 bytes, then anything: not the password.
  const exactly72 = 'Woji-Gardens-Phase2-Plot-'.repeat(3).slice(0, 72);
  assert.equal((await call(app.app, 'POST', '/api/admin/password', { currentPassword: password, newPassword: exactly72 }, here.auth)).status, 204);
  assert.equal((await login(app, { username: 'amaka', password: `${exactly72}-and-more` })).status, 401);
  assert.equal((await login(app, { username: 'amaka', password: exactly72 })).status, 200);
  const tooLong = await call(app.app, 'POST', '/api/admin/password', { currentPassword: exactly72, newPassword: 'ẹ'.repeat(101) }, here.auth);
  assert.equal(tooLong.status, 400);
  assert.match(tooLong.json.issues[0].message, /at most 100 characters/);
});

test('a password hash of the older kind (bcrypt of the password itself) still signs in, and is replaced by the current kind then', async () => {
  const app = makeTestApp();
  await signInAdmin(app);
  const older = await bcrypt.hash(ADMIN.password, 4);
  app.db.update(adminUsers).set({ password: older }).run();
  const sessionsBefore = app.db.select().from(adminSessions).all().filter((r) => !r.revokedAt).length;
  assert.equal((await login(app, { username: 'amaka', password: `${ADMIN.password}` })).status, 200);
  const now = app.db.select().from(adminUsers).get()!.password;
  assert.ok(isPasswordHash(now, { current: true }), now.slice(0, 10));
  assert.equal(costOf(now), 4, 'at the cost it had');
  assert.equal(app.db.select().from(adminSessions).all().filter((r) => !r.revokedAt).length, sessionsBefore + 1, 'no session ended by it');
  assert.equal((await login(app, { username: 'amaka', password: ADMIN.password })).status, 200);
  assert.equal((await login(app, { username: 'amaka', password: 'wrong-password' })).status, 401);
});

test('guessing the current password through a session is rate limited', async () => {
  const app = makeTestApp();
  const here = await signInAdmin(app);
  for (let i = 0; i < LOGIN_LIMIT_PER_USER; i++) {
    assert.equal((await call(app.app, 'POST', '/api/admin/password', { currentPassword: `guess-${i}`, newPassword: 'a-new-passphrase-1' }, here.auth)).status, 400);
  }
  const res = await call(app.app, 'POST', '/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'a-new-passphrase-1' }, here.auth);
  assert.equal(res.status, 429);
  assert.ok(Number(res.headers.get('retry-after')) > 0);
});
