// The service worker in headless Chromium against the real server (build first): forms sent without a connection
// are kept on the phone and arrive exactly once when it is back; pages never visited open the offline page, logo included.
// docs/product.md § Offline and dropped connections.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { fillForm, shownToast, storedRows } from '../../src/testing/forms.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { hydrated } from '../../src/testing/browser.ts';
import { KEPT_WORDS, OFFLINE_WORDS } from '../../web/shared/offline-forms.ts';
import { daysFromNow } from '../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const CONTACT = '#contact-form form';
const QUOTE = '#quote-form form';

const contact = (email: string) => ({
  firstName: 'Chidi',
  lastName: 'Okafor',
  email,
  phone: '0803 555 0101',
  service: 'construction',
  message: 'Written on a bus from Aba while the signal came and went.',
});
const quote = (email: string) => ({
  equipmentType: 'heavy',
  rentalDuration: 'weekly',
  startDate: START_DATE,
  projectLocation: 'Trans-Amadi, Port Harcourt',
  email,
  phone: '0803 555 0102',
  projectDetails: 'An excavator for two weeks, asked for with no signal.',
});

const rowsFor = (site: Site, table: string, email: string) => storedRows<{ id: number }>(site.server.dbPath, `SELECT id FROM ${table} WHERE email = ?`, email);

/** Waits until `check` holds (rows arriving from a worker take their time), failing with `what` after 15 s. */
async function eventually(check: () => boolean, what: string) {
  const until = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > until) assert.fail(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A page whose service worker is installed and in control (so its fetches go through the worker). */
async function controlledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
  return page;
}

async function submit(page: Page, scope: string) {
  await page.locator(`${scope} button[type=submit]`).click();
}

const keptNotice = (page: Page) => page.locator('[role=status]', { hasText: KEPT_WORDS.title });

