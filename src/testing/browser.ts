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

// A form page's first form: an island's element takes no box of its own (display: contents), what shows is its children.
const firstForm = (page: Page) => page.locator('[data-island] > *').first();

/** Brings a form page's first form on screen, as a visitor going to it does (web/boot-public.ts hydrates it then). */
export async function reachForm(page: Page): Promise<void> {
  const form = firstForm(page);
  if ((await form.count()) > 0) await form.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/**
 * Waits until every part of a public page answers clicks itself (web/boot-public.ts marks <html data-hydrated>): it
 * starts after the first paint, so on a busy machine 'networkidle' can come first. A form hydrates when the visitor
 * comes to it: this tells it so with the focusin a keyboard user tabbing into it gives, without moving the page
 * (reveals and counters stay as they loaded).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('enhanced').length > 0, null, { timeout: 30_000 });
  const form = firstForm(page);
  if ((await form.count()) > 0) await form.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
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
