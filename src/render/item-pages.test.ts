// docs/product.md § Item pages: a machine at /equipment/<slug> and a development at /real-estate/<slug> as the
// server renders them (no script): their facts, head for search engines and link previews, the 404s and 301s,
// the enquiry form filled in for them, their cards on the list pages, the sitemap, and their slugs in the admin API.
// Projects: src/render/project-pages.test.ts (the same shell and rules).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { machines } from '../../web/shared/seed/machines.ts';
import { developments } from '../../web/shared/seed/developments.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const EXCAVATORS = '/equipment/excavators';
const WOJI = '/real-estate/woji-gardens-estate-phase-2';
const excavators = machines[0];
const woji = developments[0];

const blockId = (t: TestApp, type: string, title: string) => t.sqlite.prepare('SELECT id FROM content_blocks WHERE block_type = ? AND title = ?').pluck().get(type, title) as number;
const sectionId = (t: TestApp, page: string, key: string) =>
  t.sqlite.prepare('SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = ? AND s.section_key = ?').pluck().get(page, key) as number;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script type="application/json" id="page-data">'));
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const links = (html: string, prefix: string) => [...html.matchAll(new RegExp(`<a href="(${prefix}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]);

test("a machine's page: its name as the only h1, its specifications as key facts, related machines of its type first, the quote link", async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', EXCAVATORS);
  assert.equal(res.status, 200);
  const html = body(res.text);
  assert.deepEqual([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]), [excavators.title]);
  assert.ok(html.includes(escaped(excavators.description)));
  for (const [label, value] of excavators.specs) {
    assert.match(html, new RegExp(`<dt[^>]*>(?:<svg[^>]*>.*?</svg>)?${escaped(label)}</dt><dd[^>]*>${escaped(value).replace(/[()]/g, '\\$&')}</dd>`), label);
  }
  assert.match(html, /<img[^>]+src="\/art\/equipment-excavator.svg"/);
  assert.equal([...html.matchAll(/href="\/equipment\?machine=excavators#quote-form"/g)].length, 3, "in the hero, beside the facts and as the phone bar's Get a quote");
  assert.match(html, />Request a quote for this machine</);
  assert.match(html, /href="\/equipment"/, 'back to the list');
  const related = links(html.slice(html.indexOf('id="machine-related"')), '/equipment');
  const heavy = machines.filter((m) => m.equipmentType === 'heavy' && m !== excavators).map((m) => `/equipment/${m.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  assert.deepEqual(related, heavy.slice(0, 3), 'three heavy machines, in list order');
});

test("a machine's head: own title, description and canonical, Open Graph, and JSON-LD: BreadcrumbList and a Product with an Offer to rent", async () => {
  const t = makeTestApp();
  const html = head((await call(t.app, 'GET', EXCAVATORS)).text);
  assert.equal(attr(html, /<title>(.*?)<\/title>/), `${excavators.title} | Metrik Group`);
  assert.ok(attr(html, /<meta name="description" content="([^"]*)"/)?.startsWith('Tracked excavators from 5 to 50 tonnes'));
  assert.equal(attr(html, /<link rel="canonical" href="([^"]*)"/), `http://localhost${EXCAVATORS}`);
  assert.equal(attr(html, /<meta property="og:url" content="([^"]*)"/), `http://localhost${EXCAVATORS}`);
  assert.match(attr(html, /<meta property="og:image" content="([^"]*)"/) ?? '', /^http:\/\/localhost\//);
  assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
  const [crumbs, product] = jsonLd(html);
  assert.deepEqual(
    crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
    [['Home', 'http://localhost/'], ['Equipment', 'http://localhost/equipment'], [excavators.title, `http://localhost${EXCAVATORS}`]],
  );
  assert.equal(product['@type'], 'Product');
  assert.equal(product.name, excavators.title);
  assert.deepEqual(product.image, ['http://localhost/art/equipment-excavator.svg']);
  // An Offer per rate (day, week, four weeks: docs/product.md § Machine pages), each a lease by the equipment-rental department.
  assert.equal(product.offers.length, 3);
  assert.equal(product.offers[0]['@type'], 'Offer');
  assert.deepEqual(product.offers[0].seller, { '@type': 'LocalBusiness', '@id': 'http://localhost/#equipment-rental', name: 'Metrik Group Equipment Rental', url: 'http://localhost/equipment' }, "Home's equipment-rental department");
  assert.deepEqual(product.offers[0].businessFunction, { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' });
  assert.deepEqual(product.additionalProperty[0], { '@type': 'PropertyValue', name: 'Operating weight', value: '21,500 kg (20-tonne class)' });
});

test('/equipment links every machine card to its page; a hidden, deleted or unknown machine is a 404; capitals and a trailing slash a 301', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const list = body((await call(t.app, 'GET', '/equipment')).text);
  assert.equal(new Set(links(list, '/equipment')).size, 8);
  assert.equal((await call(t.app, 'GET', '/equipment/no-such-machine')).status, 404);
  const id = blockId(t, 'machine', excavators.title);
  await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { isActive: false }, admin.auth);
  const hidden = await call(t.app, 'GET', EXCAVATORS);
  assert.equal(hidden.status, 404);
  assert.match(hidden.text, /Page Not Found/);
  assert.equal(new Set(links(body((await call(t.app, 'GET', '/equipment')).text), '/equipment')).size, 7);
  await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { isActive: true }, admin.auth);
  assert.equal((await call(t.app, 'GET', EXCAVATORS)).status, 200, 'shown again');
  assert.equal((await call(t.app, 'DELETE', `/api/admin/content-blocks/${id}`, undefined, admin.auth)).status, 204);
  assert.equal((await call(t.app, 'GET', EXCAVATORS)).status, 404, 'deleted');
  for (const [from, to] of [['/equipment/Excavators', EXCAVATORS], [`${WOJI}/?ref=wa`, `${WOJI}?ref=wa`], ['/Real-Estate/GRA-Phase-2-Residences', '/real-estate/gra-phase-2-residences']]) {
    const res = await call(t.app, 'GET', from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.get('location'), to, from);
  }
});

test('"Request a quote for this machine" opens the quote form with the machine named and its type chosen, without any script', async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', '/equipment?machine=excavators');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store', 'this visitor only');
  assert.match(res.text, new RegExp(`<textarea[^>]*name="projectDetails"[^>]*>Machine: Excavators \\(http://localhost${EXCAVATORS}\\)\\.\\nPer day: ₦450,000 \\(8 metered hours\\)\\n[^<]*</textarea>`));
  assert.match(res.text, /<option value="heavy" selected="">/);
  const light = await call(t.app, 'GET', '/equipment?machine=plate-compactor');
  assert.match(light.text, /<option value="light" selected="">/);
  const plain = await call(t.app, 'GET', '/equipment?machine=no-such-machine');
  assert.match(plain.text, /<textarea[^>]*name="projectDetails"[^>]*><\/textarea>/, 'an unknown machine: the empty form');
  const elsewhere = await call(t.app, 'GET', '/contact?machine=excavators');
  assert.match(elsewhere.text, /<textarea[^>]*name="message"[^>]*><\/textarea>/, 'only the quote form names a machine');
});

