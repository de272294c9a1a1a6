// Projects (docs/product.md § Projects) in the real server and browser (build first): copy with and without
// JavaScript, the category filter (counts, aria-pressed, Industrial's empty state), the link to each project's page, counters,
// and an admin edit reaching the page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { allProjects, projectsPage } from '../../web/shared/seed/projects.ts';
import { assertShowsCopy, countersReach, editBlock, openPage } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';
import { visibleCopy } from '../../src/testing/seed-copy.ts';
import { brochureLabels } from '../../web/shared/seed/brochure-labels.ts';

const label = (key: string) =>
  projectsPage.sections.find((s) => s.sectionKey === 'projects')!.blocks.find((b) => b.blockType === 'label' && b.metadata?.key === key)!.title;
// The filter group's label is its accessible name; "Discuss a similar project" and the brochure's words are on each
// project's own page (and in its PDF).
const ON_ITEM_PAGES = new Set([label('filterGroup'), label('enquire'), ...brochureLabels.map((b) => b.title)]);
const COPY = visibleCopy(projectsPage).filter((t) => !ON_ITEM_PAGES.has(t));
const filterBlock = (category: string) =>
  projectsPage.sections.find((s) => s.sectionKey === 'projects')!.blocks.find((b) => b.blockType === 'filter' && b.metadata?.category === category)!;

/** The project cards in view (the filter hides the others). */
const cards = (page: Page) => page.locator('section[aria-labelledby="projects-showcase"] li:not([hidden]) article');
const filterButton = (page: Page, label: string) => page.getByRole('group').getByRole('button', { name: new RegExp(`^${label}`) });

describe('Projects', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the seed holds eight 2024 Port Harcourt projects, none Industrial', () => {
    assert.equal(allProjects.length, 8);
    for (const p of allProjects) {
      assert.equal(p.year, '2024');
      assert.match(p.location, /Port Harcourt$/);
      assert.ok(['Completed', 'Ongoing', 'Design Phase'].includes(p.status));
      assert.ok(p.tags.length >= 3 && p.area && p.duration && p.caseStudy && p.image.startsWith('/art/project-'));
    }
    assert.equal(allProjects.filter((p) => p.category === 'Industrial').length, 0);
  });

  test('the server HTML shows the final counter figures and the claims', async () => {
    const html = await serverHtml(site, '/projects');
    for (const figure of ['>8<', '>100%<', '>25\\+<', '>500\\+<', '>98%<', '>95%<']) assert.match(html, new RegExp(figure));
  });

  test("without JavaScript: every project with its details, status label and a link to its own page", async () => {
    const { page, watch, close } = await openPage(site, '/projects', { javaScript: false });
    try {
      await assertShowsCopy(page, COPY);
      assert.equal(await cards(page).count(), 8);
      assert.equal(await page.locator('details').count(), 0, 'no inline unfold');
      assert.equal(await filterButton(page, 'All Projects').getAttribute('aria-pressed'), 'true');
      assert.equal(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href'), '/contact');
      const open = page.getByRole('link', { name: new RegExp(`^${label('caseStudy')}\\s*: ${allProjects[0].title}$`) });
      assert.equal(await open.getAttribute('href'), '/projects/trans-amadi-corporate-tower');
      await open.click();
      await page.waitForURL('**/projects/trans-amadi-corporate-tower');
      assert.ok(await page.getByText(allProjects[0].caseStudy).isVisible());
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), allProjects[0].title);
      assert.equal(await page.getByRole('group', { name: label('filterGroup') }).count(), 0);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('the filter: counts per category, aria-pressed, and a line for the empty Industrial category', async () => {
    const { page, watch, close } = await openPage(site, '/projects', { width: 375 });
    try {
      await assertShowsCopy(page, COPY);
      const expected: [string, number][] = [
        ['Commercial', 4],
        ['Residential', 4],
        ['Industrial', 0],
        ['All Projects', 8],
      ];
      for (const [label, count] of expected) {
        await filterButton(page, label).click();
        assert.equal(await cards(page).count(), count, `${label} shows ${count}`);
        assert.equal((await filterButton(page, label).textContent())?.replace(label, '').trim(), String(count), `${label} badge`);
        for (const [other] of expected) {
          assert.equal(await filterButton(page, other).getAttribute('aria-pressed'), String(other === label), `${other} pressed after ${label}`);
        }
        assert.match((await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()) ?? '', new RegExp(`Showing ${count} of 8 projects`));
        if (label === 'Commercial' || label === 'Residential') {
          for (const card of await cards(page).all()) assert.match((await card.textContent()) ?? '', new RegExp(label));
        }
        // Only under its own filter: the line once stayed on screen under All Projects (a flex box marked hidden).
        assert.equal(await page.getByText(filterBlock('Industrial').content!).isVisible(), label === 'Industrial', `the empty line under ${label}`);
      }
      await countersReach(page, 'projects-achievements', ['8', '100%', '25+', '500+']);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test("an admin edit of Industrial's empty-state line shows on the next request", async () => {
    const line = 'Industrial references are available on request from our project office.';
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: 'Industrial' }, { content: line });
    const { page, close } = await openPage(site, '/projects');
    try {
      await filterButton(page, 'Industrial').click();
      assert.ok(await page.getByText(line).isVisible());
    } finally {
      await close();
    }
  });
});
