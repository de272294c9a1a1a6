// Quotes through the API under a clock the test moves: numbering per year, the sums to the kobo, validity judged in
// Port Harcourt, the client's page (opened once), the PDF (not an opening), Accept (won with the amount, once),
// expired and withdrawn quotes refused with 410, revisions kept.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditLog, enquiryEvents } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { bearer, login, signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { ADMIN } from '../testing/admin.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';
import { fakeSmtpServer } from '../testing/smtp.ts';
import type { AddressInfo } from 'node:net';

let clock = Date.parse('2026-11-25T09:00:00.000Z');
let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

const { addContact, addQuote } = storedSubmissions(() => t.db, {
  contact: { firstName: 'Chiamaka', lastName: 'Obi', email: 'chiamaka@example.ng', phone: '0803 555 0100', service: 'real-estate', message: 'A plot in Rumuibekwe?' },
  quote: { name: 'Tunde Bakare', email: 'tunde@example.ng', phone: '+234 805 000 1111' },
});

const ITEMS = [
  { description: 'Excavator, 20 t, with operator', quantity: 3, unitPrice: 450000 },
  { description: 'Transport to site', quantity: 1, unitPrice: 85000.555 },
];
const body = (extra: Record<string, unknown> = {}) => ({ items: ITEMS, validUntil: '2026-12-10', ...extra });

beforeEach(async () => {
  clock = Date.parse('2026-11-25T09:00:00.000Z');
  t = makeTestApp({}, { now: () => clock });
  admin = await signInAdmin(t);
});

const tokenPath = (url: string) => new URL(url).pathname;

describe('making a quote', () => {
  it('numbers it per year, sums to the kobo with the VAT setting, and moves the enquiry to Quoted with the total', async () => {
    const { id } = addQuote();
    const r = await call(t.app, 'POST', `/api/admin/submissions/quotes/${id}/quotes`, body({ notes: 'Fuel included.' }), admin.auth);
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.number, 'Q-2026-0001');
    assert.equal(r.json.status, 'sent');
    assert.equal(r.json.subtotal, 1435000.56);
    assert.equal(r.json.vat, 107625.04);
    assert.equal(r.json.total, 1542625.6);
    assert.match(r.json.url, /^http:\/\/localhost\/q\/[A-Za-z0-9_-]{43}$/);
    assert.equal(r.json.pdfUrl, `${r.json.url}/pdf`);
    assert.deepEqual(Object.keys(r.json).sort(), ['createdAt', 'id', 'number', 'pdfUrl', 'status', 'subtotal', 'total', 'url', 'validUntil', 'vat'], 'exactly the fields a made quote answers with');
    assert.equal(r.json.validUntil, '2026-12-10');
    const second = await call(t.app, 'POST', `/api/admin/submissions/quotes/${id}/quotes`, body({ vatPercent: 0 }), admin.auth);
    assert.equal(second.json.number, 'Q-2026-0002');
    assert.equal(second.json.vat, 0);
    const enquiry = await call(t.app, 'GET', `/api/admin/submissions/quotes/${id}`, undefined, admin.auth);
    assert.equal(enquiry.json.status, 'quoted');
    const list = await call(t.app, 'GET', `/api/admin/submissions/quotes/${id}/quotes`, undefined, admin.auth);
    assert.deepEqual(list.json.map((q: { number: string; status: string; supersededBy: string | null }) => [q.number, q.status, q.supersededBy]), [
      ['Q-2026-0001', 'withdrawn', 'Q-2026-0002'],
      ['Q-2026-0002', 'sent', null],
    ]);
    const quoted = t.db.select().from(enquiryEvents).all().find((e) => e.toValue === 'quoted');
    assert.deepEqual(JSON.parse(quoted?.body ?? '{}'), { amount: 1542625.6, quote: 'Q-2026-0001' });
  });

  it('refuses a validity date before today in Port Harcourt (today allowed), no items, a zero quantity or a negative price', async () => {
    const { id } = addContact();
    // 23:30 UTC on the 25th is already the 26th in Lagos (UTC+1).
    clock = Date.parse('2026-11-25T23:30:00.000Z');
    admin = await signInAdmin(t, 'late');
    const path = `/api/admin/submissions/contact/${id}/quotes`;
    assert.equal((await call(t.app, 'POST', path, body({ validUntil: '2026-11-25' }), admin.auth)).status, 400);
    assert.equal((await call(t.app, 'POST', path, body({ validUntil: '2026-11-26' }), admin.auth)).status, 201);
    assert.equal((await call(t.app, 'POST', path, body({ items: [] }), admin.auth)).status, 400);
    const fifty = Array.from({ length: 50 }, (_, i) => ({ description: `Item ${i + 1}`, quantity: 1, unitPrice: 1000 }));
    assert.equal((await call(t.app, 'POST', path, body({ items: fifty }), admin.auth)).status, 201, '50 items');
    const tooMany = await call(t.app, 'POST', path, body({ items: [...fifty, fifty[0]] }), admin.auth);
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.text, /A quote has at most 50 items/);
    assert.equal((await call(t.app, 'POST', path, body({ items: [{ description: 'x', quantity: 0, unitPrice: 1 }] }), admin.auth)).status, 400);
    assert.equal((await call(t.app, 'POST', path, body({ items: [{ description: 'x', quantity: 1, unitPrice: -1 }] }), admin.auth)).status, 400);
    assert.equal((await call(t.app, 'POST', path, body({ validUntil: '2026-02-30' }), admin.auth)).status, 400);
    assert.equal((await call(t.app, 'POST', '/api/admin/submissions/contact/999/quotes', body(), admin.auth)).status, 404);
    assert.equal((await call(t.app, 'POST', path, body())).status, 401);
  });
});

