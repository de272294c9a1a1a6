// The seed of Home, Services, Projects and About is complete: the words and figures of docs/product.md § Home, § Services, § Projects, § About, the section keys
// the components read, every block titled, the metadata each block type needs, and artwork that exists.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedBlock, SeedPage } from './types.ts';
import { homeFallbackPage, homePage } from './home.ts';
import { servicesPage } from './services.ts';
import { PROJECT_LABEL_KEYS, projectsPage } from './projects.ts';
import { aboutPage } from './about.ts';
import { iconSvg } from '../icons.ts';
import { factFigures, figureText, fillFacts, isFactName } from '../facts.ts';
import { allProjects } from './project-list.ts';

const PAGES = [homePage, servicesPage, projectsPage, aboutPage];
const staticDir = join(import.meta.dirname, '../../static');

const section = (page: SeedPage, key: string) => {
  const found = page.sections.find((s) => s.sectionKey === key);
  assert.ok(found, `${page.slug} has section ${key}`);
  return found;
};
const blocks = (page: SeedPage, key: string, type: string) => section(page, key).blocks.filter((b) => b.blockType === type);
const meta = (b: SeedBlock, key: string) => b.metadata?.[key];
/** The figures a fresh site states (docs/product.md § Company facts). */
const FIGURES = factFigures({ stored: {}, listed: { projectsListed: allProjects.length, machinesListed: 0, developmentsListed: 0 } }, new Date());
const shown = (text: string | undefined) => fillFacts(text ?? '', FIGURES);
/** A statistic as shown: its fact's figure when bound, else its own. */
const figure = (b: SeedBlock) => {
  const fact = meta(b, 'fact');
  return isFactName(fact) ? figureText(fact, FIGURES[fact]) : `${b.content}${meta(b, 'suffix') ?? '+'}`;
};
const hrefs = (list: SeedBlock[]) => list.map((b) => meta(b, 'href'));

