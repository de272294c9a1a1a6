import assert from 'node:assert/strict';
import { test } from 'node:test';
import { altTextOf, choiceOf, NEEDS_ALT } from './alt.ts';

test('alt text is a description or decorative on purpose, never left out', () => {
  assert.deepEqual(altTextOf({ text: '  Crane at Onne ', decorative: false }), { altText: 'Crane at Onne' });
  assert.deepEqual(altTextOf({ text: 'ignored', decorative: true }), { altText: '' });
  assert.deepEqual(altTextOf({ text: '   ', decorative: false }), { problem: NEEDS_ALT });
  assert.match((altTextOf({ text: 'x'.repeat(301), decorative: false }) as { problem: string }).problem, /at most 300/);
});

test('a stored null is "not described yet", an empty string is decorative', () => {
  assert.deepEqual(choiceOf(null), { text: '', decorative: false });
  assert.deepEqual(choiceOf(''), { text: '', decorative: true });
  assert.deepEqual(choiceOf('Crane'), { text: 'Crane', decorative: false });
});
