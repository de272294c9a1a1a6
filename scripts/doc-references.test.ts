// A clone holds every document the code cites: comments point at docs/product.md (by a heading that exists),
// docs/api.md or docs/decisions, never at files outside the repository.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const sources = ['src', 'web', 'scripts', 'bench', 'build.ts', 'schema.sql']
  .flatMap((entry) => {
    const path = join(root, entry);
    return /\.(ts|sql)$/.test(entry) ? [path] : readdirSync(path, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  })
  .filter((file) => /\.(tsx?|mjs|css|sql)$/.test(file) && !file.includes('node_modules') && !file.endsWith('doc-references.test.ts'));

const headings = readFileSync(join(root, 'docs/product.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('#'))
  .map((line) => line.replace(/^#+\s*/, '').trim());

test('no comment points at a document outside the repository', () => {
  const outside = /\b(SPEC|CONTRACT|ARCHITECTURE|DESIGN)\.md\b|\bSPEC §|(?<!ACTION OF )\b(SPEC|CONTRACT)\b(?!_)|\/tmp\/[\w-]+\.md/;
  const found = sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (outside.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(found, []);
});

test('every "docs/product.md § Heading" citation names a heading of docs/product.md', () => {
  const broken = sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        if (!line.includes('product.md')) return [];
        const cited = [...line.matchAll(/§ ([^§]+)/g)].map((m) => m[1]);
        return cited.filter((text) => !headings.some((h) => text.startsWith(h))).map((text) => `${relative(root, file)}:${i + 1}: § ${text.trim()}`);
      }),
  );
  assert.deepEqual(broken, []);
});

test('docs/README.md links every decision record', () => {
  const index = readFileSync(join(root, 'docs/README.md'), 'utf8');
  const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));
  assert.ok(records.length >= 12);
  assert.deepEqual(records.filter((name) => !index.includes(`(decisions/${name})`)), []);
});
