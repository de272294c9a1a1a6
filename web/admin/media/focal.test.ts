import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CENTRE, describePoint, focalPoint, objectPosition, pointAfterKey, pointAt } from './focal.ts';

test('a click sets the point as fractions of the picture, kept inside it', () => {
  const box = { left: 100, top: 50, width: 400, height: 300 };
  assert.deepEqual(pointAt(box, 200, 275), { x: 0.25, y: 0.75 });
  assert.deepEqual(pointAt(box, 90, 400), { x: 0, y: 1 });
  assert.deepEqual(focalPoint(Number.NaN, 0.333), { x: 0.5, y: 0.33 });
});

test('arrow keys move the point by 2 % (Shift: 10 %), Home centres it, other keys do nothing', () => {
  assert.deepEqual(pointAfterKey(CENTRE, 'ArrowRight', false), { x: 0.52, y: 0.5 });
  assert.deepEqual(pointAfterKey(CENTRE, 'ArrowUp', true), { x: 0.5, y: 0.4 });
  assert.deepEqual(pointAfterKey({ x: 0.01, y: 0.99 }, 'ArrowLeft', false), { x: 0, y: 0.99 });
  assert.deepEqual(pointAfterKey({ x: 0.1, y: 0.99 }, 'ArrowDown', true), { x: 0.1, y: 1 });
  assert.deepEqual(pointAfterKey({ x: 0.1, y: 0.2 }, 'Home', false), CENTRE);
  assert.equal(pointAfterKey(CENTRE, 'a', false), undefined);
});

test('the point becomes the crop position and a sentence', () => {
  assert.equal(objectPosition({ x: 0.3, y: 0.72 }), '30% 72%');
  assert.equal(describePoint({ x: 0.3, y: 0.72 }), '30% from the left, 72% from the top');
});
