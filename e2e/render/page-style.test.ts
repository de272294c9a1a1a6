// Each public page inlines only the rules it can use (src/render/page-style.ts). In Chromium, every element of
// every public page, an item page of each kind and the offline page computes exactly the same style (every
// property, ::before and ::after too) with the page's own part as with the whole public stylesheet, at a phone's
// width and a desktop's; so do the parts scripts draw (the menu drawer, the lightbox, a form's messages, its
// confirmation and toast). Build first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assetsFromBuild } from '../../src/render/asset-pack.ts';
import type { Page } from 'playwright-core';
import { toastWith } from '../../src/testing/admin-panel.ts';
import { photo } from '../../src/testing/photos.ts';
import { validContact } from '../../src/testing/form-bodies.ts';
import { editBlock, fillForm, openPage, uploadPhoto } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { OFFLINE_PATH } from '../../web/shared/offline-forms.ts';

const assets = assetsFromBuild();
const WHOLE_SHEET = assets.get(assets.manifest.publicCss)?.raw.toString('utf8') ?? '';

/**
 * In the page: every element's computed style (and its ::before and ::after) with the page's own stylesheet, then
 * with `whole` in its place; the elements that differ, with up to three properties the whole sheet gives them.
 * The properties read are those either sheet declares (the CSSOM lists a shorthand's longhands, and custom
 * properties) and the box's own size and place: a property neither sheet names keeps its initial or inherited
 * value, so it can only differ where a named one differs first, on the element or on one it inherits from. That
 * reads a fraction of the 479 properties Chromium computes, for the same answer.
 * A string, not a function: the test runner's compiler would give named helpers inside a function a wrapper the
 * page does not have.
 */
const compareWith = (whole: string) => `(() => {
  const sheet = document.querySelector('head style');
  if (!sheet) return ['the page has no inline stylesheet'];
  const names = new Set(['display', 'position', 'width', 'height', 'top', 'left', 'font-family', 'color']);
  const declared = (rules) => {
    for (const rule of rules) {
      if (rule.style) for (const name of rule.style) names.add(name);
      if (rule.cssRules) declared(rule.cssRules);
    }
  };
  const own = sheet.textContent;
  declared(sheet.sheet.cssRules);
  sheet.textContent = ${JSON.stringify(whole)};
  declared(sheet.sheet.cssRules);
  sheet.textContent = own;
  const properties = [...names];
  const elements = [...document.querySelectorAll('body *')];
  // A pseudo-element without content is not drawn: its other properties are read only when it has some.
  const read = () => elements.flatMap((element) => [null, '::before', '::after'].map((pseudo) => {
    const style = getComputedStyle(element, pseudo);
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return 'content:' + style.content;
    return properties.map((name) => name + ':' + style.getPropertyValue(name)).join(';');
  }));
  const mine = read();
  sheet.textContent = ${JSON.stringify(whole)};
  const full = read();
  return mine.flatMap((text, i) => {
    if (text === full[i]) return [];
    const element = elements[Math.floor(i / 3)];
    const held = new Set(text.split(';'));
    const name = element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + ['', '::before', '::after'][i % 3];
    return [name + ': ' + full[i].split(';').filter((p) => !held.has(p)).slice(0, 3).join('; ')];
  });
})()`;

