// docs/product.md § Redirects and missing pages, through the API and the public answers: the admin's redirects
// (auth, 400s, 409, loops and chains, never over a page), the 301s a changed item address leaves (chains
// collapsed), and the bounded list of addresses visitors did not find.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOT_FOUND_KEPT } from '../content/not-found-log.ts';
import { appAsAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;

const setup = appAsAdmin;
const projectId = (t: TestApp, title: string) => t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'project' AND title = ?").pluck().get(title) as number;
const metadataOf = (t: TestApp, id: number) => JSON.parse(t.sqlite.prepare('SELECT metadata FROM content_blocks WHERE id = ?').pluck().get(id) as string);

test('every route is for admins only', async () => {
  const t = makeTestApp();
  for (const [method, path] of [['GET', '/api/admin/redirects'], ['POST', '/api/admin/redirects'], ['DELETE', '/api/admin/redirects/1'], ['GET', '/api/admin/not-found']]) {
    assert.equal((await call(t.app, method, path, method === 'POST' ? { from: '/a', to: '/b' } : undefined)).status, 401, `${method} ${path}`);
  }
});

test('a redirect answers its old address (any letter case, a trailing slash) with its status and the query string carried over, and counts the hits', async () => {
  const { t, as } = await setup();
  const made = await as('POST', '/api/admin/redirects', { from: '/Old-Site/About-Us.html', to: '/about' });
  assert.equal(made.status, 201, made.text);
  assert.deepEqual({ ...made.json, id: 0, createdAt: '' }, { id: 0, from: '/old-site/about-us.html', to: '/about', status: 301, hits: 0, createdAt: '' });
  for (const [path, location] of [['/old-site/about-us.html', '/about'], ['/OLD-SITE/About-Us.html/', '/about'], ['/old-site/about-us.html?ref=flyer', '/about?ref=flyer']]) {
    const res = await call(t.app, 'GET', path);
    assert.equal(res.status, 301, path);
    assert.equal(res.headers.get('location'), location, path);
  }
  assert.equal((await call(t.app, 'HEAD', '/old-site/about-us.html')).status, 301);
  const temporary = await as('POST', '/api/admin/redirects', { from: '/promo', to: 'https://wa.me/2348035550147?text=hello', status: 302 });
  assert.equal(temporary.status, 201, temporary.text);
  const promo = await call(t.app, 'GET', '/promo?utm=x');
  assert.equal(promo.status, 302);
  assert.equal(promo.headers.get('location'), 'https://wa.me/2348035550147?text=hello&utm=x');
  const list = (await as('GET', '/api/admin/redirects')).json as { from: string; hits: number }[];
  assert.equal(list.find((r) => r.from === '/old-site/about-us.html')?.hits, 4);
  assert.equal(list.find((r) => r.from === '/promo')?.hits, 1);
});

test('refused with 400: a source that is not a path or carries a query string, a page of the site, a bad target, a loop or a chain back; 409 for a source already redirecting', async () => {
  const { t, as } = await setup();
  const refused = async (body: Record<string, unknown>, status: number, path: string) => {
    const res = await as('POST', '/api/admin/redirects', body);
    assert.equal(res.status, status, `${JSON.stringify(body)}: ${res.text}`);
    assert.ok(res.json.issues?.some((i: { path: string }) => i.path === path), res.text);
    assert.ok(res.json.error.length > 10);
  };
  for (const from of ['old-page', 'https://old.example/page', '/page?id=3', '/page#top', '//evil.example', '/with space', '', `/${'a'.repeat(200)}`]) await refused({ from, to: '/' }, 400, 'from');
  for (const from of ['/about', '/About/', '/projects/trans-amadi-corporate-tower', '/Equipment/Excavators', '/api/pages/home', '/admin/dashboard', '/sitemap.xml']) await refused({ from, to: '/' }, 400, 'from');
  for (const to of ['javascript:alert(1)', 'about', '//evil.example', 'ftp://x.example/a', '']) await refused({ from: '/old', to }, 400, 'to');
  await refused({ from: '/old', to: '/contact', status: 307 }, 400, 'status');
  await refused({ from: '/loop', to: '/Loop/' }, 400, 'to');
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/a', to: '/b' })).status, 201);
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/b', to: '/c' })).status, 201);
  await refused({ from: '/c', to: '/a' }, 400, 'to');
  await refused({ from: '/A/', to: '/contact' }, 409, 'from');
  // A hidden project's address is free to redirect: no page stands there.
  const id = projectId(t, 'Trans-Amadi Corporate Tower');
  await as('PUT', `/api/admin/content-blocks/${id}`, { isActive: false });
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/projects/trans-amadi-corporate-tower', to: '/projects' })).status, 201);
  assert.equal((await call(t.app, 'GET', '/projects/trans-amadi-corporate-tower')).status, 301);
  await as('PUT', `/api/admin/content-blocks/${id}`, { isActive: true });
  assert.equal((await call(t.app, 'GET', '/projects/trans-amadi-corporate-tower')).status, 200, 'shown again: the page wins over its redirect');
});

test('chains collapse: a redirect to a source that redirects goes straight to the end, and those leading to a new source follow it', async () => {
  const { as } = await setup();
  await as('POST', '/api/admin/redirects', { from: '/one', to: '/two' });
  const three = await as('POST', '/api/admin/redirects', { from: '/two', to: '/services' });
  assert.equal(three.json.to, '/services');
  const four = await as('POST', '/api/admin/redirects', { from: '/zero', to: '/one' });
  assert.equal(four.json.to, '/services', 'through /one and /two');
  const list = (await as('GET', '/api/admin/redirects')).json as { from: string; to: string }[];
  assert.deepEqual(Object.fromEntries(list.map((r) => [r.from, r.to])), { '/one': '/services', '/two': '/services', '/zero': '/services' });
});

test('a deleted redirect is gone (204, then 404), and its address is missing again', async () => {
  const { t, as } = await setup();
  const made = await as('POST', '/api/admin/redirects', { from: '/old', to: '/contact' });
  assert.equal((await as('DELETE', `/api/admin/redirects/${made.json.id}`)).status, 204);
  assert.equal((await as('DELETE', `/api/admin/redirects/${made.json.id}`)).status, 404);
  assert.equal((await as('DELETE', '/api/admin/redirects/abc')).status, 400);
  assert.equal((await call(t.app, 'GET', '/old')).status, 404);
  assert.deepEqual((await as('GET', '/api/admin/redirects')).json, []);
});

test('a changed item address answers the old one with a 301 for good; after two renames the first goes straight to the newest', async () => {
  const { t, as } = await setup();
  const id = projectId(t, 'Trans-Amadi Corporate Tower');
  const rename = async (slug: string) => {
    const res = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { ...metadataOf(t, id), slug } });
    assert.equal(res.status, 200, res.text);
  };
  await rename('trans-amadi-tower');
  await rename('metrik-tower');
  for (const old of ['/projects/trans-amadi-corporate-tower', '/projects/Trans-Amadi-Tower', '/projects/trans-amadi-tower/']) {
    const res = await call(t.app, 'GET', old);
    assert.equal(res.status, 301, old);
    assert.equal(res.headers.get('location'), '/projects/metrik-tower', `${old}: one hop`);
  }
  assert.equal((await call(t.app, 'GET', '/projects/metrik-tower')).status, 200);
  const list = (await as('GET', '/api/admin/redirects')).json as { from: string; to: string; status: number }[];
  assert.deepEqual(list.map((r) => [r.from, r.to, r.status]), [
    ['/projects/trans-amadi-corporate-tower', '/projects/metrik-tower', 301],
    ['/projects/trans-amadi-tower', '/projects/metrik-tower', 301],
  ]);
  // Back to the first name: the page stands there again, and nothing loops.
  await rename('trans-amadi-corporate-tower');
  assert.equal((await call(t.app, 'GET', '/projects/trans-amadi-corporate-tower')).status, 200);
  const back = await call(t.app, 'GET', '/projects/metrik-tower');
  assert.equal(back.headers.get('location'), '/projects/trans-amadi-corporate-tower');
  assert.equal((await call(t.app, 'GET', '/projects/trans-amadi-tower')).headers.get('location'), '/projects/trans-amadi-corporate-tower');
});

