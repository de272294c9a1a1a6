// docs/product.md § Equipment, § Paints: a machine's rates and terms on its page, in
// the comparable table on /equipment, in its JSON-LD Offers and in the quote form it opens; a paint's coverage
// calculator answered by the server from its GET form's query (400 with the words of what to change, never a 500);
// the new fields checked by the server through the block-type form (a clear 400 naming the field).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

type TestApp = ReturnType<typeof makeTestApp>;
const body = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script type="application/json" id="page-data">'));
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const blockRow = (t: TestApp, type: string, title: string) =>
  t.sqlite.prepare('SELECT id, metadata FROM content_blocks WHERE block_type = ? AND title = ?').get(type, title) as { id: number; metadata: string };

test("a machine's page shows its day, week and four-week rates, what a day covers and its terms", async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', '/equipment/excavators');
  assert.equal(res.status, 200);
  const page = text(body(res.text));
  for (const words of ['Rates and terms', 'Per day ₦450,000', 'Per week ₦2,700,000', 'Per four weeks ₦9,800,000', 'A day covers 8 metered hours', 'Operator With operator', 'Fuel Fuel by the hirer', 'Delivery within Port Harcourt Free to sites in and around Port Harcourt', 'Deposit One week’s rate', 'Available']) {
    assert.ok(page.includes(words), `${words} in ${page.slice(page.indexOf('Rates and terms'), page.indexOf('Rates and terms') + 900)}`);
  }
  const crane = text(body((await call(t.app, 'GET', '/equipment/mobile-cranes')).text));
  assert.ok(crane.includes('Per four weeks On request'), 'a rate left 0 is on request');
  assert.ok(crane.includes('On hire until 14 December 2026'));
});

test("the machine's JSON-LD parses: an Offer per rate, in naira per day, week and four weeks", async () => {
  const t = makeTestApp();
  const product = jsonLd((await call(t.app, 'GET', '/equipment/excavators')).text).find((ld) => ld['@type'] === 'Product');
  assert.equal(product.offers.length, 3);
  assert.deepEqual(
    product.offers.map((o: Record<string, any>) => [o['@type'], o.price, o.priceCurrency, o.priceSpecification.referenceQuantity.value, o.priceSpecification.referenceQuantity.unitCode]),
    [['Offer', 450000, 'NGN', 1, 'DAY'], ['Offer', 2700000, 'NGN', 1, 'WEE'], ['Offer', 9800000, 'NGN', 4, 'WEE']],
  );
  assert.equal(product.offers[0].availability, 'https://schema.org/InStock');
  const crane = jsonLd((await call(t.app, 'GET', '/equipment/mobile-cranes')).text).find((ld) => ld['@type'] === 'Product');
  assert.equal(crane.offers.length, 2, 'no Offer for a rate on request');
  assert.equal(crane.offers[0].availability, 'https://schema.org/BackOrder');
});

test('/equipment compares every machine with rates in a labelled table, and the quote form opens with the machine and its rates', async () => {
  const t = makeTestApp();
  const html = body((await call(t.app, 'GET', '/equipment')).text);
  assert.match(html, /<div[^>]*tabindex="0"[^>]*role="region"[^>]*aria-labelledby="eq-rates"/);
  const table = html.slice(html.indexOf('aria-labelledby="eq-rates"'), html.indexOf('</table>'));
  assert.equal([...table.matchAll(/<th scope="row"/g)].length, 8);
  assert.match(table, /<a href="\/equipment\/excavators"[^>]*>Excavators<\/a><\/th><td[^>]*>₦450,000<\/td><td[^>]*>₦2,700,000<\/td><td[^>]*>₦9,800,000<\/td>/);
  const quote = (await call(t.app, 'GET', '/equipment?machine=excavators')).text;
  assert.match(quote, /Machine: Excavators \(http:\/\/localhost\/equipment\/excavators\)\.\nPer day: ₦450,000 \(8 metered hours\)\nPer week: ₦2,700,000\nPer four weeks: ₦9,800,000/);
});

