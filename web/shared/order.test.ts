import assert from 'node:assert/strict';
import { test } from 'node:test';
import { restoredOrder, sameOrder } from './order.ts';

test('an earlier order comes back whole when the same items are there', () => {
  assert.deepEqual(restoredOrder([4, 1, 2, 3], [1, 2, 3, 4]), [1, 2, 3, 4]);
});

test('an item deleted since is left out; one added since keeps its neighbour', () => {
  // 2 was deleted, 9 was added right before 3: it stays right before 3.
  assert.deepEqual(restoredOrder([4, 9, 3, 1], [1, 2, 3, 4]), [1, 9, 3, 4]);
  assert.deepEqual(restoredOrder([3, 1, 7, 8], [1, 2, 3]), [1, 3, 7, 8], 'added at the end: they stay last');
  assert.deepEqual(restoredOrder([7, 3, 1], [1, 2, 3]), [7, 1, 3], 'added first: it stays first');
  // Added first, then another item moved to the top above it: restoring undoes the move and nothing else.
  assert.deepEqual(restoredOrder([3, 7, 1, 2], [1, 2, 3]), [7, 1, 2, 3]);
});

test('a recorded order with nothing in common, or naming an id twice, never loses or doubles an item', () => {
  assert.deepEqual(restoredOrder([5, 6], [1, 2]), [5, 6]);
  assert.deepEqual(restoredOrder([2, 1], [1, 1, 2]), [1, 2]);
  assert.deepEqual(restoredOrder([], [1]), []);
});

test('sameOrder compares ids and their places', () => {
  assert.ok(sameOrder([1, 2], [1, 2]));
  assert.ok(!sameOrder([1, 2], [2, 1]));
  assert.ok(!sameOrder([1], [1, 2]));
});
