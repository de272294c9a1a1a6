// Home (docs/product.md § Home, § Fallbacks): server-rendered copy with and without JavaScript, counters, an admin
// edit reaching the page, and the fallback drawn from the seed module when the home record is missing.
// Browser parts run the real server: build first (`npx tsx build.ts`; `npm test` does it).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import Database from 'better-sqlite3';
import { homeFallbackPage, homePage } from '../../web/shared/seed/home.ts';
import { projectsPage } from '../../web/shared/seed/projects.ts';
import { graVillas, peterOdiliApartments, rumuolaMall, transAmadiTower } from '../../web/shared/seed/project-list.ts';
import { projectPath, slugify } from '../../web/shared/item-slugs.ts';
import type { PageContent } from '../../web/shared/content.ts';
import { ContentProvider, createContentStore } from '../../web/state/content.tsx';
import HomePage, { homeSection } from '../../web/pages/Home.tsx';
import { pageFromSeed } from '../../web/pages/parts/blocks.ts';
import { assertShowsCopy, countersReach, editBlock, openPage } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';
import { visibleCopy } from '../../src/testing/seed-copy.ts';

const settings = {
  companyName: 'Metrik Group',
  tagline: 'Building Excellence',
  phone: '+234 803 555 0147',
  email: 'info@metrikgroup.ng',
  address: 'Port Harcourt',
  openingHours: '',
  facebookUrl: '',
  twitterUrl: '',
  linkedinUrl: '',
  instagramUrl: '',
  whatsappNumber: '',
  replyPromiseHours: '24',
};