test("restoring an older version with another slug moves the item like an edit: its address until now answers 301 to the restored one", async () => {
  const { t, as } = await setup();
  const id = projectId(t, 'Trans-Amadi Corporate Tower');
  const seeded = t.sqlite.prepare("SELECT id FROM revisions WHERE entity = 'block' AND entity_id = ? ORDER BY id").pluck().get(id) as number;
  assert.equal((await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { ...metadataOf(t, id), slug: 'metrik-tower' } })).status, 200);
  assert.equal((await call(t.app, 'GET', '/projects/metrik-tower')).status, 200);

  const restored = await as('POST', `/api/admin/revisions/${seeded}/restore`);
  assert.equal(restored.status, 200, restored.text);
  assert.equal(restored.json.metadata.slug, 'trans-amadi-corporate-tower');
  assert.equal((await call(t.app, 'GET', '/projects/trans-amadi-corporate-tower')).status, 200);
  const moved = await call(t.app, 'GET', '/projects/metrik-tower?from=whatsapp');
  assert.equal(moved.status, 301, 'the address shared while it was metrik-tower still works');
  assert.equal(moved.headers.get('location'), '/projects/trans-amadi-corporate-tower?from=whatsapp');
  const list = (await as('GET', '/api/admin/redirects')).json as { from: string; to: string; status: number }[];
  assert.deepEqual(list.map((r) => [r.from, r.to, r.status]), [['/projects/metrik-tower', '/projects/trans-amadi-corporate-tower', 301]], 'the first rename\'s redirect went: a page stands there again');

  // A version with the same slug (only the words differ) leaves no redirect.
  const edited = t.sqlite.prepare("SELECT id FROM revisions WHERE entity = 'block' AND entity_id = ? ORDER BY id DESC").pluck().get(id) as number;
  assert.equal((await as('PUT', `/api/admin/content-blocks/${id}`, { content: 'New words.' })).status, 200);
  assert.equal((await as('POST', `/api/admin/revisions/${edited}/restore`)).status, 200);
  assert.equal(((await as('GET', '/api/admin/redirects')).json as unknown[]).length, 1);
});

