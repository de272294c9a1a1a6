// docs/product.md § Item pages: /projects/<slug> as the server renders it (no script), its head for search
// engines and link previews, the 404s and 301s, the prefilled contact form and the sitemap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allProjects } from '../../web/shared/seed/projects.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

const TOWER = '/projects/trans-amadi-corporate-tower';
const tower = allProjects.find((p) => p.title === 'Trans-Amadi Corporate Tower')!;
type TestApp = ReturnType<typeof makeTestApp>;

const projectId = (t: TestApp, title: string) => t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'project' AND title = ?").pluck().get(title) as number;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script type="application/json" id="page-data">'));
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

test("a project's page: its title as the only h1, its facts, case study, tags, related projects and links", async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', TOWER);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  const html = body(res.text);
  const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
  assert.deepEqual(h1s, [tower.title]);
  for (const text of [tower.location, tower.area, tower.duration, tower.year, tower.category, tower.status, tower.caseStudy, ...tower.tags]) {
    assert.ok(html.includes(text.replace(/&/g, '&amp;')), `shows ${text}`);
  }
  assert.match(html, /<dl[^>]*>.*<dt[^>]*>(?:<svg[^>]*>.*?<\/svg>)?Location<\/dt><dd[^>]*>Trans-Amadi, Port Harcourt<\/dd>/s, 'facts as a definition list');
  assert.match(html, /<img[^>]+src="\/art\/project-office-tower.svg"[^>]+alt="Illustration of a twelve-storey glass office tower"/);
  assert.match(html, /href="\/contact\?project=trans-amadi-corporate-tower"/, 'Discuss a similar project');
  assert.match(html, /href="\/projects"/, 'back to the list');
  // Related: three others, the same category (Commercial) first.
  const related = html.slice(html.indexOf('id="project-related"'));
  const relatedLinks = [...related.matchAll(/<a href="(\/projects\/[a-z0-9-]+)"/g)].map((m) => m[1]);
  assert.equal(relatedLinks.length, 3, relatedLinks.join(' '));
  assert.ok(!relatedLinks.includes(TOWER));
  const commercial = allProjects.filter((p) => p.category === 'Commercial' && p !== tower).length;
  assert.ok(commercial >= 3);
  for (const link of relatedLinks) {
    const other = allProjects.find((p) => link.endsWith(p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')));
    assert.equal(other?.category, 'Commercial', link);
  }
});

test('its head: own title and description, canonical, absolute og:image, and JSON-LD with a BreadcrumbList', async () => {
  const t = makeTestApp();
  const html = head((await call(t.app, 'GET', TOWER)).text);
  assert.equal(attr(html, /<title>(.*?)<\/title>/), `${tower.title} | Metrik Group`);
  assert.equal(attr(html, /<meta name="description" content="([^"]*)"/), tower.description);
  assert.equal(attr(html, /<link rel="canonical" href="([^"]*)"/), `http://localhost${TOWER}`);
  assert.equal(attr(html, /<meta property="og:title" content="([^"]*)"/), `${tower.title} | Metrik Group`);
  assert.equal(attr(html, /<meta property="og:description" content="([^"]*)"/), tower.description);
  const image = attr(html, /<meta property="og:image" content="([^"]*)"/) ?? '';
  assert.match(image, /^https?:\/\/[^/]+\//, 'absolute');
  assert.doesNotMatch(html, /name="robots"/);
  const [crumbs, work] = jsonLd(html);
  assert.equal(crumbs['@type'], 'BreadcrumbList');
  assert.deepEqual(
    crumbs.itemListElement.map((i: { position: number; name: string; item: string }) => [i.position, i.name, i.item]),
    [
      [1, 'Home', 'http://localhost/'],
      [2, 'Our Projects', 'http://localhost/projects'],
      [3, tower.title, `http://localhost${TOWER}`],
    ],
  );
  assert.equal(work['@type'], 'CreativeWork');
  assert.equal(work.locationCreated.name, tower.location);
  assert.deepEqual([work.creator['@type'], work.creator['@id']], ['GeneralContractor', 'http://localhost/#construction'], "Home's construction department");
  // The client's words shown on the page, as a review of the work by the person who said them.
  assert.deepEqual(work.review, {
    '@type': 'Review',
    reviewBody: tower.testimonial!.quote,
    author: { '@type': 'Person', name: tower.testimonial!.name, jobTitle: tower.testimonial!.role },
  });
});

test("a project whose client's words are unsigned, or absent, claims no review", async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const id = projectId(t, tower.title);
  const stored = JSON.parse(t.sqlite.prepare('SELECT metadata FROM content_blocks WHERE id = ?').pluck().get(id) as string);
  const unsigned = { ...stored, testimonial: { quote: 'Early and on budget.', name: '', role: 'Facilities Director' } };
  assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { metadata: unsigned }, admin.auth)).status, 200);
  const page = (await call(t.app, 'GET', TOWER)).text;
  assert.match(page, /Early and on budget\./, 'the words are on the page');
  assert.equal(jsonLd(head(page))[1].review, undefined);
  const unquoted = allProjects.find((p) => !p.testimonial)!;
  const other = (await call(t.app, 'GET', `/projects/${unquoted.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)).text;
  assert.equal(jsonLd(head(other))[1]['@type'], 'CreativeWork');
  assert.equal(jsonLd(head(other))[1].review, undefined);
});

test('a hidden, deleted or unknown project answers 404 with the not-found screen', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const unknown = await call(t.app, 'GET', '/projects/no-such-project');
  assert.equal(unknown.status, 404);
  assert.match(unknown.text, /<title>Page Not Found/);
  assert.match(unknown.text, /name="robots" content="noindex"/);
  assert.doesNotMatch(unknown.text, /rel="canonical"/);

  const id = projectId(t, tower.title);
  assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { isActive: false }, admin.auth)).status, 200);
  assert.equal((await call(t.app, 'GET', TOWER)).status, 404, 'hidden');
  assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${id}`, { isActive: true }, admin.auth)).status, 200);
  assert.equal((await call(t.app, 'GET', TOWER)).status, 200, 'shown again: the cache follows');
  assert.equal((await call(t.app, 'DELETE', `/api/admin/content-blocks/${id}`, undefined, admin.auth)).status, 204);
  const deleted = await call(t.app, 'GET', TOWER);
  assert.equal(deleted.status, 404, 'deleted');
  assert.match(deleted.text, /Page Not Found/);
});

