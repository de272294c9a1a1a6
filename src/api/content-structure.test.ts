// docs/product.md § Content structure, § Preview and § History and undo, route by route on the seeded site.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const as = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin.auth) => call(t.app, method, path, body, headers);
  return { t, admin, as };
}

const sectionId = (t: TestApp, page: string, key: string) =>
  t.sqlite.prepare('SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = ? AND s.section_key = ?').pluck().get(page, key) as number;
const pageId = (t: TestApp, slug: string) => t.sqlite.prepare('SELECT id FROM pages WHERE slug = ?').pluck().get(slug) as number;
const blockIds = (t: TestApp, section: number) =>
  t.sqlite.prepare('SELECT id FROM content_blocks WHERE section_id = ? AND deleted_at IS NULL ORDER BY sort_order, id').pluck().all(section) as number[];
const blockByTitle = (t: TestApp, title: string) => t.sqlite.prepare('SELECT id FROM content_blocks WHERE title = ?').pluck().get(title) as number;
const auditActions = (t: TestApp) => t.sqlite.prepare('SELECT action, target FROM audit_log ORDER BY id').all() as { action: string; target: string }[];
const revisionsOf = (t: TestApp, entity: string, id: number) =>
  t.sqlite.prepare('SELECT action, username, state FROM revisions WHERE entity = ? AND entity_id = ? ORDER BY id').all(entity, id) as {
    action: string;
    username: string | null;
    state: string | null;
  }[];
/** The public HTML of a route, through the render cache (so a stale cache would show). */
const html = async (t: TestApp, path: string) => (await call(t.app, 'GET', path)).text;

const newProject = (section: number, extra: Record<string, unknown> = {}) => ({
  sectionId: section,
  blockType: 'project',
  title: 'Onne Port Warehouse',
  content: 'A 6,000 sq m bonded warehouse beside the Onne port road.',
  imageUrl: '/art/project-business-park.svg',
  metadata: { category: 'Industrial', status: 'Ongoing', location: 'Onne, Rivers State', year: '2026', tags: ['Bonded Storage'], featured: true, imageAlt: 'A warehouse' },
  isActive: true,
  ...extra,
});

test('every new route refuses a caller without a token (401) and names the problem', async (t) => {
  const { t: app } = await setup();
  const routes: [string, string, unknown?][] = [
    ['POST', '/api/admin/content-blocks', { sectionId: 1, blockType: 'project' }],
    ['POST', '/api/admin/content-blocks/1/duplicate'],
    ['DELETE', '/api/admin/content-blocks/1'],
    ['PUT', '/api/admin/sections/1/order', { blockIds: [] }],
    ['PUT', '/api/admin/pages/1/order', { sectionIds: [] }],
    ['GET', '/api/admin/trash'],
    ['POST', '/api/admin/trash/1/restore'],
    ['GET', '/api/admin/revisions?entity=block&id=1'],
    ['POST', '/api/admin/revisions/1/restore'],
    ['POST', '/api/admin/preview', { path: '/', changes: [] }],
  ];
  for (const [method, path, body] of routes) {
    await t.test(`${method} ${path}`, async () => {
      const res = await call(app.app, method, path, body);
      assert.equal(res.status, 401);
      assert.equal(typeof res.json.error, 'string');
      assert.equal(res.headers.get('cache-control'), 'no-store');
    });
  }
  assert.equal(app.sqlite.prepare("SELECT count(*) FROM revisions WHERE action != 'seeded'").pluck().get(), 0, 'nothing was written');
});

test('unknown ids answer 404 with a sentence', async (t) => {
  const { as } = await setup();
  const cases: [string, string, unknown?][] = [
    ['POST', '/api/admin/content-blocks/99999/duplicate'],
    ['DELETE', '/api/admin/content-blocks/99999'],
    ['PUT', '/api/admin/sections/99999/order', { blockIds: [] }],
    ['PUT', '/api/admin/pages/99999/order', { sectionIds: [] }],
    ['POST', '/api/admin/trash/99999/restore'],
    ['GET', '/api/admin/revisions?entity=block&id=99999'],
    ['POST', '/api/admin/revisions/99999/restore'],
  ];
  for (const [method, path, body] of cases) {
    await t.test(`${method} ${path}`, async () => {
      const res = await as(method, path, body);
      assert.equal(res.status, 404, res.text);
      assert.match(res.json.error, /no /i);
    });
  }
});

