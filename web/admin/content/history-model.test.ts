import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionLabel, compareVersions, readable, withOrder } from './history-model.ts';

test('metadata reads as labelled lines, lists joined, never JSON', () => {
  assert.equal(readable({ category: 'Commercial', features: ['Steel frames', 'Night shifts'], featured: true }), 'Category: Commercial\nFeatures: Steel frames; Night shifts\nFeatured: yes');
  assert.equal(readable({ colors: [{ name: 'Sand', hex: '#EEDDCC' }] }), 'Colors 1 › Name: Sand\nColors 1 › Hex: #EEDDCC');
});

test('a version is compared word by word with the current one; unchanged fields are marked so', () => {
  const diffs = compareVersions(
    'block',
    { title: 'Story', content: 'We grew by solving problems.', imageUrl: null, metadata: {}, isActive: true },
    { title: 'Story', content: 'We grew by solving each problem.', imageUrl: null, metadata: {}, isActive: false },
  );
  const content = diffs.find((d) => d.label === 'Content')!;
  assert.equal(content.changed, true);
  assert.deepEqual(content.parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim()), ['problems']);
  assert.deepEqual(content.parts.filter((p) => p.kind === 'added').map((p) => p.text.trim()), ['each problem']);
  assert.equal(diffs.find((d) => d.label === 'Title')!.changed, false);
  const shown = diffs.find((d) => d.label === 'Shown on the website')!;
  assert.deepEqual(shown.parts.map((p) => [p.kind, p.text]), [['removed', 'Shown'], ['added', 'Hidden']]);
});

test('actions read as words', () => {
  assert.equal(actionLabel('seeded'), 'Original words (seeded)');
  assert.equal(actionLabel('order_changed'), 'Order changed');
});

test('a section’s version compares the order of its items as restoring it would set it, one name a line', () => {
  const children = [
    { id: 3, name: 'Woji Gardens' },
    { id: 1, name: 'Corporate Tower' },
    { id: 9, name: 'Added since' },
    { id: 2, name: 'Shopping Centre' },
    { id: 4, name: 'Filter by category', word: true },
  ];
  const section = { title: 'Projects', subtitle: null, description: null, isActive: true };
  const { current, version } = withOrder('section', section, { ...section, blockIds: [1, 2, 3, 4] }, children);
  assert.deepEqual(version.order, ['Corporate Tower', 'Added since', 'Shopping Centre', 'Woji Gardens'], 'the one deleted since is left out, the one added since stays before its neighbour');
  const order = compareVersions('section', current, version).find((d) => d.label === 'Order of the items')!;
  assert.equal(order.changed, true);
  const lines = (kind: string) => order.parts.filter((p) => p.kind !== kind).map((p) => p.text).join('').trim().split('\n');
  assert.deepEqual(lines('added'), ['Woji Gardens', 'Corporate Tower', 'Added since', 'Shopping Centre'], 'struck and kept lines read as now');
  assert.deepEqual(lines('removed'), version.order, 'highlighted and kept lines read as the restored order');
  assert.ok(order.parts.every((p) => p.text.endsWith('\n')), 'whole lines');
  assert.deepEqual(version.wordsOrder, ['Filter by category'], 'the interface words are listed apart, as in the block list');
  assert.equal(compareVersions('section', current, version).find((d) => d.label === 'Order of the words on this section')!.changed, false);

  const unrecorded = withOrder('section', section, { ...section }, children);
  assert.equal(compareVersions('section', unrecorded.current, unrecorded.version).find((d) => d.label === 'Order of the items')!.changed, false, 'a version without an order keeps today’s');
  assert.equal(withOrder('block', { title: 'x' }, { title: 'x' }, undefined).version.order, undefined);
});
