// The phone bar in real Chromium (node dist/server.js): on a phone, Call, WhatsApp (only while a number is set)
// and Get a quote at the bottom of every page, never over the footer's last line or a focused control, out of the
// way while a text field has the keyboard; on a desktop, none. docs/product.md § Phone bar.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { editBlock, openPage, saveSettings } from '../../src/testing/public-pages.ts';
import { type Site, startSite } from '../../src/testing/site.ts';

let site: Site;
before(async () => {
  site = await startSite();
});
after(() => site?.stop());

const BAR = 'nav.phone-bar';

/** The bar's box while it is shown; null when it is not. */
const barBox = (page: Page) => page.locator(BAR).boundingBox();

describe('phone bar', () => {
  test('on a phone: Call and Get a quote at the bottom of the screen on every kind of page; no WhatsApp without a number', async () => {
    // Someone on the equipment pages wants a machine: Get a quote opens the equipment quote form there.
    const quoteFrom: Record<string, string> = {
      '/': '/contact#contact-form',
      '/projects': '/contact#contact-form',
      '/equipment': '/equipment#quote-form',
      '/equipment/excavators': '/equipment?machine=excavators#quote-form',
      '/no-such-page': '/contact#contact-form',
    };
    for (const [path, quote] of Object.entries(quoteFrom)) {
      const { page, watch, close } = await openPage(site, path, { width: 375 });
      try {
        const bar = page.getByRole('navigation', { name: 'Phone bar' });
        assert.equal(await bar.isVisible(), true, `${path}: the bar shows`);
        const box = await barBox(page);
        assert.ok(box && Math.round(box.y + box.height) === 900 && box.width === 375, `${path}: across the bottom of the screen`);
        assert.ok(box.height >= 56, 'taps of 56 px');
        assert.match((await bar.getByRole('link', { name: 'Call' }).getAttribute('href')) ?? '', /^tel:\+234/);
        assert.equal(await bar.getByRole('link', { name: 'Get a quote' }).getAttribute('href'), quote, `${path}: Get a quote`);
        assert.equal(await bar.getByRole('link', { name: 'WhatsApp' }).count(), 0);
        // The not-found page's own 404 is the one console line it has.
        assert.deepEqual(watch.errors.filter((e) => !e.includes('404')), []);
      } finally {
        await close();
      }
    }
  });

  test('on a desktop there is no bar', async () => {
    const { page, close } = await openPage(site, '/', { width: 1280 });
    try {
      assert.equal(await page.locator(BAR).isVisible(), false);
      assert.equal(await page.getByRole('navigation', { name: 'Phone bar' }).count(), 0, 'not in the accessibility tree either');
    } finally {
      await close();
    }
  });

  test("scrolled to the end, the footer's last line sits above the bar", async () => {
    const { page, close } = await openPage(site, '/services', { width: 375 });
    try {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const lastLine = await page.locator('footer').getByRole('button', { name: /Lite version/ }).or(page.locator('footer').getByRole('link', { name: /Lite version/ })).boundingBox();
      const bar = await barBox(page);
      assert.ok(lastLine && bar, 'both are on screen');
      assert.ok(lastLine.y + lastLine.height <= bar.y, `last line ends at ${lastLine.y + lastLine.height}, the bar starts at ${bar.y}`);
    } finally {
      await close();
    }
  });

  test('Tab through a whole page: no focused control is ever under the bar; a text field puts the bar away until it loses focus', async () => {
    // Reduced motion: scrolling to each focused control is instant, so where it lands can be read at once.
    const { page, close } = await openPage(site, '/contact', { width: 375, reducedMotion: true });
    try {
      let fields = 0;
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const r = el.getBoundingClientRect();
          const textField = el.matches('input:not([type=checkbox],[type=radio],[type=submit],[type=button]), textarea, select');
          return { top: r.top, bottom: r.bottom, textField, inBar: Boolean(el.closest('.phone-bar')), name: el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30) };
        });
        if (!focused || focused.inBar) continue;
        const bar = await barBox(page);
        if (focused.textField) {
          fields++;
          assert.equal(bar, null, `the bar steps aside while ${focused.name} has the keyboard`);
        } else {
          assert.ok(bar, `the bar is back when ${focused.name} has focus`);
          assert.ok(focused.bottom <= bar.y, `${focused.name} (bottom ${focused.bottom}) is above the bar (top ${bar.y})`);
        }
      }
      assert.ok(fields >= 5, `the walk went through the form (${fields} fields)`);
    } finally {
      await close();
    }
  });

  test('with a WhatsApp number set, the bar offers the chat; its words and the quote button follow the admin’s edits', async () => {
    await saveSettings(site, { whatsapp_number: '0805 123 4567' });
    await editBlock(site, { slug: 'site', sectionKey: 'phone_bar', title: 'Get a quote' }, { title: 'Rent a machine', metadata: { path: '/equipment#quote-form' } });
    await editBlock(site, { slug: 'site', sectionKey: 'phone_bar', title: 'Call' }, { title: 'Ring us' });
    try {
      const { page, close } = await openPage(site, '/about', { width: 375, javaScript: false });
      try {
        const bar = page.getByRole('navigation', { name: 'Phone bar' });
        assert.match((await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '', /^https:\/\/wa\.me\/2348051234567\?text=/);
        assert.equal(await bar.getByRole('link', { name: 'Rent a machine' }).getAttribute('href'), '/equipment#quote-form');
        assert.equal(await bar.getByRole('link', { name: 'Ring us' }).count(), 1);
        assert.deepEqual(await bar.locator('a').allInnerTexts(), ['Ring us', 'WhatsApp', 'Rent a machine']);
      } finally {
        await close();
      }
      // On an item's page the first message names the item, so the owner knows what is asked about.
      for (const [path, named] of [
        ['/projects/rumuola-shopping-centre', 'Rumuola Shopping Centre project'],
        ['/equipment/excavators', 'Excavators machine'],
        ['/real-estate', 'Real Estate'],
        ['/no-such-page', 'Page Not Found'],
      ]) {
        const { page, close } = await openPage(site, path, { width: 375 });
        try {
          const href = (await page.getByRole('navigation', { name: 'Phone bar' }).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
          assert.equal(new URL(href).searchParams.get('text'), `Hello Metrik Group, I'm writing from your ${named} page.`, path);
        } finally {
          await close();
        }
      }
    } finally {
      await saveSettings(site, { whatsapp_number: '' });
    }
  });
});
