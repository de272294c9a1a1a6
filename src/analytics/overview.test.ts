import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../db/open.ts';
import { readOverview } from './overview.ts';

test('weeks start on Monday and days end at midnight in Port Harcourt; older rows, spam and read ones are left out where due', () => {
  const { sqlite } = openDatabase(':memory:');
  const add = sqlite.prepare(
    "INSERT INTO contact_submissions (first_name, last_name, email, service, message, is_spam, read_at, created_at, page_path) VALUES ('A', 'B', 'a@b.ng', ?, 'm', ?, ?, ?, ?)",
  );
  add.run('general', 0, null, '2026-11-22T23:30:00.000Z', '/contact'); // Monday 23 Nov 00:30 in Port Harcourt: this week
  add.run('general', 0, '2026-11-23T09:00:00.000Z', '2026-11-22T22:30:00.000Z', '/contact'); // Sunday 23:30 there: last week, read
  add.run('paint', 1, null, '2026-11-23T08:00:00.000Z', '/paints'); // spam: never counted
  add.run('general', 0, null, '2026-08-30T12:00:00.000Z', null); // 13 weeks back: outside the chart, still unread
  sqlite.prepare("INSERT INTO page_views (day, path, referrer_host, views) VALUES ('2026-10-25', '/', '', 5), ('2026-10-24', '/', '', 7), ('2026-11-23', '/contact', 'google.com', 3)").run();

  const o = readOverview(sqlite, new Date('2026-11-23T12:00:00Z'), 24);
  assert.equal(o.today, '2026-11-23');
  assert.deepEqual(o.unread, { contact: 2, quotes: 0 });
  assert.equal(o.weeks[0]!.week, '2026-09-07');
  assert.deepEqual(o.weeks.slice(-2).map((w) => [w.week, w.contact]), [['2026-11-16', 1], ['2026-11-23', 1]]);
  assert.equal(o.weeks.reduce((n, w) => n + w.contact + w.quote, 0), 2);
  assert.equal(o.days[0]!.day, '2026-10-25');
  assert.equal(o.days.reduce((n, d) => n + d.views, 0), 8, 'the 24 October views are a day too old');
  assert.deepEqual(o.pages[0], { path: '/', views: 5, enquiries: 0, per100: 0 });
  assert.deepEqual(o.pages.find((p) => p.path === '/contact'), { path: '/contact', views: 3, enquiries: 2, per100: 66.7 });
  assert.deepEqual(o.referrers, [{ host: 'google.com', views: 3 }]);
});

test('an empty site gives zeros, never a failure', () => {
  const { sqlite } = openDatabase(':memory:');
  const o = readOverview(sqlite, new Date('2026-01-01T00:00:00Z'), 24);
  assert.equal(o.weeks.length, 12);
  assert.ok(o.days.every((d) => d.views === 0));
  assert.ok(o.pages.every((p) => p.per100 === null));
  assert.deepEqual(o.referrers, []);
});
