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

/** Set by scripts/test.ts for its end-to-end workers, which run many files one after another in one process. */
const IN_A_TEST_WORKER = process.env.TEST_WORKER === '1';

let shared: Promise<Browser> | undefined;

/**
 * A browser for a test's site: in a test worker, the worker's one Chromium (started at its first use, started again
 * if it went away); elsewhere one of the caller's own. `release` closes what the caller owns: its own browser, or
 * nothing of the shared one (the worker closes the contexts a file leaves open, and the browser at its end).
 */
export async function browserForTest(): Promise<{ browser: Browser; release: () => Promise<void> }> {
  if (!IN_A_TEST_WORKER) {
    const browser = await launchBrowser();
    return { browser, release: () => browser.close() };
  }
  shared ??= launchBrowser().then((browser) => {
    browser.once('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  const starting = shared;
  const browser = await starting.catch((error: unknown) => {
    if (shared === starting) shared = undefined;
    throw error;
  });
  return { browser, release: async () => {} };
}

/** Closes every context of the worker's shared browser: what one file opened and did not close. */
export async function closeSharedContexts(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => {})));
}

export async function closeSharedBrowser(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  shared = undefined;
  await browser?.close();
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
  // Told again until it hydrates: the page listens for it only from its first paint, which on a busy machine can
  // come after the script's 'enhanced' mark, and a focusin before that is not heard.
  await page.waitForFunction(
    () => {
      if (document.documentElement.hasAttribute('data-hydrated')) return true;
      document.querySelector('[data-island] > *')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return false;
    },
    null,
    { timeout: 30_000, polling: 250 },
  );
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