test('bad input answers 400 with issues naming the field, and writes nothing', async (t) => {
  const { t: app, as } = await setup();
  const projects = sectionId(app, 'projects', 'projects');
  const values = sectionId(app, 'about', 'values');
  const form = sectionId(app, 'contact', 'contact-form');
  const revisionsBefore = app.sqlite.prepare('SELECT count(*) FROM revisions').pluck().get();
  const cases: [string, string, string, unknown, string][] = [
    ['missing section', 'POST', '/api/admin/content-blocks', newProject(99999), 'sectionId'],
    ['sectionId not a number', 'POST', '/api/admin/content-blocks', newProject(projects, { sectionId: 'x' }), 'sectionId'],
    ['unknown block type', 'POST', '/api/admin/content-blocks', newProject(projects, { blockType: 'spaceship' }), 'blockType'],
    ['a type the section does not take', 'POST', '/api/admin/content-blocks', newProject(values), 'blockType'],
    ['a fixed slot (form field)', 'POST', '/api/admin/content-blocks', { sectionId: form, blockType: 'field', title: 'Fax' }, 'blockType'],
    ['metadata that does not fit the type', 'POST', '/api/admin/content-blocks', newProject(projects, { metadata: { category: 'Space', status: 'Ongoing' } }), 'metadata.category'],
    ['featured not a boolean', 'POST', '/api/admin/content-blocks', newProject(projects, { metadata: { category: 'Industrial', status: 'Ongoing', featured: 'yes' } }), 'metadata.featured'],
    ['blank title', 'POST', '/api/admin/content-blocks', newProject(projects, { title: '  ' }), 'title'],
    ['javascript: picture', 'POST', '/api/admin/content-blocks', newProject(projects, { imageUrl: 'javascript:alert(1)' }), 'imageUrl'],
    ['isActive not a boolean', 'POST', '/api/admin/content-blocks', newProject(projects, { isActive: 'no' }), 'isActive'],
    ['position neither first nor last', 'POST', '/api/admin/content-blocks', newProject(projects, { position: 'middle' }), 'position'],
    ['order: not a list', 'PUT', `/api/admin/sections/${projects}/order`, { blockIds: 'all' }, 'blockIds'],
    ['order: a block missing', 'PUT', `/api/admin/sections/${projects}/order`, { blockIds: blockIds(app, projects).slice(1) }, 'blockIds'],
    ['order: a block twice', 'PUT', `/api/admin/sections/${projects}/order`, { blockIds: [...blockIds(app, projects), blockIds(app, projects)[0]] }, 'blockIds'],
    ['order: a block of another section', 'PUT', `/api/admin/sections/${projects}/order`, { blockIds: [...blockIds(app, projects).slice(1), blockIds(app, values)[0]] }, 'blockIds'],
    ['page order: a section missing', 'PUT', `/api/admin/pages/${pageId(app, 'about')}/order`, { sectionIds: [values] }, 'sectionIds'],
    ['revisions: unknown entity', 'GET', '/api/admin/revisions?entity=user&id=1', undefined, 'entity'],
    ['preview: not a public page', 'POST', '/api/admin/preview', { path: '/admin', changes: [] }, 'path'],
    ['preview: a change of an unknown kind', 'POST', '/api/admin/preview', { path: '/', changes: [{ entity: 'user', id: 1, fields: {} }] }, 'changes.0.entity'],
    ['preview: a link that runs code', 'POST', '/api/admin/preview', { path: '/', changes: [{ entity: 'block', id: blockByTitle(app, 'View Projects'), fields: { metadata: { href: 'javascript:alert(1)' } } }] }, 'changes.0.fields.metadata.href'],
    ['edit: metadata that does not fit the type', 'PUT', `/api/admin/content-blocks/${blockByTitle(app, 'Trans-Amadi Corporate Tower')}`, { metadata: { category: 'Commercial', status: 'Finished' } }, 'metadata.status'],
    ['edit: updatedAt not text', 'PUT', `/api/admin/content-blocks/${blockByTitle(app, 'Trans-Amadi Corporate Tower')}`, { title: 'x', updatedAt: 5 }, 'updatedAt'],
  ];
  for (const [name, method, path, body, field] of cases) {
    await t.test(name, async () => {
      const res = await as(method, path, body);
      assert.equal(res.status, 400, res.text);
      assert.equal(typeof res.json.error, 'string');
      assert.ok(!/^Invalid/.test(res.json.error), res.json.error);
      assert.ok(res.json.issues?.some((i: { path: string }) => i.path === field), `${field} in ${res.text}`);
    });
  }
  assert.equal(app.sqlite.prepare('SELECT count(*) FROM revisions').pluck().get(), revisionsBefore, 'no revision was written');
});

test('a new project asked first goes ahead of every block of its section, the others keeping their order', async () => {
  const { t: app, as } = await setup();
  const projects = sectionId(app, 'projects', 'projects');
  const before = blockIds(app, projects);
  const res = await as('POST', '/api/admin/content-blocks', newProject(projects, { position: 'first' }));
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(blockIds(app, projects), [res.json.id, ...before]);
  assert.deepEqual(revisionsOf(app, 'block', res.json.id).map((r) => r.action), ['created'], 'the new block alone gets a revision');
  const listed = (await as('GET', `/api/admin/content-blocks?sectionId=${projects}`)).json as { id: number }[];
  assert.equal(listed[0].id, res.json.id);
  assert.ok((await html(app, '/projects')).indexOf('Onne Port Warehouse') < (await html(app, '/projects')).indexOf('Trans-Amadi Corporate Tower'), 'first on the page too');
});