describe("the client's link", () => {
  it('shows the quote, records only the first GET of the page as the opening, and serves the PDF', async () => {
    const { id } = addContact();
    const q = (await call(t.app, 'POST', `/api/admin/submissions/contact/${id}/quotes`, body(), admin.auth)).json;
    const pdf = await t.app.request(q.pdfUrl);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5)), '%PDF-');
    let list = await call(t.app, 'GET', `/api/admin/submissions/contact/${id}/quotes`, undefined, admin.auth);
    assert.equal(list.json[0].openedAt, null);
    const page = await t.app.request(q.url);
    assert.equal(page.status, 200);
    const html = await page.text();
    for (const text of [q.number, 'Excavator, 20 t, with operator', '₦1,542,625.60', 'VAT (7.5 %)', '10 December 2026', 'Chiamaka Obi']) assert.ok(html.includes(text), text);
    assert.match(html, /<form action="http:\/\/localhost\/q\/[^"]+\/accept" method="post">/);
    list = await call(t.app, 'GET', `/api/admin/submissions/contact/${id}/quotes`, undefined, admin.auth);
    assert.equal(list.json[0].openedAt, '2026-11-25T09:00:00.000Z');
    clock += 60_000;
    await t.app.request(q.url);
    list = await call(t.app, 'GET', `/api/admin/submissions/contact/${id}/quotes`, undefined, admin.auth);
    assert.equal(list.json[0].openedAt, '2026-11-25T09:00:00.000Z');
    assert.equal((await t.app.request('http://localhost/q/not-a-token')).status, 404);
    assert.equal((await t.app.request('http://localhost/q/not-a-token/pdf')).status, 404);
  });

  it('Accept makes the enquiry won with the amount, once; a second accept changes nothing', async () => {
    const { id } = addContact();
    const q = (await call(t.app, 'POST', `/api/admin/submissions/contact/${id}/quotes`, body(), admin.auth)).json;
    const accept = () => t.app.request(`${q.url}/accept`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const first = await accept();
    assert.equal(first.status, 303);
    assert.equal(first.headers.get('location'), tokenPath(q.url));
    const enquiry = await call(t.app, 'GET', `/api/admin/submissions/contact/${id}`, undefined, admin.auth);
    assert.equal(enquiry.json.status, 'won');
    const won = t.db.select().from(enquiryEvents).all().filter((e) => e.toValue === 'won');
    assert.equal(won.length, 1);
    assert.equal(JSON.parse(won[0].body ?? '{}').amount, q.total);
    assert.match(await (await t.app.request(q.url)).text(), /Accepted — thank you/);
    // The desk moves on; a second accept leaves everything as it is.
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${id}`, { status: 'closed' }, admin.auth);
    clock += 3_600_000;
    assert.equal((await accept()).status, 303);
    admin.auth = bearer(await login(t, admin.username, ADMIN.password)); // an hour idle ended the desk's session
    const after = await call(t.app, 'GET', `/api/admin/submissions/contact/${id}`, undefined, admin.auth);
    assert.equal(after.json.status, 'closed');
    const list = await call(t.app, 'GET', `/api/admin/submissions/contact/${id}/quotes`, undefined, admin.auth);
    assert.equal(list.json[0].acceptedAt, '2026-11-25T09:00:00.000Z');
    assert.equal(t.db.select().from(auditLog).all().filter((r) => r.action === 'quote_accepted').length, 1);
    assert.equal((await call(t.app, 'POST', `/api/admin/quotes/${q.id}/withdraw`, undefined, admin.auth)).status, 409);
  });

  it('an expired or withdrawn quote says so with 410 and cannot be accepted', async () => {
    const { id } = addContact();
    const expiring = (await call(t.app, 'POST', `/api/admin/submissions/contact/${id}/quotes`, body({ validUntil: '2026-11-25' }), admin.auth)).json;
    clock = Date.parse('2026-11-25T23:30:00.000Z'); // the 26th in Port Harcourt
    admin = await signInAdmin(t, 'late');
    const refused = await t.app.request(`${expiring.url}/accept`, { method: 'POST' });
    assert.equal(refused.status, 410);
    assert.match(await refused.text(), /This quote has expired/);
    const { id: other } = addContact();
    const q = (await call(t.app, 'POST', `/api/admin/submissions/contact/${other}/quotes`, body(), admin.auth)).json;
    const withdrawn = await call(t.app, 'POST', `/api/admin/quotes/${q.id}/withdraw`, undefined, admin.auth);
    assert.equal(withdrawn.json.status, 'withdrawn');
    const gone = await t.app.request(`${q.url}/accept`, { method: 'POST' });
    assert.equal(gone.status, 410);
    assert.match(await gone.text(), /withdrawn/);
    const enquiry = await call(t.app, 'GET', `/api/admin/submissions/contact/${other}`, undefined, admin.auth);
    assert.equal(enquiry.json.status, 'quoted');
  });
});

describe('e-mailing a quote', () => {
  it('sends it with the PDF and a Message-ID of its own, stored with the reply, so that the answer finds its enquiry', async () => {
    const mail = await fakeSmtpServer();
    try {
      t = makeTestApp({ smtpUrl: `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}` }, { now: () => clock });
      admin = await signInAdmin(t);
      const { id } = addQuote();
      const made = await call(t.app, 'POST', `/api/admin/submissions/quotes/${id}/quotes`, body(), admin.auth);
      const sent = await call(t.app, 'POST', `/api/admin/quotes/${made.json.id}/email`, undefined, admin.auth);
      assert.equal(sent.status, 201, sent.text);
      const message = mail.received[0];
      assert.match(message, /Subject: Your quote Q-2026-0001/);
      assert.match(message, /application\/pdf/);
      const messageId = /^Message-ID: <(desk-[^>]+@metrikgroup\.ng)>/m.exec(message)?.[1];
      assert.ok(messageId, message.slice(0, 600));
      assert.equal(t.sqlite.prepare("SELECT count(*) FROM enquiry_events WHERE message_id = ? AND direction = 'out' AND submission_id = ?").pluck().get(messageId, id), 1);
    } finally {
      mail.server.close();
    }
  });
});
