// Passkeys through the API with a software authenticator (src/testing/passkey-authenticator.ts): added, named,
// removed; signing in with one alone and as the second step; refused when removed, from another site (RP ID) or
// origin, replayed or another admin's; the owner's rule that every admin use a second factor, at every door that
// leads to a session; and "ask again before what matters".
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { adminPasskeys, adminSessions, auditLog } from '../db/tables.ts';
import { ROUTES } from '../routes.ts';
import { COMMAND_LINE } from '../security/audit.ts';
import { createResetToken } from '../security/password-reset.ts';
import { REAUTH_WINDOW_MS } from '../security/step-up.ts';
import { resetTwoFactor } from '../security/two-factor.ts';
import { ADMIN } from '../testing/admin.ts';
import { bearer, signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { OUR_SITE, SoftPasskey, type Site } from '../testing/passkey-authenticator.ts';

type TestApp = ReturnType<typeof makeTestApp>;

function clockedApp() {
  let now = Date.now();
  const t = makeTestApp({}, { now: () => now });
  return { t, advance: (ms: number) => (now += ms) };
}

async function addPasskey(t: TestApp, admin: SignedIn, device = new SoftPasskey(), name = 'Phone', site: Site = OUR_SITE) {
  const options = await call(t.app, 'POST', '/api/admin/passkeys/options', undefined, admin.auth);
  assert.equal(options.status, 200, options.text);
  const added = await call(t.app, 'POST', '/api/admin/passkeys', { ceremony: options.json.ceremony, name, credential: device.register(options.json.options, site) }, admin.auth);
  return { device, added };
}

async function passkeySignIn(t: TestApp, device: SoftPasskey, site: Site = OUR_SITE, ticket?: string) {
  const options = await call(t.app, 'POST', `/api/admin/login/passkey/options${ticket ? '?step=second' : ''}`);
  assert.equal(options.status, 200, options.text);
  assert.equal(options.json.options.rpId, 'localhost');
  assert.equal(options.json.options.allowCredentials, undefined, 'any passkey of this site: no username needed');
  assert.equal(options.json.options.userVerification, ticket ? 'preferred' : 'required');
  return call(t.app, 'POST', '/api/admin/login/passkey', { ceremony: options.json.ceremony, credential: device.signIn(options.json.options, site), ...(ticket ? { ticket } : {}) });
}

const passwordStep = (t: TestApp, username = ADMIN.username, password = ADMIN.password) => call(t.app, 'POST', '/api/admin/login', { username, password });

describe('passkeys', () => {
  test('an admin adds a passkey, names it, signs in with it alone, and a removed passkey never signs in again', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const { device, added } = await addPasskey(t, amaka, new SoftPasskey(), 'Work laptop');
    assert.equal(added.status, 201, added.text);
    assert.equal(added.json.passkey.name, 'Work laptop');
    assert.equal(added.json.recoveryCodes.length, 10, 'no authenticator app: recovery codes for a lost device, shown once');

    const renamed = await call(t.app, 'PATCH', `/api/admin/passkeys/${added.json.passkey.id}`, { name: '  Office laptop ' }, amaka.auth);
    assert.equal(renamed.json.name, 'Office laptop');
    assert.equal((await call(t.app, 'PATCH', `/api/admin/passkeys/${added.json.passkey.id}`, { name: '' }, amaka.auth)).status, 400);

    const signedIn = await passkeySignIn(t, device);
    assert.equal(signedIn.status, 200, signedIn.text);
    assert.match(signedIn.headers.get('set-cookie') ?? '', /admin_token=.*HttpOnly/);
    const me = await call(t.app, 'GET', '/api/admin/me', undefined, bearer(signedIn.json.token));
    assert.equal(me.json.username, 'amaka');
    assert.equal(me.json.passkeys, 1);
    const listed = await call(t.app, 'GET', '/api/admin/passkeys', undefined, amaka.auth);
    assert.equal(listed.json.passkeys[0].name, 'Office laptop');
    assert.ok(listed.json.passkeys[0].lastUsedAt, 'last use is shown');
    assert.equal(JSON.stringify(listed.json).includes(device.id), false, 'the credential id is not shown');

    assert.equal((await call(t.app, 'DELETE', `/api/admin/passkeys/${added.json.passkey.id}`, undefined, amaka.auth)).status, 204);
    const removed = await passkeySignIn(t, device);
    assert.equal(removed.status, 401);
    assert.match(removed.json.error, /not registered here, or it was removed/);
    assert.equal(removed.headers.get('set-cookie'), null);
    assert.equal((await call(t.app, 'GET', '/api/admin/passkeys', undefined, amaka.auth)).json.recoveryCodesLeft, 0, 'no factor left: the codes go');
    assert.deepEqual(
      t.db.select().from(auditLog).all().map((l) => l.action).filter((a) => a.startsWith('passkey') || a === 'login_failed'),
      ['passkey_added', 'passkey_removed', 'login_failed'],
    );
  });

  test('a passkey alone signs in only when the device checked it is you (PIN, fingerprint, face); after the password, having it is enough (ASVS 5.0 6.3.2, 6.3.3)', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const plainKey = new SoftPasskey({ verifiesUser: false });
    assert.equal((await addPasskey(t, amaka, plainKey, 'Security key without PIN')).added.status, 201);
    const alone = await passkeySignIn(t, plainKey);
    assert.equal(alone.status, 401);
    assert.match(alone.json.error, /did not check it is you/);
    assert.equal(alone.headers.get('set-cookie'), null);
    assert.equal(alone.json.token, undefined);
    // Even answering the second step's prompt (which only prefers it) without a ticket is refused: the server decides.
    const preferred = await call(t.app, 'POST', '/api/admin/login/passkey/options?step=second');
    assert.equal(preferred.json.options.userVerification, 'preferred');
    const sneaked = await call(t.app, 'POST', '/api/admin/login/passkey', { ceremony: preferred.json.ceremony, credential: plainKey.signIn(preferred.json.options) });
    assert.equal(sneaked.status, 401);
    assert.match(sneaked.json.error, /did not check it is you/);
    // After the password, the same key is the second factor.
    const step = await passwordStep(t);
    assert.equal(step.json.twoFactorRequired, true);
    const second = await passkeySignIn(t, plainKey, OUR_SITE, step.json.ticket);
    assert.equal(second.status, 200, second.text);
    // A device that verifies its user signs in alone.
    const phone = new SoftPasskey();
    await addPasskey(t, amaka, phone, 'Phone');
    assert.equal((await passkeySignIn(t, phone)).status, 200);
    assert.equal((await call(t.app, 'POST', '/api/admin/login/passkey/options?step=first')).status, 400, 'only ?step=second is a step');
  });

  test("a passkey made for another site (RP ID) or answered on another origin is refused, and so is a replayed prompt", async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const foreign = await addPasskey(t, amaka, new SoftPasskey(), 'Look-alike', { rpId: 'metrikgroup-login.example', origin: 'http://localhost' });
    assert.equal(foreign.added.status, 400, 'registered for another RP ID');
    const phished = await addPasskey(t, amaka, new SoftPasskey(), 'Phished', { rpId: 'localhost', origin: 'https://metrikgroup-login.example' });
    assert.equal(phished.added.status, 400, 'answered on another origin');

    const { device } = await addPasskey(t, amaka);
    for (const site of [{ rpId: 'evil.example', origin: 'http://localhost' }, { rpId: 'localhost', origin: 'https://evil.example' }, { rpId: 'evil.example', origin: 'https://evil.example' }]) {
      const refused = await passkeySignIn(t, device, site);
      assert.equal(refused.status, 401, `${site.rpId} ${site.origin}`);
      assert.equal(refused.json.token, undefined);
    }

    const options = await call(t.app, 'POST', '/api/admin/login/passkey/options');
    const answer = device.signIn(options.json.options);
    assert.equal((await call(t.app, 'POST', '/api/admin/login/passkey', { ceremony: options.json.ceremony, credential: answer })).status, 200);
    const replay = await call(t.app, 'POST', '/api/admin/login/passkey', { ceremony: options.json.ceremony, credential: answer });
    assert.equal(replay.status, 400, 'a prompt answers once');
    assert.match(replay.json.error, /expired/);

    // The Website address setting adds its https origin for this same host only (a proxy that ends TLS silently).
    t.sqlite.prepare("UPDATE site_settings SET value = 'https://localhost' WHERE key = 'site_url'").run();
    const behindProxy = await passkeySignIn(t, device, { rpId: 'localhost', origin: 'https://localhost' });
    assert.equal(behindProxy.status, 200, behindProxy.text);
    t.sqlite.prepare("UPDATE site_settings SET value = 'https://evil.example' WHERE key = 'site_url'").run();
    assert.equal((await passkeySignIn(t, device, { rpId: 'localhost', origin: 'https://evil.example' })).status, 401, 'another host in the setting adds nothing');

    const forged = await call(t.app, 'POST', '/api/admin/login/passkey', { ceremony: 'x'.repeat(20), credential: { id: 'a', rawId: 'a', type: 'public-key', response: {} } });
    assert.equal(forged.status, 400, 'an answer of the wrong shape is a 400, never a 500');
  });

  test('recovery codes still work for an admin whose second factor is a passkey, and the prompt lists only your own at reauth', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const { added } = await addPasskey(t, amaka);
    const step = await passwordStep(t);
    assert.deepEqual(step.json.methods, { code: false, passkey: true });
    assert.equal(step.json.token, undefined);
    const recovered = await call(t.app, 'POST', '/api/admin/login/2fa', { ticket: step.json.ticket, code: added.json.recoveryCodes[0] });
    assert.equal(recovered.status, 200, recovered.text);
    const again = await passwordStep(t);
    assert.equal((await call(t.app, 'POST', '/api/admin/login/2fa', { ticket: again.json.ticket, code: added.json.recoveryCodes[0] })).status, 401, 'used once');
    assert.equal((await call(t.app, 'POST', '/api/admin/login/2fa', { ticket: again.json.ticket, code: '123456' })).status, 401, 'no app: no 6-digit code');
  });
});

