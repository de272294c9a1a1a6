import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { auditLog, contactSubmissions, equipmentQuotes } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { lagosDate, lagosTime } from '../submissions/inbox.ts';

type T = ReturnType<typeof makeTestApp>;
let t: T;
let admin: SignedIn;

const { addContact, addQuote } = storedSubmissions(() => t.db, {
  contact: { firstName: 'Adaeze', lastName: 'Okafor', email: 'adaeze@example.ng', phone: '0803 555 0100' },
  quote: { name: 'Tunde Bakare', startDate: '2025-07-01', projectLocation: 'Onne, Rivers State', projectDetails: 'Two excavators for a drainage job.', phone: '+234 803 555 0101' },
});

/** The CSV as sent: Response.text() would drop the BOM, so the bytes are decoded with ignoreBOM. */
async function getCsv(path: string) {
  const res = await t.app.request(`http://localhost${path}`, { headers: admin.auth });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}

const auditRows = () => t.db.select().from(auditLog).all().filter((r) => r.action !== 'login');

beforeEach(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

describe('inbox routes need an admin', () => {
  for (const [method, path] of [
    ['GET', '/api/admin/submissions/summary'],
    ['GET', '/api/admin/submissions/contact.csv'],
    ['GET', '/api/admin/submissions/quotes.csv'],
    ['PATCH', '/api/admin/submissions/contact/1'],
    ['DELETE', '/api/admin/submissions/quotes/1'],
  ] as const) {
    it(`${method} ${path} → 401 without a token, 401 with a bad one`, async () => {
      addContact();
      addQuote();
      const body = method === 'PATCH' ? { read: true } : undefined;
      assert.equal((await call(t.app, method, path, body)).status, 401);
      const res = await call(t.app, method, path, body, { authorization: 'Bearer not-a-token' });
      assert.equal(res.status, 401);
      assert.equal(typeof res.json.error, 'string');
      assert.equal(t.db.select().from(contactSubmissions).all().length, 1, 'nothing deleted');
      assert.deepEqual(auditRows(), []);
    });
  }
});

describe('GET /api/admin/submissions/summary', () => {
  it('counts total and unread without spam, and spam apart', async () => {
    addContact();
    addContact({ readAt: '2025-01-01T00:00:00.000Z' });
    addContact({ isSpam: true });
    addQuote({ isSpam: true });
    const res = await call(t.app, 'GET', '/api/admin/submissions/summary', undefined, admin.auth);
    assert.equal(res.status, 200);
    const statuses = (n: number) => ({ new: n, contacted: 0, quoted: 0, won: 0, lost: 0, closed: 0 });
    assert.deepEqual(res.json, {
      contact: { total: 2, unread: 1, spam: 1, overdue: 0, statuses: statuses(2) },
      quotes: { total: 0, unread: 0, spam: 1, overdue: 0, statuses: statuses(0) },
    });
  });
});

describe('PATCH /api/admin/submissions/:kind/:id', () => {
  it('marks read and unread, changing the unread count, and audits each', async () => {
    const row = addContact();
    addQuote();
    const summary = async () => (await call(t.app, 'GET', '/api/admin/submissions/summary', undefined, admin.auth)).json;
    assert.equal((await summary()).contact.unread, 1);

    const read = await call(t.app, 'PATCH', `/api/admin/submissions/contact/${row.id}`, { read: true }, admin.auth);
    assert.equal(read.status, 200);
    assert.equal(read.json.id, row.id);
    assert.equal(read.json.email, 'adaeze@example.ng');
    assert.match(read.json.readAt, /^\d{4}-\d\d-\d\dT/);
    assert.equal((await summary()).contact.unread, 0);

    // Marking read again keeps the first time it was read.
    const again = await call(t.app, 'PATCH', `/api/admin/submissions/contact/${row.id}`, { read: true }, admin.auth);
    assert.equal(again.json.readAt, read.json.readAt);

    const unread = await call(t.app, 'PATCH', `/api/admin/submissions/contact/${row.id}`, { read: false }, admin.auth);
    assert.equal(unread.status, 200);
    assert.equal(unread.json.readAt, null);
    assert.equal((await summary()).contact.unread, 1);

    const quote = await call(t.app, 'PATCH', '/api/admin/submissions/quotes/1', { read: true }, admin.auth);
    assert.equal(quote.status, 200);
    assert.equal(quote.json.projectLocation, 'Onne, Rivers State');
    assert.equal((await summary()).quotes.unread, 0);

    const lines = auditRows();
    assert.deepEqual(
      lines.map((l) => [l.action, l.target, l.detail, l.username, l.adminId]),
      [
        ['submission_read', `contact_submissions/${row.id}`, 'marked read', 'amaka', admin.id],
        ['submission_read', `contact_submissions/${row.id}`, 'marked read', 'amaka', admin.id],
        ['submission_read', `contact_submissions/${row.id}`, 'marked unread', 'amaka', admin.id],
        ['submission_read', 'equipment_quotes/1', 'marked read', 'amaka', admin.id],
      ],
    );
  });

  it('400 with issues for a bad body, 415 for a non-JSON one, and nothing changes', async () => {
    const row = addContact();
    const path = `/api/admin/submissions/contact/${row.id}`;
    for (const body of [{ read: 'yes' }, { read: null }]) {
      const res = await call(t.app, 'PATCH', path, body, admin.auth);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.json.issues[0].path, 'read');
    }
    const empty = await call(t.app, 'PATCH', path, {}, admin.auth);
    assert.equal(empty.status, 400);
    assert.match(empty.json.error, /at least one of read, status or assigneeId/);
    assert.equal((await call(t.app, 'PATCH', path, '{"read":', admin.auth)).status, 400);
    assert.equal((await call(t.app, 'PATCH', path, 'read=1', { ...admin.auth, 'content-type': 'application/x-www-form-urlencoded' })).status, 415);
    assert.equal(t.db.select().from(contactSubmissions).get()?.readAt, null);
    assert.deepEqual(auditRows(), []);
  });

  it('404 for an unknown id or list, 400 for an id that is not a number', async () => {
    addContact();
    assert.equal((await call(t.app, 'PATCH', '/api/admin/submissions/contact/999', { read: true }, admin.auth)).status, 404);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/submissions/quotes/1', { read: true }, admin.auth)).status, 404);
    assert.equal((await call(t.app, 'PATCH', '/api/admin/submissions/users/1', { read: true }, admin.auth)).status, 404);
    const bad = await call(t.app, 'PATCH', '/api/admin/submissions/contact/1%20OR%201=1', { read: true }, admin.auth);
    assert.equal(bad.status, 400);
    assert.deepEqual(auditRows(), []);
  });
});

