import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionLabel, compareVersions, readable } from './history-model.ts';

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
