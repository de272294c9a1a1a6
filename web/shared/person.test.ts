import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countsText, personKey, phoneDigits } from './person.ts';

describe('Find a person: what the admin typed', () => {
  test('a Nigerian number is its national form however it is written', () => {
    for (const typed of ['0803 123 4567', '08031234567', '+234 803 123 4567', '+2348031234567', '234 (0) 803-123-4567', '00234 803.123.4567', '(0803) 123-4567']) {
      assert.equal(phoneDigits(typed), '08031234567', typed);
    }
  });

  test('other numbers are compared on all their digits, an international 00 dropped', () => {
    assert.equal(phoneDigits('+44 20 7946 0958'), '442079460958');
    assert.equal(phoneDigits('0044 20 7946 0958'), '442079460958');
    // Not 13 digits after 234: not read as a Nigerian number.
    assert.equal(phoneDigits('+234 1 234 5678'), '23412345678');
  });

  test('an e-mail address is matched in lower case; a phone needs 7 to 15 digits; anything else is refused', () => {
    assert.deepEqual(personKey('  Ngozi.Eze@Example.NG '), { type: 'email', value: 'ngozi.eze@example.ng' });
    assert.deepEqual(personKey('0803 123 4567'), { type: 'phone', value: '08031234567' });
    for (const bad of ['', 'ngozi', 'ngozi@', '@example.ng', '123 456', '1234567890123456', '0803 CALL NOW', 'a@b@c.ng']) {
      assert.equal(personKey(bad), undefined, bad);
    }
  });

  test('counts read as a sentence', () => {
    assert.equal(countsText({ contactMessages: 1, realEstateEnquiries: 0, equipmentQuotes: 2 }), '1 contact message, 0 real-estate enquiries and 2 equipment quote requests');
  });
});
