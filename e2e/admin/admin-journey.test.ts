// The admin's day in the real server and browser (build first): browse and edit content (labelled metadata
// fields, failures that keep the text), answer submissions made through the public form (read, search, export,
// delete, spam), upload an image and use it, change a setting and a password, and find it all in the audit log.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { hydrated } from '../../src/testing/browser.ts';
import { TINY_PNG } from '../../src/testing/images.ts';
import { ADMIN } from '../../src/testing/admin.ts';
import { api, openTab, signIn, toastWith, type Tab } from '../../src/testing/admin-panel.ts';
import { fillForm } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';
import { daysFromNow } from '../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const list = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
const choose = (page: Page, column: string, name: string | RegExp) =>
  list(page, column).getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

/** Console noise the tests provoke on purpose (a refused save answers 400). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (400|401)/.test(e));

describe('the admin journey', () => {
  let site: Site;
  let tab: Tab;
  let page: Page;
  let token: string;
  const adminCalls: string[] = [];

  before(async () => {
    site = await startSite();
    tab = await openTab(site, '/metrikwebadmin-login');
    page = tab.page;
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    page.on('request', (r: Request) => {
      const path = new URL(r.url()).pathname + new URL(r.url()).search;
      if (path.startsWith('/api/')) adminCalls.push(`${r.method()} ${path}`);
    });
    token = await signIn(page, site);
  });
  after(async () => {
    await tab?.close();
    await site?.stop();
  });

  test('browse page → section → block; each list loads only once its parent is chosen', async () => {
    const pages = (await api(site, 'GET', '/api/admin/pages', token)).json as { title: string }[];
    await list(page, 'Pages').getByRole('button', { name: /^Home/ }).waitFor();
    // Sighted admins see the bare count; screen readers hear it as "N in total" in the list's heading.
    const heading = list(page, 'Pages').getByRole('heading', { name: new RegExp(`^Pages\\s*${pages.length} in total$`) });
    assert.equal(await heading.locator('[aria-hidden="true"]').innerText(), String(pages.length));
    await page.getByText('Choose a page to see its sections.').waitFor();
    assert.ok(!adminCalls.some((c) => c.includes('/api/admin/sections')), 'no sections before a page is chosen');
    assert.ok(await list(page, 'Pages').getByText('Active').first().isVisible());

    await choose(page, 'Pages', 'Home').click();
    assert.equal(await choose(page, 'Pages', 'Home').getAttribute('aria-pressed'), 'true');
    await choose(page, 'Sections', 'Our Track Record').waitFor();
    assert.ok(adminCalls.some((c) => c.includes('/api/admin/sections?pageId=')));
    assert.ok(!adminCalls.some((c) => c.includes('/api/admin/content-blocks')), 'no blocks before a section is chosen');
    await page.getByText('Choose a section to see its content blocks.').waitFor();

    await choose(page, 'Sections', 'Our Track Record').click();
    await list(page, 'Content Blocks').getByText('Projects Completed').waitFor();
    assert.ok(adminCalls.some((c) => c.includes('/api/admin/content-blocks?sectionId=')));

    // Choosing another page clears the chosen section.
    await choose(page, 'Pages', 'Our Services').click();
    await page.getByText('Choose a section to see its content blocks.').waitFor();
    await choose(page, 'Sections', 'What We Do').click();
    // Previews are cut at 50 characters.
    const preview = await list(page, 'Content Blocks').getByText(/^From foundations to handover/).innerText();
    assert.equal(preview, `${'From foundations to handover, we deliver offices, homes, retail centres'.slice(0, 50)}...`);
  });

  test('edit a block through labelled fields (no JSON) and see it on the public page', async () => {
    await choose(page, 'Pages', 'Home').click();
    await choose(page, 'Sections', 'Our Track Record').click();
    await list(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Projects Completed' }).click();
    const editor = page.getByRole('form', { name: 'Edit content block Projects Completed' });
    assert.equal(await editor.getByRole('link', { name: /View \// }).getAttribute('href'), '/');
    // A statistic's own fields, named as the add form names them.
    await editor.getByLabel('Label', { exact: true }).fill('Projects Delivered');
    // The seeded statistic reads a company fact; a figure of its own is typed once it reads none.
    await editor.getByLabel(/^Company fact/).selectOption('');
    await editor.getByLabel('Figure', { exact: true }).fill('175');
    await editor.getByLabel('Suffix (optional)', { exact: true }).fill('+');
    const values = await editor.locator('textarea, input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    assert.ok(!values.some((v) => v.trim().startsWith('{')), 'metadata is never shown as raw JSON');
    await editor.getByRole('button', { name: 'Save' }).click();
    assert.match((await toastWith(page, 'Content updated successfully')).text, /Content updated successfully/);
    await editor.waitFor({ state: 'detached' });
    await list(page, 'Content Blocks').getByText('Projects Delivered').waitFor();
    const editButton = list(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Projects Delivered' });
    assert.ok(await editButton.evaluate((el) => el === document.activeElement), 'focus returns to the edited item');
    const home = await serverHtml(site, '/');
    assert.match(home, /Projects Delivered/);
    assert.match(home, /175/);

    // A feature list: add a row, reorder it to the top, save; the public page lists it first.
    await choose(page, 'Pages', 'Our Services').click();
    await choose(page, 'Sections', 'What We Do').click();
    await list(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Construction Services' }).click();
    const services = page.getByRole('form', { name: 'Edit content block Construction Services' });
    const features = services.getByRole('group', { name: /^Feature bullets/ });
    assert.equal(await features.getByRole('textbox').count(), 4);
    await features.getByRole('button', { name: 'Add feature bullet' }).click();
    const added = features.getByLabel('Feature bullet 5', { exact: true });
    assert.ok(await added.evaluate((el) => el === document.activeElement), 'the new row has focus');
    await added.fill('Night Shifts on Request');
    for (let i = 5; i > 1; i--) await features.getByRole('button', { name: `Move Feature bullet ${i} up` }).click();
    assert.equal(await features.getByLabel('Feature bullet 1', { exact: true }).inputValue(), 'Night Shifts on Request');
    assert.equal(await services.getByLabel('Link address').inputValue(), '/projects');
    assert.equal(await services.getByLabel('Icon').inputValue(), 'hard-hat');
    await services.getByRole('button', { name: 'Save' }).click();
    // The first save's toast may still be open: the editor closing is what says this save landed.
    await services.waitFor({ state: 'detached' });
    await toastWith(page, 'Content updated successfully');
    const html = await serverHtml(site, '/services');
    const at = (text: string) => html.indexOf(text);
    assert.ok(at('Night Shifts on Request') > 0 && at('Night Shifts on Request') < at('Commercial &amp; Residential Buildings'), 'the new feature is listed first');
  });

  test('a refused save keeps the text, names the problem inline and in a toast', async () => {
    await list(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Real Estate Development' }).click();
    const editor = page.getByRole('form', { name: 'Edit content block Real Estate Development' });

    // The page's own check first: no call is made.
    const before = adminCalls.length;
    await editor.getByLabel('Title').fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Title is required', { exact: true }).waitFor();
    assert.equal(await editor.getByLabel('Title').getAttribute('aria-invalid'), 'true');
    assert.ok(!adminCalls.slice(before).some((c) => c.startsWith('PUT')), 'nothing sent');

    // The server's refusal: its sentence in a destructive toast, its issue beside the field, the text kept.
    await page.route('**/api/admin/content-blocks/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Title must be at most 200 characters', issues: [{ path: 'title', message: 'Title must be at most 200 characters' }] }) })
        : route.continue(),
    );
    await editor.getByLabel('Title').fill('Kept Exactly As Typed');
    await editor.getByLabel('Description', { exact: true }).fill('My careful paragraph.');
    await editor.getByRole('button', { name: 'Save' }).click();
    const toast = await toastWith(page, 'Could not save');
    assert.equal(toast.variant, 'destructive');
    assert.match(toast.text, /Title must be at most 200 characters/);
    assert.equal(await editor.getByLabel('Title').inputValue(), 'Kept Exactly As Typed');
    assert.equal(await editor.getByLabel('Description', { exact: true }).inputValue(), 'My careful paragraph.');
    await editor.getByText('Title must be at most 200 characters').waitFor();
    await page.unroute('**/api/admin/content-blocks/*');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });
    await list(page, 'Content Blocks').getByText('Real Estate Development').waitFor();
  });

  test('submissions made on the public site: read, search, export and delete them; spam is kept apart', async () => {
    const visitor = await openTab(site, '/contact');
    try {
      // The form sends through its script, which hydrates when the visitor reaches the form.
      await hydrated(visitor.page);
      const form = visitor.page.locator('#contact-form form');
      await fillForm(form, {
        firstName: 'Ngozi',
        lastName: 'Eze',
        email: 'ngozi.eze@example.com',
        phone: '+234 803 123 4567',
        service: 'paint',
        message: 'Please quote 200 litres of exterior paint for a school in Eleme.',
      });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await toastWith(visitor.page, 'Message Sent Successfully!');
    } finally {
      await visitor.close();
    }
    const quote = await api(site, 'POST', '/api/equipment-quote', undefined, {
      equipmentType: 'heavy',
      rentalDuration: 'weekly',
      startDate: START_DATE,
      projectLocation: 'Onne, Rivers State',
      projectDetails: 'One 20-ton excavator for drainage works.',
      email: 'works@example.com',
      phone: '0803 222 3333',
    });
    assert.equal(quote.status, 201);
    const spam = await api(site, 'POST', '/api/contact', undefined, {
      firstName: 'Bot',
      lastName: 'Spam',
      email: 'bot@example.com',
      service: 'general',
      message: 'Cheap links',
      website: 'http://spam.example',
    });
    assert.equal(spam.status, 201);

    await page.reload();
    await page.getByRole('tab', { name: /^Submissions\s*2 unread$/ }).waitFor();
    await page.getByRole('tab', { name: /Submissions/ }).click();
    const message = page.getByRole('article', { name: 'Unread: message from Ngozi Eze' });
    await message.waitFor();
    for (const text of ['Ngozi', 'Eze', 'Paint Manufacturing', 'ngozi.eze@example.com', '+234 803 123 4567', 'Please quote 200 litres of exterior paint for a school in Eleme.']) {
      await message.getByText(text, { exact: true }).first().waitFor();
    }
    assert.equal(await message.getByRole('link', { name: 'ngozi.eze@example.com' }).getAttribute('href'), 'mailto:ngozi.eze@example.com');
    assert.match(await message.locator('time').first().innerText(), /\d{4}, \d{2}:\d{2}/);
    const quoteCard = page.getByRole('article', { name: /quote request from works@example.com/ });
    for (const text of ['Heavy Machinery', 'Weekly', START_DATE, 'Onne, Rivers State', 'One 20-ton excavator for drainage works.', '0803 222 3333']) {
      await quoteCard.getByText(text, { exact: true }).first().waitFor();
    }
    assert.equal(await page.getByRole('article', { name: /from Bot Spam/ }).count(), 0, 'spam stays out of the inbox');

    // Mark read.
    await message.getByRole('button', { name: /Mark read/ }).click();
    await toastWith(page, 'Marked as read');
    await page.getByRole('article', { name: 'message from Ngozi Eze', exact: true }).waitFor();
    await page.waitForFunction(() => /1\s*unread/.test(document.querySelector('[role=tab][aria-selected=true]')?.textContent ?? ''));
    const stored = (await api(site, 'GET', '/api/contact', token)).json as { email: string; readAt: string | null }[];
    assert.ok(stored.find((r) => r.email === 'ngozi.eze@example.com')?.readAt);

    // Search.
    const search = page.getByRole('searchbox', { name: 'Search contact submissions' });
    await search.fill('no-such-person');
    await page.getByText('No contact submissions match “no-such-person”.').waitFor();
    await search.fill('Eleme');
    await page.getByRole('article', { name: 'message from Ngozi Eze' }).waitFor();
    await search.fill('');

    // CSV export: the file the server makes, saved through the browser.
    const contactList = page.locator('section', { has: page.getByRole('heading', { name: /^Contact Submissions/ }) });
    const [download] = await Promise.all([page.waitForEvent('download'), contactList.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF'), 'UTF-8 BOM for Excel');
    assert.match(csv.split(/\r?\n/)[0], /First name/);
    assert.match(csv, /Ngozi/);
    assert.match(csv, /Please quote 200 litres/);
    assert.doesNotMatch(csv, /Bot/, 'spam is not exported');
    await toastWith(page, 'Export ready');

    // Delete, with a confirmation that traps focus and can be cancelled.
    const card = page.getByRole('article', { name: 'message from Ngozi Eze' });
    await card.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this submission?' });
    await dialog.waitFor();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await card.waitFor();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await toastWith(page, 'Submission deleted');
    await card.waitFor({ state: 'detached' });
    await page.getByText('No contact submissions yet.').waitFor();
    // Focus moves to the list once React has re-rendered it without the deleted card.
    const list = await page.getByRole('region', { name: 'Contact Submissions list' }).elementHandle();
    await page.waitForFunction((el) => el === document.activeElement, list, { timeout: 5000 });
    const left = (await api(site, 'GET', '/api/contact', token)).json as { email: string }[];
    assert.ok(!left.some((r) => r.email === 'ngozi.eze@example.com'), 'gone from the database');

    // The spam view keeps what the honeypot caught.
    await page.getByRole('button', { name: /^Spam/ }).click();
    await page.getByRole('article', { name: /from Bot Spam/ }).waitFor();
    await page.getByRole('button', { name: 'Inbox' }).click();

    // A new enquiry shows by itself while the inbox is open (it is asked again every 20 seconds).
    await api(site, 'POST', '/api/contact', undefined, { firstName: 'Tamuno', lastName: 'Briggs', email: 'tb@example.com', service: 'construction', message: 'A duplex in GRA.' });
    await page.getByRole('article', { name: 'Unread: message from Tamuno Briggs' }).waitFor({ timeout: 30_000 });
  });

  test('upload an image (checked here first), then use it in a block; the public page shows it', async () => {
    await page.getByRole('tab', { name: 'Media' }).click();
    const upload = page.getByRole('form', { name: 'Upload an image' });
    await upload.getByLabel('Image file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await upload.getByText(/"logo.svg" is not a JPEG, PNG, WebP or AVIF image/).waitFor();
    await upload.getByLabel('Image file').setInputFiles({ name: 'crane.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    await upload.getByLabel('Alt text').fill('Crane at Onne');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await toastWith(page, 'Image uploaded');
    const card = page.getByRole('article', { name: 'crane.png' });
    await card.waitFor();
    await card.getByText(/^2 × 2 px · PNG/).waitFor();
    const media = (await api(site, 'GET', '/api/admin/media', token)).json as { url: string; altText: string; size: number; variants: { format: string; url: string }[] }[];
    assert.equal(media.length, 1);
    assert.equal(media[0].altText, 'Crane at Onne');
    // The stored original is re-encoded without metadata, so its size is the server's, not the file's.
    await card.getByText(new RegExp(`^${media[0].size} B → \\d+ B on a phone$`)).waitFor();
    const url = media[0].url;

    await card.getByLabel('Alt text').fill('Crawler crane at Onne port');
    await card.getByRole('button', { name: 'Save alt text' }).click();
    await toastWith(page, 'Alt text saved');
    await card.getByRole('button', { name: 'Copy URL' }).click();
    await toastWith(page, 'URL copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

    await page.getByRole('tab', { name: 'Pages & Content' }).click();
    await choose(page, 'Pages', 'Our Services').click();
    await choose(page, 'Sections', 'What We Do').click();
    await list(page, 'Content Blocks').getByRole('button', { name: 'Edit content block Paint Manufacturing' }).click();
    const editor = page.getByRole('form', { name: 'Edit content block Paint Manufacturing' });
    await editor.getByRole('button', { name: 'Choose from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Media library' });
    await dialog.waitFor();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the dialog');
    await dialog.getByRole('button', { name: /Crawler crane at Onne port/ }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await editor.getByLabel('Picture (optional)').inputValue(), url);
    // A picture from the library is previewed as its framing: a click there sets its focal point.
    await editor.getByRole('slider', { name: /^Focal point of / }).waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Content updated successfully');
    const avif = media[0].variants.find((v) => v.format === 'avif')!.url;
    assert.ok((await serverHtml(site, '/services')).includes(`${avif} 2w`), 'the public page shows the uploaded image (its <picture> offers the AVIF variant)');
    const served = await fetch(site.url(url));
    assert.equal(served.headers.get('content-type'), 'image/png');
  });

  test('a changed setting shows in the footer; a bad one is refused beside its field', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByLabel('Facebook').fill('not a web address');
    await form.getByRole('button', { name: 'Save settings' }).click();
    assert.equal((await toastWith(page, 'Could not save settings')).variant, 'destructive');
    assert.equal(await form.getByLabel('Facebook').getAttribute('aria-invalid'), 'true');
    await form.getByLabel('Facebook').fill('');

    await form.getByLabel('Phone').fill('+234 805 000 1234');
    await form.getByRole('button', { name: 'Save settings' }).click();
    assert.match((await toastWith(page, 'Settings saved')).text, /Phone/);
    const footer = (await serverHtml(site, '/about')).split('<footer')[1] ?? '';
    assert.match(footer, /\+234 805 000 1234/);
  });

  test('Backups: the panel warns while no backup exists, and "Download a backup now" gives the whole site as one file', async () => {
    const panel = page.getByRole('region', { name: 'Backups' });
    // The server makes its first automatic backup a minute after it starts: on a busy machine this test runs later.
    await panel.getByRole('alert').or(panel.getByRole('table')).first().waitFor();
    if (await panel.getByRole('table').isVisible()) {
      assert.equal(await panel.getByRole('table').getByRole('row').count(), 2, 'the automatic backup the server made is listed');
    } else {
      assert.match((await panel.getByRole('alert').textContent()) ?? '', /There is no automatic backup yet/);
    }
    assert.match((await panel.textContent()) ?? '', /Off-site: not set up\. If this server is lost, its backups go with it: set OFFSITE_BACKUP_URL/);
    if (process.env.SCREENSHOT_DIR) await panel.screenshot({ path: `${process.env.SCREENSHOT_DIR}/backups-panel.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download a backup now' }).click()]);
    assert.match(download.suggestedFilename(), /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db$/);
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 16).toString('latin1'), 'SQLite format 3\u0000');
    assert.ok(bytes.includes(Buffer.from('+234 805 000 1234')), 'the copy holds the setting saved a moment ago');
  });

  test('change the password: mistakes are named in place, other sessions end, this one stays', async () => {
    const other = (await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password })).json.token as string;
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('wrong-password-here');
    await form.getByLabel('New password', { exact: true }).fill('harbour-kola-nut-2025');
    await form.getByLabel('Repeat the new password').fill('harbour-kola-nut-2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The two new passwords do not match').waitFor();
    await form.getByLabel('Repeat the new password').fill('harbour-kola-nut-2025');
    await form.getByRole('button', { name: 'Change password' }).click();
    assert.equal((await toastWith(page, 'Password not changed')).variant, 'destructive');
    assert.equal(await form.getByLabel('Current password').getAttribute('aria-invalid'), 'true');
    assert.ok(page.url().endsWith('/admin/dashboard?tab=settings'), 'a typo does not sign the admin out');

    await form.getByLabel('Current password').fill(ADMIN.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toastWith(page, 'Password changed');
    assert.equal(await form.getByLabel('New password', { exact: true }).inputValue(), '');
    assert.equal((await api(site, 'GET', '/api/admin/me', other)).status, 401, 'the other session is signed out');
    assert.equal((await api(site, 'GET', '/api/admin/me', token)).status, 200, 'this one stays');
  });

  test('the Activity tab shows these actions, newest first', async () => {
    await page.getByRole('tab', { name: 'Activity' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    for (const label of ['Signed in', 'Content edited', 'Submission read', 'Exported CSV', 'Submission deleted', 'Image uploaded', 'Image changed', 'Setting changed', 'Password changed']) {
      await table.getByText(label, { exact: true }).first().waitFor();
    }
    assert.match(await table.locator('tbody tr').first().innerText(), /Password changed/);
    assert.match(await table.locator('tbody tr').first().innerText(), new RegExp(ADMIN.username));
    // Lines in the owner's words, never table names and ids.
    await table.getByRole('link', { name: /^Changed the setting “Phone” \(Company details\)/ }).first().waitFor();
    await table.getByRole('link', { name: /^Changed the alt text of photo / }).first().waitFor();
    assert.equal(await table.getByText(/content_blocks\/|media_files\/|site_settings\//).count(), 0);
    assert.deepEqual(unexpected(tab.watch.errors), []);
    assert.deepEqual(tab.watch.foreign, []);
  });
});
