import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { withGeneratedParts } from './product-tables.ts';

const committed = readFileSync(join(import.meta.dirname, '../docs/product.md'), 'utf8');

describe("docs/product.md's generated parts: its code constants and request errors, written from the code", () => {
  test('are what the code says now (run `npm run docs:product` after changing a limit or an error sentence)', () => {
    assert.equal(committed, withGeneratedParts(committed), 'docs/product.md is out of date: run npm run docs:product');
  });

  test('a number changed by hand in a generated part is caught', () => {
    const edited = committed.replace('| JSON body limit | 64 KiB |', '| JSON body limit | 128 KiB |');
    assert.notEqual(edited, committed);
    assert.notEqual(withGeneratedParts(edited), edited);
  });

  test('a generated part the document lost is refused, not silently skipped', () => {
    const withoutConstants = committed.replace('<!-- generated: constants -->', '');
    assert.throws(() => withGeneratedParts(withoutConstants), /lacks the generated part\(s\) constants/);
  });
});
