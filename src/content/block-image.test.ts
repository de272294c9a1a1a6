// A block's picture over the API: an upload's address is stored as the file's id and answered as its address; any
// other address is stored as written. Every way a block is written (an edit, a copy, a restore) stores it so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { TINY_PNG } from '../testing/images.ts';

const UPLOAD = '/media/00000000000000c1.png';
const EXTERNAL = 'https://photos.example.com/yard.jpg';

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const fileId = t.sqlite
    .prepare("INSERT INTO media_files (filename, original_name, mime_type, size, url, data) VALUES ('00000000000000c1.png', 'yard.png', 'image/png', ?, ?, ?)")
    .run(TINY_PNG.byteLength, UPLOAD, Buffer.from(TINY_PNG)).lastInsertRowid as number;
  const card = t.sqlite
    .prepare("SELECT b.id FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND b.block_type = 'project' ORDER BY b.id LIMIT 1")
    .pluck()
    .get() as number;
  const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);
  const stored = (id: number) => t.sqlite.prepare('SELECT image_url AS imageUrl, image_id AS imageId FROM content_blocks WHERE id = ?').get(id);
  return { t, fileId, card, as, stored };
}

test("an upload's address is stored as its id and answered as its address, in the admin's list and on the page", async () => {
  const { t, fileId, card, as, stored } = await setup();
  const put = await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: UPLOAD });
  assert.equal(put.status, 200, put.text);
  assert.equal(put.json.imageUrl, UPLOAD);
  assert.deepEqual(stored(card), { imageUrl: null, imageId: fileId });
  const sectionId = put.json.sectionId;
  const listed = (await as('GET', `/api/admin/content-blocks?sectionId=${sectionId}`)).json.find((b: { id: number }) => b.id === card);
  assert.equal(listed.imageUrl, UPLOAD);
  const page = (await call(t.app, 'GET', '/api/pages/projects')).json;
  const block = page.sections.flatMap((s: { contentBlocks: { id: number; imageUrl: string }[] }) => s.contentBlocks).find((b: { id: number }) => b.id === card);
  assert.equal(block.imageUrl, UPLOAD);
});

test('an address that is not an upload is stored as written; clearing the picture clears both', async () => {
  const { card, as, stored } = await setup();
  assert.equal((await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: EXTERNAL })).json.imageUrl, EXTERNAL);
  assert.deepEqual(stored(card), { imageUrl: EXTERNAL, imageId: null });
  assert.equal((await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: '/media/0000000000000999.png' })).json.imageUrl, '/media/0000000000000999.png');
  assert.deepEqual(stored(card), { imageUrl: '/media/0000000000000999.png', imageId: null }, 'no such upload: kept as an address');
  await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: UPLOAD });
  const cleared = await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: '' });
  assert.equal(cleared.json.imageUrl, null);
  assert.deepEqual(stored(card), { imageUrl: null, imageId: null });
});

test('a copy and a restored version store the upload by its id; the media library lists them and refuses the delete', async () => {
  const { fileId, card, as, stored } = await setup();
  await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: UPLOAD });
  const copy = await as('POST', `/api/admin/content-blocks/${card}/duplicate`);
  assert.equal(copy.status, 201, copy.text);
  const copyId = copy.json.id;
  assert.deepEqual(stored(copyId), { imageUrl: null, imageId: fileId });
  await as('PUT', `/api/admin/content-blocks/${card}`, { imageUrl: EXTERNAL });
  const revisions = (await as('GET', `/api/admin/revisions?entity=block&id=${card}`)).json;
  const withUpload = revisions.find((r: { state: { imageUrl: string } | null }) => r.state?.imageUrl === UPLOAD);
  assert.ok(withUpload, 'the history shows the picture by its address');
  assert.equal((await as('POST', `/api/admin/revisions/${withUpload.id}/restore`)).status, 200);
  assert.deepEqual(stored(card), { imageUrl: null, imageId: fileId });
  const media = (await as('GET', '/api/admin/media')).json.find((m: { id: number }) => m.id === fileId);
  const byNumber = (a: number, b: number) => a - b;
  assert.deepEqual(media.usedIn.map((u: { blockId: number }) => u.blockId).sort(byNumber), [card, copyId].sort(byNumber));
  const refused = await as('DELETE', `/api/admin/media/${fileId}`);
  assert.equal(refused.status, 409, refused.text);
});
