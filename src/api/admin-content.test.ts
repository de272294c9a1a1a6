import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditLog } from '../db/tables.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;

/**
 * Own fixture rows on the seeded home page, so these tests do not depend on the seed's copy. Their block type is
 * one no page renders, so only the general edit rules apply (a block type's own rules: content-structure.test.ts).
 */
function addFixture(t: TestApp) {
  const homeId = t.sqlite.prepare("SELECT id FROM pages WHERE slug = 'home'").pluck().get() as number;
  const section = (key: string, order: number, active = 1) =>
    Number(
      t.sqlite
        .prepare("INSERT INTO sections (page_id, section_key, title, subtitle, description, sort_order, is_active) VALUES (?, ?, ?, 'Sub', 'Desc', ?, ?)")
        .run(homeId, key, `Title ${key}`, order, active).lastInsertRowid,
    );
  const later = section('zz_later', 1001);
  const earlier = section('zz_earlier', 1000);
  const hidden = section('zz_hidden', 999, 0);
  const block = (sectionId: number, title: string, order: number, active = 1) =>
    Number(
      t.sqlite
        .prepare("INSERT INTO content_blocks (section_id, block_type, title, content, image_url, metadata, sort_order, is_active) VALUES (?, 'zz_plain', ?, '42', '/art/a.svg', '{\"suffix\":\"%\"}', ?, ?)")
        .run(sectionId, title, order, active).lastInsertRowid,
    );
  const blockB = block(earlier, 'B', 2);
  const blockA = block(earlier, 'A', 1);
  const blockOff = block(earlier, 'Off', 0, 0);
  return { homeId, earlier, later, hidden, blockA, blockB, blockOff };
}

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const f = addFixture(t);
  const as = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin.auth) => call(t.app, method, path, body, headers);
  return { t, admin, f, as };
}

const row = (t: TestApp, table: string, id: number) => t.sqlite.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown>;
const publicHome = async (t: TestApp) => (await call(t.app, 'GET', '/api/pages/home')).json;

test('every admin content route refuses a caller without a token', async (t) => {
  const { t: app } = await setup();
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/pages'],
    ['GET', '/api/admin/sections?pageId=1'],
    ['GET', '/api/admin/content-blocks?sectionId=1'],
    ['PUT', '/api/admin/pages/1', { title: 'x' }],
    ['PUT', '/api/admin/sections/1', { title: 'x' }],
    ['PUT', '/api/admin/content-blocks/1', { title: 'x' }],
  ];
  for (const [method, path, body] of routes) {
    await t.test(`${method} ${path}`, async () => {
      const res = await call(app.app, method, path, body);
      assert.equal(res.status, 401);
      assert.equal(typeof res.json.error, 'string');
    });
  }
});

test('GET /api/admin/pages lists every page with its section count', async () => {
  const { t, as, f } = await setup();
  t.sqlite.prepare("UPDATE pages SET is_active = 0 WHERE slug = 'about'").run();
  const res = await as('GET', '/api/admin/pages');
  assert.equal(res.status, 200);
  assert.ok(Array.isArray(res.json));
  const slugs = res.json.map((p: { slug: string }) => p.slug);
  for (const slug of ['home', 'services', 'projects', 'real-estate', 'paints', 'equipment', 'about', 'contact']) assert.ok(slugs.includes(slug), slug);
  const home = res.json.find((p: { slug: string }) => p.slug === 'home');
  assert.deepEqual(Object.keys(home).sort(), ['createdAt', 'description', 'id', 'isActive', 'sectionCount', 'slug', 'title', 'updatedAt', 'updatedBy']);
  assert.equal(home.id, f.homeId);
  assert.equal(home.isActive, true);
  const count = t.sqlite.prepare('SELECT count(*) FROM sections WHERE page_id = ?').pluck().get(f.homeId);
  assert.equal(home.sectionCount, count);
  assert.equal(res.json.find((p: { slug: string }) => p.slug === 'about').isActive, false, 'drafts are listed too');
});

