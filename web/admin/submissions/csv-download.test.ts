import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileNameFrom } from './csv-download.ts';

test('the export keeps the server-chosen file name', () => {
  assert.equal(fileNameFrom('attachment; filename="contact-submissions-2024-05-01.csv"', 'x.csv'), 'contact-submissions-2024-05-01.csv');
  assert.equal(fileNameFrom("attachment; filename*=UTF-8''equipment-quotes-2024-05-01.csv", 'x.csv'), 'equipment-quotes-2024-05-01.csv');
  assert.equal(fileNameFrom('attachment; filename=plain.csv', 'x.csv'), 'plain.csv');
  assert.equal(fileNameFrom(null, 'x.csv'), 'x.csv');
  assert.equal(fileNameFrom('attachment', 'x.csv'), 'x.csv');
});
