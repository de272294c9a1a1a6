// Headless Debian Chromium through playwright-core, started with the flags this machine needs.
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/**
 * Waits until the public app has hydrated (web/app.tsx marks <html data-hydrated>): it starts after the first
 * paint, so on a busy machine 'networkidle' can come first, and a click or scroll before it goes unseen by React.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
}

/** Collects console errors and requests to any host other than the site's, to assert there are none. */
export function watchPage(page: Page, siteUrl: string) {
  const errors: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(siteUrl).origin;
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });
  return { errors, foreign };
}
