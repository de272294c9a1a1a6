import assert from 'node:assert/strict';
import { test } from 'node:test';
import type Database from 'better-sqlite3';
import { openDatabase } from '../db/open.ts';
import { MAX_PENDING_KEYS, PageViewCounter } from './page-views.ts';

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

test('a flood of distinct referrers cannot grow memory without bound', () => {
  const { sqlite } = openDatabase(':memory:');
  const counter = new PageViewCounter(sqlite);
  for (let i = 0; i < MAX_PENDING_KEYS; i++) assert.equal(counter.record({ path: '/', referrerHost: `spam${i}.example` }), true);
  assert.equal(counter.record({ path: '/', referrerHost: 'one-more.example' }), false);
  assert.equal(counter.record({ path: '/', referrerHost: 'spam1.example' }), true, 'a key already held still counts');
  assert.equal(counter.dropped, 1);
  counter.flush();
  assert.equal(counter.record({ path: '/', referrerHost: 'one-more.example' }), true, 'room again after a flush');
});

test('stop writes what is pending', () => {
  const { sqlite } = openDatabase(':memory:');
  const counter = new PageViewCounter(sqlite);
  counter.start(() => {}, 60_000);
  counter.record({ path: '/about', referrerHost: '' });
  counter.stop();
  assert.equal(sqlite.prepare('SELECT sum(views) FROM page_views').pluck().get(), 1);
});
