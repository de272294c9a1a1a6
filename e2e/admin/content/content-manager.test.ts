// The admin as a content manager, in the real server and browser (build first): add a project with an uploaded
// picture, reorder by keyboard, hide, delete and restore from the trash, Undo from the toast, preview before
// saving, restore seeded words from history, a conflict between two admins, a draft that survives a reload;
// each journey ends on the public page. The new dialogs pass axe at phone and desktop widths.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, sidewaysScroll } from '../../../src/testing/axe.ts';
import { TINY_PNG } from '../../../src/testing/images.ts';
import { api, effort, openAdmin, type Tab, toastWith } from '../../../src/testing/admin-panel.ts';
import { serverHtml, startSite, type Site } from '../../../src/testing/site.ts';

/** SHOTS_DIR=/some/dir saves the History of a reorder at 375 and 1280 px. */
const SHOTS = process.env.SHOTS_DIR;

const column = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
const choose = (page: Page, col: string, name: string) => column(page, col).getByRole('button', { name: new RegExp(`^${name}`) });

async function openSection(page: Page, pageTitle: string, sectionTitle: string) {
  await choose(page, 'Pages', pageTitle).click();
  await choose(page, 'Sections', sectionTitle).click();
  await column(page, 'Content Blocks').getByRole('listitem').first().waitFor();
}

