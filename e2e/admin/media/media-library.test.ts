// The media library in headless Chromium against the real server: a real JPEG uploaded (alt text asked for
// first) shows its thumbnail, its weight on a phone and its versions; the focal point is set by a click and by the
// keyboard and survives a reload; an image used on a page cannot be deleted and the refusal names the place;
// Replace changes the picture the public page serves; refused files show the server's sentence; axe passes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { axeViolations, sidewaysScroll } from '../../../src/testing/axe.ts';
import { photo } from '../../../src/testing/photos.ts';
import type { MediaFile } from '../../../web/admin/types.ts';
import { api, openAdmin, type Tab, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const NAME = 'onne-jetty.jpg';

describe('media library', () => {
  let site: Site;
  let tab: Tab & { token: string };
  let page: Page;
  let token: string;
  const rows = async () => (await api(site, 'GET', '/api/admin/media', token)).json as MediaFile[];
  const row = async () => (await rows()).find((r) => r.originalName === NAME)!;
  const card = () => page.getByRole('article', { name: NAME });

  before(async () => {
    site = await startSite();
    tab = await openAdmin(site, { bypassCSP: true });
    ({ page, token } = tab);
    await page.getByRole('tab', { name: 'Media' }).click();
  });
  after(async () => {
    await tab?.close();
    await site?.stop();
  });

  test('a real JPEG is uploaded only with alt text; its thumbnail, phone size, dimensions and versions show', async () => {
    const jpeg = await photo(1600, 1200);
    const form = page.getByRole('form', { name: 'Upload an image' });
    await form.getByLabel('Image file').setInputFiles({ name: NAME, mimeType: 'image/jpeg', buffer: jpeg });
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByText(/Describe the picture for people who cannot see it, or tick “Decorative/).waitFor();
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'altText', 'the alt text field takes the focus');
    assert.equal((await rows()).length, 0, 'nothing was sent');

    await form.getByLabel('Alt text').fill('Crane lifting steel at the Onne jetty');
    // Processing takes seconds on a busy machine: wait for the answer, not for a toast that has a lifetime.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/media') && r.request().method() === 'POST', { timeout: 60_000 });
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByText(/^(Uploading… \d+%|Processing…)/).waitFor();
    assert.equal((await answered).status(), 201);
    const stored = await row();
    assert.equal(stored.altText, 'Crane lifting steel at the Onne jetty');
    assert.deepEqual([stored.width, stored.height], [1600, 1200]);
    assert.ok(stored.variants.some((v) => v.format === 'avif'), 'AVIF versions were made');

    await card().waitFor();
    const smallest = [...stored.variants].sort((a, b) => a.width - b.width)[0];
    const thumb = card().locator('img').first();
    assert.equal(await thumb.getAttribute('src'), smallest.url, 'the thumbnail is the smallest version');
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await thumb.elementHandle());
    const phone = stored.variants.filter((v) => v.format === 'avif').sort((a, b) => a.width - b.width).find((v) => v.width >= 750)!;
    const summary = (await card().getByText(/on a phone$/).innerText()).trim();
    assert.match(summary, /^\d+ KB → \d+ KB on a phone$/);
    assert.ok(summary.endsWith(`${Math.round(phone.size / 1024)} KB on a phone`), `${summary} names the ${phone.width}-px AVIF`);
    await card().getByText(/^1600 × 1200 px · JPEG/).waitFor();
    await card().getByText(`${stored.variants.length} versions (AVIF, JPEG, WEBP)`).click();
    for (const v of stored.variants) await card().getByRole('link', { name: `${v.format.toUpperCase()} ${v.width} px` }).waitFor();
    await card().getByText('Not used on the site yet').waitFor();
  });

  test('the focal point follows a click and the arrow keys, is saved and survives a reload', async () => {
    const slider = card().getByRole('slider', { name: `Focal point of ${NAME}` });
    const box = (await slider.boundingBox())!;
    await slider.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await card().getByText('Focal point saved.').waitFor();
    let saved = (await row()).focalPoint;
    assert.ok(Math.abs(saved.x - 0.25) <= 0.01 && Math.abs(saved.y - 0.75) <= 0.01, `a click sets the point: ${JSON.stringify(saved)}`);
    const crop = card().locator('img[data-crop]').first();
    assert.match((await crop.getAttribute('style')) ?? '', /object-position: 2[45]% 7[56]%/, 'the crops follow at once');

    await slider.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
    await page.keyboard.press('Shift+ArrowUp');
    const expected = { x: Math.round((saved.x + 0.06) * 100) / 100, y: Math.round((saved.y - 0.12) * 100) / 100 };
    // Saved shortly after the last key press.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && JSON.stringify((await row()).focalPoint) !== JSON.stringify(expected)) await new Promise((r) => setTimeout(r, 200));
    saved = (await row()).focalPoint;
    assert.deepEqual(saved, expected, 'the keys moved it and it was saved');

    await page.reload();
    await page.getByRole('tab', { name: 'Media' }).click();
    const text = `${Math.round(expected.x * 100)}% from the left, ${Math.round(expected.y * 100)}% from the top`;
    assert.equal(await card().getByRole('slider').getAttribute('aria-valuetext'), text);
  });

  test('deleting an image used on a page is refused with the list of places; axe passes on the tab', async () => {
    const block = await firstProject(site, token);
    const { url } = await row();
    assert.equal((await api(site, 'PUT', `/api/admin/content-blocks/${block.id}`, token, { imageUrl: url })).status, 200);
    await page.reload();
    await page.getByRole('tab', { name: 'Media' }).click();
    await card().getByText('Used in 1 place').waitFor();
    const place = card().getByRole('link', { name: new RegExp(`${block.title}`) });
    assert.equal(await place.getAttribute('href'), '/projects');

    await card().getByRole('button', { name: `Delete ${NAME}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click();
    const alert = card().getByRole('alert');
    await alert.getByText('Not deleted: this image is still used in one place.').waitFor();
    assert.equal(await alert.getByRole('link', { name: new RegExp(block.title) }).getAttribute('href'), '/projects');
    assert.ok(await row(), 'the image is still in the library');

    const problems: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await axeViolations(page, `media tab at ${width} px`)), ...(await sidewaysScroll(page, `media tab at ${width} px`)));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.deepEqual(problems, []);
  });

  test('Replace keeps the image in every place: the public page serves the new picture', async () => {
    const before = await row();
    assert.equal(await publicRatio(site, page), 1.33, 'the page shows the landscape photo');
    const portrait = await photo(900, 1200);
    const replaced = page.waitForResponse((r) => r.url().endsWith(`/api/admin/media/${before.id}/file`) && r.request().method() === 'PUT', { timeout: 60_000 });
    await card().getByLabel(`New picture for ${NAME}`).setInputFiles({ name: 'onne-jetty-2.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await card().getByText(/^(Uploading… \d+%|Processing…)/).waitFor();
    assert.equal((await replaced).status(), 200);
    await toastWith(page, 'Image replaced');
    const now = (await rows()).find((r) => r.id === before.id)!;
    assert.equal(now.url, before.url, 'the same address');
    assert.deepEqual([now.width, now.height], [900, 1200]);

    assert.equal(await publicRatio(site, page), 0.75, 'the public page now serves the portrait photo');
  });

  test('the picker asks for alt text (or decorative) before an undescribed image goes on a page', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(800, 600))], { type: 'image/jpeg' }), 'yard.jpg');
    const res = await fetch(site.url('/api/admin/media'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(res.status, 201);
    const yard = (await res.json()) as MediaFile;
    assert.equal(yard.altText, null, 'uploaded through the API without alt text');

    await page.goto(site.url('/admin/dashboard?tab=content'));
    await column(page, 'Pages').getByRole('button', { name: /^Our Services/ }).click();
    await column(page, 'Sections').getByRole('button', { name: /^What We Do/ }).click();
    await column(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Paint Manufacturing' }).click();
    const editor = page.getByRole('form', { name: 'Edit content block Paint Manufacturing' });
    await editor.getByRole('button', { name: 'Choose from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Media library' });
    await dialog.getByRole('button', { name: /yard\.jpg.*Needs alt text/ }).click();
    const describe = dialog.getByRole('form', { name: 'Describe yard.jpg' });
    await describe.waitFor();
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'altText', 'the question takes the focus');
    await describe.getByRole('button', { name: 'Save and use this picture' }).click();
    await describe.getByText(/Describe the picture for people who cannot see it, or tick/).waitFor();
    await describe.getByLabel('Alt text').fill('Paint drums stacked in the Trans Amadi yard');
    await describe.getByRole('button', { name: 'Save and use this picture' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await editor.getByLabel('Picture (optional)').inputValue(), yard.url);
    assert.equal((await rows()).find((r) => r.id === yard.id)!.altText, 'Paint drums stacked in the Trans Amadi yard');

    // Decorative on purpose is a choice too: sent as an empty alt text.
    await page.goto(site.url('/admin/dashboard?tab=media'));
    const yardCard = page.getByRole('article', { name: 'yard.jpg' });
    await yardCard.getByRole('checkbox', { name: 'Decorative (no description)' }).check();
    const patch = page.waitForRequest((r) => r.url().endsWith(`/api/admin/media/${yard.id}`) && r.method() === 'PATCH');
    await yardCard.getByRole('button', { name: 'Save alt text' }).click();
    assert.deepEqual((await patch).postDataJSON(), { altText: '' });
    await toastWith(page, 'Alt text saved');
  });

  test('refused files show their sentence: a renamed file from the server, HEIC before sending', async () => {
    await page.goto(site.url('/admin/dashboard?tab=media'));
    const form = page.getByRole('form', { name: 'Upload an image' });
    await form.getByLabel('Image file').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are meeting notes, not a photo') });
    await form.getByRole('checkbox', { name: 'Decorative (no description)' }).check();
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByText(/Only JPEG, PNG, WebP and AVIF pictures can be uploaded/).waitFor();
    await toastWith(page, 'Upload failed');

    await form.getByLabel('Image file').setInputFiles({ name: 'IMG_2040.HEIC', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic') });
    await form.getByText(/"IMG_2040.HEIC" is a HEIC photo/).waitFor();
    assert.deepEqual(tab.watch.foreign, []);
  });
});

/** A Radix column of the Pages & Content tab, found by its heading. */
const column = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });

async function firstProject(site: Site, token: string): Promise<{ id: number; title: string }> {
  const pages = (await api(site, 'GET', '/api/admin/pages', token)).json as { id: number; slug: string }[];
  const projects = pages.find((p) => p.slug === 'projects')!;
  const sections = (await api(site, 'GET', `/api/admin/sections?pageId=${projects.id}`, token)).json as { id: number; sectionKey: string }[];
  const list = sections.find((s) => s.sectionKey === 'projects')!;
  const blocks = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${list.id}`, token)).json as { id: number; title: string; blockType: string }[];
  return blocks.find((b) => b.blockType === 'project')!;
}

/** The width/height of the first project picture a visitor's browser downloaded on /projects, decoded by sharp. */
async function publicRatio(site: Site, admin: Page): Promise<number> {
  const visitor = await admin.context().browser()!.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await visitor.newPage();
    await page.goto(site.url('/projects'));
    const img = page.locator('article img').first();
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    const src = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
    const bytes = Buffer.from(await (await fetch(src)).arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    return Math.round((width! / height!) * 100) / 100;
  } finally {
    await visitor.close();
  }
}
