// The messages between a page and its service worker (ASVS 5.0 3.5.5): only this origin's, only their exact
// shapes; everything else is dropped before either side acts on it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromOwnOrigin, readPageMessage, readWorkerMessage } from './offline-forms.ts';

const AT = '2026-11-29T10:00:00.000Z';

test('a page message: send-kept, take-outcomes and shown with a list of times, nothing else', () => {
  assert.deepEqual(readPageMessage({ type: 'send-kept' }), { type: 'send-kept' });
  assert.deepEqual(readPageMessage({ type: 'take-outcomes' }), { type: 'take-outcomes' });
  assert.deepEqual(readPageMessage({ type: 'shown', at: [AT] }), { type: 'shown', at: [AT] });
  assert.deepEqual(readPageMessage({ type: 'shown', at: [] }), { type: 'shown', at: [] });
  for (const bad of [
    undefined,
    null,
    'send-kept',
    42,
    [],
    ['send-kept'],
    {},
    { type: 'unknown' },
    { type: 'send-kept', extra: 1 },
    { type: 'shown' },
    { type: 'shown', at: AT },
    { type: 'shown', at: [1] },
    { type: 'shown', at: [''] },
    { type: 'shown', at: ['x'.repeat(41)] },
    { type: 'shown', at: Array.from({ length: 51 }, () => AT) },
    { type: 'shown', at: { length: 1, 0: AT } },
    { type: 'take-outcomes', __proto__: { polluted: true }, constructor: 'x' },
  ]) {
    assert.equal(readPageMessage(bad), undefined, JSON.stringify(bad));
  }
});

test("the worker's message: outcomes of the kept form paths, sent or refused, each with its time; one bad outcome drops it all", () => {
  const sent = { path: '/api/contact', result: 'sent', at: AT };
  const refused = { path: '/api/equipment-quote', result: 'refused', at: AT };
  assert.deepEqual(readWorkerMessage({ type: 'outcomes', outcomes: [sent, refused] }), { type: 'outcomes', outcomes: [sent, refused] });
  for (const bad of [
    undefined,
    null,
    'outcomes',
    { type: 'outcomes' },
    { type: 'outcomes', outcomes: [] },
    { type: 'outcomes', outcomes: sent },
    { type: 'outcomes', outcomes: [sent], extra: true },
    { type: 'shown', outcomes: [sent] },
    { type: 'outcomes', outcomes: [sent, { ...sent, path: '/api/admin/login' }] },
    { type: 'outcomes', outcomes: [{ ...sent, result: 'maybe' }] },
    { type: 'outcomes', outcomes: [{ ...sent, at: 5 }] },
    { type: 'outcomes', outcomes: [{ ...sent, html: '<img src=x onerror=alert(1)>' }] },
    { type: 'outcomes', outcomes: [null] },
    { type: 'outcomes', outcomes: Array.from({ length: 51 }, () => sent) },
  ]) {
    assert.equal(readWorkerMessage(bad), undefined, JSON.stringify(bad));
  }
});

test('only a message from this very origin is read', () => {
  assert.equal(fromOwnOrigin('https://metrikgroup.ng', 'https://metrikgroup.ng'), true);
  for (const other of ['https://evil.example', 'http://metrikgroup.ng', 'https://www.metrikgroup.ng', 'https://metrikgroup.ng:8443', '', 'null']) {
    assert.equal(fromOwnOrigin(other, 'https://metrikgroup.ng'), false, other);
  }
  assert.equal(fromOwnOrigin('null', 'null'), false, 'an opaque origin is nobody');
});
