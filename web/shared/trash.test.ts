import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysLeftInTrash, purgeAt } from './trash.ts';

test('the trash counts whole days down from 30, and says when an item leaves it', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  assert.equal(daysLeftInTrash('2026-11-23T12:00:00Z', now), 30);
  assert.equal(daysLeftInTrash('2026-11-22T11:00:00Z', now), 29);
  assert.equal(daysLeftInTrash('2026-10-01T00:00:00Z', now), 0);
  assert.equal(purgeAt('2026-11-23T12:00:00.000Z'), '2026-12-23T12:00:00.000Z');
});
