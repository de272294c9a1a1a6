// docs/product.md § Launch checklist, through the API: what a fresh install still shows of the template, each
// placeholder linked to its field, and the count going down only as the owner really replaces things.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChecklistStepKey, LaunchChecklist } from '../../web/shared/launch-checklist.ts';
import { DEFAULT_WEEK, weekText } from '../../web/shared/opening-hours.ts';
import { appAsAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type As = Awaited<ReturnType<typeof appAsAdmin>>['as'];

async function checklist(as: As): Promise<LaunchChecklist> {
  const res = await as('GET', '/api/admin/launch-checklist');
  assert.equal(res.status, 200, res.text);
  return res.json as LaunchChecklist;
}

const step = (list: LaunchChecklist, key: ChecklistStepKey) => {
  const found = list.steps.find((s) => s.key === key);
  assert.ok(found, `step ${key}`);
  return found;
};
const count = (list: LaunchChecklist, key: ChecklistStepKey) => step(list, key).entries.reduce((sum, e) => sum + e.count, 0);

async function saveBlock(as: As, id: number, changes: Record<string, unknown>) {
  const res = await as('PUT', `/api/admin/content-blocks/${id}`, changes);
  assert.equal(res.status, 200, res.text);
}

test('for admins only: GET and PUT answer 401 without a session', async () => {
  const t = makeTestApp();
  assert.equal((await call(t.app, 'GET', '/api/admin/launch-checklist')).status, 401);
  assert.equal((await call(t.app, 'PUT', '/api/admin/launch-checklist', { dismissed: true })).status, 401);
});

test('a fresh install lists every seeded illustration shown, leader without a photo, accreditation without a number, sample quote, empty contact setting and the seeded hours', async () => {
  const { t, as } = await appAsAdmin();
  const list = await checklist(as);
  const shownArtwork = t.sqlite
    .prepare(
      `SELECT count(*) FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id
       WHERE b.image_url LIKE '/art/%' AND b.block_type <> 'leader' AND b.is_active AND b.deleted_at IS NULL AND s.is_active AND p.is_active`,
    )
    .pluck()
    .get() as number;
  assert.ok(shownArtwork > 20, `the seed shows ${shownArtwork} illustrations`);
  assert.equal(count(list, 'photos'), shownArtwork);

  const hero = step(list, 'photos').entries.find((e) => e.label === 'Home › Building Tomorrow\'s Excellence: one illustration');
  const heroImage = t.sqlite
    .prepare("SELECT b.id, s.id AS sectionId, p.id AS pageId FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home' AND s.section_key = 'hero' AND b.block_type = 'image'")
    .get() as { id: number; sectionId: number; pageId: number };
  assert.deepEqual(hero?.link, { tab: 'content', pageId: heroImage.pageId, sectionId: heroImage.sectionId }, JSON.stringify(step(list, 'photos').entries));

  assert.deepEqual(
    step(list, 'leaders').entries.map((e) => e.label.replace(/ \(.*/, '')),
    t.sqlite.prepare("SELECT title FROM content_blocks WHERE block_type = 'leader' ORDER BY sort_order, id").pluck().all(),
  );
  assert.deepEqual(step(list, 'accreditations').entries.map((e) => e.label), ['COREN', 'CORBON', 'NIOB', 'SON MANCAP', 'ISO 9001:2015']);
  assert.ok(count(list, 'testimonials') >= 2, 'the seeded projects carry sample client quotes');
  assert.deepEqual(
    step(list, 'contact').entries.map((e) => e.link),
    ['notification_email', 'whatsapp_number', 'social_facebook', 'social_twitter', 'social_linkedin', 'social_instagram'].map((field) => ({ tab: 'settings', field })),
  );
  assert.deepEqual(step(list, 'hours').entries.map((e) => e.link), [{ tab: 'settings', field: 'opening_hours' }]);
  assert.equal(list.remaining, list.steps.reduce((sum, s) => sum + count(list, s.key), 0));
  assert.equal(list.dismissed, false);
});

test('each real replacement takes its placeholder off, hiding a section takes its pictures off the site and the list, and the rest stays', async () => {
  const { t, as } = await appAsAdmin();
  const before = await checklist(as);
  const blockId = (sql: string) => t.sqlite.prepare(sql).pluck().get() as number;

  // A photo in place of the Home hero's illustration.
  const heroImage = blockId("SELECT b.id FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home' AND s.section_key = 'hero' AND b.block_type = 'image'");
  await saveBlock(as, heroImage, { imageUrl: '/media/hero.jpg' });
  // Real estate's property types hidden as a whole section: not on the site, so not a placeholder any more.
  const propertyTypes = blockId("SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'real-estate' AND s.section_key = 'property-types'");
  const hiddenArtwork = t.sqlite.prepare("SELECT count(*) FROM content_blocks WHERE section_id = ? AND image_url LIKE '/art/%' AND is_active").pluck().get(propertyTypes) as number;
  assert.ok(hiddenArtwork > 0);
  assert.equal((await as('PUT', `/api/admin/sections/${propertyTypes}`, { isActive: false })).status, 200);
  // A machine given a gallery: its first photo is its cover, so its illustration is no longer shown.
  const machine = t.sqlite.prepare("SELECT id, metadata FROM content_blocks WHERE block_type = 'machine' AND image_url LIKE '/art/%' LIMIT 1").get() as { id: number; metadata: string };
  const mediaId = Number(t.sqlite.prepare("INSERT INTO media_files (filename, original_name, mime_type, size, url, alt_text, data) VALUES ('m.jpg', 'm.jpg', 'image/jpeg', 3, '/media/m.jpg', 'Our excavator on site', X'FFD8FF') RETURNING id").pluck().get());
  await saveBlock(as, machine.id, { metadata: { ...JSON.parse(machine.metadata), gallery: [mediaId] } });
  // A leader's portrait, an accreditation's number, the notification address, the hours saved.
  const leader = blockId("SELECT id FROM content_blocks WHERE block_type = 'leader' ORDER BY sort_order, id LIMIT 1");
  await saveBlock(as, leader, { imageUrl: '/media/portrait.jpg' });
  const coren = blockId("SELECT id FROM content_blocks WHERE block_type = 'credential' AND title = 'COREN'");
  const corenMeta = JSON.parse(t.sqlite.prepare('SELECT metadata FROM content_blocks WHERE id = ?').pluck().get(coren) as string);
  await saveBlock(as, coren, { metadata: { ...corenMeta, registration: 'R.12345' } });
  assert.equal((await as('PUT', '/api/admin/settings', { values: { notification_email: 'sales@metrikgroup.ng', opening_hours: weekText({ ...DEFAULT_WEEK, sat: { opens: '09:00', closes: '14:00' } }) } })).status, 200);

  const after = await checklist(as);
  assert.equal(count(after, 'photos'), count(before, 'photos') - 2 - hiddenArtwork);
  assert.equal(count(after, 'leaders'), count(before, 'leaders') - 1);
  assert.ok(!step(after, 'accreditations').entries.some((e) => e.label === 'COREN'));
  assert.ok(!step(after, 'contact').entries.some((e) => e.link.tab === 'settings' && e.link.field === 'notification_email'));
  assert.equal(count(after, 'hours'), 0);
  assert.equal(count(after, 'testimonials'), count(before, 'testimonials'), 'untouched steps keep their count');
});

test('a sample quote counts until its words change; a client is not asked for a registration number', async () => {
  const { t, as } = await appAsAdmin();
  const project = t.sqlite.prepare("SELECT id, metadata FROM content_blocks WHERE block_type = 'project' AND json_extract(metadata, '$.testimonial.quote') IS NOT NULL LIMIT 1").get() as {
    id: number;
    metadata: string;
  };
  const metadata = JSON.parse(project.metadata);
  const before = count(await checklist(as), 'testimonials');
  await saveBlock(as, project.id, { metadata: { ...metadata, testimonial: { ...metadata.testimonial, quote: 'They handed over two weeks early.' } } });
  assert.equal(count(await checklist(as), 'testimonials'), before - 1);

  const iso = t.sqlite.prepare("SELECT id, metadata FROM content_blocks WHERE block_type = 'credential' AND title = 'ISO 9001:2015'").get() as { id: number; metadata: string | null };
  await saveBlock(as, iso.id, { title: 'Port Harcourt Refining Company', metadata: { ...JSON.parse(iso.metadata ?? '{}'), client: true } });
  assert.ok(!step(await checklist(as), 'accreditations').entries.some((e) => e.link.tab === 'content' && e.link.blockId === iso.id));
});

test("the seeded clients count until each is renamed or given its logo; a client added to the strip is never asked for a registration number", async () => {
  const { t, as } = await appAsAdmin();
  const clients = t.sqlite
    .prepare("SELECT b.id, b.title, b.metadata FROM content_blocks b JOIN sections s ON s.id = b.section_id WHERE s.section_key = 'clients' AND b.block_type = 'credential' ORDER BY b.sort_order")
    .all() as { id: number; title: string; metadata: string }[];
  const list = await checklist(as);
  assert.deepEqual(
    step(list, 'clients').entries.map((e) => e.label),
    clients.map((c) => `${c.title} (Home › Clients we have built for)`),
  );
  assert.deepEqual(step(list, 'clients').entries[0].link, { tab: 'content', pageId: 1, sectionId: Number(t.sqlite.prepare('SELECT section_id FROM content_blocks WHERE id = ?').pluck().get(clients[0].id)), blockId: clients[0].id });

  await saveBlock(as, clients[0].id, { imageUrl: '/media/trans-amadi-logo.png' });
  await saveBlock(as, clients[1].id, { title: 'Shell Petroleum Development Company' });
  // Added by the owner in the strip without ticking "client": a client all the same.
  const sectionId = Number(t.sqlite.prepare('SELECT section_id FROM content_blocks WHERE id = ?').pluck().get(clients[0].id));
  const added = await as('POST', '/api/admin/content-blocks', { sectionId, blockType: 'credential', title: 'Rivers State Ministry of Works', content: 'Road works' });
  assert.equal(added.status, 201, added.text);
  const after = await checklist(as);
  assert.deepEqual(step(after, 'clients').entries.map((e) => e.label), [`${clients[2].title} (Home › Clients we have built for)`]);
  assert.ok(!step(after, 'accreditations').entries.some((e) => e.label === 'Rivers State Ministry of Works'));
});

test('dismissed for every admin until brought back; a body that is not a boolean is a 400', async () => {
  const { as } = await appAsAdmin();
  const put = await as('PUT', '/api/admin/launch-checklist', { dismissed: true });
  assert.equal(put.status, 200, put.text);
  assert.equal(put.json.dismissed, true);
  assert.equal((await checklist(as)).dismissed, true);
  assert.equal((await as('PUT', '/api/admin/launch-checklist', { dismissed: 'yes' })).status, 400);
  assert.equal((await as('PUT', '/api/admin/launch-checklist', { dismissed: false })).json.dismissed, false);
  assert.equal((await checklist(as)).dismissed, false);
});
