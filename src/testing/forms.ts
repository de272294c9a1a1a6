// Shared by the browser tests that fill in forms (the public ones, the admin's): filling fields by name, holding
// a request in flight, reading the toast on screen and the rows the server stored.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import type { Page, Request } from 'playwright-core';

export async function fillForm(page: Page, scope: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`${scope} [name="${name}"]`);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

export async function valuesOf(page: Page, scope: string, names: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(names.map(async (name) => [name, await page.locator(`${scope} [name="${name}"]`).inputValue()] as const));
  return Object.fromEntries(entries);
}

/**
 * The open toast's text (title and description) and variant, once it has appeared. Its code loads lazily (with
 * React, on a page without a form): 10 s leaves room for a busy machine (5 s failed once in a full run).
 */
export async function shownToast(page: Page): Promise<{ text: string; variant: string }> {
  const toast = page.locator('li[data-variant][data-state="open"]').last();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return { text: (await toast.innerText()).replace(/\s+/g, ' ').trim(), variant: (await toast.getAttribute('data-variant')) ?? '' };
}

/** Asserts the toast on screen has this title and description (and variant). */
export async function assertToast(page: Page, title: string, description: string, variant: 'default' | 'destructive'): Promise<void> {
  const toast = await shownToast(page);
  assert.equal(toast.variant, variant);
  assert.ok(toast.text.startsWith(title), `toast title "${title}" in "${toast.text}"`);
  assert.ok(toast.text.includes(description), `toast description "${description}" in "${toast.text}"`);
}

/**
 * Holds every POST to `path` until release() is called, then lets it through to the real server, so the test
 * can look at the form while it is submitting. `sent` collects the JSON bodies the page posted.
 */
export async function holdPosts(page: Page, path: string) {
  const sent: Record<string, unknown>[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    const request: Request = route.request();
    if (request.method() !== 'POST') return route.continue();
    sent.push(request.postDataJSON() as Record<string, unknown>);
    await gate;
    await route.continue();
  });
  return { sent, release };
}

/** Holds every request for `pattern` (a script, as on a slow network) until release() is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Rows the server stored, read from its database file (read-only, beside the running server). */
export function storedRows<T>(dbPath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The inline message tied to a control: its aria-describedby target, with aria-invalid set. */
export async function inlineError(page: Page, scope: string, name: string): Promise<string | null> {
  const control = page.locator(`${scope} [name="${name}"]`);
  const describedBy = await control.getAttribute('aria-describedby');
  if (!describedBy) return null;
  assert.equal(await control.getAttribute('aria-invalid'), 'true', `${name} is marked invalid`);
  return (await page.locator(`[id="${describedBy}"]`).innerText()).trim();
}

// Autofocus (the no-script path's way to the first error) is applied at the browser's next rendering step, which may come
// after 'load' on a busy machine: wait for focus to leave the body before reading where it is.
async function settledFocus(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 5000 }).catch(() => {});
}

export async function focusedName(page: Page): Promise<string | null> {
  await settledFocus(page);
  return page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
}

export async function focusedId(page: Page): Promise<string | null> {
  await settledFocus(page);
  return page.evaluate(() => document.activeElement?.id ?? null);
}
