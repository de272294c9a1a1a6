// The contact-submission form in a real browser against the real server (build first: `npx tsx build.ts`):
// on /contact (no service chosen) and on /real-estate (Real Estate preselected). docs/product.md § Forms, § Public toasts.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from '../../../src/testing/public-pages.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { assertToast, fillForm, focusedId, focusedName, holdPosts, inlineError, storedRows, valuesOf } from '../../../src/testing/forms.ts';
import { HONEYPOT_FIELD } from '../../../web/shared/schemas.ts';
import { CONTACT_FIELDS } from '../../../web/components/forms/ContactForm.tsx';

const CONTACT = '#contact-form form';
const ENQUIRY = '#enquiry-form form';
const FAILURE = 'There was an error sending your message. Please try again.';

interface ContactRow {
  attribution: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  service: string;
  message: string;
  is_spam: number;
  page_path: string | null;
}

const valid = (email: string, service = 'construction') => ({
  firstName: 'Chinedu',
  lastName: 'Okafor',
  email,
  phone: '+234 803 123 4567',
  service,
  message: 'We need a two-storey office block built on our plot in Rumuola.',
});

const rowsFor = (site: Site, email: string) =>
  storedRows<ContactRow>(site.server.dbPath, 'SELECT * FROM contact_submissions WHERE email = ?', email);

