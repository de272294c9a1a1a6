import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardsPerRow, fillGrid } from './fill-grid.ts';
import { fillSizes } from './fill-sizes.ts';

/** The cards of each row, filled in order: what a wrapping row of `count` cards, `across` a row, shows. */
const rowsOf = (count: number, most: number, oneMore = true) => {
  const across = cardsPerRow(count, most, oneMore);
  return Array.from({ length: Math.ceil(count / across) }, (_, row) => Math.min(across, count - row * across));
};

test('rows are as even as the count allows: the last row is short by less than a row, never alone when one card more a row saves it', () => {
  for (const most of [2, 3, 4]) {
    for (let count = 1; count <= 12; count++) {
      const rows = rowsOf(count, most);
      assert.ok(rows[0] <= Math.min(most + 1, 4), `${count} at ${most}: at most one more than ${most} a row`);
      assert.ok(rows.slice(0, -1).every((cards) => cards === rows[0]), `${count} at ${most}: ${rows} — every row but the last is full`);
      const alone = rows.length > 1 && rows.at(-1) === 1;
      const saved = count % (rows[0] + 1) !== 1 && rows[0] < 4;
      assert.ok(!alone || !saved, `${count} at ${most}: ${rows} — a lone last card another row width would have saved`);
    }
  }
});

test('what an owner sees: four at three a row as two and two, seven as four and three, three at two a row in one row', () => {
  assert.deepEqual(rowsOf(1, 3), [1]);
  assert.deepEqual(rowsOf(4, 3), [2, 2]);
  assert.deepEqual(rowsOf(5, 3), [3, 2]);
  assert.deepEqual(rowsOf(7, 3), [4, 3]);
  assert.deepEqual(rowsOf(8, 3), [3, 3, 2]);
  assert.deepEqual(rowsOf(10, 3), [4, 4, 2]);
  assert.deepEqual(rowsOf(6, 4), [3, 3]);
  assert.deepEqual(rowsOf(9, 4), [3, 3, 3]);
  assert.deepEqual(rowsOf(3, 2), [3]);
  // Cards that cannot be narrower keep their most; the lone last card is centred under the others.
  assert.deepEqual(rowsOf(3, 2, false), [2, 1]);
  assert.deepEqual(rowsOf(7, 3, false), [3, 3, 1]);
});

test('the list says how many a row at each breakpoint, a lone card half the row, and names only classes UnoCSS knows', () => {
  assert.equal(fillGrid(1, { md: 2, lg: 4 }), 'fill-grid md:across-2 lg:across-2');
  assert.equal(fillGrid(7, { md: 2, lg: 3 }), 'fill-grid md:across-2 lg:across-4');
  assert.equal(fillGrid(7, { md: 2, lg: 3, oneMore: false }), 'fill-grid md:across-2 lg:across-3');
  assert.equal(fillGrid(3, { base: 2, md: 3, lg: 4 }), 'fill-grid across-2 md:across-3 lg:across-3');
  assert.equal(fillGrid(0, { md: 2, lg: 3 }), 'fill-grid md:across-2 lg:across-2');
});

test("a card's picture asks for the width its row gives it: half the row for two projects, a third for three", () => {
  assert.match(fillSizes(3, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 368px, /);
  assert.match(fillSizes(2, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 564px, /);
  assert.match(fillSizes(1, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 564px, /);
  assert.match(fillSizes(7, { md: 2, lg: 3 }), /^\(min-width: 1200px\) 270px, /);
  // Below 768 px the grid is one column: the picture is the container's width.
  assert.match(fillSizes(4, { md: 2, lg: 4 }), /, calc\(100vw - 32px\)$/);
});
