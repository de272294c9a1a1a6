// The inactivity timeout in the real server and browser (build first): the panel's polling says it is background,
// and a session ended by inactivity returns the panel to the sign-in page, which says why until the admin signs in.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { after, before, describe, test } from 'node:test';
import { BACKGROUND_HEADER, IDLE_TIMEOUT_MINUTES } from '../../web/shared/admins.ts';
import { openAdmin } from '../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;

describe('admin inactivity timeout', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('polling is background; after 30 minutes idle the next request, even a poll, returns to sign-in, which says why', async () => {
    const tab = await openAdmin(site, { tab: null });
    const { page } = tab;
    try {
      // The inbox's count is polled every 20 seconds: a refetch of data already shown, so background.
      const poll = await page.waitForRequest((r) => r.url().endsWith('/api/admin/submissions/summary') && r.headers()[BACKGROUND_HEADER.toLowerCase()] === '1', { timeout: 40_000 });
      assert.equal(poll.method(), 'GET');

      // As if the admin had left the tab for 31 minutes: the session's last action moves back.
      const db = new Database(site.server.dbPath);
      try {
        db.prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE revoked_at IS NULL').run(new Date(Date.now() - 31 * 60_000).toISOString());
      } finally {
        db.close();
      }
      // The next request finds out: the polling within 20 seconds, or sooner what a click sends.
      await page.waitForURL('**/metrikwebadmin-login?signed-out=idle', { timeout: 45_000 });
      const note = page.getByRole('status').filter({ hasText: `signed out after ${IDLE_TIMEOUT_MINUTES} minutes without activity` });
      await note.waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null, 'the stored token is gone');
      if (SHOTS) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.screenshot({ path: `${SHOTS}/signed-out-idle-${width}.png` });
        }
      }
      // The server renders the same note for the same address (a reload keeps it).
      await page.reload();
      await note.waitFor();
      assert.deepEqual(tab.watch.errors.filter((e) => !/status of 401/.test(e)), []);
    } finally {
      await tab.close();
    }
  });
});
