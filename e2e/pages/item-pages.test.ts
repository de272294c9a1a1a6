// A machine's and a development's own page (docs/product.md § Item pages) in the real server and browser (build
// first): a visitor opens a machine from /equipment and sends a quote for it, with and without JavaScript, and
// the stored quote names the machine; a development opens from /real-estate and its enquiry form comes filled in.
// Projects: e2e/pages/Project.test.ts (the same shell).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { machines } from '../../web/shared/seed/machines.ts';
import { developments } from '../../web/shared/seed/developments.ts';
import { fillForm, storedRows } from '../../src/testing/forms.ts';
import { openPage } from '../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { daysFromNow } from '../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const excavators = machines[0];
const EXCAVATORS = '/equipment/excavators';
const QUOTE = '#quote-form form';
const ENQUIRY = '#enquiry-form form';

const quoteFor = (email: string) => ({ rentalDuration: 'weekly', startDate: START_DATE, projectLocation: 'Rumuokoro, Port Harcourt', email, phone: '0803 123 4567' });

describe('Machine and development pages', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('open a machine from /equipment and send a quote for it: the stored quote names the machine', async () => {
    const { page, watch, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      await page.locator('#gallery article').getByRole('link', { name: excavators.title, exact: true }).click();
      await page.waitForURL(`**${EXCAVATORS}`);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), excavators.title);
      assert.equal(await page.title(), `${excavators.title} | Metrik Group`);
      const specs = page.getByRole('complementary', { name: 'Specifications' });
      for (const [, value] of excavators.specs) assert.ok(await specs.getByText(value, { exact: true }).isVisible(), value);
      assert.equal(await page.getByRole('region', { name: 'Related machines' }).getByRole('listitem').count(), 3);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scroll (${width} px)`);

      await page.getByRole('link', { name: 'Request a quote for this machine' }).first().click();
      await page.waitForURL('**/equipment?machine=excavators#quote-form');
      await page.waitForSelector('html[data-hydrated]');
      assert.equal(await page.locator(`${QUOTE} [name="equipmentType"]`).inputValue(), 'heavy');
      const details = page.locator(`${QUOTE} [name="projectDetails"]`);
      assert.match(await details.inputValue(), /^Machine: Excavators \(http:\/\/[^)]+\/equipment\/excavators\)\./);
      const email = `machine-${Date.now()}@example.com`;
      await fillForm(page, QUOTE, quoteFor(email));
      await details.press('Control+End');
      await details.pressSequentially('Three weeks of drainage works, with an operator.');
      await page.locator(`${QUOTE} button[type="submit"]`).click();
      await page.getByText('Quote Request Submitted!').first().waitFor();
      const [row] = storedRows<{ equipment_type: string; project_details: string }>(site.server.dbPath, 'SELECT equipment_type, project_details FROM equipment_quotes WHERE email = ?', email);
      assert.equal(row.equipment_type, 'heavy');
      // The machine's rates come with its name, then the visitor's words.
      assert.match(row.project_details, /^Machine: Excavators \(.*\/equipment\/excavators\)\.\nPer day: ₦450,000 \(8 metered hours\)\nPer week: ₦2,700,000\nPer four weeks: ₦9,800,000\nThree weeks of drainage works, with an operator\.$/);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('without JavaScript: the machine page, its quote link and the form the browser posts itself', async () => {
    const { page, watch, close } = await openPage(site, '/equipment', { javaScript: false, width: 1280 });
    try {
      const mixers = machines.find((m) => m.title === 'Concrete Mixers')!;
      await page.locator('#gallery article').getByRole('link', { name: mixers.title, exact: true }).click();
      await page.waitForURL('**/equipment/concrete-mixers');
      await page.getByRole('link', { name: 'Request a quote for this machine' }).first().click();
      await page.waitForURL('**/equipment?machine=concrete-mixers#quote-form');
      assert.equal(await page.locator(`${QUOTE} [name="equipmentType"]`).inputValue(), 'light');
      const email = `machine-plain-${Date.now()}@example.com`;
      await fillForm(page, QUOTE, quoteFor(email));
      await page.locator(`${QUOTE} button[type="submit"]`).click();
      await page.waitForURL(/\/equipment\?sent=/);
      const [row] = storedRows<{ project_details: string }>(site.server.dbPath, 'SELECT project_details FROM equipment_quotes WHERE email = ?', email);
      assert.match(row.project_details, /^Machine: Concrete Mixers \(.*\/equipment\/concrete-mixers\)\./);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('a development from /real-estate: unit prices in naira, then "Ask about this development" fills in the enquiry form', async () => {
    const gra = developments[1];
    const { page, watch, close } = await openPage(site, '/real-estate', { width: 375 });
    try {
      await page.locator('#developments').getByRole('link', { name: new RegExp(`: ${gra.title}$`) }).click();
      await page.waitForURL('**/real-estate/gra-phase-2-residences');
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), gra.title);
      const prices = page.getByRole('table');
      assert.equal(await prices.getByRole('row').count(), gra.units.length + 1);
      assert.ok(await prices.getByText('₦48,000,000 – ₦55,000,000').isVisible());
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scroll (${width} px)`);
      await page.getByRole('link', { name: 'Ask about this development' }).first().click();
      await page.waitForURL('**/real-estate?development=gra-phase-2-residences#enquiry-form');
      await page.waitForSelector('html[data-hydrated]');
      assert.match(await page.locator(`${ENQUIRY} [name="message"]`).inputValue(), /^I would like to know more about GRA Phase 2 Residences \(/);
      assert.equal(await page.locator(`${ENQUIRY} [name="service"]`).inputValue(), 'real-estate');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });
});
