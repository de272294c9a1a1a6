import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { firstIssuePerField } from '../../shared/schemas.ts';
import { AltSchema, altValuesOf, NEEDS_ALT } from './alt.ts';

const answer = (altText: string, decorative: boolean) => {
  const result = v.safeParse(AltSchema, { altText, decorative });
  return result.success ? { stored: result.output } : firstIssuePerField(result.issues);
};

test('alt text is a description or decorative on purpose, never left out', () => {
  assert.deepEqual(answer('  Crane at Onne ', false), { stored: 'Crane at Onne' });
  assert.deepEqual(answer('ignored', true), { stored: '' });
  assert.deepEqual(answer('   ', false), { altText: NEEDS_ALT });
  assert.match(answer('x'.repeat(301), false).altText ?? '', /at most 300/);
});

test('a stored null is "not described yet", an empty string is decorative', () => {
  assert.deepEqual(altValuesOf(null), { altText: '', decorative: false });
  assert.deepEqual(altValuesOf(''), { altText: '', decorative: true });
  assert.deepEqual(altValuesOf('Crane'), { altText: 'Crane', decorative: false });
});
