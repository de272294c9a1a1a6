// What a phone downloads on a first visit (node dist/server.js + headless Chromium): styles in the HTML and one boot
// script of a few KB that enhances the page; React comes only to a page with a form, when the visitor reaches the
// form, to hydrate the form alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, watchPage } from '../src/testing/browser.ts';
import { fillForm, holdRequests, storedRows, valuesOf } from '../src/testing/forms.ts';
import { startSite, type Site } from '../src/testing/site.ts';

let site: Site;

before(async () => {
  site = await startSite();
});
after(() => site?.stop());

/** Opens a route at phone size, recording every script the page fetches: its text and its bytes on the wire. */
async function openPhone(path: string, javaScriptEnabled = true, { reachForm = true } = {}) {
  // Without the service worker: its own download is not the page's (src/render/service-worker.test.ts), and a page it
  // controls sends its requests past page.route().
  const context = await site.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, javaScriptEnabled, serviceWorkers: 'block' });
  const page = await context.newPage();
  const watch = watchPage(page, site.server.url);
  const scripts: Promise<{ text: string; wire: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.response().then((r) => r?.text() ?? ''), request.sizes()]).then(
        ([text, sizes]) => ({ text, wire: sizes.responseBodySize }),
        // Finished as the test closed the page: nothing left to read (the test has its figures by then).
        () => ({ text: '', wire: 0 }),
      ),
    );
  });
  await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
  if (javaScriptEnabled && reachForm) await hydrated(page);
  await page.waitForLoadState('networkidle');
  return { page, watch, scripts: () => Promise.all(scripts), close: () => context.close() };
}

const KB = 1024;

describe('first load', () => {
  it('the HTML carries its styles and links only the boot script: no stylesheet request, no preloaded app', async () => {
    const html = await (await fetch(`${site.server.url}/services`)).text();
    assert.match(html, /<style>[^<]{1000,}<\/style>/);
    assert.doesNotMatch(html, /<link rel="stylesheet"/);
    assert.doesNotMatch(html, /<link rel="modulepreload"/);
    assert.equal([...html.matchAll(/<script [^>]*src=/g)].length, 1);
    assert.doesNotMatch(html, /id="page-data"/, 'a page without a form carries no data for scripts');
  });

  it('is styled before any script runs', async () => {
    const { page, close } = await openPhone('/services', false);
    try {
      const header = await page.$eval('header', (h) => getComputedStyle(h).backgroundColor);
      assert.notEqual(header, 'rgba(0, 0, 0, 0)', 'the header has its ink background without JavaScript');
    } finally {
      await close();
    }
  });

  it('a page without a form fetches one small script and no React; its menu opens at a tap with nothing more', async () => {
    const { page, watch, scripts, close } = await openPhone('/');
    try {
      const first = await scripts();
      assert.equal(first.length, 1, 'the boot script alone');
      assert.ok(first[0].wire <= 30 * KB, `${first[0].wire} B on the wire, budget 30 KB`);
      assert.ok(!first[0].text.includes('react.dev'), 'no React');

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal((await scripts()).length, 1, 'the menu needed no more code');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('a page with a form hydrates the form alone, within 100 KB of script', async () => {
    const { page, watch, scripts, close } = await openPhone('/contact');
    try {
      const all = await scripts();
      const wire = all.reduce((n, s) => n + s.wire, 0);
      assert.ok(all.some((s) => s.text.includes('react.dev')), 'React came for the form');
      assert.ok(wire <= 100 * KB, `${wire} B on the wire, budget 100 KB`);
      // Hydrated: the inline validation answers (the no-script path would have posted the page instead).
      await page.getByRole('button', { name: /send/i }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      assert.equal(new URL(page.url()).pathname, '/contact');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('a form page fetches React only once the visitor reaches the form', async () => {
    const { page, watch, scripts, close } = await openPhone('/contact', true, { reachForm: false });
    try {
      await page.waitForFunction(() => performance.getEntriesByName('enhanced').length > 0);
      await page.waitForTimeout(500);
      const form = page.locator('[data-island] > *').first();
      assert.equal(await form.isVisible() && (await form.boundingBox())!.y > 740, true, 'the form starts below the first screen at 375 px');
      assert.equal((await scripts()).length, 1, 'the boot script alone while the form is off screen');
      assert.equal(await page.locator('html[data-hydrated]').count(), 0);

      await form.scrollIntoViewIfNeeded();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      assert.ok((await scripts()).some((s) => s.text.includes('react.dev')), 'React came when the form came on screen');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('what the visitor types before the form hydrates stays in the fields and is what it sends', async () => {
    const { page, watch, close } = await openPhone('/contact', true, { reachForm: false });
    try {
      await page.waitForFunction(() => performance.getEntriesByName('enhanced').length > 0);
      // A slow network: React arrives only after the visitor has filled the form in.
      const release = await holdRequests(page, '**/assets/islands-*.js');
      const typed = { firstName: 'Early', lastName: 'Typist', email: 'early.typist@example.ng', service: 'construction', message: 'Typed while the page was still loading its script.' };
      await fillForm(page, '#contact-form form', typed);
      assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'not hydrated yet');
      release();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      assert.deepEqual(await valuesOf(page, '#contact-form form', Object.keys(typed)), typed, 'hydration kept every field');

      await page.getByRole('button', { name: /send/i }).click();
      await page.locator('#form-sent').waitFor();
      assert.equal(new URL(page.url()).pathname, '/contact', 'sent by the script, not posted by the browser');
      const rows = storedRows<{ message: string }>(site.server.dbPath, 'SELECT message FROM contact_submissions WHERE email = ?', typed.email);
      assert.deepEqual(rows, [{ message: typed.message }]);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  it('on a slow phone, fields typed while the form hydrates all stay: a keystroke React replays never undoes an earlier one', async () => {
    // 5× slower from the start, typing as soon as the page is there: hydration starts at the first field and is
    // still going while the next ones are typed.
    const context = await site.browser.newContext({ viewport: { width: 375, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const watch = watchPage(page, site.server.url);
    try {
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 5 });
      await page.goto(`${site.server.url}/real-estate`);
      const typed = { firstName: 'Ifeoma', lastName: 'Nwosu', email: 'ifeoma.slow@example.ng', phone: '0803 555 0100', message: 'Is a 3-bedroom in Woji still available?' };
      await fillForm(page, '#enquiry-form form', typed);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      assert.deepEqual(await valuesOf(page, '#enquiry-form form', Object.keys(typed)), typed);
      await page.locator('#enquiry-form form button[type=submit]').click();
      await page.locator('#form-sent').waitFor();
      assert.equal(storedRows(site.server.dbPath, 'SELECT id FROM contact_submissions WHERE email = ?', typed.email).length, 1);
      assert.deepEqual(watch.errors.filter((e) => !e.includes('Service Worker registration blocked')), []);
    } finally {
      await context.close();
    }
  });
});
