// Abuse of the access rules, table-driven from the ROUTES table in src/app.ts so a route added later is
// covered without anyone remembering to: every admin route refuses every token attack (by header and by
// cookie) before its handler runs, and every state-changing admin route refuses a cookie-only call from
// another origin. Then, on the real server (node dist/server.js, built by `npm test` first): the login rate
// limit keyed on the socket's address, the login cookie's flags as a browser receives them, security headers
// on every HTML route, asset and API answer, and no password ever written in plain text anywhere in the
// database file, its WAL or the log.
// Already proven elsewhere, not repeated here: each token attack against /api/admin/me and TokenService
// itself (require-admin.test.ts, tokens.test.ts), the same-origin rules in detail for one route
// (require-admin.test.ts), login limits per IP and per username and cookie flags through app.request()
// (src/api/auth.test.ts), the CSP's directives (headers.test.ts), stored script payloads in the browser
// (e2e/admin/stored-script.test.ts).
import { ADMIN } from '../../src/testing/admin.ts';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { sign } from 'hono/jwt';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { ROUTES } from '../../src/app.ts';
import { LOGIN_LIMIT_PER_USER } from '../../src/security/limits.ts';
import { signInAdmin } from '../../src/testing/admin-session.ts';
import { call, makeTestApp } from '../../src/testing/app.ts';
import { TINY_PNG } from '../../src/testing/images.ts';
import { startServer, type RunningServer } from '../../src/testing/server.ts';
import { ADMIN_COOKIE } from '../../src/security/require-admin.ts';
import { resolveJwtSecret, TokenService } from '../../src/security/tokens.ts';

type TestApp = ReturnType<typeof makeTestApp>;

const ADMIN_ROUTES = ROUTES.filter((r) => r.access === 'admin');
const STATE_CHANGING = ADMIN_ROUTES.filter((r) => r.method !== 'GET');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A request each admin route would accept from a signed-in admin: real ids, a valid body. */
const SAMPLE_BODY: Record<string, unknown> = {
  'POST /api/admin/password': { currentPassword: 'not-the-password', newPassword: 'a-new-password-1' },
  'PUT /api/admin/pages/:id': { title: 'Hacked' },
  'PUT /api/admin/sections/:id': { title: 'Hacked' },
  'PUT /api/admin/content-blocks/:id': { title: 'Hacked' },
  'PUT /api/admin/settings': { values: { company_name: 'Hacked' } },
  'PATCH /api/admin/submissions/:kind/:id': { read: true },
  'PATCH /api/admin/media/:id': { altText: 'Hacked' },
};
const QUERY: Record<string, string> = { '/api/admin/sections': '?pageId=1', '/api/admin/content-blocks': '?sectionId=1' };

function requestFor(route: (typeof ROUTES)[number]) {
  const key = `${route.method} ${route.path}`;
  const path = route.path.replace(':kind', 'contact').replace(/:\w+/g, '1') + (QUERY[route.path] ?? '');
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (key === 'POST /api/admin/media') {
    const form = new FormData();
    form.append('file', new Blob([TINY_PNG]), 'attack.png');
    body = form;
  } else if (route.method !== 'GET') {
    body = JSON.stringify(SAMPLE_BODY[key] ?? {});
    headers['content-type'] = 'application/json';
  }
  return { key, path, body, headers };
}

/** A digest of every row of every table, to prove a refused call changed nothing at all. */
function snapshot(t: TestApp): string {
  const tables = t.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const hash = createHash('sha256');
  for (const name of tables) hash.update(JSON.stringify([name, t.sqlite.prepare(`SELECT * FROM "${name}"`).raw().all()], (_k, v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)));
  return hash.digest('hex');
}

async function fixture() {
  const t = makeTestApp({ formRateLimit: 0 });
  const admin = await signInAdmin(t);
  for (const path of ['/api/contact', '/api/contact']) {
    await call(t.app, 'POST', path, { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', service: 'general', message: 'Hi' });
  }
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG]), 'seed.png');
  assert.equal((await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth })).status, 201);
  return { t, admin };
}

async function send(t: TestApp, route: (typeof ROUTES)[number], auth: Record<string, string>) {
  const { path, body, headers } = requestFor(route);
  // A FormData body is single-use: build the request anew each time.
  const res = await t.app.request(`http://localhost${path}`, { method: route.method, body, headers: { ...headers, ...auth } });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as { error?: string }) : undefined;
  return { status: res.status, text, json };
}

