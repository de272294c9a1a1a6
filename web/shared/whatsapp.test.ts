// The wa.me link of docs/product.md § WhatsApp link: the number's digits (a Nigerian 0805 … read as +234 805 …), the
// message with its blanks filled, and no link at all without a valid number.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dialableNumber, internationalWhatsappNumber, whatsappDigits, whatsappHref, whatsappMessage } from './whatsapp.ts';

describe('WhatsApp link', () => {
  it('keeps only the digits of an international number, country code first', () => {
    assert.equal(whatsappDigits(' +234 803-123 4567 '), '2348031234567');
    assert.equal(whatsappDigits('2348031234567'), '2348031234567');
    assert.equal(whatsappDigits('+1 (202) 555-0143'), '12025550143');
    assert.equal(whatsappDigits('+44 20 7946 0958'), '442079460958');
  });

  it('reads a Nigerian number as dialled at home however it is written: 234 takes the place of the 0', () => {
    for (const typed of ['0805 123 4567', '08051234567', '(0805) 123-4567', '0805.123.4567', '+234 805 123 4567', '234-805-123-4567', '+234 (0) 805 123 4567', '00234 805 123 4567']) {
      assert.equal(whatsappDigits(typed), '2348051234567', typed);
    }
  });

  it('gives nothing for what cannot be a WhatsApp number', () => {
    const bad = [
      '',
      '0805 123 456', // a local number one digit short
      '0805 123 45678', // and one too long
      '084 123456', // a Port Harcourt landline without the country code
      '0044 20 7946 0958', // a foreign number needs its country code after a +, not an international prefix
      '+0805 123 4567',
      '++2348051234567',
      '234+8051234567',
      '0805 CALL NOW',
      '+234 805 123 456x',
      'wa.me/2348051234567',
      '1234567',
      '+1234567890123456',
    ];
    for (const typed of bad) assert.equal(whatsappDigits(typed), undefined, typed);
  });

  it('the setting is stored in one international form: +234 805 123 4567 for a Nigerian mobile, + and the digits for others', () => {
    for (const typed of ['0805 123 4567', '08051234567', '+234 805 123 4567', '234-805-123-4567', '(0805) 123-4567', '+2348051234567']) {
      assert.equal(internationalWhatsappNumber(typed), '+234 805 123 4567', typed);
    }
    assert.equal(internationalWhatsappNumber('+1-202-555-0143'), '+12025550143');
    assert.equal(internationalWhatsappNumber('+234 1 234 5678'), '+23412345678');
    assert.equal(internationalWhatsappNumber('0805 123 456'), undefined);
    // What is stored gives the same link as what was typed.
    assert.equal(whatsappHref(internationalWhatsappNumber('0805 123 4567') ?? '', ''), 'https://wa.me/2348051234567');
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
    assert.equal(whatsappHref('0803 123 456', 'Hello'), undefined);
    assert.equal(whatsappHref('0803 123 4567', ''), 'https://wa.me/2348031234567', 'a number stored before it was put in international form still links');
  });

  it('writes any phone number the way a caller abroad dials it: a local Nigerian one, mobile or landline, gets +234 for its 0', () => {
    for (const typed of ['0803 555 0199', '(0803) 555-0199', '+234 803 555 0199', '234 803 555 0199', '+234 (0) 803 555 0199', '00234 803 555 0199']) {
      assert.equal(dialableNumber(typed), '+2348035550199', typed);
    }
    assert.equal(dialableNumber('084 234 567'), '+23484234567', 'a Port Harcourt landline');
    assert.equal(dialableNumber('01 234 5678'), '+23412345678', 'a Lagos landline');
    assert.equal(dialableNumber('+44 20 7946 0958'), '+442079460958');
    assert.equal(dialableNumber('112'), '112', 'a short code stays as typed');
  });
});