test('a new project is placed last, validated by its type, shown on /projects under its filter and on Home when featured', async () => {
  const { t: app, as, admin } = await setup();
  const projects = sectionId(app, 'projects', 'projects');
  const before = await html(app, '/projects');
  assert.ok(before.includes('Showing 8 of 8 projects'));
  await html(app, '/');

  const res = await as('POST', '/api/admin/content-blocks', newProject(projects, { title: '  Onne Port Warehouse ' }));
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.title, 'Onne Port Warehouse');
  assert.equal(res.json.blockType, 'project');
  assert.equal(res.json.sectionId, projects);
  assert.equal(res.json.isActive, true);
  assert.equal(res.json.updatedBy, admin.username);
  assert.deepEqual(blockIds(app, projects).at(-1), res.json.id, 'placed last');
  assert.deepEqual(
    revisionsOf(app, 'block', res.json.id).map((r) => [r.action, r.username]),
    [['created', admin.username]],
  );
  assert.equal(JSON.parse(revisionsOf(app, 'block', res.json.id)[0].state!).title, 'Onne Port Warehouse');
  assert.deepEqual(auditActions(app).at(-1), { action: 'block_created', target: `content_blocks/${res.json.id}` });

  const page = await html(app, '/projects');
  assert.ok(page.includes('Onne Port Warehouse'), 'the render cache was dropped');
  assert.ok(page.includes('Showing 9 of 9 projects'));
  assert.match(page, /Industrial<span[^>]*>1<\/span>/, 'the Industrial filter counts it');
  const home = await call(app.app, 'GET', '/api/pages/home');
  const featured = home.json.sections.find((s: { sectionKey: string }) => s.sectionKey === 'featured_projects');
  assert.deepEqual(
    featured.contentBlocks.filter((b: { blockType: string }) => b.blockType === 'project').map((b: { title: string }) => b.title),
    ['Trans-Amadi Corporate Tower', 'Woji Gardens Estate', 'Rumuola Shopping Centre', 'Onne Port Warehouse'],
  );
  assert.ok((await html(app, '/')).includes('Onne Port Warehouse'));
});

test('a section holds at most 200 blocks', async () => {
  const { t: app, as } = await setup();
  const values = sectionId(app, 'about', 'values');
  const insert = app.sqlite.prepare("INSERT INTO content_blocks (section_id, block_type, title, content, sort_order) VALUES (?, 'value', ?, 'x', ?)");
  for (let i = blockIds(app, values).length; i < 200; i++) insert.run(values, `Value ${i}`, 1000 + i);
  const res = await as('POST', '/api/admin/content-blocks', { sectionId: values, blockType: 'value', title: 'One more', content: 'x' });
  assert.equal(res.status, 400);
  assert.match(res.json.error, /at most 200 blocks/);
  assert.equal((await as('POST', `/api/admin/content-blocks/${blockIds(app, values)[0]}/duplicate`)).status, 400);
  assert.equal((await as('PUT', `/api/admin/sections/${values}/order`, { blockIds: blockIds(app, values).reverse() })).status, 200, 'reordering 200 is fine');
});

test('duplicate puts the copy right after the original; a fixed slot cannot be copied', async () => {
  const { t: app, as } = await setup();
  const values = sectionId(app, 'about', 'values');
  const [first, second, third] = blockIds(app, values);
  const res = await as('POST', `/api/admin/content-blocks/${first}/duplicate`);
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(blockIds(app, values), [first, res.json.id, second, third]);
  assert.equal(revisionsOf(app, 'block', res.json.id)[0].action, 'duplicated');
  assert.deepEqual(auditActions(app).at(-1), { action: 'block_duplicated', target: `content_blocks/${first}` });
  const field = blockIds(app, sectionId(app, 'contact', 'contact-form'))[0];
  assert.equal((await as('POST', `/api/admin/content-blocks/${field}/duplicate`)).status, 400);
});

test('delete sends a block to the trash and off the site; restore brings it back where it was', async () => {
  const { t: app, as, admin } = await setup();
  const leadership = sectionId(app, 'about', 'leadership');
  const order = blockIds(app, leadership);
  const leader = order[1];
  const name = app.sqlite.prepare('SELECT title FROM content_blocks WHERE id = ?').pluck().get(leader) as string;
  assert.ok((await html(app, '/about')).includes(name));

  assert.equal((await as('DELETE', `/api/admin/content-blocks/${leader}`)).status, 204);
  assert.ok(!(await html(app, '/about')).includes(name), 'gone from the HTML (cache dropped)');
  const api = await call(app.app, 'GET', '/api/pages/about');
  assert.ok(!api.text.includes(name), 'gone from /api/pages/about');
  const list = await as('GET', `/api/admin/content-blocks?sectionId=${leadership}`);
  assert.ok(!list.json.some((b: { id: number }) => b.id === leader), 'gone from the admin list');
  assert.equal((await as('DELETE', `/api/admin/content-blocks/${leader}`)).status, 404, 'already in the trash');
  assert.equal((await as('PUT', `/api/admin/content-blocks/${leader}`, { title: 'x' })).status, 404, 'a trashed block is not edited');
  assert.deepEqual(auditActions(app).at(-1), { action: 'block_deleted', target: `content_blocks/${leader}` });
  assert.deepEqual(revisionsOf(app, 'block', leader).at(-1), { action: 'deleted', username: admin.username, state: null });

  const trash = await as('GET', '/api/admin/trash');
  assert.equal(trash.status, 200);
  assert.equal(trash.json.length, 1);
  const [item] = trash.json;
  assert.deepEqual(
    { id: item.id, sectionId: item.sectionId, title: item.title, blockType: item.blockType, deletedBy: item.deletedBy, pageSlug: item.pageSlug },
    { id: leader, sectionId: leadership, title: name, blockType: 'leader', deletedBy: admin.username, pageSlug: 'about' },
  );
  assert.ok(Date.parse(item.purgeAt) - Date.parse(item.deletedAt) === 30 * 24 * 3600 * 1000);

  const back = await as('POST', `/api/admin/trash/${leader}/restore`);
  assert.equal(back.status, 200, back.text);
  assert.equal(back.json.id, leader);
  assert.deepEqual(blockIds(app, leadership), order, 'back in its place');
  assert.ok((await html(app, '/about')).includes(name));
  assert.equal((await as('GET', '/api/admin/trash')).json.length, 0);
  assert.equal(revisionsOf(app, 'block', leader).at(-1)?.action, 'restored');
  assert.deepEqual(auditActions(app).at(-1), { action: 'block_restored', target: `content_blocks/${leader}` });
  assert.equal((await as('POST', `/api/admin/trash/${leader}/restore`)).status, 404, 'no longer in the trash');
});

