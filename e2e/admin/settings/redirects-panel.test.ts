// Settings → Redirects in real Chromium (docs/product.md § Redirects and missing pages): a missing address a
// visitor asked for is redirected with "Redirect this…" and one typed field, the visitor then lands on the page;
// a refused redirect says why at its field; a deleted one is gone. At 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { countersReach } from '../../../src/testing/public-pages.ts';
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

  // Settings → Company facts (docs/product.md § Company facts) shares this file's site: a figure typed with
  // grouping is saved, confirms the whole group, and is the figure the public counters show.
  test('Company facts: a figure typed as 312 is saved and confirmed with the rest, and Home and Services count to it', async () => {
    const tab = await openAdmin(site, { width: 1280, tab: 'Settings' });
    try {
      const { page } = tab;
      const group = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Company facts' }) });
      await group.getByText('12 of these figures are still as seeded, never confirmed.').waitFor();
      assert.equal(await group.getByLabel('Manufacturing floor area').inputValue(), '4,600', 'shown grouped');
      assert.equal(await group.getByLabel('Year founded').inputValue(), '1999', 'a year is never grouped');
      assert.match(await group.getByText(/Shown as ₦250bn\+/).innerText(), /In a page's text: \{valueDelivered\}/);
      await group.getByLabel('Projects completed').fill('312');
      await group.getByText('Shown as 312+.', { exact: false }).waitFor();
      if (process.env.SCREENSHOTS) {
        mkdirSync(process.env.SCREENSHOTS, { recursive: true });
        await group.screenshot({ path: join(process.env.SCREENSHOTS, 'company-facts-1280.png') });
      }
      await page.getByRole('button', { name: 'Save settings' }).click();
      const { text } = await toastWith(page, 'Settings saved');
      assert.match(text, /Projects completed updated on the website\. The company facts are confirmed\./);
      await group.getByText('Every figure here is confirmed.').waitFor();
      await page.goto(site.url('/'));
      await countersReach(page, 'home-statistics', ['312+', '25+', '500+', '500+']);
      for (const path of ['/', '/services']) {
        const html = await (await fetch(site.url(path))).text();
        assert.match(html, /data-counter="312\+"/, `${path} counts to 312+`);
        assert.doesNotMatch(html, /data-counter="250\+"/, `${path} shows no other value`);
      }
    } finally {
      await tab.close();
    }
  });
});
