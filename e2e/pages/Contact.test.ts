// Contact (docs/product.md § Contact): the copy with and without JavaScript, the detail cards filled from the site settings,
// business hours, social links (only those with an address), the headquarters card, the emergency banner (its days
// from the hours) and the call links (dialled with +234 however the phone was typed). Build first.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { contactPage } from '../../web/shared/seed/contact.ts';
import { seedSettings } from '../../web/shared/seed/settings.ts';
import { cardRows, parseWeek, weekText } from '../../web/shared/opening-hours.ts';
import { assertShowsCopy, openPage, saveSettings, scrollThrough } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { shownCopy } from '../../src/testing/seed-copy.ts';

const setting = (key: string) => seedSettings.find((s) => s.key === key)!.value;
const PHONE = setting('company_phone');
const TEL = `tel:${PHONE.replace(/[^\d+]/g, '')}`;
/** The seeded business hours (docs/product.md § Opening hours), as the card shows them. */
const HOURS_ROWS = ['Mon-Fri 7:00-18:00', 'Sat 8:00-16:00', 'Sunday Emergency only'];
const SOCIAL = contactPage.sections.find((s) => s.sectionKey === 'social')!;
/** The banner's sentence with the seeded hours' days: Sunday is emergency-only, so the line answers every day. */
const EMERGENCY_SENTENCE = 'For equipment breakdowns, site safety incidents or storm damage, call us any day of the week, Sunday included.';
/** What the seed shows as written: the social card is not shown while its addresses are empty (as seeded). */
const seededCopy = shownCopy({ ...contactPage, sections: contactPage.sections.filter((s) => s !== SOCIAL) }).filter((text) => !text.includes('{days}'));

describe('Contact page', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the seeded opening hours read as product.md § Contact writes them', () => {
    assert.deepEqual(cardRows(parseWeek(setting('opening_hours'))!).map((r) => `${r.days} ${r.hours}`), HOURS_ROWS);
  });

  for (const javaScript of [false, true]) {
    test(`${javaScript ? 'with' : 'without'} JavaScript: every text, the settings' details and the call links`, async () => {
      const { page, watch, close } = await openPage(site, '/contact', { javaScript, width: javaScript ? 1280 : 375 });
      try {
        if (javaScript) await scrollThrough(page);
        const main = page.locator('main');
        await assertShowsCopy(page, [...seededCopy, EMERGENCY_SENTENCE, PHONE, setting('company_email'), setting('company_address')]);
        const card = main.locator('dl', { has: page.getByText('Mon-Fri', { exact: true }) });
        const rows = await card.locator(':scope > div').allInnerTexts();
        assert.deepEqual(rows.map((row) => row.replace(/\s+/g, ' ')), HOURS_ROWS, 'the hours card, from the setting');
        assert.equal(await page.locator('h1').count(), 1);
        assert.ok((await main.locator(`a[href="${TEL}"]`).count()) >= 3, 'hero, phone card and emergency banner call the company');
        assert.equal(await main.getByRole('link', { name: /Call Emergency Line/ }).getAttribute('href'), TEL);
        assert.equal(await main.getByRole('link', { name: 'Call Us Now' }).getAttribute('href'), TEL);
        const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(setting('company_address'))}`;
        assert.deepEqual(
          await main.getByRole('link', { name: 'Get Directions' }).evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
          [directions, directions],
          "the way to the settings' address in the visitor's maps app: under the hero's address, and in the headquarters card",
        );
        const place = main.locator('section').first().locator('[data-hero-place]');
        assert.match((await place.innerText()).replace(/\s+/g, ' '), new RegExp(`^${setting('company_address').replace(/[.,]/g, '.')} Get Directions$`));
        assert.equal(await main.locator(`a[href="mailto:${setting('company_email')}"]`).count(), 1);
        assert.equal(await page.locator('a[href="#"]').count(), 0, 'no link to nowhere');
        assert.equal(await main.getByRole('heading', { name: SOCIAL.title }).count(), 0, 'no social card while no address is set');
        assert.equal(await page.locator('footer').getByRole('link', { name: 'Facebook' }).count(), 0);
        const hq = main.locator('img[src="/art/office-hq.svg"]');
        assert.equal(await hq.count(), 1);
        assert.ok(((await hq.getAttribute('alt')) ?? '').length > 10);
        assert.equal(await hq.getAttribute('width'), '800');
        assert.equal(await main.locator('#contact-form select[name="service"]').inputValue(), '', 'no service chosen yet');
        assert.deepEqual(watch.errors, []);
        if (javaScript) assert.deepEqual(watch.foreign, []);
      } finally {
        await close();
      }
    });
  }

  test('the phone typed the local way is shown as typed and dialled with +234; only networks with an address get an icon; the emergency days follow the hours', async () => {
    const sundayClosed = weekText({ ...parseWeek(setting('opening_hours'))!, sun: 'closed' });
    await saveSettings(site, { company_phone: '0803 555 0199', social_linkedin: 'https://www.linkedin.com/company/metrik', opening_hours: sundayClosed });
    try {
      const { page, close } = await openPage(site, '/contact', { javaScript: false, width: 375 });
      try {
        const main = page.locator('main');
        const calls = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        assert.ok(calls.length >= 5, 'hero, phone card, emergency banner, footer, phone bar');
        assert.deepEqual([...new Set(calls)], ['tel:+2348035550199']);
        assert.equal(await main.getByRole('link', { name: '0803 555 0199', exact: true }).count(), 1, 'shown the way it was typed');
        for (const scope of [main, page.locator('footer')]) {
          const icons = await scope.locator('a[aria-label]').filter({ has: page.locator('svg') }).evaluateAll((links) =>
            links.filter((a) => ['Facebook', 'Twitter', 'LinkedIn', 'Instagram'].includes(a.getAttribute('aria-label') ?? '')).map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
          );
          assert.deepEqual(icons, [['LinkedIn', 'https://www.linkedin.com/company/metrik']]);
        }
        assert.equal(await main.getByRole('heading', { name: SOCIAL.title }).count(), 1);
        const banner = main.locator('section', { has: page.getByRole('heading', { name: 'Site Emergency Outside Business Hours?' }) });
        assert.match(await banner.innerText(), /call us Monday to Saturday\./);
        assert.ok(!(await banner.innerText()).includes('Sunday'), 'no promise for the day the hours call closed');
        const rows = await main.locator('dl > div').allInnerTexts();
        assert.ok(rows.map((r) => r.replace(/\s+/g, ' ')).includes('Sunday Closed'));
      } finally {
        await close();
      }
      const home = await (await fetch(site.url('/'))).text();
      const telephones = [...home.matchAll(/"telephone":"([^"]*)"/g)].map((m) => m[1]);
      assert.ok(telephones.length >= 1 && telephones.every((t) => t === '+2348035550199'), `JSON-LD: ${telephones.join(', ')}`);
    } finally {
      await saveSettings(site, { company_phone: PHONE, social_linkedin: '', opening_hours: setting('opening_hours') });
    }
  });
});
