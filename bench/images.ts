// The image budget: nine 12-megapixel photos uploaded through the API become the home hero and the
// eight project pictures, three of them a project's gallery; then Chromium measures what a phone downloads on
// /projects and that project's page, whether a desktop gets sharp enough versions, and Lighthouse scores /,
// /projects and the project page. Runs on its own server and database.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/testing/browser.ts';
import { photoPixels } from '../src/testing/photos.ts';
import { lighthouseScores, type Scores } from './lighthouse.ts';
import { type Spawned, spawnListening } from './process.ts';

const root = join(import.meta.dirname, '..');
const ADMIN = { username: 'bench', password: 'bench-photos-harbour-42', email: 'bench@example.ng' };

export const BUDGET = {
  phoneTotalBytes: 400 * 1024,
  phoneImageBytes: 120 * 1024,
  lighthousePerformance: 95,
  /** A project page with photos scores 100 in all four categories: its photos are what a shared link opens on. */
  projectPageLighthouse: 100,
  cls: 0,
} as const;

interface Variant {
  format: string;
  width: number;
  url: string;
  size: number;
}
interface MediaRow {
  id: number;
  url: string;
  size: number;
  width: number;
  height: number;
  variants: Variant[];
}

export interface BudgetLine {
  line: string;
  measured: string;
  pass: boolean;
}

export interface ImageReport {
  photos: { name: string; bytes: number; processingMs: number; dbGrowthBytes: number; variants: number; variantBytes: number }[];
  processingMsMedian: number;
  dbGrowthPerPhotoBytes: number;
  phone: { viewport: string; totalBytes: number; requests: number; images: { url: string; bytes: number }[] };
  desktop: { viewport: string; path: string; src: string; slotCssWidth: number; neededWidth: number; variantWidth: number; ok: boolean }[];
  lighthouse?: Scores[];
  lines: BudgetLine[];
}

const PHOTO_WIDTH = 4000;
const PHOTO_HEIGHT = 3000;

/**
 * Photo `n` as a phone would save it: 12 megapixels, JPEG quality 95 (about 5 MB). The tests' photo-like scene
 * (src/testing/photos.ts): gradients, shapes, texture at scales that survive resizing, and grain.
 */
async function photoJpeg(n: number): Promise<Buffer> {
  return (await photoPixels(PHOTO_WIDTH, PHOTO_HEIGHT, n + 1)).jpeg({ quality: 95 }).toBuffer();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The database's logical size (pages in use, WAL included), as a backup would copy it. */
function dbBytes(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const pages = db.pragma('page_count', { simple: true }) as number;
    const free = db.pragma('freelist_count', { simple: true }) as number;
    return (pages - free) * (db.pragma('page_size', { simple: true }) as number);
  } finally {
    db.close();
  }
}

