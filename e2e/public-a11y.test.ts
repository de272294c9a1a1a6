// Every public route and the not-found screen through axe-core (WCAG 2.1 A and AA) at phone and desktop
// widths, plus the open mobile menu; and no page scrolls sideways on a phone.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { atOnce } from '../src/testing/at-once.ts';
import { axeViolations, sidewaysScroll } from '../src/testing/axe.ts';
import { watchPage } from '../src/testing/browser.ts';
import { PUBLIC_ROUTES } from '../web/shared/content.ts';
import { startSite, type Site } from '../src/testing/site.ts';

describe('public site accessibility', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const width of [375, 1280]) {
    test(`every public route and the not-found screen pass axe at ${width} px`, async () => {
      // Reduced motion: reveals show at once, so axe judges the colours a visitor ends up seeing.
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true, reducedMotion: 'reduce' });
      const problems: string[] = [];
      try {
        const paths = [...PUBLIC_ROUTES.map((r) => r.path), '/projects/trans-amadi-corporate-tower', '/equipment/excavators', '/real-estate/woji-gardens-estate-phase-2', '/no-such-page'];
        // A few pages side by side: each mostly waits for the network to go quiet.
        await atOnce(paths, async (path) => {
          const page = await context.newPage();
          const watch = watchPage(page, site.server.url);
          await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
          problems.push(...(await axeViolations(page, `${path} @${width}`)), ...(await sidewaysScroll(page, `${path} @${width}`)));
          if (width === 375 && path === '/') {
            await page.getByRole('button', { name: /menu/i }).click();
            await page.getByRole('dialog').waitFor();
            problems.push(...(await axeViolations(page, `open menu @${width}`)));
          }
          // The not-found document itself is a 404, which Chromium reports as a failed resource.
          const errors = watch.errors.filter((e) => !(path === '/no-such-page' && /status of 404/.test(e)));
          assert.deepEqual(errors, [], `no console errors on ${path}`);
          assert.deepEqual(watch.foreign, [], `no request to another host from ${path}`);
          await page.close();
        });
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, []);
    });
  }
});