function renderHome(page: PageContent | null): string {
  const store = createContentStore({ page, site: null, settings }, 'home');
  const html = renderToString(
    <Router ssrPath="/">
      <ContentProvider store={store}>
        <HomePage page={page} />
      </ContentProvider>
    </Router>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

// docs/product.md § Projects content: Home's project cards show category, year, title, description, location and status only.
const HOME_COPY = visibleCopy(homeFallbackPage, { omit: ['area', 'duration', 'tags'] });

const projectsHero = projectsPage.sections[0].title;

const statsOf = (page: { sections: { sectionKey: string; blocks?: { title: string }[] }[] }) =>
  page.sections.find((s) => s.sectionKey === 'statistics')!.blocks!.map((b) => b.title);

describe('Home fallback (no server)', () => {
  test('with no home record, every text of the seed module is rendered', () => {
    const text = renderHome(null);
    const missing = HOME_COPY.filter((t) => !text.includes(t));
    assert.deepEqual(missing, []);
    for (const figure of ['250+', '25+', '500+', '500+']) assert.ok(text.includes(figure), figure);
    assert.ok(text.includes('Featured Projects'));
    assert.ok(text.includes('Showcasing our latest and most impressive construction achievements.'));
  });

  test('product.md § Fallbacks counters and featured-projects defaults are what the seed module holds', () => {
    assert.deepEqual(statsOf(homePage), ['Projects Completed', 'Years Experience', 'Happy Clients', 'Expert Team']);
    const stats = homePage.sections.find((s) => s.sectionKey === 'statistics')!.blocks;
    assert.deepEqual(
      stats.map((b) => `${b.content}${b.metadata?.suffix}`),
      ['250+', '25+', '500+', '500+'],
    );
  });

  test('a section missing from the record, or left without a title, is filled from the seed; one left without blocks stays empty', () => {
    const stored = pageFromSeed(homePage);
    stored.sections = stored.sections.filter((s) => s.sectionKey !== 'statistics');
    const featured = stored.sections.find((s) => s.sectionKey === 'featured_projects')!;
    featured.title = '';
    featured.description = null;
    featured.contentBlocks = [];
    const hero = stored.sections.find((s) => s.sectionKey === 'hero')!;
    hero.title = 'Edited Hero Heading';

    assert.equal(homeSection(stored, 'statistics')?.contentBlocks.length, 4);
    assert.equal(homeSection(stored, 'featured_projects')?.title, 'Featured Projects');
    assert.equal(homeSection(stored, 'featured_projects')?.contentBlocks.length, 0, 'no project featured: none shown');
    assert.equal(homeSection(null, 'featured_projects')?.contentBlocks.filter((b) => b.blockType === 'project').length, 3, 'no home record: the seeded three');
    const text = renderHome(stored);
    assert.ok(text.includes('Edited Hero Heading'), 'stored copy wins where present');
    assert.ok(!text.includes("Building Tomorrow's Excellence"));
    assert.ok(text.includes('Projects Completed') && text.includes('250+'), 'missing statistics come from the seed');
  });

  test('a section the admin hid is not filled from the seed, and the other sections follow their sortOrder', () => {
    const stored = pageFromSeed(homePage);
    stored.sections = stored.sections.filter((s) => s.sectionKey !== 'statistics');
    stored.hiddenSectionKeys = ['statistics'];
    const why = stored.sections.findIndex((s) => s.sectionKey === 'why_choose');
    stored.sections.splice(1, 0, ...stored.sections.splice(why, 1));
    assert.equal(homeSection(stored, 'statistics'), undefined);
    const text = renderHome(stored);
    assert.ok(!text.includes('Projects Completed'), 'hidden statistics stay hidden');
    const titleOf = (key: string) => stored.sections.find((s) => s.sectionKey === key)!.title;
    assert.ok(text.indexOf(titleOf('why_choose')) < text.indexOf(titleOf('services')), 'why-choose moved above the services');
  });

  test("with no home record, the seeded accreditations and the featured projects' clients' words are shown", () => {
    const text = renderHome(null);
    for (const name of ['Accredited and trusted', 'COREN', 'Registered engineering firm', 'ISO 9001:2015']) assert.ok(text.includes(name), name);
    for (const project of [transAmadiTower, rumuolaMall]) {
      assert.ok(text.includes(`“${project.testimonial!.quote}”`), project.title);
      assert.ok(text.includes(project.testimonial!.name));
    }
  });

  test('a statistic without a suffix shows "+" (product.md § Fallbacks default)', () => {
    const stored = pageFromSeed(homePage);
    const stat = stored.sections.find((s) => s.sectionKey === 'statistics')!.contentBlocks[0];
    stat.metadata = null;
    stat.content = '175';
    assert.ok(renderHome(stored).includes('175+'));
  });
});

describe('Home in the browser', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the server HTML holds the copy and the final counter figures', async () => {
    const html = await serverHtml(site, '/');
    assert.match(html, /<h1[^>]*>Building Tomorrow(&#x27;|')s Excellence<\/h1>/);
    for (const figure of ['250+', '25+', '500+', '500+']) assert.match(html, new RegExp(`>${figure.replace('+', '\\+')}<`), figure);
  });

  test('without JavaScript: every text, the four service links and the buttons', async () => {
    const { page, watch, close } = await openPage(site, '/', { javaScript: false });
    try {
      await assertShowsCopy(page, HOME_COPY);
      assert.equal(await page.locator('h1').count(), 1);
      const hrefOf = (name: string | RegExp) => page.getByRole('link', { name }).first().getAttribute('href');
      assert.equal(await hrefOf('Get Quote'), '/contact');
      assert.equal(await hrefOf('View Projects'), '/projects');
      assert.equal(await hrefOf('View All Projects'), '/projects');
      assert.equal(await hrefOf('Learn More About Us'), '/about');
      const learnMore = page.locator('main a', { hasText: 'Learn More:' });
      assert.deepEqual(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
        '/services',
        '/real-estate',
        '/paints',
        '/equipment',
      ]);
      const featured = page.locator('section[aria-labelledby="home-projects"] article');
      assert.equal(await featured.count(), 3);
      for (const card of await featured.all()) {
        assert.match((await card.textContent()) ?? '', /Port Harcourt/);
        assert.match((await card.textContent()) ?? '', /2024/);
        assert.match((await card.textContent()) ?? '', /Completed|Ongoing|Design Phase/);
      }
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('with JavaScript: the counters count up to their targets, a link opens the next page, no console errors', async () => {
    const { page, watch, close } = await openPage(site, '/', { width: 375 });
    try {
      await assertShowsCopy(page, HOME_COPY);
      await countersReach(page, 'home-statistics', ['250+', '25+', '500+', '500+']);
      const figures = page.locator('section[aria-labelledby="home-statistics"] dd');
      assert.deepEqual(await figures.allTextContents(), ['250+', '25+', '500+', '500+']);
      await page.getByRole('link', { name: 'View All Projects' }).click();
      await page.waitForURL(/\/projects$/);
      await page.getByRole('heading', { level: 1, name: projectsHero }).waitFor();
      assert.equal(await page.locator('section[aria-labelledby="projects-showcase"] article').count(), 8);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test("the band of clients' words quotes the Projects page's projects and links each to its page; a quote cleared there leaves Home", async () => {
    const band = 'section[aria-labelledby="home-testimonials"]';
    const quoted = [transAmadiTower, rumuolaMall, peterOdiliApartments];
    let { page, close } = await openPage(site, '/', { width: 375 });
    try {
      assert.equal(await page.locator(`${band} h2`).textContent(), 'What Our Clients Say');
      assert.deepEqual(await page.locator(`${band} blockquote`).allTextContents(), quoted.map((p) => `“${p.testimonial!.quote}”`));
      assert.deepEqual(
        await page.locator(`${band} figcaption a`).evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
        quoted.map((p) => [p.title, projectPath(slugify(p.title))]),
      );
    } finally {
      await close();
    }
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: rumuolaMall.title }, { metadata: { testimonial: { quote: '', name: '', role: '' } } });
    ({ page, close } = await openPage(site, '/', { width: 1280 }));
    try {
      const shown = await page.locator(`${band} figcaption a`).allTextContents();
      assert.deepEqual(shown, [transAmadiTower.title, peterOdiliApartments.title, graVillas.title], 'the next project with a quote takes its place');
    } finally {
      await close();
    }
  });

  test('an accreditation with a link address is a link; with every one hidden the strip is gone', async () => {
    const strip = 'section[aria-labelledby="home-credentials"]';
    await editBlock(site, { slug: 'home', sectionKey: 'credentials', title: 'COREN' }, { metadata: { href: 'https://coren.gov.ng' } });
    let html = await serverHtml(site, '/');
    assert.match(html, /<a href="https:\/\/coren.gov.ng"[^>]*>.*?COREN/);
    const names = homePage.sections.find((s) => s.sectionKey === 'credentials')!.blocks.map((b) => b.title);
    try {
      for (const title of names) await editBlock(site, { slug: 'home', sectionKey: 'credentials', title }, { isActive: false });
      html = await serverHtml(site, '/');
      assert.ok(!html.includes('home-credentials'), 'no empty strip');
      assert.ok(!html.includes('Accredited and trusted'));
    } finally {
      for (const title of names) await editBlock(site, { slug: 'home', sectionKey: 'credentials', title }, { isActive: true });
    }
    const { page, close } = await openPage(site, '/', { width: 375 });
    try {
      assert.deepEqual(await page.locator(`${strip} li`).evaluateAll((items) => items.map((li) => li.querySelector('.font-display')?.textContent)), names);
    } finally {
      await close();
    }
  });

  test('an admin edit of a statistic shows on the next request', async () => {
    // Its own figure shows once it no longer reads the company fact (docs/product.md § Company facts).
    await editBlock(site, { slug: 'home', sectionKey: 'statistics', title: 'Projects Completed' }, { title: 'Projects Delivered', content: '175', metadata: { fact: '' } });
    const html = await serverHtml(site, '/');
    assert.ok(html.includes('Projects Delivered'));
    assert.match(html, />175\+</);
    assert.ok(!html.includes('Projects Completed'));
  });
});

describe('Home when its record is deleted', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the fallback from the seed module is shown, with no console errors', async () => {
    const db = new Database(site.server.dbPath);
    try {
      db.pragma('foreign_keys = ON');
      assert.equal(db.prepare("DELETE FROM pages WHERE slug = 'home'").run().changes, 1);
      assert.equal(db.prepare("SELECT COUNT(*) FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home'").pluck().get(), 0);
    } finally {
      db.close();
    }
    assert.equal((await fetch(`${site.server.url}/api/pages/home`)).status, 404);
    const { page, watch, close } = await openPage(site, '/');
    try {
      await assertShowsCopy(page, HOME_COPY);
      assert.deepEqual(
        await page.locator('section[aria-labelledby="home-statistics"] dt').allTextContents(),
        statsOf(homePage),
      );
      assert.equal(await page.locator('#home-projects').textContent(), 'Featured Projects');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