describe('the service worker', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('offline, a contact message is kept and the visitor told at once; back online it arrives once and the page says so', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const page = await controlledPage(context, `${site.server.url}/contact`);
      await context.setOffline(true);
      await fillForm(page, CONTACT, contact('chidi.offline@example.ng'));
      await submit(page, CONTACT);
      await keptNotice(page).waitFor({ timeout: 10_000 });
      assert.ok((await keptNotice(page).innerText()).includes(KEPT_WORDS.kept));
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'status', 'the notice is focused, read first');
      if (process.env.SCREENSHOT_DIR) await keptNotice(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/kept-375.png` });
      assert.equal(rowsFor(site, 'contact_submissions', 'chidi.offline@example.ng').length, 0, 'nothing reached the server');

      await context.setOffline(false);
      // The browser says it is online: the page asks the worker to send (Background Sync may be first).
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await eventually(() => rowsFor(site, 'contact_submissions', 'chidi.offline@example.ng').length === 1, 'the kept message arrives');
      const toast = await shownToast(page);
      assert.ok(toast.text.includes(KEPT_WORDS.sentTitle), toast.text);

      // More reloads and "online" signals send nothing more.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.waitForTimeout(1000);
      assert.equal(rowsFor(site, 'contact_submissions', 'chidi.offline@example.ng').length, 1);
    } finally {
      await context.close();
    }
  });

  test('offline, a quote request is kept; the next visit online sends it once and says it was sent', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const page = await controlledPage(context, `${site.server.url}/equipment`);
      await context.setOffline(true);
      await fillForm(page, QUOTE, quote('quote.offline@example.ng'));
      await submit(page, QUOTE);
      await keptNotice(page).waitFor({ timeout: 10_000 });
      await page.close();
      assert.equal(rowsFor(site, 'equipment_quotes', 'quote.offline@example.ng').length, 0);

      await context.setOffline(false);
      const later = await controlledPage(context, `${site.server.url}/`);
      await eventually(() => rowsFor(site, 'equipment_quotes', 'quote.offline@example.ng').length === 1, 'the kept quote arrives');
      const toast = await shownToast(later);
      assert.ok(toast.text.includes(KEPT_WORDS.sentTitle), toast.text);
      await later.reload({ waitUntil: 'networkidle' });
      await hydrated(later);
      await later.waitForTimeout(1000);
      assert.equal(rowsFor(site, 'equipment_quotes', 'quote.offline@example.ng').length, 1, 'a replay after a reload stores nothing more');
    } finally {
      await context.close();
    }
  });

  test('a post whose answer is lost mid-flight while online is kept, sent again and stored once', async () => {
    // Between the browser and the server: while `dropping`, each contact post reaches the server (which stores it)
    // and the connection is then cut before the answer gets back, as when a phone's signal drops at that moment.
    // (Chromium itself resends a post whose reused connection was reset, so one cut alone is not enough.)
    let dropping = true;
    let posts = 0;
    const proxy: Server = createServer((req, res) => {
      const upstream = new URL(site.server.url);
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        if (req.method === 'POST' && req.url === '/api/contact') posts++;
        if (req.method === 'POST' && req.url === '/api/contact' && dropping) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const page = await controlledPage(context, `${url}/contact`);
      await fillForm(page, CONTACT, contact('cut.midflight@example.ng'));
      await submit(page, CONTACT);
      await keptNotice(page).waitFor({ timeout: 10_000 });
      assert.ok(posts >= 1);
      assert.equal(rowsFor(site, 'contact_submissions', 'cut.midflight@example.ng').length, 1, 'the server stored it before the cut');
      dropping = false;
      const sentBefore = posts;
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      // (Which page says "sent" depends on whether Background Sync or the reload sent it first: the toast itself is
      // checked by the two tests above.)
      await eventually(() => posts > sentBefore, 'the kept post is sent again');
      await page.waitForTimeout(500);
      assert.equal(rowsFor(site, 'contact_submissions', 'cut.midflight@example.ng').length, 1, 'sent twice, stored once');
    } finally {
      await context.close();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  test('offline, a page never visited opens the offline page with the phone number; a visited one opens from the phone', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const page = await controlledPage(context, `${site.server.url}/contact`);
      // The first page loaded before the worker existed; seen again under it, it is kept.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      const visitedHeading = await page.locator('h1').innerText();
      // Only what the worker kept is there offline: not the browser's own cache (it revalidates /art/ files, which
      // a real phone without a signal cannot).
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      await context.setOffline(true);
      await page.goto(`${site.server.url}/projects`);
      assert.equal(await page.locator('h1').innerText(), OFFLINE_WORDS.title);
      const call = page.locator('main a[href^="tel:"]');
      assert.match((await call.getAttribute('href')) ?? '', /^tel:\+?\d+$/);
      const logo = page.locator('header svg[data-logo]');
      assert.deepEqual(await logo.evaluate((svg) => [svg.getBoundingClientRect().width, svg.querySelectorAll('rect, path').length]), [40, 3], 'the logo shows, drawn in the page');
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/offline-375.png`, fullPage: true });
      await page.goto(`${site.server.url}/contact`);
      assert.equal(await page.locator('h1').innerText(), visitedHeading, 'a page seen before opens from the cache');
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });

  test('the worker never keeps the admin or the admin API', async () => {
    const context = await site.browser.newContext();
    try {
      const page = await controlledPage(context, `${site.server.url}/`);
      await page.goto(`${site.server.url}/about`, { waitUntil: 'networkidle' });
      await page.goto(`${site.server.url}/admin`, { waitUntil: 'networkidle' });
      await page.evaluate(() => fetch('/api/admin/me', { credentials: 'include' }).catch(() => undefined));
      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
        return urls;
      });
      assert.ok(kept.includes('/about'), `a public page visited under the worker is kept: ${kept.join(', ')}`);
      assert.deepEqual(kept.filter((path) => path.startsWith('/admin') || path.startsWith('/api/')), []);
    } finally {
      await context.close();
    }
  });
});
