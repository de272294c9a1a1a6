// A project's own page (docs/product.md § Item pages) in the real server and browser (build first): a visitor
// goes from a card on /projects to the project and back with the keyboard alone, and the page works without
// JavaScript, in the site's design, with no console error or foreign request.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { allProjects } from '../../web/shared/seed/projects.ts';
import { photo } from '../../src/testing/photos.ts';
import { editBlock, openPage, uploadPhoto } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

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
      // A page of its own: the keyboard starts again at its top, the skip link first.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
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

  test('the gallery: a lightbox paged with the arrow keys, closed with Esc, focus back on the picture; swipe pages too', async () => {
    const captions = ['The bored piles going in', 'The frame at level six', 'The finished curtain wall'];
    const ids: number[] = [];
    for (const [i, alt] of captions.entries()) ids.push((await uploadPhoto(site, await photo(1600, 1000, 'jpeg'), `tower-${i}.jpg`, alt)).id);
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: tower.title }, { metadata: { gallery: ids } });
    const { page, watch, close } = await openPage(site, TOWER, { width: 1280 });
    try {
      const gallery = page.getByRole('region', { name: 'Gallery' });
      assert.deepEqual(await gallery.locator('figcaption').allTextContents(), captions);
      const second = gallery.getByRole('link', { name: `${captions[1]} (open larger)` });
      await second.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.match((await dialog.textContent()) ?? '', new RegExp(`${captions[1]}.*\\(2 / 3\\)`));
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Close', 'focus moves into the lightbox');
      await page.keyboard.press('ArrowRight');
      assert.match((await dialog.textContent()) ?? '', /\(3 \/ 3\)/);
      await page.keyboard.press('ArrowRight');
      assert.match((await dialog.textContent()) ?? '', /\(1 \/ 3\)/, 'wraps round');
      await page.keyboard.press('ArrowLeft');
      assert.match((await dialog.textContent()) ?? '', /\(3 \/ 3\)/);
      assert.equal(await dialog.getByRole('img').getAttribute('alt'), captions[2]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `${captions[1]} (open larger)`, 'focus back on the picture it opened from');
      // A swipe to the left shows the next picture.
      await second.click();
      await dialog.waitFor();
      const box = (await dialog.getByRole('img').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      assert.match((await dialog.textContent()) ?? '', /\(3 \/ 3\)/);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
    // Without JavaScript each picture is a link to its large image.
    const plain = await openPage(site, TOWER, { javaScript: false });
    try {
      const href = await plain.page.getByRole('link', { name: `${captions[0]} (open larger)` }).getAttribute('href');
      assert.match(href ?? '', /^\/media\/v\/[\w-]+\.jpg$/);
      const res = await fetch(`${site.server.url}${href}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
    } finally {
      await plain.close();
    }
  });

  test("the client and the handover date: on the project's card (in place of the year) and among its page's facts", async () => {
    const where = { slug: 'projects', sectionKey: 'projects', title: tower.title };
    await editBlock(site, where, { metadata: { client: 'Rivers State Ministry of Works', handedOver: 'March 2024' } });
    try {
      const list = await openPage(site, '/projects', { javaScript: false, width: 375 });
      try {
        const card = list.page.locator('article', { has: list.page.getByRole('heading', { name: tower.title }) });
        assert.match((await card.innerText()).replace(/\s+/g, ' '), /Rivers State Ministry of Works.*Handed over March 2024/i);
        assert.doesNotMatch(await card.innerText(), new RegExp(`Year\\s*${tower.year}`, 'i'), 'the handover date in place of the year');
      } finally {
        await list.close();
      }
      const item = await openPage(site, TOWER, { javaScript: false, width: 1280 });
      try {
        const facts = (await item.page.locator('main dl').first().innerText()).replace(/\s+/g, ' ');
        assert.match(facts, /Client Rivers State Ministry of Works/i);
        assert.match(facts, /Handed over March 2024/i);
      } finally {
        await item.close();
      }
    } finally {
      await editBlock(site, where, { metadata: { client: tower.client ?? '', handedOver: tower.handedOver ?? '' } });
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
