// Shared by the admin panel's browser tests: the real server with an admin (build first), signing in through
// the page, reading toasts, and asking the API directly what the panel should have done.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/testing/server.ts';
import { launchBrowser, watchPage } from '../../src/testing/browser.ts';

export const ADMIN = { username: 'amaka', password: 'kola-nut-harbour-42', email: 'amaka@metrikgroup.ng' };

export interface AdminSite {
  server: RunningServer;
  browser: Browser;
  url: (path: string) => string;
  stop(): Promise<void>;
}

/** `env`: more of the server's environment (e.g. SMTP_URL). */
export async function startAdminSite(env: Record<string, string> = {}): Promise<AdminSite> {
  const server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email, ...env });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    server,
    browser,
    url: (path) => `${server.url}${path}`,
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}

export interface Tab {
  page: Page;
  context: BrowserContext;
  watch: { errors: string[]; foreign: string[] };
  close(): Promise<void>;
}

/** `bypassCSP` lets a test inject axe-core; the site's policy forbids inline scripts. */
export async function openTab(site: AdminSite, path: string, width = 1280, { bypassCSP = false } = {}): Promise<Tab> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true, bypassCSP });
  const page = await context.newPage();
  const watch = watchPage(page, site.server.url);
  await page.goto(site.url(path));
  return { page, context, watch, close: () => context.close() };
}

/**
 * Signs in through the form and waits for the dashboard; returns the stored token. The panel opens on the
 * Overview; `tab` then opens the tab the test works in (Pages & Content unless it says otherwise; null stays).
 */
export async function signIn(page: Page, site: AdminSite, { tab = 'Pages & Content' as string | null } = {}): Promise<string> {
  if (!page.url().endsWith('/metrikwebadmin-login')) await page.goto(site.url('/metrikwebadmin-login'));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  assert.ok(token, 'the token is stored under admin_token');
  return token;
}

/** The open toast's text and variant, once one with `title` is on screen. */
export async function toastWith(page: Page, title: string): Promise<{ text: string; variant: string }> {
  const toast = page.locator('li[data-variant][data-state="open"]', { hasText: title }).last();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return { text: (await toast.innerText()).replace(/\s+/g, ' ').trim(), variant: (await toast.getAttribute('data-variant')) ?? '' };
}

export async function api(site: AdminSite, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(site.url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** The visible text of a public page as the server sends it (what a visitor or crawler gets). */
export async function publicHtml(site: AdminSite, path: string): Promise<string> {
  const res = await fetch(site.url(path));
  assert.equal(res.status, 200);
  return res.text();
}

/** An admin's effort on a journey, as the owner would spend it: clicks, fields typed and seconds since it began. */
export function effort() {
  const started = Date.now();
  let clicks = 0;
  let typed = 0;
  return {
    click: async (locator: Locator) => {
      clicks++;
      await locator.click();
    },
    type: async (locator: Locator, text: string) => {
      typed++;
      await locator.fill(text);
    },
    /** A click the test makes another way (choosing a file, a select's option). */
    counted: () => void clicks++,
    summary: () => `${clicks} clicks, ${typed} fields typed, ${((Date.now() - started) / 1000).toFixed(1)} s scripted`,
  };
}