async function call<T>(base: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The blocks whose picture the budget replaces: the home hero's image, then every project on /projects. */
type Target = { id: number; title: string; metadata: Record<string, unknown> | null };

async function targetBlocks(base: string, token: string): Promise<Target[]> {
  const pages = await call<{ id: number; slug: string }[]>(base, 'GET', '/api/admin/pages', token);
  const blocksOf = async (slug: string, sectionKey: string, blockType: string) => {
    const page = pages.find((p) => p.slug === slug)!;
    const sections = await call<{ id: number; sectionKey: string }[]>(base, 'GET', `/api/admin/sections?pageId=${page.id}`, token);
    const section = sections.find((s) => s.sectionKey === sectionKey)!;
    const blocks = await call<(Target & { blockType: string })[]>(base, 'GET', `/api/admin/content-blocks?sectionId=${section.id}`, token);
    return blocks.filter((b) => b.blockType === blockType);
  };
  const hero = (await blocksOf('home', 'hero', 'image')).slice(0, 1);
  const projects = await blocksOf('projects', 'projects', 'project');
  return [...hero, ...projects];
}

/** Gives a project a gallery of the photos (first = cover); answers its page's address. */
async function giveGallery(base: string, token: string, project: Target, photos: MediaRow[]): Promise<string> {
  const metadata: Record<string, unknown> = { ...(project.metadata ?? {}), gallery: photos.map((p) => p.id) };
  await call(base, 'PUT', `/api/admin/content-blocks/${project.id}`, token, { metadata, imageUrl: photos[0].url });
  return `/projects/${String(metadata.slug)}`;
}

async function uploadPhotos(server: Spawned, dbPath: string, token: string, count: number): Promise<{ rows: MediaRow[]; photos: ImageReport['photos'] }> {
  const rows: MediaRow[] = [];
  const photos: ImageReport['photos'] = [];
  for (let n = 0; n < count; n++) {
    const bytes = await photoJpeg(n);
    if (bytes.length < 4 * 1024 * 1024) throw new Error(`photo ${n + 1} is only ${mb(bytes.length)}: the budget asks for at least 4 MB`);
    const name = `site-photo-${n + 1}.jpg`;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
    form.append('altText', `Construction site photograph ${n + 1}`);
    const before = dbBytes(dbPath);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const processingMs = Math.round(performance.now() - started);
    if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
    const row = (await res.json()) as MediaRow;
    const dbGrowthBytes = dbBytes(dbPath) - before;
    rows.push(row);
    const variantBytes = row.variants.reduce((s, v) => s + v.size, 0);
    photos.push({ name, bytes: bytes.length, processingMs, dbGrowthBytes, variants: row.variants.length, variantBytes });
    console.log(
      `  ${name}: ${PHOTO_WIDTH}×${PHOTO_HEIGHT}, ${mb(bytes.length)} → processed in ${processingMs} ms, ${row.variants.length} versions (${kb(variantBytes)} in all), database +${mb(dbGrowthBytes)}`,
    );
  }
  return { rows, photos };
}

/** Everything a first visit downloads (bytes on the wire, headers included, as DevTools counts them). */
async function firstLoad(browser: Browser, url: string): Promise<ImageReport['phone']> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sent = new Map<string, { url: string; type?: string }>();
    const done: { url: string; type?: string; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      // data: URIs (inline placeholders, icons) are part of the HTML already counted.
      if (!e.request.url.startsWith('data:')) sent.set(e.requestId, { url: e.request.url, type: e.type });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = sent.get(e.requestId);
      if (r) done.push({ ...r, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const images = done.filter((d) => d.type === 'Image').map((d) => ({ url: new URL(d.url).pathname, bytes: d.bytes }));
    return { viewport: '375×667 @2x', totalBytes: done.reduce((s, d) => s + d.bytes, 0), requests: done.length, images };
  } finally {
    await context.close();
  }
}

/** Scrolls through the page so every lazy picture loads, then waits for them all. */
async function loadEveryImage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** At 1280 px each uploaded picture's chosen version must be at least as wide as its box needs in device pixels. */
async function desktopSharpness(browser: Browser, base: string, path: string, dpr: number, widths: Map<string, number>): Promise<ImageReport['desktop']> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: dpr });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await loadEveryImage(page);
    const shown = await page.evaluate(() =>
      [...document.images]
        .filter((img) => new URL(img.currentSrc || img.src).pathname.startsWith('/media/'))
        .map((img) => {
          const box = img.getBoundingClientRect();
          // object-fit: cover scales the picture to fill the box: a box narrower than the picture's ratio needs more width.
          const cover = getComputedStyle(img).objectFit === 'cover';
          const ratio = img.naturalWidth && img.naturalHeight ? img.naturalWidth / img.naturalHeight : 0;
          return { src: new URL(img.currentSrc || img.src).pathname, width: box.width, needCss: cover && ratio ? Math.max(box.width, box.height * ratio) : box.width };
        })
        .filter((img) => img.width > 0),
    );
    return shown.map((img) => {
      const variantWidth = widths.get(img.src) ?? 0;
      const neededWidth = Math.round(img.needCss * dpr);
      return { viewport: `1280×800 @${dpr}x`, path, src: img.src, slotCssWidth: Math.round(img.width), neededWidth, variantWidth, ok: variantWidth >= neededWidth - 1 };
    });
  } finally {
    await context.close();
  }
}

