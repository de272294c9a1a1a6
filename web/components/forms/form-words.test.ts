import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SERVICE_OPTIONS } from '../../shared/schemas.ts';
import { contactFormSection } from '../../shared/seed/contact.ts';
import { quoteFormSection } from '../../shared/seed/equipment.ts';
import { realEstateFormSection } from '../../shared/seed/real-estate.ts';
import { pageFromSeed } from '../../pages/parts/blocks.ts';
import { formWords } from './form-words.ts';

const liveSection = (seed: typeof contactFormSection) =>
  pageFromSeed({ slug: 'x', title: 'x', sections: [seed] }).sections[0];

describe('formWords', () => {
  test('reads labels, placeholders, options, button and toasts from the content', () => {
    const words = formWords(liveSection(contactFormSection), contactFormSection);
    assert.equal(words.label('firstName'), 'First Name');
    assert.equal(words.placeholder('service'), 'Select a service');
    assert.deepEqual(words.options('service', SERVICE_OPTIONS).map((o) => o.label), [
      'Construction',
      'Paint Manufacturing',
      'Real Estate',
      'Equipment Rental',
      'General Inquiry',
    ]);
    assert.equal(words.submit, 'Send Message');
    assert.equal(words.submitting, 'Sending...');
    assert.deepEqual(words.toast('success'), {
      title: 'Message Sent Successfully!',
      description: 'Thank you for your message! We will get back to you soon.',
    });
    assert.deepEqual(words.toast('failure'), {
      title: 'Error Sending Message',
      description: 'There was an error sending your message. Please try again.',
    });
  });

  test('docs/product.md § Public toasts words for the real-estate enquiry and the quote form', () => {
    const enquiry = formWords(undefined, realEstateFormSection);
    assert.equal(enquiry.toast('success').description, 'Thank you for your inquiry! We will contact you privately to discuss your real estate needs.');
    assert.equal(enquiry.submitting, 'Sending...');
    const quote = formWords(undefined, quoteFormSection);
    assert.equal(quote.submitting, 'Submitting...');
    assert.deepEqual(quote.toast('success'), {
      title: 'Quote Request Submitted!',
      description: 'Thank you for your equipment quote request! We will contact you soon.',
    });
    assert.deepEqual(quote.toast('failure'), { title: 'Error', description: 'Failed to submit quote request. Please try again.' });
    assert.deepEqual(quote.toast('missing'), { title: 'Error', description: 'Please fill in all required fields.' });
  });

  test('an admin’s wording wins; a missing block falls back to the seed, never to nothing', () => {
    const section = liveSection(contactFormSection);
    const label = section.contentBlocks.find((b) => b.metadata?.name === 'email')!;
    label.title = 'Your e-mail';
    section.contentBlocks = section.contentBlocks.filter((b) => !(b.blockType === 'option' && b.metadata?.value === 'paint') && b.blockType !== 'submit');
    const words = formWords(section, contactFormSection);
    assert.equal(words.label('email'), 'Your e-mail');
    assert.equal(words.options('service', SERVICE_OPTIONS)[1].label, 'Paint Manufacturing');
    assert.equal(words.submit, 'Send Message');
  });

  test('options are the schema’s values only, whatever the content holds', () => {
    const section = liveSection(contactFormSection);
    section.contentBlocks.push({ ...section.contentBlocks[0], id: 999, blockType: 'option', title: 'Hacking', metadata: { field: 'service', value: 'hacking' } });
    const values = formWords(section, contactFormSection).options('service', SERVICE_OPTIONS).map((o) => o.value);
    assert.deepEqual(values, [...SERVICE_OPTIONS]);
  });
});
