import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CROPS, cropsOf } from './crops.ts';

test('one crop preview per distinct slot ratio, named after its slots', () => {
  assert.deepEqual(CROPS, [{ ratio: 1.6, label: 'Hero, cards and gallery (16:10)' }]);
  assert.deepEqual(
    cropsOf([
      { label: 'Hero', ratio: 16 / 9 },
      { label: 'Cards', ratio: 16 / 10 },
      { label: 'Gallery', ratio: 1 },
      { label: 'Team', ratio: 1 },
    ]).map((c) => c.label),
    ['Hero (16:9)', 'Cards (16:10)', 'Gallery and team (1:1)'],
  );
});
