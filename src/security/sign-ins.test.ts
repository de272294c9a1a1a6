// Know when someone else signs in (docs/product.md § Team & security tab): the network an address belongs to, and the sign-in doors
// walked through the API with the SMTP test server: the account's first sign-in e-mails nobody, a known browser
// and network neither, a new one e-mails the admin (Port Harcourt time, browser, network, the link that ends it),
// and ending that session from Team & security refuses its token at once.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { adminSignIns } from '../db/tables.ts';
import { createAdmin } from './admins.ts';
import { networkOf, SIGN_INS_KEPT, UNKNOWN_NETWORK } from './sign-ins.ts';
import { bearer } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { fakeSmtpServer } from '../testing/smtp.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const PASSWORD = 'kola-nut-harbour-42';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
let smtpUrl = '';
before(async () => {
  smtp = await fakeSmtpServer();
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
after(() => smtp.server.close());

/** The message body as written: quoted-printable soft breaks joined and `=3D` decoded. */
const decoded = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
const settle = () => new Promise((r) => setTimeout(r, 150));
async function mailNumber(count: number): Promise<string> {
  for (let i = 0; i < 200 && smtp.received.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(smtp.received.length, count, 'the e-mail arrived');
  return decoded(smtp.received[count - 1]);
}

async function appWithAdmin(config: Parameters<typeof makeTestApp>[0] = {}) {
  let now = Date.parse('2026-11-28T15:48:00.000Z');
  const t = makeTestApp({ smtpUrl, trustProxy: true, ...config }, { now: () => now });
  t.sqlite.prepare("UPDATE site_settings SET value = 'https://www.metrikgroup.ng/' WHERE key = 'site_url'").run();
  await createAdmin(t.db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  return { t, advance: (ms: number) => (now += ms) };
}

const signIn = (t: TestApp, userAgent: string, ip: string) =>
  call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: PASSWORD }, { 'user-agent': userAgent, 'x-forwarded-for': ip });
const seenOf = (t: TestApp) => t.db.select().from(adminSignIns).all().map((row) => row.seen);

describe('networkOf', () => {
  test('an IPv4 address is its /24, an IPv6 one its /48, an IPv4 written as IPv6 the IPv4 one', () => {
    assert.equal(networkOf('102.89.34.17'), '102.89.34.0/24');
    assert.equal(networkOf('::ffff:197.210.54.3'), '197.210.54.0/24');
    assert.equal(networkOf('2c0f:f4c0:1234:5678::1'), '2c0f:f4c0:1234::/48');
    assert.equal(networkOf('2c0f:f4c0:0:5678::1'), '2c0f:f4c0::/48');
    assert.equal(networkOf('2c0f:f4c0:1234:0000:0000:0000:0000:0001'), '2c0f:f4c0:1234::/48');
    assert.equal(networkOf('[2001:db8:aa::1]'), '2001:db8:aa::/48');
    assert.equal(networkOf('::1'), '::/48');
    for (const junk of ['unknown', '', null, undefined, '1.2.3', '999.1.1.1', 'example.ng', '1.2.3.4, 5.6.7.8']) assert.equal(networkOf(junk), UNKNOWN_NETWORK, String(junk));
  });
});

describe('a sign-in from a browser and network not seen before', () => {
  test('the first sign-in e-mails nobody, a known one neither; a new one e-mails the admin, and its link ends that session', async () => {
    const { t, advance } = await appWithAdmin();
    const start = smtp.received.length;

    const first = await signIn(t, CHROME_WINDOWS, '102.89.34.17');
    assert.equal(first.status, 200, first.text);
    const again = await signIn(t, CHROME_WINDOWS, '102.89.34.200'); // same /24: the same network
    assert.equal(again.status, 200);
    await settle();
    assert.equal(smtp.received.length, start, 'no e-mail for the first sign-in nor a known one');
    assert.deepEqual(seenOf(t), ['first', 'known']);

    advance(60_000);
    const stranger = await signIn(t, SAFARI_IPHONE, '41.58.200.9');
    assert.equal(stranger.status, 200);
    const mail = await mailNumber(start + 1);
    assert.deepEqual(seenOf(t), ['first', 'known', 'new']);
    assert.match(mail, /^To: amaka@metrikgroup\.ng$/m);
    assert.match(mail, /^Subject: New sign-in to the .+ admin$/m);
    assert.match(mail, /When: 28 Nov 2026, 16:49 \(Port Harcourt time\)/, 'Lagos time, UTC+1');
    assert.match(mail, /Browser: Safari on iOS/);
    assert.match(mail, /Network: 41\.58\.200\.0\/24/);
    assert.ok(!mail.includes('41.58.200.9'), 'the approximate network, not the address');
    const ref = /https:\/\/www\.metrikgroup\.ng\/admin\/dashboard\?tab=team&endSession=([0-9a-f]{16})/.exec(mail)?.[1];
    assert.ok(ref, 'the link to end that session, on the site\'s own address');
    assert.match(mail, /Content-Type: text\/html/, 'an HTML part beside the text');

    // The admin, signed in on their own computer, sees it in the list and ends it.
    const own = bearer(again.json.token);
    const listed = await call(t.app, 'GET', '/api/admin/sign-ins', undefined, own);
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.json.map((s: { browser: string; network: string; seen: string; live: boolean; current: boolean }) => [s.browser, s.network, s.seen, s.live, s.current]),
      [
        ['Safari on iOS', '41.58.200.0/24', 'new', true, false],
        ['Chrome on Windows', '102.89.34.0/24', 'known', true, true],
        ['Chrome on Windows', '102.89.34.0/24', 'first', true, false],
      ],
    );
    assert.equal(listed.json[0].sessionId, ref);
    assert.deepEqual(Object.keys(listed.json[0]).sort(), ['browser', 'createdAt', 'current', 'id', 'live', 'network', 'seen', 'sessionId']);
    assert.ok(!listed.text.includes(stranger.json.token.split('.')[1]), 'nothing of a token');

    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(stranger.json.token))).status, 200);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/sessions/${ref}`, undefined, own)).status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, bearer(stranger.json.token))).status, 401, 'that session is over');
    const after = await call(t.app, 'GET', '/api/admin/sign-ins', undefined, own);
    assert.equal(after.json[0].live, false);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/sessions/${ref}`, undefined, own)).status, 404, 'once');

    // A known browser on a new network is new too; the same pair again is known.
    await signIn(t, CHROME_WINDOWS, '2c0f:f4c0:1234:5678::1');
    await mailNumber(start + 2);
    await signIn(t, CHROME_WINDOWS, '2c0f:f4c0:1234:ffff::2');
    await settle();
    assert.equal(smtp.received.length, start + 2);
    assert.deepEqual(seenOf(t).slice(-2), ['new', 'known']);
  });

  test('ending a session asks for the password again when the last proof is older than 10 minutes (403, then 204)', async () => {
    const { t, advance } = await appWithAdmin({ smtpUrl: undefined });
    const own = bearer((await signIn(t, CHROME_WINDOWS, '102.89.34.17')).json.token);
    const stranger = bearer((await signIn(t, SAFARI_IPHONE, '41.58.200.9')).json.token);
    const ref = (await call(t.app, 'GET', '/api/admin/sign-ins', undefined, own)).json[0].sessionId;
    advance(11 * 60_000);
    const asked = await call(t.app, 'DELETE', `/api/admin/sessions/${ref}`, undefined, own);
    assert.equal(asked.status, 403, asked.text);
    assert.equal(asked.json.reauthRequired, true);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, stranger)).status, 200, 'still signed in');
    const confirmed = await call(t.app, 'POST', '/api/admin/reauth', { password: PASSWORD }, own);
    assert.equal(confirmed.status, 200);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/sessions/${ref}`, undefined, bearer(confirmed.json.token))).status, 204);
    assert.equal((await call(t.app, 'GET', '/api/admin/me', undefined, stranger)).status, 401);
  });

  test('the list needs a signed-in admin and shows only their own sign-ins', async () => {
    const { t } = await appWithAdmin();
    assert.equal((await call(t.app, 'GET', '/api/admin/sign-ins')).status, 401);
    await createAdmin(t.db, { username: 'tunde', email: 'tunde@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
    await signIn(t, CHROME_WINDOWS, '102.89.34.17');
    const tunde = await call(t.app, 'POST', '/api/admin/login', { username: 'tunde', password: PASSWORD }, { 'user-agent': SAFARI_IPHONE });
    const list = await call(t.app, 'GET', '/api/admin/sign-ins', undefined, bearer(tunde.json.token));
    assert.deepEqual(list.json.map((s: { browser: string; seen: string }) => [s.browser, s.seen]), [['Safari on iOS', 'first']]);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For is not the network: the socket address is', async () => {
    const { t } = await appWithAdmin({ trustProxy: false });
    await signIn(t, CHROME_WINDOWS, '102.89.34.17');
    const start = smtp.received.length;
    await signIn(t, CHROME_WINDOWS, '41.58.200.9');
    await settle();
    assert.equal(smtp.received.length, start, 'the same socket (none in app.request): known');
    assert.deepEqual(t.db.select().from(adminSignIns).all().map((row) => [row.network, row.seen]), [
      [UNKNOWN_NETWORK, 'first'],
      [UNKNOWN_NETWORK, 'known'],
    ]);
  });

  test('the two-factor door reports a new sign-in too, and a failing mail server does not stop the sign-in', async () => {
    const { t, advance } = await appWithAdmin();
    const first = await signIn(t, CHROME_WINDOWS, '102.89.34.17');
    let at = Date.parse('2026-11-28T15:48:00.000Z');
    const setup = await call(t.app, 'POST', '/api/admin/2fa/setup', undefined, bearer(first.json.token));
    const code = () => new TOTP({ secret: Secret.fromBase32(setup.json.secret) }).generate({ timestamp: at });
    assert.equal((await call(t.app, 'POST', '/api/admin/2fa/enable', { code: code() }, bearer(first.json.token))).status, 200);
    const start = smtp.received.length;
    at = advance(60_000);
    const ticket = await signIn(t, SAFARI_IPHONE, '41.58.200.9');
    assert.equal(ticket.json.twoFactorRequired, true);
    assert.equal(seenOf(t).length, 1, 'the password alone is no sign-in');
    const done = await call(t.app, 'POST', '/api/admin/login/2fa', { ticket: ticket.json.ticket, code: code() }, { 'user-agent': SAFARI_IPHONE, 'x-forwarded-for': '41.58.200.9' });
    assert.equal(done.status, 200, done.text);
    assert.match(await mailNumber(start + 1), /Browser: Safari on iOS/);

    const broken = await appWithAdmin({ smtpUrl: 'smtp://127.0.0.1:1' });
    await signIn(broken.t, CHROME_WINDOWS, '102.89.34.17');
    const res = await signIn(broken.t, SAFARI_IPHONE, '41.58.200.9');
    assert.equal(res.status, 200);
    assert.deepEqual(seenOf(broken.t), ['first', 'new']);
  });

  test(`only the newest ${SIGN_INS_KEPT} sign-ins of an admin are kept`, async () => {
    const { t } = await appWithAdmin({ smtpUrl: undefined });
    await signIn(t, CHROME_WINDOWS, '102.89.34.17');
    const sessionRef = t.db.select().from(adminSignIns).get()!.sessionRef;
    const add = t.sqlite.prepare("INSERT INTO admin_sign_ins (admin_id, session_ref, browser, network, seen) VALUES (1, ?, 'Firefox on Linux', '10.0.0.0/24', 'known')");
    for (let i = 0; i < SIGN_INS_KEPT; i++) add.run(sessionRef);
    await signIn(t, 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', '10.0.0.5');
    assert.equal(t.db.select().from(adminSignIns).all().length, SIGN_INS_KEPT);
    assert.equal(seenOf(t).at(-1), 'known');
    await signIn(t, CHROME_WINDOWS, '102.89.34.17');
    assert.equal(seenOf(t).at(-1), 'new', 'its pair fell out of the kept ones');
  });
});
