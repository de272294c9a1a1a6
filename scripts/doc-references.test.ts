// A clone holds every document the code and the documents cite: comments, docs/ and e2e/ point at docs/product.md
// (by a heading that exists), docs/api.md or docs/decisions, never at files outside the repository nor at an
// "issue N" of a tracker the reader of a clone cannot open (the reason is said in place instead).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const sources = ['src', 'web', 'scripts', 'bench', 'e2e', 'docs', 'build.ts', 'schema.sql', 'README.md']
  .flatMap((entry) => {
    const path = join(root, entry);
    return /\.(ts|sql|md)$/.test(entry) ? [path] : readdirSync(path, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  })
  .filter((file) => /\.(tsx?|mjs|css|sql|md)$/.test(file) && !file.includes('node_modules') && !file.endsWith('doc-references.test.ts'));

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

test('no comment or document points at an issue by its number', () => {
  const numbered = /\bissues? #?\d/i;
  const found = sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (numbered.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(found, []);
});

/** The headings cited after a mention of product.md, up to the next document named (`README § …` is not one). */
function productCitations(text: string): string[] {
  const named = [...text.matchAll(/\b[\w./-]+\.md\b|\bREADME\b/g)];
  return named.flatMap((m, i) => {
    if (!m[0].endsWith('product.md')) return [];
    const segment = text.slice(m.index, named[i + 1]?.index ?? text.length);
    // A heading starts with a capital; `§ <Heading>` and a quoted `§ "` are how the documents explain citing.
    return [...segment.matchAll(/(?<!")§ ([A-Z][^§]*)/g)].map((c) => c[1]);
  });
}

test('every "docs/product.md § Heading" citation names a heading of docs/product.md', () => {
  const broken = sources.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    // A document's sentences wrap anywhere, a heading too: read it a paragraph, list item or table row at a time.
    const units = file.endsWith('.md') ? text.split(/\n\s*\n|\n(?=\s*(?:[-*|]|\d+\.) )/).map((p) => p.replace(/\s*\n\s*/g, ' ')) : text.split('\n');
    return units.flatMap((unit, i) =>
      productCitations(unit)
        .filter((cited) => !headings.some((h) => cited.startsWith(h)))
        .map((cited) => `${relative(root, file)}:${file.endsWith('.md') ? `paragraph ${i + 1}` : i + 1}: § ${cited.trim().slice(0, 80)}`),
    );
  });
  assert.deepEqual(broken, []);
});

test('docs/README.md links every decision record', () => {
  const index = readFileSync(join(root, 'docs/README.md'), 'utf8');
  const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));
  assert.ok(records.length >= 12);
  assert.deepEqual(records.filter((name) => !index.includes(`(decisions/${name})`)), []);
});
