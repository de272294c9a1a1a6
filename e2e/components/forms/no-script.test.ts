// The public forms sent by the browser itself, in a real browser against the real server (build first): with
// JavaScript off (Opera Mini's server mode, a blocked script) and before the site's script has arrived on a slow
// network. docs/product.md § Forms without JavaScript.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from '../../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { fillForm, focusedId, focusedName, holdRequests, inlineError, storedRows, valuesOf } from '../../../src/testing/forms.ts';
import { daysFromNow } from '../../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const CONTACT = '#contact-form form';
const QUOTE = '#quote-form form';

const message = {
  firstName: 'Ngozi',
  lastName: 'Amadi',
  email: 'ngozi.noscript@example.ng',
  phone: '0803 123 4567',
  service: 'construction',
  message: 'Sent from a phone whose browser runs no script.',
};


describe('public forms without the site’s script', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('JavaScript off: a contact message is stored, and the page comes back with its thank-you, focused', async () => {
    const { page, close } = await openPage(site, '/contact', { javaScript: false, width: 375 });
    try {
      await fillForm(page, CONTACT, message);
      await Promise.all([page.waitForURL(/\/contact\?sent=contact&ref=\d+#form-sent$/), page.locator(`${CONTACT} button[type=submit]`).click()]);
      const notice = page.locator('#form-sent');
      assert.match((await notice.textContent()) ?? '', /Message Sent Successfully!.*Thank you for your message!/);
      assert.equal(await notice.getAttribute('role'), 'status');
      assert.equal(await focusedId(page), 'form-sent');
      const [{ id }] = storedRows<{ id: number }>(site.server.dbPath, 'SELECT id FROM contact_submissions WHERE email = ?', message.email);
      assert.match((await notice.textContent()) ?? '', new RegExp(`What happens next.*within 24 hours.*Your reference: contact #${id}$`));
      const rows = storedRows<{ message: string; page_path: string }>(site.server.dbPath, 'SELECT message, page_path FROM contact_submissions WHERE email = ?', message.email);
      assert.deepEqual(rows, [{ message: message.message, page_path: '/contact' }]);
      // The form itself is empty again, ready for another message.
      assert.equal(await page.locator(`${CONTACT} [name="message"]`).inputValue(), '');
    } finally {
      await close();
    }
  });

  test('JavaScript off: a refused quote comes back with what was typed, a message per field and focus on the first; fixed, it is stored', async () => {
    const { page, close } = await openPage(site, '/equipment', { javaScript: false, width: 1280 });
    try {
      const typed = {
        equipmentType: 'heavy',
        rentalDuration: 'weekly',
        startDate: '',
        projectLocation: 'Onne port',
        email: 'quote.noscript@example.ng',
        phone: '',
        projectDetails: 'Two cranes for a month.',
      };
      await fillForm(page, QUOTE, typed);
      await Promise.all([page.waitForLoadState('load'), page.waitForURL(/\/equipment$/), page.locator(`${QUOTE} button[type=submit]`).click()]);
      assert.match((await inlineError(page, QUOTE, 'startDate')) ?? '', /Start date is required/);
      assert.match((await inlineError(page, QUOTE, 'phone')) ?? '', /Phone/);
      assert.equal(await inlineError(page, QUOTE, 'email'), null);
      assert.equal(await focusedName(page), 'startDate');
      assert.deepEqual(await valuesOf(page, QUOTE, ['equipmentType', 'projectLocation', 'email', 'projectDetails']), {
        equipmentType: 'heavy',
        projectLocation: 'Onne port',
        email: typed.email,
        projectDetails: typed.projectDetails,
      });
      assert.equal(storedRows(site.server.dbPath, 'SELECT id FROM equipment_quotes WHERE email = ?', typed.email).length, 0);

      await fillForm(page, QUOTE, { startDate: START_DATE, phone: '+234 803 123 4567' });
      await Promise.all([page.waitForURL(/\/equipment\?sent=quote&ref=\d+#form-sent$/), page.locator(`${QUOTE} button[type=submit]`).click()]);
      assert.match((await page.locator('#form-sent').textContent()) ?? '', /Quote Request Submitted/i);
      assert.equal(storedRows(site.server.dbPath, 'SELECT id FROM equipment_quotes WHERE email = ?', typed.email).length, 1);
    } finally {
      await close();
    }
  });

  test('sent before the script arrived (slow network): stored, and the thank-you page then hydrates without an error', async () => {
    const { page, watch, close } = await openPage(site, '/real-estate', { width: 375 });
    try {
      // A fresh load of the page whose app script is held back, as on a slow network.
      const release = await holdRequests(page, '**/*.js');
      await page.goto(`${site.server.url}/real-estate`, { waitUntil: 'commit' });
      await page.locator('#enquiry-form form button[type=submit]').waitFor();
      const enquiry = { ...message, email: 'early.visitor@example.ng', service: 'real-estate', message: 'Typed before the page finished loading.' };
      await fillForm(page, '#enquiry-form form', enquiry);
      await Promise.all([page.waitForURL(/\/real-estate\?sent=real-estate&ref=\d+#form-sent$/, { waitUntil: 'commit' }), page.locator('#enquiry-form form button[type=submit]').click()]);
      await page.locator('#form-sent').waitFor();
      assert.match((await page.locator('#form-sent').textContent()) ?? '', /Thank you/i);
      assert.equal(storedRows(site.server.dbPath, 'SELECT id FROM contact_submissions WHERE email = ?', enquiry.email).length, 1);

      release();
      await page.waitForLoadState('networkidle');
      // Hydrated: an empty submit is now checked in the page (no navigation), and the old thank-you gives way.
      await page.locator('#enquiry-form form button[type=submit]').click();
      await page.locator('#enquiry-form form [name="firstName"][aria-invalid="true"]').waitFor();
      assert.match(page.url(), /\?sent=real-estate&ref=\d+#form-sent$/, 'the page did not post itself again');
      assert.equal(await page.locator('#form-sent').count(), 0);
      assert.deepEqual(watch.errors, [], 'no console error (a hydration mismatch would be one)');
    } finally {
      await close();
    }
  });
});
