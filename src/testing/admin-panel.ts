// Shared by the admin panel's browser tests (on startSite): signing in through the page, reading toasts, asking
// the API directly what the panel should have done, and counting an admin's effort.
import assert from 'node:assert/strict';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { ADMIN_COOKIE } from '../security/require-admin.ts';
import { ADMIN, signInAdmin } from './admin.ts';
import { readAnswer } from './answer.ts';
import { watchPage } from './browser.ts';
import type { Site } from './site.ts';

export interface Tab {
  page: Page;
  context: BrowserContext;
  watch: { errors: string[]; foreign: string[] };
  close(): Promise<void>;
}

/**
 * `bypassCSP` lets a test inject axe-core; the site's policy forbids inline scripts. `storageState`: cookies and
 * localStorage the tab starts with (a session, as a browser that signed in before keeps it).
 */
export async function openTab(
  site: Site,
  path: string,
  width = 1280,
  { bypassCSP = false, storageState }: { bypassCSP?: boolean; storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<Tab> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true, bypassCSP, storageState });
  const page = await context.newPage();
  const watch = watchPage(page, site.server.url);
  await page.goto(site.url(path));
  return { page, context, watch, close: () => context.close() };
}

/**
 * Signs in through the form and waits for the dashboard; returns the stored token. The panel opens on the
 * Overview; `tab` then opens the tab the test works in (Pages & Content unless it says otherwise; null stays).
 */
export async function signIn(page: Page, site: Site, { tab = 'Pages & Content' as string | null } = {}): Promise<string> {
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

/**
 * A tab signed in as the test admin, on the dashboard's `tab` (as signIn); it closes itself when signing in fails.
 * It signs in as the panel does after the form (a new session from POST /api/admin/login, kept where the panel
 * keeps it: the cookie and localStorage), not by typing: the form has tests of its own (LoginPage, admin-auth).
 */
export async function openAdmin(
  site: Site,
  { width = 1280, bypassCSP = false, tab = 'Pages & Content' }: { width?: number; bypassCSP?: boolean; tab?: string | null } = {},
): Promise<Tab & { token: string }> {
  const token = await signInAdmin(site.server.url);
  const origin = site.server.url;
  // The panel keeps the session in an httpOnly cookie and in localStorage, both named admin_token.
  const storageState = {
    cookies: [{ name: ADMIN_COOKIE, value: token, domain: new URL(origin).hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Strict' as const }],
    origins: [{ origin, localStorage: [{ name: ADMIN_COOKIE, value: token }] }],
  };
  const opened = await openTab(site, '/admin/dashboard', width, { bypassCSP, storageState });
  try {
    await opened.page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
    if (tab) await opened.page.getByRole('tab', { name: tab, exact: true }).click();
    return { ...opened, token };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/** The open toast's text and variant, once one with `title` is on screen. */
export async function toastWith(page: Page, title: string, timeout = 10_000): Promise<{ text: string; variant: string }> {
  const toast = page.locator('li[data-variant][data-state="open"]', { hasText: title }).last();
  await toast.waitFor({ state: 'visible', timeout });
  return { text: (await toast.innerText()).replace(/\s+/g, ' ').trim(), variant: (await toast.getAttribute('data-variant')) ?? '' };
}

export async function api(site: Site, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return readAnswer(await fetch(site.url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

// Keystroke-Level Model operators (Card, Moran and Newell), in seconds: a keystroke of an average skilled typist,
// pointing with the mouse and clicking, the mental preparation before each action, and choosing one file in the
// system's file dialog (finding and selecting it; taken generously as 8 s).
const KLM = { keystroke: 0.28, pointAndClick: 1.3, mental: 1.35, file: 8 };

/**
 * An admin's effort on a journey, as the owner would spend it: clicks, fields typed, keystrokes, files chosen and
 * seconds since it began, and what that costs a person by the Keystroke-Level Model (the script types at once, a
 * person does not; the server's own time, uploads included, is the scripted seconds).
 */
export function effort() {
  const started = Date.now();
  let clicks = 0;
  let typed = 0;
  let keystrokes = 0;
  let files = 0;
  const personSeconds = () => (clicks + typed) * (KLM.mental + KLM.pointAndClick) + keystrokes * KLM.keystroke + files * KLM.file;
  return {
    click: async (locator: Locator) => {
      clicks++;
      await locator.click();
    },
    type: async (locator: Locator, text: string) => {
      typed++;
      keystrokes += text.length;
      await locator.fill(text);
    },
    /** A click the test makes another way (choosing a file, a select's option). */
    counted: () => void clicks++,
    /** Files chosen in one file dialog (its opening is a click, counted with `counted`). */
    chose: (count: number) => {
      files += count;
    },
    summary: () =>
      `${clicks} clicks, ${typed} fields typed (${keystrokes} keystrokes)${files ? `, ${files} files chosen` : ''}, ${((Date.now() - started) / 1000).toFixed(1)} s scripted; ` +
      `a person: about ${(personSeconds() / 60).toFixed(1)} min of their own actions (Keystroke-Level Model)`,
  };
}
