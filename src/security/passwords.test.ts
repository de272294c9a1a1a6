import assert from 'node:assert/strict';
import { test } from 'node:test';
import bcrypt from 'bcryptjs';
import { BCRYPT_COST, costOf, DUMMY_HASH, hashPassword, isPasswordHash, LOWEST_COST, needsRehash, verifyPassword } from './passwords.ts';

test('hashes are bcrypt at the configured cost and never contain the password', async () => {
  const hash = await hashPassword('kola-nut-harbour-42');
  assert.ok(isPasswordHash(hash, { current: true }));
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
  assert.ok(isPasswordHash(DUMMY_HASH, { current: true }));
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

test("every character counts, beyond bcrypt's 72 bytes: a 72-byte password followed by anything does not sign in (ASVS 5.0 6.2.8)", async () => {
  const exactly72 = 'Woji-Gardens-Phase2-Plot-'.repeat(3).slice(0, 72);
  assert.equal(Buffer.byteLength(exactly72), 72);
  const hash = await hashPassword(exactly72, 4);
  assert.equal(await verifyPassword(exactly72, hash), true);
  assert.equal(await verifyPassword(`${exactly72}x`, hash), false);
  assert.equal(await verifyPassword(`${exactly72}${'anything at all'.repeat(5)}`, hash), false);
  // Longer passwords are whole too: two that share their first 72 bytes and differ after are different.
  const long = `${exactly72}-and-the-rest-of-it`;
  const longHash = await hashPassword(long, 4);
  assert.equal(await verifyPassword(long, longHash), true);
  assert.equal(await verifyPassword(`${exactly72}-and-the-rest-of-iT`, longHash), false);
  assert.equal(await verifyPassword(exactly72, longHash), false);
});

test('64 characters of a script of 3 or 4 bytes each (192–256 bytes) are a password like any other (ASVS 5.0 6.2.9)', async () => {
  for (const password of ['ọ'.repeat(64), '漢字仮名交じり文'.repeat(8), '🔑'.repeat(64)]) {
    assert.equal([...password].length, 64);
    assert.ok(Buffer.byteLength(password) >= 192);
    const hash = await hashPassword(password, 4);
    assert.equal(await verifyPassword(password, hash), true);
    assert.equal(await verifyPassword(password.slice(0, -1), hash), false);
  }
});

test('an older hash (bcrypt of the password itself) is still checked, with the 72-byte refusal; needsRehash says so', async () => {
  const older = await bcrypt.hash('kola-nut-harbour-42', 4);
  assert.ok(isPasswordHash(older) && !isPasswordHash(older, { current: true }));
  assert.equal(needsRehash(older), true);
  assert.equal(await verifyPassword('kola-nut-harbour-42', older), true);
  assert.equal(await verifyPassword('kola-nut-harbour-43', older), false);
  const exactly72 = 'x'.repeat(72);
  const older72 = await bcrypt.hash(exactly72, 4);
  assert.equal(await verifyPassword(exactly72, older72), true);
  assert.equal(await verifyPassword(`${exactly72}y`, older72), false);
  assert.equal(needsRehash(await hashPassword('kola-nut-harbour-42', 4)), false);
  assert.equal(costOf(older), 4);
});

test('where passwords are stored at a lower cost (the tests), an unknown user is checked at that cost too, and refused', async () => {
  const fastest = async (cost: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      assert.equal(await verifyPassword('wrong-password-1', undefined, cost), false);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  await fastest(LOWEST_COST); // the dummy at this cost is made once, at the first check
  const low = await fastest(LOWEST_COST);
  const full = await fastest(BCRYPT_COST);
  // 2^12 rounds against 2^4: the dummy at the lower cost is far cheaper, not the full-cost one.
  assert.ok(low < full / 8, `${low.toFixed(1)} ms at cost ${LOWEST_COST} vs ${full.toFixed(1)} ms at ${BCRYPT_COST}`);
  assert.equal(await verifyPassword('anything', null, LOWEST_COST), false);
});
