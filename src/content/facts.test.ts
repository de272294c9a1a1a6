// One set of company facts (docs/product.md § Company facts): a fact changed in Settings is the figure every
// public page states, in its HTML and in GET /api/pages/:slug, and no page states another value for it; counts
// of items follow the items; a save of the group confirms its facts, changed or not.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { FACT_SETTING, STORED_FACTS } from '../../web/shared/facts.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { unconfirmedFacts } from './facts.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

before(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

const put = (values: Record<string, string>) => call(t.app, 'PUT', '/api/admin/settings', { values }, admin.auth);

/** Every public page a visitor can reach (the sitemap's, item pages included), as rendered HTML with its tags taken out ("₦250<span>bn+</span>" reads ₦250bn+). */
async function everyPage(): Promise<Map<string, string>> {
  const sitemap = await (await t.app.request('http://localhost/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.ok(paths.length >= 10, 'the sitemap lists the site');
  const shown = new Map<string, string>();
  for (const path of paths) {
    const res = await t.app.request(`http://localhost${path}`);
    assert.equal(res.status, 200, path);
    shown.set(path, (await res.text()).replace(/<[^>]*>/g, ''));
  }
  return shown;
}

/** The paths whose HTML matches `pattern`. */
const where = (shown: Map<string, string>, pattern: RegExp) => [...shown].filter(([, html]) => pattern.test(html)).map(([path]) => path);

/** The figures of a statistics band (the section labelled by `heading`) as the server drew them, in order. */
const BANDS: Record<string, string> = { '/': 'home-statistics', '/services': 'services-statistics', '/projects': 'projects-achievements', '/real-estate': 're-statistics', '/about': 'about-capabilities' };
async function counters(path: string): Promise<string[]> {
  const page = await (await t.app.request(`http://localhost${path}`)).text();
  const html = page.slice(page.indexOf(`aria-labelledby="${BANDS[path]}"`)).split('</section>')[0];
  return [...html.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => m[1].replace(/<[^>]*>/g, ''));
}

describe('company facts on every page', () => {
  it('as seeded: one value per figure, in the units of the company', async () => {
    const shown = await everyPage();
    for (const stale of [/\$2\.5B/, /2500M/, /sq ft/, /mile/i, /\btons?\b/, /\{[a-zA-Z]+\}/]) {
      assert.deepEqual(where(shown, stale), [], `nothing says ${stale}`);
    }
    assert.deepEqual(where(shown, /250\+/), ['/', '/services'].filter((p) => shown.has(p)));
    assert.deepEqual(await counters('/'), ['250+', '25+', '500+', '500+']);
    assert.deepEqual(await counters('/services'), ['250+', '150+', '500+', '200+']);
    assert.deepEqual(await counters('/projects'), ['8', '100%', '25+', '500+']);
    assert.deepEqual(await counters('/real-estate'), ['150+', '95%', '25+', '₦250bn+']);
    assert.deepEqual(await counters('/about'), ['500+', '4,600 m²', '200+', '24/7']);
  });

  it('a fact changed in Settings is the value on every page that shows it, and no other value for it is left', async () => {
    assert.equal((await put({ [FACT_SETTING.projectsCompleted]: '312', [FACT_SETTING.valueDelivered]: '₦480bn', [FACT_SETTING.yearFounded]: '2004', [FACT_SETTING.deliveryRadius]: '120' })).status, 200);
    const shown = await everyPage();
    assert.deepEqual(where(shown, /312\+/), ['/', '/services'], 'Home and Services state projects completed (counter and badge)');
    assert.deepEqual(where(shown, /250\+/), []);
    assert.deepEqual(where(shown, /₦480bn\+/), ['/', '/real-estate'], 'Home (claim and sentence) and Real Estate (counter)');
    assert.deepEqual(where(shown, /₦250bn/), []);
    assert.ok(where(shown, /since 2004/i).length >= 3, 'Home, Real Estate, About and the footer say since when');
    assert.deepEqual(where(shown, /\b1999\b/), []);
    // 2004 to this year: 22 years in 2026, so "20+" wherever years of experience are counted or told.
    const years = `${Math.floor((new Date().getFullYear() - 2004) / 5) * 5}+`;
    assert.deepEqual(await counters('/projects'), ['8', '100%', years, '500+']);
    assert.deepEqual(where(shown, /25\+ Years/), []);
    const radius = where(shown, /120 km/);
    assert.ok(radius.includes('/services') && radius.includes('/equipment'), 'Services and the rental terms of Equipment');
    assert.deepEqual(radius.filter((path) => path !== '/services' && !path.startsWith('/equipment')), [], 'and the machine pages that repeat the terms');
    assert.deepEqual(where(shown, /80 km/), []);
    const api = await call(t.app, 'GET', '/api/pages/services');
    assert.match(JSON.stringify(api.json), /"statValue":"312\+"/, 'GET /api/pages/:slug states it too');
    assert.doesNotMatch(JSON.stringify(api.json), /\{projectsCompleted\}/);
    const raw = await call(t.app, 'GET', `/api/admin/content-blocks?sectionId=${servicesSectionId()}`, undefined, admin.auth);
    assert.match(JSON.stringify(raw.json), /\{projectsCompleted\}/, 'the admin reads the raw words');
  });

  it('"Featured Projects" counts the projects the Projects page shows', async () => {
    assert.equal((await counters('/projects'))[0], '8');
    const project = t.db
      .select({ id: contentBlocks.id })
      .from(contentBlocks)
      .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
      .innerJoin(pages, eq(pages.id, sections.pageId))
      .where(and(eq(pages.slug, 'projects'), eq(contentBlocks.blockType, 'project')))
      .get();
    assert.ok(project);
    assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${project.id}`, { isActive: false }, admin.auth)).status, 200);
    assert.equal((await counters('/projects'))[0], '7');
  });
});

function servicesSectionId(): number {
  const row = t.db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(and(eq(pages.slug, 'services'), eq(sections.sectionKey, 'services')))
    .get();
  assert.ok(row);
  return row.id;
}

describe('unconfirmedFacts', () => {
  it('lists the facts never saved; a save of the group confirms each one sent, changed or not, with an audit line per change only', async () => {
    const fresh = makeTestApp();
    const owner = await signInAdmin(fresh);
    const all = STORED_FACTS.map((name) => FACT_SETTING[name]);
    assert.deepEqual(unconfirmedFacts(fresh.db), all);
    const values = Object.fromEntries(all.map((key) => [key, fresh.sqlite.prepare('SELECT value FROM site_settings WHERE key = ?').pluck().get(key) as string]));
    values[FACT_SETTING.professionals] = '520';
    const auditsBefore = fresh.sqlite.prepare("SELECT count(*) FROM audit_log WHERE action = 'setting_updated'").pluck().get() as number;
    assert.equal((await call(fresh.app, 'PUT', '/api/admin/settings', { values }, owner.auth)).status, 200);
    assert.deepEqual(unconfirmedFacts(fresh.db), []);
    assert.equal(fresh.sqlite.prepare("SELECT count(*) FROM audit_log WHERE action = 'setting_updated'").pluck().get(), auditsBefore + 1);
  });

  it('accepts figures typed with grouping and stores their digits', async () => {
    const res = await put({ [FACT_SETTING.factoryArea]: '5 200', [FACT_SETTING.valueDelivered]: '310,000,000,000' });
    assert.equal(res.status, 200);
    const stored = Object.fromEntries((res.json as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    assert.deepEqual([stored[FACT_SETTING.factoryArea], stored[FACT_SETTING.valueDelivered]], ['5200', '310000000000']);
    const refused = await put({ [FACT_SETTING.onTimePercent]: '101' });
    assert.equal(refused.status, 400);
    assert.match(refused.json.issues[0].message, /On-time delivery must be a whole number of % from 0 to 100/);
  });
});