test('the calculator answers its GET form: 50 m², 2 coats of a 12 m²/L paint is 8.4 L, in 2 × 4 L and 1 × 1 L', async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', '/paints?paint=interior-paints&area=50&coats=2');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  const html = body(res.text);
  assert.match(html, /data-litres="8.4"/);
  const answer = text(html);
  assert.ok(answer.includes('8.4 L'), answer);
  assert.ok(answer.includes('2 × 4 L (₦22,500)') && answer.includes('1 × 1 L (₦6,500)'), answer);
  assert.ok(answer.includes('Estimated cost : ₦51,500') || answer.includes('Estimated cost: ₦51,500'), answer);
  // Length × height less the openings: 6 × 3 − 3.5 = 14.5 m², 2 coats at 10 m²/L = 2.9 L, one 4 L tin.
  const wall = body((await call(t.app, 'GET', '/paints?paint=exterior-paints&length=6&height=3&openings=3.5&coats=2')).text);
  assert.match(wall, /data-litres="2.9"/);
  assert.ok(text(wall).includes('1 × 4 L'));
  // The product's own link opens the calculator with it chosen.
  const chosen = body((await call(t.app, 'GET', '/paints?paint=industrial-coatings')).text);
  assert.match(chosen, /<option value="industrial-coatings" selected="">/);
});

test('bad calculator input is a 400 saying what to change, never a 500', async () => {
  const t = makeTestApp();
  for (const [query, words] of [
    ['area=abc', 'Give the wall’s area'],
    ['area=99999999', 'Give the wall’s area'],
    ['length=5', 'Give the wall’s area'],
    ['area=10&openings=20', 'The doors and windows must be'],
    ['area=10&coats=0', 'Coats must be a whole number'],
    ['area=10&paint=%3Cscript%3E', 'Choose one of the paints'],
    [`area=${'9'.repeat(5000)}`, 'Give the wall’s area'],
  ] as const) {
    const res = await call(t.app, 'GET', `/paints?${query}`);
    assert.equal(res.status, 400, query);
    assert.ok(text(body(res.text)).includes(words), query);
  }
  const page = await call(t.app, 'GET', '/paints');
  assert.equal(page.status, 200);
  assert.ok(text(body(page.text)).includes('Coverage 12 m² per litre, one coat'));
});

test('the new fields are checked through the block-type form: a bad rate, availability or tin is a 400 naming the field', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const machine = blockRow(t, 'machine', 'Excavators');
  const stored = JSON.parse(machine.metadata) as Record<string, unknown>;
  const putMachine = (meta: Record<string, unknown>) => call(t.app, 'PUT', `/api/admin/content-blocks/${machine.id}`, { metadata: { ...stored, ...meta } }, admin.auth);
  for (const [meta, path] of [
    [{ rateDay: 'lots' }, 'metadata.rateDay'],
    [{ availability: 'stolen' }, 'metadata.availability'],
    [{ availableFrom: '2026-02-30' }, 'metadata.availableFrom'],
    [{ operator: 'robot' }, 'metadata.operator'],
  ] as const) {
    const res = await putMachine(meta);
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.issues[0].path, path);
  }
  const ok = await putMachine({ rateDay: '₦500,000', availability: 'maintenance', availableFrom: '2026-12-20' });
  assert.equal(ok.status, 200, ok.text);
  const page = text(body((await call(t.app, 'GET', '/equipment/excavators')).text));
  assert.ok(page.includes('Per day ₦500,000') && page.includes('In maintenance until 20 December 2026'));

  const product = blockRow(t, 'product', 'Interior Paints');
  const meta = JSON.parse(product.metadata) as Record<string, unknown>;
  const bad = await call(t.app, 'PUT', `/api/admin/content-blocks/${product.id}`, { metadata: { ...meta, tins: [{ litres: 'big' }] } }, admin.auth);
  assert.equal(bad.status, 400, bad.text);
  assert.equal(bad.json.issues[0].path, 'metadata.tins.0.litres');
  const good = await call(t.app, 'PUT', `/api/admin/content-blocks/${product.id}`, { metadata: { ...meta, coverage: 10, tins: [{ litres: 5, price: 30000 }] } }, admin.auth);
  assert.equal(good.status, 200, good.text);
  const answer = body((await call(t.app, 'GET', '/paints?paint=interior-paints&area=50&coats=2')).text);
  assert.match(answer, /data-litres="10"/);
  assert.ok(text(answer).includes('2 × 5 L'));
});
