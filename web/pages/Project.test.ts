// A project's own page (docs/product.md § Project pages) in the real server and browser (build first): a visitor
// goes from a card on /projects to the project and back with the keyboard alone, and the page works without
// JavaScript, in the site's design, with no console error or foreign request.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { allProjects } from '../shared/seed/projects.ts';
import { openPage, startSite, type Site } from './page-testing.ts';

const tower = allProjects[0];
const TOWER = '/projects/trans-amadi-corporate-tower';

/** Presses Tab until the focused element's accessible text matches, at most `max` times. */
async function tabTo(page: Page, text: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return `${el?.getAttribute('aria-label') ?? ''} ${el?.textContent ?? ''}`.replace(/\s+/g, ' ').trim();
    });
    if (text.test(focused)) return;
  }
  throw new Error(`no focusable element matching ${text} within ${max} tabs`);
}

describe('Project page', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('from a card on /projects to the project and back, with the keyboard alone', async () => {
    const { page, watch, close } = await openPage(site, '/projects', { width: 1280 });
    try {
      await tabTo(page, new RegExp(`View Full Case Study\\s*: ${tower.title}`));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${TOWER}`);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      assert.equal(await h1.textContent(), tower.title);
      assert.equal(await page.title(), `${tower.title} | Metrik Group`);
      assert.ok(await page.getByText(tower.caseStudy).isVisible());
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus moved to the new page');
      await tabTo(page, /^All projects$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/projects$/);
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
      assert.match(await page.title(), /^Our Projects \|/);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('without JavaScript at 375 px: the facts, case study, related projects and the prefilled contact form', async () => {
    const { page, watch, close } = await openPage(site, TOWER, { javaScript: false, width: 375 });
    try {
      const facts = page.getByRole('complementary', { name: 'Key facts' });
      for (const value of [tower.category, tower.status, tower.location, tower.area, tower.duration, tower.year]) assert.ok(await facts.getByText(value, { exact: true }).isVisible(), value);
      assert.ok(await page.getByText(tower.caseStudy).isVisible());
      assert.equal(await page.getByRole('region', { name: 'Related projects' }).getByRole('listitem').count(), 3);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scroll (${width} px)`);
      await page.getByRole('link', { name: /Discuss a Similar Project/i }).first().click();
      await page.waitForURL('**/contact?project=trans-amadi-corporate-tower');
      const message = await page.locator('textarea[name="message"]').inputValue();
      assert.match(message, new RegExp(`similar to "${tower.title}"`));
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('with JavaScript, the prefilled contact form keeps its words after hydration', async () => {
    const { page, watch, close } = await openPage(site, '/contact?project=trans-amadi-corporate-tower');
    try {
      assert.match(await page.locator('textarea[name="message"]').inputValue(), new RegExp(tower.title));
      assert.equal(await page.locator('select[name="service"]').inputValue(), 'construction');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('an unknown project shows the not-found screen', async () => {
    const res = await fetch(`${site.server.url}/projects/no-such-project`);
    assert.equal(res.status, 404);
    const { page, watch, close } = await openPage(site, '/projects/no-such-project');
    try {
      assert.match(await page.title(), /Page Not Found/);
      assert.deepEqual(watch.errors.filter((e) => !/404/.test(e)), []);
    } finally {
      await close();
    }
  });
});
