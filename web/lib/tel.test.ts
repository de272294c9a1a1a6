import assert from 'node:assert/strict';
import { test } from 'node:test';
import { telHref } from './tel.ts';

test('a phone number as people write it becomes a dialable tel: link', () => {
  assert.equal(telHref('+234 803 555 0147'), 'tel:+2348035550147');
  assert.equal(telHref('(0803) 555-0147 ext. 2'), 'tel:080355501472');
  // A Nigerian number written the local way is dialled in international form, so it works from abroad too.
  assert.equal(telHref('0803.555.0147'), 'tel:+2348035550147');
});
