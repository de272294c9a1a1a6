// Shared by the browser tests of the public pages (on startSite): a page in headless Chromium with or without
// JavaScript, and content edits through the admin API as an admin would make them.
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { adminToken } from './admin.ts';
import { hydrated, watchPage } from './browser.ts';
import type { Site } from './site.ts';

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and requests to other hosts seen so far. */
  watch: { errors: string[]; foreign: string[] };
  close(): Promise<void>;
}

export async function openPage(
  site: Site,
  path: string,
  {
    javaScript = true,
    width = 1280,
    reducedMotion = false,
    headers,
  }: { javaScript?: boolean; width?: number; reducedMotion?: boolean; headers?: Record<string, string> } = {},
): Promise<OpenedPage> {
  const context = await site.browser.newContext({
    javaScriptEnabled: javaScript,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
    viewport: { width, height: 900 },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    // The pages as they work without the service worker; the worker has its own tests (e2e/sw/offline.test.ts),
    // and a page it controls sends its requests past page.route(), which these tests use to hold and fail posts.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const watch = watchPage(page, site.server.url);
  // Hydrated is the moment a visitor's page is whole; 'networkidle' would add half a second of quiet to every page.
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  if (javaScript) await hydrated(page);
  return { page, context, watch, close: () => context.close() };
}

/** Scrolls to the bottom and back in steps, so that lazy pictures load and reveals and counters run. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Scrolls through the page so its counters run, and waits until the figures of the statistics section labelled by
 * `headingId` read `figures`, in order.
 */
export async function countersReach(page: Page, headingId: string, figures: string[]): Promise<void> {
  await scrollThrough(page);
  await page.locator(`#${headingId}`).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ([id, expected]) => JSON.stringify([...document.querySelectorAll(`section[aria-labelledby="${id}"] dd`)].map((d) => d.textContent)) === expected,
    [headingId, JSON.stringify(figures)] as const,
    { timeout: 5000 },
  );
}

async function adminGet<T>(site: Site, token: string, path: string): Promise<T> {
  const res = await fetch(`${site.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `GET ${path}`);
  return (await res.json()) as T;
}

/** Edits one content block through the admin API, found by page slug, section key and its current title. */
export async function editBlock(
  site: Site,
  where: { slug: string; sectionKey: string; title: string },
  changes: { title?: string; content?: string; imageUrl?: string; metadata?: Record<string, unknown>; isActive?: boolean },
): Promise<void> {
  const token = await adminToken(site.server.url);
  const pages = await adminGet<{ id: number; slug: string }[]>(site, token, '/api/admin/pages');
  const pageId = pages.find((p) => p.slug === where.slug)?.id;
  assert.ok(pageId, `page ${where.slug} exists`);
  const sections = await adminGet<{ id: number; sectionKey: string }[]>(site, token, `/api/admin/sections?pageId=${pageId}`);
  const sectionId = sections.find((s) => s.sectionKey === where.sectionKey)?.id;
  assert.ok(sectionId, `section ${where.sectionKey} exists`);
  const blocks = await adminGet<{ id: number; title: string; metadata: Record<string, unknown> | null }[]>(site, token, `/api/admin/content-blocks?sectionId=${sectionId}`);
  const block = blocks.find((b) => b.title === where.title);
  assert.ok(block, `block "${where.title}" exists`);
  // Metadata changes are merged into the stored metadata (the PUT replaces it whole, as the admin's form sends it).
  const body = changes.metadata ? { ...changes, metadata: { ...block.metadata, ...changes.metadata } } : changes;
  const res = await fetch(`${site.server.url}/api/admin/content-blocks/${block.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, 'the edit is saved');
}

/** Saves settings through the admin API, as the Settings tab does (all or nothing). */
export async function saveSettings(site: Site, values: Record<string, string>): Promise<void> {
  const token = await adminToken(site.server.url);
  const res = await fetch(`${site.server.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values }),
  });
  assert.equal(res.status, 200, 'the settings are saved');
}

/** Uploads a photo to the media library through the admin API; its id and URL. */
export async function uploadPhoto(site: Site, bytes: Uint8Array, name: string, altText: string): Promise<{ id: number; url: string }> {
  const token = await adminToken(site.server.url);
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  form.append('altText', altText);
  const res = await fetch(`${site.server.url}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(res.status, 201, 'the photo is uploaded');
  return (await res.json()) as { id: number; url: string };
}

/** Asserts each text appears in the page's main landmark as rendered (case-insensitive: labels may be upper-cased by CSS). */
export async function assertShowsCopy(page: Page, texts: string[]): Promise<void> {
  const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ').toLowerCase();
  const missing = texts.filter((t) => !shown.includes(t.replace(/\s+/g, ' ').toLowerCase()));
  assert.deepEqual(missing, [], 'every text of the page is shown');
}

/** Fills a form's fields by name as a visitor would: typed into inputs and text areas, chosen in selects. */
export async function fillForm(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name=${name}]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** A block as the admin API answers it. */
export interface AdminBlock {
  id: number;
  blockType: string;
  title: string;
  isActive: boolean;
  metadata: Record<string, unknown> | null;
}

type BlockChanges = Partial<Pick<AdminBlock, 'title' | 'isActive' | 'metadata'>>;

/** The blocks of one type in a page's section, and how one is shown or hidden there (made active or not, unless said). */
export interface BlockList {
  slug: string;
  sectionKey: string;
  blockType: string;
  shown?: { is: (block: AdminBlock) => boolean; set: (block: AdminBlock, on: boolean) => BlockChanges };
}

/**
 * The admin API signed in once, for a test that makes many edits (editBlock signs in for each). `showCount` makes a
 * list show exactly `count` blocks, its first ones, copying its first block when it has too few; `restore` deletes
 * the copies and gives every block it changed its state back.
 */
export async function blockLists(site: Site) {
  const token = await adminToken(site.server.url);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(site.url(path), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  const pages = await call<{ id: number; slug: string }[]>('GET', '/api/admin/pages');
  const sectionIds = new Map<string, number>();
  const sectionOf = async ({ slug, sectionKey }: BlockList) => {
    const key = `${slug}/${sectionKey}`;
    if (!sectionIds.has(key)) {
      const pageId = pages.find((p) => p.slug === slug)?.id;
      assert.ok(pageId, `page ${slug} exists`);
      const sections = await call<{ id: number; sectionKey: string }[]>('GET', `/api/admin/sections?pageId=${pageId}`);
      const id = sections.find((s) => s.sectionKey === sectionKey)?.id;
      assert.ok(id, `section ${key} exists`);
      sectionIds.set(key, id);
    }
    return sectionIds.get(key)!;
  };
  const blocksOf = async (list: BlockList) =>
    (await call<AdminBlock[]>('GET', `/api/admin/content-blocks?sectionId=${await sectionOf(list)}`)).filter((b) => b.blockType === list.blockType);
  const copies: number[] = [];
  // What each changed block held before its first change, field by field (only the fields changed are put back).
  const before = new Map<number, BlockChanges>();
  const put = (block: AdminBlock, changes: BlockChanges) => {
    if (!copies.includes(block.id)) {
      const held = before.get(block.id) ?? {};
      for (const key of Object.keys(changes) as (keyof BlockChanges)[]) if (!(key in held)) Object.assign(held, { [key]: block[key] });
      before.set(block.id, held);
    }
    return call('PUT', `/api/admin/content-blocks/${block.id}`, changes);
  };
  return {
    async showCount(list: BlockList, count: number): Promise<void> {
      const { is, set } = list.shown ?? { is: (b: AdminBlock) => b.isActive, set: (_: AdminBlock, on: boolean) => ({ isActive: on }) };
      let blocks = await blocksOf(list);
      if (blocks.length < count) {
        for (let i = blocks.length; i < count; i++) copies.push((await call<AdminBlock>('POST', `/api/admin/content-blocks/${blocks[0].id}/duplicate`)).id);
        blocks = await blocksOf(list);
      }
      for (const [index, block] of blocks.entries()) {
        const on = index < count;
        if (is(block) !== on) await put(block, set(block, on));
      }
    },
    async restore(): Promise<void> {
      for (const id of copies.splice(0)) await call('DELETE', `/api/admin/content-blocks/${id}`);
      for (const [id, held] of before) await call('PUT', `/api/admin/content-blocks/${id}`, held);
      before.clear();
    },
  };
}
