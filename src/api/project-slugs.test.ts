// docs/product.md § Item pages: a project's address (metadata.slug) through the admin API: refused when it is
// not lower-case letters, digits and hyphens (400) or another project's (409), kept when a PUT leaves it out,
// made from the name when empty, and made free (-2, -3…) for a copy or a project back from the trash.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);
  return { t, as };
}

const projectsSection = (t: TestApp) =>
  t.sqlite.prepare("SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects'").pluck().get() as number;
const projectByTitle = (t: TestApp, title: string) =>
  t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'project' AND title = ? AND deleted_at IS NULL ORDER BY id").pluck().get(title) as number;
const storedSlug = (t: TestApp, id: number) => JSON.parse(t.sqlite.prepare('SELECT metadata FROM content_blocks WHERE id = ?').pluck().get(id) as string).slug as string;

const newProject = (t: TestApp, metadata: Record<string, unknown> = {}) => ({
  sectionId: projectsSection(t),
  blockType: 'project',
  title: 'Onne Port Warehouse',
  content: 'A 6,000 sq m bonded warehouse beside the Onne port road.',
  metadata: { category: 'Industrial', status: 'Ongoing', ...metadata },
});

test('every seeded project has a slug of its own, made from its name', async () => {
  const { t } = await setup();
  const slugs = (t.sqlite.prepare("SELECT metadata FROM content_blocks WHERE block_type = 'project'").pluck().all() as string[]).map((m) => JSON.parse(m).slug);
  assert.equal(slugs.length, 8);
  assert.equal(new Set(slugs).size, 8);
  assert.ok(slugs.includes('trans-amadi-corporate-tower'), slugs.join(', '));
  for (const slug of slugs) assert.match(slug, /^[a-z0-9-]{1,80}$/);
});

test('a new project without a slug gets one from its name; with a free one it keeps it', async () => {
  const { t, as } = await setup();
  const made = await as('POST', '/api/admin/content-blocks', newProject(t));
  assert.equal(made.status, 201, made.text);
  assert.equal(made.json.metadata.slug, 'onne-port-warehouse');
  const second = await as('POST', '/api/admin/content-blocks', newProject(t));
  assert.equal(second.json.metadata.slug, 'onne-port-warehouse-2', 'the name is taken: -2');
  const chosen = await as('POST', '/api/admin/content-blocks', newProject(t, { slug: 'onne-bonded-store' }));
  assert.equal(chosen.status, 201);
  assert.equal(storedSlug(t, chosen.json.id), 'onne-bonded-store');
});

test('an invalid slug is refused with 400 naming metadata.slug, on add and on edit', async () => {
  const { t, as } = await setup();
  const id = projectByTitle(t, 'Woji Gardens Estate');
  for (const slug of ['Woji-Gardens', 'woji gardens', 'woji_gardens', 'wöji', 'a'.repeat(81), 'woji/gardens']) {
    const put = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { category: 'Residential', status: 'Completed', slug } });
    assert.equal(put.status, 400, `${slug}: ${put.text}`);
    assert.ok(put.json.issues.some((i: { path: string }) => i.path === 'metadata.slug'), put.text);
    const post = await as('POST', '/api/admin/content-blocks', newProject(t, { slug }));
    assert.equal(post.status, 400, slug);
  }
  assert.equal(storedSlug(t, id), 'woji-gardens-estate', 'nothing written');
});

test("another project's slug is refused with 409; its own is fine", async () => {
  const { t, as } = await setup();
  const id = projectByTitle(t, 'Woji Gardens Estate');
  const taken = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { category: 'Residential', status: 'Completed', slug: 'trans-amadi-corporate-tower' } });
  assert.equal(taken.status, 409, taken.text);
  assert.match(taken.json.error, /already uses the address \/projects\/trans-amadi-corporate-tower/);
  assert.equal(taken.json.issues[0].path, 'metadata.slug');
  assert.equal(storedSlug(t, id), 'woji-gardens-estate');
  const post = await as('POST', '/api/admin/content-blocks', newProject(t, { slug: 'woji-gardens-estate' }));
  assert.equal(post.status, 409);
  const own = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { category: 'Residential', status: 'Completed', slug: 'woji-gardens-estate' } });
  assert.equal(own.status, 200, own.text);
});

test('a PUT without metadata.slug keeps the current one; an empty one makes it from the name', async () => {
  const { t, as } = await setup();
  const id = projectByTitle(t, 'Woji Gardens Estate');
  const renamed = await as('PUT', `/api/admin/content-blocks/${id}`, { title: 'Woji Garden Homes', metadata: { category: 'Residential', status: 'Completed', year: '2025' } });
  assert.equal(renamed.status, 200, renamed.text);
  assert.equal(renamed.json.metadata.slug, 'woji-gardens-estate', 'kept');
  assert.equal(renamed.json.metadata.year, '2025');
  const titleOnly = await as('PUT', `/api/admin/content-blocks/${id}`, { title: 'Woji Garden Homes Phase 1' });
  assert.equal(titleOnly.status, 200);
  assert.equal(storedSlug(t, id), 'woji-gardens-estate', 'kept when no metadata is sent');
  const made = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { category: 'Residential', status: 'Completed', slug: '' } });
  assert.equal(made.status, 200, made.text);
  assert.equal(storedSlug(t, id), 'woji-garden-homes-phase-1');
});

test('a copy gets the name with -2, -3…; a project back from the trash whose slug was taken gets a free one', async () => {
  const { t, as } = await setup();
  const id = projectByTitle(t, 'Eliozu Business Park');
  const copy = await as('POST', `/api/admin/content-blocks/${id}/duplicate`);
  assert.equal(copy.status, 201, copy.text);
  assert.equal(copy.json.metadata.slug, 'eliozu-business-park-2');
  const again = await as('POST', `/api/admin/content-blocks/${id}/duplicate`);
  assert.equal(again.json.metadata.slug, 'eliozu-business-park-3');

  assert.equal((await as('DELETE', `/api/admin/content-blocks/${id}`)).status, 204);
  // While it is in the trash its address is free, and another project takes it.
  const taker = await as('PUT', `/api/admin/content-blocks/${copy.json.id}`, { metadata: { category: 'Commercial', status: 'Ongoing', slug: 'eliozu-business-park' } });
  assert.equal(taker.status, 200, taker.text);
  const restored = await as('POST', `/api/admin/trash/${id}/restore`);
  assert.equal(restored.status, 200, restored.text);
  assert.equal(restored.json.metadata.slug, 'eliozu-business-park-2', 'the first free one made from its name');
  const slugs = (t.sqlite.prepare("SELECT metadata FROM content_blocks WHERE block_type = 'project' AND deleted_at IS NULL").pluck().all() as string[]).map((m) => JSON.parse(m).slug);
  assert.equal(new Set(slugs).size, slugs.length, 'still one project per address');
});