async function screenshots(browser: Browser, base: string, token: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: width === 375 ? 2 : 1 });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/projects`, { waitUntil: 'load' });
      await loadEveryImage(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(dir, `projects-${width}.png`) });
      await page.locator('article').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, `projects-cards-${width}.png`) });
      await page.goto(`${base}/`, { waitUntil: 'load' });
      await page.screenshot({ path: join(dir, `home-${width}.png`) });
      await context.addInitScript((t) => localStorage.setItem('admin_token', t), token);
      await page.goto(`${base}/admin/dashboard?tab=media`, { waitUntil: 'load' });
      await page.getByRole('slider').first().waitFor();
      await loadEveryImage(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(dir, `media-library-${width}.png`) });
      await page.getByRole('article').first().screenshot({ path: join(dir, `media-card-${width}.png`) });
    } finally {
      await context.close();
    }
  }
}

export async function imageBudget({ lighthouse = true, shotsDir }: { lighthouse?: boolean; shotsDir: string }): Promise<ImageReport> {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-bench-images-'));
  const dbPath = join(dir, 'site.db');
  const server = await spawnListening([join(root, 'dist/server.js')], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: dbPath,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    LOG_LEVEL: 'warn',
  });
  let browser: Browser | undefined;
  try {
    const token = await signIn(server.url);
    const blocks = await targetBlocks(server.url, token);
    if (blocks.length !== 9) throw new Error(`expected the home hero and eight projects, found ${blocks.length} blocks`);
    console.log(`\nimages: ${blocks.length} photos of ${PHOTO_WIDTH}×${PHOTO_HEIGHT} uploaded through POST /api/admin/media, one at a time`);
    const { rows, photos } = await uploadPhotos(server, dbPath, token, blocks.length);
    for (const [i, block] of blocks.entries()) await call(server.url, 'PUT', `/api/admin/content-blocks/${block.id}`, token, { imageUrl: rows[i].url });
    console.log(`  set as the home hero and the pictures of ${blocks.length - 1} projects (PUT /api/admin/content-blocks/:id)`);
    const projectPath = await giveGallery(server.url, token, blocks[1], rows.slice(1, 4));
    console.log(`  ${projectPath} gets a gallery of three of them`);
    const widths = new Map(rows.flatMap((r) => [...r.variants.map((v) => [v.url, v.width] as const), [r.url, r.width] as const]));

    browser = await launchBrowser();
    const phone = await firstLoad(browser, `${server.url}/projects`);
    const biggest = [...phone.images].sort((a, b) => b.bytes - a.bytes)[0];
    console.log(
      `\n/projects first load at ${phone.viewport}: ${kb(phone.totalBytes)} in ${phone.requests} requests; images: ${phone.images.map((i) => `${i.url.split('/').pop()} ${kb(i.bytes)}`).join(', ') || 'none'}`,
    );
    const projectPage = await firstLoad(browser, `${server.url}${projectPath}`);
    console.log(`${projectPath} first load at ${projectPage.viewport}: ${kb(projectPage.totalBytes)} in ${projectPage.requests} requests`);
    const desktop = [
      ...(await desktopSharpness(browser, server.url, '/', 1, widths)),
      ...(await desktopSharpness(browser, server.url, '/projects', 1, widths)),
      ...(await desktopSharpness(browser, server.url, '/projects', 2, widths)),
    ];
    for (const d of desktop) {
      console.log(`  ${d.viewport} ${d.path} ${d.src.split('/').pop()}: version ${d.variantWidth} px for a ${d.slotCssWidth}-px slot needing ${d.neededWidth} px ${d.ok ? 'ok' : 'TOO SMALL'}`);
    }
    await screenshots(browser, server.url, token, shotsDir);
    console.log(`  screenshots in ${shotsDir}`);
    await browser.close();
    browser = undefined;

    const report: ImageReport = {
      photos,
      processingMsMedian: median(photos.map((p) => p.processingMs)),
      dbGrowthPerPhotoBytes: Math.round(photos.reduce((s, p) => s + p.dbGrowthBytes, 0) / photos.length),
      phone,
      desktop,
      lines: [],
    };
    const lines = report.lines;
    lines.push({ line: '/projects first load at 375 px ≤ 400 KB', measured: kb(phone.totalBytes), pass: phone.totalBytes <= BUDGET.phoneTotalBytes });
    lines.push({
      line: 'a project page with a gallery of three 12-MP photos: first load at 375 px ≤ 400 KB',
      measured: `${kb(projectPage.totalBytes)} (${projectPath})`,
      pass: projectPage.totalBytes <= BUDGET.phoneTotalBytes,
    });
    lines.push({
      line: 'no single image > 120 KB',
      measured: biggest ? `largest ${kb(biggest.bytes)} (${biggest.url.split('/').pop()})` : 'no images',
      pass: !biggest || biggest.bytes <= BUDGET.phoneImageBytes,
    });
    const blurry = desktop.filter((d) => !d.ok);
    lines.push({
      line: "1280 px: every chosen version ≥ its slot's width × DPR",
      measured: `${desktop.length - blurry.length} of ${desktop.length} sharp${blurry.length ? ` (too small: ${blurry.map((b) => `${b.path} ${b.variantWidth}<${b.neededWidth}`).join(', ')})` : ''}`,
      pass: desktop.length > 0 && blurry.length === 0,
    });
    if (lighthouse) {
      report.lighthouse = await lighthouseScores(server.url, ['/', '/projects', projectPath]);
      for (const s of report.lighthouse) {
        const bar = s.route === projectPath ? BUDGET.projectPageLighthouse : BUDGET.lighthousePerformance;
        lines.push({ line: `Lighthouse mobile ${s.route}: Performance ≥ ${bar} (median)`, measured: `${s.performance}, median of ${s.runs.join(' ')} (LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms)`, pass: s.performance >= bar });
        if (s.route === projectPath) {
          const others = [s.accessibility, s.bestPractices, s.seo];
          lines.push({ line: `Lighthouse mobile ${s.route}: Accessibility, Best Practices, SEO 100`, measured: others.join(', '), pass: others.every((n) => n === BUDGET.projectPageLighthouse) });
        }
        lines.push({ line: `Lighthouse mobile ${s.route}: CLS 0`, measured: String(s.cls), pass: s.cls === BUDGET.cls });
      }
    }
    console.log(`\nprocessing: median ${report.processingMsMedian} ms per 12-MP photo; database growth ${mb(report.dbGrowthPerPhotoBytes)} per photo`);
    console.log('\nimage budget');
    for (const l of lines) console.log(`  ${l.pass ? 'PASS' : 'FAIL'}  ${l.line}: ${l.measured}`);
    return report;
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