describe('ContactForm on /contact', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('every field is labelled; required ones marked; email is type=email; the browser never validates', async () => {
    const { page, close } = await openPage(site, '/contact', { width: 375 });
    try {
      const form = page.locator(CONTACT);
      assert.equal(await form.getAttribute('novalidate'), '');
      for (const name of CONTACT_FIELDS) {
        const control = form.locator(`[name="${name}"]`);
        const id = await control.getAttribute('id');
        const label = form.locator(`label[for="${id}"]`);
        assert.equal(await label.count(), 1, `${name} has a label`);
        const required = name !== 'phone';
        assert.equal(await control.getAttribute('aria-required'), required ? 'true' : null, name);
        const mark = label.locator('[aria-hidden="true"]');
        assert.equal(await mark.count(), required ? 1 : 0, `${name} required mark`);
        if (required) assert.equal(await mark.textContent(), '*');
      }
      assert.equal(await form.locator('[name="email"]').getAttribute('type'), 'email');
      assert.equal(await form.locator('[name="service"]').inputValue(), '');
      assert.equal(await form.locator('[name="service"] option').first().textContent(), 'Select a service');
      assert.deepEqual(await form.locator('[name="service"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)), [
        '',
        'construction',
        'paint',
        'real-estate',
        'equipment',
        'general',
      ]);
    } finally {
      await close();
    }
  });

  test('an empty submit: a message tied to each required field, focus on the first, nothing sent', async () => {
    const { page, watch, close } = await openPage(site, '/contact', { width: 375 });
    try {
      let posted = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/contact') && r.method() === 'POST') posted++;
      });
      await page.locator(`${CONTACT} button[type="submit"]`).click();
      assert.equal(await inlineError(page, CONTACT, 'firstName'), 'First name is required');
      assert.equal(await inlineError(page, CONTACT, 'lastName'), 'Last name is required');
      assert.equal(await inlineError(page, CONTACT, 'email'), 'Email is required');
      assert.equal(await inlineError(page, CONTACT, 'phone'), null, 'phone is optional');
      assert.equal(await inlineError(page, CONTACT, 'service'), 'Please choose a service');
      assert.equal(await inlineError(page, CONTACT, 'message'), 'Message is required');
      assert.equal(await focusedName(page), 'firstName');
      // Messages follow the typing once shown.
      await page.locator(`${CONTACT} [name="firstName"]`).fill('Ada');
      assert.equal(await inlineError(page, CONTACT, 'firstName'), null);
      assert.equal(await page.locator(`${CONTACT} [name="firstName"]`).getAttribute('aria-invalid'), null);
      assert.equal(posted, 0);
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('an invalid e-mail: only its inline message, tied to the field, and focus there', async () => {
    const { page, close } = await openPage(site, '/contact', { width: 375 });
    try {
      await fillForm(page, CONTACT, valid('chinedu@'));
      await page.locator(`${CONTACT} button[type="submit"]`).click();
      assert.equal(await inlineError(page, CONTACT, 'email'), 'Please enter a valid email address');
      for (const name of CONTACT_FIELDS.filter((n) => n !== 'email')) assert.equal(await inlineError(page, CONTACT, name), null, name);
      assert.equal(await focusedName(page), 'email');
    } finally {
      await close();
    }
  });

  test('a valid submit: Sending..., the success toast, a lasting confirmation with the reference, focused, the form reset and the row stored', async () => {
    const { page, watch, close } = await openPage(site, '/contact', { width: 375 });
    try {
      const email = `valid-${Date.now()}@example.com`;
      const held = await holdPosts(page, '/api/contact');
      await fillForm(page, CONTACT, valid(email, 'paint'));
      const button = page.locator(`${CONTACT} button[type="submit"]`);
      await button.click();
      await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Sending...', `${CONTACT} button[type="submit"]`);
      assert.equal(await button.isDisabled(), true);
      const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
      held.release();
      const reply = (await (await response).json()) as { id: number; message?: string };
      assert.equal((await response).status(), 201);
      assert.ok(reply.message, 'the server sends a message');
      await assertToast(page, 'Message Sent Successfully!', reply.message!, 'default');
      assert.deepEqual(await valuesOf(page, CONTACT, CONTACT_FIELDS), { firstName: '', lastName: '', email: '', phone: '', service: '', message: '' });
      // The toast goes; the confirmation stays in the form's place, read first, with what to quote when calling.
      const confirmation = page.locator(`${CONTACT} #form-sent[role="status"]`);
      assert.match(
        (await confirmation.innerText()).replace(/\s+/g, ' '),
        new RegExp(`^Message Sent Successfully! ${reply.message} What happens next .*within 24 hours.* Your reference: contact #${reply.id}$`),
      );
      assert.equal(await focusedId(page), 'form-sent');
      await page.waitForTimeout(5500);
      assert.equal(await confirmation.isVisible(), true, 'still there after the toast has gone');
      assert.equal(await button.innerText(), 'Send Message');
      assert.equal(await button.isDisabled(), false);

      assert.equal(held.sent.length, 1);
      assert.equal(held.sent[0][HONEYPOT_FIELD], '', 'the honeypot travels, empty');
      const rows = rowsFor(site, email);
      assert.equal(rows.length, 1);
      // A visit typed in directly, landing on this page (the lead's source, e2e/pages/lead-source.test.ts).
      const { first } = JSON.parse(rows[0].attribution ?? 'null') ?? {};
      assert.deepEqual([first?.source, first?.landingPath], ['direct', '/contact']);
      assert.deepEqual(
        { ...rows[0], id: undefined, created_at: undefined, read_at: undefined, attribution: undefined },
        {
          id: undefined,
          created_at: undefined,
          read_at: undefined,
          attribution: undefined,
          first_name: 'Chinedu',
          last_name: 'Okafor',
          email,
          phone: '+234 803 123 4567',
          service: 'paint',
          message: 'We need a two-storey office block built on our plot in Rumuola.',
          is_spam: 0,
          page_path: '/contact',
          status: 'new',
          assignee_id: null,
          first_response_at: null,
        },
      );
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('a server failure: the destructive toast with the error message; the visitor’s words stay', async () => {
    const { page, close } = await openPage(site, '/contact', { width: 375 });
    try {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'The database is unavailable.' }) }),
      );
      const values = valid(`fail-${Date.now()}@example.com`);
      await fillForm(page, CONTACT, values);
      await page.locator(`${CONTACT} button[type="submit"]`).click();
      await assertToast(page, 'Error Sending Message', '500: The database is unavailable.', 'destructive');
      assert.deepEqual(await valuesOf(page, CONTACT, CONTACT_FIELDS), values);
      assert.equal(rowsFor(site, values.email).length, 0);
    } finally {
      await close();
    }
  });

  test('no connection: the destructive toast with docs/product.md’s sentence', async () => {
    const { page, close } = await openPage(site, '/contact', { width: 375 });
    try {
      await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
      await fillForm(page, CONTACT, valid(`offline-${Date.now()}@example.com`));
      await page.locator(`${CONTACT} button[type="submit"]`).click();
      await assertToast(page, 'Error Sending Message', FAILURE, 'destructive');
    } finally {
      await close();
    }
  });

  test('a validation refusal from the server lands on its field', async () => {
    const { page, close } = await openPage(site, '/contact', { width: 375 });
    try {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Please check the form.', issues: [{ path: 'lastName', message: 'Last name looks wrong' }] }),
        }),
      );
      await fillForm(page, CONTACT, valid(`refused-${Date.now()}@example.com`));
      await page.locator(`${CONTACT} button[type="submit"]`).click();
      await assertToast(page, 'Error Sending Message', '400: Please check the form.', 'destructive');
      assert.equal(await inlineError(page, CONTACT, 'lastName'), 'Last name looks wrong');
      assert.equal(await focusedName(page), 'lastName');
    } finally {
      await close();
    }
  });

  test('the honeypot: present, off-screen, out of the tab order, hidden from assistive tech, and sent', async () => {
    const { page, close } = await openPage(site, '/contact', { width: 375 });
    try {
      const trap = page.locator(`${CONTACT} [name="${HONEYPOT_FIELD}"]`);
      assert.equal(await trap.count(), 1);
      assert.equal(await trap.getAttribute('tabindex'), '-1');
      assert.equal(await trap.getAttribute('autocomplete'), 'off');
      assert.equal(await trap.evaluate((el) => !!el.closest('[aria-hidden="true"]')), true);
      assert.equal(await trap.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent), 'Leave this empty');
      const box = await trap.boundingBox();
      assert.ok(box && box.x + box.width <= 0, 'drawn off-screen');
      // Tabbing from the message skips the trap: the privacy line's link (read before sending), then the submit button.
      await page.locator(`${CONTACT} [name="message"]`).focus();
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/privacy');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'submit');

      // A bot that fills it is still answered, and its row is flagged as spam.
      const email = `bot-${Date.now()}@example.com`;
      const held = await holdPosts(page, '/api/contact');
      held.release();
      await fillForm(page, CONTACT, valid(email));
      await trap.fill('http://spam.example', { force: true });
      await page.locator(`${CONTACT} button[type="submit"]`).click();
      await assertToast(page, 'Message Sent Successfully!', '', 'default');
      assert.equal(held.sent[0][HONEYPOT_FIELD], 'http://spam.example');
      assert.equal(rowsFor(site, email)[0]?.is_spam, 1);
    } finally {
      await close();
    }
  });
});

