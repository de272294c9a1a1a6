// How the company answers, as the Overview shows it: median hours to a first reply, the share within the promise
// by week of arrival, and the pipeline of quoted, won and lost; under a clock the test moves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';
import { median } from './responses.ts';

const HOUR = 3_600_000;

test('median: the middle value, the mean of the two middle ones, null for none', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});

test('GET /api/admin/overview: the overdue count, the reply times and the pipeline of the last 12 weeks', async () => {
  let clock = Date.parse('2026-11-25T09:00:00.000Z'); // a Wednesday
  const t = makeTestApp({}, { now: () => clock });
  const admin = await signInAdmin(t);
  const { addContact, addQuote } = storedSubmissions(() => t.db, { contact: {}, quote: {} });
  const ago = (hours: number) => new Date(clock - hours * HOUR).toISOString();
  // This week: answered after 2 and 30 hours (promise 24), one still waiting past the promise, one spam.
  const fast = addContact({ createdAt: ago(2) });
  const slow = addQuote({ createdAt: ago(30) });
  addContact({ createdAt: ago(26) });
  addContact({ createdAt: ago(40), isSpam: true });
  // Three weeks ago: answered after 10 hours.
  const old = addContact({ createdAt: ago(21 * 24) });

  const reply = (path: string) => call(t.app, 'POST', `${path}/contacted`, { channel: 'phone' }, admin.auth);
  assert.equal((await reply(`/api/admin/submissions/contact/${fast.id}`)).status, 201);
  assert.equal((await reply(`/api/admin/submissions/quotes/${slow.id}`)).status, 201);
  const realClock = clock;
  clock = Date.parse(old.createdAt) + 10 * HOUR;
  const oldSignIn = await signInAdmin(t, 'bayo');
  await call(t.app, 'POST', `/api/admin/submissions/contact/${old.id}/contacted`, { channel: 'whatsapp' }, oldSignIn.auth);
  await call(t.app, 'PATCH', `/api/admin/submissions/contact/${old.id}`, { status: 'quoted' }, oldSignIn.auth);
  clock = realClock;
  await call(t.app, 'PATCH', `/api/admin/submissions/contact/${old.id}`, { status: 'won' }, admin.auth);
  await call(t.app, 'PATCH', `/api/admin/submissions/quotes/${slow.id}`, { status: 'lost' }, admin.auth);

  // The replies were recorded at the test's "now": make their delays the ones described above.
  t.sqlite.prepare('UPDATE contact_submissions SET first_response_at = ? WHERE id = ?').run(new Date(Date.parse(fast.createdAt) + 2 * HOUR).toISOString(), fast.id);
  t.sqlite.prepare('UPDATE equipment_quotes SET first_response_at = ? WHERE id = ?').run(new Date(Date.parse(slow.createdAt) + 30 * HOUR).toISOString(), slow.id);

  const o = (await call(t.app, 'GET', '/api/admin/overview', undefined, admin.auth)).json;
  assert.equal(o.overdue, 1);
  const r = o.responses;
  assert.deepEqual([r.promiseHours, r.answered, r.withinPromise, r.medianHours], [24, 3, 2, 10]);
  assert.equal(r.weeks.length, 12);
  const thisWeek = r.weeks.at(-1);
  assert.deepEqual(thisWeek, { week: '2026-11-23', received: 3, answered: 2, withinPromise: 1, medianHours: 16 });
  assert.deepEqual(r.weeks.find((w: { week: string }) => w.week === '2026-11-02'), { week: '2026-11-02', received: 1, answered: 1, withinPromise: 1, medianHours: 10 });
  assert.deepEqual(r.pipeline.at(-1), { week: '2026-11-23', quoted: 0, won: 1, lost: 1 });
  assert.deepEqual(r.pipeline.find((w: { week: string }) => w.week === '2026-11-02'), { week: '2026-11-02', quoted: 1, won: 0, lost: 0 });
});
