import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, describe, mock, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/open.ts';
import { SubmissionWriter } from '../db/submissions.ts';
import { seedDatabase } from '../db/seed.ts';
import { auditLog, contactSubmissions, equipmentQuotes, siteSettings } from '../db/tables.ts';
import { createLogger } from './log.ts';
import { FIRST_RUN_AFTER_MS, monthsBefore, RetentionJob, RUN_EVERY_MS } from './retention.ts';

const NOW = new Date('2026-11-25T09:00:00.000Z');
const MS = 1;
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function setup(now: () => Date = () => NOW, batchSize?: number, path = ':memory:') {
  const database = openDatabase(path);
  seedDatabase(database.sqlite);
  const job = new RetentionJob({ db: database.db, log: createLogger('silent'), now, batchSize });
  const db = database.db;
  const contact = (createdAt: string, overrides: Partial<typeof contactSubmissions.$inferInsert> = {}) =>
    db.insert(contactSubmissions).values({ firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@example.ng', phone: '0803 123 4567', service: 'paint', message: 'Hello', createdAt, ...overrides }).returning().get().id;
  const quote = (createdAt: string, overrides: Partial<typeof equipmentQuotes.$inferInsert> = {}) =>
    db
      .insert(equipmentQuotes)
      .values({ equipmentType: 'heavy', rentalDuration: 'weekly', startDate: '2026-07-01', projectLocation: 'Onne', projectDetails: 'Two excavators.', email: 'site@example.ng', phone: '0803 000 1111', createdAt, ...overrides })
      .returning()
      .get().id;
  const left = () => ({
    contact: db.select({ id: contactSubmissions.id }).from(contactSubmissions).all().map((r) => r.id).sort((a, b) => a - b),
    quotes: db.select({ id: equipmentQuotes.id }).from(equipmentQuotes).all().map((r) => r.id).sort((a, b) => a - b),
  });
  const audits = () => db.select().from(auditLog).all();
  const setSetting = (key: string, value: string) => db.update(siteSettings).set({ value }).where(eq(siteSettings.key, key)).run();
  return { database, db, job, contact, quote, left, audits, setSetting };
}

afterEach(() => mock.timers.reset());

describe('the daily retention clean-up', () => {
  test('deletes enquiries older than 24 months and spam older than 30 days, in both inboxes; keeps rows just inside; audits the counts', async () => {
    const t = setup();
    const enquiryCut = Date.parse('2024-11-25T09:00:00.000Z');
    const spamCut = NOW.getTime() - 30 * DAY;
    const keep = {
      contact: [
        t.contact(iso(enquiryCut)), // exactly at the limit: not older, kept
        t.contact(iso(enquiryCut + MS), { service: 'real-estate' }),
        t.contact(iso(spamCut), { isSpam: true }),
        t.contact(iso(NOW.getTime())),
        // Spam keeps its own limit: a 60-day-old real enquiry is kept.
        t.contact(iso(NOW.getTime() - 60 * DAY)),
      ],
      quotes: [t.quote(iso(enquiryCut + 1000)), t.quote(iso(spamCut + MS), { isSpam: true })],
    };
    t.contact(iso(enquiryCut - MS));
    t.contact(iso(enquiryCut - DAY), { service: 'real-estate' });
    t.contact('2020-01-01T00:00:00.000Z', { service: 'real-estate' });
    t.quote(iso(enquiryCut - MS));
    t.contact(iso(spamCut - MS), { isSpam: true });
    t.quote(iso(spamCut - DAY), { isSpam: true });
    t.quote(iso(spamCut - 400 * DAY), { isSpam: true });

    const run = await t.job.runNow();
    assert.deepEqual(t.left(), { contact: keep.contact, quotes: keep.quotes });
    assert.deepEqual(run?.enquiries, { contactMessages: 1, realEstateEnquiries: 2, equipmentQuotes: 1 });
    assert.deepEqual(run?.spam, { contactMessages: 1, realEstateEnquiries: 0, equipmentQuotes: 2 });

    const lines = t.audits();
    assert.equal(lines.length, 1);
    const [line] = lines;
    assert.deepEqual([line.action, line.username, line.adminId, line.ip, line.target], ['retention_deleted', 'system', null, null, 'retention']);
    assert.equal(
      line.detail,
      'Enquiries received before 2024-11-25T09:00:00.000Z (kept 24 months): 1 contact message, 2 real-estate enquiries and 1 equipment quote request. ' +
        'Spam received before 2026-10-26T09:00:00.000Z (kept 30 days): 1 contact message, 0 real-estate enquiries and 2 equipment quote requests.',
    );
    assert.doesNotMatch(line.detail ?? '', /ngozi|example|0803/i);
    t.database.close();
  });

  test('a run with nothing due deletes nothing and writes no audit line', async () => {
    const t = setup();
    t.contact(iso(NOW.getTime() - DAY));
    t.quote(iso(NOW.getTime() - 2 * DAY), { isSpam: true });
    const before = t.left();
    const run = await t.job.runNow();
    assert.deepEqual(t.left(), before);
    assert.equal((run?.enquiries.contactMessages ?? -1) + (run?.spam.equipmentQuotes ?? -1), 0);
    assert.deepEqual(t.audits(), []);
    t.database.close();
  });

  test('changed settings take effect at the next run; a missing or unusable value falls back to its default', async () => {
    const t = setup();
    const tenDays = t.contact(iso(NOW.getTime() - 10 * DAY - MS), { isSpam: true });
    const fortyDays = t.contact(iso(NOW.getTime() - 40 * DAY));
    const fourMonths = t.quote(iso(monthsBefore(NOW, 4).getTime() - MS));
    await t.job.runNow();
    assert.deepEqual(t.left(), { contact: [tenDays, fortyDays], quotes: [fourMonths] });

    t.setSetting('retention_spam_days', '10');
    t.setSetting('retention_enquiry_months', '3');
    const run = await t.job.runNow();
    assert.deepEqual(run?.limits, { enquiryMonths: 3, spamDays: 10 });
    assert.deepEqual(t.left(), { contact: [fortyDays], quotes: [] });

    t.db.delete(siteSettings).where(eq(siteSettings.key, 'retention_enquiry_months')).run();
    t.setSetting('retention_spam_days', 'lots');
    assert.deepEqual((await t.job.runNow())?.limits, { enquiryMonths: 24, spamDays: 30 });
    t.database.close();
  });

  test('many due rows are deleted in batches, every one of them', async () => {
    const t = setup(() => NOW, 7);
    const old = iso(NOW.getTime() - 800 * DAY);
    t.db.insert(contactSubmissions).values(Array.from({ length: 30 }, () => ({ firstName: 'A', lastName: 'B', email: 'a@example.ng', service: 'general', message: 'x', createdAt: old }))).run();
    const kept = t.contact(iso(NOW.getTime()));
    const run = await t.job.runNow();
    assert.equal(run?.enquiries.contactMessages, 30);
    assert.deepEqual(t.left().contact, [kept]);
    t.database.close();
  });

  test('months are calendar months: the day is kept where the month has it', () => {
    assert.equal(monthsBefore(new Date('2026-05-31T10:00:00.000Z'), 3).toISOString(), '2026-02-28T10:00:00.000Z');
    assert.equal(monthsBefore(new Date('2026-11-25T09:00:00.000Z'), 24).toISOString(), '2024-11-25T09:00:00.000Z');
    assert.equal(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 1).toISOString(), '2025-12-15T00:00:00.000Z');
  });

  test('the schedule: first run shortly after start, then once a day; stop ends it', async () => {
    mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
    let now = NOW;
    const t = setup(() => now);
    t.job.start();
    const spam = () => t.contact(iso(now.getTime() - 31 * DAY), { isSpam: true });

    spam();
    mock.timers.tick(FIRST_RUN_AFTER_MS - 1);
    await t.job.runningNow();
    assert.equal(t.left().contact.length, 1, 'not before the first run');
    mock.timers.tick(1);
    await t.job.runningNow();
    assert.equal(t.left().contact.length, 0, 'the first run');

    spam();
    now = new Date(now.getTime() + RUN_EVERY_MS - 1);
    mock.timers.tick(RUN_EVERY_MS - 1);
    await t.job.runningNow();
    assert.equal(t.left().contact.length, 1, 'not again the same day');
    mock.timers.tick(1);
    await t.job.runningNow();
    assert.equal(t.left().contact.length, 0, 'the next day');

    await t.job.stop();
    spam();
    mock.timers.tick(3 * RUN_EVERY_MS);
    await t.job.runningNow();
    assert.equal(t.left().contact.length, 1, 'nothing runs after stop');
    assert.equal(t.audits().length, 2);
    t.database.close();
  });

  test('on a database file, submissions acknowledged while a long clean-up runs are all kept (the writer thread waits for each batch)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metrik-retention-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const t = setup(() => NOW, 50, join(dir, 'site.db'));
    const old = iso(NOW.getTime() - 900 * DAY);
    t.db.insert(contactSubmissions).values(Array.from({ length: 3000 }, (_, i) => ({ firstName: 'Old', lastName: 'Row', email: `old${i}@example.ng`, service: 'general', message: 'x', createdAt: old }))).run();
    const writer = new SubmissionWriter(t.database.sqlite);
    assert.equal(writer.thread, 'worker');
    const cleanUp = t.job.runNow();
    const acknowledged = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        writer.addContact({ firstName: 'New', lastName: 'Visitor', email: `new${i}@example.ng`, phone: null, service: 'general', message: 'hello', isSpam: false, pagePath: '/contact', attribution: null }),
      ),
    );
    const run = await cleanUp;
    await writer.close();
    assert.equal(run?.enquiries.contactMessages, 3000, 'every old row went');
    assert.deepEqual(t.left().contact, acknowledged.sort((a, b) => a - b), 'every acknowledged row stayed');
    t.database.close();
  });
});