describe('the app and passkeys together', () => {
  test("turning the app off keeps the recovery codes while a passkey needs them; the operator's reset-2fa removes the passkeys too", async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const secret = (await call(t.app, 'POST', '/api/admin/2fa/setup', undefined, amaka.auth)).json.secret;
    const enabled = await call(t.app, 'POST', '/api/admin/2fa/enable', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() }, amaka.auth);
    const { added } = await addPasskey(t, amaka);
    assert.equal(added.json.recoveryCodes, undefined, 'the app already brought codes');
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/disable', { password: ADMIN.password }, amaka.auth)).status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/passkeys', undefined, amaka.auth)).json.recoveryCodesLeft, 10);
    const step = await passwordStep(t);
    assert.deepEqual(step.json.methods, { code: false, passkey: true });
    assert.equal((await call(t.app, 'POST', '/api/admin/login/2fa', { ticket: step.json.ticket, code: enabled.json.recoveryCodes[1] })).status, 200);

    const reset = resetTwoFactor(t, COMMAND_LINE, 'amaka', 'in person');
    assert.equal(reset.wasOn, false);
    assert.equal(t.db.select().from(adminPasskeys).all().length, 0, 'a locked-out admin may have lost the device too');
    assert.ok((await passwordStep(t)).json.token, 'the password alone signs in again');
  });
});

