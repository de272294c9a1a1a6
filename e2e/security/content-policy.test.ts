// The content policy with Trusted Types in use (docs/decisions/asvs-5-level-2.md): every public route, an item page with its
// lightbox open, a form page with its service worker registered, and every admin screen with an editor's preview,
// in Chromium with the site's own policy (no bypass): not one securitypolicyviolation event, nor a page error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openAdmin } from '../../src/testing/admin-panel.ts';
import { hydrated } from '../../src/testing/browser.ts';
import { photo } from '../../src/testing/photos.ts';
import { editBlock, scrollThrough, uploadPhoto } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { developments } from '../../web/shared/seed/developments.ts';

const WOJI = '/real-estate/woji-gardens-estate-phase-2';
const ITEM_PAGES = [WOJI, '/projects/trans-amadi-corporate-tower', '/equipment/excavators'];
const ADMIN_TABS = ['Overview', 'Pages & Content', 'Submissions', 'Media', 'Settings', 'Activity', 'Team & security'];

/** Records every policy violation of the page (and its frames) where the test can read it. */
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { policyViolations: string[] }).policyViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()));
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? []);

describe('the content policy, Trusted Types included, on every screen', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('every public route and item page, scrolled; a lightbox opened; the service worker registered: no violation', async () => {
    const { id } = await uploadPhoto(site, await photo(1600, 1000), 'site.jpg', 'Block C from the estate road');
    await editBlock(site, { slug: 'real-estate', sectionKey: 'developments', title: developments[0].title }, { metadata: { gallery: [id] } });

    const context: BrowserContext = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordViolations);
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      const found: string[] = [];
      for (const path of [...PUBLIC_ROUTES.map((r) => r.path), ...ITEM_PAGES]) {
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
        await hydrated(page);
        await scrollThrough(page);
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      }
      await page.goto(`${site.server.url}${WOJI}`, { waitUntil: 'load' });
      await hydrated(page);
      await page.locator('[data-lightbox-gallery] a[href]').first().click();
      await page.getByRole('dialog').waitFor();
      found.push(...(await violations(page)).map((v) => `lightbox: ${v}`));
      await page.goto(`${site.server.url}/contact`, { waitUntil: 'load' });
      assert.equal(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), true, 'the service worker is registered');
      found.push(...(await violations(page)).map((v) => `/contact: ${v}`));
      assert.deepEqual(found, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('every admin screen, and an edit previewed in its frame: no violation', async () => {
    const admin = await openAdmin(site, { tab: null });
    try {
      await admin.context.addInitScript(recordViolations);
      await admin.page.reload();
      await admin.page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
      const found: string[] = [];
      for (const tab of ADMIN_TABS) {
        await admin.page.getByRole('tab', { name: tab, exact: true }).click();
        await admin.page.getByRole('tabpanel').first().waitFor();
        await admin.page.waitForTimeout(300);
        found.push(...(await violations(admin.page)).map((v) => `${tab}: ${v}`));
      }
      await admin.page.getByRole('tab', { name: 'Pages & Content', exact: true }).click();
      const column = (title: string) => admin.page.locator('section', { has: admin.page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
      await column('Pages').getByRole('button', { name: /^Home/ }).click();
      await column('Sections').getByRole('button', { name: /^Edit section Building Tomorrow/ }).click();
      await admin.page.getByRole('form', { name: /^Edit section Building Tomorrow/ }).getByRole('button', { name: 'Preview' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Preview of /' });
      await dialog.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await violations(admin.page)).map((v) => `preview: ${v}`));
      assert.deepEqual(found, []);
      assert.deepEqual(admin.watch.errors, []);
    } finally {
      await admin.close();
    }
  });
});
