import assert from 'node:assert/strict';
import { ADMIN } from '../testing/admin.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { auditLog, passwordResets } from '../db/tables.ts';
import { createAdmin } from '../security/admins.ts';
import { RESET_CONFIRMS_PER_IP, RESET_CONFIRMS_PER_TOKEN, RESET_LIMIT_PER_EMAIL } from '../security/limits.ts';
import { RESET_PATH, RESET_TTL_MS } from '../security/password-reset.ts';
import { bearer, login, signInAdmin } from '../testing/admin-session.ts';
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
const confirm = (t: TestApp, token: string, newPassword: string, ip = '203.0.113.9') =>
  call(t.app, 'POST', '/api/admin/password-reset/confirm', { token, newPassword }, { 'x-forwarded-for': ip });
const junkToken = (i: number) => `junk-token-${String(i).padStart(4, '0')}-aaaaaaaaaaaaaaaa`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
};

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
    await assert.rejects(login(t, 'amaka', ADMIN.password));
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
    assert.ok(await login(t, 'amaka', ADMIN.password), 'the password is unchanged');
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

  test('three junk confirms from other addresses leave the real admin\'s valid link working', async () => {
    const { t } = appWithClock();
    await signInAdmin(t);
    const before = smtp.received.length;
    await ask(t, 'amaka@metrikgroup.ng');
    const token = /token=([\w-]+)/.exec(await nextMail(before + 1))![1];
    const junk = [];
    for (let i = 0; i < 3; i++) junk.push((await confirm(t, junkToken(i), 'a-fresh-start-2026', `198.51.100.${i}`)).status);
    console.log(`# three junk confirms from three addresses answered ${junk.join(', ')}`);
    assert.deepEqual(junk, [400, 400, 400]);
    const real = await confirm(t, token, 'a-fresh-start-2026', '203.0.113.77');
    console.log(`# then the admin's valid link answered ${real.status}`);
    assert.equal(real.status, 204, real.text);
    assert.ok(await login(t, 'amaka', 'a-fresh-start-2026'));
  });

  test('confirms are limited per client address and per token, never in one shared bucket', async () => {
    const { t } = appWithClock();
    for (let i = 0; i < RESET_CONFIRMS_PER_IP; i++) assert.equal((await confirm(t, junkToken(i), 'a-fresh-start-2026', '198.51.100.1')).status, 400);
    const limited = await confirm(t, junkToken(99), 'a-fresh-start-2026', '198.51.100.1');
    assert.equal(limited.status, 429, 'one address guessing');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    for (let i = 0; i < RESET_CONFIRMS_PER_TOKEN; i++) assert.equal((await confirm(t, junkToken(500), 'a-fresh-start-2026', `198.51.100.${10 + i}`)).status, 400);
    assert.equal((await confirm(t, junkToken(500), 'a-fresh-start-2026', '198.51.100.99')).status, 429, 'one token from many addresses');
    assert.equal((await confirm(t, junkToken(501), 'a-fresh-start-2026', '198.51.100.98')).status, 400, 'another token from another address is not held up');
  });

  test('answers in the same time whether or not the address belongs to an admin (interleaved pairs)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metrik-reset-'));
    const t = makeTestApp({ smtpUrl, trustProxy: true, databasePath: join(dir, 'site.db') });
    const PAIRS = 24;
    for (let i = 0; i < PAIRS; i++) await createAdmin(t.db, { username: `admin${i}`, email: `admin${i}@metrikgroup.ng`, password: ADMIN.password }, { cost: 4 });
    const mailsBefore = smtp.received.length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 15));
    const timed = async (email: string, ip: string) => {
      await settle();
      const start = performance.now();
      const res = await ask(t, email, ip);
      const ms = performance.now() - start;
      assert.equal(res.status, 202, res.text);
      return ms;
    };
    for (let i = 0; i < 4; i++) await timed(`warm-up${i}@example.ng`, `192.0.2.${200 + i}`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      // The work after a known address's answer (the link, the mail) is let finish, so it never lands in the next request's time.
      const k = async () => {
        const ms = await timed(`admin${i}@metrikgroup.ng`, `192.0.2.${2 * i}`);
        await nextMail(mailsBefore + i + 1);
        return ms;
      };
      const u = () => timed(`nobody${i}@example.ng`, `192.0.2.${2 * i + 1}`);
      if (i % 2 === 0) {
        known.push(await k());
        unknown.push(await u());
      } else {
        unknown.push(await u());
        known.push(await k());
      }
    }
    const slower = known.filter((ms, i) => ms > unknown[i]).length / PAIRS;
    const [mk, mu] = [median(known), median(unknown)];
    console.log(`# reset over ${PAIRS} interleaved pairs: median known ${mk.toFixed(2)} ms, unknown ${mu.toFixed(2)} ms; known slower in ${Math.round(slower * 100)}% of pairs`);
    t.database.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
    assert.ok(slower <= 0.8, `the known address was slower in ${Math.round(slower * 100)}% of pairs`);
    assert.ok(mk - mu < Math.max(0.5, mu * 0.3), `median known ${mk.toFixed(2)} ms against unknown ${mu.toFixed(2)} ms`);
  });
});

describe('who the reset mail is from when the SMTP account is not an address', () => {
  const fromLine = (mail: string) => /^From: (.*)$/m.exec(mail)?.[1] ?? '';

  test("never the admin's own address: the company's, the notification address, else no-reply at the site's host", async () => {
    const { t, advance } = appWithClock();
    await signInAdmin(t);
    const set = (key: string, value: string) => t.sqlite.prepare('UPDATE site_settings SET value = ? WHERE key = ?').run(value, key);
    const from = async (ip: string) => {
      const before = smtp.received.length;
      await ask(t, 'amaka@metrikgroup.ng', ip);
      return fromLine(await nextMail(before + 1));
    };
    set('company_email', 'info@metrikgroup.ng');
    assert.match(await from('203.0.113.31'), /<info@metrikgroup\.ng>$/);
    // The company's address is the admin's own: the notification address instead.
    set('company_email', 'Amaka@metrikgroup.ng');
    set('notification_email', 'desk@metrikgroup.ng');
    assert.match(await from('203.0.113.32'), /<desk@metrikgroup\.ng>$/);
    advance(16 * 60_000);
    set('company_email', '');
    set('notification_email', 'amaka@metrikgroup.ng');
    const last = await from('203.0.113.33');
    assert.match(last, /<no-reply@www\.metrikgroup\.ng>$/);
    assert.doesNotMatch(last, /amaka@/i);
  });
});