test("a development's page: status, location and completion as facts, each unit type with its naira range, amenities, the enquiry link", async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', WOJI);
  assert.equal(res.status, 200);
  const html = body(res.text);
  assert.deepEqual([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]), [woji.title]);
  for (const text of [woji.status, woji.location, woji.completion, ...woji.features]) assert.ok(html.includes(escaped(text)), text);
  assert.match(html, /<th scope="row"[^>]*>3-bedroom terrace<\/th><td[^>]*>₦65,000,000 – ₦78,000,000<\/td>/);
  assert.match(html, /<dd[^>]*>From ₦65,000,000<\/dd>/);
  assert.match(html, /href="\/real-estate\?development=woji-gardens-estate-phase-2#enquiry-form"[^>]*>Ask about this development/);
  assert.deepEqual(links(html.slice(html.indexOf('id="development-related"')), '/real-estate'), ['/real-estate/gra-phase-2-residences']);
  const [crumbs, product] = jsonLd(head(res.text));
  assert.equal(crumbs['@type'], 'BreadcrumbList');
  assert.equal(crumbs.itemListElement[1].item, 'http://localhost/real-estate');
  assert.equal(product['@type'], 'Product');
  assert.deepEqual(
    { type: product.offers['@type'], currency: product.offers.priceCurrency, low: product.offers.lowPrice, high: product.offers.highPrice, count: product.offers.offerCount, availability: product.offers.availability },
    { type: 'AggregateOffer', currency: 'NGN', low: 65_000_000, high: 165_000_000, count: 3, availability: 'https://schema.org/InStock' },
  );
  assert.deepEqual([product.offers.seller['@type'], product.offers.seller['@id']], ['RealEstateAgent', 'http://localhost/#real-estate'], "Home's real-estate department");
});

test('/real-estate lists both developments as cards linking to their pages; "Ask about this development" fills in the enquiry form', async () => {
  const t = makeTestApp();
  const list = body((await call(t.app, 'GET', '/real-estate')).text);
  const section = list.slice(list.indexOf('id="developments"'));
  assert.match(section, /<h2[^>]*id="re-developments"[^>]*>Homes Selling Now and Coming Soon<\/h2>/);
  assert.deepEqual([...new Set(links(section, '/real-estate'))], [WOJI, '/real-estate/gra-phase-2-residences']);
  assert.ok(section.includes('Coming soon') && section.includes('From ₦48,000,000'));
  const res = await call(t.app, 'GET', '/real-estate?development=gra-phase-2-residences');
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.match(res.text, /<textarea[^>]*name="message"[^>]*>I would like to know more about GRA Phase 2 Residences \(http:\/\/localhost\/real-estate\/gra-phase-2-residences\)\.<\/textarea>/);
  assert.match(res.text, /<option value="real-estate" selected="">/);
});