test('the trash keeps a block 30 days, then the daily clean-up removes it for good; its history can still bring it back', async () => {
  const { t: app, as } = await setup();
  const values = sectionId(app, 'about', 'values');
  const [old, recent] = blockIds(app, values);
  await as('DELETE', `/api/admin/content-blocks/${old}`);
  await as('DELETE', `/api/admin/content-blocks/${recent}`);
  app.sqlite.prepare('UPDATE content_blocks SET deleted_at = ? WHERE id = ?').run(new Date(Date.now() - 31 * 86400000).toISOString(), old);
  const trash = await as('GET', '/api/admin/trash');
  assert.deepEqual(trash.json.map((b: { id: number }) => b.id), [recent]);
  assert.equal((await as('POST', `/api/admin/trash/${old}/restore`)).status, 404, 'past its days, it is no longer in the trash');
  const rowOf = (id: number) => app.sqlite.prepare('SELECT count(*) FROM content_blocks WHERE id = ?').pluck().get(id);
  assert.equal(rowOf(old), 1, 'reading the trash deletes nothing');
  const run = await app.services.retention.runNow();
  assert.equal(run?.trashedBlocks, 1);
  assert.deepEqual([rowOf(old), rowOf(recent)], [0, 1], 'the daily clean-up removed only the block past its days');

  const history = await as('GET', `/api/admin/revisions?entity=block&id=${old}`);
  assert.equal(history.status, 200);
  assert.deepEqual(history.json.map((r: { action: string }) => r.action), ['deleted', 'seeded']);
  const seeded = history.json[1];
  const res = await as('POST', `/api/admin/revisions/${seeded.id}/restore`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.id, old, 'made again with its old id');
  assert.equal(res.json.title, seeded.state.title);
  assert.ok((await html(app, '/about')).includes(seeded.state.title));
});

test('reordering blocks and sections: the public page follows; the section or page gets one revision with its whole order', async () => {
  const { t: app, as } = await setup();
  const gallery = sectionId(app, 'equipment', 'gallery');
  const ids = blockIds(app, gallery);
  const reversed = [...ids].reverse();
  const res = await as('PUT', `/api/admin/sections/${gallery}/order`, { blockIds: reversed });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.json.map((b: { id: number }) => b.id), reversed);
  assert.deepEqual(res.json.map((b: { sortOrder: number }) => b.sortOrder), reversed.map((_, i) => (i + 1) * 10));
  const publicGallery = (await call(app.app, 'GET', '/api/pages/equipment')).json.sections.find((s: { id: number }) => s.id === gallery);
  assert.deepEqual(publicGallery.contentBlocks.map((b: { id: number }) => b.id), reversed);
  const sectionRevision = revisionsOf(app, 'section', gallery).at(-1)!;
  assert.equal(sectionRevision.action, 'reordered');
  assert.deepEqual(JSON.parse(sectionRevision.state!).blockIds, reversed);
  assert.deepEqual(revisionsOf(app, 'block', reversed[0]).map((r) => r.action), ['seeded'], 'the moved blocks themselves did not change');
  assert.deepEqual(auditActions(app).at(-1), { action: 'blocks_reordered', target: `sections/${gallery}` });

  const about = pageId(app, 'about');
  const sections = (await as('GET', `/api/admin/sections?pageId=${about}`)).json.map((s: { id: number }) => s.id) as number[];
  const moved = [sections[0], sections[2], sections[1], ...sections.slice(3)];
  const page = await as('PUT', `/api/admin/pages/${about}/order`, { sectionIds: moved });
  assert.equal(page.status, 200, page.text);
  assert.deepEqual(page.json.map((s: { id: number }) => s.id), moved);
  const publicAbout = (await call(app.app, 'GET', '/api/pages/about')).json;
  assert.deepEqual(publicAbout.sections.map((s: { id: number }) => s.id), moved);
  assert.deepEqual(auditActions(app).at(-1), { action: 'sections_reordered', target: `pages/${about}` });
  const pageRevision = revisionsOf(app, 'page', about).at(-1)!;
  assert.equal(pageRevision.action, 'reordered');
  assert.deepEqual(JSON.parse(pageRevision.state!).sectionIds, moved);
  assert.equal(revisionsOf(app, 'section', sections[1]).at(-1)?.action, 'seeded');

  const unchanged = await as('PUT', `/api/admin/pages/${about}/order`, { sectionIds: moved });
  assert.equal(unchanged.status, 200);
  assert.equal(revisionsOf(app, 'page', about).length, 2, 'the same order again is no new version');
});