/** What each block type must carry, beyond a title. */
const REQUIRED: Record<string, (b: SeedBlock) => void> = {
  button: (b) => {
    assert.match(String(meta(b, 'href')), /^\//, `${b.title}: a site path`);
    assert.ok(['primary', 'dark', 'outline'].includes(String(meta(b, 'variant'))), `${b.title}: a variant`);
  },
  image: (b) => assert.ok(b.imageUrl, `${b.title}: a picture`),
  stat: (b) => {
    assert.ok(b.content, `${b.title}: a figure`);
    assert.equal(typeof meta(b, 'suffix'), 'string', `${b.title}: its suffix`);
  },
  claim: (b) => assert.match(shown(b.content), /\d/),
  card: (b) => {
    assert.ok(b.content && b.imageUrl && meta(b, 'imageAlt'), `${b.title}: text and picture`);
    assert.equal(meta(b, 'linkLabel'), 'Learn More');
  },
  project: (b) => {
    for (const key of ['category', 'location', 'area', 'duration', 'year', 'status', 'caseStudy', 'imageAlt']) {
      assert.equal(typeof meta(b, key), 'string', `${b.title}: ${key}`);
    }
    assert.ok(Array.isArray(meta(b, 'tags')) && (meta(b, 'tags') as string[]).length >= 3, `${b.title}: tags`);
    assert.ok(['Completed', 'Ongoing', 'Design Phase'].includes(String(meta(b, 'status'))));
    assert.ok(b.content && b.imageUrl);
  },
  service: (b) => {
    assert.equal((meta(b, 'features') as string[]).length, 4, `${b.title}: four bullets`);
    for (const key of ['statValue', 'statLabel', 'cta', 'href', 'icon', 'imageAlt']) assert.ok(meta(b, key), `${b.title}: ${key}`);
    assert.ok(b.content && b.imageUrl);
  },
  feature: (b) => assert.ok(b.content && meta(b, 'icon')),
  credential: (b) => assert.ok(b.title.length <= 40 && b.content, `${b.title}: a short name and the words under it`),
  filter: (b) => {
    assert.ok(b.content, `${b.title}: its empty-state line`);
    assert.ok(['all', 'Commercial', 'Residential', 'Industrial'].includes(String(meta(b, 'category'))));
  },
  label: (b) => assert.ok((PROJECT_LABEL_KEYS as readonly string[]).includes(String(meta(b, 'key'))), `${b.title}: a known slot`),
  paragraph: (b) => assert.ok(b.content),
  milestone: (b) => assert.match(shown(String(meta(b, 'year'))), /^\d{4}$/),
  value: (b) => assert.ok(b.content && meta(b, 'icon')),
  leader: (b) => assert.ok(b.content && meta(b, 'role')),
  office: (b) => {
    for (const key of ['addressLabel', 'phoneLabel', 'hoursLabel', 'imageAlt']) assert.ok(meta(b, key), `${b.title}: ${key}`);
    assert.ok(b.content && b.imageUrl);
  },
};

describe('seed of Home, Services, Projects and About', () => {
  test('every page has a title, a description for search results, a hero and titled blocks of known types', () => {
    for (const page of PAGES) {
      assert.ok(page.title && page.description && page.description.length <= 200, `${page.slug}: title and description`);
      assert.equal(page.sections[0]?.sectionKey, 'hero', `${page.slug} opens with its hero`);
      assert.equal(new Set(page.sections.map((s) => s.sectionKey)).size, page.sections.length, `${page.slug}: unique keys`);
      for (const s of page.sections) {
        assert.ok(s.title.trim(), `${page.slug}/${s.sectionKey}: a title`);
        for (const b of s.blocks) {
          assert.ok(b.title.trim().length >= 1 && b.title.length <= 200, `${page.slug}/${s.sectionKey}: block title 1-200`);
          const check = REQUIRED[b.blockType];
          assert.ok(check, `${page.slug}/${s.sectionKey}: known block type ${b.blockType}`);
          check(b);
          if (meta(b, 'icon') !== undefined) assert.ok(iconSvg(meta(b, 'icon')), `${b.title}: icon ${String(meta(b, 'icon'))} is in icons.ts`);
          if (b.imageUrl) assert.ok(existsSync(join(staticDir, b.imageUrl)), `${b.imageUrl} exists in web/static`);
        }
      }
    }
  });

  test('no placeholder copy, no emoji, no company name written into the copy', () => {
    const text = JSON.stringify(PAGES);
    assert.doesNotMatch(text, /lorem|ipsum|TODO|TBD|placeholder/i);
    assert.doesNotMatch(text, /\p{Extended_Pictographic}/u);
    assert.doesNotMatch(text, /Metrik/i, 'the name comes from the settings');
  });

  test('Home: the section keys of product.md § Home content, hero buttons, statistics, four service cards, three projects, why-choose points', () => {
    assert.deepEqual(
      homePage.sections.map((s) => s.sectionKey),
      ['hero', 'statistics', 'credentials', 'services', 'testimonials', 'clients', 'featured_projects', 'why_choose'],
    );
    // The clients strip names the clients of the seeded projects, so the strip and the project cards agree.
    const projectClients = new Set(projectsPage.sections.flatMap((s) => s.blocks).map((b) => b.metadata?.client));
    for (const client of blocks(homePage, 'clients', 'credential')) {
      assert.ok(projectClients.has(client.title), `${client.title} is a seeded project's client`);
      assert.equal(client.metadata?.client, true);
    }
    assert.equal(section(homePage, 'hero').title, "Building Tomorrow's Excellence");
    assert.deepEqual(blocks(homePage, 'hero', 'button').map((b) => [b.title, meta(b, 'href')]), [
      ['Get Quote', '/contact'],
      ['View Projects', '/projects'],
    ]);
    assert.deepEqual(
      blocks(homePage, 'statistics', 'stat').map((b) => [b.title, figure(b)]),
      [
        ['Projects Completed', '250+'],
        ['Years Experience', '25+'],
        ['Happy Clients', '500+'],
        ['Expert Team', '500+'],
      ],
    );
    assert.equal(section(homePage, 'services').title, 'Our Services');
    assert.deepEqual(hrefs(blocks(homePage, 'services', 'card')), ['/services', '/real-estate', '/paints', '/equipment']);
    const featured = section(homePage, 'featured_projects');
    assert.equal(featured.title, 'Featured Projects');
    assert.equal(featured.description, 'Showcasing our latest and most impressive construction achievements.');
    assert.equal(blocks(homePage, 'featured_projects', 'project').length, 0, 'the server adds the featured projects of the Projects page');
    assert.deepEqual(
      blocks(homeFallbackPage, 'featured_projects', 'project').map((b) => b.title),
      blocks(projectsPage, 'projects', 'project').filter((b) => meta(b, 'featured') === true).map((b) => b.title),
      "the fallback's three are the Projects page's featured ones",
    );
    assert.deepEqual(blocks(homePage, 'featured_projects', 'button').map((b) => [b.title, meta(b, 'href')]), [['View All Projects', '/projects']]);
    const why = blocks(homePage, 'why_choose', 'feature');
    assert.deepEqual(why.map((b) => shown(b.title)), ['25+ Years Experience', 'Comprehensive Services', 'Proven Results']);
    assert.match(shown(why[2].content), /98% on-time delivery/);
    assert.match(shown(why[2].content), /₦250bn\+ delivered/);
    assert.deepEqual(blocks(homePage, 'why_choose', 'button').map((b) => [b.title, meta(b, 'href')]), [['Learn More About Us', '/about']]);
  });

  test('Services: four services in order with their links, statistics, and the closing block', () => {
    assert.deepEqual(
      blocks(servicesPage, 'services', 'service').map((b) => [b.title, meta(b, 'href')]),
      [
        ['Construction Services', '/projects'],
        ['Real Estate Development', '/real-estate'],
        ['Paint Manufacturing', '/paints'],
        ['Equipment Rental', '/equipment'],
      ],
    );
    assert.deepEqual(blocks(servicesPage, 'statistics', 'stat').map(figure), ['250+', '150+', '500+', '200+']);
    const cta = section(servicesPage, 'cta');
    assert.equal(cta.title, 'Ready to Start Your Next Project?');
    assert.deepEqual(cta.blocks.map((b) => [b.title, meta(b, 'href')]), [['Get Free Consultation', '/contact']]);
  });

  test('Projects: filters, eight projects, counters, claims and Contact Us', () => {
    assert.deepEqual(blocks(projectsPage, 'projects', 'filter').map((b) => b.title), ['All Projects', 'Commercial', 'Residential', 'Industrial']);
    assert.deepEqual(
      blocks(projectsPage, 'projects', 'label').map((b) => meta(b, 'key')).sort(),
      [...PROJECT_LABEL_KEYS].sort(),
      'every label slot is filled',
    );
    assert.ok(blocks(projectsPage, 'projects', 'label').some((b) => b.title === 'View Full Case Study'));
    const projects = blocks(projectsPage, 'projects', 'project');
    assert.equal(projects.length, 8);
    assert.ok(projects.every((p) => meta(p, 'year') === '2024' && String(meta(p, 'location')).endsWith('Port Harcourt')));
    assert.deepEqual(blocks(projectsPage, 'achievements', 'stat').map(figure), ['8', '100%', '25+', '500+']);
    assert.deepEqual(blocks(projectsPage, 'achievements', 'claim').map((b) => shown(b.content)), ['98%', '95%']);
    assert.deepEqual(section(projectsPage, 'cta').blocks.map((b) => [b.title, meta(b, 'href')]), [['Contact Us', '/contact']]);
  });

  test('About: story milestones, three values, capability counters, leaders, one office, Start Your Project', () => {
    assert.deepEqual(blocks(aboutPage, 'story', 'milestone').map((b) => shown(String(meta(b, 'year')))), ['1999', '2005', '2008', '2012']);
    assert.deepEqual(blocks(aboutPage, 'values', 'value').map((b) => b.title), ['Excellence', 'Integrity', 'Sustainability']);
    assert.deepEqual(blocks(aboutPage, 'capabilities', 'stat').map(figure), ['500+', '4,600 m²', '200+', '24/7']);
    assert.ok(blocks(aboutPage, 'leadership', 'leader').length >= 3);
    assert.equal(blocks(aboutPage, 'office', 'office').length, 1);
    assert.deepEqual(section(aboutPage, 'cta').blocks.map((b) => [b.title, meta(b, 'href')]), [['Start Your Project', '/contact']]);
  });
});