test('GET /api/admin/sections?pageId=ID lists the page’s sections by sortOrder', async (t) => {
  const { as, f } = await setup();
  const res = await as('GET', `/api/admin/sections?pageId=${f.homeId}`);
  assert.equal(res.status, 200);
  const ours = res.json.filter((s: { sectionKey: string }) => s.sectionKey.startsWith('zz_'));
  assert.deepEqual(
    ours.map((s: { id: number }) => s.id),
    [f.hidden, f.earlier, f.later],
  );
  const orders = res.json.map((s: { sortOrder: number }) => s.sortOrder);
  assert.deepEqual(orders, [...orders].sort((a, b) => a - b));
  const earlier = ours[1];
  assert.deepEqual(earlier, {
    id: f.earlier,
    pageId: f.homeId,
    sectionKey: 'zz_earlier',
    title: 'Title zz_earlier',
    subtitle: 'Sub',
    description: 'Desc',
    sortOrder: 1000,
    isActive: true,
    updatedAt: earlier.updatedAt,
    updatedBy: null,
    blockCount: 3,
  });
  assert.equal(ours[0].isActive, false, 'inactive sections are listed for the admin');

  for (const [name, query, status] of [
    ['missing pageId', '', 400],
    ['empty pageId', '?pageId=', 400],
    ['non-numeric pageId', '?pageId=home', 400],
    ['negative pageId', '?pageId=-1', 400],
    ['zero', '?pageId=0', 400],
    ['fraction', '?pageId=1.5', 400],
    ['unknown page', '?pageId=99999', 404],
  ] as const) {
    await t.test(name, async () => {
      const bad = await as('GET', `/api/admin/sections${query}`);
      assert.equal(bad.status, status, bad.text);
      assert.equal(typeof bad.json.error, 'string');
    });
  }
});

test('GET /api/admin/content-blocks?sectionId=ID lists the section’s blocks by sortOrder', async (t) => {
  const { as, f } = await setup();
  const res = await as('GET', `/api/admin/content-blocks?sectionId=${f.earlier}`);
  assert.equal(res.status, 200);
  assert.deepEqual(
    res.json.map((b: { id: number }) => b.id),
    [f.blockOff, f.blockA, f.blockB],
  );
  const a = res.json[1];
  assert.deepEqual(a, {
    id: f.blockA,
    sectionId: f.earlier,
    blockType: 'zz_plain',
    title: 'A',
    content: '42',
    imageUrl: '/art/a.svg',
    metadata: { suffix: '%' },
    sortOrder: 1,
    isActive: true,
    updatedAt: a.updatedAt,
    updatedBy: null,
  });
  assert.deepEqual((await as('GET', `/api/admin/content-blocks?sectionId=${f.later}`)).json, [], 'a section without blocks');
  for (const [name, query, status] of [
    ['missing sectionId', '', 400],
    ['bad sectionId', '?sectionId=abc', 400],
    ['unknown section', '?sectionId=99999', 404],
  ] as const) {
    await t.test(name, async () => assert.equal((await as('GET', `/api/admin/content-blocks${query}`)).status, status));
  }
});

test('PUT /api/admin/pages/:id edits title and description only', async (t) => {
  const { t: app, as, f, admin } = await setup();
  const before = row(app, 'pages', f.homeId);
  const res = await as('PUT', `/api/admin/pages/${f.homeId}`, { title: '  Home Sweet Home ', description: 'About us', slug: 'hacked', isActive: false, id: 77, createdAt: 'x' });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.id, f.homeId);
  assert.equal(res.json.title, 'Home Sweet Home');
  assert.equal(res.json.description, 'About us');
  assert.equal(res.json.slug, 'home', 'unknown and non-editable keys are dropped');
  assert.equal(res.json.isActive, true);
  const after = row(app, 'pages', f.homeId);
  assert.equal(after.title, 'Home Sweet Home');
  assert.equal(after.slug, 'home');
  assert.equal(after.is_active, 1);
  assert.equal(after.created_at, before.created_at);
  assert.notEqual(after.updated_at, before.updated_at);
  assert.equal(res.json.updatedAt, after.updated_at);
  assert.equal((await publicHome(app)).title, 'Home Sweet Home', 'the public API shows it at once');

  const audit = app.db.select().from(auditLog).all().filter((l) => l.action === 'page_updated');
  assert.equal(audit.length, 1);
  assert.equal(audit[0].target, `pages/${f.homeId}`);
  assert.equal(audit[0].adminId, admin.id);
  assert.equal(audit[0].detail, 'title, description');

  await t.test('a blank description is stored as NULL, consistently', async () => {
    for (const blank of ['', '   ', null]) {
      const r = await as('PUT', `/api/admin/pages/${f.homeId}`, { title: 'Home', description: blank });
      assert.equal(r.status, 200);
      assert.equal(r.json.description, null);
      assert.equal(row(app, 'pages', f.homeId).description, null);
    }
  });
  await t.test('an absent field is left as it is', async () => {
    await as('PUT', `/api/admin/pages/${f.homeId}`, { description: 'Kept' });
    const r = await as('PUT', `/api/admin/pages/${f.homeId}`, { title: 'Only the title' });
    assert.equal(r.json.description, 'Kept');
  });
});

