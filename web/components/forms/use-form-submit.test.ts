import assert from 'node:assert/strict';
import { test } from 'node:test';
import { replyMessage } from './use-form-submit.ts';

test('a success reply’s message is shown trimmed; anything else leaves the form’s own thanks', () => {
  assert.equal(replyMessage({ id: 1, message: '  Thank you!  ' }), 'Thank you!');
  for (const reply of [null, undefined, {}, { message: 42 }, { message: '   ' }, 'Thank you!']) assert.equal(replyMessage(reply), '', JSON.stringify(reply));
});
