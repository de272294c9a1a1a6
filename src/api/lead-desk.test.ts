// The lead desk's routes against a real mail server on 127.0.0.1 (src/testing/smtp.ts): status, assignee,
// notes, replies by e-mail (and the mail server's refusals), answers on WhatsApp or by phone, the history, the
// audit lines and the overdue flag under a clock the test moves.
import { ADMIN } from '../testing/admin.ts';
import { after, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo, Server } from 'node:net';
import { auditLog, contactSubmissions, enquiryEvents } from '../db/tables.ts';
import { createAdmin } from '../security/admins.ts';
import { createLogger } from '../ops/log.ts';
import { receiveReply, type IncomingMail } from '../submissions/incoming.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { bearer, login, signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { fakeSmtpServer } from '../testing/smtp.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';

const HOUR = 3_600_000;
let clock = Date.parse('2026-11-25T09:00:00.000Z');
let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;
let mail: Awaited<ReturnType<typeof fakeSmtpServer>>;
const servers: Server[] = [];

const { addContact, addQuote } = storedSubmissions(() => t.db, {
  contact: { firstName: 'Ifeoma', lastName: 'Nwosu', email: 'ifeoma@example.ng', phone: '0803 555 0100', service: 'real-estate', message: 'Is a 3-bedroom in Woji still available?' },
  quote: { name: 'Tunde Bakare', email: 'tunde@example.ng', phone: '+234 805 000 1111' },
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;
const auditOf = (action: string) => t.db.select().from(auditLog).all().filter((r) => r.action === action);
const at = (hoursAgo: number) => new Date(clock - hoursAgo * HOUR).toISOString();

async function appWithMail(smtp?: Server) {
  t = makeTestApp(smtp ? { smtpUrl: `smtp://127.0.0.1:${portOf(smtp)}` } : {}, { now: () => clock });
  admin = await signInAdmin(t);
}

beforeEach(async () => {
  clock = Date.parse('2026-11-25T09:00:00.000Z');
  mail = await fakeSmtpServer();
  servers.push(mail.server);
  await appWithMail(mail.server);
});
after(() => {
  for (const server of servers) server.close();
});

describe('lead desk routes need an admin and a real enquiry', () => {
  const routes = [
    ['GET', '/api/admin/submissions/contact/1', undefined],
    ['PATCH', '/api/admin/submissions/contact/1', { status: 'won' }],
    ['POST', '/api/admin/submissions/contact/1/notes', { text: 'Called.' }],
    ['POST', '/api/admin/submissions/quotes/1/reply', { subject: 'Hello', body: 'Thanks' }],
    ['POST', '/api/admin/submissions/quotes/1/contacted', { channel: 'phone' }],
  ] as const;
  for (const [method, path, body] of routes) {
    it(`${method} ${path}: 401 without a token, 404 for an unknown id or list, nothing recorded`, async () => {
      addContact();
      addQuote();
      assert.equal((await call(t.app, method, path, body)).status, 401);
      assert.equal((await call(t.app, method, path.replace('/1', '/999'), body, admin.auth)).status, 404);
      assert.equal((await call(t.app, method, path.replace(/submissions\/\w+/, 'submissions/users'), body, admin.auth)).status, 404);
      assert.equal((await call(t.app, method, path.replace('/1', '/abc'), body, admin.auth)).status, 400);
      assert.deepEqual(t.db.select().from(enquiryEvents).all(), []);
      assert.equal(mail.received.length, 0);
    });
  }
});

describe('every enquiry in the lists carries its lead fields', () => {
  it('status, assigneeId, firstResponseAt and overdue: new and older than the reply promise (24 hours, then the setting)', async () => {
    const fresh = addContact({ createdAt: at(23) });
    const late = addContact({ createdAt: at(25) });
    addContact({ createdAt: at(30), status: 'contacted' });
    addContact({ createdAt: at(30), isSpam: true });
    const quote = addQuote({ createdAt: at(48) });
    const list = await call(t.app, 'GET', '/api/contact', undefined, admin.auth);
    const byId = new Map(list.json.map((r: { id: number }) => [r.id, r]));
    assert.deepEqual(
      [fresh.id, late.id].map((id) => {
        const r = byId.get(id) as { status: string; assigneeId: null; firstResponseAt: null; overdue: boolean };
        return [r.status, r.assigneeId, r.firstResponseAt, r.overdue];
      }),
      [
        ['new', null, null, false],
        ['new', null, null, true],
      ],
    );
    assert.equal(list.json.filter((r: { overdue: boolean }) => r.overdue).length, 1, 'a contacted one is never overdue');
    const quotes = await call(t.app, 'GET', '/api/equipment-quotes', undefined, admin.auth);
    assert.deepEqual([quotes.json[0].id, quotes.json[0].overdue, quotes.json[0].name], [quote.id, true, 'Tunde Bakare']);

    const summary = await call(t.app, 'GET', '/api/admin/submissions/summary', undefined, admin.auth);
    assert.deepEqual([summary.json.contact.overdue, summary.json.contact.statuses.new, summary.json.contact.statuses.contacted], [1, 2, 1]);

    // A promise of 72 hours: nothing is late any more; the clock moving on makes them late again.
    assert.equal((await call(t.app, 'PUT', '/api/admin/settings', { values: { reply_promise_hours: '72' } }, admin.auth)).status, 200);
    assert.equal((await call(t.app, 'GET', '/api/contact', undefined, admin.auth)).json.filter((r: { overdue: boolean }) => r.overdue).length, 0);
    clock += 48 * HOUR;
    admin.auth = bearer(await login(t, 'amaka', ADMIN.password)); // the session ended with the clock's jump
    assert.equal((await call(t.app, 'GET', '/api/contact', undefined, admin.auth)).json.filter((r: { overdue: boolean }) => r.overdue).length, 1);
    for (const bad of ['0', '169', 'a day']) {
      const res = await call(t.app, 'PUT', '/api/admin/settings', { values: { reply_promise_hours: bad } }, admin.auth);
      assert.equal(res.status, 400, bad);
      assert.match(res.json.issues[0].message, /Reply promise must be a whole number of hours from 1 to 168/);
    }
  });

  it('filters by status, assignee ("none" for nobody), needsReply and service', async () => {
    const a = addContact();
    const b = addContact({ service: 'construction', status: 'quoted', assigneeId: admin.id });
    const c = addContact({ status: 'won' });
    const ids = async (query: string) => (await call(t.app, 'GET', `/api/contact?${query}`, undefined, admin.auth)).json.map((r: { id: number }) => r.id).sort();
    assert.deepEqual(await ids('status=quoted'), [b.id]);
    assert.deepEqual(await ids('needsReply=1'), [a.id]);
    assert.deepEqual(await ids(`assignee=${admin.id}`), [b.id]);
    assert.deepEqual(await ids('assignee=none'), [a.id, c.id].sort());
    assert.deepEqual(await ids('service=real-estate'), [a.id, c.id].sort());
    for (const bad of ['status=pending', 'assignee=me', 'needsReply=yes', 'service=cars']) {
      assert.equal((await call(t.app, 'GET', `/api/contact?${bad}`, undefined, admin.auth)).status, 400, bad);
    }
  });

  it('clientWroteAgain: a won, lost or closed enquiry whose client e-mailed after it was marked so, in the list as in the dialog, until its status changes', async () => {
    const won = addContact({ createdAt: at(5) });
    const open = addContact({ createdAt: at(5) });
    const quote = addQuote({ createdAt: at(5) });
    for (const [list, id] of [['contact', won.id], ['quotes', quote.id]] as const) {
      assert.equal((await call(t.app, 'PATCH', `/api/admin/submissions/${list}/${id}`, { status: list === 'contact' ? 'won' : 'lost' }, admin.auth)).status, 200);
    }
    // The client's e-mail as the mailbox reader hands it over (its matching is tested against dovecot in e2e).
    let n = 0;
    const write = (kind: 'contact' | 'quote', id: number, from: string) => {
      clock += 60_000;
      const mail: IncomingMail = { messageId: `m${++n}@example.ng`, inReplyTo: [], references: [], from, subject: `Re: [${kind} #${id}]`, text: 'One more thing', date: new Date(clock), attachments: [] };
      assert.ok(receiveReply({ db: t.db, log: createLogger('silent'), now: () => clock, recipient: () => '' }, mail), 'attached');
    };
    const rows = async () => {
      const contact = (await call(t.app, 'GET', '/api/contact', undefined, admin.auth)).json as { id: number; clientWroteAgain: boolean }[];
      const quotes = (await call(t.app, 'GET', '/api/equipment-quotes', undefined, admin.auth)).json as { id: number; clientWroteAgain: boolean }[];
      return { won: contact.find((r) => r.id === won.id)?.clientWroteAgain, open: contact.find((r) => r.id === open.id)?.clientWroteAgain, lost: quotes[0].clientWroteAgain };
    };
    assert.deepEqual(await rows(), { won: false, open: false, lost: false }, 'nobody wrote yet');
    write('contact', won.id, 'ifeoma@example.ng');
    write('contact', open.id, 'ifeoma@example.ng');
    write('quote', quote.id, 'tunde@example.ng');
    assert.deepEqual(await rows(), { won: true, open: false, lost: true }, 'an enquiry still open is not flagged: it is simply unread');
    assert.equal((await call(t.app, 'GET', `/api/admin/submissions/contact/${won.id}`, undefined, admin.auth)).json.clientWroteAgain, true, 'the dialog agrees');
    // The desk reopens it: the marker goes; marked won again, the earlier e-mail does not bring it back.
    clock += 60_000;
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${won.id}`, { status: 'contacted' }, admin.auth);
    clock += 60_000;
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${won.id}`, { status: 'won', amount: 1000 }, admin.auth);
    assert.deepEqual(await rows(), { won: false, open: false, lost: true });
    assert.equal((await call(t.app, 'GET', `/api/admin/submissions/contact/${won.id}`, undefined, admin.auth)).json.clientWroteAgain, false);
  });
});

describe('PATCH /api/admin/submissions/:kind/:id', () => {
  it('changes status and assignee; each change is in the history with who and when, and in the audit log', async () => {
    const other = await createAdmin(t.db, { username: 'bayo', email: 'bayo@metrikgroup.ng', password: ADMIN.password }, { cost: 4 });
    const row = addContact();
    const path = `/api/admin/submissions/contact/${row.id}`;
    const res = await call(t.app, 'PATCH', path, { status: 'quoted', assigneeId: other.id }, admin.auth);
    assert.equal(res.status, 200);
    assert.deepEqual([res.json.status, res.json.assigneeId, res.json.overdue], ['quoted', other.id, false]);
    clock += HOUR;
    admin.auth = bearer(await login(t, 'amaka', ADMIN.password)); // an hour idle ended the session (30 minutes)
    await call(t.app, 'PATCH', path, { status: 'won', assigneeId: null }, admin.auth);
    await call(t.app, 'PATCH', path, { status: 'won' }, admin.auth); // the same status again: no change
    const detail = await call(t.app, 'GET', path, undefined, admin.auth);
    assert.deepEqual(detail.json.history, [
      { field: 'status', from: 'new', to: 'quoted', username: 'amaka', at: '2026-11-25T09:00:00.000Z' },
      { field: 'assigneeId', from: null, to: other.id, username: 'amaka', at: '2026-11-25T09:00:00.000Z' },
      { field: 'status', from: 'quoted', to: 'won', username: 'amaka', at: '2026-11-25T10:00:00.000Z' },
      { field: 'assigneeId', from: other.id, to: null, username: 'amaka', at: '2026-11-25T10:00:00.000Z' },
    ]);
    assert.deepEqual(
      [...auditOf('enquiry_status_changed'), ...auditOf('enquiry_assigned')].map((l) => [l.action, l.target, l.detail]),
      [
        ['enquiry_status_changed', `contact_submissions/${row.id}`, 'status New → Quoted'],
        ['enquiry_status_changed', `contact_submissions/${row.id}`, 'status Quoted → Won'],
        ['enquiry_assigned', `contact_submissions/${row.id}`, 'assigned nobody → bayo'],
        ['enquiry_assigned', `contact_submissions/${row.id}`, 'assigned bayo → nobody'],
      ],
    );
    // The new assignee was told by e-mail (and only they: nobody is told of being given nothing).
    await waitFor(() => mail.received.length === 1);
    assert.deepEqual(mail.recipients, [['bayo@metrikgroup.ng']]);
    assert.match(mail.received[0], /Subject: Ifeoma Nwosu's enquiry is yours \[contact #\d+\]/);
    assert.match(mail.received[0], /^From: Metrik Group <info@metrikgroup\.ng>/m);
    assert.match(mail.received[0], /real-estate enquiry \[contact #\d+\]=?\r?\n?, received .+ \(Port Harcourt time\)/);
  });

  it('400 for an unknown status or an admin who does not exist; nothing changes', async () => {
    const row = addContact();
    const path = `/api/admin/submissions/contact/${row.id}`;
    for (const [body, field] of [
      [{ status: 'pending' }, 'status'],
      [{ assigneeId: 999 }, 'assigneeId'],
      [{ assigneeId: 'amaka' }, 'assigneeId'],
      [{ status: 'won', assigneeId: 999 }, 'assigneeId'],
    ] as const) {
      const res = await call(t.app, 'PATCH', path, body, admin.auth);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.json.issues[0].path, field);
    }
    assert.equal(t.db.select().from(contactSubmissions).get()?.status, 'new');
    assert.deepEqual(t.db.select().from(enquiryEvents).all(), []);
  });
});

describe('POST …/notes', () => {
  it('201 the note, kept in the timeline with who and when; the words stay out of the audit log; 1-5000 characters', async () => {
    const row = addQuote();
    const path = `/api/admin/submissions/quotes/${row.id}`;
    const res = await call(t.app, 'POST', `${path}/notes`, { text: '  Called, site visit Tuesday.  ' }, admin.auth);
    assert.equal(res.status, 201);
    assert.deepEqual(res.json, { id: res.json.id, text: 'Called, site visit Tuesday.', username: 'amaka', createdAt: '2026-11-25T09:00:00.000Z' });
    assert.deepEqual((await call(t.app, 'GET', path, undefined, admin.auth)).json.notes, [res.json]);
    const [line] = auditOf('enquiry_note_added');
    assert.deepEqual([line.target, line.detail], [`equipment_quotes/${row.id}`, `note ${res.json.id}`]);
    for (const text of ['', '   ', 'x'.repeat(5001), 42]) {
      const bad = await call(t.app, 'POST', `${path}/notes`, { text }, admin.auth);
      assert.equal(bad.status, 400);
      assert.equal(bad.json.issues[0].path, 'text');
    }
    assert.equal((await call(t.app, 'POST', `${path}/notes`, { text: 'x'.repeat(5000) }, admin.auth)).status, 201);
  });
});

describe('POST …/reply', () => {
  it('e-mails the visitor with the reference in the subject and Reply-To the company; new becomes contacted, firstResponseAt is set', async () => {
    const row = addContact({ createdAt: at(3) });
    const path = `/api/admin/submissions/contact/${row.id}`;
    const res = await call(t.app, 'POST', `${path}/reply`, { subject: 'Your enquiry to Metrik Group', body: 'Dear Ifeoma,\n\nYes, two units are left.' }, admin.auth);
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.json, {
      id: res.json.id,
      channel: 'email',
      direction: 'out',
      subject: `Your enquiry to Metrik Group [contact #${row.id}]`,
      body: 'Dear Ifeoma,\n\nYes, two units are left.',
      username: 'amaka',
      sentAt: '2026-11-25T09:00:00.000Z',
    });
    assert.deepEqual(mail.recipients, [['ifeoma@example.ng']]);
    const message = mail.received[0];
    assert.match(message, new RegExp(`Subject: Your enquiry to Metrik Group \\[contact #${row.id}\\]`));
    assert.match(message, /Reply-To: info@metrikgroup\.ng/);
    // Its own Message-ID, stored with the reply: the client's answer finds this enquiry by it.
    const messageId = /^Message-ID: <(desk-[^>]+@metrikgroup\.ng)>/m.exec(message)?.[1];
    assert.ok(messageId, message);
    assert.equal(t.sqlite.prepare('SELECT count(*) FROM enquiry_events WHERE message_id = ? AND direction = ?').pluck().get(messageId, 'out'), 1);
    assert.match(message, /From: "?Metrik Group"? <info@metrikgroup\.ng>/);
    assert.match(message, /two units are left/);

    const detail = (await call(t.app, 'GET', path, undefined, admin.auth)).json;
    assert.deepEqual([detail.status, detail.firstResponseAt], ['contacted', '2026-11-25T09:00:00.000Z']);
    assert.deepEqual(detail.replies, [res.json]);
    assert.deepEqual(detail.history, [{ field: 'status', from: 'new', to: 'contacted', username: 'amaka', at: '2026-11-25T09:00:00.000Z' }]);
    assert.deepEqual(auditOf('enquiry_replied').map((l) => l.detail), ['answered by e-mail']);

    // A second reply later keeps the first-response time and the status the enquiry has.
    await call(t.app, 'PATCH', path, { status: 'quoted' }, admin.auth);
    clock += 2 * HOUR;
    admin.auth = bearer(await login(t, 'amaka', ADMIN.password)); // two hours idle ended the session
    const again = await call(t.app, 'POST', `${path}/reply`, { subject: `Re: quote [contact #${row.id}]`, body: 'Attached.' }, admin.auth);
    assert.equal(again.json.subject, `Re: quote [contact #${row.id}]`, 'the reference is not added twice');
    const later = (await call(t.app, 'GET', path, undefined, admin.auth)).json;
    assert.deepEqual([later.status, later.firstResponseAt, later.replies.length], ['quoted', '2026-11-25T09:00:00.000Z', 2]);
  });

  it('a double click sends one e-mail: the second request while the first is on its way is refused with 409', async () => {
    const row = addQuote();
    const path = `/api/admin/submissions/quotes/${row.id}/reply`;
    const body = { subject: 'Your quote', body: 'Excavator: ₦450,000 a week.' };
    const [first, second] = await Promise.all([call(t.app, 'POST', path, body, admin.auth), call(t.app, 'POST', path, body, admin.auth)]);
    assert.deepEqual([first.status, second.status].sort(), [201, 409]);
    assert.match((first.status === 409 ? first : second).json.error, /being sent right now/);
    assert.equal(mail.received.length, 1);
    assert.match(mail.received[0], new RegExp(`\\[quote #${row.id}\\]`));
    assert.equal(t.db.select().from(enquiryEvents).all().filter((e) => e.type === 'reply').length, 1);
  });

  it('a mail server that refuses: 502 with a sentence, nothing recorded as sent, the enquiry still new', async () => {
    const refusing = await fakeSmtpServer({ refuse: '550 5.1.1 Mailbox unavailable' });
    servers.push(refusing.server);
    await appWithMail(refusing.server);
    const row = addContact();
    const res = await call(t.app, 'POST', `/api/admin/submissions/contact/${row.id}/reply`, { subject: 'Hello', body: 'Thanks.' }, admin.auth);
    assert.equal(res.status, 502);
    assert.match(res.json.error, /mail server did not accept the reply, so nothing was sent or recorded.*550/);
    const detail = (await call(t.app, 'GET', `/api/admin/submissions/contact/${row.id}`, undefined, admin.auth)).json;
    assert.deepEqual([detail.status, detail.firstResponseAt, detail.replies], ['new', null, []]);
    assert.deepEqual(auditOf('enquiry_replied'), []);
  });

  it('an unreachable mail server: 502 too', async () => {
    const closed = await fakeSmtpServer();
    const port = portOf(closed.server);
    await new Promise((resolve) => closed.server.close(resolve));
    t = makeTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { now: () => clock });
    admin = await signInAdmin(t);
    const row = addContact();
    const res = await call(t.app, 'POST', `/api/admin/submissions/contact/${row.id}/reply`, { subject: 'Hello', body: 'Thanks.' }, admin.auth);
    assert.equal(res.status, 502);
    assert.match(res.json.error, /ECONNREFUSED/);
  });

  it('without SMTP_URL: 409 saying how to set it; nothing recorded', async () => {
    await appWithMail(undefined);
    const row = addContact();
    const res = await call(t.app, 'POST', `/api/admin/submissions/contact/${row.id}/reply`, { subject: 'Hello', body: 'Thanks.' }, admin.auth);
    assert.equal(res.status, 409);
    assert.match(res.json.error, /set SMTP_URL/);
    assert.deepEqual(t.db.select().from(enquiryEvents).all(), []);
  });

  it('400 for a subject of 0 or 201 characters or a body of 0 or 20001; nothing sent', async () => {
    const row = addContact();
    const path = `/api/admin/submissions/contact/${row.id}/reply`;
    for (const [body, field] of [
      [{ subject: '', body: 'x' }, 'subject'],
      [{ subject: 's'.repeat(201), body: 'x' }, 'subject'],
      [{ subject: 'Hi', body: '' }, 'body'],
      [{ subject: 'Hi', body: 'b'.repeat(20001) }, 'body'],
      [{ body: 'x' }, 'subject'],
      [{ subject: 'Hi\r\nBcc: everyone@example.com', body: 'x' }, 'subject'],
    ] as const) {
      const res = await call(t.app, 'POST', path, body, admin.auth);
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
      assert.equal(res.json.issues[0].path, field);
    }
    assert.equal(mail.received.length, 0);
    // The longest subject allowed still has room for the reference.
    const longest = await call(t.app, 'POST', path, { subject: 's'.repeat(200), body: 'x' }, admin.auth);
    assert.equal(longest.status, 201, longest.text);
    assert.equal(longest.json.subject, `${'s'.repeat(200)} [contact #${row.id}]`);
  });
});

describe('POST …/contacted', () => {
  it('records a WhatsApp message or a call as a reply: the same effect on status and firstResponseAt', async () => {
    const row = addQuote({ createdAt: at(30) });
    const path = `/api/admin/submissions/quotes/${row.id}`;
    const res = await call(t.app, 'POST', `${path}/contacted`, { channel: 'whatsapp', body: 'Hello Tunde, about your excavator request…' }, admin.auth);
    assert.equal(res.status, 201);
    assert.deepEqual([res.json.channel, res.json.subject, res.json.body], ['whatsapp', null, 'Hello Tunde, about your excavator request…']);
    const phone = await call(t.app, 'POST', `${path}/contacted`, { channel: 'phone' }, admin.auth);
    assert.deepEqual([phone.status, phone.json.channel, phone.json.body], [201, 'phone', null]);
    const detail = (await call(t.app, 'GET', path, undefined, admin.auth)).json;
    assert.deepEqual([detail.status, detail.firstResponseAt, detail.overdue, detail.replies.length], ['contacted', '2026-11-25T09:00:00.000Z', false, 2]);
    assert.deepEqual(auditOf('enquiry_replied').map((l) => l.detail), ['answered by whatsapp', 'answered by phone call']);
    assert.equal(mail.received.length, 0, 'nothing is e-mailed');
    for (const body of [{ channel: 'email' }, { channel: 'pigeon' }, {}]) {
      assert.equal((await call(t.app, 'POST', `${path}/contacted`, body, admin.auth)).status, 400, JSON.stringify(body));
    }
  });
});

describe('notes and replies are personal data', () => {
  it('Find a person exports them with the enquiry and erases them with it; deleting the enquiry or retention removes them too', async () => {
    const row = addContact();
    const path = `/api/admin/submissions/contact/${row.id}`;
    await call(t.app, 'POST', `${path}/notes`, { text: 'Prefers calls after 5pm.' }, admin.auth);
    await call(t.app, 'POST', `${path}/contacted`, { channel: 'phone', body: 'Spoke for 10 minutes.' }, admin.auth);
    const exported = await call(t.app, 'GET', '/api/admin/people/export?q=ifeoma%40example.ng', undefined, admin.auth);
    const record = exported.json.records.realEstateEnquiries[0];
    assert.deepEqual([record.notes[0].text, record.replies[0].body, record.history[0].to], ['Prefers calls after 5pm.', 'Spoke for 10 minutes.', 'contacted']);
    assert.equal((await call(t.app, 'DELETE', '/api/admin/people?q=ifeoma%40example.ng', undefined, admin.auth)).status, 200);
    assert.deepEqual(t.db.select().from(enquiryEvents).all(), []);

    const deleted = addQuote();
    await call(t.app, 'POST', `/api/admin/submissions/quotes/${deleted.id}/notes`, { text: 'Wants a 20-ton machine.' }, admin.auth);
    assert.equal((await call(t.app, 'DELETE', `/api/admin/submissions/quotes/${deleted.id}`, undefined, admin.auth)).status, 204);
    assert.deepEqual(t.db.select().from(enquiryEvents).all(), []);

    const old = addContact({ createdAt: '2020-01-01T00:00:00.000Z' });
    await call(t.app, 'POST', `/api/admin/submissions/contact/${old.id}/notes`, { text: 'Old lead.' }, admin.auth);
    await t.services.retention.runNow();
    assert.deepEqual(t.db.select().from(enquiryEvents).all(), []);
  });

  it('never reach a public page or its JSON', async () => {
    const row = addContact();
    await call(t.app, 'POST', `/api/admin/submissions/contact/${row.id}/notes`, { text: 'SECRET-NOTE-7731' }, admin.auth);
    for (const path of ['/', '/contact', '/real-estate', '/api/pages/home', '/api/pages/contact', '/api/pages/real-estate', '/sitemap.xml']) {
      const res = await call(t.app, 'GET', path);
      assert.doesNotMatch(res.text, /SECRET-NOTE-7731/, path);
    }
  });
});

describe('another admin sees the same desk', () => {
  it('a note by one admin shows in the timeline another admin opens, with its author', async () => {
    const row = addContact();
    await createAdmin(t.db, { username: 'bayo', email: 'bayo@metrikgroup.ng', password: ADMIN.password }, { cost: 4 });
    const bayo = bearer(await login(t, 'bayo', ADMIN.password));
    await call(t.app, 'POST', `/api/admin/submissions/contact/${row.id}/notes`, { text: 'Site visit Tuesday.' }, bayo);
    const detail = await call(t.app, 'GET', `/api/admin/submissions/contact/${row.id}`, undefined, admin.auth);
    assert.deepEqual(detail.json.notes.map((n: { username: string; text: string }) => [n.username, n.text]), [['bayo', 'Site visit Tuesday.']]);
  });
});

async function waitFor(condition: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
