// Runs many test files in this one process, each as a suite named by its path: a process per file costs more
// than most unit test files take (Node 20 and the TypeScript loader start anew each time), so the unit tier runs
// in a few of these instead. A file's top-level hooks and tests belong to its suite, as they would to its process.
import { describe } from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const path of process.argv.slice(2).map((file) => resolve(file))) {
  describe(path, async () => {
    await import(pathToFileURL(path).href);
  });
}
