import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { END_TO_END, isTestSupport, testFiles, testNeeds } from './test-needs.ts';

const root = '/repo';
/** In fixtures, dist/ is written as `${up}dist` so that this file's own source holds no path into dist/. */
const up = '../../';

/** The needs of `file` in an in-memory tree (path under root → source). */
function needsIn(tree: Record<string, string>, file: string) {
  return [...testNeeds(root, file, (path) => tree[path.slice(root.length + 1)] ?? '')].sort();
}

test('a test importing only product code and node: modules needs nothing, whatever the product code does', () => {
  const tree = {
    'src/api/csv.test.ts': "import { test } from 'node:test';\nimport { toCsv } from './csv.ts';\n",
    'src/api/csv.ts': `import { spawn } from 'node:child_process';\nimport 'playwright-core';\nconst dir = '${up}dist/web';\n`,
  };
  assert.deepEqual(needsIn(tree, 'src/api/csv.test.ts'), []);
});

test('a helper starting the built server, reached through another helper, makes a test need server and build', () => {
  const tree = {
    'e2e/pages/About.test.ts': "import { startSite } from '../../src/testing/site.ts';\n",
    'src/testing/site.ts': "import {\n  startServer,\n} from './server.ts';\n",
    'src/testing/server.ts': `const serverJs = join(import.meta.dirname, '${up}dist/server.js');\n`,
  };
  assert.deepEqual(needsIn(tree, 'e2e/pages/About.test.ts'), ['build', 'server']);
});

test('playwright-core, imported or type-imported, in the test or a helper, means a browser', () => {
  assert.deepEqual(needsIn({ 'a.test.ts': "import { chromium } from 'playwright-core';\n" }, 'a.test.ts'), ['browser']);
  assert.deepEqual(needsIn({ 'a.test.ts': "import type { Page } from 'playwright-core';\n" }, 'a.test.ts'), ['browser']);
  const tree = { 'a.test.ts': "import { f } from './src/testing/f.ts';\n", 'src/testing/f.ts': "export { chromium } from 'playwright-core';\n" };
  assert.deepEqual(needsIn(tree, 'a.test.ts'), ['browser']);
});

test('reading dist/ is a build; naming the command in prose, a message or a quoted import is not', () => {
  assert.deepEqual(needsIn({ 'a.test.ts': `const dir = join(import.meta.dirname, '${up}dist/web');\n` }, 'a.test.ts'), ['build']);
  const prose = [
    '// as `node dist/server.js admin …` runs it',
    "assert.equal(HINT, 'node dist/server.js admin create');",
    `const fixture = "import { chromium } from 'playwright-core';";`,
  ].join('\n');
  assert.deepEqual(needsIn({ 'a.test.ts': prose }, 'a.test.ts'), []);
});

test('a child process, imported or this Node handed on to be started, and sharp, in the test or a helper, are needs', () => {
  /** This file's own source must not hold the marker it tests. */
  const execPath = ['process', 'execPath'].join('.');
  assert.deepEqual(needsIn({ 'a.test.ts': "import { spawn } from 'node:child_process';\n" }, 'a.test.ts'), ['process']);
  assert.deepEqual(needsIn({ 'a.test.ts': `const child = { file: ${execPath}, args: ['-e', ''] };\n` }, 'a.test.ts'), ['process']);
  const tree = { 'a.test.ts': "import { photo } from './src/testing/photos.ts';\n", 'src/testing/photos.ts': "import sharp from 'sharp';\n" };
  assert.deepEqual(needsIn(tree, 'a.test.ts'), ['sharp']);
  assert.deepEqual(needsIn({ 'a.test.ts': "import { processImage } from './src/media/process.ts';\nconst note = 'sharp';\n" }, 'a.test.ts'), [], 'the product module that runs sharp is not read');
});

test('test support is src/testing/ and test files; nothing else is followed', () => {
  assert.ok(isTestSupport('src/testing/app.ts'));
  assert.ok(isTestSupport(join('src', 'testing', 'site.ts')));
  assert.ok(isTestSupport('web/components/Counter.test.tsx'));
  assert.ok(!isTestSupport('src/render/assets.ts'));
  assert.ok(!isTestSupport('web/pages/Home.tsx'));
});

test('an import cycle between helpers ends', () => {
  const tree = {
    'a.test.ts': "import './src/testing/x.ts';\n",
    'src/testing/x.ts': "import './y.ts';\n",
    'src/testing/y.ts': "import './x.ts';\nimport 'playwright-core';\n",
  };
  assert.deepEqual(needsIn(tree, 'a.test.ts'), ['browser']);
});

test('e2e/ holds exactly the tests that need Chromium, the built product, the build, a child process or sharp, so that test:unit is a folder', () => {
  const repo = join(import.meta.dirname, '..');
  const misplaced = testFiles(repo).filter((file) => (testNeeds(repo, file).size > 0) !== file.startsWith(`${END_TO_END}/`));
  assert.deepEqual(misplaced, [], 'move these between e2e/ and the folder of the code they test');
});
