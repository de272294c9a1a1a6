// A priced quote end to end on the built product (build first): made through the API, its PDF read back with a PDF
// parser (pdfjs-dist: items, VAT, total, validity, A4, the brand's face, size), its link opened on a 375 px phone in
// Chromium and accepted without script, the enquiry then won with the amount; an expired quote refuses with 410.
// The panel's builder makes one with the sums shown as typed. SHOTS_DIR=/some/dir saves the page at 375 and 1280 px
// and the builder, and the PDF as quote.pdf.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { OPS, pdfDocument } from '../../../src/testing/pdf.ts';
import { ADMIN } from '../../../src/testing/admin.ts';
import { api, openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;

const ITEMS = [
  { description: 'Excavator CAT 320, 20 t, with operator', quantity: 6, unitPrice: 450000 },
  { description: 'Low-bed transport to Onne and back', quantity: 1, unitPrice: 385000 },
  { description: 'Site survey and setting out', quantity: 2.5, unitPrice: 120000.5 },
];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function pdfText(bytes: Uint8Array) {
  const doc = await pdfDocument(bytes);
  const page = await doc.getPage(1);
  const [, , width, height] = page.view;
  const content = await page.getTextContent();
  // One drawn line may be several runs (₦ and ọ come from the Latin Extended and Vietnamese faces): runs that touch are one word.
  let text = '';
  let end: { x: number; y: number } | undefined;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [x, y] = [item.transform[4], item.transform[5]];
    text += end && Math.abs(end.x - x) < 0.5 && Math.abs(end.y - y) < 0.5 ? item.str : ` ${item.str}`;
    end = { x: x + item.width, y };
  }
  text = text.replace(/\s+/g, ' ');
  const ops = await page.getOperatorList();
  const fontIds = new Set(ops.fnArray.flatMap((fn, i) => (fn === OPS.setFont ? [ops.argsArray[i][0] as string] : [])));
  const fonts = [...fontIds].map((id) => (page.commonObjs.get(id) as { name: string }).name);
  await doc.destroy();
  return { text, width, height, fonts };
}