test("/sitemap.xml lists every visible machine and development with its lastmod and picture", async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const xml = (await call(t.app, 'GET', '/sitemap.xml')).text;
  assert.match(xml, new RegExp(`<url><loc>http://localhost${EXCAVATORS}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>.*?<image:loc>http://localhost/art/equipment-excavator.svg</image:loc>`));
  assert.match(xml, new RegExp(`<url><loc>http://localhost${WOJI}</loc><lastmod>`));
  await call(t.app, 'PUT', `/api/admin/content-blocks/${blockId(t, 'development', woji.title)}`, { isActive: false }, admin.auth);
  assert.doesNotMatch((await call(t.app, 'GET', '/sitemap.xml')).text, new RegExp(WOJI));
});

test('the admin API: a machine or development slug is unique within its kind (409), checked (400) and made from the name; its fields are checked', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const as = (method: string, path: string, payload?: unknown) => call(t.app, method, path, payload, admin.auth);
  const id = blockId(t, 'machine', excavators.title);
  const taken = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { imageAlt: excavators.imageAlt, equipmentType: 'heavy', slug: 'bulldozer' } });
  assert.equal(taken.status, 409, taken.text);
  assert.equal(taken.json.issues[0].path, 'metadata.slug');
  assert.match(taken.json.error, /Another machine already uses the address \/equipment\/bulldozer/);
  // A project may share a development's address name: each kind has its own list.
  const project = blockId(t, 'project', 'Woji Gardens Estate');
  const shared = await as('PUT', `/api/admin/content-blocks/${project}`, { metadata: { category: 'Residential', status: 'Completed', slug: 'gra-phase-2-residences' } });
  assert.equal(shared.status, 200, shared.text);
  const bad = await as('PUT', `/api/admin/content-blocks/${id}`, { metadata: { imageAlt: excavators.imageAlt, equipmentType: 'heavy', slug: 'Big Diggers' } });
  assert.equal(bad.status, 400);
  const made = await as('POST', '/api/admin/content-blocks', {
    sectionId: sectionId(t, 'equipment', 'gallery'),
    blockType: 'machine',
    title: 'Wheel Loader',
    imageUrl: '/art/equipment-heavy.svg',
    metadata: { imageAlt: 'Wheel loader', equipmentType: 'heavy', specs: [{ label: 'Bucket capacity', value: '3.0 m³' }] },
  });
  assert.equal(made.status, 201, made.text);
  assert.equal(made.json.metadata.slug, 'wheel-loader');
  assert.equal((await call(t.app, 'GET', '/equipment/wheel-loader')).status, 200);
  const noValue = await as('PUT', `/api/admin/content-blocks/${made.json.id}`, { metadata: { imageAlt: 'Wheel loader', equipmentType: 'heavy', specs: [{ label: 'Bucket capacity', value: '' }] } });
  assert.equal(noValue.status, 400, noValue.text);
  assert.equal(noValue.json.issues[0].path, 'metadata.specs.0.value');
  const section = sectionId(t, 'real-estate', 'developments');
  const development = { sectionId: section, blockType: 'development', title: 'Rumuibekwe Terraces', content: 'Twelve terraces.', metadata: { status: 'Selling', location: 'Rumuibekwe', units: [{ name: '3-bedroom terrace', priceFrom: '55,000,000', priceTo: 60000000 }] } };
  const added = await as('POST', '/api/admin/content-blocks', development);
  assert.equal(added.status, 201, added.text);
  assert.equal(added.json.metadata.slug, 'rumuibekwe-terraces');
  assert.deepEqual(added.json.metadata.units, [{ name: '3-bedroom terrace', priceFrom: 55_000_000, priceTo: 60_000_000 }]);
  assert.match((await call(t.app, 'GET', '/real-estate/rumuibekwe-terraces')).text, /₦55,000,000 – ₦60,000,000/);
  const wrongStatus = await as('POST', '/api/admin/content-blocks', { ...development, metadata: { ...development.metadata, status: 'Available' } });
  assert.equal(wrongStatus.status, 400);
  assert.equal(wrongStatus.json.issues[0].path, 'metadata.status');
  const copy = await as('POST', `/api/admin/content-blocks/${added.json.id}/duplicate`);
  assert.equal(copy.status, 201, copy.text);
  assert.equal(copy.json.metadata.slug, 'rumuibekwe-terraces-2', 'a copy gets a free address');
});
