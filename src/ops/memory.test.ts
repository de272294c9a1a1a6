import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/** Young-generation size (MB) of a fresh Node process after a burst of short-lived request-sized garbage. */
function youngGenerationAfterChurn(keepSmall: boolean): number {
  const script = `
    ${keepSmall ? `const { keepHeapSmall } = await import(${JSON.stringify(join(import.meta.dirname, 'memory.ts'))}); keepHeapSmall();` : ''}
    const v8 = await import('node:v8');
    let keep = [];
    for (let i = 0; i < 200000; i++) { keep.push({ id: i, body: 'x'.repeat(64), headers: [i, i + 1] }); if (keep.length > 2000) keep = []; }
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
    console.log(young / 1048576);`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.trim());
}

test('the server keeps V8 from growing the young generation under a burst of requests', () => {
  const grown = youngGenerationAfterChurn(false);
  const kept = youngGenerationAfterChurn(true);
  assert.ok(kept < grown, `young generation ${kept} MB with keepHeapSmall, ${grown} MB without`);
  assert.ok(kept <= 4, `young generation ${kept} MB`);
});

test('dist/server.js is ASCII only, so V8 holds its source at one byte a character', { skip: !existsSync(join(import.meta.dirname, '../../dist/server.js')) && 'no build' }, () => {
  const source = readFileSync(join(import.meta.dirname, '../../dist/server.js'));
  const at = source.findIndex((byte) => byte > 0x7f);
  assert.equal(at, -1, `a non-ASCII byte at ${at}: ${source.subarray(Math.max(0, at - 60), at + 20).toString()}`);
});

