// The daily reminder under a clock the test moves, with a real mail server on 127.0.0.1: sent once, at the chosen
// hour (Port Harcourt time), only when something is past the reply promise.
import { after, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { auditLog, siteSettings } from '../db/tables.ts';
import { makeTestApp } from '../testing/app.ts';
import { fakeSmtpServer } from '../testing/smtp.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';
import { eq } from 'drizzle-orm';

const HOUR = 3_600_000;
let clock: number;
let t: ReturnType<typeof makeTestApp>;
let mail: Awaited<ReturnType<typeof fakeSmtpServer>>;
const servers: { close: () => void }[] = [];

const { addContact, addQuote } = storedSubmissions(() => t.db, { contact: {}, quote: { name: 'Tunde Bakare' } });
const setSetting = (key: string, value: string) => t.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, key)).run();

beforeEach(async () => {
  // 06:30 in Port Harcourt (05:30 UTC).
  clock = Date.parse('2026-11-25T05:30:00.000Z');
  mail = await fakeSmtpServer();
  servers.push(mail.server);
  t = makeTestApp({ smtpUrl: `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}` }, { now: () => clock });
  setSetting('notification_email', 'office@metrikgroup.ng');
});
after(() => {
  for (const server of servers) server.close();
});

describe('the overdue reminder', () => {
  it('waits for the hour, lists what is past the promise, is sent once a day, and only when something waits', async () => {
    const late = addContact({ firstName: 'Ngozi', lastName: 'Eze', createdAt: new Date(clock - 30 * HOUR).toISOString() });
    const quote = addQuote({ createdAt: new Date(clock - 50 * HOUR).toISOString() });
    addContact({ createdAt: new Date(clock - 2 * HOUR).toISOString() }); // within the promise
    addContact({ createdAt: new Date(clock - 40 * HOUR).toISOString(), status: 'contacted' }); // answered
    addContact({ createdAt: new Date(clock - 40 * HOUR).toISOString(), isSpam: true }); // never a lead
    const digest = t.services.overdueDigest;

    assert.equal(await digest.runDue(), 'before-hour', '06:30 is before the default 8 o\'clock');
    clock += 2 * HOUR; // 08:30 local
    assert.equal(await digest.runDue(), 'sent');
    assert.deepEqual(mail.recipients, [['office@metrikgroup.ng']]);
    assert.match(mail.received[0], /Subject: 2 enquiries are waiting for a reply/);
    const body = mail.received[0].replace(/=\r\n/g, '');
    assert.match(body, new RegExp(`Tunde Bakare \\(equipment quote request\\) \\[quote #${quote.id}\\], waiting 52 hours`));
    assert.match(body, new RegExp(`Ngozi Eze \\(contact message\\) \\[contact #${late.id}\\], waiting 32 hours`));
    assert.ok(body.indexOf(`[quote #${quote.id}]`) < body.indexOf(`[contact #${late.id}]`), 'the longest waiting first');

    clock += 3 * HOUR;
    assert.equal(await digest.runDue(), 'already-done');
    assert.equal(mail.received.length, 1, 'once a day');
    assert.equal(t.db.select().from(auditLog).all().filter((l) => l.action === 'overdue_digest_sent').length, 1);

    // The next day, after everything was answered: nothing to say, nothing sent.
    t.sqlite.prepare("UPDATE contact_submissions SET status = 'contacted'").run();
    t.sqlite.prepare("UPDATE equipment_quotes SET status = 'quoted'").run();
    clock += 24 * HOUR;
    assert.equal(await digest.runDue(), 'nothing-waiting');
    assert.equal(mail.received.length, 1);
  });

  it('follows the hour the admin chose', async () => {
    addContact({ createdAt: new Date(clock - 30 * HOUR).toISOString() });
    setSetting('overdue_digest_hour', '17');
    clock = Date.parse('2026-11-25T15:59:00.000Z'); // 16:59 local
    assert.equal(await t.services.overdueDigest.runDue(), 'before-hour');
    clock += 60_000;
    assert.equal(await t.services.overdueDigest.runDue(), 'sent');
    assert.match(mail.received[0], /Subject: 1 enquiry is waiting for a reply/);
  });
});