/** One item page of each kind, from the sitemap. */
async function itemPages(site: Site): Promise<string[]> {
  const xml = await (await fetch(site.url('/sitemap.xml'))).text();
  const paths = [...xml.matchAll(/<loc>[^<]*?(\/(?:projects|equipment|real-estate)\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  return ['/projects/', '/equipment/', '/real-estate/'].map((prefix) => {
    const path = paths.find((p) => p.startsWith(prefix));
    assert.ok(path, `the sitemap lists an item under ${prefix}`);
    return path;
  });
}

describe("a page's own stylesheet", () => {
  let site: Site;
  let routes: string[];
  before(async () => {
    site = await startSite();
    routes = [...PUBLIC_ROUTES.map((r) => r.path), ...(await itemPages(site)), OFFLINE_PATH];
  });
  after(() => site?.stop());

  test('is smaller than the whole sheet', async () => {
    assert.ok(WHOLE_SHEET.length > 10_000, 'the build has a public stylesheet');
    for (const path of routes) {
      const html = await (await fetch(site.url(path))).text();
      const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
      assert.ok(inline.length > 0 && inline.length < WHOLE_SHEET.length * 0.75, `${path}: ${inline.length} of ${WHOLE_SHEET.length} characters`);
    }
  });

  for (const width of [375, 1280]) {
    test(`styles every element as the whole sheet does, at ${width} px`, async () => {
      for (const path of routes) {
        // Without scripts, so that nothing changes between the two readings but the stylesheet.
        const { page, close } = await openPage(site, path, { width, javaScript: false });
        try {
          const differences = (await page.evaluate(compareWith(WHOLE_SHEET))) as string[];
          assert.deepEqual(differences.slice(0, 5), [], `${path} at ${width} px: ${differences.length} elements differ`);
        } finally {
          await close();
        }
      }
    });
  }

  /** Compares the page as it is now: what a script drew must be styled by the page's own sheet too. */
  const assertStyledAsWhole = async (page: Page, what: string) => {
    const differences = (await page.evaluate(compareWith(WHOLE_SHEET))) as string[];
    assert.deepEqual(differences.slice(0, 5), [], `${what}: ${differences.length} elements differ`);
  };

  test('styles what the scripts draw as the whole sheet does', async () => {
    const home = await openPage(site, '/', { width: 375, reducedMotion: true });
    try {
      await home.page.getByRole('button', { name: 'Open menu' }).click();
      await home.page.getByRole('dialog').waitFor();
      await assertStyledAsWhole(home.page, 'the menu drawer');
    } finally {
      await home.close();
    }

    // A page without a form shows a toast when a message kept offline has gone (web/enhance/kept-forms.ts).
    const toaster = assets.all().find((f) => /^\/assets\/toaster-[\w-]+\.js$/.test(f.path))?.path;
    assert.ok(toaster, 'the build has the toaster');
    const about = await openPage(site, '/about', { width: 375, reducedMotion: true });
    try {
      await about.page.evaluate(`import(${JSON.stringify(toaster)}).then((m) => m.showToast({ title: 'Message sent', description: 'Kept on this phone, now sent.' }))`);
      await toastWith(about.page, 'Message sent');
      await assertStyledAsWhole(about.page, 'a toast on a page without a form');
    } finally {
      await about.close();
    }

    const ids: number[] = [];
    for (const [i, alt] of ['The bored piles going in', 'The frame at level six'].entries()) ids.push((await uploadPhoto(site, await photo(1200, 800, 'jpeg'), `tower-${i}.jpg`, alt)).id);
    await editBlock(site, { slug: 'projects', sectionKey: 'projects', title: 'Trans-Amadi Corporate Tower' }, { metadata: { gallery: ids } });
    const [project] = await itemPages(site);
    const item = await openPage(site, project, { width: 1280, reducedMotion: true });
    try {
      await item.page.getByRole('link', { name: 'The frame at level six (open larger)' }).click();
      await item.page.getByRole('dialog').waitFor();
      await assertStyledAsWhole(item.page, 'the lightbox');
    } finally {
      await item.close();
    }

    for (const step of ['messages', 'confirmation'] as const) {
      const contact = await openPage(site, '/contact', { width: 1280, reducedMotion: true });
      try {
        const form = contact.page.locator('#contact-form form');
        if (step === 'confirmation') await fillForm(form, validContact());
        await form.getByRole('button', { name: 'Send Message' }).click();
        if (step === 'messages') await contact.page.locator('[aria-invalid=true]').first().waitFor();
        else await toastWith(contact.page, 'Message Sent Successfully!');
        await assertStyledAsWhole(contact.page, `the contact form's ${step}`);
      } finally {
        await contact.close();
      }
    }
  });
});
