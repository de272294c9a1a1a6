import assert from 'node:assert/strict';
import { ADMIN } from '../testing/admin.ts';
import { describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { adminRecoveryCodes, adminSessions, adminUsers, auditLog } from '../db/tables.ts';
import { resetPassword } from '../security/admins.ts';
import { PREVIOUS_STEP_GRACE_MS } from '../security/two-factor.ts';
import { LOGIN_LIMIT_PER_USER, SECOND_STEP_FAILURES_PER_ACCOUNT, SECOND_STEP_PAUSE_MS } from '../security/limits.ts';
import { ADMIN_COOKIE } from '../security/require-admin.ts';
import { TICKET_MAX_FAILURES, TICKET_TTL_SECONDS } from '../security/tokens.ts';
import { bearer, signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const codeAt = (secret: string, ms: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

/** An app on a clock the test moves, with amaka signed in and two-factor turned on through the API. */
async function withTwoFactor(config: Parameters<typeof makeTestApp>[0] = {}) {
  let now = Date.now();
  const t = makeTestApp(config, { now: () => now });
  const amaka = await signInAdmin(t);
  const setup = await call(t.app, 'POST', '/api/admin/2fa/setup', undefined, amaka.auth);
  assert.equal(setup.status, 200, setup.text);
  const enable = await call(t.app, 'POST', '/api/admin/2fa/enable', { code: codeAt(setup.json.secret, now) }, amaka.auth);
  assert.equal(enable.status, 200, enable.text);
  return { t, amaka, secret: setup.json.secret as string, recoveryCodes: enable.json.recoveryCodes as string[], clock: { get: () => now, advance: (ms: number) => (now += ms) } };
}

const password = (t: TestApp) => call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: ADMIN.password });
const second = (t: TestApp, ticket: string, code: string, ip?: string) =>
  call(t.app, 'POST', '/api/admin/login/2fa', { ticket, code }, ip ? { 'x-forwarded-for': ip } : {});

describe('turning two-factor sign-in on and off', () => {
  test('setup gives the secret as text and a QR code as SVG; a current code turns it on with ten recovery codes, stored hashed', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    assert.deepEqual((await call(t.app, 'GET', '/api/admin/2fa', undefined, amaka.auth)).json, { enabled: false, recoveryCodesLeft: 0 });
    const setup = await call(t.app, 'POST', '/api/admin/2fa/setup', undefined, amaka.auth);
    assert.match(setup.json.secret, /^[A-Z2-7]{32}$/);
    assert.match(setup.json.uri, /^otpauth:\/\/totp\/.*amaka\?.*secret=[A-Z2-7]{32}/);
    assert.match(setup.json.qrSvg, /^<svg [^>]*viewBox="0 0 \d+ \d+"/);

    const wrong = await call(t.app, 'POST', '/api/admin/2fa/enable', { code: '000000' }, amaka.auth);
    assert.equal(wrong.status, 400);
    assert.match(wrong.json.error, /not right/);
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/enable', { code: '12ab' }, amaka.auth)).status, 400);

    const enabled = await call(t.app, 'POST', '/api/admin/2fa/enable', { code: codeAt(setup.json.secret, Date.now()) }, amaka.auth);
    assert.equal(enabled.status, 200);
    assert.equal(enabled.json.recoveryCodes.length, 10);
    assert.equal(new Set(enabled.json.recoveryCodes).size, 10);
    const stored = t.db.select().from(adminRecoveryCodes).all();
    assert.equal(stored.length, 10);
    for (const code of enabled.json.recoveryCodes) assert.ok(!stored.some((r) => r.codeHash.includes(code.replace('-', ''))));
    assert.deepEqual((await call(t.app, 'GET', '/api/admin/2fa', undefined, amaka.auth)).json, { enabled: true, recoveryCodesLeft: 10 });
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/setup', undefined, amaka.auth)).status, 409, 'already on');
    assert.equal(t.db.select().from(auditLog).all().filter((l) => l.action === 'two_factor_enabled').length, 1);
  });

  test('enable without setup is 409; turning it off needs the right password', async () => {
    const { t, amaka } = await withTwoFactor();
    const fresh = await signInAdmin(t, 'tunde');
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/enable', { code: '123456' }, fresh.auth)).status, 409);
    const wrong = await call(t.app, 'POST', '/api/admin/2fa/disable', { password: 'not-my-password' }, amaka.auth);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.issues[0].path, 'password');
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/disable', {}, amaka.auth)).status, 400);
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/disable', { password: ADMIN.password }, amaka.auth)).status, 204);
    assert.equal(t.db.select().from(adminRecoveryCodes).all().length, 0);
    const res = await password(t);
    assert.deepEqual(Object.keys(res.json), ['token'], 'signs in as before');
    assert.equal(t.db.select().from(auditLog).all().filter((l) => l.action === 'two_factor_disabled').length, 1);
  });
});