describe('a quote the client accepts on a phone', () => {
  let site: Site;
  let token: string;
  let enquiryId: number;
  before(async () => {
    site = await startSite();
    const login = await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password });
    token = login.json.token;
    const sent = await api(site, 'POST', '/api/contact', undefined, {
      firstName: 'Chiamaka', lastName: 'Okafọr', email: 'chiamaka@example.ng', phone: '0803 555 0100', service: 'real-estate', message: 'Clearing and survey of a plot at Rumuibekwe.',
    });
    assert.equal(sent.status, 201, sent.text);
    enquiryId = sent.json.id;
  });
  after(() => site?.stop());

  test('the PDF holds the items, VAT, total and validity, in Archivo on A4, under 200 KB', async () => {
    const made = await api(site, 'POST', `/api/admin/submissions/contact/${enquiryId}/quotes`, token, { items: ITEMS, validUntil: inDays(14), notes: 'Mobilisation within 3 working days.' });
    assert.equal(made.status, 201, made.text);
    assert.equal(made.json.total, 3638876.34);
    const res = await fetch(made.json.pdfUrl);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.ok(bytes.length < 200 * 1024, `${bytes.length} bytes`);
    // The PDF itself, to look at (pdftoppm -png -r 110 -f 1 -l 1 quote.pdf quote-pdf).
    if (SHOTS) writeFileSync(`${SHOTS}/quote.pdf`, bytes);
    const pdf = await pdfText(bytes);
    assert.deepEqual([Math.round(pdf.width), Math.round(pdf.height)], [595, 842], 'A4');
    for (const text of [made.json.number, 'Excavator CAT 320, 20 t, with operator', 'Low-bed transport to Onne and back', '₦450,000.00', 'VAT (7.5 %)', '₦253,875.09', '₦3,638,876.34', 'Chiamaka Okafọr']) {
      assert.ok(pdf.text.includes(text), `${text} in ${pdf.text}`);
    }
    const validity = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${made.json.validUntil}T12:00:00Z`));
    assert.ok(pdf.text.includes(`VALID UNTIL`) && pdf.text.includes(validity), validity);
    assert.ok(pdf.fonts.length >= 2 && pdf.fonts.every((name) => name.startsWith('Archivo')), `the brand face is embedded: ${pdf.fonts}`);
    // Reading the PDF is not opening the quote.
    const list = await api(site, 'GET', `/api/admin/submissions/contact/${enquiryId}/quotes`, token);
    assert.equal(list.json.at(-1).openedAt, null);
    console.log(`# PDF ${bytes.length} bytes`);
  });

  test('at 375 px the page reads without script, Accept makes the enquiry won with the amount, and a second accept changes nothing', async () => {
    const list = await api(site, 'GET', `/api/admin/submissions/contact/${enquiryId}/quotes`, token);
    const quote = list.json.at(-1);
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      const res = await page.goto(quote.url);
      assert.equal(res?.status(), 200);
      await page.getByRole('heading', { name: 'Your quote, Chiamaka Okafọr' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing wider than the phone');
      const body = await page.locator('body').innerText();
      for (const text of ['Excavator CAT 320', '₦3,638,876.34', 'VAT (7.5 %)']) assert.ok(body.includes(text), text);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/quote-375.png`, fullPage: true });
      const accept = page.getByRole('button', { name: 'Accept this quote' });
      const box = await accept.boundingBox();
      assert.ok(box && box.height >= 44, 'a thumb-sized button');
      await accept.click();
      await page.getByRole('heading', { name: 'Accepted — thank you' }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/quote-375-accepted.png`, fullPage: true });
    } finally {
      await context.close();
    }
    const enquiry = await api(site, 'GET', `/api/admin/submissions/contact/${enquiryId}`, token);
    assert.equal(enquiry.json.status, 'won');
    const won = enquiry.json.history.filter((h: { to: string }) => h.to === 'won');
    assert.equal(won.length, 1);
    assert.equal(won[0].amount, quote.total);
    const after = await api(site, 'GET', `/api/admin/submissions/contact/${enquiryId}/quotes`, token);
    assert.equal(after.json.at(-1).status, 'accepted');
    assert.ok(after.json.at(-1).openedAt);
    const again = await fetch(`${quote.url}/accept`, { method: 'POST', redirect: 'manual' });
    assert.equal(again.status, 303);
    const still = await api(site, 'GET', `/api/admin/submissions/contact/${enquiryId}`, token);
    assert.equal(still.json.history.filter((h: { to: string }) => h.to === 'won').length, 1);
  });

  test('an expired quote says so and refuses Accept with 410; 1280 px page', async () => {
    const made = await api(site, 'POST', `/api/admin/submissions/contact/${enquiryId}/quotes`, token, { items: ITEMS.slice(0, 1), validUntil: inDays(3) });
    assert.equal(made.status, 201, made.text);
    if (SHOTS) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(made.json.url);
      await page.screenshot({ path: `${SHOTS}/quote-1280.png`, fullPage: true });
      await context.close();
    }
    // Time passes: the quote's validity is moved into the past in the data file, as three weeks would.
    const db = new Database(site.server.dbPath);
    db.prepare('UPDATE quotes SET valid_until = ? WHERE id = ?').run('2026-01-02', made.json.id);
    db.close();
    const refused = await fetch(`${made.json.url}/accept`, { method: 'POST', redirect: 'manual' });
    assert.equal(refused.status, 410);
    assert.match(await refused.text(), /This quote has expired/);
    const list = await api(site, 'GET', `/api/admin/submissions/contact/${enquiryId}/quotes`, token);
    assert.equal(list.json.at(-1).status, 'expired');
  });
  test("the desk builds a quote in the enquiry's dialog, sees its sums as typed, and finds it listed with its link", async () => {
    const sent = await api(site, 'POST', '/api/contact', undefined, {
      firstName: 'Bayo', lastName: 'Adewale', email: 'bayo@example.ng', phone: '0805 123 4567', service: 'construction', message: 'A fence and gate for a warehouse in Trans-Amadi.',
    });
    const { page, close, watch } = await openAdmin(site, { tab: null });
    try {
      await page.getByRole('tab', { name: /^Submissions/ }).click();
      await page.getByRole('article', { name: /from Bayo Adewale/ }).getByRole('button', { name: /^Open/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Bayo Adewale' });
      await dialog.getByRole('button', { name: 'Make a quote' }).click();
      const form = dialog.getByRole('form', { name: 'New quote' });
      await form.getByLabel('Item 1').fill('Block fence, 2.4 m, rendered and painted');
      await form.getByLabel('Quantity').fill('120');
      await form.getByLabel('Unit price ₦').fill('38,500');
      await form.getByRole('button', { name: 'Add an item' }).click();
      await form.getByLabel('Item 2').fill('Sliding steel gate, 6 m');
      await form.getByLabel('Unit price ₦').nth(1).fill('1250000');
      await form.getByText('₦6,310,250.00').waitFor();
      if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/quote-builder.png` });
      await form.getByRole('button', { name: 'Make the quote' }).click();
      await toastWith(page, 'made');
      const card = dialog.getByRole('article', { name: /^Quote Q-\d{4}-\d{4}$/ });
      await card.getByText('₦6,310,250.00').waitFor();
      await card.getByRole('link', { name: /Share on WhatsApp/ }).waitFor();
      if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/quote-listed.png` });
      const list = await api(site, 'GET', `/api/admin/submissions/contact/${sent.json.id}/quotes`, token);
      assert.equal(list.json.length, 1);
      assert.equal(list.json[0].total, 6310250);
      const enquiry = await api(site, 'GET', `/api/admin/submissions/contact/${sent.json.id}`, token);
      assert.equal(enquiry.json.status, 'quoted');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
