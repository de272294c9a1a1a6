import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spanOf } from './fill-grid.ts';
import { fillSizes } from './fill-sizes.ts';

const rowsOf = (count: number, perRow: number) => Array.from({ length: count }, (_, i) => spanOf(i, count, perRow));

test('every row of a fill grid adds up to the twelve tracks, whatever the count', () => {
  for (const perRow of [1, 2, 3, 4]) {
    for (let count = 1; count <= 12; count++) {
      let row = 0;
      for (const span of rowsOf(count, perRow)) {
        assert.ok(Number.isInteger(span) && [3, 4, 6, 12].includes(span), `${count} at ${perRow}: span ${span}`);
        row += span;
        if (row === 12) row = 0;
        assert.ok(row < 12, `${count} at ${perRow}: a row overflows`);
      }
      assert.equal(row, 0, `${count} cards at most ${perRow} a row: the last row is full`);
    }
  }
});

test('four services with one hidden share one row; two featured projects take half each; seven at three a row end with one across', () => {
  assert.deepEqual(rowsOf(3, 4), [4, 4, 4]);
  assert.deepEqual(rowsOf(4, 4), [3, 3, 3, 3]);
  assert.deepEqual(rowsOf(2, 3), [6, 6]);
  assert.deepEqual(rowsOf(5, 3), [4, 4, 4, 6, 6]);
  assert.deepEqual(rowsOf(7, 3), [4, 4, 4, 4, 4, 4, 12]);
  assert.deepEqual(rowsOf(5, 4), [4, 4, 4, 6, 6]);
});

test("a card's picture asks for the width its span gives it: half the row for two projects, the whole row for a seventh alone", () => {
  assert.match(fillSizes(0, 3, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 368px, /);
  assert.match(fillSizes(0, 2, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 564px, /);
  assert.match(fillSizes(6, 7, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 1152px, /);
  // Below 768 px the grid is one column: the picture is the container's width.
  assert.match(fillSizes(0, 4, { md: 2, lg: 4 }), /, calc\(100vw - 32px\)$/);
});
