// Stored script payloads in the real server and browser (build first): what a visitor types into the public
// forms, and what an admin types into the content editor, is shown as literal text — in the admin's inbox, in
// the admin's content lists and on the public page — never interpreted. Checked with the Content-Security-
// Policy bypassed, so the escaping itself is proven, not only the CSP that would block an injected script:
// no dialog fires, no injected element exists, and the payload reads back character for character.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, openTab, signIn, type Tab } from '../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { daysFromNow } from '../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const SVG = '<svg onload=alert(1)>';
const ENTITY = '&lt;b&gt;not bold&lt;/b&gt;';

/** Fires on any dialog an injected handler would open; nothing here ever opens one legitimately. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

/** Elements an injection would have created, and inline scripts carrying the payload. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('img[src="x"], img[onerror], svg[onload], [onerror], [onload]')) found.push(el.outerHTML.slice(0, 120));
    for (const script of document.querySelectorAll('script')) {
      // Data blocks (the page JSON, JSON-LD naming the divisions by their cards' titles) may carry the words, escaped:
      // never a "<" that could close the element early.
      const data = script.type === 'application/json' || script.type === 'application/ld+json';
      if (script.textContent?.includes('alert(1)') && (!data || script.textContent.includes('<'))) found.push(script.outerHTML.slice(0, 120));
    }
    return found;
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // An img with a broken src fires onerror as soon as the load fails; give handlers a moment to run.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
}

describe('stored script payloads are shown as text', () => {
  let site: Site;
  let admin: Tab;
  let dialogs: string[];
  let token: string;

  before(async () => {
    site = await startSite();
    admin = await openTab(site, '/metrikwebadmin-login', 1280, { bypassCSP: true });
    dialogs = watchDialogs(admin.page);
    token = await signIn(admin.page, site);
  });
  after(async () => {
    await admin?.close();
    await site?.stop();
  });

  test('a contact message and a quote request full of markup, in the admin inbox', async () => {
    const contact = await api(site, 'POST', '/api/contact', undefined, {
      firstName: SCRIPT,
      lastName: IMG,
      email: 'xss@example.com',
      service: 'general',
      message: `${SVG} ${ENTITY} ${SCRIPT}`,
    });
    assert.equal(contact.status, 201, contact.text);
    const quote = await api(site, 'POST', '/api/equipment-quote', undefined, {
      equipmentType: 'heavy',
      rentalDuration: 'weekly',
      startDate: START_DATE,
      projectLocation: IMG,
      projectDetails: `${SCRIPT}\n${SVG}`,
      email: 'quote-xss@example.com',
      phone: '0803 555 0147',
    });
    assert.equal(quote.status, 201, quote.text);

    const page = admin.page;
    await page.reload();
    await page.getByRole('tab', { name: /Submissions/ }).click();
    const message = page.getByRole('article', { name: `Unread: message from ${SCRIPT} ${IMG}` });
    await message.waitFor();
    await message.getByText(SCRIPT, { exact: true }).first().waitFor();
    await message.getByText(IMG, { exact: true }).first().waitFor();
    assert.match(await message.innerText(), new RegExp(`${escapeRegExp(SVG)} ${escapeRegExp(ENTITY)} ${escapeRegExp(SCRIPT)}`), 'the message, character for character');
    const quoteCard = page.getByRole('article', { name: /quote request from quote-xss@example\.com/ });
    await quoteCard.getByText(IMG, { exact: true }).first().waitFor();
    assert.match(await quoteCard.innerText(), new RegExp(escapeRegExp(SCRIPT)));

    await settle(page);
    assert.deepEqual(await injectedElements(page), []);
    assert.deepEqual(dialogs, []);
  });

  test('a content block and a section edited to hold markup: text in the admin lists and on the public page', async () => {
    const pages = (await api(site, 'GET', '/api/admin/pages', token)).json as { id: number; slug: string }[];
    const home = pages.find((p) => p.slug === 'home')!;
    const sections = (await api(site, 'GET', `/api/admin/sections?pageId=${home.id}`, token)).json as { id: number; sectionKey: string; title: string }[];
    const stats = sections.find((s) => s.sectionKey === 'statistics')!;
    const blocks = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${stats.id}`, token)).json as { id: number; title: string }[];
    const servicesSection = sections.find((s) => s.sectionKey === 'services')!;
    const cards = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${servicesSection.id}`, token)).json as { id: number; title: string }[];

    assert.equal((await api(site, 'PUT', `/api/admin/content-blocks/${blocks[0].id}`, token, { title: SCRIPT })).status, 200);
    assert.equal((await api(site, 'PUT', `/api/admin/content-blocks/${cards[0].id}`, token, { title: IMG, content: `${SVG} ${ENTITY}` })).status, 200);
    assert.equal((await api(site, 'PUT', `/api/admin/sections/${servicesSection.id}`, token, { title: `${SCRIPT} Services`, description: IMG })).status, 200);

    // The server-rendered HTML already carries the payloads as escaped text (what a visitor without JS gets).
    const html = await (await fetch(site.url('/'))).text();
    for (const payload of [SCRIPT, IMG, SVG]) assert.ok(!html.includes(payload), `the HTML carries ${payload} as markup`);

    // The public page, hydrated, with the CSP bypassed.
    const visitor = await openTab(site, '/', 1280, { bypassCSP: true });
    try {
      const visitorDialogs = watchDialogs(visitor.page);
      await visitor.page.reload();
      await visitor.page.getByText(`${SCRIPT} Services`, { exact: true }).first().waitFor();
      await visitor.page.getByText(SCRIPT, { exact: true }).first().waitFor();
      await visitor.page.getByText(IMG, { exact: true }).first().waitFor();
      await visitor.page.getByText(`${SVG} ${ENTITY}`, { exact: true }).first().waitFor();
      await settle(visitor.page);
      assert.deepEqual(await injectedElements(visitor.page), []);
      assert.deepEqual(visitorDialogs, []);
      assert.deepEqual(visitor.watch.errors, []);
    } finally {
      await visitor.close();
    }

    // The admin's own content lists show the edited titles as text too.
    const page = admin.page;
    await page.getByRole('tab', { name: /Pages & Content/ }).click();
    const column = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
    await column('Pages').getByRole('button', { name: /^Home/ }).click();
    await column('Sections').getByRole('button', { name: new RegExp(`^${escapeRegExp(`${SCRIPT} Services`)}`) }).click();
    await column('Content Blocks').getByText(IMG, { exact: true }).first().waitFor();
    await settle(page);
    assert.deepEqual(await injectedElements(page), []);
    assert.deepEqual(dialogs, []);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