describe('DELETE /api/admin/submissions/:kind/:id', () => {
  it('removes the row for good (204), then 404; the audit names only the id', async () => {
    const keep = addContact({ firstName: 'Keep' });
    const gone = addContact({ firstName: 'Forget', email: 'forget.me@example.ng' });
    const res = await call(t.app, 'DELETE', `/api/admin/submissions/contact/${gone.id}`, undefined, admin.auth);
    assert.equal(res.status, 204);
    assert.equal(res.text, '');
    assert.deepEqual(t.db.select({ id: contactSubmissions.id }).from(contactSubmissions).all(), [{ id: keep.id }]);
    const list = await call(t.app, 'GET', '/api/contact', undefined, admin.auth);
    assert.deepEqual(list.json.map((r: { id: number }) => r.id), [keep.id]);

    assert.equal((await call(t.app, 'DELETE', `/api/admin/submissions/contact/${gone.id}`, undefined, admin.auth)).status, 404);
    const lines = auditRows();
    assert.equal(lines.length, 1);
    assert.equal(lines[0].action, 'submission_deleted');
    assert.equal(lines[0].target, `contact_submissions/${gone.id}`);
    assert.doesNotMatch(JSON.stringify(lines), /forget/i, 'the forgotten visitor is not kept in the audit trail');
  });

  it('deletes quotes, and spam rows too', async () => {
    const spam = addQuote({ isSpam: true });
    assert.equal((await call(t.app, 'DELETE', `/api/admin/submissions/quotes/${spam.id}`, undefined, admin.auth)).status, 204);
    assert.equal(t.db.select().from(equipmentQuotes).where(eq(equipmentQuotes.id, spam.id)).get(), undefined);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/submissions/other/1', undefined, admin.auth)).status, 404);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/submissions/quotes/0', undefined, admin.auth)).status, 400);
  });
});

