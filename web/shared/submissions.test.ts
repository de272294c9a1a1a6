import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INBOX_LIST, kindOfInboxList } from './submissions.ts';

test('the inbox addresses name each kind once, and nothing else names a kind', () => {
  assert.deepEqual(INBOX_LIST, { contact: 'contact', quote: 'quotes' });
  assert.equal(kindOfInboxList('contact'), 'contact');
  assert.equal(kindOfInboxList('quotes'), 'quote');
  for (const other of ['quote', 'Quotes', 'contacts', '', 'constructor', '__proto__', undefined]) {
    assert.equal(kindOfInboxList(other), undefined, String(other));
  }
});
