// What a phone downloads on a first visit (node dist/server.js + headless Chromium): styles in the HTML, one boot
// script that brings the app after the first paint, and no menu or toast code until the visitor acts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPage } from '../src/testing/browser.ts';
import { startServer, type RunningServer } from '../src/testing/server.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a route at phone size, recording the body of every script the page fetches. */
async function openPhone(path: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, javaScriptEnabled });
  const page = await context.newPage();
  const watch = watchPage(page, server.url);
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return { page, watch, scripts: () => Promise.all(scripts), close: () => context.close() };
}

/** Waits until the browser has been idle once (what the old on-idle loading waited for), then for the network. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
}

describe('first load', () => {
  it('the HTML carries its styles and links only the boot script: no stylesheet request, no preloaded app', async () => {
    const html = await (await fetch(`${server.url}/services`)).text();
    assert.match(html, /<style>[^<]{1000,}<\/style>/);
    assert.doesNotMatch(html, /<link rel="stylesheet"/);
    assert.doesNotMatch(html, /<link rel="modulepreload"/);
    assert.equal([...html.matchAll(/<script [^>]*src=/g)].length, 1);
  });

  it('is styled before any script runs', async () => {
    const { page, close } = await openPhone('/services', false);
    try {
      const header = await page.$eval('header', (h) => getComputedStyle(h).backgroundColor);
      assert.notEqual(header, 'rgba(0, 0, 0, 0)', 'the header has its ink background without JavaScript');
    } finally {
      await close();
    }
  });

  it('fetches no menu or toast code until the visitor acts; a tap on the menu button then opens the menu', async () => {
    const { page, watch, scripts, close } = await openPhone('/');
    try {
      await settle(page);
      const first = await scripts();
      assert.ok(first.length > 1, 'the boot script brought the app');
      const loaded = first.join('\n');
      assert.ok(!loaded.includes('Close menu'), 'no menu drawer code on a first load');
      assert.ok(!loaded.includes('Close notification'), 'no toast code on a first load');

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await settle(page);
      const after = (await scripts()).join('\n');
      assert.ok(after.includes('Close menu'), 'the drawer code came with the first tap');
      assert.ok(after.includes('Close notification'), 'the toast code came with the first tap');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
