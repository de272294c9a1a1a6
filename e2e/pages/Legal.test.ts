// The Privacy Policy and Terms of Service in a browser (docs/product.md § Privacy Policy and Terms of Service), the
// forms' privacy line and the WhatsApp link (§ WhatsApp link) set and cleared in the admin panel's Settings tab.
// axe for both notices: e2e/public-a11y.test.ts (every public route). Build first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openTab, signIn, toastWith } from '../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { assertShowsCopy } from '../../src/testing/public-pages.ts';
import { privacyPage } from '../../web/shared/seed/privacy.ts';
import { termsPage } from '../../web/shared/seed/terms.ts';
import type { SeedPage } from '../../web/shared/seed/types.ts';

const message = (page: string) => `Hello Metrik Group, I'm writing from your ${page} page.`;
const WA_PAGES = [
  { path: '/contact', title: 'Contact' },
  { path: '/equipment', title: 'Equipment' },
  { path: '/real-estate', title: 'Real Estate' },
];

/** What a reader sees of a notice: headings, lead sentences, paragraphs, labels and the contact lines' names (a paragraph's title only names it for the admin). */
const legalCopy = (seed: SeedPage) =>
  seed.sections.flatMap((s) => [s.title, s.description ?? '', ...s.blocks.map((b) => (b.blockType === 'paragraph' ? (b.content ?? '') : b.title))]).filter(Boolean);

/** The "Chat on WhatsApp" links of the page's main part and of its footer. */
async function whatsappLinks(page: Page) {
  const read = (scope: string) =>
    page.locator(`${scope} a[href^="https://wa.me/"]`).evaluateAll((links) =>
      links.map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href'), rel: a.getAttribute('rel'), target: a.getAttribute('target') })),
    );
  return { main: await read('main'), footer: await read('footer') };
}

