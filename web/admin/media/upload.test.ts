import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_UPLOAD_BYTES, uploadProblem } from './upload.ts';

test('the browser refuses wrong types, empty and oversized files before uploading', () => {
  assert.equal(uploadProblem({ name: 'a.jpg', size: 1000, type: 'image/jpeg' }), undefined);
  assert.equal(uploadProblem({ name: 'a.webp', size: MAX_UPLOAD_BYTES, type: 'image/webp' }), undefined);
  assert.match(uploadProblem({ name: 'a.svg', size: 1000, type: 'image/svg+xml' })!, /not a JPEG, PNG or WebP/);
  assert.match(uploadProblem({ name: 'a.png', size: MAX_UPLOAD_BYTES + 1, type: 'image/png' })!, /at most 5 MB/);
  assert.match(uploadProblem({ name: 'a.png', size: 0, type: 'image/png' })!, /is empty/);
});