test('an address with capitals or a trailing slash answers 301 to its canonical one, query kept', async () => {
  const t = makeTestApp();
  for (const [from, to] of [
    ['/projects/Trans-Amadi-Corporate-Tower', TOWER],
    [`${TOWER}/`, TOWER],
    ['/Projects/trans-amadi-corporate-tower/?ref=whatsapp', `${TOWER}?ref=whatsapp`],
    ['/projects/No-Such-Project', '/projects/no-such-project'],
  ]) {
    const res = await call(t.app, 'GET', from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.get('location'), to, from);
  }
});

test('the list and Home link every card to its project page; the inline case study is gone', async () => {
  const t = makeTestApp();
  const list = body((await call(t.app, 'GET', '/projects')).text);
  assert.doesNotMatch(list, /<details/);
  for (const p of allProjects) {
    const slug = p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    assert.match(list, new RegExp(`<a href="/projects/${slug}"[^>]*>View Full Case Study`), p.title);
    assert.ok(!list.includes(p.caseStudy), 'the case study lives on its own page');
  }
  const home = body((await call(t.app, 'GET', '/')).text);
  const featured = allProjects.filter((p) => p.featured);
  assert.ok(featured.length > 0);
  for (const p of featured) assert.match(home, new RegExp(`<a href="/projects/${p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}"`), p.title);
});

test('"Discuss a similar project" opens the contact form filled in for that project, without any script', async () => {
  const t = makeTestApp();
  const res = await call(t.app, 'GET', '/contact?project=trans-amadi-corporate-tower');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store', 'this visitor only');
  assert.match(res.text, new RegExp(`<textarea[^>]*name="message"[^>]*>I would like to discuss a project similar to &quot;${tower.title}&quot; \\(http://localhost${TOWER}\\)\\.</textarea>`));
  assert.match(res.text, /<option value="construction" selected="">/);
  const plain = await call(t.app, 'GET', '/contact?project=no-such-project');
  assert.match(plain.text, /<textarea[^>]*name="message"[^>]*><\/textarea>/, 'an unknown project: the empty form');
});

test('/sitemap.xml lists every visible project page with its lastmod and pictures', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const xml = (await call(t.app, 'GET', '/sitemap.xml')).text;
  assert.match(xml, /xmlns:image="http:\/\/www.google.com\/schemas\/sitemap-image\/1.1"/);
  const entry = new RegExp(`<url><loc>http://localhost${TOWER}</loc><lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>.*?<image:image><image:loc>http://localhost/art/project-office-tower.svg</image:loc></image:image></url>`);
  assert.match(xml, entry);
  assert.equal(xml.match(/<loc>http:\/\/localhost\/projects\/[a-z0-9-]+<\/loc>/g)?.length, 8);
  await call(t.app, 'PUT', `/api/admin/content-blocks/${projectId(t, tower.title)}`, { isActive: false }, admin.auth);
  const after = (await call(t.app, 'GET', '/sitemap.xml')).text;
  assert.doesNotMatch(after, new RegExp(TOWER));
  assert.equal(after.match(/<loc>http:\/\/localhost\/projects\/[a-z0-9-]+<\/loc>/g)?.length, 7);
});