describe('token attacks against every admin route of the ROUTES table', async () => {
  const { t, admin } = await fixture();
  const secret = resolveJwtSecret(t.db, t.config);
  const now = Math.floor(Date.now() / 1000);
  const [header, payload, signature] = admin.token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const expired = (await new TokenService(t.db, t.config, () => Date.now() - 13 * 3600 * 1000).issue(admin.id)).token;
  const loggedOut = (await t.services.tokens.issue(admin.id)).token;
  assert.equal((await call(t.app, 'POST', '/api/admin/logout', undefined, { authorization: `Bearer ${loggedOut}` })).status, 204);

  const TOKENS: [string, string][] = [
    ['malformed (not a JWT)', 'not.a.jwt'],
    ['malformed (garbage)', '!!!'],
    ['expired', expired],
    ['signed with another secret', await sign(claims, 'another-secret-another-secret-1234')],
    ['alg=none, signature dropped', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    ['alg=none, signature kept', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`],
    ['payload tampered (exp pushed out), signature kept', `${header}.${b64({ ...claims, exp: now + 10 * 365 * 86400 })}.${signature}`],
    ['payload tampered (another admin id), signature kept', `${header}.${b64({ ...claims, sub: String(admin.id + 1) })}.${signature}`],
    ['HS512 with the right secret', await sign(claims, secret, 'HS512')],
    ['revoked by logout', loggedOut],
  ];
  // The cookie carries a same-origin Origin, so only the token can be what refuses it.
  const ATTACKS: [string, Record<string, string>][] = [
    ['no credentials', {}],
    ['empty Bearer', { authorization: 'Bearer ' }],
    ['Basic credentials', { authorization: `Basic ${Buffer.from(`amaka:${ADMIN.password}`).toString('base64')}` }],
    ['empty cookie', { cookie: `${ADMIN_COOKIE}=`, origin: 'http://localhost' }],
    ...TOKENS.flatMap(([name, token]): [string, Record<string, string>][] => [
      [`Bearer: ${name}`, { authorization: `Bearer ${token}` }],
      [`cookie: ${name}`, { cookie: `${ADMIN_COOKIE}=${token}`, origin: 'http://localhost' }],
    ]),
  ];

  test('the table really holds the admin routes', () => {
    assert.ok(ADMIN_ROUTES.length >= 20, `${ADMIN_ROUTES.length} admin routes`);
    for (const path of ['/api/contact', '/api/equipment-quotes', '/api/admin/pages/:id', '/api/admin/settings']) {
      assert.ok(ADMIN_ROUTES.some((r) => r.path === path), `${path} is admin-only`);
    }
  });

  for (const route of ADMIN_ROUTES) {
    test(`${route.method} ${route.path}: 401 for every attack, nothing changed; the genuine token gets through`, async () => {
      for (const [name, auth] of ATTACKS) {
        const before = snapshot(t);
        const res = await send(t, route, auth);
        assert.equal(res.status, 401, `${name}: ${res.text}`);
        assert.equal(typeof res.json?.error, 'string', name);
        assert.equal(snapshot(t), before, `${name}: the refused call changed the database`);
      }
      // The control: the same request with a live token reaches the handler. (Logout gets its own session.)
      const token = route.path === '/api/admin/logout' ? (await t.services.tokens.issue(admin.id)).token : admin.token;
      const genuine = await send(t, route, { authorization: `Bearer ${token}` });
      assert.ok(genuine.status !== 401 && genuine.status < 500, `genuine token: ${genuine.status} ${genuine.text.slice(0, 200)}`);
    });
  }
});

describe('same-origin check on every state-changing admin route', async () => {
  const { t, admin } = await fixture();
  const fresh = async () => `${ADMIN_COOKIE}=${(await t.services.tokens.issue(admin.id)).token}`;

  for (const route of STATE_CHANGING) {
    test(`${route.method} ${route.path}: cookie from another origin → 403 and nothing changed; own origin → through`, async () => {
      const foreign: [string, Record<string, string>][] = [
        ['foreign Origin', { origin: 'https://evil.example' }],
        ['Origin null', { origin: 'null' }],
        ['sibling subdomain', { origin: 'http://evil.localhost' }],
        ['Sec-Fetch-Site cross-site, no Origin', { 'sec-fetch-site': 'cross-site' }],
        ['foreign Referer only', { referer: 'https://evil.example/form.html' }],
        ['no origin information', {}],
      ];
      for (const [name, headers] of foreign) {
        const cookie = await fresh();
        const before = snapshot(t);
        const res = await send(t, route, { cookie, ...headers });
        assert.equal(res.status, 403, `${name}: ${res.text}`);
        assert.match(res.json?.error ?? '', /admin panel of this site/);
        assert.equal(snapshot(t), before, `${name}: the refused call changed the database`);
      }
      for (const headers of [{ origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }] as Record<string, string>[]) {
        const res = await send(t, route, { cookie: await fresh(), ...headers });
        assert.ok(![401, 403].includes(res.status) && res.status < 500, `${JSON.stringify(headers)}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      // A Bearer token cannot be attached by another site, so no origin check applies to it.
      const bearer = await send(t, route, { authorization: `Bearer ${(await t.services.tokens.issue(admin.id)).token}`, origin: 'https://evil.example' });
      assert.ok(![401, 403].includes(bearer.status), `Bearer from a foreign origin: ${bearer.status}`);
    });
  }
});

