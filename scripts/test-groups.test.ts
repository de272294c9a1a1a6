import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balancedGroups } from './test-groups.ts';

const weights: Record<string, number> = { a: 90, b: 50, c: 40, d: 30, e: 20, f: 10 };
const weigh = (file: string) => weights[file];
const total = (group: string[]) => group.reduce((sum, file) => sum + weigh(file), 0);

test('every file runs in exactly one group, and the groups carry about the same work', () => {
  const groups = balancedGroups(Object.keys(weights), 2, weigh);
  assert.equal(groups.length, 2);
  assert.deepEqual(groups.flat().sort(), Object.keys(weights));
  assert.deepEqual(groups.map(total).sort(), [120, 120]);
});

test('no group is left empty: fewer files than groups make as many groups as files, and no file makes none', () => {
  assert.deepEqual(balancedGroups(['a'], 2, weigh), [['a']]);
  assert.deepEqual(balancedGroups([], 2, weigh), []);
  assert.deepEqual(balancedGroups(['a', 'b'], 0, weigh), [['a', 'b']]);
});
