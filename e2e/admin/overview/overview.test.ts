// The Overview in a real browser: people's visits (first load and moves between pages) are counted, a crawler
// and a Global Privacy Control browser are not, enquiries show per page, and the charts speak to screen readers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../../../src/testing/axe.ts';
import { fillForm, storedRows } from '../../../src/testing/forms.ts';
import { api, openAdmin, toastWith } from '../../../src/testing/admin-panel.ts';
import { TINY_JPEG } from '../../../src/testing/images.ts';
import { photo } from '../../../src/testing/photos.ts';
import { uploadPhoto } from '../../../src/testing/public-pages.ts';
import type { LaunchChecklist } from '../../../web/shared/launch-checklist.ts';
import { DEFAULT_WEEK, weekText } from '../../../web/shared/opening-hours.ts';
import type { AdminBlock } from '../../../web/admin/types.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { OWNER_CONTACT_DETAILS } from '../../../src/testing/owner-details.ts';

const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let site: Site;
before(async () => {
  site = await startSite();
});
after(() => site.stop());

/** A visitor's browser; the site's beacon reports each page shown. */
async function visitor(userAgent: string, headers: Record<string, string> = {}) {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, userAgent, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/beacon')) beacons.push(r.url());
  });
  return { page, beacons, close: () => context.close() };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(check(), what);
};

async function navigateByMenu(page: Page, name: string) {
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
}

