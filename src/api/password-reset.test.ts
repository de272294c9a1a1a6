import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { auditLog, passwordResets } from '../db/tables.ts';
import { RESET_LIMIT_PER_EMAIL } from '../security/limits.ts';
import { RESET_PATH, RESET_TTL_MS } from '../security/password-reset.ts';
import { bearer, login, signInAdmin, TEST_PASSWORD } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { fakeSmtpServer } from '../testing/smtp.ts';
import { RESET_COMMAND, RESET_SENT } from './password-reset.ts';

type TestApp = ReturnType<typeof makeTestApp>;
let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
let smtpUrl = '';
before(async () => {
  smtp = await fakeSmtpServer();
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
after(() => smtp.server.close());

/** The message body as written: quoted-printable soft breaks joined and `=3D` decoded. */
const decoded = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');

async function nextMail(count: number): Promise<string> {
  for (let i = 0; i < 200 && smtp.received.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(smtp.received.length, count, 'one message arrived');
  return decoded(smtp.received[count - 1]);
}

const ask = (t: TestApp, email: string, ip = '203.0.113.9') => call(t.app, 'POST', '/api/admin/password-reset', { email }, { 'x-forwarded-for': ip });
const confirm = (t: TestApp, token: string, newPassword: string) => call(t.app, 'POST', '/api/admin/password-reset/confirm', { token, newPassword });

function appWithClock() {
  let now = Date.now();
  const t = makeTestApp({ smtpUrl, trustProxy: true }, { now: () => now });
  t.sqlite.prepare("UPDATE site_settings SET value = 'https://www.metrikgroup.ng/' WHERE key = 'site_url'").run();
  return { t, advance: (ms: number) => (now += ms) };
}

describe('password reset by e-mail', () => {
  test('without SMTP_URL the API says to use the command line (503)', async () => {
    const t = makeTestApp();
    await signInAdmin(t);
    const res = await ask(t, 'amaka@metrikgroup.ng');
    assert.equal(res.status, 503);
    assert.ok(res.json.error.includes(RESET_COMMAND));
  });

  test('the same answer for a known and an unknown address; only the admin gets a mail with a one-time link to the site', async () => {
    const { t } = appWithClock();
    const amaka = await signInAdmin(t);
    const before = smtp.received.length;
    const unknown = await ask(t, 'nobody@example.ng');
    const known = await ask(t, 'AMAKA@metrikgroup.ng', '203.0.113.10');
    assert.equal(unknown.status, 202);
    assert.deepEqual(unknown.json, known.json);
    assert.deepEqual(known.json, { message: RESET_SENT });
    const mail = await nextMail(before + 1);
    assert.match(mail, /To: amaka@metrikgroup\.ng/);
    const link = /https:\/\/www\.metrikgroup\.ng(\/metrikwebadmin-reset)\?token=([\w-]+)/.exec(mail);
    assert.ok(link, mail);
    assert.equal(link[1], RESET_PATH);
    const token = link[2];
    assert.ok(!t.db.select().from(passwordResets).all().some((r) => r.tokenHash === token), 'stored hashed');

    const weak = await confirm(t, token, 'short');
    assert.equal(weak.status, 400);
    assert.equal(weak.json.issues[0].path, 'newPassword');
    const done = await confirm(t, token, 'a-fresh-start-2026');
    assert.equal(done.status, 204, done.text);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, amaka.auth)).status, 401, 'every session ended');
    await assert.rejects(login(t, 'amaka', TEST_PASSWORD));
    assert.ok(await login(t, 'amaka', 'a-fresh-start-2026'));

    const again = await confirm(t, token, 'another-password-2026');
    assert.equal(again.status, 400);
    assert.match(again.json.error, /expired or has already been used/);
    const actions = t.db.select().from(auditLog).all().map((l) => l.action);
    assert.ok(actions.includes('password_reset_requested'));
    assert.ok(actions.includes('password_reset'));
  });

  test('a link expires after 30 minutes', async () => {
    const { t, advance } = appWithClock();
    await signInAdmin(t);
    const before = smtp.received.length;
    await ask(t, 'amaka@metrikgroup.ng');
    const token = /token=([\w-]+)/.exec(await nextMail(before + 1))![1];
    advance(RESET_TTL_MS + 1000);
    const late = await confirm(t, token, 'a-fresh-start-2026');
    assert.equal(late.status, 400);
    assert.match(late.json.error, /expired/);
    assert.ok(await login(t, 'amaka', TEST_PASSWORD), 'the password is unchanged');
  });

  test('bad input is 400; requests are rate limited per address (429)', async () => {
    const { t } = appWithClock();
    await signInAdmin(t);
    assert.equal((await ask(t, 'not an address')).status, 400);
    assert.equal((await call(t.app, 'POST', '/api/admin/password-reset', {})).status, 400);
    assert.equal((await confirm(t, '', 'a-fresh-start-2026')).status, 400);
    for (let i = 0; i < RESET_LIMIT_PER_EMAIL; i++) assert.equal((await ask(t, 'someone@example.ng', `198.51.100.${i}`)).status, 202);
    const limited = await ask(t, 'someone@example.ng', '198.51.100.99');
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });

  test('a token from a link does not sign anyone in', async () => {
    const { t } = appWithClock();
    await signInAdmin(t);
    const before = smtp.received.length;
    await ask(t, 'amaka@metrikgroup.ng');
    const token = /token=([\w-]+)/.exec(await nextMail(before + 1))![1];
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(token))).status, 401);
  });
});