test('hiding a block or a section keeps it out of the HTML, the page JSON and Home; showing it brings it back', async () => {
  const { t: app, as } = await setup();
  const value = blockIds(app, sectionId(app, 'about', 'values'))[0];
  // Its description: the one-word title also appears in other copy on /about.
  const valueTitle = (app.sqlite.prepare('SELECT content FROM content_blocks WHERE id = ?').pluck().get(value) as string).slice(0, 60);
  assert.ok((await html(app, '/about')).includes(valueTitle));
  const hide = await as('PUT', `/api/admin/content-blocks/${value}`, { isActive: false });
  assert.equal(hide.status, 200, hide.text);
  assert.equal(hide.json.isActive, false);
  assert.ok(!(await html(app, '/about')).includes(valueTitle));
  assert.ok(!(await call(app.app, 'GET', '/api/pages/about')).text.includes(valueTitle));
  assert.equal(revisionsOf(app, 'block', value).at(-1)?.action, 'hidden');
  assert.equal((await as('PUT', `/api/admin/content-blocks/${value}`, { isActive: true })).json.isActive, true);
  assert.equal(revisionsOf(app, 'block', value).at(-1)?.action, 'shown');
  assert.ok((await html(app, '/about')).includes(valueTitle));

  const leadership = sectionId(app, 'about', 'leadership');
  const heading = app.sqlite.prepare('SELECT title FROM sections WHERE id = ?').pluck().get(leadership) as string;
  assert.equal((await as('PUT', `/api/admin/sections/${leadership}`, { isActive: false })).status, 200);
  assert.ok(!(await html(app, '/about')).includes(heading));
  assert.ok(!(await call(app.app, 'GET', '/api/pages/about')).json.sections.some((s: { id: number }) => s.id === leadership));
  assert.ok(!(await call(app.app, 'GET', '/sitemap.xml')).text.includes(heading));

  const tower = blockByTitle(app, 'Trans-Amadi Corporate Tower');
  await as('PUT', `/api/admin/content-blocks/${tower}`, { isActive: false });
  assert.ok(!(await html(app, '/')).includes('Trans-Amadi Corporate Tower'), 'a hidden project is not featured on Home either');
  const unfeature = await as('PUT', `/api/admin/content-blocks/${blockByTitle(app, 'Woji Gardens Estate')}`, {
    metadata: { ...(JSON.parse(app.sqlite.prepare('SELECT metadata FROM content_blocks WHERE title = ?').pluck().get('Woji Gardens Estate') as string)), featured: false },
  });
  assert.equal(unfeature.status, 200, unfeature.text);
  const home = await html(app, '/');
  assert.ok(!home.includes('Woji Gardens Estate'));
  assert.ok(home.includes('Rumuola Shopping Centre'));
});

test('a save that carries a stale updatedAt is refused with 409 naming who changed it and when', async () => {
  const { t: app, as } = await setup();
  const other = await signInAdmin(app, 'ada');
  const block = blockIds(app, sectionId(app, 'about', 'values'))[0];
  const read = (await as('GET', `/api/admin/content-blocks?sectionId=${sectionId(app, 'about', 'values')}`)).json.find((b: { id: number }) => b.id === block);
  const first = await call(app.app, 'PUT', `/api/admin/content-blocks/${block}`, { title: 'Ada was here', updatedAt: read.updatedAt }, other.auth);
  assert.equal(first.status, 200, first.text);
  const stale = await as('PUT', `/api/admin/content-blocks/${block}`, { title: 'Mine', updatedAt: read.updatedAt });
  assert.equal(stale.status, 409);
  assert.match(stale.json.error, /^ada changed this block at \d\d:\d\d on \d{1,2} \w{3} \d{4}\. Reload to see their version, or save again to overwrite it\.$/);
  assert.equal(stale.json.changedBy, 'ada');
  assert.equal(stale.json.changedAt, first.json.updatedAt);
  assert.equal(stale.json.current.title, 'Ada was here');
  assert.equal(app.sqlite.prepare('SELECT title FROM content_blocks WHERE id = ?').pluck().get(block), 'Ada was here');
  const overwrite = await as('PUT', `/api/admin/content-blocks/${block}`, { title: 'Mine', updatedAt: stale.json.changedAt });
  assert.equal(overwrite.status, 200, 'saving again with their updatedAt overwrites');
  assert.equal((await as('PUT', `/api/admin/content-blocks/${block}`, { title: 'No check' })).status, 200, 'without updatedAt the last write wins');

  const section = sectionId(app, 'about', 'values');
  const sectionRead = (await as('GET', `/api/admin/sections?pageId=${pageId(app, 'about')}`)).json.find((s: { id: number }) => s.id === section);
  await call(app.app, 'PUT', `/api/admin/sections/${section}`, { title: 'Ada heading' }, other.auth);
  const staleSection = await as('PUT', `/api/admin/sections/${section}`, { title: 'Mine', updatedAt: sectionRead.updatedAt });
  assert.equal(staleSection.status, 409);
  assert.match(staleSection.json.error, /^ada changed this section at/);
});

