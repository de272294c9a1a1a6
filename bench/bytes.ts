// First-load bytes of a public route as a phone downloads them: every request Chromium makes while the page
// loads and for a while after (the app is imported after first paint, and anything fetched on idle counts too,
// as Lighthouse counts it), by type, as encoded on the wire (Chromium asks for brotli). Nothing is clicked or
// typed: code that only an action loads (the menu drawer, the toasts) is not part of a first load.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/testing/browser.ts';

export interface RouteBytes {
  route: string;
  /** The HTML document (the stylesheet is inlined in it). */
  html: number;
  js: number;
  /** Stylesheets fetched as files (none when the HTML carries its CSS). */
  css: number;
  /** Images, fonts, the rest. */
  other: number;
  total: number;
  scripts: number;
}

/** How long after the load event requests are still counted: longer than whenIdle's 3 s deadline. */
const SETTLE_MS = 4000;

async function measure(browser: Browser, base: string, route: string): Promise<RouteBytes> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const sizes: Promise<{ type: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize })));
  });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  await context.close();
  const sum = (types: string[] | ((t: string) => boolean)) =>
    all.filter((r) => (typeof types === 'function' ? types(r.type) : types.includes(r.type))).reduce((n, r) => n + r.bytes, 0);
  const known = ['document', 'script', 'stylesheet'];
  return {
    route,
    html: sum(['document']),
    js: sum(['script']),
    css: sum(['stylesheet']),
    other: sum((t) => !known.includes(t)),
    total: sum(() => true),
    scripts: all.filter((r) => r.type === 'script').length,
  };
}

export async function firstLoadBytes(base: string, routes: string[]): Promise<RouteBytes[]> {
  const browser = await launchBrowser();
  try {
    const out: RouteBytes[] = [];
    for (const route of routes) out.push(await measure(browser, base, route));
    return out;
  } finally {
    await browser.close();
  }
}