test('PUT /api/admin/pages/:id failures', async (t) => {
  const { t: app, as, f, admin } = await setup();
  const before = row(app, 'pages', f.homeId);
  const scenarios: { name: string; path: string; body: unknown; headers?: Record<string, string>; status: number; issue?: string }[] = [
    { name: 'unknown id', path: '/api/admin/pages/99999', body: { title: 'x' }, status: 404 },
    { name: 'non-numeric id', path: '/api/admin/pages/home', body: { title: 'x' }, status: 400 },
    { name: 'id zero', path: '/api/admin/pages/0', body: { title: 'x' }, status: 400 },
    { name: 'empty title', path: `/api/admin/pages/${f.homeId}`, body: { title: '   ' }, status: 400, issue: 'title' },
    { name: 'title over 200', path: `/api/admin/pages/${f.homeId}`, body: { title: 'x'.repeat(201) }, status: 400, issue: 'title' },
    { name: 'title not text', path: `/api/admin/pages/${f.homeId}`, body: { title: 12 }, status: 400, issue: 'title' },
    // SQLite's length() stops at a NUL: this title once reached the table's CHECK and answered 500.
    { name: 'title of a NUL character', path: `/api/admin/pages/${f.homeId}`, body: { title: '\u0000' }, status: 400, issue: 'title' },
    { name: 'description over 20000', path: `/api/admin/pages/${f.homeId}`, body: { description: 'x'.repeat(20001) }, status: 400, issue: 'description' },
    { name: 'nothing editable', path: `/api/admin/pages/${f.homeId}`, body: { slug: 'x' }, status: 400 },
    { name: 'array body', path: `/api/admin/pages/${f.homeId}`, body: [], status: 400 },
    { name: 'broken JSON', path: `/api/admin/pages/${f.homeId}`, body: '{"title":', status: 400 },
    { name: 'not JSON', path: `/api/admin/pages/${f.homeId}`, body: 'title=x', headers: { 'content-type': 'text/plain' }, status: 415 },
  ];
  for (const s of scenarios) {
    await t.test(s.name, async () => {
      const res = await as('PUT', s.path, s.body, { ...admin.auth, ...s.headers });
      assert.equal(res.status, s.status, res.text);
      assert.equal(typeof res.json.error, 'string');
      if (s.issue) assert.ok(res.json.issues.some((i: { path: string }) => i.path === s.issue), res.text);
    });
  }
  assert.deepEqual(row(app, 'pages', f.homeId), before, 'nothing was written');
  assert.equal(app.db.select().from(auditLog).all().filter((l) => l.action === 'page_updated').length, 0);
});

test('PUT /api/admin/sections/:id edits title, subtitle and description', async (t) => {
  const { t: app, as, f } = await setup();
  const res = await as('PUT', `/api/admin/sections/${f.earlier}`, { title: 'New title', subtitle: '', description: ' Longer words ', sectionKey: 'hacked', sortOrder: -5, pageId: 2 });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.title, 'New title');
  assert.equal(res.json.subtitle, null);
  assert.equal(res.json.description, 'Longer words');
  const stored = row(app, 'sections', f.earlier);
  assert.equal(stored.section_key, 'zz_earlier');
  assert.equal(stored.sort_order, 1000);
  assert.equal(stored.page_id, f.homeId);
  assert.equal(stored.is_active, 1);
  assert.ok(app.db.select().from(auditLog).all().some((l) => l.action === 'section_updated' && l.target === `sections/${f.earlier}`));

  const section = (await publicHome(app)).sections.find((s: { id: number }) => s.id === f.earlier);
  assert.equal(section.title, 'New title');
  assert.equal(section.subtitle, null);

  await t.test('404 unknown, 400 bad id, 400 blank title', async () => {
    assert.equal((await as('PUT', '/api/admin/sections/99999', { title: 'x' })).status, 404);
    assert.equal((await as('PUT', '/api/admin/sections/x', { title: 'x' })).status, 400);
    assert.equal((await as('PUT', `/api/admin/sections/${f.earlier}`, { title: '' })).status, 400);
    assert.equal((await as('PUT', `/api/admin/sections/${f.earlier}`, { subtitle: 'x'.repeat(20001) })).status, 400);
  });
  await t.test('a section whose title is blank can be saved with the blank title unchanged', async () => {
    app.sqlite.prepare("UPDATE sections SET title = '' WHERE id = ?").run(f.later);
    const r = await as('PUT', `/api/admin/sections/${f.later}`, { title: '', subtitle: 'Now with a subtitle', description: 'd' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.title, '');
    assert.equal(r.json.subtitle, 'Now with a subtitle');
  });
});

