import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sign } from 'hono/jwt';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { ADMIN_COOKIE, ADMIN_COOKIE_OVER_HTTPS } from './require-admin.ts';
import { resolveJwtSecret, TokenService } from './tokens.ts';

async function setup(config: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp(config);
  const admin = await signInAdmin(t);
  return { ...t, admin, cookie: `${ADMIN_COOKIE}=${admin.token}` };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('GET /api/admin/me: which credentials are accepted', async (t) => {
  const s = await setup();
  const secret = resolveJwtSecret(s.db, {});
  const now = Math.floor(Date.now() / 1000);
  const payload = s.admin.token.split('.')[1];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const expired = await new TokenService(s.db, {}, () => Date.now() - 13 * 3600 * 1000).issue(s.admin.id);

  const scenarios: { name: string; headers: () => Promise<Record<string, string>> | Record<string, string>; status: number }[] = [
    { name: 'no credentials', headers: () => ({}), status: 401 },
    { name: 'valid Bearer token', headers: () => ({ authorization: `Bearer ${s.admin.token}` }), status: 200 },
    { name: 'lower-case bearer scheme', headers: () => ({ authorization: `bearer ${s.admin.token}` }), status: 200 },
    { name: 'valid cookie alone', headers: () => ({ cookie: s.cookie }), status: 200 },
    { name: 'Basic scheme', headers: () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }), status: 401 },
    { name: 'Bearer with nothing after it', headers: () => ({ authorization: 'Bearer ' }), status: 401 },
    { name: 'malformed token', headers: () => ({ authorization: 'Bearer not.a.jwt' }), status: 401 },
    { name: 'expired token', headers: () => ({ authorization: `Bearer ${expired.token}` }), status: 401 },
    { name: 'token signed with another secret', headers: async () => ({ authorization: `Bearer ${await sign(claims, 'some-other-secret-some-other-secret')}` }), status: 401 },
    { name: 'alg=none token', headers: () => ({ authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` }), status: 401 },
    { name: 'HS384 token with the right secret', headers: async () => ({ authorization: `Bearer ${await sign(claims, secret, 'HS384')}` }), status: 401 },
    { name: 'token without exp', headers: async () => ({ authorization: `Bearer ${await sign({ sub: claims.sub, sid: claims.sid, iat: now }, secret)}` }), status: 401 },
    { name: 'malformed cookie', headers: () => ({ cookie: `${ADMIN_COOKIE}=garbage` }), status: 401 },
    { name: 'bad Authorization header does not fall back to a good cookie', headers: () => ({ authorization: 'Bearer nope', cookie: s.cookie }), status: 401 },
  ];
  for (const scenario of scenarios) {
    await t.test(scenario.name, async () => {
      const res = await call(s.app, 'GET', '/api/admin/me', undefined, await scenario.headers());
      assert.equal(res.status, scenario.status, res.text);
      if (scenario.status === 401) {
        assert.equal(typeof res.json.error, 'string');
        assert.ok(res.json.error.length > 0);
      } else {
        const { id, username, email } = res.json;
        assert.deepEqual({ id, username, email }, { id: s.admin.id, username: s.admin.username, email: `${s.admin.username}@metrikgroup.ng` });
      }
    });
  }
});

test('same-origin check for state-changing calls authenticated by the cookie alone', async (t) => {
  const s = await setup();
  const put = (headers: Record<string, string>) => call(s.app, 'PUT', '/api/admin/pages/1', { title: 'Home' }, headers);
  const scenarios: { name: string; headers: Record<string, string>; status: number }[] = [
    { name: 'cookie + own Origin', headers: { cookie: s.cookie, origin: 'http://localhost' }, status: 200 },
    { name: 'cookie + https Origin of the same host (TLS ended by an unknown proxy)', headers: { cookie: s.cookie, origin: 'https://localhost' }, status: 200 },
    { name: 'cookie + foreign Origin', headers: { cookie: s.cookie, origin: 'https://evil.example' }, status: 403 },
    { name: 'cookie + sibling subdomain Origin', headers: { cookie: s.cookie, origin: 'http://evil.localhost' }, status: 403 },
    { name: 'cookie + same host on another port', headers: { cookie: s.cookie, origin: 'http://localhost:8080' }, status: 403 },
    { name: 'cookie + Origin null (sandboxed frame)', headers: { cookie: s.cookie, origin: 'null' }, status: 403 },
    { name: 'cookie + no Origin, Sec-Fetch-Site same-origin', headers: { cookie: s.cookie, 'sec-fetch-site': 'same-origin' }, status: 200 },
    { name: 'cookie + no Origin, Sec-Fetch-Site cross-site', headers: { cookie: s.cookie, 'sec-fetch-site': 'cross-site' }, status: 403 },
    { name: 'cookie + no Origin, Sec-Fetch-Site same-site', headers: { cookie: s.cookie, 'sec-fetch-site': 'same-site' }, status: 403 },
    { name: 'cookie + only a same-origin Referer', headers: { cookie: s.cookie, referer: 'http://localhost/admin/dashboard' }, status: 200 },
    { name: 'cookie + only a foreign Referer', headers: { cookie: s.cookie, referer: 'https://evil.example/page' }, status: 403 },
    { name: 'cookie + no origin information at all', headers: { cookie: s.cookie }, status: 403 },
    { name: 'Bearer from a foreign Origin (a token cannot be sent by another site)', headers: { authorization: `Bearer ${s.admin.token}`, origin: 'https://evil.example' }, status: 200 },
    { name: 'invalid cookie from a foreign Origin is 401 first', headers: { cookie: `${ADMIN_COOKIE}=x`, origin: 'https://evil.example' }, status: 401 },
  ];
  for (const scenario of scenarios) {
    await t.test(scenario.name, async () => {
      const res = await put(scenario.headers);
      assert.equal(res.status, scenario.status, res.text);
      if (scenario.status === 403) assert.match(res.json.error, /admin panel of this site/);
    });
  }

  await t.test('a GET by cookie needs no origin information', async () => {
    assert.equal((await call(s.app, 'GET', '/api/admin/pages', undefined, { cookie: s.cookie, origin: 'https://evil.example' })).status, 200);
  });
});

test('behind a trusted proxy the forwarded scheme and host are the origin to match', async () => {
  const s = await setup({ trustProxy: true });
  const put = (headers: Record<string, string>) =>
    // Over https the browser holds the __Host- cookie (admin-cookie.test.ts).
    call(s.app, 'PUT', '/api/admin/pages/1', { title: 'Home' }, { cookie: `${ADMIN_COOKIE_OVER_HTTPS}=${s.admin.token}`, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'metrikgroup.ng', ...headers });
  assert.equal((await put({ origin: 'https://metrikgroup.ng' })).status, 200);
  assert.equal((await put({ origin: 'http://metrikgroup.ng' })).status, 403, 'scheme known to be https');
  assert.equal((await put({ origin: 'http://localhost' })).status, 403, 'the forwarded host is the site');
});

test('a cookie-only request with a foreign Origin changes nothing', async () => {
  const s = await setup();
  const before = s.sqlite.prepare('SELECT title, updated_at FROM pages WHERE id = 1').get();
  const res = await call(s.app, 'PUT', '/api/admin/pages/1', { title: 'Hacked' }, { cookie: s.cookie, origin: 'https://evil.example' });
  assert.equal(res.status, 403);
  assert.deepEqual(s.sqlite.prepare('SELECT title, updated_at FROM pages WHERE id = 1').get(), before);
});
