// Contact (docs/product.md § Contact): the copy with and without JavaScript, the detail cards filled from the site settings,
// business hours, social placeholders, the headquarters card and the emergency call link. Build first.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { contactPage } from '../../web/shared/seed/contact.ts';
import { seedSettings } from '../../web/shared/seed/settings.ts';
import { cardRows, parseWeek } from '../../web/shared/opening-hours.ts';
import { assertShowsCopy, openPage, scrollThrough } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { shownCopy } from '../../src/testing/seed-copy.ts';

const setting = (key: string) => seedSettings.find((s) => s.key === key)!.value;
const PHONE = setting('company_phone');
const TEL = `tel:${PHONE.replace(/[^\d+]/g, '')}`;
/** The seeded business hours (docs/product.md § Opening hours), as the card shows them. */
const HOURS_ROWS = ['Mon-Fri 7:00-18:00', 'Sat 8:00-16:00', 'Sunday Emergency only'];
/** The banner's sentence with the seeded hours' days: Sunday is emergency-only, so the line answers every day. */
const EMERGENCY_SENTENCE = 'For equipment breakdowns, site safety incidents or storm damage, call us any day of the week, Sunday included.';
/** What the seed shows as written ({days} is filled in from the hours). */
const seededCopy = shownCopy(contactPage).filter((text) => !text.includes('{days}'));

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
        assert.equal(await main.locator(`a[href="mailto:${setting('company_email')}"]`).count(), 1);
        for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) {
          assert.equal(await main.getByRole('link', { name: network, exact: true }).getAttribute('href'), '#', `${network} is a placeholder`);
        }
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
});