describe('every door that leads to a session asks for the factor', () => {
  test('only sign-in, its code step and its passkey step issue a token, of every public or setup route', () => {
    const issuing = ROUTES.filter((r) => r.access !== 'admin' && /\btoken\b/.test(r.success.description)).map((r) => `${r.method} ${r.path}`);
    assert.deepEqual(issuing.sort(), ['POST /api/admin/login', 'POST /api/admin/login/2fa', 'POST /api/admin/login/passkey']);
  });

  test('password sign-in, a reset password, a new admin\'s first sign-in, and the passkey step with a ticket', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const { device } = await addPasskey(t, amaka);

    // 1. The password alone: a ticket, no token, no cookie.
    const step = await passwordStep(t);
    assert.equal(step.status, 200);
    assert.equal(step.json.twoFactorRequired, true);
    assert.equal(step.json.token, undefined);
    assert.equal(step.headers.get('set-cookie'), null);

    // The ticket with someone else's passkey: refused, and it cannot be used on the token routes.
    const ngozi = await signInAdmin(t, 'ngozi', 'another long passphrase');
    const ngoziKey = (await addPasskey(t, ngozi)).device;
    assert.equal((await passkeySignIn(t, ngoziKey, OUR_SITE, step.json.ticket)).status, 401, "another admin's passkey");
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(step.json.ticket))).status, 401, 'a ticket is no session');
    const second = await passkeySignIn(t, device, OUR_SITE, step.json.ticket);
    assert.equal(second.status, 200, second.text);
    assert.equal((await passkeySignIn(t, device, OUR_SITE, step.json.ticket)).status, 401, 'the ticket is spent');

    // 2. A password reset by e-mail: it sets the password and issues nothing; signing in then asks for the factor.
    const reset = createResetToken(t.db, 'amaka@metrikgroup.ng', Date.now());
    assert.ok(reset);
    const confirmed = await call(t.app, 'POST', '/api/admin/password-reset/confirm', { token: reset.token, newPassword: 'a brand new passphrase' });
    assert.equal(confirmed.status, 204);
    assert.equal(confirmed.headers.get('set-cookie'), null);
    assert.equal(confirmed.text, '');
    assert.equal((await passwordStep(t, 'amaka', 'a brand new passphrase')).json.twoFactorRequired, true);

    // 3. A new admin's first sign-in (a first password to change) once they have a factor.
    const added = await call(t.app, 'POST', '/api/admin/admins', { username: 'tunde', email: 'tunde@metrikgroup.ng', password: 'first passphrase 123' }, ngozi.auth);
    assert.equal(added.status, 201, added.text);
    const tundeToken = (await passwordStep(t, 'tunde', 'first passphrase 123')).json.token;
    assert.ok(tundeToken, 'no factor yet and no rule: signed in');
    const tunde = { id: added.json.id, username: 'tunde', token: tundeToken, auth: bearer(tundeToken) };
    await addPasskey(t, tunde);
    const tundeAgain = await passwordStep(t, 'tunde', 'first passphrase 123');
    assert.equal(tundeAgain.json.twoFactorRequired, true);
    assert.equal(tundeAgain.json.token, undefined);

    // 4. The code step for an admin with the app and a passkey: either works.
    const secret = (await call(t.app, 'POST', '/api/admin/2fa/setup', undefined, ngozi.auth)).json.secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/enable', { code }, ngozi.auth)).status, 200);
    const ngoziStep = await passwordStep(t, 'ngozi', 'another long passphrase');
    assert.deepEqual(ngoziStep.json.methods, { code: true, passkey: true });
    assert.equal((await passkeySignIn(t, ngoziKey, OUR_SITE, ngoziStep.json.ticket)).status, 200);
  });
});

