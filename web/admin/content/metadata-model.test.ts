import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blankLike, itemLabel, kindOf, moveItem, splitKeys } from './metadata-model.ts';
import { humanise, preview, publicPathFor, formatSize, formatDateTime } from '../format.ts';

test('each metadata value gets the field its shape calls for', () => {
  assert.equal(kindOf('+'), 'text');
  assert.equal(kindOf('x'.repeat(200)), 'longText');
  assert.equal(kindOf('one\ntwo'), 'longText');
  assert.equal(kindOf('#F2EFE9'), 'colour');
  assert.equal(kindOf('#fff'), 'text', 'only #rrggbb gets the colour picker');
  assert.equal(kindOf('truck', 'icon'), 'icon');
  assert.equal(kindOf('outline', 'variant'), 'choice');
  assert.equal(kindOf('Ongoing', 'status'), 'choice');
  assert.equal(kindOf(800), 'number');
  assert.equal(kindOf(true), 'boolean');
  assert.equal(kindOf(['a']), 'list');
  assert.equal(kindOf({ a: 1 }), 'object');
  assert.equal(kindOf(null), 'empty');
});

test('a new list item is shaped like the existing ones', () => {
  assert.equal(blankLike('Excavators'), '');
  assert.equal(blankLike('#C98B2B'), '#ffffff');
  assert.equal(blankLike(5), 0);
  assert.deepEqual(blankLike({ label: 'Projects', value: 250, tags: ['x'] }), { label: '', value: 0, tags: [] });
});

test('moving list items keeps every item', () => {
  assert.deepEqual(moveItem(['a', 'b', 'c'], 0, 1), ['b', 'a', 'c']);
  assert.deepEqual(moveItem(['a', 'b', 'c'], 2, 1), ['a', 'c', 'b']);
  assert.deepEqual(moveItem(['a', 'b'], 0, -1), ['a', 'b']);
  assert.deepEqual(moveItem(['a', 'b'], 1, 2), ['a', 'b']);
});

test('technical keys are kept apart from the editable ones', () => {
  assert.deepEqual(splitKeys({ name: 'firstName', placeholder: 'Your name' }), { editable: ['placeholder'], technical: ['name'] });
  assert.deepEqual(splitKeys(null), { editable: [], technical: [] });
  assert.deepEqual(splitKeys({ field: 'service', value: 'paint' }), { editable: [], technical: ['field', 'value'] });
  assert.deepEqual(splitKeys({ label: 'Projects', value: '250' }), { editable: ['label', 'value'], technical: [] });
});

test('labels and previews read well', () => {
  assert.equal(humanise('suffix'), 'Suffix');
  assert.equal(humanise('imageAlt'), 'Image alt');
  assert.equal(humanise('link_label'), 'Link label');
  assert.equal(itemLabel({ title: 'Mixers' }, 0, 'Features'), 'Feature 1: Mixers');
  assert.equal(itemLabel('x', 2, 'Categories'), 'Category 3');
  assert.equal(preview('a'.repeat(50)), 'a'.repeat(50));
  assert.equal(preview('a'.repeat(51)), `${'a'.repeat(50)}...`);
  assert.equal(preview(null), '');
});

test('public links, sizes and Lagos times', () => {
  assert.equal(publicPathFor('home'), '/');
  assert.equal(publicPathFor('real-estate'), '/real-estate');
  assert.equal(publicPathFor('site'), '/');
  assert.equal(publicPathFor('nope'), undefined);
  assert.equal(formatSize(512), '512 B');
  assert.equal(formatSize(20 * 1024), '20 KB');
  assert.equal(formatSize(3.5 * 1024 * 1024), '3.5 MB');
  // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
  assert.match(formatDateTime('2024-03-09T23:30:00.000Z'), /10 Mar 2024.*00:30/);
});
