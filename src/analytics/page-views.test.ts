import assert from 'node:assert/strict';
import { test } from 'node:test';
import type Database from 'better-sqlite3';
import { openDatabase } from '../db/open.ts';
import { OTHER_REFERRERS } from '../../web/shared/overview.ts';
import { MAX_PENDING_KEYS, NAMED_REFERRER_ROWS_PER_DAY, PAGE_VIEW_DAYS_KEPT, PageViewCounter } from './page-views.ts';

const rows = (sqlite: Database.Database) => sqlite.prepare('SELECT day, path, referrer_host AS ref, views FROM page_views ORDER BY day, path, ref').all();

test('views are counted in memory and reach the database only when flushed, added to what is there', () => {
  const { sqlite } = openDatabase(':memory:');
  let now = new Date('2026-11-23T10:00:00Z');
  const counter = new PageViewCounter(sqlite, { now: () => now });
  counter.record({ path: '/', referrerHost: '' });
  counter.record({ path: '/', referrerHost: '' });
  counter.record({ path: '/projects', referrerHost: 'google.com' });
  assert.equal(counter.pending, 3);
  assert.deepEqual(rows(sqlite), []);
  assert.equal(counter.flush(), 2);
  counter.record({ path: '/', referrerHost: '' });
  now = new Date('2026-11-23T23:30:00Z'); // 00:30 on the 24th in Port Harcourt
  counter.record({ path: '/', referrerHost: '' });
  counter.flush();
  assert.deepEqual(rows(sqlite), [
    { day: '2026-11-23', path: '/', ref: '', views: 3 },
    { day: '2026-11-23', path: '/projects', ref: 'google.com', views: 1 },
    { day: '2026-11-24', path: '/', ref: '', views: 1 },
  ]);
  assert.equal(counter.pending, 0);
});

test('a write that fails keeps its counts for the next flush', () => {
  const { sqlite } = openDatabase(':memory:');
  const counter = new PageViewCounter(sqlite);
  counter.record({ path: '/', referrerHost: '' });
  sqlite.exec('ALTER TABLE page_views RENAME TO page_views_away');
  assert.throws(() => counter.flush());
  assert.equal(counter.pending, 1);
  sqlite.exec('ALTER TABLE page_views_away RENAME TO page_views');
  counter.flush();
  assert.equal(sqlite.prepare('SELECT sum(views) FROM page_views').pluck().get(), 1);
});

test('a flood of distinct referrers cannot grow memory without bound: beyond it they count as other sites', () => {
  const { sqlite } = openDatabase(':memory:');
  const counter = new PageViewCounter(sqlite, { now: () => new Date('2026-11-23T10:00:00Z') });
  for (let i = 0; i < MAX_PENDING_KEYS; i++) counter.record({ path: '/', referrerHost: `spam${i}.example` });
  counter.record({ path: '/', referrerHost: 'one-more.example' });
  counter.record({ path: '/', referrerHost: 'spam1.example' });
  counter.record({ path: '/', referrerHost: '' });
  assert.equal(counter.pendingKeys, MAX_PENDING_KEYS + 2, 'the named keys, one for other sites, one for direct visits');
  assert.equal(counter.pending, MAX_PENDING_KEYS + 3, 'no view lost');
  counter.flush();
  assert.equal(sqlite.prepare('SELECT sum(views) FROM page_views').pluck().get(), MAX_PENDING_KEYS + 3);
});

test(`a day gains at most ${NAMED_REFERRER_ROWS_PER_DAY} rows with a named referrer, the most viewed first; rows it has keep counting`, () => {
  const { sqlite } = openDatabase(':memory:');
  let now = new Date('2026-11-23T10:00:00Z');
  const counter = new PageViewCounter(sqlite, { now: () => now });
  counter.record({ path: '/', referrerHost: 'google.com' });
  counter.flush();
  for (let i = 0; i < NAMED_REFERRER_ROWS_PER_DAY + 50; i++) counter.record({ path: '/about', referrerHost: `spam${i}.example` });
  for (let i = 0; i < 3; i++) counter.record({ path: '/projects', referrerHost: 'nairaland.com' });
  counter.flush();
  counter.record({ path: '/', referrerHost: 'google.com' });
  counter.record({ path: '/', referrerHost: 'late.example' });
  counter.flush();
  const named = (day: string) => sqlite.prepare("SELECT count(*) FROM page_views WHERE day = ? AND referrer_host NOT IN ('', ?)").pluck().get(day, OTHER_REFERRERS);
  assert.equal(named('2026-11-23'), NAMED_REFERRER_ROWS_PER_DAY);
  const views = (host: string) => sqlite.prepare('SELECT sum(views) FROM page_views WHERE referrer_host = ?').pluck().get(host);
  assert.equal(views('google.com'), 2);
  assert.equal(views('nairaland.com'), 3, 'three views outrank the one-view inventions');
  assert.equal(views('late.example'), null);
  assert.equal(views(OTHER_REFERRERS), 53, 'the 52 inventions beyond the room google.com and nairaland.com left, and the late one');
  now = new Date('2026-11-24T10:00:00Z');
  counter.record({ path: '/', referrerHost: 'late.example' });
  counter.flush();
  assert.equal(views('late.example'), 1, 'a new day has room again');
});

test(`days older than ${PAGE_VIEW_DAYS_KEPT} are deleted at a flush`, () => {
  const { sqlite } = openDatabase(':memory:');
  let now = new Date('2025-01-01T10:00:00Z');
  const counter = new PageViewCounter(sqlite, { now: () => now });
  counter.record({ path: '/', referrerHost: '' });
  counter.flush();
  now = new Date(now.getTime() + PAGE_VIEW_DAYS_KEPT * 86_400_000);
  counter.record({ path: '/', referrerHost: '' });
  counter.flush();
  assert.deepEqual(sqlite.prepare('SELECT day FROM page_views ORDER BY day').pluck().all(), ['2025-01-01', '2026-02-05'], 'exactly the oldest day kept');
  now = new Date(now.getTime() + 86_400_000);
  counter.record({ path: '/', referrerHost: '' });
  counter.flush();
  assert.deepEqual(sqlite.prepare('SELECT day FROM page_views ORDER BY day').pluck().all(), ['2026-02-05', '2026-02-06']);
});

test('stop writes what is pending', () => {
  const { sqlite } = openDatabase(':memory:');
  const counter = new PageViewCounter(sqlite);
  counter.start(() => {}, 60_000);
  counter.record({ path: '/about', referrerHost: '' });
  counter.stop();
  assert.equal(sqlite.prepare('SELECT sum(views) FROM page_views').pluck().get(), 1);
});