describe('signing in with two-factor', () => {
  test('the password alone gives a ticket, no token, no cookie; the ticket is not a token', async () => {
    const { t } = await withTwoFactor();
    const res = await password(t);
    assert.equal(res.status, 200);
    assert.equal(res.json.twoFactorRequired, true);
    assert.equal(typeof res.json.ticket, 'string');
    assert.equal(res.json.token, undefined);
    assert.equal(res.headers.get('set-cookie'), null);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(res.json.ticket))).status, 401);
  });

  test('a current code signs in (token and cookie, audited); the same code never works twice', async () => {
    const { t, secret, clock } = await withTwoFactor();
    clock.advance(30_000); // the step used to turn it on is spent
    const { ticket } = (await password(t)).json;
    const code = codeAt(secret, clock.get());
    const ok = await second(t, ticket, code);
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(Object.keys(ok.json), ['token']);
    assert.ok((ok.headers.get('set-cookie') ?? '').startsWith(`${ADMIN_COOKIE}=${ok.json.token};`));
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(ok.json.token))).status, 200);
    const line = t.db.select().from(auditLog).all().filter((l) => l.action === 'login').at(-1);
    assert.equal(line?.detail, 'with a two-factor code');

    const again = await second(t, (await password(t)).json.ticket, code);
    assert.equal(again.status, 401);
    assert.match(again.json.error, /already used/);
    // An older code (the previous step) is refused too once a later one was used.
    assert.equal((await second(t, (await password(t)).json.ticket, codeAt(secret, clock.get() - 30_000))).status, 401);
  });

  test('a code lives its own 30-second step and the first seconds of the next, never before its step (ASVS 5.0 6.5.5)', async () => {
    // Each attempt on a fresh install: wrong codes count toward the sign-in limit.
    const attempt = async (intoStep: number, codeStep: number) => {
      const { t, secret, clock } = await withTwoFactor();
      clock.advance(120_000 + 30_000 - (clock.get() % 30_000) + intoStep); // intoStep ms after a step began
      return (await second(t, (await password(t)).json.ticket, codeAt(secret, clock.get() + codeStep * 30_000))).status;
    };
    assert.equal(await attempt(10_000, 0), 200, 'the current step');
    assert.equal(await attempt(PREVIOUS_STEP_GRACE_MS - 1_000, -1), 200, 'the previous step, typed as the step turned');
    assert.equal(await attempt(PREVIOUS_STEP_GRACE_MS + 1_000, -1), 401, 'the previous step, past the grace');
    assert.equal(await attempt(1_000, -2), 401, 'two steps old');
    assert.equal(await attempt(29_000, 1), 401, "the next step's code, from a phone whose clock runs ahead");
  });

  test('a wrong code fails and is audited; wrong codes count toward the sign-in limit', async () => {
    const { t, secret, clock } = await withTwoFactor();
    clock.advance(30_000);
    const { ticket } = (await password(t)).json; // attempt 1
    for (let i = 2; i <= LOGIN_LIMIT_PER_USER; i++) {
      const res = await second(t, ticket, '000000');
      assert.equal(res.status, 401);
    }
    const limited = await second(t, ticket, codeAt(secret, clock.get()));
    assert.equal(limited.status, 429, 'even the right code waits once the limit is reached');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal((await password(t)).status, 429, 'and so does the password');
    const failed = t.db.select().from(auditLog).all().filter((l) => l.action === 'login_failed');
    assert.equal(failed.length, TICKET_MAX_FAILURES, 'the ticket ended after its last wrong code; the attempt after it found it spent');
    assert.equal(failed[0].detail, 'wrong two-factor code');
  });

  test('a recovery code signs in once; used again it fails', async () => {
    const { t, recoveryCodes } = await withTwoFactor();
    const [code] = recoveryCodes;
    const ok = await second(t, (await password(t)).json.ticket, ` ${code.toUpperCase()} `);
    assert.equal(ok.status, 200, ok.text);
    assert.match(t.db.select().from(auditLog).all().filter((l) => l.action === 'login').at(-1)?.detail ?? '', /recovery code \(9 left\)/);
    assert.equal((await second(t, (await password(t)).json.ticket, code)).status, 401);
    assert.equal((await second(t, (await password(t)).json.ticket, recoveryCodes[1])).status, 200);
  });

  test('an expired, forged or missing ticket is refused (401 or 400)', async () => {
    const { t, secret, clock } = await withTwoFactor();
    const { ticket } = (await password(t)).json;
    clock.advance((TICKET_TTL_SECONDS + 1) * 1000);
    const expired = await second(t, ticket, codeAt(secret, clock.get()));
    assert.equal(expired.status, 401);
    assert.match(expired.json.error, /expired/);
    const [head, body] = ticket.split('.');
    assert.equal((await second(t, `${head}.${body}.forged`, codeAt(secret, clock.get()))).status, 401);
    const missing = await call(t.app, 'POST', '/api/admin/login/2fa', { code: '123456' });
    assert.equal(missing.status, 400);
    assert.match(missing.json.error, /ticket is required/);
    assert.equal((await call(t.app, 'POST', '/api/admin/login/2fa', { ticket })).status, 400);
  });

  test('admins without two-factor sign in exactly as before', async () => {
    const { t } = await withTwoFactor();
    await signInAdmin(t, 'tunde');
    const res = await call(t.app, 'POST', '/api/admin/login', { username: 'tunde', password: ADMIN.password });
    assert.deepEqual(Object.keys(res.json), ['token']);
    assert.equal(t.db.select().from(adminUsers).all().filter((a) => a.totpSecret).length, 1);
  });
});