describe("the owner's rule: every admin must use a passkey or an authenticator app", () => {
  test('an admin without one can only set one up, then everything opens; the rule is turned on only by an admin who has one', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const turnOn = (who: SignedIn) => call(t.app, 'PUT', '/api/admin/security-policy', { requireSecondFactor: true }, who.auth);
    const early = await turnOn(amaka);
    assert.equal(early.status, 409, 'amaka would lock herself out');
    assert.match(early.json.error, /for yourself first/);
    await addPasskey(t, amaka);
    assert.equal((await turnOn(amaka)).status, 200);
    assert.equal((await call(t.app, 'PUT', '/api/admin/security-policy', { requireSecondFactor: 'yes' }, amaka.auth)).status, 400);

    const added = await call(t.app, 'POST', '/api/admin/admins', { username: 'tunde', email: 'tunde@metrikgroup.ng', password: 'first passphrase 123' }, amaka.auth);
    const token = (await passwordStep(t, 'tunde', 'first passphrase 123')).json.token;
    const tunde = { id: added.json.id, username: 'tunde', token, auth: bearer(token) };
    const me = await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth);
    assert.equal(me.json.mustSetUpSecondFactor, true);
    for (const [method, path] of [['GET', '/api/admin/pages'], ['GET', '/api/contact'], ['GET', '/api/admin/backup'], ['POST', '/api/admin/password'], ['GET', '/api/admin/admins']]) {
      const refused = await call(t.app, method, path, method === 'POST' ? { currentPassword: 'first passphrase 123', newPassword: 'another long passphrase' } : undefined, tunde.auth);
      assert.equal(refused.status, 403, `${method} ${path}`);
      assert.equal(refused.json.secondFactorRequired, true);
    }
    const { added: key } = await addPasskey(t, tunde);
    assert.equal(key.status, 201, key.text);
    assert.equal((await call(t.app, 'GET', '/api/admin/pages', undefined, tunde.auth)).status, 200, 'set up: the panel opens');
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, tunde.auth)).json.mustSetUpSecondFactor, false);

    const last = await call(t.app, 'DELETE', `/api/admin/passkeys/${key.json.passkey.id}`, undefined, tunde.auth);
    assert.equal(last.status, 409, 'not the last factor while the rule is on');
    assert.equal(t.db.select().from(adminPasskeys).all().length, 2);
  });
});

