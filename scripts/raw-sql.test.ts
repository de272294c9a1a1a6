// One query style: drizzle's builder (typed tables, `sql` for what it cannot say). Raw better-sqlite3 SQL
// (`.prepare(`) stays in the database layer, the analytics counters, test helpers and the few hot paths below,
// each with why the builder's cost or distance matters there.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');

const ALLOWED_FOLDERS = [
  // The connection, migrations, seed, the group commit (its writer thread loads no query builder) and the reads of
  // any SQLite file as a file (a backup, a replica's copy).
  'src/db/',
  // Page views and their reports: counted in memory, written in batches, aggregated over days in SQL.
  'src/analytics/',
  // Test helpers read a data file from outside, as a test does.
  'src/testing/',
];

const HOT_PATHS: Record<string, string> = {
  'src/content/not-found-log.ts':
    "a crawler's missing addresses are written in batches, each one transaction of statements prepared once, so a flood costs a Map entry per address (src/render/not-found-cost.test.ts)",
  'src/api/health.ts': 'GET /healthz, polled by monitors and container health checks, asks the connection itself whether it answers (SELECT 1)',
};

const files = ['src', 'web', 'scripts']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name))))
  .concat('build.ts')
  // Tests read and arrange the data file from outside, as an operator's sqlite3 would.
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'));

const usesPrepare = (file: string) => readFileSync(join(root, file), 'utf8').includes('.prepare(');

test('raw SQL (.prepare) only in src/db, src/analytics, src/testing and the named hot paths', () => {
  const outside = files.filter((file) => usesPrepare(file) && !ALLOWED_FOLDERS.some((dir) => file.startsWith(dir)) && !(file in HOT_PATHS));
  assert.deepEqual(outside, [], 'use the drizzle builder (src/db/tables.ts), or name the file in HOT_PATHS with why');
});

test('every named hot path still uses raw SQL', () => {
  assert.deepEqual(
    Object.keys(HOT_PATHS).filter((file) => !usesPrepare(file)),
    [],
    'take it off HOT_PATHS',
  );
});
