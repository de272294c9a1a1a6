// What every browser test starts: the real product (node dist/server.js; build first) on a temporary database,
// with ADMIN able to sign in, and a headless Chromium.
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_ENV } from './admin.ts';
import { browserForTest } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Site {
  server: RunningServer;
  browser: Browser;
  /** The address of a path on the running product. */
  url: (path: string) => string;
  stop(): Promise<void>;
}

/** `env`: more of the server's environment (e.g. SMTP_URL). */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const server = await startServer({ ...ADMIN_ENV, ...env });
  const { browser, release } = await browserForTest().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    server,
    browser,
    url: (path) => `${server.url}${path}`,
    async stop() {
      await release();
      await server.stop();
    },
  };
}

/** The server's HTML for a path, as a crawler or a visitor without JavaScript receives it. */
export async function serverHtml(site: Site, path: string): Promise<string> {
  const res = await fetch(site.url(path));
  assert.equal(res.status, 200, `${path} answers 200`);
  return res.text();
}