describe('Overview', () => {
  test('counts a person\'s pages (client-side moves included) and their enquiry, but not a crawler or a GPC browser', async () => {
    const person = await visitor(PHONE_CHROME);
    try {
      await person.page.goto(site.url('/'), { referer: 'https://www.google.com/search?q=builders+port+harcourt' });
      await until(() => person.beacons.length === 1, 'the first page view is reported');
      await navigateByMenu(person.page, 'Contact');
      await person.page.waitForURL('**/contact');
      await until(() => person.beacons.length === 2, 'a move to another page is reported too');
      await fillForm(person.page, '#contact-form form', { firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@example.ng', service: 'construction', message: 'A warehouse in Onne.' });
      const sent = person.page.waitForResponse((r) => r.url().endsWith('/api/contact'));
      await person.page.locator('#contact-form form button[type="submit"]').click();
      assert.equal((await sent).status(), 201);
      // A project's own page, as a link shared on WhatsApp opens it.
      await person.page.goto(site.url('/projects/trans-amadi-corporate-tower'));
      await until(() => person.beacons.length === 3, "an item page's view is reported");
    } finally {
      await person.close();
    }
    assert.deepEqual(storedRows(site.server.dbPath, "SELECT page_path FROM contact_submissions WHERE email = 'ngozi@example.ng'"), [{ page_path: '/contact' }]);

    for (const [who, ua, headers] of [['crawler', GOOGLEBOT, {}], ['GPC browser', PHONE_CHROME, { 'Sec-GPC': '1' }]] as const) {
      const other = await visitor(ua, headers);
      try {
        await other.page.goto(site.url('/projects'));
        await other.page.waitForLoadState('networkidle');
      } finally {
        await other.close();
      }
      assert.ok(who);
    }

    const admin = await openAdmin(site, { bypassCSP: true, tab: null });
    try {
      assert.equal(await admin.page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected'), 'true', 'the panel opens on the Overview');
      const views = admin.page.getByRole('img', { name: /Page views per day/ });
      await views.waitFor();
      assert.match((await views.getAttribute('aria-labelledby')) ?? '', /\S+ \S+/, 'title and description both name the chart');
      // The numbers as tables, in the page for screen readers whether or not they are shown on screen.
      const pages = admin.page.getByRole('table', { name: /Views, enquiries sent from the page/ });
      const row = (path: string) => pages.getByRole('row', { name: new RegExp(`^${path.replace('/', '\\/')} `) });
      assert.deepEqual(await row('/contact').getByRole('cell').allInnerTexts(), ['1', '1', '100.0']);
      assert.deepEqual(await row('/').getByRole('cell').allInnerTexts(), ['1', '0', '0.0']);
      const project = pages.getByRole('row', { name: /^Trans-Amadi Corporate Tower \/projects\/trans-amadi-corporate-tower / });
      assert.deepEqual(await project.getByRole('cell').allInnerTexts(), ['1', '0', '0.0'], "an item page is listed by its item's name, its address beneath");
      assert.equal(await pages.getByRole('row', { name: /^\/projects / }).count(), 0, 'the crawler and the GPC browser were not counted');
      assert.match(await admin.page.getByRole('list', { name: 'Referring sites' }).innerText(), /google\.com\s+1/);
      const perDay = admin.page.getByRole('table', { name: 'Page views per day' });
      assert.equal(await perDay.getByRole('row').count(), 31, 'a header row and thirty days');
      assert.equal(await perDay.locator('tbody tr').last().getByRole('cell').innerText(), '3');
      const enquiries = admin.page.getByRole('table', { name: 'Enquiries per week, by kind' });
      assert.deepEqual(await enquiries.locator('tbody tr').last().getByRole('cell').allInnerTexts(), ['1', '0', '1']);
      assert.equal(await admin.page.getByRole('button', { name: /Unread messages and enquiries/ }).innerText().then((t) => t.replace(/\s+/g, ' ').trim()), '1 Unread messages and enquiries');

      const show = admin.page.getByRole('button', { name: 'Show the numbers' }).first();
      await show.click();
      assert.equal(await admin.page.getByRole('button', { name: 'Hide the numbers' }).first().getAttribute('aria-expanded'), 'true');
      assert.deepEqual(await axeViolations(admin.page, 'Overview'), []);
      await admin.page.setViewportSize({ width: 375, height: 800 });
      assert.deepEqual(await axeViolations(admin.page, 'Overview at 375 px'), []);
      assert.deepEqual(admin.watch.errors, []);
    } finally {
      await admin.close();
    }
  });
});

describe('Make it yours (the launch checklist)', () => {
  /** Everything the checklist lists, replaced through the API as the owner would in the panel: photos, numbers, words, settings. */
  async function replaceTheRest(token: string) {
    const photo = await uploadPhoto(site, TINY_JPEG, 'site.jpg', 'Our crew on site');
    const list = (await api(site, 'GET', '/api/admin/launch-checklist', token)).json as LaunchChecklist;
    const stored = new Map(((await api(site, 'GET', '/api/admin/settings', token)).json as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    const settings: Record<string, string> = {};
    for (const step of list.steps) {
      for (const entry of step.entries) {
        const { link } = entry;
        if (link.tab === 'settings') {
          // A company figure the owner checked and found right is confirmed by saving it as it is.
          const key = link.field ?? '';
          settings[key] = SETTING_VALUES[key] ?? stored.get(key) ?? '';
          continue;
        }
        if (link.tab !== 'content') continue;
        const blocks = (await api(site, 'GET', `/api/admin/content-blocks?sectionId=${link.sectionId}`, token)).json as AdminBlock[];
        // A photos entry names its section (all its illustrations); the others name their block.
        const targets = blocks.filter((b) => (step.key === 'photos' ? b.imageUrl?.startsWith('/art/') : b.id === link.blockId));
        assert.ok(targets.length, JSON.stringify(entry));
        for (const b of targets) {
          const metadata = b.metadata ?? {};
          const changes =
            step.key === 'accreditations'
              ? { metadata: { ...metadata, registration: 'RC 123456' } }
              : step.key === 'testimonials'
                ? { metadata: { ...metadata, testimonial: { ...(metadata.testimonial as object), quote: `Our own client's words about ${b.title}.` } } }
                : { imageUrl: photo.url };
          const res = await api(site, 'PUT', `/api/admin/content-blocks/${b.id}`, token, changes);
          assert.equal(res.status, 200, res.text);
        }
      }
    }
    assert.equal((await api(site, 'PUT', '/api/admin/settings', token, { values: settings })).status, 200);
  }

  const SETTING_VALUES: Record<string, string> = {
    ...OWNER_CONTACT_DETAILS,
    opening_hours: weekText({ ...DEFAULT_WEEK, sat: { opens: '09:00', closes: '15:00' } }),
  };

  test('a fresh site counts its placeholders; an entry opens the field that fixes it; it reaches Ready only when all are replaced; put away and brought back', async () => {
    const admin = await openAdmin(site, { tab: null, bypassCSP: true });
    const { page } = admin;
    try {
      const checklist = page.getByRole('region', { name: 'Make it yours' });
      await checklist.waitFor();
      const fresh = (await api(site, 'GET', '/api/admin/launch-checklist', admin.token)).json as LaunchChecklist;
      assert.ok(fresh.remaining > 30, `${fresh.remaining} placeholders on a fresh site`);
      assert.match(await checklist.innerText(), new RegExp(`${fresh.remaining} placeholders of the template still on your site; 0 of ${fresh.steps.length} steps done`));

      // A settings entry lands on its field, focused; once saved, it leaves the list.
      await checklist.getByText('Complete your contact details').click();
      await checklist.getByRole('link', { name: 'Notification e-mail: empty' }).click();
      const field = page.locator('[name="notification_email"]');
      await field.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'notification_email');
      await field.fill('sales@metrikgroup.ng');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await toastWith(page, 'Settings saved');
      await page.getByRole('tab', { name: 'Overview' }).click();
      await checklist.getByText(`${fresh.remaining - 1} placeholders`, { exact: true }).waitFor();

      // An illustration's entry opens its section, where one photo replaces it.
      await checklist.getByRole('link', { name: "Home › Our Services: 4 illustrations" }).click();
      await page.getByRole('button', { name: 'Replace all 4 with photos' }).click();
      const photos = await Promise.all([0, 1, 2, 3].map((i) => photo(1200 + i * 8, 800, 'jpeg', 80)));
      await page.getByLabel('Photos, in this order').setInputFiles(photos.map((buffer, i) => ({ name: `service-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
      for (const [i, alt] of ['Our crew pouring a slab', 'Show flat at Woji', 'Tinting line at the factory', 'Excavator on a low-loader'].entries()) {
        await page.getByLabel(`Alt text of photo ${i + 1}`).fill(alt);
      }
      await page.getByRole('button', { name: 'Upload 4 photos' }).click();
      await toastWith(page, '4 pictures replaced', 120_000);
      const home = await (await fetch(site.url('/'))).text();
      assert.match(home, /alt="Tinting line at the factory"/);
      await page.getByRole('tab', { name: 'Overview' }).click();
      await checklist.getByText(`${fresh.remaining - 5} placeholders`, { exact: true }).waitFor();

      await replaceTheRest(admin.token);
      // Done in the API, as in another tab: the Overview shows it when opened again.
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('tab', { name: 'Overview' }).click();
      await checklist.getByText('Ready: everything on the site is your own.').waitFor();
      assert.deepEqual(await axeViolations(page, 'Overview with the checklist ready'), []);

      await checklist.getByRole('button', { name: 'Put away' }).click();
      await toastWith(page, 'Checklist put away');
      assert.equal(await checklist.count(), 0);
      await page.getByRole('button', { name: 'Show the launch checklist (ready)' }).click();
      await checklist.waitFor();
      assert.deepEqual(admin.watch.errors, []);
    } finally {
      await admin.close();
    }
  });
});
