// Settings → HTTPS certificate in real Chromium, on a server with DOMAIN set whose certificate authority cannot be
// reached: the site is still served over plain HTTP, and the panel says in words what is wrong and when it retries.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort } from '../../../src/testing/acme-server.ts';
import { openAdmin } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

describe('Settings → HTTPS certificate', () => {
  let site: Site;
  before(async () => {
    const [httpsPort, closedPort] = await Promise.all([freePort(), freePort()]);
    site = await startSite({ DOMAIN: 'metrikgroup.test', HTTPS_PORT: String(httpsPort), ACME_DIRECTORY_URL: `https://127.0.0.1:${closedPort}/directory` });
  });
  after(() => site?.stop());

  for (const width of [375, 1280]) {
    test(`at ${width} px: no certificate yet, the failure as a sentence with the next try, and no HTTPS until one is obtained`, async () => {
      const tab = await openAdmin(site, { width, tab: 'Settings' });
      try {
        const panel = tab.page.getByRole('region', { name: 'HTTPS certificate' });
        await panel.getByText('metrikgroup.test', { exact: true }).waitFor();
        await panel.getByText(/No certificate yet: the site is served over plain HTTP/).waitFor();
        // The first attempt is made at start-up and fails within seconds (connection refused, one quick retry); the
        // panel, shown before that, asks again by itself until it has an answer.
        const alert = panel.getByRole('alert');
        await alert.waitFor({ timeout: 45_000 });
        const words = await alert.innerText();
        assert.match(words, /^No certificate could be obtained\.\n/);
        assert.match(words, /This machine cannot reach the certificate authority at https:\/\/127\.0\.0\.1:\d+\/directory: check ACME_DIRECTORY_URL/);
        assert.match(words, /Last try .+\. Next try .+, by itself\.$/);
        await panel.scrollIntoViewIfNeeded();
        if (process.env.SCREENSHOTS) {
          mkdirSync(process.env.SCREENSHOTS, { recursive: true });
          await tab.page.screenshot({ path: join(process.env.SCREENSHOTS, `https-panel-${width}.png`) });
          await panel.screenshot({ path: join(process.env.SCREENSHOTS, `https-panel-only-${width}.png`) });
        }
        assert.deepEqual(tab.watch.errors, []);
      } finally {
        await tab.close();
      }
    });
  }
});
