// A development's and a project's brochure (docs/product.md § Item pages): an A4 PDF of the page, read back with a PDF parser
// (pdf.js): its title, prices, title to the land, approvals, progress, contacts and the page's address; made
// once per change of the content and again after one; an address that names no item is the site's not-found page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pdfText } from '../testing/pdf.ts';
import { developments } from '../../web/shared/seed/developments.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

const WOJI = '/real-estate/woji-gardens-estate-phase-2';
const TOWER = '/projects/trans-amadi-corporate-tower';

async function readPdf(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text, totalPages, size } = await pdfText(bytes);
  return { bytes, text: text.replace(/\s+/g, ' '), totalPages, size };
}

test("a development's brochure is an A4 PDF of its page: facts, unit prices, the title to the land, approvals, progress newest first, contacts and its address", async () => {
  const t = makeTestApp();
  const res = await t.app.request(`http://localhost${WOJI}/brochure.pdf`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="woji-gardens-estate-phase-2-brochure\.pdf"$/);
  const pdf = await readPdf(res);
  assert.deepEqual(pdf.size, [595, 842], 'A4 portrait');
  assert.ok(pdf.bytes.length < 2_000_000, `${pdf.bytes.length} bytes`);
  const woji = developments[0];
  assert.ok(pdf.text.includes(woji.title), 'the title');
  for (const words of ['Key facts', 'Unit types and prices', 'Title and approvals', 'Certificate of Occupancy', 'Issued, 12 March 2019', 'PPUD/PH/BP/2025/0318', 'RC 1234567', 'Progress on site']) {
    assert.ok(pdf.text.includes(words), `${words} in: ${pdf.text.slice(0, 400)}`);
  }
  // Prices as the page gives them (₦ in the brand's face; NGN where the build's fonts are absent).
  assert.match(pdf.text, /(₦|NGN )\s?\d{2},\d{3},\d{3}/);
  const stages = ['Roofing 60 %', 'Walls up to lintel level', 'Foundations complete'].map((stage) => pdf.text.indexOf(stage));
  assert.ok(stages.every((at, i) => at > 0 && (i === 0 || at > stages[i - 1])), `newest first: ${stages}`);
  assert.ok(pdf.text.includes(`http://localhost${WOJI}`), "the page's address, beside its QR code");
  assert.ok(pdf.text.includes('Talk to us'));
});

test('both item pages link to their brochure in the words of their label, without script', async () => {
  const t = makeTestApp();
  for (const path of [WOJI, TOWER]) {
    const html = (await call(t.app, 'GET', path)).text;
    assert.match(html, new RegExp(`<a href="${path}/brochure\\.pdf" download=""[^>]*>.*?Download the brochure.*?\\(PDF\\)`), path);
  }
  const machine = (await call(t.app, 'GET', '/equipment/excavators')).text;
  assert.doesNotMatch(machine, /brochure\.pdf/);
});

test("a project's brochure carries its facts and case study; an address naming no item is the not-found page", async () => {
  const t = makeTestApp();
  const res = await t.app.request(`http://localhost${TOWER}/brochure.pdf`);
  assert.equal(res.status, 200);
  const pdf = await readPdf(res);
  assert.ok(pdf.text.includes('Trans-Amadi Corporate Tower'));
  assert.ok(pdf.text.includes('Key facts'));
  assert.ok(!pdf.text.includes('Progress on site'), 'a project keeps no progress log');
  const missing = await call(t.app, 'GET', '/real-estate/no-such-estate/brochure.pdf');
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-type') ?? '', /text\/html/);
  assert.equal((await call(t.app, 'GET', '/equipment/excavators/brochure.pdf')).status, 404, 'machines have no brochure');
});

test('the brochure is made once per change: the same bytes until the development is edited, then its new words', async () => {
  const t = makeTestApp();
  const first = new Uint8Array(await (await t.app.request(`http://localhost${WOJI}/brochure.pdf`)).arrayBuffer());
  const again = new Uint8Array(await (await t.app.request(`http://localhost${WOJI}/brochure.pdf`)).arrayBuffer());
  assert.deepEqual(again, first, 'kept, not made again');
  const admin = await signInAdmin(t);
  const row = t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'development' AND title = ?").get(developments[0].title) as { id: number };
  const edited = await call(t.app, 'PUT', `/api/admin/content-blocks/${row.id}`, { content: 'Forty terraces beside the Woji creek, handed over from June 2027.' }, admin.auth);
  assert.equal(edited.status, 200, edited.text);
  const pdf = await readPdf(await t.app.request(`http://localhost${WOJI}/brochure.pdf`));
  assert.ok(pdf.text.includes('Forty terraces beside the Woji creek'), 'made again with the edit');
});
