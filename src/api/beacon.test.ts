import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { OTHER_REFERRERS } from '../../web/shared/overview.ts';
import { BEACONS_PER_IP } from '../security/limits.ts';
import { FLOOD_GROWTH_BOUND_BYTES, NAMED_REFERRER_ROWS_PER_DAY } from '../analytics/page-views.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { daysFromNow } from '../testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', host: 'metrikgroup.ng' };
let t: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  t = makeTestApp();
});

const beacon = (body: unknown, headers: Record<string, string> = PERSON) => call(t.app, 'POST', '/api/beacon', body, headers);

describe('POST /api/beacon', () => {
  it('counts a person viewing a public page, with the referring site, and stores no IP, user agent or cookie', async () => {
    const res = await beacon({ path: '/projects', referrer: 'www.Google.com' });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('set-cookie'), null);
    await beacon({ path: '/projects/', referrer: '' });
    t.services.pageViews.flush();
    const rows = t.sqlite.prepare('SELECT * FROM page_views ORDER BY referrer_host').all() as Record<string, unknown>[];
    assert.deepEqual(
      rows.map((r) => [r.path, r.referrer_host, r.views]),
      [
        ['/projects', '', 1],
        ['/projects', 'google.com', 1],
      ],
    );
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['day', 'path', 'referrer_host', 'views'], 'nothing about the visitor is kept');
  });

  const notCounted: [string, Record<string, string>, unknown][] = [
    ['a crawler', { ...PERSON, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, { path: '/' }],
    ['headless automation', { ...PERSON, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' }, { path: '/' }],
    ['Lighthouse', { ...PERSON, 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse' }, { path: '/' }],
    ['no user agent at all', { host: 'metrikgroup.ng' }, { path: '/' }],
    ['Global Privacy Control', { ...PERSON, 'sec-gpc': '1' }, { path: '/' }],
    ['a prefetch', { ...PERSON, 'sec-purpose': 'prefetch' }, { path: '/' }],
    ['a prerender', { ...PERSON, 'sec-purpose': 'prefetch;prerender' }, { path: '/' }],
    ['a page that is not on the site', PERSON, { path: '/wp-login.php' }],
    ['the admin', PERSON, { path: '/metrikwebadmin' }],
  ];
  for (const [who, headers, body] of notCounted) {
    it(`answers 204 but does not count ${who}`, async () => {
      assert.equal((await beacon(body, headers)).status, 204);
      assert.equal(t.services.pageViews.pending, 0);
    });
  }

  it("counts a visible item's page under its own address; an invented, hidden or renamed item's address adds nothing", async () => {
    const admin = await signInAdmin(t);
    const TOWER = '/projects/trans-amadi-corporate-tower';
    await beacon({ path: TOWER, referrer: 'wa.me' });
    await beacon({ path: '/Projects/Trans-Amadi-Corporate-Tower/' });
    await beacon({ path: '/equipment/excavators' });
    await beacon({ path: '/real-estate/woji-gardens-estate-phase-2' });
    for (let i = 0; i < 200; i++) assert.equal((await beacon({ path: `/projects/invented-${i}` })).status, 204);
    await beacon({ path: '/projects/trans-amadi-corporate-tower/photos' });
    const id = t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'machine' AND title = 'Excavators'").pluck().get() as number;
    assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { isActive: false }, admin.auth)).status, 200);
    await beacon({ path: '/equipment/excavators' });
    t.services.pageViews.flush();
    assert.deepEqual(
      t.sqlite.prepare('SELECT path, referrer_host, views FROM page_views ORDER BY path, referrer_host').all(),
      [
        { path: '/equipment/excavators', referrer_host: '', views: 1 },
        { path: TOWER, referrer_host: '', views: 1 },
        { path: TOWER, referrer_host: 'wa.me', views: 1 },
        { path: '/real-estate/woji-gardens-estate-phase-2', referrer_host: '', views: 1 },
      ],
      'the hidden machine counted only while it was shown',
    );
  });

  it('keeps a link from this same site as a direct visit and a malformed host as none', async () => {
    await beacon({ path: '/', referrer: 'metrikgroup.ng' });
    await beacon({ path: '/', referrer: '<script>.evil' });
    t.services.pageViews.flush();
    assert.deepEqual(t.sqlite.prepare('SELECT referrer_host, views FROM page_views').all(), [{ referrer_host: '', views: 2 }]);
  });

  it('refuses what is not a page view with a sentence', async () => {
    assert.equal((await beacon({ path: 'projects' })).status, 400);
    assert.equal((await beacon({ path: `/${'a'.repeat(300)}` })).status, 400);
    assert.equal((await beacon({})).status, 400);
    const notJson = await call(t.app, 'POST', '/api/beacon', '{"path":"/"}', { ...PERSON, 'content-type': 'text/plain' });
    assert.equal(notJson.status, 415);
    assert.match(notJson.json.error, /JSON/);
  });

  it('limits one address to its share of page views', async () => {
    for (let i = 0; i < BEACONS_PER_IP; i++) assert.equal((await beacon({ path: '/' })).status, 204);
    const over = await beacon({ path: '/' });
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.equal(t.services.pageViews.pending, BEACONS_PER_IP);
  });

  it('never waits on the database: counting goes on while another connection holds the write lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metrik-beacon-'));
    try {
      t = makeTestApp({ databasePath: join(dir, 'site.db') });
      const other = new Database(join(dir, 'site.db'));
      other.exec('BEGIN IMMEDIATE');
      const started = performance.now();
      for (let i = 0; i < 20; i++) assert.equal((await beacon({ path: '/about' })).status, 204);
      assert.ok(performance.now() - started < 2000, 'twenty beacons answered while the database was locked');
      assert.equal(t.services.pageViews.pending, 20);
      other.exec('ROLLBACK');
      other.close();
      t.services.pageViews.flush();
      assert.equal(t.sqlite.prepare('SELECT sum(views) FROM page_views').pluck().get(), 20);
    } finally {
      t.database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a beacon flood', () => {
  it('of 30,000 distinct paths and referrers over six flushes grows the data file by a bounded amount, and real referrers keep their rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metrik-flood-'));
    try {
      t = makeTestApp({ databasePath: join(dir, 'site.db'), trustProxy: true });
      const fileSize = () => {
        t.sqlite.pragma('wal_checkpoint(TRUNCATE)');
        return statSync(join(dir, 'site.db')).size;
      };
      const paths = PUBLIC_ROUTES.map((r) => r.path);
      // A real referrer, a day old: its rows keep counting whatever the flood does.
      await beacon({ path: '/', referrer: 'google.com' }, { ...PERSON, 'x-forwarded-for': '192.0.2.1' });
      t.services.pageViews.flush();
      const before = fileSize();
      const FLOOD = 30_000;
      for (let batch = 0; batch < FLOOD; batch += 100) {
        const ip = { ...PERSON, 'x-forwarded-for': `10.${(batch / 100) >> 8}.${(batch / 100) & 255}.1` };
        await Promise.all(
          Array.from({ length: 100 }, (_, j) => {
            const i = batch + j;
            return beacon({ path: i % 2 ? `/flood/${i}` : paths[i % paths.length], referrer: `r${i}.spam.example` }, ip);
          }),
        );
        if (batch % 5000 === 4900) {
          for (let k = 0; k < 5; k++) await beacon({ path: '/contact', referrer: 'facebook.com' }, { ...PERSON, 'x-forwarded-for': '192.0.2.2' });
          await beacon({ path: '/', referrer: 'google.com' }, { ...PERSON, 'x-forwarded-for': '192.0.2.3' });
          t.services.pageViews.flush();
        }
      }
      const growth = fileSize() - before;
      const rowCount = t.sqlite.prepare('SELECT count(*) FROM page_views').pluck().get() as number;
      console.log(`# beacon flood of ${FLOOD} distinct paths and referrers in six flushes: data file grew ${(growth / 1024).toFixed(1)} KiB, page_views holds ${rowCount} rows`);
      assert.ok(growth <= FLOOD_GROWTH_BOUND_BYTES, `grew ${growth} bytes`);
      assert.ok(rowCount <= 1 + NAMED_REFERRER_ROWS_PER_DAY + 2 * paths.length, `${rowCount} rows`);
      const ref = (host: string) => t.sqlite.prepare('SELECT sum(views) FROM page_views WHERE referrer_host = ?').pluck().get(host);
      assert.equal(ref('google.com'), 7, 'a referrer already counted that day keeps its row');
      assert.equal(ref('facebook.com'), 30, 'a referrer with many views in a flush is kept before the rare ones');
      assert.ok((ref(OTHER_REFERRERS) as number) > 14_000, 'the rest are folded into other sites');
      assert.equal(t.sqlite.prepare("SELECT count(*) FROM page_views WHERE path LIKE '/flood/%'").pluck().get(), 0, 'only the pages the site has');
    } finally {
      t.database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/admin/overview', () => {
  it('is for admins only', async () => {
    const res = await call(t.app, 'GET', '/api/admin/overview');
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  it('shows the views counted so far, the enquiries sent from each page and its rate per 100 views', async () => {
    const admin = await signInAdmin(t);
    for (let i = 0; i < 8; i++) await beacon({ path: '/contact' });
    for (let i = 0; i < 4; i++) await beacon({ path: '/equipment', referrer: 'facebook.com' });
    const contact = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng', service: 'construction', message: 'A duplex in GRA.', page: '/contact' };
    assert.equal((await call(t.app, 'POST', '/api/contact', contact, PERSON)).status, 201);
    assert.equal((await call(t.app, 'POST', '/api/contact', { ...contact, service: 'paint' }, PERSON)).status, 201);
    const quote = { equipmentType: 'heavy', rentalDuration: 'weekly', startDate: START_DATE, projectLocation: 'Onne', projectDetails: 'Two excavators.', email: 'site@example.ng', phone: '0803 555 0100', page: '/equipment' };
    assert.equal((await call(t.app, 'POST', '/api/equipment-quote', quote, PERSON)).status, 201);
    assert.equal((await call(t.app, 'POST', '/api/equipment-quote', { ...quote, page: 'javascript:alert(1)' }, PERSON)).status, 201, 'a strange page is dropped, never a refusal');

    const res = await call(t.app, 'GET', '/api/admin/overview', undefined, admin.auth);
    assert.equal(res.status, 200);
    const o = res.json;
    assert.deepEqual(o.unread, { contact: 2, quotes: 2 });
    assert.equal(o.weeks.length, 12);
    assert.deepEqual(o.weeks.at(-1), { week: o.weeks.at(-1).week, contact: 2, quote: 2, byService: { construction: 1, paint: 1, quote: 2 } });
    assert.equal(o.days.length, 30);
    assert.equal(o.days.at(-1).views, 12);
    const page = (path: string) => o.pages.find((p: { path: string }) => p.path === path);
    assert.deepEqual(page('/contact'), { path: '/contact', views: 8, enquiries: 2, per100: 25 });
    assert.deepEqual(page('/equipment'), { path: '/equipment', views: 4, enquiries: 1, per100: 25 });
    assert.deepEqual(page('/paints'), { path: '/paints', views: 0, enquiries: 0, per100: null });
    assert.deepEqual(o.referrers, [{ host: 'facebook.com', views: 4 }]);
    assert.deepEqual(t.sqlite.prepare('SELECT page_path FROM equipment_quotes ORDER BY id').pluck().all(), ['/equipment', null]);
  });

  it("lists an item page by its item's title, under its address", async () => {
    const admin = await signInAdmin(t);
    for (let i = 0; i < 3; i++) await beacon({ path: '/equipment/excavators' });
    await beacon({ path: '/projects/trans-amadi-corporate-tower' });
    const o = (await call(t.app, 'GET', '/api/admin/overview', undefined, admin.auth)).json;
    const page = (path: string) => o.pages.find((p: { path: string }) => p.path === path);
    assert.deepEqual(page('/equipment/excavators'), { path: '/equipment/excavators', title: 'Excavators', views: 3, enquiries: 0, per100: 0 });
    assert.deepEqual(page('/projects/trans-amadi-corporate-tower'), { path: '/projects/trans-amadi-corporate-tower', title: 'Trans-Amadi Corporate Tower', views: 1, enquiries: 0, per100: 0 });
    assert.equal(page('/equipment').title, undefined, 'a public route is listed by its address');
    assert.equal(page('/real-estate/woji-gardens-estate-phase-2'), undefined, 'an item page nobody viewed is not listed');
  });
});
