// docs/product.md § Item pages, a development's proof: its title, approvals, the company's
// registrations and the dated progress log, drawn by the server without script on /real-estate/<slug>, in its
// JSON-LD and in the sitemap's lastmod; the development's fields checked by the server (a clear 400, never a 500);
// and the launch checklist's reminder after 30 days without an update.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { developments } from '../../web/shared/seed/developments.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const WOJI = '/real-estate/woji-gardens-estate-phase-2';
const woji = developments[0];

const wojiRow = (t: TestApp) =>
  t.sqlite.prepare("SELECT id, metadata FROM content_blocks WHERE block_type = 'development' AND title = ?").get(woji.title) as { id: number; metadata: string };
const body = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script type="application/json" id="page-data">'));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const stages = (html: string) => [...html.slice(html.indexOf('id="development-progress"'), html.indexOf('id="development-related"')).matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]);

test("Woji Gardens' page shows its title, approvals with authority, number and date, the registrations with a verify link, and three updates newest first", async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', WOJI);
  assert.equal(res.status, 200);
  const html = body(res.text);
  assert.match(html, /<h2 id="development-title"[^>]*>Title and approvals<\/h2>/);
  assert.match(html, /Certificate of Occupancy/);
  assert.match(html, /Issued, 12 March 2019/);
  assert.match(html, /<th scope="row"[^>]*>Building permit \(layout and house plans\)<\/th><td[^>]*>Rivers State Ministry of Physical Planning and Urban Development<\/td><td[^>]*>PPUD\/PH\/BP\/2025\/0318<\/td><td[^>]*>21 August 2025<\/td>/);
  assert.match(html, /RC 1234567/);
  assert.match(html, /<a href="https:\/\/search.cac.gov.ng\/"[^>]*>Verify with the register/);
  assert.deepEqual(stages(html), ['Roofing 60 %', 'Walls up to lintel level', 'Foundations complete']);
  assert.match(html, /Last updated(?:<!-- -->| )*<time datetime="2026-11-16">16 November 2026<\/time>/i);
  assert.match(html, /<figcaption[^>]*>Before, May 2026<\/figcaption>/, 'the before photo of the same spot');
  assert.match(html, /<figcaption[^>]*>Now, 16 November 2026<\/figcaption>/);
  assert.match(html, /<dd[^>]*>Certificate of Occupancy, issued<\/dd>/, 'the title among the key facts');
});

test("the development's JSON-LD parses: a Product with its AggregateOffer and the title to the land; the sitemap's lastmod is the newest update", async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', WOJI);
  const product = jsonLd(res.text).find((ld) => ld['@type'] === 'Product');
  assert.equal(product.offers['@type'], 'AggregateOffer');
  assert.equal(product.offers.offers.length, 3);
  assert.deepEqual(product.additionalProperty, [{ '@type': 'PropertyValue', name: 'Title to the land', value: 'Certificate of Occupancy, Issued 2019-03-12' }]);
  const xml = (await call(t.app, 'GET', '/sitemap.xml')).text;
  assert.match(xml, new RegExp(`<loc>http://localhost${WOJI}</loc><lastmod>2026-11-16</lastmod>`));
});

test('an update added in the panel comes first and moves the last-updated date; bad dates, a missing stage or authority are a 400 naming the field', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const { id, metadata } = wojiRow(t);
  const stored = JSON.parse(metadata) as Record<string, unknown>;
  const put = (meta: Record<string, unknown>) => call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { metadata: { ...stored, ...meta } }, admin.auth);
  const progress = stored.progress as Record<string, unknown>[];

  const badDate = await put({ progress: [{ ...progress[0], date: '2026-02-30' }] });
  assert.equal(badDate.status, 400, badDate.text);
  assert.equal(badDate.json.issues[0].path, 'metadata.progress.0.date');
  assert.match(badDate.json.issues[0].message, /Date must be a date such as 2026-11-02/);
  const noStage = await put({ progress: [{ date: '2026-11-20', stage: '' }] });
  assert.equal(noStage.status, 400);
  assert.match(noStage.json.issues[0].message, /Stage reached is required/);
  const noAuthority = await put({ approvals: [{ name: 'Building permit', authority: '' }] });
  assert.equal(noAuthority.status, 400);
  assert.match(noAuthority.json.issues[0].message, /Authority is required/);
  const badTitle = await put({ titleDeed: { type: 'Handshake', status: 'Issued' } });
  assert.equal(badTitle.status, 400);
  assert.equal(badTitle.json.issues[0].path, 'metadata.titleDeed.type');
  const badVerify = await put({ registrations: [{ body: 'CAC', number: 'RC 1', verify: 'javascript:alert(1)' }] });
  assert.equal(badVerify.status, 400);

  const added = await put({ progress: [...progress, { date: '2026-11-25', stage: 'Roofing 80 %', text: 'Blocks E and F roofed.', photo: '', before: '' }] });
  assert.equal(added.status, 200, added.text);
  const html = body((await call(t.app, 'GET', WOJI)).text);
  assert.deepEqual(stages(html), ['Roofing 80 %', 'Roofing 60 %', 'Walls up to lintel level', 'Foundations complete']);
  assert.match(html, /Last updated(?:<!-- -->| )*<time datetime="2026-11-25">25 November 2026<\/time>/i);
});

test("the launch checklist names a development whose own progress log has had no update for more than 30 days, not the seed's example", async () => {
  const later = Date.parse('2027-01-10T09:00:00Z');
  const t = makeTestApp({}, { now: () => later });
  const admin = await signInAdmin(t);
  const progressStep = async () => (await call(t.app, 'GET', '/api/admin/launch-checklist', undefined, admin.auth)).json.steps.find((s: { key: string }) => s.key === 'progress');
  assert.equal(await progressStep(), undefined, "the seed's example log is not the owner's: no step");
  const { id, metadata } = wojiRow(t);
  const stored = JSON.parse(metadata) as Record<string, unknown>;
  const progress = stored.progress as Record<string, unknown>[];
  const edited = await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { metadata: { ...stored, progress: [{ ...progress[0], date: '2026-12-01' }, ...progress.slice(1)] } }, admin.auth);
  assert.equal(edited.status, 200, edited.text);
  const entries = (await progressStep()).entries;
  assert.equal(entries.length, 1);
  assert.equal(entries[0].label, `${woji.title}: last update 1 December 2026, 40 days ago`);
  assert.equal(entries[0].link.blockId, id);
  const current = await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { metadata: { ...stored, progress: [{ ...progress[0], date: '2027-01-05' }] } }, admin.auth);
  assert.equal(current.status, 200);
  assert.equal(await progressStep(), undefined);
});
