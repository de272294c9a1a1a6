// The wa.me link of docs/product.md § WhatsApp link: the number's digits, the message with its blanks filled, and
// no link at all without a valid number.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { whatsappDigits, whatsappHref, whatsappMessage } from './whatsapp.ts';

describe('WhatsApp link', () => {
  it('keeps only the digits of an international number, country code first', () => {
    assert.equal(whatsappDigits(' +234 803-123 4567 '), '2348031234567');
    assert.equal(whatsappDigits('2348031234567'), '2348031234567');
    for (const bad of ['', '0803 123 4567', '+234 (803) 123 4567', '1234567', '+1234567890123456']) assert.equal(whatsappDigits(bad), undefined, bad);
  });

  it('fills {company} and {page}, every time they appear, and leaves other braces alone', () => {
    assert.equal(
      whatsappMessage("Hello {company}, I'm writing from your {page} page.", { company: 'Metrik Group', page: 'Equipment' }),
      "Hello Metrik Group, I'm writing from your Equipment page.",
    );
    assert.equal(whatsappMessage('{page} / {page} {other}', { company: 'M', page: 'Paints' }), 'Paints / Paints {other}');
  });

  it('encodes the message into ?text=, omits it when empty, and gives no link without a valid number', () => {
    assert.equal(whatsappHref('+234 803 123 4567', 'Hi & welcome? 100%'), 'https://wa.me/2348031234567?text=Hi%20%26%20welcome%3F%20100%25');
    assert.equal(whatsappHref('+234 803 123 4567', ''), 'https://wa.me/2348031234567');
    assert.equal(whatsappHref('', 'Hello'), undefined);
    assert.equal(whatsappHref('0803 123 4567', 'Hello'), undefined);
  });
});
