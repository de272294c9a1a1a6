// The sign-in cookie's name and flags by scheme (ASVS 5.0 3.3.1, 3.3.3): `__Host-admin_token` over HTTPS (Secure,
// Path=/, no Domain, so browsers bind it to this host), `admin_token` over plain HTTP, where a Secure cookie would be
// refused; each scheme reads only its own, and logout clears whichever the browser may hold.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN } from '../testing/admin.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { makeTestApp } from '../testing/app.ts';
import { ADMIN_COOKIE, ADMIN_COOKIE_OVER_HTTPS } from './require-admin.ts';

type TestApp = ReturnType<typeof makeTestApp>;

const request = (t: TestApp, url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
  t.app.request(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const signIn = (t: TestApp, origin: string, headers: Record<string, string> = {}) =>
  request(t, `${origin}/api/admin/login`, { method: 'POST', headers, body: { username: ADMIN.username, password: ADMIN.password } });

async function withAdmin(trustProxy = false) {
  const t = makeTestApp({ trustProxy });
  await signInAdmin(t);
  return t;
}

describe('the sign-in cookie', () => {
  test('over HTTPS (direct, or said by a trusted proxy): __Host-admin_token, Secure, Path=/, no Domain', async () => {
    const t = await withAdmin(true);
    for (const res of [await signIn(t, 'https://localhost'), await signIn(t, 'http://localhost', { 'x-forwarded-proto': 'https' })]) {
      assert.equal(res.status, 200);
      const cookies = res.headers.getSetCookie();
      assert.equal(cookies.length, 1);
      const [cookie] = cookies;
      assert.ok(cookie.startsWith(`${ADMIN_COOKIE_OVER_HTTPS}=`), cookie);
      assert.match(cookie, /; Path=\/(;|$)/);
      assert.match(cookie, /; Secure(;|$)/);
      assert.match(cookie, /; HttpOnly(;|$)/);
      assert.match(cookie, /; SameSite=Strict(;|$)/);
      assert.doesNotMatch(cookie, /Domain=/i);
    }
  });

  test('over plain HTTP, or a forwarded https from an untrusted proxy: admin_token, not Secure', async () => {
    const t = await withAdmin(false);
    for (const res of [await signIn(t, 'http://localhost'), await signIn(t, 'http://localhost', { 'x-forwarded-proto': 'https' })]) {
      const [cookie] = res.headers.getSetCookie();
      assert.ok(cookie.startsWith(`${ADMIN_COOKIE}=`), cookie);
      assert.doesNotMatch(cookie, /Secure/);
    }
  });

  test('each scheme reads only its own cookie: a plain one over HTTPS, or a prefixed one over HTTP, is no sign-in', async () => {
    const t = await withAdmin(false);
    const token = (await (await signIn(t, 'https://localhost')).json()).token as string;
    const list = (origin: string, cookie: string) => request(t, `${origin}/api/contact`, { headers: { cookie } });
    assert.equal((await list('https://localhost', `${ADMIN_COOKIE_OVER_HTTPS}=${token}`)).status, 200);
    assert.equal((await list('https://localhost', `${ADMIN_COOKIE}=${token}`)).status, 401, 'a plain cookie over HTTPS may have been planted');
    assert.equal((await list('http://localhost', `${ADMIN_COOKIE}=${token}`)).status, 200);
    assert.equal((await list('http://localhost', `${ADMIN_COOKIE_OVER_HTTPS}=${token}`)).status, 401);
  });

  test('logout clears whichever was set: over HTTPS the prefixed one and a plain one left from before TLS', async () => {
    const t = await withAdmin(false);
    const logout = async (origin: string, name: string) => {
      const token = (await (await signIn(t, origin)).json()).token as string;
      const res = await request(t, `${origin}/api/admin/logout`, { method: 'POST', headers: { cookie: `${name}=${token}`, origin } });
      assert.equal(res.status, 204);
      return res.headers.getSetCookie();
    };
    const overHttps = await logout('https://localhost', ADMIN_COOKIE_OVER_HTTPS);
    assert.deepEqual(overHttps.map((c) => c.split('=')[0]).sort(), [ADMIN_COOKIE_OVER_HTTPS, ADMIN_COOKIE].sort());
    for (const c of overHttps) assert.match(c, /Max-Age=0/);
    assert.match(overHttps.find((c) => c.startsWith(ADMIN_COOKIE_OVER_HTTPS)) ?? '', /; Path=\/; .*Secure/);
    const overHttp = await logout('http://localhost', ADMIN_COOKIE);
    assert.deepEqual(overHttp.map((c) => c.split('=')[0]), [ADMIN_COOKIE]);
    assert.match(overHttp[0], /Max-Age=0/);
  });
});