describe('ask again before what matters', () => {
  test('after 10 minutes, adding a passkey, removing an admin, a full backup, erasing a person and the rule ask for the password or a passkey', async () => {
    const { t, advance } = clockedApp();
    const amaka = await signInAdmin(t);
    const { device, added } = await addPasskey(t, amaka);
    const ngozi = await call(t.app, 'POST', '/api/admin/admins', { username: 'ngozi', email: 'ngozi@metrikgroup.ng', password: 'first passphrase 123' }, amaka.auth);
    assert.equal(ngozi.status, 201, 'fresh from signing in: no question');

    advance(REAUTH_WINDOW_MS + 1000);
    const asks = [
      ['POST', '/api/admin/passkeys/options'],
      ['DELETE', `/api/admin/passkeys/${added.json.passkey.id}`],
      ['POST', '/api/admin/2fa/setup'],
      ['POST', '/api/admin/recovery-codes'],
      ['POST', '/api/admin/admins', { username: 'tunde', email: 'tunde@metrikgroup.ng', password: 'first passphrase 123' }],
      ['DELETE', `/api/admin/admins/${ngozi.json.id}`],
      ['GET', '/api/admin/backup'],
      ['DELETE', '/api/admin/people?q=someone%40example.ng'],
      ['PUT', '/api/admin/security-policy', { requireSecondFactor: true }],
    ] as const;
    for (const [method, path, body] of asks) {
      const refused = await call(t.app, method, path, body, amaka.auth);
      assert.equal(refused.status, 403, `${method} ${path}: ${refused.text}`);
      assert.equal(refused.json.reauthRequired, true);
    }
    assert.equal((await call(t.app, 'GET', '/api/admin/pages', undefined, amaka.auth)).status, 200, 'everyday work never asks');

    const wrong = await call(t.app, 'POST', '/api/admin/reauth', { password: 'not my password' }, amaka.auth);
    assert.equal(wrong.status, 400);
    assert.match(wrong.json.error, /not correct/);
    assert.equal((await call(t.app, 'POST', '/api/admin/reauth', {}, amaka.auth)).status, 400);
    const confirmed = await call(t.app, 'POST', '/api/admin/reauth', { password: ADMIN.password }, amaka.auth);
    assert.equal(confirmed.status, 200);
    // The session goes on under a new token (src/api/reauth.test.ts).
    amaka.auth = bearer(confirmed.json.token);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/admins/${ngozi.json.id}`, undefined, amaka.auth)).status, 204, 'confirmed with the password');

    advance(REAUTH_WINDOW_MS + 1000);
    const prompt = await call(t.app, 'POST', '/api/admin/reauth/options', undefined, amaka.auth);
    assert.deepEqual(prompt.json.options.allowCredentials.map((c: { id: string }) => c.id), [device.id], 'only your own passkeys');
    const other = new SoftPasskey();
    assert.equal((await call(t.app, 'POST', '/api/admin/reauth', { ceremony: prompt.json.ceremony, credential: other.signIn(prompt.json.options) }, amaka.auth)).status, 401);
    const prompt2 = await call(t.app, 'POST', '/api/admin/reauth/options', undefined, amaka.auth);
    const byPasskey = await call(t.app, 'POST', '/api/admin/reauth', { ceremony: prompt2.json.ceremony, credential: device.signIn(prompt2.json.options) }, amaka.auth);
    assert.equal(byPasskey.status, 200, byPasskey.text);
    amaka.auth = bearer(byPasskey.json.token);
    const codes = await call(t.app, 'POST', '/api/admin/recovery-codes', undefined, amaka.auth);
    assert.equal(codes.status, 200);
    assert.equal(codes.json.recoveryCodes.length, 10);
    assert.ok(t.db.select().from(adminSessions).all().every((row) => row.verifiedAt !== null));
  });
});
