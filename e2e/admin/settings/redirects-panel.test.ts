// Settings → Redirects in real Chromium (docs/product.md § Redirects and missing pages): a missing address a
// visitor asked for is redirected with "Redirect this…" and one typed field, the visitor then lands on the page;
// a refused redirect says why at its field; a deleted one is gone. At 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

describe('Settings → Redirects', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const width of [375, 1280]) {
    test(`at ${width} px: redirect a missing address from the list, refuse a page of the site, delete it again`, async () => {
      const old = `/old-site/projects-${width}.html`;
      for (let i = 0; i < 2; i++) assert.equal((await fetch(site.url(`${old}?from=flyer`))).status, 404);
      const tab = await openAdmin(site, { width, tab: 'Settings' });
      try {
        const { page } = tab;
        const panel = page.getByRole('region', { name: /^Redirects/ });
        const missing = panel.getByRole('list', { name: 'Addresses not found, most asked first' });
        await missing.getByText(old, { exact: true }).waitFor();
        assert.ok(await missing.getByText('asked 2 times', { exact: false }).first().isVisible());
        await missing.getByRole('button', { name: `Redirect ${old}…` }).click();
        assert.equal(await panel.getByLabel('Old address').inputValue(), old);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'to', 'the target is next to type');
        await page.keyboard.type('/projects');
        await panel.getByRole('button', { name: 'Add redirect' }).click();
        await toastWith(page, 'Redirect added');
        const list = panel.getByRole('list', { name: 'Redirects' });
        await list.getByText(old, { exact: true }).waitFor();
        await missing.getByText(old, { exact: true }).waitFor({ state: 'detached' });
        const res = await fetch(site.url(`${old.toUpperCase()}?from=flyer`), { redirect: 'manual' });
        assert.equal(res.status, 301);
        assert.equal(res.headers.get('location'), '/projects?from=flyer');

        await panel.getByLabel('Old address').fill('/About/');
        await panel.getByLabel('Goes to').fill('/contact');
        await panel.getByRole('button', { name: 'Add redirect' }).click();
        await toastWith(page, 'Redirect not added');
        assert.match((await panel.getByLabel('Old address').getAttribute('aria-invalid')) ?? '', /true/);
        assert.match(await panel.innerText(), /\/about is a page of the site/);

        if (process.env.SCREENSHOTS) {
          mkdirSync(process.env.SCREENSHOTS, { recursive: true });
          await panel.screenshot({ path: join(process.env.SCREENSHOTS, `redirects-panel-${width}.png`) });
        }
        await list.getByRole('button', { name: `Delete the redirect from ${old}` }).click();
        await toastWith(page, 'Redirect deleted');
        await list.getByText(old, { exact: true }).waitFor({ state: 'detached' });
        assert.equal((await fetch(site.url(old), { redirect: 'manual' })).status, 404);
        assert.deepEqual(tab.watch.errors.filter((e) => !/status of 400/.test(e)), []);
      } finally {
        await tab.close();
      }
    });
  }
});