describe('ContactForm on /real-estate', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('Real Estate is preselected, a valid enquiry is stored, and the form resets to Real Estate', async () => {
    const { page, watch, close } = await openPage(site, '/real-estate', { width: 1280 });
    try {
      assert.equal(await page.locator(`${ENQUIRY} [name="service"]`).inputValue(), 'real-estate');
      const email = `enquiry-${Date.now()}@example.com`;
      const { service: _chosen, ...fields } = valid(email);
      const held = await holdPosts(page, '/api/contact');
      await fillForm(page, ENQUIRY, { ...fields, phone: '' });
      await page.locator(`${ENQUIRY} button[type="submit"]`).click();
      await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Sending...', `${ENQUIRY} button[type="submit"]`);
      const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
      held.release();
      const reply = (await (await response).json()) as { message: string };
      await assertToast(page, 'Message Sent Successfully!', reply.message, 'default');
      assert.equal(await page.locator(`${ENQUIRY} [name="service"]`).inputValue(), 'real-estate');
      assert.equal(await page.locator(`${ENQUIRY} [name="firstName"]`).inputValue(), '');
      const rows = rowsFor(site, email);
      assert.equal(rows.length, 1);
      assert.equal(rows[0].service, 'real-estate');
      assert.equal(rows[0].phone, null, 'an empty phone is stored as absent');
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('when the server sends no message, the page’s own thanks is shown', async () => {
    const { page, close } = await openPage(site, '/real-estate', { width: 375 });
    try {
      await page.route('**/api/contact', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }));
      const { service: _chosen, ...fields } = valid(`quiet-${Date.now()}@example.com`);
      await fillForm(page, ENQUIRY, fields);
      await page.locator(`${ENQUIRY} button[type="submit"]`).click();
      await assertToast(
        page,
        'Message Sent Successfully!',
        'Thank you for your inquiry! We will contact you privately to discuss your real estate needs.',
        'default',
      );
    } finally {
      await close();
    }
  });
});
