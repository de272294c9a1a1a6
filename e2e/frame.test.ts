// The shared frame in a real browser (node dist/server.js + headless Chromium; `npm test` builds first):
// header links and aria-current, the mobile drawer, scroll-to-top, the not-found screen, counters, reveals,
// toasts, console errors and foreign requests on every route, and /sitemap.xml and /robots.txt.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { atOnce } from '../src/testing/at-once.ts';
import { hydrated, watchPage } from '../src/testing/browser.ts';
import { startSite, type Site } from '../src/testing/site.ts';
import { NAV_ROUTES, PUBLIC_ROUTES } from '../web/shared/content.ts';
import { DEFAULT_NAV_LABELS } from '../web/shared/navigation.ts';
import { projectPath, slugify } from '../web/shared/item-slugs.ts';
import { machines } from '../web/shared/seed/machines.ts';
import { developments } from '../web/shared/seed/developments.ts';
import { allProjects } from '../web/shared/seed/projects.ts';
import { NOT_FOUND_WORDS } from '../web/shared/seed/reworded.ts';
import { seedSettings } from '../web/shared/seed/settings.ts';

const NOT_FOUND_TITLE = 'Page Not Found';

let site: Site;

before(async () => {
  site = await startSite();
});
after(() => site?.stop());

async function open(path: string, width: number, options: { javaScript?: boolean; reducedMotion?: boolean } = {}) {
  const context = await site.browser.newContext({
    viewport: { width, height: width < 768 ? 740 : 900 },
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const watch = watchPage(page, site.server.url);
  const response = await page.goto(site.server.url + path, { waitUntil: 'load' });
  if ((options.javaScript ?? true) && response?.ok()) await hydrated(page);
  return { page, watch, status: response?.status(), close: () => context.close() };
}

/** Scrolls through the whole page in viewport steps, so every observer fires as a visitor's would. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
  });
}

const currentLinks = (page: Page, scope = 'header nav[aria-label="Main"]') =>
  page.$$eval(`${scope} a[aria-current="page"]`, (links) => links.map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href') })));

describe('header', () => {
  it('marks the current route with aria-current on every page (server HTML and hydrated)', async () => {
    for (const { path } of NAV_ROUTES) {
      const html = await (await fetch(site.server.url + path)).text();
      const marked = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]);
      // The desktop links and the drawer's (web/components/MenuDrawer.tsx).
      assert.deepEqual(marked, [DEFAULT_NAV_LABELS[path], DEFAULT_NAV_LABELS[path]], `server HTML of ${path}`);
    }
    const { page, close } = await open('/', 1280);
    try {
      for (const { path } of NAV_ROUTES) {
        await page.click(`header nav[aria-label="Main"] a[href="${path}"]`);
        await page.waitForURL(site.server.url + path);
        assert.deepEqual(await currentLinks(page), [{ text: DEFAULT_NAV_LABELS[path], href: path }], path);
        // The link's colour eases in (transition-colors): wait for it rather than read it mid-transition.
        const highlighted = await page
          .waitForFunction(
            (href) => {
              const [current, other] = [document.querySelector(`header nav a[href="${href}"]`), document.querySelector('header nav a:not([aria-current])')].map((a) =>
                a ? getComputedStyle(a).color : '',
              );
              return current !== '' && current !== other;
            },
            path,
            { timeout: 3000 },
          )
          .then(() => true, () => false);
        assert.ok(highlighted, `${path} is highlighted`);
      }
    } finally {
      await close();
    }
  });

  it('shows the desktop links from 1024 px and the menu button below', async () => {
    const wide = await open('/about', 1280);
    const narrow = await open('/about', 375);
    try {
      assert.equal(await wide.page.isVisible('header nav[aria-label="Main"]'), true);
      assert.equal(await wide.page.isVisible('button[aria-label="Open menu"]'), false);
      assert.equal(await narrow.page.isVisible('header nav[aria-label="Main"]'), false);
      assert.equal(await narrow.page.isVisible('button[aria-label="Open menu"]'), true);
      const header = await narrow.page.$eval('header', (h) => ({ position: getComputedStyle(h).position, overflow: document.documentElement.scrollWidth }));
      assert.deepEqual(header, { position: 'sticky', overflow: 375 }, 'sticky, and nothing wider than the phone');
    } finally {
      await wide.close();
      await narrow.close();
    }
  });

  it('a link opens the next page at its top with its own title, the skip link first again', async () => {
    const { page, watch, close } = await open('/services', 1280);
    try {
      await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      assert.ok((await page.evaluate(() => scrollY)) > 300);
      await page.click('footer a[href="/about"]');
      await page.waitForURL(`${site.server.url}/about`);
      await page.waitForFunction(() => scrollY === 0);
      assert.match(await page.title(), /^About/);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('the skip link is the first stop and leads to the main content', async () => {
    const { page, close } = await open('/contact', 1280);
    try {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
      assert.equal(await page.isVisible('a.skip-link'), true);
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => location.hash), '#main');
    } finally {
      await close();
    }
  });
});

describe('mobile menu at 375 px', () => {
  it('opens a left drawer that holds focus, closes on Escape and gives focus back to the button', async () => {
    const { page, watch, close } = await open('/paints', 375);
    try {
      await page.click('button[aria-label="Open menu"]');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelector('dialog[open]')?.getBoundingClientRect().left === 0);
      const box = await dialog.boundingBox();
      assert.ok(box && box.x === 0 && box.width < 375, 'slides out from the left');
      assert.equal(await dialog.getAttribute('aria-labelledby').then((id) => page.textContent(`[id="${id}"]`)), 'Menu');
      const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
      assert.equal(await inside(), true, 'focus moved in');
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        assert.equal(await inside(), true, `focus stays inside after ${i + 1} Tabs`);
      }
      await page.keyboard.press('Shift+Tab');
      assert.equal(await inside(), true);
      assert.deepEqual(await currentLinks(page, 'dialog[open] nav'), [{ text: 'Paints', href: '/paints' }]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open menu');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('the close button and a tap beside the drawer close it; choosing a link opens that page at its top', async () => {
    const { page, watch, close } = await open('/', 375);
    try {
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await page.click('button[aria-label="Open menu"]');
      await page.getByRole('button', { name: 'Close menu' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open menu');
      await page.click('button[aria-label="Open menu"]');
      await dialog.waitFor({ state: 'visible' });
      await page.mouse.click(360, 400);
      await dialog.waitFor({ state: 'hidden' });
      await page.evaluate(() => scrollTo({ top: 1500, behavior: 'instant' }));
      await page.click('button[aria-label="Open menu"]');
      await page.locator('dialog[open] a[href="/projects"]').click();
      await page.waitForURL(`${site.server.url}/projects`);
      await page.waitForFunction(() => scrollY === 0);
      assert.equal(await dialog.isVisible(), false);
      assert.deepEqual(await currentLinks(page), [{ text: 'Projects', href: '/projects' }]);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});

describe('not-found screen', () => {
  for (const javaScript of [false, true]) {
    it(`answers 404 in the company's words, with the way home, the likely pages and the phone (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const { page, status, watch, close } = await open('/no/such/page', 375, { javaScript });
      try {
        assert.equal(status, 404);
        assert.equal((await page.textContent('main h1'))?.trim(), NOT_FOUND_TITLE);
        const text = (await page.textContent('main')) ?? '';
        assert.ok(text.includes(NOT_FOUND_WORDS.now), text);
        assert.ok(!text.includes('router'), 'no developer words');
        const main = page.locator('main');
        for (const [name, href] of [['Back to Home', '/'], ['Our Projects', '/projects'], ['Our Services', '/services'], ['Contact Us', '/contact']]) {
          assert.equal(await main.getByRole('link', { name, exact: true }).getAttribute('href'), href, name);
        }
        assert.match((await main.getByRole('link', { name: seedSettings.find((s) => s.key === 'company_phone')!.value }).getAttribute('href')) ?? '', /^tel:\+234\d{10}$/);
        assert.ok(text.includes('Or call us on'));
        assert.match(await page.title(), /^Page Not Found/);
        assert.deepEqual(watch.errors.filter((e) => !e.includes('404')), []);
      } finally {
        await close();
      }
    });
  }
});

describe('counters and reveals', () => {
  it('the server HTML shows every final figure', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    const counters = [...html.matchAll(/<span[^>]*data-counter="([^"]*)"[^>]*>([^<]*)<\/span>/g)];
    assert.ok(counters.length >= 4, 'home has its statistics');
    for (const [, final, shown] of counters) assert.equal(shown, final);
    for (const figure of ['250+', '25+', '500+']) assert.ok(counters.some(([, final]) => final === figure), figure);
  });

  it('count up from 0 once scrolled into view and stop at their targets', async () => {
    const { page, watch, close } = await open('/', 375);
    try {
      const read = () =>
        page.$$eval('[data-counter]', (els) =>
          els.map((el) => ({
            final: el.getAttribute('data-counter'),
            spoken: el.firstElementChild?.classList.contains('sr-only') ? el.firstElementChild.textContent : el.textContent,
            shown: el.lastElementChild?.lastElementChild?.textContent ?? el.textContent,
          })),
        );
      const before = await read();
      const below = before.filter((c) => c.shown !== c.final);
      assert.ok(below.length > 0, 'counters below the fold wait at 0');
      assert.ok(below.every((c) => /^\D*0\D*$/.test(c.shown ?? '')), JSON.stringify(below));
      assert.ok(before.every((c) => c.spoken === c.final), 'screen readers get the final figure');
      await scrollThrough(page);
      await page.waitForFunction(() => [...document.querySelectorAll('[data-counter]')].every((el) => el.textContent === el.getAttribute('data-counter')), null, {
        timeout: 8000,
      });
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('stay at their final figures with reduced motion, and reveals never hide content', async () => {
    const { page, close } = await open('/', 375, { reducedMotion: true });
    try {
      const shown = await page.$$eval('[data-counter]', (els) => els.every((el) => el.textContent === el.getAttribute('data-counter')));
      assert.equal(shown, true);
      assert.equal(await page.locator('[data-reveal]').count(), 0);
    } finally {
      await close();
    }
  });

  // With JavaScript, the sweep of every route below also waits for every reveal to show once scrolled through.
  it('every reveal is visible without JavaScript', async () => {
    await atOnce(PUBLIC_ROUTES, async ({ path }) => {
      const off = await open(path, 375, { javaScript: false });
      try {
        assert.equal(await off.page.locator('[data-reveal]').count(), 0, `${path} without JavaScript`);
      } finally {
        await off.close();
      }
    });
  });
});

describe('toasts', () => {
  it('show one at a time, are announced in the F8 region, and leave after 5 s', async () => {
    const { page, watch, close } = await open('/equipment', 1280);
    try {
      const submit = page.locator('main form button[type="submit"]').last();
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      const region = page.locator('[role="region"][aria-label="Notifications (F8)"]');
      const openToasts = region.locator('li[data-state="open"]');
      await openToasts.first().waitFor({ state: 'visible' });
      assert.equal(await openToasts.count(), 1);
      const text = await openToasts.first().innerText();
      assert.ok(text.includes('Error') && text.includes('Please fill in all required fields.'), text);
      assert.equal(await openToasts.first().getAttribute('data-variant'), 'destructive');

      await submit.click();
      await page.waitForTimeout(300);
      assert.equal(await region.locator('li').count(), 1, 'a new toast replaces the old one');

      await page.mouse.move(0, 0);
      await openToasts.first().waitFor({ state: 'detached', timeout: 7000 });

      await submit.click();
      await openToasts.first().waitFor({ state: 'visible' });
      await page.keyboard.press('F8');
      assert.equal(await page.evaluate(() => !!document.activeElement?.closest('[role="region"][aria-label="Notifications (F8)"]')), true);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});

describe('every public route', () => {
  it('has no console error, no request to another host and no reveal left hidden once scrolled through, at 375 and 1280 px', async () => {
    const visits = [375, 1280].flatMap((width) => PUBLIC_ROUTES.map(({ path }) => ({ path, width })));
    await atOnce(visits, async ({ path, width }) => {
      const { page, watch, status, close } = await open(path, width);
      try {
        assert.equal(status, 200, path);
        await scrollThrough(page);
        // A broken reveal stays hidden for ever; 10 s only leaves room for a busy machine (3 s flaked under load).
        await page.waitForFunction(() => document.querySelectorAll('[data-reveal="hidden"]').length === 0, null, { timeout: 10_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(200);
        assert.deepEqual(watch.errors, [], `${path} at ${width}: console errors`);
        assert.deepEqual(watch.foreign, [], `${path} at ${width}: foreign requests`);
      } finally {
        await close();
      }
    });
  });

  it('/sitemap.xml lists every public route, then every project, machine and development page, and /robots.txt points to it', async () => {
    const sitemap = await fetch(`${site.server.url}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const itemPages = [
      ...allProjects.map((p) => projectPath(slugify(p.title))),
      ...machines.map((m) => `/equipment/${slugify(m.title)}`),
      ...developments.map((d) => `/real-estate/${slugify(d.title)}`),
    ];
    assert.deepEqual(locs, [...PUBLIC_ROUTES.map((r) => r.path), ...itemPages].map((path) => site.server.url + path));
    const robots = await (await fetch(`${site.server.url}/robots.txt`)).text();
    assert.ok(robots.includes('Disallow: /admin'));
    assert.ok(robots.includes('Disallow: /metrikwebadmin-login'));
    assert.ok(robots.includes(`Sitemap: ${site.server.url}/sitemap.xml`));
  });
});