test('the not-found list: public paths only, never a query string, letter case and a trailing slash ignored, most asked first', async () => {
  const { t, as } = await setup();
  for (const path of ['/wp-login.php?x=1', '/wp-login.php', '/WP-LOGIN.PHP/', '/old-brochure.pdf', '/api/nope', '/assets/gone.js', '/media/gone.jpg']) await call(t.app, 'GET', path);
  await call(t.app, 'GET', '/about');
  const res = await as('GET', '/api/admin/not-found');
  assert.equal(res.status, 200);
  const rows = res.json as { path: string; hits: number; lastSeenAt: string }[];
  assert.deepEqual(rows.map((r) => [r.path, r.hits]), [['/wp-login.php', 3], ['/old-brochure.pdf', 1]], 'one line per address, in the spelling a redirect matches');
  assert.ok(!Number.isNaN(Date.parse(rows[0].lastSeenAt)));
  // Redirected, it is missing no more.
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/WP-Login.php', to: '/' })).status, 201);
  assert.deepEqual(((await as('GET', '/api/admin/not-found')).json as { path: string }[]).map((r) => r.path), ['/old-brochure.pdf']);
});

test(`the not-found list stays bounded at ${NOT_FOUND_KEPT} paths, the least asked dropped first`, async () => {
  const { t, as } = await setup();
  for (let i = 0; i < 3; i++) await call(t.app, 'GET', '/popular-old-page');
  t.services.notFound.flush();
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 400; i++) t.services.notFound.record(`/scan-${round}-${i}`);
    t.services.notFound.flush();
  }
  const rows = (await as('GET', '/api/admin/not-found')).json as { path: string; hits: number }[];
  assert.equal(rows.length, NOT_FOUND_KEPT);
  assert.deepEqual(rows[0], { ...rows[0], path: '/popular-old-page', hits: 3 });
  assert.equal(t.sqlite.prepare('SELECT count(*) FROM not_found_paths').pluck().get(), NOT_FOUND_KEPT);
  // The newest one-hit paths stayed; the earliest scan went.
  assert.ok(rows.some((r) => r.path === '/scan-2-399'));
  assert.ok(!rows.some((r) => r.path === '/scan-0-0'));
});

test('an open redirect is refused: a backslash after the slash is another host to a browser, and a target a Location cannot carry is refused too', async () => {
  const { t, as } = await setup();
  for (const to of ['/\\evil.example', '/\\/evil.example', '/\\\\evil.example', '/a\\..\\evil', '/\t/evil.example', '/caf\u00e9', '/x\u0001y', 'https://evil.example\\@metrikgroup.ng/', 'https://user@evil.example/', 'https:///evil.example', 'https://evil\u0001.example/']) {
    const res = await as('POST', '/api/admin/redirects', { from: '/old', to });
    assert.equal(res.status, 400, `${JSON.stringify(to)}: ${res.text}`);
    assert.equal(res.json.issues?.[0]?.path, 'to');
  }
  // A row that reached the table before this check (or by hand) is not followed: the visitor gets the not-found page.
  t.sqlite.prepare("INSERT INTO redirects (from_path, to_target, status) VALUES ('/planted', '/\\evil.example', 301)").run();
  const planted = await call(t.app, 'GET', '/planted');
  assert.equal(planted.status, 404);
  assert.equal(planted.headers.get('location'), null);
  // What may go: a path of the site and an absolute address said to be one.
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/old', to: '/projects?type=road' })).status, 201);
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/brochure', to: 'https://files.example/brochure.pdf' })).status, 201);
});

test("a loop through the site's own absolute address is found: its Website address, and the address the admin's request came to", async () => {
  const { t, as } = await setup();
  t.sqlite.prepare("INSERT INTO site_settings (key, value) VALUES ('site_url', 'https://metrikgroup.ng') ON CONFLICT (key) DO UPDATE SET value = excluded.value").run();
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/a', to: 'https://metrikgroup.ng/B/' })).status, 201);
  const back = await as('POST', '/api/admin/redirects', { from: '/b', to: '/a' });
  assert.equal(back.status, 400, back.text);
  assert.match(back.json.error, /loop/);
  const self = await as('POST', '/api/admin/redirects', { from: '/c', to: 'https://METRIKGROUP.ng/c?x=1' });
  assert.equal(self.status, 400, self.text);
  // The request's own origin (the tests' http://localhost) is the site too.
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/d', to: 'http://localhost/e' })).status, 201);
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/e', to: '/d' })).status, 400);
  // Another host of the same name's lookalike is not the site.
  assert.equal((await as('POST', '/api/admin/redirects', { from: '/f', to: 'https://metrikgroup.ng.evil.example/f' })).status, 201);
});
