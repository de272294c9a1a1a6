import assert from 'node:assert/strict';
import { test } from 'node:test';
import { panelHref, selectionFromSearch } from './selection.ts';

test('an Activity link’s address opens the page, the section and the block’s editor it names', () => {
  const href = panelHref({ tab: 'content', pageId: 3, sectionId: 12, blockId: 159 });
  assert.equal(href, '?tab=content&page=3&section=12&block=159');
  assert.deepEqual(selectionFromSearch(href), { pageId: 3, sectionId: 12, reopen: { entity: 'block', id: 159, pageId: 3, sectionId: 12 } });
  assert.deepEqual(selectionFromSearch(panelHref({ tab: 'content', pageId: 3 })), { pageId: 3, sectionId: null, reopen: null });
  assert.equal(panelHref({ tab: 'media' }), '?tab=media');
});

test('an address without a page, or with ids that are not numbers, chooses nothing', () => {
  assert.equal(selectionFromSearch('?tab=content'), null);
  assert.equal(selectionFromSearch('?tab=content&page=abc'), null);
  assert.deepEqual(selectionFromSearch('?page=2&section=x&block=5'), { pageId: 2, sectionId: null, reopen: null });
});
