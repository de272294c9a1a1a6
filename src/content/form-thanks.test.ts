import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, makeTestApp } from '../testing/app.ts';
import { seededThanks } from './form-thanks.ts';
import { daysFromNow } from '../testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const enquiry = (service: string) => ({
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: 'ngozi@example.ng',
  service,
  message: 'A three-bedroom flat in GRA Phase 2, please.',
});

const setSuccessText = (t: ReturnType<typeof makeTestApp>, slug: string, sectionKey: string, text: string) =>
  t.sqlite
    .prepare(
      `UPDATE content_blocks SET content = ? WHERE block_type = 'toast' AND json_extract(metadata, '$.kind') = 'success'
       AND section_id = (SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = ? AND s.section_key = ?)`,
    )
    .run(text, slug, sectionKey).changes;

test('each form thanks the visitor with its own page’s success text from the seed', () => {
  assert.equal(seededThanks('contact'), 'Thank you for your message! We will get back to you soon.');
  assert.equal(seededThanks('real-estate'), 'Thank you for your inquiry! We will contact you privately to discuss your real estate needs.');
  assert.equal(seededThanks('quote'), 'Thank you for your equipment quote request! We will contact you soon.');
});

test('a real-estate enquiry gets the real-estate promise; other services get the contact thanks', async () => {
  const { app } = makeTestApp();
  assert.equal((await call(app, 'POST', '/api/contact', enquiry('real-estate'))).json.message, seededThanks('real-estate'));
  assert.equal((await call(app, 'POST', '/api/contact', enquiry('general'))).json.message, seededThanks('contact'));
});

test('the reply follows the admin’s edit of the success text, and falls back to the seed when it is emptied', async () => {
  const t = makeTestApp();
  assert.equal(setSuccessText(t, 'equipment', 'quote-form', 'Thanks — our rental desk will call you today.'), 1);
  t.services.changes.notify();
  const quote = {
    equipmentType: 'heavy',
    rentalDuration: 'weekly',
    startDate: START_DATE,
    projectLocation: 'Onne, Rivers State',
    projectDetails: 'A 30-ton excavator for a jetty foundation.',
    email: 'site@example.ng',
    phone: '0803 555 0147',
  };
  assert.equal((await call(t.app, 'POST', '/api/equipment-quote', quote)).json.message, 'Thanks — our rental desk will call you today.');

  setSuccessText(t, 'equipment', 'quote-form', '');
  t.services.changes.notify();
  assert.equal((await call(t.app, 'POST', '/api/equipment-quote', quote)).json.message, seededThanks('quote'));
});
