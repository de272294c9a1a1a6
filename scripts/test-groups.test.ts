import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balancedGroups } from './test-groups.ts';
import { expectedTime } from './test-pool.ts';

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

test("weighed by the files' last times, a small slow file (the fuzzing) is balanced against the many others", () => {
  const sizes: Record<string, number> = { 'fuzz.test.ts': 20_000, 'b.test.ts': 30_000, 'c.test.ts': 30_000, 'd.test.ts': 30_000 };
  const lastTimes = { 'fuzz.test.ts': 30_000, 'b.test.ts': 10_000, 'c.test.ts': 10_000 };
  const weigh = expectedTime(Object.keys(sizes), lastTimes, (file) => sizes[file]);
  assert.equal(weigh('d.test.ts'), 30_000 * (50_000 / 80_000), 'an untimed file at the rate of the timed ones');
  assert.deepEqual(balancedGroups(Object.keys(sizes), 2, weigh), [['fuzz.test.ts'], ['b.test.ts', 'c.test.ts', 'd.test.ts']]);
  assert.deepEqual(balancedGroups(Object.keys(sizes), 2, (file) => sizes[file]), [['b.test.ts', 'd.test.ts'], ['c.test.ts', 'fuzz.test.ts']], 'by size it shares a group');
});