describe('CSV export', () => {
  it('contact.csv: BOM, header, non-spam rows newest first, quoting and the formula guard', async () => {
    addContact({
      firstName: 'Old',
      createdAt: '2025-01-01T08:00:00.000Z',
      status: 'quoted',
      assigneeId: admin.id,
      firstResponseAt: '2025-01-01T11:30:00.000Z',
      readAt: '2025-01-01T09:00:00.000Z',
    });
    addContact({ firstName: 'Spam', isSpam: true, createdAt: '2025-01-03T08:00:00.000Z' });
    addContact({
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Ọlábísí',
      phone: null,
      message: 'Line one, with a comma\nand a "quoted" word',
      createdAt: '2025-01-02T08:00:00.000Z',
    });
    const res = await getCsv('/api/admin/submissions/contact.csv');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="contact-submissions-${lagosDate(new Date())}.csv"`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.ok(
      res.text.startsWith(
        '\uFEFFID,Received (Port Harcourt time),First name,Last name,Email,Phone,Service,Service code,Message,Status,Status code,Assigned to,First reply (Port Harcourt time),Hours to first reply,Read at (Port Harcourt time)\r\n',
      ),
    );
    const lines = res.text.slice(1).split('\r\n');
    assert.equal(lines.length, 4, 'header, two rows, final empty string after the last CRLF');
    assert.equal(lines[3], '');
    assert.equal(
      lines[1],
      `3,2025-01-02 09:00,"'=HYPERLINK(""http://evil.example"",""click"")",Ọlábísí,adaeze@example.ng,,Construction,construction,"Line one, with a comma\nand a ""quoted"" word",New,new,,,,`,
    );
    assert.equal(lines[2], '1,2025-01-01 09:00,Old,Okafor,adaeze@example.ng,0803 555 0100,Construction,construction,A duplex in GRA.,Quoted,quoted,amaka,2025-01-01 12:30,3.5,2025-01-01 10:00');
    assert.doesNotMatch(res.text, /Spam/);

    const [line] = auditRows();
    assert.equal(line.action, 'submissions_exported');
    assert.equal(line.target, 'contact_submissions');
    assert.equal(line.detail, '2 rows');
  });

  it('quotes.csv: the quote fields, a phone starting with + defused', async () => {
    addQuote();
    addQuote({ isSpam: true, projectLocation: 'Spamville' });
    const res = await getCsv('/api/admin/submissions/quotes.csv');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="equipment-quotes-\d{4}-\d\d-\d\d\.csv"$/);
    assert.equal(
      res.text,
      '\uFEFFID,Received (Port Harcourt time),Name,Equipment type,Equipment type code,Rental duration,Rental duration code,Start date,Project location,Project details,Email,Phone,Status,Status code,Assigned to,First reply (Port Harcourt time),Hours to first reply,Read at (Port Harcourt time)\r\n' +
        `1,${lagosTime(t.db.select().from(equipmentQuotes).get()!.createdAt)},Tunde Bakare,Heavy Machinery,heavy,Weekly,weekly,2025-07-01,"Onne, Rivers State",Two excavators for a drainage job.,site@example.ng,'+234 803 555 0101,New,new,,,,\r\n`,
    );
    assert.equal(auditRows()[0].detail, '1 row');
  });

  it('an empty list is a header-only file', async () => {
    const res = await getCsv('/api/admin/submissions/quotes.csv');
    assert.equal(res.text.split('\r\n').length, 2);
  });
});

describe('lagosDate', () => {
  it('is the date in Port Harcourt (UTC+1), not in UTC', () => {
    assert.equal(lagosDate(new Date('2025-03-04T22:59:00Z')), '2025-03-04');
    assert.equal(lagosDate(new Date('2025-03-04T23:30:00Z')), '2025-03-05');
  });
});

describe('?q= search on the lists', () => {
  const ids = (res: { json: { id: number }[] }) => res.json.map((r) => r.id);

  it('GET /api/contact?q= matches name (first, last or both), e-mail, phone and message, ignoring case', async () => {
    const ada = addContact({ firstName: 'Adaeze', lastName: 'Okafor', email: 'ada@example.ng', phone: '0803 555 0100', message: 'Roofing in GRA' });
    const tunde = addContact({ firstName: 'Tunde', lastName: 'Bello', email: 'tb@firm.ng', phone: null, message: 'Paint for 100% of a warehouse_2' });
    addContact({ firstName: 'Spammy', lastName: 'Okafor', isSpam: true });
    const search = (q: string, spam = '') => call(t.app, 'GET', `/api/contact?q=${encodeURIComponent(q)}${spam}`, undefined, admin.auth);

    assert.deepEqual(ids(await search('okafor')), [ada.id], 'last name, case-insensitive, spam left out');
    assert.deepEqual(ids(await search('ADAEZE OKAFOR')), [ada.id], 'full name');
    assert.deepEqual(ids(await search('FIRM.NG')), [tunde.id], 'e-mail');
    assert.deepEqual(ids(await search('555 0100')), [ada.id], 'phone');
    assert.deepEqual(ids(await search('roofing')), [ada.id], 'message');
    assert.deepEqual(ids(await search('100%')), [tunde.id], '% is a plain character');
    assert.deepEqual(ids(await search('e_2')), [tunde.id], '_ is a plain character');
    assert.deepEqual(ids(await search('%')), [tunde.id]);
    assert.deepEqual(ids(await search("' OR 1=1 --")), []);
    assert.deepEqual(ids(await search('   ')), [tunde.id, ada.id], 'blank q lists everything');
    assert.equal((await search('okafor', '&spam=1')).json[0].firstName, 'Spammy');
  });

  it('GET /api/equipment-quotes?q= matches e-mail, phone, location and details', async () => {
    const onne = addQuote();
    const bonny = addQuote({ projectLocation: 'Bonny Island', projectDetails: 'Mobile crane, 50 tons', email: 'ops@bonny.ng', phone: '0700 000 0000' });
    const search = async (q: string) => ids(await call(t.app, 'GET', `/api/equipment-quotes?q=${encodeURIComponent(q)}`, undefined, admin.auth));
    assert.deepEqual(await search('onne, rivers'), [onne.id]);
    assert.deepEqual(await search('CRANE'), [bonny.id]);
    assert.deepEqual(await search('ops@'), [bonny.id]);
    assert.deepEqual(await search('+234'), [onne.id]);
    assert.deepEqual(await search('excavator'), [onne.id]);
    assert.deepEqual(await search('nothing like this'), []);
  });
});
