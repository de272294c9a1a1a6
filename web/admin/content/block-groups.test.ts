import assert from 'node:assert/strict';
import { test } from 'node:test';
import { galleryCoverId, groupBlocks, withGroupOrder } from './block-groups.ts';

test('a section’s projects are grouped apart from its labels, filters and buttons, each group in stored order', () => {
  const blocks = [
    { id: 1, blockType: 'label' },
    { id: 2, blockType: 'project' },
    { id: 3, blockType: 'filter' },
    { id: 4, blockType: 'project' },
    { id: 5, blockType: 'button' },
    { id: 6, blockType: 'leader' },
  ];
  const { items, words } = groupBlocks(blocks);
  assert.deepEqual(items.map((b) => b.id), [2, 4, 6]);
  assert.deepEqual(words.map((b) => b.id), [1, 3, 5]);
});

test('a block of a type this release does not know counts as an item (it is shown, never hidden among words)', () => {
  assert.deepEqual(groupBlocks([{ blockType: 'spaceship' }]).items.length, 1);
});

test('reordering one group keeps the other group and the interleaving exactly where they were', () => {
  // labels 1, 3, 5 between projects 2, 4, 6: the last project moved to the top.
  assert.deepEqual(withGroupOrder([1, 2, 3, 4, 5, 6], [6, 2, 4]), [1, 6, 3, 2, 5, 4]);
  assert.deepEqual(withGroupOrder([1, 2, 3], [3, 1, 2]), [3, 1, 2], 'one group alone is the whole order');
  assert.deepEqual(withGroupOrder([1, 2, 3], []), [1, 2, 3]);
});

test('a block’s cover is its gallery’s first picture; without a gallery there is none', () => {
  assert.equal(galleryCoverId({ metadata: { gallery: [7, 3] } }), 7);
  assert.equal(galleryCoverId({ metadata: { gallery: [] } }), undefined);
  assert.equal(galleryCoverId({ metadata: { gallery: 'x' } }), undefined);
  assert.equal(galleryCoverId({ metadata: null }), undefined);
});
