// The equipment quote form on /equipment in a real browser against the real server (build first).
// docs/product.md § Forms, § Public toasts: any empty field → toast 'Error' / 'Please fill in all required
// fields.' with the empty fields marked; other problems inline; Submitting...; 'Quote Request Submitted!';
// reset; the stored row; failures.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from '../../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { assertToast, fillForm, focusedName, holdPosts, inlineError, storedRows, valuesOf } from '../../../src/testing/forms.ts';
import { HONEYPOT_FIELD } from '../../../web/shared/schemas.ts';
import { QUOTE_FIELDS } from '../../../web/components/forms/QuoteForm.tsx';
import { daysFromNow } from '../../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const FORM = '#quote-form form';
const MISSING = 'Please fill in all required fields.';

const valid = (email: string) => ({
  name: 'Tunde Bakare',
  equipmentType: 'heavy',
  rentalDuration: 'weekly',
  startDate: START_DATE,
  projectLocation: 'Rumuokoro, Port Harcourt',
  email,
  phone: '0803 123 4567',
  projectDetails: 'One 20-ton excavator with operator for drainage works, about three weeks.',
});

const blank = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, '']));
/** Every field but the visitor's name. */
const REQUIRED = QUOTE_FIELDS.filter((name) => name !== 'name');

describe('QuoteForm on /equipment', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('all seven fields are labelled and marked required, the name labelled and optional; the browser never validates', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      assert.equal(await page.locator(FORM).getAttribute('novalidate'), '');
      for (const name of REQUIRED) {
        const control = page.locator(`${FORM} [name="${name}"]`);
        const label = page.locator(`${FORM} label[for="${await control.getAttribute('id')}"]`);
        assert.equal(await label.count(), 1, `${name} has a label`);
        assert.equal(await label.locator('[aria-hidden="true"]').textContent(), '*');
        assert.equal(await control.getAttribute('aria-required'), 'true');
      }
      const name = page.locator(`${FORM} [name="name"]`);
      assert.equal(await page.locator(`${FORM} label[for="${await name.getAttribute('id')}"]`).textContent(), 'Your Name (optional)');
      assert.equal(await name.getAttribute('aria-required'), null);
      assert.equal(await name.getAttribute('autocomplete'), 'name');
      assert.equal(await page.locator(`${FORM} [name="email"]`).getAttribute('type'), 'email');
      assert.equal(await page.locator(`${FORM} [name="startDate"]`).getAttribute('type'), 'date');
      const options = (name: string) => page.locator(`${FORM} [name="${name}"] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      assert.deepEqual(await options('equipmentType'), ['', 'heavy', 'light', 'specialized']);
      assert.deepEqual(await options('rentalDuration'), ['', 'daily', 'weekly', 'monthly', 'long-term']);
    } finally {
      await close();
    }
  });

  test('an empty submit: the Error toast, every field marked, focus on the first, nothing sent', async () => {
    const { page, watch, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      let posted = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/equipment-quote') && r.method() === 'POST') posted++;
      });
      await page.locator(`${FORM} button[type="submit"]`).click();
      await assertToast(page, 'Error', MISSING, 'destructive');
      for (const name of REQUIRED) assert.ok(await inlineError(page, FORM, name), `${name} is marked`);
      assert.equal(await inlineError(page, FORM, 'name'), null, 'the name may stay empty');
      assert.equal(await inlineError(page, FORM, 'equipmentType'), 'Please choose an equipment type');
      assert.equal(await inlineError(page, FORM, 'phone'), 'Phone is required');
      assert.equal(await focusedName(page), 'equipmentType');
      assert.equal(posted, 0);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('one empty field: the Error toast and only that field marked', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      await fillForm(page, FORM, { ...valid('one-empty@example.com'), projectLocation: '   ' });
      await page.locator(`${FORM} button[type="submit"]`).click();
      await assertToast(page, 'Error', MISSING, 'destructive');
      assert.equal(await inlineError(page, FORM, 'projectLocation'), 'Project location is required');
      for (const name of REQUIRED.filter((n) => n !== 'projectLocation')) assert.equal(await inlineError(page, FORM, name), null, name);
      assert.equal(await focusedName(page), 'projectLocation');
    } finally {
      await close();
    }
  });

  test('a bad e-mail and phone: inline messages only, no toast', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      await fillForm(page, FORM, { ...valid('not-an-email'), phone: 'call me maybe' });
      await page.locator(`${FORM} button[type="submit"]`).click();
      assert.equal(await inlineError(page, FORM, 'email'), 'Please enter a valid email address');
      assert.equal(await inlineError(page, FORM, 'phone'), 'Phone may contain only digits, spaces and + ( ) - .');
      assert.equal(await focusedName(page), 'email');
      await page.waitForTimeout(300);
      assert.equal(await page.locator('li[data-variant][data-state="open"]').count(), 0);
    } finally {
      await close();
    }
  });

  test('a valid request: Submitting..., the success toast, the form reset and the row stored', async () => {
    const { page, watch, close } = await openPage(site, '/equipment', { width: 1280 });
    try {
      const email = `quote-${Date.now()}@example.com`;
      const held = await holdPosts(page, '/api/equipment-quote');
      await fillForm(page, FORM, valid(email));
      const button = page.locator(`${FORM} button[type="submit"]`);
      await button.click();
      await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Submitting...', `${FORM} button[type="submit"]`);
      assert.equal(await button.isDisabled(), true);
      held.release();
      await assertToast(page, 'Quote Request Submitted!', 'Thank you for your equipment quote request! We will contact you soon.', 'default');
      assert.deepEqual(await valuesOf(page, FORM, QUOTE_FIELDS), blank);
      assert.equal(await button.innerText(), 'Submit Quote Request');
      assert.equal(held.sent[0][HONEYPOT_FIELD], '', 'the honeypot travels, empty');
      const rows = storedRows<Record<string, unknown>>(
        site.server.dbPath,
        'SELECT name, equipment_type, rental_duration, start_date, project_location, project_details, email, phone, is_spam, page_path FROM equipment_quotes WHERE email = ?',
        email,
      );
      const v = valid(email);
      assert.deepEqual(rows, [
        {
          name: 'Tunde Bakare',
          equipment_type: v.equipmentType,
          rental_duration: v.rentalDuration,
          start_date: v.startDate,
          project_location: v.projectLocation,
          project_details: v.projectDetails,
          email,
          phone: v.phone,
          is_spam: 0,
          page_path: '/equipment',
        },
      ]);
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('the success toast shows the server’s own reply when it sends one', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      const reply = 'Thank you! Our plant desk will call you within one working day.';
      await page.route('**/api/equipment-quote', (route) =>
        route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 7, message: reply }) }),
      );
      await fillForm(page, FORM, valid(`reply-${Date.now()}@example.com`));
      await page.locator(`${FORM} button[type="submit"]`).click();
      await assertToast(page, 'Quote Request Submitted!', reply, 'default');
      assert.deepEqual(await valuesOf(page, FORM, QUOTE_FIELDS), blank);
    } finally {
      await close();
    }
  });

  test('a server failure: the Error toast with the error message; the words stay', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      await page.route('**/api/equipment-quote', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'We could not save your submission just now.' }) }),
      );
      const values = valid(`fail-${Date.now()}@example.com`);
      await fillForm(page, FORM, values);
      await page.locator(`${FORM} button[type="submit"]`).click();
      await assertToast(page, 'Error', '503: We could not save your submission just now.', 'destructive');
      assert.deepEqual(await valuesOf(page, FORM, QUOTE_FIELDS), values);
    } finally {
      await close();
    }
  });

  test('no connection: the Error toast with docs/product.md’s sentence', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      await page.route('**/api/equipment-quote', (route) => route.abort('internetdisconnected'));
      await fillForm(page, FORM, valid(`offline-${Date.now()}@example.com`));
      await page.locator(`${FORM} button[type="submit"]`).click();
      await assertToast(page, 'Error', 'Failed to submit quote request. Please try again.', 'destructive');
    } finally {
      await close();
    }
  });

  test('the honeypot is present, hidden and out of the tab order', async () => {
    const { page, close } = await openPage(site, '/equipment', { width: 375 });
    try {
      const trap = page.locator(`${FORM} [name="${HONEYPOT_FIELD}"]`);
      assert.equal(await trap.count(), 1);
      assert.equal(await trap.getAttribute('tabindex'), '-1');
      assert.equal(await trap.getAttribute('autocomplete'), 'off');
      assert.equal(await trap.evaluate((el) => !!el.closest('[aria-hidden="true"]')), true);
      const box = await trap.boundingBox();
      assert.ok(box && box.x + box.width <= 0, 'drawn off-screen');
    } finally {
      await close();
    }
  });
});
