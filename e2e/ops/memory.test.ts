import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/**
 * Largest old-generation size (MB) of a fresh Node process while objects that outlive a few scavenges (like
 * requests waiting for their commit) keep being replaced: garbage that reaches the old generation.
 */
function oldGenerationPeak(keepSmall: boolean): number {
  const script = `
    ${keepSmall ? `const { keepHeapSmall } = await import(${JSON.stringify(join(import.meta.dirname, '../../src/ops/memory.ts'))}); keepHeapSmall();` : ''}
    const v8 = await import('node:v8');
    const ring = new Array(30000);
    let peak = 0;
    for (let i = 0; i < 1500000; i++) {
      ring[i % ring.length] = { id: i, body: 'submission ' + i + ' ' + 'x'.repeat(100), headers: [String(i), 'a', 'b'] };
      if (i % 5000 === 0) peak = Math.max(peak, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_size);
    }
    console.log(peak / 1048576);`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.trim());
}

test('the server has V8 collect the old generation before it grows far past what survives', () => {
  const unbounded = oldGenerationPeak(false);
  const kept = oldGenerationPeak(true);
  assert.ok(kept < unbounded * 0.75, `old generation peaked at ${kept.toFixed(1)} MB with keepHeapSmall, ${unbounded.toFixed(1)} MB without`);
});

test('the server bundle is ASCII only, so V8 holds its source at one byte a character', { skip: !existsSync(join(import.meta.dirname, '../../dist/server.js')) && 'no build' }, () => {
  const dist = join(import.meta.dirname, '../../dist');
  const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length > 2, 'the server and its chunks');
  for (const name of scripts) {
    const source = readFileSync(join(dist, name));
    const at = source.findIndex((byte) => byte > 0x7f);
    assert.equal(at, -1, `${name}: a non-ASCII byte at ${at}: ${source.subarray(Math.max(0, at - 60), at + 20).toString()}`);
  }
});
