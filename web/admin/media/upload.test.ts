import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_UPLOAD_FILE_BYTES } from '../../shared/limits.ts';
import { progressText, uploadProblem } from './upload.ts';

test('the browser refuses wrong types, HEIC, empty and oversized files before uploading', () => {
  assert.equal(uploadProblem({ name: 'a.jpg', size: 1000, type: 'image/jpeg' }), undefined);
  assert.equal(uploadProblem({ name: 'a.webp', size: MAX_UPLOAD_FILE_BYTES, type: 'image/webp' }), undefined);
  assert.equal(uploadProblem({ name: 'a.avif', size: 1000, type: 'image/avif' }), undefined);
  assert.match(uploadProblem({ name: 'a.svg', size: 1000, type: 'image/svg+xml' })!, /not a JPEG, PNG, WebP or AVIF image/);
  assert.match(uploadProblem({ name: 'IMG_0001.HEIC', size: 1000, type: '' })!, /HEIC photo.*Most Compatible.*JPEG/);
  assert.match(uploadProblem({ name: 'a.png', size: MAX_UPLOAD_FILE_BYTES + 1, type: 'image/png' })!, /at most 25 MB/);
  assert.match(uploadProblem({ name: 'a.png', size: 0, type: 'image/png' })!, /is empty/);
});

test('the progress line says uploading with a percentage, then processing', () => {
  assert.equal(progressText(0.42), 'Uploading… 42%');
  assert.match(progressText(1), /^Processing…/);
});
