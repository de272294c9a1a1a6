// Runs every *.test.ts(x) beside the code it tests with node:test (TypeScript through tsx).
// Usage: npm test [-- filter]   e.g. `npm test -- forms` runs only files whose path contains "forms".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const filters = process.argv.slice(2);
const files = ['src', 'web', 'scripts']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
  .map((e) => relative(root, join(e.parentPath, e.name)))
  .filter((f) => filters.length === 0 || filters.some((filter) => f.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No test files match ${filters.join(', ') || '*.test.ts'}.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