test('PUT /api/admin/content-blocks/:id edits title, content, imageUrl and metadata', async (t) => {
  const { t: app, as, f } = await setup();
  const res = await as('PUT', `/api/admin/content-blocks/${f.blockA}`, {
    title: 'Projects Completed',
    content: '175',
    imageUrl: 'https://images.example/a.jpg',
    metadata: { suffix: '+', note: 'updated' },
    blockType: 'hacked',
    sectionId: f.later,
    sortOrder: 9,
  });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(
    { title: res.json.title, content: res.json.content, imageUrl: res.json.imageUrl, metadata: res.json.metadata, blockType: res.json.blockType, sectionId: res.json.sectionId, sortOrder: res.json.sortOrder },
    { title: 'Projects Completed', content: '175', imageUrl: 'https://images.example/a.jpg', metadata: { suffix: '+', note: 'updated' }, blockType: 'zz_plain', sectionId: f.earlier, sortOrder: 1 },
  );
  assert.equal(JSON.parse(String(row(app, 'content_blocks', f.blockA).metadata)).note, 'updated');
  assert.ok(app.db.select().from(auditLog).all().some((l) => l.action === 'block_updated' && l.target === `content_blocks/${f.blockA}` && l.detail === 'title, content, imageUrl, metadata'));

  const block = (await publicHome(app)).sections.find((s: { id: number }) => s.id === f.earlier).contentBlocks.find((b: { id: number }) => b.id === f.blockA);
  assert.equal(block.content, '175');
  assert.deepEqual(block.metadata, { suffix: '+', note: 'updated' });

  await t.test('cleared fields: imageUrl "" → null, content null → "", metadata null → null', async () => {
    const r = await as('PUT', `/api/admin/content-blocks/${f.blockA}`, { title: 'A', content: null, imageUrl: '', metadata: null });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.content, '');
    assert.equal(r.json.imageUrl, null);
    assert.equal(r.json.metadata, null);
    const stored = row(app, 'content_blocks', f.blockA);
    assert.equal(stored.content, '');
    assert.equal(stored.image_url, null);
    assert.equal(stored.metadata, null);
  });
  await t.test('a relative image path is fine', async () => {
    assert.equal((await as('PUT', `/api/admin/content-blocks/${f.blockA}`, { imageUrl: '/media/photo.jpg' })).json.imageUrl, '/media/photo.jpg');
  });
  const scenarios: [string, unknown, string][] = [
    ['javascript: image URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['data: image URL', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
    ['protocol-relative image URL', { imageUrl: '//evil.example/x.png' }, 'imageUrl'],
    ['metadata not an object', { metadata: 'suffix=+' }, 'metadata'],
    ['metadata an array', { metadata: ['+'] }, 'metadata'],
    ['content over 20000', { content: 'x'.repeat(20001) }, 'content'],
    ['blank title', { title: ' ' }, 'title'],
  ];
  for (const [name, body, path] of scenarios) {
    await t.test(`400: ${name}`, async () => {
      const before = row(app, 'content_blocks', f.blockA);
      const r = await as('PUT', `/api/admin/content-blocks/${f.blockA}`, body);
      assert.equal(r.status, 400, r.text);
      assert.ok(r.json.issues.some((i: { path: string }) => i.path === path), r.text);
      assert.deepEqual(row(app, 'content_blocks', f.blockA), before);
    });
  }
  await t.test('404 unknown id, 400 bad id', async () => {
    assert.equal((await as('PUT', '/api/admin/content-blocks/99999', { title: 'x' })).status, 404);
    assert.equal((await as('PUT', '/api/admin/content-blocks/1e3', { title: 'x' })).status, 400);
  });
});

test('a save drops the rendered page: the next GET / shows the new text', async () => {
  const { t, as } = await setup();
  const stats = t.sqlite
    .prepare("SELECT b.id, b.title FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home' AND s.section_key = 'statistics' AND b.is_active = 1 ORDER BY b.sort_order LIMIT 1")
    .get() as { id: number; title: string } | undefined;
  assert.ok(stats, 'the seeded home page has a statistics block (docs/product.md § Home content)');
  const first = await call(t.app, 'GET', '/');
  assert.ok(first.text.includes(stats.title));
  let notified = 0;
  t.services.changes.subscribe(() => notified++);
  const res = await as('PUT', `/api/admin/content-blocks/${stats.id}`, { title: 'Bridges Built' });
  assert.equal(res.status, 200);
  assert.equal(notified, 1);
  const second = await call(t.app, 'GET', '/');
  assert.ok(second.text.includes('Bridges Built'), 'the cached HTML was dropped');
  assert.ok(!second.text.includes(`>${stats.title}<`));
});

test('an edited inactive block stays out of the public page', async () => {
  const { t, as, f } = await setup();
  assert.equal((await as('PUT', `/api/admin/content-blocks/${f.blockOff}`, { title: 'Still hidden' })).status, 200);
  const section = (await publicHome(t)).sections.find((s: { id: number }) => s.id === f.earlier);
  assert.ok(!section.contentBlocks.some((b: { id: number }) => b.id === f.blockOff));
});
