// How the unit test files are shared among the processes that run them side by side (scripts/test-group.ts).
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** As many groups as the machine has cores to run them on, at least one. */
export const GROUPS = 2;

/**
 * Splits files into at most `count` groups of about equal work, the heaviest first into the lightest group. A file's
 * work is `weigh`: scripts/test.ts gives its last time (scripts/test-pool.ts expectedTime), else its size in bytes (a
 * test file's length roughly follows how much it asserts).
 */
export function balancedGroups(files: string[], count: number, weigh: (file: string) => number): string[][] {
  const groups = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [] as string[], weight: 0 }));
  for (const [file, weight] of files.map((f) => [f, weigh(f)] as const).sort((a, b) => b[1] - a[1])) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.filter((g) => g.files.length > 0).map((g) => g.files.sort());
}

/** A file's size in bytes, under root. */
export const fileSize = (root: string) => (file: string) => statSync(join(root, file)).size;
