import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditLog, contactSubmissions, equipmentQuotes } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { lagosDate } from '../submissions/inbox.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

const { addContact, addQuote } = storedSubmissions(() => t.db, {
  contact: { phone: '0803 123 4567' },
  quote: {},
});

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const auditRows = () => t.db.select().from(auditLog).all().filter((r) => r.action !== 'login');
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

beforeEach(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

describe('Find a person routes need an admin and a valid query', () => {
  for (const [method, path] of [
    ['GET', '/api/admin/people'],
    ['GET', '/api/admin/people/export'],
    ['DELETE', '/api/admin/people'],
  ] as const) {
    it(`${method} ${path}: 401 without a token; 400 with a sentence for a missing or unusable q`, async () => {
      addContact();
      assert.equal((await call(t.app, method, `${path}?${q('ngozi.eze@example.ng')}`)).status, 401);
      for (const bad of ['', '?q=', `?${q('ngozi')}`, `?${q('12 34')}`, `?${q('ngozi@')}`, `?${q('0803 CALL NOW')}`]) {
        const res = await call(t.app, method, `${path}${bad}`, undefined, admin.auth);
        assert.equal(res.status, 400, bad);
        assert.match(res.json.error, /e-mail address .* or a phone number/, bad);
        assert.equal(res.json.issues[0].path, 'q', bad);
      }
      assert.equal(t.db.select().from(contactSubmissions).all().length, 1, 'nothing erased');
      assert.deepEqual(auditRows(), []);
    });
  }
});

describe('GET /api/admin/people', () => {
  it('finds an e-mail address exactly and ignoring case, in both inboxes, spam included, every field as stored', async () => {
    const message = addContact({ email: 'Ngozi.Eze@Example.NG' });
    const estate = addContact({ service: 'real-estate', message: 'A flat in Woji.', isSpam: true, createdAt: '2026-01-02T10:00:00.000Z' });
    const quote = addQuote({ email: 'ngozi.eze@example.ng', phone: '0809 999 0000' });
    addContact({ email: 'ngozi.eze@example.ng.evil', phone: null });
    addContact({ email: 'xngozi.eze@example.ng', phone: null });
    const res = await call(t.app, 'GET', `/api/admin/people?${q('  NGOZI.eze@example.ng ')}`, undefined, admin.auth);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.query, { type: 'email', value: 'ngozi.eze@example.ng' });
    assert.equal(res.json.total, 3);
    assert.deepEqual(res.json.counts, { contactMessages: 1, realEstateEnquiries: 1, equipmentQuotes: 1 });
    const noTimeline = { notes: [], replies: [], history: [] };
    assert.deepEqual(res.json.records.contactMessages, [{ ...message, ...noTimeline }]);
    assert.deepEqual(res.json.records.realEstateEnquiries, [{ ...estate, ...noTimeline }]);
    assert.deepEqual(ids(res.json.records.equipmentQuotes), [quote.id]);
    assert.equal(res.json.records.realEstateEnquiries[0].isSpam, true);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  it('finds a phone number on its digits: 0803…, +234 803…, 234 (0) 803… and 00234… are the same number', async () => {
    const a = addContact({ email: 'a@example.ng', phone: '0803 123 4567' });
    const b = addContact({ email: 'b@example.ng', phone: '+234 (0) 803-123-4567' });
    const c = addQuote({ email: 'c@example.ng', phone: '+234 803 123 4567' });
    const d = addQuote({ email: 'd@example.ng', phone: '234.803.123.4567' });
    addContact({ email: 'e@example.ng', phone: '0803 123 4568' });
    addContact({ email: 'f@example.ng', phone: '0803 123 45678' });
    addContact({ email: 'g@example.ng', phone: null });
    for (const typed of ['08031234567', '+234 803 123 4567', '(0803) 123-4567', '00234 803 123 4567', '2348031234567']) {
      const res = await call(t.app, 'GET', `/api/admin/people?${q(typed)}`, undefined, admin.auth);
      assert.equal(res.status, 200, typed);
      assert.deepEqual(res.json.query, { type: 'phone', value: '08031234567' }, typed);
      assert.deepEqual(ids(res.json.records.contactMessages).sort(), [a.id, b.id].sort(), typed);
      assert.deepEqual(ids(res.json.records.equipmentQuotes).sort(), [c.id, d.id].sort(), typed);
    }
  });

  it('answers total 0 when nothing is stored about them', async () => {
    addContact();
    const res = await call(t.app, 'GET', `/api/admin/people?${q('nobody@example.ng')}`, undefined, admin.auth);
    assert.equal(res.status, 200);
    assert.equal(res.json.total, 0);
    assert.deepEqual(res.json.records, { contactMessages: [], realEstateEnquiries: [], equipmentQuotes: [] });
  });
});

describe('GET /api/admin/people/export', () => {
  it('is a JSON file to download with everything about them, audited with the counts but not the address', async () => {
    const message = addContact();
    const quote = addQuote({ email: 'ngozi.eze@example.ng' });
    addContact({ email: 'someone@example.ng', phone: null });
    const res = await call(t.app, 'GET', `/api/admin/people/export?${q('ngozi.eze@example.ng')}`, undefined, admin.auth);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="personal-data-${lagosDate(new Date())}.json"`);
    assert.match(res.json.exportedAt, /^\d{4}-\d\d-\d\dT/);
    assert.equal(res.json.total, 2);
    assert.deepEqual(res.json.records.contactMessages, [{ ...message, notes: [], replies: [], history: [] }]);
    assert.equal(res.json.records.equipmentQuotes[0].projectDetails, quote.projectDetails);
    assert.doesNotMatch(res.text, /someone@example\.ng/);
    const [line] = auditRows();
    assert.deepEqual([line.action, line.username, line.target], ['person_exported', 'amaka', 'people']);
    assert.equal(line.detail, 'matched by e-mail address: 1 contact message, 0 real-estate enquiries and 1 equipment quote request');
  });
});

describe('DELETE /api/admin/people', () => {
  it('erases every row of that person, by e-mail or by phone, and nothing else; audits the counts without the address or number (nothing left: total 0, no line)', async () => {
    const mine = [addContact(), addContact({ service: 'real-estate', isSpam: true }), addContact({ email: 'other@example.ng', phone: '+234 803 123 4567' })];
    const myQuotes = [addQuote({ email: 'NGOZI.EZE@example.ng' })];
    const others = [addContact({ email: 'chidi@example.ng', phone: '0803 999 0000' }), addContact({ email: 'ngozi@example.ng', phone: null })];
    const otherQuotes = [addQuote({ email: 'chidi@example.ng', phone: '0803 999 0000' })];

    const byEmail = await call(t.app, 'DELETE', `/api/admin/people?${q('ngozi.eze@example.ng')}`, undefined, admin.auth);
    assert.equal(byEmail.status, 200);
    assert.deepEqual(byEmail.json, { erased: { contactMessages: 1, realEstateEnquiries: 1, equipmentQuotes: 1 }, total: 3 });
    // The third contact row shares the phone number, not the e-mail: found by phone, not by e-mail.
    assert.deepEqual(ids(t.db.select().from(contactSubmissions).all()).sort(), [mine[2].id, ...ids(others)].sort());

    const byPhone = await call(t.app, 'DELETE', `/api/admin/people?${q('+2348031234567')}`, undefined, admin.auth);
    assert.deepEqual(byPhone.json, { erased: { contactMessages: 1, realEstateEnquiries: 0, equipmentQuotes: 0 }, total: 1 });
    assert.deepEqual(ids(t.db.select().from(contactSubmissions).all()).sort(), ids(others).sort());
    assert.deepEqual(ids(t.db.select().from(equipmentQuotes).all()), ids(otherQuotes));
    assert.ok(!ids(t.db.select().from(equipmentQuotes).all()).includes(myQuotes[0].id));

    const again = await call(t.app, 'DELETE', `/api/admin/people?${q('ngozi.eze@example.ng')}`, undefined, admin.auth);
    assert.equal(again.status, 200);
    assert.deepEqual(again.json, { erased: { contactMessages: 0, realEstateEnquiries: 0, equipmentQuotes: 0 }, total: 0 });

    const lines = auditRows();
    assert.deepEqual(
      lines.map((l) => [l.action, l.username, l.target, l.detail]),
      [
        ['person_erased', 'amaka', 'people', '3 records erased, matched by e-mail address: 1 contact message, 1 real-estate enquiry and 1 equipment quote request'],
        ['person_erased', 'amaka', 'people', '1 record erased, matched by phone number: 1 contact message, 0 real-estate enquiries and 0 equipment quote requests'],
      ],
    );
    // The words of the lines only: a line's time (…T13:35:28.803Z) may hold the digits by chance.
    assert.doesNotMatch(JSON.stringify(lines.map((l) => [l.target, l.detail])), /ngozi|803|4567/i);
  });

  it('the inbox summary counts what is left at once', async () => {
    addContact();
    addContact({ email: 'chidi@example.ng', phone: null, isSpam: true });
    await call(t.app, 'DELETE', `/api/admin/people?${q('ngozi.eze@example.ng')}`, undefined, admin.auth);
    const summary = await call(t.app, 'GET', '/api/admin/submissions/summary', undefined, admin.auth);
    assert.deepEqual({ ...summary.json.contact, statuses: undefined }, { total: 0, unread: 0, spam: 1, overdue: 0, statuses: undefined });
  });
});