describe('attacks on the second step', () => {
  test('a ticket works once: reused after a successful second step it is refused, even with a valid new code', async () => {
    const { t, secret, clock } = await withTwoFactor();
    clock.advance(30_000);
    const { ticket } = (await password(t)).json;
    assert.equal((await second(t, ticket, codeAt(secret, clock.get()))).status, 200);
    clock.advance(30_000);
    const reused = await second(t, ticket, codeAt(secret, clock.get()));
    console.log(`# ticket reused after success with a fresh valid code: ${reused.status}`);
    assert.equal(reused.status, 401, 'no second session without the password');
    assert.match(reused.json.error, /expired/);
    assert.equal(t.db.select().from(adminSessions).all().length, 2, 'the setup session and the one sign-in');
  });

  test(`a ticket ends after ${TICKET_MAX_FAILURES} wrong codes: then even the right code is refused`, async () => {
    const { t, secret, clock } = await withTwoFactor({ trustProxy: true });
    clock.advance(30_000);
    const { ticket } = (await password(t)).json;
    for (let i = 0; i < TICKET_MAX_FAILURES; i++) assert.equal((await second(t, ticket, '000000', `198.51.100.${i}`)).status, 401);
    const right = await second(t, ticket, codeAt(secret, clock.get()), '198.51.100.200');
    assert.equal(right.status, 401);
    assert.match(right.json.error, /expired/);
  });

  test('a ticket is bound to its admin and their password: a new password ends every ticket issued before', async () => {
    const { t, secret, clock } = await withTwoFactor();
    clock.advance(30_000);
    const { ticket } = (await password(t)).json;
    await resetPassword(t.db, 'amaka', 'a-brand-new-passphrase', 4);
    const res = await second(t, ticket, codeAt(secret, clock.get()));
    assert.equal(res.status, 401);
  });

  test('behind a proxy, 100 wrong codes from 100 addresses (the password known) reach a 429 well before the 100th', async () => {
    const { t } = await withTwoFactor({ trustProxy: true });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const ip = `10.0.${i >> 8}.${i & 255}`;
      const pass = await call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: ADMIN.password }, { 'x-forwarded-for': ip });
      assert.equal(pass.status, 200);
      statuses.push((await second(t, pass.json.ticket, String(100000 + i), ip)).status);
    }
    const first429 = statuses.indexOf(429);
    console.log(`# 100 wrong codes from 100 addresses: ${statuses.filter((s) => s === 401).length} answered 401, ${statuses.filter((s) => s === 429).length} answered 429, first 429 at attempt ${first429 + 1}`);
    assert.equal(first429, SECOND_STEP_FAILURES_PER_ACCOUNT, `the account pauses after ${SECOND_STEP_FAILURES_PER_ACCOUNT} wrong codes`);
    assert.ok(statuses.slice(first429).every((s) => s === 429), 'and stays paused');
    const paused = await second(t, (await password(t)).json.ticket, '123456');
    assert.match(paused.json.error, /someone may know your password/i, 'a sentence for the real admin');
    assert.ok(Number(paused.headers.get('retry-after')) > 0);
    const lines = t.db.select().from(auditLog).all().filter((l) => l.action === 'two_factor_paused');
    assert.equal(lines.length, 1, 'one audit line when the pause begins');
    assert.match(lines[0].detail ?? '', /10 wrong codes in a row/);
  });

  test('wrong recovery codes count the same, and after the pause a right code signs in and clears the count', async () => {
    const { t, secret, clock, recoveryCodes } = await withTwoFactor({ trustProxy: true });
    for (let i = 0; i < SECOND_STEP_FAILURES_PER_ACCOUNT; i++) {
      const ip = `10.1.0.${i}`;
      const pass = await call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: ADMIN.password }, { 'x-forwarded-for': ip });
      assert.equal((await second(t, pass.json.ticket, `wrong-guess${i}`, ip)).status, 401);
    }
    const blocked = await second(t, (await password(t)).json.ticket, recoveryCodes[0], '10.1.1.1');
    assert.equal(blocked.status, 429, 'even a right recovery code waits');
    clock.advance(SECOND_STEP_PAUSE_MS + 1000);
    assert.equal((await second(t, (await password(t)).json.ticket, '000000', '10.1.1.2')).status, 401, 'one more wrong code after the pause…');
    assert.equal((await second(t, (await password(t)).json.ticket, codeAt(secret, clock.get()), '10.1.1.3')).status, 429, '…pauses it again');
    clock.advance(SECOND_STEP_PAUSE_MS + 1000);
    assert.equal((await second(t, (await password(t)).json.ticket, codeAt(secret, clock.get()), '10.1.1.3')).status, 200);
    assert.equal((await second(t, (await password(t)).json.ticket, '000000', '10.1.1.4')).status, 401, 'a success starts the count again');
  });
});
