import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BCRYPT_COST, costOf, DUMMY_HASH, hashPassword, isBcryptHash, verifyPassword } from './passwords.ts';

test('hashes are bcrypt at the configured cost and never contain the password', async () => {
  const hash = await hashPassword('kola-nut-harbour-42');
  assert.ok(isBcryptHash(hash));
  assert.equal(costOf(hash), BCRYPT_COST);
  assert.ok(BCRYPT_COST >= 12);
  assert.ok(!hash.includes('kola-nut-harbour-42'));
  assert.notEqual(hash, await hashPassword('kola-nut-harbour-42'), 'each hash has its own salt');
});

test('verify accepts the right password and refuses a wrong one', async () => {
  const hash = await hashPassword('kola-nut-harbour-42', 4);
  assert.equal(await verifyPassword('kola-nut-harbour-42', hash), true);
  assert.equal(await verifyPassword('kola-nut-harbour-43', hash), false);
  assert.equal(await verifyPassword('', hash), false);
});

test('an unknown user (no hash) is checked against the dummy hash at full cost and always refused', async () => {
  assert.ok(isBcryptHash(DUMMY_HASH));
  assert.equal(costOf(DUMMY_HASH), BCRYPT_COST, 'the dummy must cost what a real hash costs');
  const real = await hashPassword('kola-nut-harbour-42');
  const time = async (hash: string | undefined) => {
    const start = performance.now();
    assert.equal(await verifyPassword('wrong-password-1', hash), false);
    return performance.now() - start;
  };
  // The fastest of five runs each, taken in turns: other work on the machine only ever adds time, and comes and goes,
  // so the minimum of interleaved runs is the real cost of each.
  let unknown = Number.POSITIVE_INFINITY;
  let wrong = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    unknown = Math.min(unknown, await time(undefined));
    wrong = Math.min(wrong, await time(real));
  }
  assert.ok(unknown > wrong / 2 && unknown < wrong * 2, `unknown user ${unknown.toFixed(0)} ms vs wrong password ${wrong.toFixed(0)} ms`);
  assert.equal(await verifyPassword('anything', null), false);
});

test('a malformed stored hash is a mismatch, not an exception', async () => {
  assert.equal(await verifyPassword('kola-nut-harbour-42', 'not-a-hash'), false);
  assert.equal(await verifyPassword('kola-nut-harbour-42', ''), false);
});

test('a password of 72 bytes signs in; the same followed by anything does not, though bcrypt reads only the first 72 (ASVS 5.0 6.2.8)', async () => {
  const exactly72 = 'Woji-Gardens-Phase2-Plot-'.repeat(3).slice(0, 72);
  assert.equal(Buffer.byteLength(exactly72), 72);
  const hash = await hashPassword(exactly72, 4);
  assert.equal(await verifyPassword(exactly72, hash), true);
  assert.equal(await verifyPassword(`${exactly72}x`, hash), false);
  assert.equal(await verifyPassword(`${exactly72}${'anything at all'.repeat(5)}`, hash), false);
});