async function rowAction(page: Page, title: string, action: string | RegExp) {
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const blocksOf = async (site: Site, token: string, sectionId: number) =>
  (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${sectionId}`, token)).json as { id: number; title: string; isActive: boolean }[];

async function sectionId(site: Site, token: string, slug: string, key: string): Promise<number> {
  const pages = (await api(site, 'GET', '/api/admin/pages', token)).json as { id: number; slug: string }[];
  const pageId = pages.find((p) => p.slug === slug)!.id;
  const sections = (await api(site, 'GET', `/api/admin/sections?pageId=${pageId}`, token)).json as { id: number; sectionKey: string }[];
  return sections.find((s) => s.sectionKey === key)!.id;
}

/** Console noise the tests provoke on purpose (a refused save answers 400 or 409). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (400|401|409)/.test(e));

describe('the content manager', () => {
  let site: Site;
  let tab: Tab & { token: string };
  let page: Page;
  let token: string;

  before(async () => {
    site = await startSite();
    tab = await openAdmin(site);
    ({ page, token } = tab);
  });
  after(async () => {
    await tab?.close();
    await site?.stop();
  });

  test('add a project with an uploaded picture: it shows under its filter on /projects and on Home', async () => {
    const { click, type, counted, chose, summary } = effort();
    await click(choose(page, 'Pages', 'Our Projects'));
    await click(choose(page, 'Sections', 'Project Showcase'));
    await click(page.getByRole('button', { name: 'Add project' }));
    const form = page.getByRole('form', { name: 'Add project' });
    await type(form.getByLabel('Project name'), 'Onne Logistics Warehouse');
    await type(form.getByLabel('Short description'), 'A 6,000 sq m bonded warehouse with loading bays for the Onne port.');
    await form.getByLabel('Category').selectOption('Industrial');
    await type(form.getByLabel('Location (optional)'), 'Onne, Rivers State');
    await type(form.getByLabel('Year (optional)'), '2025');
    await click(form.getByRole('button', { name: 'Choose from library' }));
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.getByLabel('Image file').setInputFiles({ name: 'onne-warehouse.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    counted(); // choosing the file
    chose(1);
    // The library asks for the picture's description before it can go on a page.
    await type(library.getByLabel('Alt text'), 'Warehouse with three loading bays');
    await click(library.getByRole('button', { name: 'Upload' }));
    await library.waitFor({ state: 'detached' });
    const picture = await form.getByLabel('Picture (optional)').inputValue();
    assert.match(picture, /^\/media\//, 'the uploaded picture fills the field');
    // The description typed at the upload is the project's too: nothing to type twice.
    assert.equal(await form.getByLabel('Image description (alt text) (optional)').inputValue(), 'Warehouse with three loading bays');
    await click(form.getByLabel('Featured on Home'));
    await click(form.getByRole('button', { name: 'Save project' }));
    const { text } = await toastWith(page, 'Added “Onne Logistics Warehouse”');
    assert.match(text, /Undo/);
    // Reported by the test run: what a new project costs (scripted, so the typing is instant).
    console.log(`adding a project: ${summary()}`);
    await column(page, 'Content Blocks').getByText('Onne Logistics Warehouse').waitFor();

    const projectsHtml = await serverHtml(site, '/projects');
    assert.match(projectsHtml, /Onne Logistics Warehouse/);
    // The picture, as its variants once processed (or the upload itself before), with the words typed at the upload.
    assert.match(projectsHtml, /<img [^>]*alt="Warehouse with three loading bays"/);
    assert.match(await serverHtml(site, '/'), /Onne Logistics Warehouse/, 'featured: on Home');

    const visitor = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      // The filter works through the page's script (web/enhance/project-filter.ts), which hides the other cards.
      await visitor.goto(site.url('/projects'), { waitUntil: 'networkidle' });
      await visitor.getByRole('group').getByRole('button', { name: /^Industrial/ }).click();
      const cards = visitor.locator('article', { hasText: 'Onne Logistics Warehouse' });
      await cards.first().waitFor();
      assert.equal(await visitor.locator('li:not([hidden]) > article', { hasText: 'Port Harcourt' }).count(), 0, 'only Industrial projects are shown');
    } finally {
      await visitor.close();
    }
  });

  test("add an accreditation with its logo and a link: Home's strip shows the logo as the link; the clients' words say where they are edited", async () => {
    await choose(page, 'Pages', 'Home').click();
    await choose(page, 'Sections', 'Accredited and trusted').click();
    await page.getByRole('button', { name: 'Add accreditation or client' }).click();
    const form = page.getByRole('form', { name: 'Add accreditation or client' });
    await form.getByLabel('Name').fill('Rivers State Ministry of Works');
    await form.getByLabel('What it is (optional)').fill('Registered contractor, category A');
    await form.getByLabel('Link address (optional)').fill('https://www.riversstate.gov.ng');
    await form.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.getByLabel('Image file').setInputFiles({ name: 'ministry-of-works.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    await library.getByLabel('Alt text').fill('Rivers State Ministry of Works crest');
    await library.getByRole('button', { name: 'Upload' }).click();
    await library.waitFor({ state: 'detached' });
    assert.match(await form.getByLabel('Logo (optional)').inputValue(), /^\/media\//);
    if (SHOTS) for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: `${SHOTS}/add-credential-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Save accreditation or client' }).click();
    await toastWith(page, 'Added “Rivers State Ministry of Works”');

    const home = await serverHtml(site, '/');
    const strip = home.slice(home.indexOf('aria-labelledby="home-credentials"'), home.indexOf('aria-labelledby="home-services"'));
    assert.match(strip, /<a href="https:\/\/www.riversstate.gov.ng"[^>]*>\s*<span[^>]*>\s*(<picture[^>]*>.*?)?<img [^>]*alt="Rivers State Ministry of Works"/s, 'the logo, named, is the link');
    assert.doesNotMatch(strip, /Registered contractor, category A/, 'a logo stands without the words under it');

    await choose(page, 'Sections', 'What Our Clients Say').click();
    const blocks = column(page, 'Content Blocks');
    await blocks.getByText(/client's words of the projects/).waitFor();
    assert.equal(await blocks.getByRole('button', { name: /^Add/ }).count(), 0, 'nothing to add here: the quotes live on the projects');
    if (SHOTS) await blocks.screenshot({ path: `${SHOTS}/testimonials-note-1280.png` });
  });

  test("editing a project offers exactly the add form's fields, labels and hints, and only the filter's categories", async () => {
    // Each field of a form as a person meets it: its label (or a list's legend) and the help read with it.
    const fieldsOf = (form: ReturnType<Page['getByRole']>) =>
      form.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('input:not([type=file]):not([type=color]), select, textarea, fieldset')]
          // An item of a list is not a field of the form (and the edit form itself stands in a list's row).
          .filter((field) => !el.contains(field.closest('li')))
          // Where a new item goes is asked when adding only: it is not a field of the item.
          .filter((field) => !field.closest('[data-placement]'))
          .map((field) => {
            const label = field instanceof HTMLFieldSetElement ? field.querySelector('legend')!.textContent!.replace(/\s*\(\d+\)$/, '') : ((field as HTMLInputElement).labels?.[0]?.textContent ?? '');
            const hint = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
            return `${label.trim()} | ${hint}`;
          }),
      );
    await openSection(page, 'Our Projects', 'Project Showcase');
    await page.getByRole('button', { name: 'Add project' }).click();
    const adding = page.getByRole('form', { name: 'Add project' });
    const added = await fieldsOf(adding);
    await adding.getByRole('button', { name: 'Cancel' }).click();
    await adding.waitFor({ state: 'detached' });

    const showcase = await sectionId(site, token, 'projects', 'projects');
    const blocks = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${showcase}`, token)).json as { id: number; blockType: string; title: string; metadata: Record<string, unknown> }[];
    const project = blocks.find((b) => b.blockType === 'project')!;
    await column(page, 'Content Blocks').getByRole('button', { name: `Edit content block ${project.title}` }).click();
    const editing = page.getByRole('form', { name: `Edit content block ${project.title}` });
    assert.deepEqual(await fieldsOf(editing), added);
    assert.ok(added.some((f) => f.startsWith('Project name |')) && added.some((f) => f.startsWith('Category | The Projects page filters by this.')), added.join('\n'));

    // The categories offered are the filter's, without its "all".
    const filtered = blocks.filter((b) => b.blockType === 'filter' && b.metadata.category !== 'all').map((b) => b.metadata.category);
    const offered = await editing.getByLabel('Category').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    assert.deepEqual(offered.sort(), filtered.sort());
    const other = offered.find((c) => c !== project.metadata.category)!;
    await editing.getByLabel('Category').selectOption(other);
    await editing.getByRole('button', { name: 'Save' }).click();
    await editing.waitFor({ state: 'detached' });
    await toastWith(page, 'Content updated successfully');
    const saved = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${showcase}`, token)).json as typeof blocks;
    assert.equal(saved.find((b) => b.id === project.id)!.metadata.category, other);

    // Nor can the API store "all" (the filter's own choice) as a project's category.
    const refused = await api(site, 'PUT', `/api/admin/content-blocks/${project.id}`, token, { metadata: { ...project.metadata, category: 'all' } });
    assert.equal(refused.status, 400);
    assert.deepEqual(
      refused.json.issues.map((i: { path: string }) => i.path),
      ['metadata.category'],
    );
    const after = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${showcase}`, token)).json as typeof blocks;
    assert.equal(after.find((b) => b.id === project.id)!.metadata.category, other);
  });

  test('reorder the equipment gallery with the keyboard only, announced politely', async () => {
    const gallery = await sectionId(site, token, 'equipment', 'gallery');
    const before = (await blocksOf(site, token, gallery)).map((b) => b.title);
    await openSection(page, 'Equipment', 'Equipment Gallery');
    const handle = page.getByRole('button', { name: /^Reorder Mobile Cranes/ });
    // The machines' group's announcements (the section's labels, the rates' words, are a group of their own below).
    const region = column(page, 'Content Blocks').locator('p[role="status"][aria-live="polite"]').first();
    const said = async (pattern: RegExp) =>
      page.waitForFunction(([el, source]) => new RegExp(source as string).test((el as Element | null)?.textContent ?? ''), [await region.elementHandle(), pattern.source] as const, {
        timeout: 10_000,
      });
    await handle.focus();
    await page.keyboard.press('Space');
    await said(/Picked up ‘Mobile Cranes’ at position 2 of 8/);
    await page.keyboard.press('ArrowDown');
    await said(/over position 3 of 8/);
    await page.keyboard.press('ArrowDown');
    await said(/over position 4 of 8/);
    await page.keyboard.press('Space');
    await said(/Moved ‘Mobile Cranes’ to position 4 of 8/);
    await toastWith(page, 'Moved ‘Mobile Cranes’ to position 4');
    const after = (await blocksOf(site, token, gallery)).map((b) => b.title);
    const expected = [...before];
    expected.splice(3, 0, ...expected.splice(1, 1));
    assert.deepEqual(after, expected);

    // The same with Move up from the row's menu, by keyboard.
    await page.getByRole('button', { name: 'More actions for Mobile Cranes' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await said(/Moved ‘Mobile Cranes’ to position 3 of 8/);
    await toastWith(page, 'Moved ‘Mobile Cranes’ to position 3');

    const html = await serverHtml(site, '/equipment');
    const at = (t: string) => html.indexOf(t);
    assert.ok(at('Concrete Mixers') < at('Mobile Cranes') && at('Mobile Cranes') < at('Vibrating Roller Compactor'), 'the public gallery follows');
  });

  test('hide a core value: it is marked Hidden here and gone from /about', async () => {
    await openSection(page, 'About Us', 'Our Core Values');
    await rowAction(page, 'Integrity', 'Hide from the website');
    await toastWith(page, 'Item hidden: “Integrity”');
    const row = column(page, 'Content Blocks').getByRole('listitem').filter({ hasText: 'Integrity' });
    await row.getByText('Hidden', { exact: true }).waitFor();
    const about = await serverHtml(site, '/about');
    assert.doesNotMatch(about, /Clear prices, honest timelines/);
    assert.match(about, /Excellence/);
  });

  test('delete a leader after confirming, find it in the trash and restore it', async () => {
    await openSection(page, 'About Us', 'Leadership');
    await rowAction(page, 'Dr. Chinedu Amadi', 'Delete…');
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Dr. Chinedu Amadi”?' });
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await toastWith(page, 'Moved “Dr. Chinedu Amadi” to the trash');
    await column(page, 'Content Blocks').getByText('Dr. Chinedu Amadi').waitFor({ state: 'detached' });
    assert.doesNotMatch(await serverHtml(site, '/about'), /Dr\. Chinedu Amadi/);

    await page.getByRole('button', { name: 'Trash' }).click();
    const trash = page.getByRole('dialog', { name: 'Trash' });
    const item = trash.getByRole('listitem').filter({ hasText: 'Dr. Chinedu Amadi' });
    assert.match(await item.innerText(), /Deleted .* by amaka · 30 days left/);
    await item.getByRole('button', { name: 'Restore Dr. Chinedu Amadi' }).click();
    await toastWith(page, 'Restored “Dr. Chinedu Amadi”');
    await trash.getByText('The trash is empty.').waitFor();
    await trash.getByRole('button', { name: 'Close the trash' }).click();
    await column(page, 'Content Blocks').getByText('Dr. Chinedu Amadi').waitFor();
    assert.match(await serverHtml(site, '/about'), /Dr\. Chinedu Amadi/);
  });

  test('edit a statistic, then Undo from the toast', async () => {
    await openSection(page, 'Home', 'Our Track Record');
    await column(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Happy Clients' }).click();
    const editor = page.getByRole('form', { name: 'Edit content block Happy Clients' });
    // The seeded statistic reads a company fact; a figure of its own is typed once it reads none.
    await editor.getByLabel(/^Company fact/).selectOption('');
    await editor.getByLabel('Figure', { exact: true }).fill('750');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await toastWith(page, 'Content updated successfully');
    assert.match(await serverHtml(site, '/'), /data-counter="750\+"/);
    await page.locator('li[data-state="open"]').getByRole('button', { name: 'Undo' }).click();
    await toastWith(page, 'Change undone');
    await column(page, 'Content Blocks').locator('li', { hasText: 'Happy Clients' }).getByText('500', { exact: true }).waitFor();
    const home = await serverHtml(site, '/');
    assert.match(home, /data-counter="500\+"/);
    assert.doesNotMatch(home, /750/);
  });

  test('preview an unsaved hero title while the live page keeps the old one', async () => {
    await choose(page, 'Pages', 'Home').click();
    await column(page, 'Sections').getByRole('button', { name: /^Edit section Building Tomorrow/ }).click();
    const editor = page.getByRole('form', { name: /^Edit section Building Tomorrow/ });
    await editor.getByLabel('Title', { exact: true }).fill('Building Port Harcourt, Floor by Floor');
    await editor.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of /' });
    const frame = dialog.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: 'Building Port Harcourt, Floor by Floor' }).waitFor();
    assert.equal(await dialog.getByRole('button', { name: /Phone/ }).getAttribute('aria-pressed'), 'true');
    assert.equal(await dialog.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).parentElement!.style.width), '375px');
    await dialog.getByRole('button', { name: /Desktop/ }).click();
    assert.equal(await dialog.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).parentElement!.style.width), '1280px');
    assert.equal(await dialog.locator('iframe').getAttribute('sandbox'), 'allow-same-origin', 'no scripts, no forms, no navigation of the panel');

    const live = await serverHtml(site, '/');
    assert.match(live, /Building Tomorrow(&#x27;|')s Excellence/);
    assert.doesNotMatch(live, /Floor by Floor/);
    await dialog.getByRole('button', { name: 'Close the preview' }).click();
    await editor.getByRole('button', { name: 'Cancel' }).click();
  });

  test('restore an edited paragraph to its seeded words from history', async () => {
    const story = await sectionId(site, token, 'about', 'story');
    const paragraph = (await blocksOf(site, token, story)).find((b) => b.title === 'Story: growth')!;
    const edited = await api(site, 'PUT', `/api/admin/content-blocks/${paragraph.id}`, token, { content: 'We grew by solving our own problems first.' });
    assert.equal(edited.status, 200);
    await openSection(page, 'About Us', 'Our Story');
    await rowAction(page, 'Story: growth', 'History');
    const history = page.getByRole('dialog', { name: 'History of “Story: growth”' });
    await history.getByRole('button', { name: /^Original words \(seeded\)/ }).click();
    const diff = history.locator('dd', { hasText: 'removed' });
    assert.match((await diff.locator('del').allInnerTexts()).join(' '), /We grew by solving/);
    assert.match((await diff.locator('ins').allInnerTexts()).join(' '), /paint that faded/);
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await toastWith(page, 'Version restored');
    assert.match(await serverHtml(site, '/about'), /paint that faded in a single rainy season/);
  });

  test('two admins edit one block: the second save names the conflict and offers both ways out', async () => {
    const second = await openAdmin(site);
    try {
      for (const p of [page, second.page]) {
        await openSection(p, 'About Us', 'Our Core Values');
        await column(p, 'Content Blocks').getByRole('button', { name: 'Edit content block Excellence' }).click();
      }
      const mine = page.getByRole('form', { name: 'Edit content block Excellence' });
      const theirs = second.page.getByRole('form', { name: 'Edit content block Excellence' });
      await mine.getByLabel('Title').fill('Excellence in Every Detail');
      await mine.getByRole('button', { name: 'Save' }).click();
      await toastWith(page, 'Content updated successfully');

      await theirs.getByLabel('Title').fill('Excellence, Always');
      await theirs.getByRole('button', { name: 'Save' }).click();
      const alert = theirs.getByRole('alert').filter({ hasText: 'changed while you were editing' });
      await alert.waitFor();
      // One admin in two windows: the server names them as "You (in another tab or window)", with the time.
      assert.match(await alert.innerText(), /You \(in another tab or window\) changed this block at \d\d:\d\d/);
      await alert.getByRole('button', { name: 'Reload their version' }).click();
      await second.page.waitForFunction(
        (el) => (el as HTMLInputElement | null)?.value === 'Excellence in Every Detail',
        await theirs.getByLabel('Title').elementHandle(),
        { timeout: 10_000 },
      );
      await alert.waitFor({ state: 'detached' });
      await theirs.getByLabel('Title').fill('Excellence, Always');
      await theirs.getByRole('button', { name: 'Save' }).click();
      await toastWith(second.page, 'Content updated successfully');
      assert.match(await serverHtml(site, '/about'), /Excellence, Always/);
      assert.deepEqual(unexpected(second.watch.errors), []);
    } finally {
      await second.close();
    }
  });

  test('reload in the middle of an edit: the draft comes back, and leaving asks first', async () => {
    await openSection(page, 'Home', 'Our Track Record');
    await column(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Expert Team' }).click();
    const editor = page.getByRole('form', { name: 'Edit content block Expert Team' });
    await editor.getByLabel('Label', { exact: true }).fill('Engineers on Staff');

    // Another page first: the in-app question, and Keep editing keeps everything.
    await choose(page, 'Pages', 'Our Services').click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    assert.equal(await editor.getByLabel('Label', { exact: true }).inputValue(), 'Engineers on Staff');

    page.once('dialog', (d) => void d.accept());
    await page.reload();
    const back = page.getByRole('form', { name: 'Edit content block Expert Team' });
    await back.getByText('Restored your unsaved draft').waitFor();
    assert.equal(await back.getByLabel('Label', { exact: true }).inputValue(), 'Engineers on Staff');
    await back.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('metrik-admin-draft:')).length), 0);
  });

  test('undo a reorder from the section’s History: Restore on the earlier order puts the projects back, here and on /projects', async () => {
    const showcase = await sectionId(site, token, 'projects', 'projects');
    const projects = async () => ((await blocksOf(site, token, showcase)) as { title: string; blockType?: string }[]).filter((b) => b.blockType === 'project').map((b) => b.title);
    const before = await projects();
    const last = before.at(-1)!;
    await openSection(page, 'Our Projects', 'Project Showcase');
    await rowAction(page, last, 'Move to top');
    await toastWith(page, `Moved ‘${last}’ to position 1`);
    assert.deepEqual(await projects(), [last, ...before.slice(0, -1)]);

    await rowAction(page, 'Project Showcase', 'History');
    const history = page.getByRole('dialog', { name: 'History of “Project Showcase”' });
    const entry = history.getByRole('button', { name: /^Reordered the projects on Our Projects/ });
    assert.match((await entry.innerText()).replace(/\s+/g, ' '), /^Reordered the projects on Our Projects Current .+ · amaka$/);
    await history.getByRole('button', { name: /^Original words \(seeded\)/ }).click();
    // The order that version brings back, one project a line: the moved one struck at the top, highlighted at the bottom.
    const order = history.locator('div', { has: page.locator('dt', { hasText: 'Order of the items' }) }).locator('dd');
    assert.deepEqual((await order.locator('del').allInnerTexts()).map((t) => t.replace(/\[removed:|\]/g, '').trim()), [last]);
    assert.deepEqual((await order.locator('ins').allInnerTexts()).map((t) => t.replace(/\[added:|\]/g, '').trim()), [last]);
    if (SHOTS) await shootHistory(page, 1280);
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await toastWith(page, 'Version restored');
    await history.waitFor({ state: 'detached' });

    assert.deepEqual(await projects(), before);
    const items = column(page, 'Content Blocks').getByRole('group', { name: /^Items/ }).getByRole('listitem');
    await items.last().filter({ hasText: last }).waitFor();
    const shown = await items.allInnerTexts();
    assert.deepEqual(before.map((title) => shown.findIndex((text) => text.includes(title))), before.map((_, i) => i), 'the list shows the old order');
    const html = await serverHtml(site, '/projects');
    const at = before.map((title) => html.indexOf(title));
    assert.deepEqual([...at].sort((a, b) => a - b), at, '/projects shows the old order');

    // The restore is a version too: the History offers the reordered one back.
    await rowAction(page, 'Project Showcase', 'History');
    await history.getByRole('button', { name: /^Put back an earlier order of the projects on Our Projects\s*Current/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-restored-1280.png` });
    await history.getByRole('button', { name: 'Close the history' }).click();
  });

  /** The section's History with the seeded order chosen, as the owner sees it before Restore (the 375 px one in a phone-sized tab). */
  async function shootHistory(wide: Page, width: number) {
    await wide.screenshot({ path: `${SHOTS}/history-reorder-${width}.png` });
    const narrow = await openAdmin(site, { width: 375 });
    try {
      await openSection(narrow.page, 'Our Projects', 'Project Showcase');
      await rowAction(narrow.page, 'Project Showcase', 'History');
      const history = narrow.page.getByRole('dialog', { name: 'History of “Project Showcase”' });
      await history.getByRole('button', { name: /^Original words \(seeded\)/ }).click();
      await history.locator('dt', { hasText: 'Order of the items' }).waitFor();
      await narrow.page.screenshot({ path: `${SHOTS}/history-reorder-375.png` });
      await history.locator('dt', { hasText: 'Order of the items' }).scrollIntoViewIfNeeded();
      await narrow.page.screenshot({ path: `${SHOTS}/history-reorder-375-order.png` });
    } finally {
      await narrow.close();
    }
  }

  for (const width of [375, 1280]) {
    test(`the new dialogs and the add form pass axe at ${width} px`, async () => {
      const t = await openAdmin(site, { width, bypassCSP: true });
      const problems: string[] = [];
      const check = async (screen: string) => problems.push(...(await axeViolations(t.page, screen)), ...(await sidewaysScroll(t.page, screen)));
      try {
        await openSection(t.page, 'Our Projects', 'Project Showcase');
        await t.page.getByRole('button', { name: 'Add project' }).click();
        await t.page.getByRole('form', { name: 'Add project' }).getByRole('button', { name: 'Save project' }).click();
        await t.page.getByText(/Some fields need attention/).waitFor();
        await t.page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('aria-invalid') === 'true');
        assert.equal(await t.page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent), 'Project name', 'the first field in error takes the focus');
        await check('add form with errors');
        const form = t.page.getByRole('form', { name: 'Add project' });
        await form.getByLabel('Project name').fill('Bonny Jetty Repairs');
        await form.getByLabel('Short description').fill('Piling and deck repairs.');
        await form.getByRole('button', { name: 'Preview' }).click();
        const preview = t.page.getByRole('dialog', { name: 'Preview of /projects' });
        await preview.frameLocator('iframe').getByText('Bonny Jetty Repairs').first().waitFor();
        await check('preview');
        await preview.getByRole('button', { name: 'Close the preview' }).click();
        await t.page.getByRole('form', { name: 'Add project' }).getByRole('button', { name: 'Cancel' }).click();

        // A seeded label (its history starts with the original words); the projects above it may be new.
        const first = column(t.page, 'Content Blocks').getByRole('button', { name: 'More actions for Filter projects by category' });
        await first.click();
        await t.page.getByRole('menu').waitFor();
        await check('row menu');
        await t.page.getByRole('menuitem', { name: 'History' }).click();
        await t.page.getByRole('dialog', { name: /^History of/ }).getByRole('button', { name: /Original words/ }).waitFor();
        await check('history');
        await t.page.getByRole('button', { name: 'Close the history' }).click();

        await t.page.getByRole('button', { name: 'Trash' }).click();
        await t.page.getByRole('dialog', { name: 'Trash' }).getByText(/trash is empty|days left/).first().waitFor();
        await check('trash');
        await t.page.getByRole('button', { name: 'Close the trash' }).click();

        await rowAction(t.page, 'Filter projects by category', 'Delete…');
        await t.page.getByRole('alertdialog').waitFor();
        await check('delete confirmation');
        await t.page.keyboard.press('Escape');
        assert.deepEqual(problems, []);
        assert.deepEqual(unexpected(t.watch.errors), []);
      } finally {
        await t.close();
      }
    });
  }
});