test('history lists every change newest first; restoring the seeded version brings the original words back and is a revision', async () => {
  const { t: app, as, admin } = await setup();
  const paragraph = blockIds(app, sectionId(app, 'about', 'story')).find(
    (id) => app.sqlite.prepare('SELECT block_type FROM content_blocks WHERE id = ?').pluck().get(id) === 'paragraph',
  )!;
  const original = app.sqlite.prepare('SELECT content FROM content_blocks WHERE id = ?').pluck().get(paragraph) as string;
  await as('PUT', `/api/admin/content-blocks/${paragraph}`, { content: 'Rewritten story.' });
  await as('PUT', `/api/admin/content-blocks/${paragraph}`, { isActive: false });
  const history = await as('GET', `/api/admin/revisions?entity=block&id=${paragraph}`);
  assert.equal(history.status, 200);
  assert.deepEqual(history.json.map((r: { action: string }) => r.action), ['hidden', 'edited', 'seeded']);
  assert.deepEqual(Object.keys(history.json[0]).sort(), ['action', 'createdAt', 'entity', 'entityId', 'id', 'sentence', 'state', 'username']);
  assert.equal(history.json[1].state.content, 'Rewritten story.');
  assert.equal(history.json[1].username, admin.username);
  assert.equal(history.json[2].username, null, 'the seed has no author');
  assert.equal(history.json[2].state.content, original);

  const res = await as('POST', `/api/admin/revisions/${history.json[2].id}/restore`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.content, original);
  assert.equal(res.json.isActive, true);
  // The seeded words name the year founded as {yearFounded}; the page shows the year.
  assert.ok((await html(app, '/about')).includes(original.replace('{yearFounded}', '1999').slice(0, 40)));
  const after = (await as('GET', `/api/admin/revisions?entity=block&id=${paragraph}`)).json;
  assert.equal(after[0].action, 'restored');
  assert.deepEqual(auditActions(app).at(-1), { action: 'revision_restored', target: `content_blocks/${paragraph}` });

  const page = pageId(app, 'about');
  await as('PUT', `/api/admin/pages/${page}`, { title: 'Who We Are' });
  const pageHistory = (await as('GET', `/api/admin/revisions?entity=page&id=${page}`)).json;
  const restoredPage = await as('POST', `/api/admin/revisions/${pageHistory.at(-1).id}/restore`);
  assert.equal(restoredPage.status, 200);
  assert.equal(restoredPage.json.title, pageHistory.at(-1).state.title);
  const deletion = await as('DELETE', `/api/admin/content-blocks/${paragraph}`);
  assert.equal(deletion.status, 204);
  const deleted = (await as('GET', `/api/admin/revisions?entity=block&id=${paragraph}`)).json[0];
  assert.equal((await as('POST', `/api/admin/revisions/${deleted.id}/restore`)).status, 400, 'the deletion itself has no state to go back to');
});

test('preview renders the public page with unsaved changes, saves nothing and is never cached', async () => {
  const { t: app, as } = await setup();
  const hero = sectionId(app, 'home', 'hero');
  const live = app.sqlite.prepare('SELECT title FROM sections WHERE id = ?').pluck().get(hero) as string;
  await html(app, '/');
  const projects = sectionId(app, 'projects', 'projects');
  const res = await call(
    app.app,
    'POST',
    '/api/admin/preview',
    {
      path: '/',
      changes: [
        { entity: 'section', id: hero, fields: { title: 'Preview Only Headline' } },
        { entity: 'block', id: -1, fields: newProject(projects, { title: 'Unsaved Featured Project' }) },
      ],
    },
    { ...(await signInAdmin(app, 'ada')).auth },
  );
  assert.equal(res.status, 200, res.text);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.match(res.headers.get('x-robots-tag') ?? '', /noindex/);
  assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
  assert.match(res.headers.get('content-security-policy') ?? '', /style-src 'self'/, 'the page may load its own stylesheet');
  assert.ok(res.text.includes('<meta name="robots" content="noindex">'));
  assert.ok(res.text.includes('Preview Only Headline'));
  assert.ok(res.text.includes('Unsaved Featured Project'), 'a new featured project shows on Home in the preview');
  assert.ok(!res.text.includes('rel="canonical"'));
  assert.ok(!res.text.includes('<script type="module"'), 'static: nothing to hydrate in a frame');

  const after = await html(app, '/');
  // As the HTML writes it (an apostrophe is &#x27;).
  assert.ok(after.includes(live.replaceAll("'", '&#x27;')) && !after.includes('Preview Only Headline'), 'the live page is unchanged');
  assert.equal(app.sqlite.prepare('SELECT title FROM sections WHERE id = ?').pluck().get(hero), live);
  assert.equal(app.sqlite.prepare("SELECT count(*) FROM content_blocks WHERE title = 'Unsaved Featured Project'").pluck().get(), 0);

  const leadership = sectionId(app, 'about', 'leadership');
  const leader = app.sqlite.prepare('SELECT title FROM content_blocks WHERE section_id = ? ORDER BY sort_order').pluck().get(leadership) as string;
  const hidden = await as('POST', '/api/admin/preview', { path: '/about', changes: [{ entity: 'section', id: leadership, fields: { isActive: false } }] });
  assert.equal(hidden.status, 200);
  assert.ok(!hidden.text.includes(leader), 'a section hidden in the preview is left out');
  assert.ok((await html(app, '/about')).includes(leader), 'and stays on the live page');
});

test('a project page with zero projects, and with many, still renders its filters and counts', async (t) => {
  const { t: app, as } = await setup();
  const projects = sectionId(app, 'projects', 'projects');
  const projectIds = () => (app.sqlite.prepare("SELECT id FROM content_blocks WHERE section_id = ? AND block_type = 'project' AND deleted_at IS NULL").pluck().all(projects) as number[]);
  await t.test('many', async () => {
    for (let i = 0; i < 40; i++) {
      const res = await as('POST', '/api/admin/content-blocks', newProject(projects, { title: `Project ${i}`, metadata: { category: ['Commercial', 'Residential', 'Industrial'][i % 3], status: 'Completed' } }));
      assert.equal(res.status, 201, res.text);
    }
    const page = await call(app.app, 'GET', '/projects');
    assert.equal(page.status, 200);
    assert.ok(page.text.includes('Showing 48 of 48 projects'));
  });
  await t.test('zero', async () => {
    for (const id of projectIds()) assert.equal((await as('DELETE', `/api/admin/content-blocks/${id}`)).status, 204);
    const page = await call(app.app, 'GET', '/projects');
    assert.equal(page.status, 200);
    assert.ok(page.text.includes('Showing 0 of 0 projects'));
    assert.ok(page.text.includes('No projects are listed yet.'), "the All filter's empty line");
    const home = await call(app.app, 'GET', '/');
    assert.equal(home.status, 200);
    assert.ok(home.text.includes('View All Projects'), 'Home keeps its section and button with no featured project');
  });
});

