// From "finished project" to "page ready to share", as the owner does it, in the real server and
// browser (build first): add a project first in its list with three photos picked at once and uploaded, the cover
// framed with a click and the client's words; reorder its gallery and change its address; then, as a visitor,
// open it from /projects and from Home, page its lightbox with the keyboard, follow "Discuss a similar project"
// to the prefilled form; the old address redirects; hidden, the page answers 404. Prints the clicks and seconds.
// SHOTS_DIR=/some/dir saves the block list with its groups and the cover's framing at 375 and 1280 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { photo } from '../../../src/testing/photos.ts';
import { api, effort, openAdmin, type Tab, toastWith } from '../../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';

const SHOTS = process.env.SHOTS_DIR;
const NAME = 'Onne Logistics Warehouse';
const FIRST_SLUG = 'onne-logistics-warehouse';
const SLUG = 'onne-bonded-warehouse';
const CAPTIONS = ['The loading bays at dawn', 'The steel frame going up', 'The finished bonded store'];
const QUOTE = 'Handed over two weeks early, and the bays have not stopped since.';

const column = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });

describe('from a finished project to a page ready to share', () => {
  let site: Site;
  let tab: Tab & { token: string };
  let page: Page;
  let token: string;
  const photos: Buffer[] = [];

  before(async () => {
    site = await startSite();
    for (let i = 0; i < 3; i++) photos.push(await photo(1600, 1067, 'jpeg'));
    tab = await openAdmin(site);
    ({ page, token } = tab);
  });
  after(async () => {
    await tab?.close();
    await site?.stop();
  });

  test('the owner adds the project, its photos and words, then reorders the gallery and changes the address', async () => {
    const { click, type, counted, chose, summary } = effort();

    await click(column(page, 'Pages').getByRole('button', { name: /^Our Projects/ }));
    await click(column(page, 'Sections').getByRole('button', { name: /^Project Showcase/ }));
    const blocks = column(page, 'Content Blocks');
    // The projects come first, under their own heading; the labels and filters sit apart below them.
    const items = blocks.getByRole('group', { name: /^Items/ });
    const words = blocks.getByRole('group', { name: /^Words on this section/ });
    await items.getByRole('listitem').first().waitFor();
    assert.equal(await items.getByText('Trans-Amadi Corporate Tower').count(), 1);
    assert.equal(await words.getByText('Trans-Amadi Corporate Tower').count(), 0);
    assert.ok((await words.getByRole('listitem').count()) > 0);
    const [itemsBox, wordsBox] = [await items.boundingBox(), await words.boundingBox()];
    assert.ok(itemsBox!.y < wordsBox!.y, 'items above the words');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/block-groups-1280.png`, fullPage: true });

    await click(page.getByRole('button', { name: 'Add project' }));
    const form = page.getByRole('form', { name: 'Add project' });
    assert.equal(await form.getByLabel('First in the list').isChecked(), true, 'a new project goes first unless told otherwise');
    await type(form.getByLabel('Project name'), NAME);
    await type(form.getByLabel('Short description'), 'A 6,000 sq m bonded warehouse with loading bays for the Onne port.');
    await form.getByLabel('Category').selectOption('Industrial');
    counted();
    await type(form.getByLabel('Location (optional)'), 'Onne, Rivers State');
    await type(form.getByLabel('Year (optional)'), '2026');

    // Three photos picked at once (one file dialog), each described (the picture's caption on the page), uploaded
    // in the order picked: the first is the cover.
    const gallery = form.getByRole('group', { name: /^Gallery/ });
    await gallery.getByLabel('Upload photos').setInputFiles(photos.map((buffer, i) => ({ name: `onne-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    counted(); // choosing the files
    chose(photos.length);
    for (const [i, caption] of CAPTIONS.entries()) await type(gallery.getByLabel(`Alt text of photo ${i + 1}`), caption);
    await click(gallery.getByRole('button', { name: 'Upload 3 photos' }));
    // Each photo's versions are made before the next goes up: the last one's caption means all three are in.
    await gallery.getByText(CAPTIONS[2]).waitFor({ timeout: 120_000 });
    for (const caption of CAPTIONS) assert.equal(await gallery.getByText(caption).count(), 1, caption);
    await toastWith(page, '3 photos added');
    assert.equal(await gallery.getByText('Picture 1 (cover)').count(), 1);
    // The cover's framing: one click where the subject is, saved on the photo at once.
    const framing = form.getByRole('slider', { name: 'Focal point of onne-1.jpg' });
    const box = (await framing.boundingBox())!;
    const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && /\/api\/admin\/media\/\d+$/.test(res.url()));
    await framing.click({ position: { x: box.width * 0.25, y: box.height * 0.7 } });
    counted();
    assert.equal((await saved).status(), 200);
    if (SHOTS) {
      await framing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/cover-framing-1280.png` });
    }

    const words_ = form.getByRole('group', { name: "Client's words (optional)" });
    await type(words_.getByLabel('Quote (optional)'), QUOTE);
    await type(words_.getByLabel('Name (optional)'), 'Ibiso Harry');
    await type(words_.getByLabel('Role or company (optional)'), 'Operations Director, Onne Freight');
    await click(form.getByLabel('Featured on Home'));
    if (SHOTS) {
      await form.getByRole('group', { name: 'Where the new project goes' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/add-form-position-1280.png` });
    }
    await click(form.getByRole('button', { name: 'Save project' }));
    const added = await toastWith(page, `Added “${NAME}”`);
    assert.match(added.text, /first in its section/);
    // The project with its three photos is on the site from here (the goal: under 2 minutes for a person).
    console.log(`finished project with three photos online: ${summary()}`);
    const firstRow = items.getByRole('listitem').first();
    await firstRow.getByText(NAME).waitFor();

    // Reorder the gallery (the finished store becomes the cover) and give the project a shorter address.
    await click(firstRow.getByRole('button', { name: `Edit content block ${NAME}` }));
    const editing = page.getByRole('form', { name: `Edit content block ${NAME}` });
    await click(editing.getByRole('button', { name: 'Move Picture 3 up' }));
    await click(editing.getByRole('button', { name: 'Move Picture 2 up' }));
    const slug = editing.getByLabel('Web address (optional)');
    assert.equal(await slug.inputValue(), FIRST_SLUG, 'the address was made from the name');
    await type(slug, SLUG);
    await editing.getByText(`/projects/${SLUG}`).waitFor();
    await click(editing.getByRole('button', { name: 'Save', exact: true }));
    await toastWith(page, 'Content updated successfully');

    // Reported by the test run: scripted, so typing and reading take no time here.
    console.log(`finished project → page ready to share: ${summary()}`);

    const res = await fetch(site.url(`/projects/${SLUG}`));
    assert.equal(res.status, 200);
    const html = await res.text();
    const order = CAPTIONS.map((c) => html.indexOf(`>${c}</figcaption>`));
    assert.ok(order[2] < order[0] && order[0] < order[1], `gallery order: the finished store first (${order})`);
    assert.match(html, new RegExp(QUOTE.replace(/[.,]/g, '.')));
    const pages = (await api(site, 'GET', '/api/admin/pages', token)).json as { id: number; slug: string }[];
    const sections = (await api(site, 'GET', `/api/admin/sections?pageId=${pages.find((p) => p.slug === 'projects')!.id}`, token)).json as { id: number; sectionKey: string }[];
    const showcase = sections.find((s) => s.sectionKey === 'projects')!.id;
    const [first] = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${showcase}`, token)).json as { title: string; metadata: { slug: string; gallery: number[] } }[];
    assert.equal(first.title, NAME, 'first in its section');
    assert.equal(first.metadata.slug, SLUG);
    assert.equal(first.metadata.gallery.length, 3);
  });

  test('a visitor opens it from /projects and from Home, pages the lightbox by keyboard and asks for a similar project', async () => {
    const visitor = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await visitor.goto(site.url('/projects'), { waitUntil: 'networkidle' });
      await visitor.getByRole('link', { name: new RegExp(`View Full Case Study\\s*: ${NAME}`) }).click();
      await visitor.waitForURL(`**/projects/${SLUG}`);
      assert.equal(await visitor.getByRole('heading', { level: 1 }).textContent(), NAME);

      await visitor.goto(site.url('/'), { waitUntil: 'networkidle' });
      // Its card among the featured projects (its client's words, in the band above, link to the same page).
      const featured = visitor.getByRole('region', { name: 'Featured Projects' });
      await featured.getByRole('link', { name: NAME, exact: true }).click();
      await visitor.waitForURL(`**/projects/${SLUG}`);

      const gallery = visitor.getByRole('region', { name: 'Gallery' });
      await gallery.locator('figcaption').first().waitFor();
      assert.deepEqual(await gallery.locator('figcaption').allTextContents(), [CAPTIONS[2], CAPTIONS[0], CAPTIONS[1]]);
      await gallery.getByRole('link', { name: `${CAPTIONS[2]} (open larger)` }).focus();
      await visitor.keyboard.press('Enter');
      const dialog = visitor.getByRole('dialog');
      await dialog.waitFor();
      assert.match((await dialog.textContent()) ?? '', /\(1 \/ 3\)/);
      await visitor.keyboard.press('ArrowRight');
      assert.match((await dialog.textContent()) ?? '', new RegExp(`${CAPTIONS[0]}.*\\(2 / 3\\)`));
      await visitor.keyboard.press('ArrowRight');
      assert.match((await dialog.textContent()) ?? '', new RegExp(`${CAPTIONS[1]}.*\\(3 / 3\\)`));
      await visitor.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.ok(await visitor.getByText(QUOTE).isVisible(), "the client's words are on the page");

      await visitor.getByRole('link', { name: /Discuss a Similar Project/i }).first().click();
      await visitor.waitForURL(`**/contact?project=${SLUG}`);
      assert.match(await visitor.locator('textarea[name="message"]').inputValue(), new RegExp(`similar to "${NAME}"`));
    } finally {
      await visitor.close();
    }
  });

  test('the old address redirects for good; hidden, the project answers 404 and Activity says so in words', async () => {
    const old = await fetch(site.url(`/projects/${FIRST_SLUG}`), { redirect: 'manual' });
    assert.equal(old.status, 301);
    assert.equal(new URL(old.headers.get('location')!, site.url('/')).pathname, `/projects/${SLUG}`);

    const items = column(page, 'Content Blocks').getByRole('group', { name: /^Items/ });
    await items.getByRole('button', { name: `More actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Hide from the website' }).click();
    await toastWith(page, `Item hidden: “${NAME}”`);
    assert.equal((await fetch(site.url(`/projects/${SLUG}`))).status, 404);

    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    const line = page.getByRole('link', { name: `Hid the project ${NAME} on Our Projects` }).first();
    await line.waitFor();
    await line.click();
    // The line leads back to the project, its editor open.
    await page.getByRole('form', { name: `Edit content block ${NAME}` }).waitFor();
    assert.deepEqual(tab.watch.errors, []);
  });

  test('screenshots at 375 px: the grouped block list and the cover framing', { skip: !SHOTS }, async () => {
    const phone = await openAdmin(site, { width: 375 });
    try {
      const p = phone.page;
      await column(p, 'Pages').getByRole('button', { name: /^Our Projects/ }).click();
      await column(p, 'Sections').getByRole('button', { name: /^Project Showcase/ }).click();
      const items = column(p, 'Content Blocks').getByRole('group', { name: /^Items/ });
      await items.getByRole('listitem').first().waitFor();
      await column(p, 'Content Blocks').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await p.screenshot({ path: `${SHOTS}/block-groups-375.png` });
      // The row's menu with Move to top / Move to bottom.
      await items.getByRole('button', { name: /^More actions for Eliozu/ }).click();
      await p.getByRole('menuitem', { name: 'Move to top' }).waitFor();
      await p.screenshot({ path: `${SHOTS}/row-menu-375.png` });
      await p.keyboard.press('Escape');
      await items.getByRole('button', { name: `Edit content block ${NAME}` }).click();
      const framing = p.getByRole('slider', { name: /^Focal point of / });
      await framing.scrollIntoViewIfNeeded();
      await p.screenshot({ path: `${SHOTS}/cover-framing-375.png` });
    } finally {
      await phone.close();
    }
  });
});
