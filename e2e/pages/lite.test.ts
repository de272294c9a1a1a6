// The lite page in Chromium (build first): with Save-Data the counters show their final figures and nothing
// fades in; without it, the footer's "Lite version" switch gives the same lite page (kept in a cookie) and turns it
// off again, with and without JavaScript. SHOTS_DIR=/some/dir saves the lite page at 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, scrollThrough } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;

/** Every counter's shown text and the figure it ends on, and whether any element is hidden to be revealed. */
const motionState = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    lite: document.documentElement.hasAttribute('data-lite'),
    counters: [...document.querySelectorAll('[data-counter]')].map((el) => [el.textContent, el.getAttribute('data-counter')]),
    hidden: document.querySelectorAll('.opacity-0.translate-y-6').length,
  }));

describe('the lite page', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('Save-Data: on gives counters at their final figures and no fade-ins, at 375 px', async () => {
    const { page, watch, close } = await openPage(site, '/about', { width: 375, headers: { 'Save-Data': 'on' } });
    try {
      await scrollThrough(page);
      const state = await motionState(page);
      assert.equal(state.lite, true);
      assert.ok(state.counters.length > 0, 'the page has counters');
      for (const [shown, final] of state.counters) assert.equal(shown, final);
      assert.equal(state.hidden, 0, 'nothing is hidden to fade in');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lite-about-375.png`, fullPage: true });
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  for (const javaScript of [true, false]) {
    test(`the footer switch turns the lite page on and off (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const { page, close } = await openPage(site, '/equipment', { width: 375, javaScript });
      try {
        assert.equal((await motionState(page)).lite, false);
        await Promise.all([page.waitForURL(`${site.server.url}/equipment`), page.getByRole('button', { name: 'Lite version (uses less data)' }).click()]);
        await page.getByRole('button', { name: 'Lite version is on: show the full site' }).waitFor();
        assert.equal((await motionState(page)).lite, true);
        // Kept for the next page too.
        await page.goto(`${site.server.url}/projects`);
        assert.equal((await motionState(page)).lite, true);
        if (SHOTS && javaScript) await page.screenshot({ path: `${SHOTS}/lite-projects-375.png`, fullPage: true });
        await Promise.all([page.waitForURL(`${site.server.url}/projects`), page.getByRole('button', { name: 'Lite version is on: show the full site' }).click()]);
        await page.getByRole('button', { name: 'Lite version (uses less data)' }).waitFor();
        assert.equal((await motionState(page)).lite, false);
      } finally {
        await close();
      }
    });
  }
});