describe('privacy and terms pages', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const javaScript of [false, true]) {
    test(`${javaScript ? 'with' : 'without'} JavaScript: both notices show every seeded text under headings, and the company's details`, async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: javaScript ? 1280 : 375, height: 900 } });
      try {
        const page = await context.newPage();
        for (const seed of [privacyPage, termsPage]) {
          await page.goto(site.url(`/${seed.slug}`), { waitUntil: javaScript ? 'networkidle' : 'load' });
          await assertShowsCopy(page, legalCopy(seed));
          assert.equal(await page.locator('main h1').innerText(), seed.title);
          const headings = await page.locator('main h2').allInnerTexts();
          for (const section of seed.sections.slice(1)) assert.ok(headings.includes(section.title), `${seed.slug}: h2 ${section.title}`);
          assert.match(await page.locator('main').innerText(), /info@metrikgroup\.ng[\s\S]*$/);
          // The contents list jumps to each section.
          await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: seed.sections.at(-1)!.title }).click();
          assert.equal(new URL(page.url()).hash, '#part-contact');
        }
      } finally {
        await context.close();
      }
    });
  }

  test('the footer links go to /privacy and /terms, and each form shows the privacy link beside its submit button', async () => {
    const tab = await openTab(site, '/', 375);
    try {
      const { page } = tab;
      await page.waitForLoadState('networkidle');
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      assert.equal(await page.locator('main h1').innerText(), 'Privacy Policy');
      await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms');
      assert.equal(await page.locator('main h1').innerText(), 'Terms of Service');

      for (const path of ['/contact', '/real-estate', '/equipment']) {
        await page.goto(site.url(path), { waitUntil: 'networkidle' });
        const form = page.locator('main form');
        const link = form.getByRole('link', { name: 'Privacy Policy' });
        assert.equal(await link.getAttribute('href'), '/privacy', path);
        const line = form.locator('p:has(a[href="/privacy"])');
        assert.match(await line.innerText(), /^We use your details only to answer you\. Privacy Policy$/, path);
        // Beside the button: the line and the button share the form's last row, the link is not inside the button.
        const submit = form.locator('button[type="submit"]');
        assert.equal(await submit.locator('a').count(), 0);
        const [lineBox, buttonBox] = [await line.boundingBox(), await submit.boundingBox()];
        assert.ok(lineBox && buttonBox && Math.abs(lineBox.y - (buttonBox.y + buttonBox.height)) < 120, `${path}: the line sits right by the button`);
        const colour = await link.evaluate((a) => getComputedStyle(a).color);
        assert.equal(colour, 'rgb(180, 83, 9)', 'the dark amber that reads on white');
      }
      await page.locator('main form').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      assert.deepEqual(tab.watch.errors, []);
    } finally {
      await tab.close();
    }
  });

  test('a WhatsApp number saved in Settings shows the link on Contact, Equipment, Real Estate and in the footer; cleared, it is gone', async () => {
    const admin = await openTab(site, '/metrikwebadmin-login');
    const visitor = await openTab(site, '/contact');
    try {
      for (const { path } of WA_PAGES) {
        await visitor.page.goto(site.url(path), { waitUntil: 'networkidle' });
        assert.deepEqual(await whatsappLinks(visitor.page), { main: [], footer: [] }, `${path}: nothing while no number is set`);
      }

      await signIn(admin.page, site, { tab: 'Settings' });
      const form = admin.page.getByRole('form', { name: 'Site settings' });
      const field = form.getByLabel('WhatsApp number');
      // Saved when the server has answered: the toast of the save before may still be on screen.
      const saved = async () => {
        const answered = admin.page.waitForResponse((r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT');
        await form.getByRole('button', { name: 'Save settings' }).click();
        assert.equal((await answered).status(), 200);
        await toastWith(admin.page, 'Settings saved');
      };
      await field.waitFor(); // the settings are still loading when the tab opens
      assert.equal(await form.getByText(/^A Nigerian number as you dial it \(0805 123 4567\) or any number with its country code/).count(), 1, 'the hint says what it takes');
      assert.equal(await field.getAttribute('placeholder'), '0805 123 4567 or +234 805 123 4567');
      await field.fill('0803 123 456');
      await form.getByRole('button', { name: 'Save settings' }).click();
      assert.equal((await toastWith(admin.page, 'Could not save settings')).variant, 'destructive');
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      await form.getByText(/^WhatsApp number must be empty, a Nigerian number of 11 digits/).waitFor(); // the reason is under the field
      // A number as dialled at home is taken and comes back in its international form.
      await field.fill('(0803) 123-4567');
      await form.getByRole('button', { name: 'Save settings' }).click();
      assert.match((await toastWith(admin.page, 'Settings saved')).text, /WhatsApp number/);
      const shows = (value: string) =>
        admin.page.waitForFunction((v) => (document.getElementsByName('whatsapp_number')[0] as HTMLInputElement | undefined)?.value === v, value);
      await shows('+234 803 123 4567');
      // The same number typed the local way again is no change: nothing unsaved, nothing to save.
      await field.fill('08031234567');
      assert.equal(await form.getByText(/unsaved change/).count(), 0);
      assert.equal(await form.getByRole('button', { name: 'Save settings' }).isDisabled(), true);

      for (const { path, title } of WA_PAGES) {
        await visitor.page.goto(site.url(path), { waitUntil: 'networkidle' });
        const link = { text: 'Chat on WhatsApp', href: `https://wa.me/2348031234567?text=${encodeURIComponent(message(title))}`, rel: 'noopener', target: '_blank' };
        assert.deepEqual(await whatsappLinks(visitor.page), { main: [link], footer: [link] }, path);
      }
      // After a client-side navigation the footer's message names the new page.
      await visitor.page.locator('header').getByRole('link', { name: 'About' }).first().click();
      await visitor.page.waitForURL('**/about');
      await visitor.page.locator('main h1').waitFor();
      assert.equal(
        await visitor.page.locator('footer a[href^="https://wa.me/"]').getAttribute('href'),
        `https://wa.me/2348031234567?text=${encodeURIComponent(message('About Us'))}`,
      );

      await field.fill('');
      await saved();
      for (const { path } of WA_PAGES) {
        await visitor.page.goto(site.url(path), { waitUntil: 'networkidle' });
        assert.deepEqual(await whatsappLinks(visitor.page), { main: [], footer: [] }, `${path}: gone again`);
        assert.equal(await visitor.page.getByText('Chat on WhatsApp').count(), 0);
      }
      assert.deepEqual(visitor.watch.foreign, [], 'no request to WhatsApp or anyone else');
      assert.deepEqual(visitor.watch.errors, []);
    } finally {
      await admin.close();
      await visitor.close();
    }
  });
});