// ---- History undoes a reorder -----------------------------------------------------------------------------------

const titleOf = (t: TestApp, id: number) => t.sqlite.prepare('SELECT title FROM content_blocks WHERE id = ?').pluck().get(id) as string;
const projectIds = (t: TestApp, section: number) => blockIds(t, section).filter((id) => t.sqlite.prepare('SELECT block_type FROM content_blocks WHERE id = ?').pluck().get(id) === 'project');
/** The projects' titles in the order the public /projects page shows them. */
async function publicProjectOrder(t: TestApp, ids: number[]) {
  const page = await html(t, '/projects');
  const titles = ids.map((id) => titleOf(t, id));
  for (const title of titles) assert.ok(page.includes(title), `${title} is on /projects`);
  return titles.sort((a, b) => page.indexOf(a) - page.indexOf(b));
}
type HistoryRow = { id: number; action: string; sentence: string | null; username: string | null; state: Record<string, unknown> | null };

test('History undoes a reorder: one entry in a sentence, and Restore puts the whole earlier order back in one step, itself a version', async () => {
  const { t: app, as, admin } = await setup();
  const section = sectionId(app, 'projects', 'projects');
  const before = blockIds(app, section);
  const projects = projectIds(app, section);
  const last = projects.at(-1)!;
  const moved = [last, ...before.filter((id) => id !== last)];
  assert.equal((await as('PUT', `/api/admin/sections/${section}/order`, { blockIds: moved })).status, 200);
  assert.equal((await publicProjectOrder(app, projects))[0], titleOf(app, last), 'the public page shows the project first');

  const history = (await as('GET', `/api/admin/revisions?entity=section&id=${section}`)).json as HistoryRow[];
  assert.deepEqual(history.map((r) => r.action), ['reordered', 'seeded']);
  assert.equal(history[0].sentence, 'Reordered the projects on Our Projects');
  assert.equal(history[0].username, admin.username);
  assert.deepEqual(history[0].state?.blockIds, moved);
  assert.equal(history[1].sentence, null, 'other entries read by their action');
  assert.deepEqual(history[1].state?.blockIds, before, 'the seeded version knows the original order');

  const restored = await as('POST', `/api/admin/revisions/${history[1].id}/restore`);
  assert.equal(restored.status, 200, restored.text);
  assert.equal(restored.json.id, section);
  assert.deepEqual(blockIds(app, section), before, 'every item back in its old place');
  assert.deepEqual(app.sqlite.prepare('SELECT sort_order FROM content_blocks WHERE section_id = ? AND deleted_at IS NULL ORDER BY sort_order').pluck().all(section), before.map((_, i) => (i + 1) * 10));
  assert.deepEqual(await publicProjectOrder(app, projects), projects.map((id) => titleOf(app, id)), 'the public page follows at the next request');
  const after = (await as('GET', `/api/admin/revisions?entity=section&id=${section}`)).json as HistoryRow[];
  assert.deepEqual(after.map((r) => r.action), ['restored', 'reordered', 'seeded']);
  assert.equal(after[0].sentence, 'Put back an earlier order of the projects on Our Projects');
  assert.deepEqual(after[0].state?.blockIds, before);
  const line = app.sqlite.prepare('SELECT action, target, detail FROM audit_log ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
  assert.deepEqual({ ...line, detail: line.detail.replace(/\(.*\)/, '()') }, { action: 'revision_restored', target: `sections/${section}`, detail: `order back to revision ${history[1].id} ()` });

  const redo = await as('POST', `/api/admin/revisions/${after[1].id}/restore`);
  assert.equal(redo.status, 200, 'the restore can be undone in turn');
  assert.deepEqual(blockIds(app, section), moved);
});

test('restoring an order keeps what exists now: an item deleted since stays in the trash, one added since stays where it is', async () => {
  const { t: app, as } = await setup();
  const section = sectionId(app, 'projects', 'projects');
  const before = blockIds(app, section);
  const [first, second] = projectIds(app, section);
  assert.equal((await as('PUT', `/api/admin/sections/${section}/order`, { blockIds: [...before].reverse() })).status, 200);
  assert.equal((await as('DELETE', `/api/admin/content-blocks/${second}`)).status, 204);
  const added = await as('POST', '/api/admin/content-blocks', newProject(section, { position: 'first' }));
  assert.equal(added.status, 201, added.text);
  const seeded = ((await as('GET', `/api/admin/revisions?entity=section&id=${section}`)).json as HistoryRow[]).at(-1)!;

  const res = await as('POST', `/api/admin/revisions/${seeded.id}/restore`);
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(blockIds(app, section), [added.json.id, ...before.filter((id) => id !== second)], 'the new project stays first, the rest in the old order');
  assert.notEqual(app.sqlite.prepare('SELECT deleted_at FROM content_blocks WHERE id = ?').pluck().get(second), null, 'the deleted one is still in the trash');
  const page = await html(app, '/projects');
  assert.ok(page.includes('Onne Port Warehouse') && !page.includes(titleOf(app, second)));
  assert.ok(page.indexOf('Onne Port Warehouse') < page.indexOf(titleOf(app, first)));

  // Back from the trash afterwards, it is simply one more item; removed for good, an order naming it still restores.
  app.sqlite.prepare('DELETE FROM content_blocks WHERE id = ?').run(second);
  assert.equal((await as('POST', `/api/admin/revisions/${seeded.id}/restore`)).status, 200);
  assert.equal(blockIds(app, section).length, before.length);
});

test('a page’s sections: reorder, then Restore on the version before puts the old order back', async () => {
  const { t: app, as } = await setup();
  const about = pageId(app, 'about');
  const before = (await as('GET', `/api/admin/sections?pageId=${about}`)).json.map((s: { id: number }) => s.id) as number[];
  const moved = [before[1], before[0], ...before.slice(2)];
  assert.equal((await as('PUT', `/api/admin/pages/${about}/order`, { sectionIds: moved })).status, 200);
  const history = (await as('GET', `/api/admin/revisions?entity=page&id=${about}`)).json as HistoryRow[];
  assert.equal(history[0].sentence, 'Reordered the sections of About Us');
  const res = await as('POST', `/api/admin/revisions/${history[1].id}/restore`);
  assert.equal(res.status, 200, res.text);
  assert.deepEqual((await call(app.app, 'GET', '/api/pages/about')).json.sections.map((s: { id: number }) => s.id), before.filter((id) => (app.sqlite.prepare('SELECT is_active FROM sections WHERE id = ?').pluck().get(id) as number) === 1));
  assert.deepEqual(((await as('GET', `/api/admin/sections?pageId=${about}`)).json as { id: number }[]).map((s) => s.id), before);
  assert.equal(((await as('GET', `/api/admin/revisions?entity=page&id=${about}`)).json as HistoryRow[])[0].sentence, 'Put back an earlier order of the sections of About Us');
  await as('PUT', `/api/admin/pages/${about}`, { title: 'Who We Are' });
  const renamed = ((await as('GET', `/api/admin/revisions?entity=page&id=${about}`)).json as HistoryRow[])[0];
  assert.deepEqual([renamed.action, renamed.sentence], ['edited', null], 'an edit of the words reads by its action');
});

test('a version written before orders were recorded: the first reorder gives it the order until then; restoring one without an order keeps today’s', async () => {
  const { t: app, as } = await setup();
  const section = sectionId(app, 'projects', 'projects');
  const before = blockIds(app, section);
  const forget = (id: number) => app.sqlite.prepare("UPDATE revisions SET state = json_remove(state, '$.blockIds') WHERE entity = 'section' AND entity_id = ?").run(id);
  forget(section);
  assert.equal((await as('PUT', `/api/admin/sections/${section}/order`, { blockIds: [...before].reverse() })).status, 200);
  const history = (await as('GET', `/api/admin/revisions?entity=section&id=${section}`)).json as HistoryRow[];
  assert.deepEqual(history[1].state?.blockIds, before);
  assert.equal((await as('POST', `/api/admin/revisions/${history[1].id}/restore`)).status, 200);
  assert.deepEqual(blockIds(app, section), before);

  const values = sectionId(app, 'about', 'values');
  const valuesOrder = blockIds(app, values);
  const title = app.sqlite.prepare('SELECT title FROM sections WHERE id = ?').pluck().get(values) as string;
  forget(values);
  app.sqlite.prepare('UPDATE content_blocks SET sort_order = -id WHERE section_id = ?').run(values);
  const reversed = blockIds(app, values);
  assert.equal((await as('PUT', `/api/admin/sections/${values}`, { title: 'Renamed' })).status, 200);
  const seeded = ((await as('GET', `/api/admin/revisions?entity=section&id=${values}`)).json as HistoryRow[]).at(-1)!;
  assert.equal(seeded.state?.blockIds, undefined);
  const res = await as('POST', `/api/admin/revisions/${seeded.id}/restore`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.title, title);
  assert.deepEqual(blockIds(app, values), reversed, 'no order recorded: the order stays as it is');
  assert.notDeepEqual(reversed, valuesOrder);
});

test('restoring an order: 401 without a token, 404 for an unknown revision; nothing moves', async () => {
  const { t: app, as } = await setup();
  const section = sectionId(app, 'projects', 'projects');
  const before = blockIds(app, section);
  assert.equal((await as('PUT', `/api/admin/sections/${section}/order`, { blockIds: [...before].reverse() })).status, 200);
  const seeded = ((await as('GET', `/api/admin/revisions?entity=section&id=${section}`)).json as HistoryRow[]).at(-1)!;
  const anonymous = await call(app.app, 'POST', `/api/admin/revisions/${seeded.id}/restore`);
  assert.equal(anonymous.status, 401);
  assert.equal((await call(app.app, 'GET', `/api/admin/revisions?entity=section&id=${section}`)).status, 401);
  const unknown = await as('POST', '/api/admin/revisions/987654/restore');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.json.error, 'There is no revision 987654.');
  assert.deepEqual(blockIds(app, section), [...before].reverse());
});