describe('security headers on every HTML route, asset and API answer', () => {
  const t = makeTestApp();
  const htmlPaths = [...PUBLIC_ROUTES.map((r) => r.path), '/no-such-page', '/projects/no-such-project', '/metrikwebadmin-login', '/admin', '/admin/dashboard', '/admin/anything'];

  function assertCommon(headers: Headers, what: string) {
    assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
    assert.equal(headers.get('x-frame-options'), 'DENY', what);
  }

  test('every HTML route: CSP without inline scripts and with frame-ancestors none, nosniff, Referrer-Policy', async () => {
    for (const path of htmlPaths) {
      const res = await call(t.app, 'GET', path);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
      assert.ok(scriptSrc.length > 0, `${path}: no script-src`);
      assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'") && !scriptSrc.includes('*'), `${path}: ${csp}`);
      assert.deepEqual(directives.get('frame-ancestors'), ["'none'"], path);
      assertCommon(res.headers, path);
    }
  });

  test('the scripts and styles an HTML page loads: nosniff and their real type', async () => {
    const home = await call(t.app, 'GET', '/');
    const linked = [...home.text.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    // The page inlines its styles and links one boot script, which imports the islands by their built names: those
    // files count too, and so does the stylesheet file the admin pages link.
    const assets = new Set([...linked, t.services.assets.manifest.publicCss]);
    for (const script of linked.filter((p) => p.endsWith('.js'))) {
      const code = (await call(t.app, 'GET', script)).text;
      for (const [, name] of code.matchAll(/["'](?:\.|\/assets)\/([\w-]+\.js)["']/g)) assets.add(`/assets/${name}`);
    }
    assert.ok(assets.size >= 3, `assets: ${[...assets]}`);
    for (const path of assets) {
      const res = await call(t.app, 'GET', path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', path.endsWith('.js') ? /javascript/ : /text\/css/, path);
      assertCommon(res.headers, path);
    }
  });

  test('every API route answers JSON with nosniff, Referrer-Policy and X-Frame-Options, errors included', async () => {
    const cases: [string, string, unknown?, Record<string, string>?][] = [
      ...ROUTES.filter((r) => r.path.startsWith('/api/')).map((r): [string, string] => [r.method, requestFor(r).path]),
      ['GET', '/api/no-such-route'],
      ['DELETE', '/api/contact'],
      ['POST', '/api/contact', 'x'.repeat(70 * 1024), { 'content-type': 'application/json' }],
      ['POST', '/api/contact', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['POST', '/api/contact', '{', { 'content-type': 'application/json' }],
    ];
    for (const [method, path, body, headers] of cases) {
      const res = await call(t.app, method, path, body, headers);
      const what = `${method} ${path} → ${res.status}`;
      if (res.status === 204) continue;
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/, what);
      assertCommon(res.headers, what);
    }
  });
});

describe('on the real server', () => {
  let server: RunningServer;
  let token = '';
  const PASSWORDS = { first: 'Harbour-Kola-Nut-7731', second: 'Bonny-Island-Tide-4412', typo: 'Harbour-Kola-Nut-7732', reset: 'Eleme-Junction-Rain-9034' };
  before(async () => {
    server = await startServer({ LOG_LEVEL: 'debug' });
  });
  after(() => server?.stop());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  test('the first admin, sign-in and its cookie as a browser receives it: HttpOnly, SameSite=Strict, Path=/', async () => {
    const created = await post('/api/admin/create', { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORDS.first });
    assert.equal(created.status, 201);
    const res = await post('/api/admin/login', { username: 'amaka', password: PASSWORDS.first });
    assert.equal(res.status, 200);
    const cookies = res.headers.getSetCookie();
    assert.equal(cookies.length, 1);
    const [cookie] = cookies;
    token = ((await res.json()) as { token: string }).token;
    assert.ok(cookie.startsWith(`${ADMIN_COOKIE}=${token};`), cookie);
    const attributes = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
    assert.ok(attributes.includes('httponly'), cookie);
    assert.ok(attributes.includes('samesite=strict'), cookie);
    assert.ok(attributes.includes('path=/'), cookie);
    assert.ok(!attributes.some((a) => a.startsWith('domain=')), 'host-only: no Domain, so no sibling subdomain receives it');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    // The cookie alone works for a read, as the admin panel's calls do.
    assert.equal((await fetch(`${server.url}/api/admin/me`, { headers: { cookie: `${ADMIN_COOKIE}=${token}` } })).status, 200);
  });

  test('password change through the API and reset through the CLI', async () => {
    const change = await post('/api/admin/password', { currentPassword: PASSWORDS.first, newPassword: PASSWORDS.second }, { authorization: `Bearer ${token}` });
    assert.equal(change.status, 204, await change.text());
    const wrongChange = await post('/api/admin/password', { currentPassword: PASSWORDS.typo, newPassword: PASSWORDS.typo }, { authorization: `Bearer ${token}` });
    assert.equal(wrongChange.status, 400);
    const reset = spawnSync(process.execPath, [join(import.meta.dirname, '../../dist/server.js'), 'admin', 'reset-password', 'amaka'], {
      env: { PATH: process.env.PATH, DATABASE_PATH: server.dbPath, ADMIN_PASSWORD: PASSWORDS.reset },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(reset.status, 0, reset.stderr);
    assert.ok(!`${reset.stdout}${reset.stderr}`.includes(PASSWORDS.reset), 'the CLI printed the password');
    assert.equal((await fetch(`${server.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status, 401, 'a reset signs out everywhere');
    assert.equal((await post('/api/admin/login', { username: 'amaka', password: PASSWORDS.reset })).status, 200);
  });

  test('login rate limit on the socket address: 429 with Retry-After; a forged X-Forwarded-For buys nothing', async () => {
    for (let i = 1; i <= LOGIN_LIMIT_PER_USER; i++) {
      const res = await post('/api/admin/login', { username: 'amaka', password: `${PASSWORDS.typo}-${i}` }, { 'x-forwarded-for': `10.0.0.${i}` });
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    const blocked = await post('/api/admin/login', { username: 'amaka', password: PASSWORDS.typo }, { 'x-forwarded-for': '10.9.9.9' });
    assert.equal(blocked.status, 429);
    const retryAfter = blocked.headers.get('retry-after') ?? '';
    assert.match(retryAfter, /^\d+$/);
    assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 3600, retryAfter);
    assert.equal(typeof ((await blocked.json()) as { error: unknown }).error, 'string');
    assert.equal((await post('/api/admin/login', { username: 'amaka', password: PASSWORDS.reset })).status, 429, 'even the right password waits');
  });

  test('no password, right or wrong, appears in plain text: not in any column of any table, the raw file, its WAL or the log', () => {
    const secrets = [...Object.values(PASSWORDS), ...Object.values(PASSWORDS).map((p) => p.toLowerCase())];
    const db = new Database(server.dbPath, { readonly: true });
    try {
      const hash = db.prepare("SELECT password FROM admin_users WHERE username = 'amaka'").pluck().get() as string;
      assert.match(hash, /^hs256\$\$2[aby]\$1[0-9]\$/, 'a bcrypt hash (of the pre-hashed password, src/security/passwords.ts) of cost 10 or more');
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
      for (const table of tables) {
        for (const row of db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]) {
          for (const [column, value] of Object.entries(row)) {
            const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
            for (const secret of secrets) assert.ok(!text.includes(secret), `${table}.${column} holds a password in plain text`);
          }
        }
      }
    } finally {
      db.close();
    }
    for (const file of [server.dbPath, `${server.dbPath}-wal`]) {
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file);
      for (const secret of secrets) assert.equal(bytes.indexOf(secret), -1, `${file} holds a password in plain text`);
    }
    for (const secret of secrets) assert.ok(!server.output().includes(secret), 'the log holds a password');
  });
});
