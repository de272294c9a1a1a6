// Recovery codes are kept as salted, slow hashes (ASVS 5.0 6.5.2): what is stored, and what a typed code costs.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { adminRecoveryCodes } from '../db/tables.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { makeTestApp } from '../testing/app.ts';
import { checkSecondFactor, prepareSecondFactor, renewRecoveryCodes } from './two-factor.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('recovery codes at rest', () => {
  test('each is a scrypt hash under one new salt per set: never the code or its plain SHA-256', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const first = await renewRecoveryCodes(t, { id: amaka.id, username: amaka.username, ip: null }, amaka.id);
    const stored = t.db.select().from(adminRecoveryCodes).all();
    assert.equal(stored.length, 10);
    const salts = new Set(stored.map((r) => r.codeHash.split('$')[1]));
    assert.equal(salts.size, 1, 'one salt for the set');
    for (const r of stored) assert.match(r.codeHash, /^scrypt1\$[\w-]{22}\$[\w-]{43}$/);
    for (const code of first) {
      const plain = code.replace('-', '');
      assert.ok(!stored.some((r) => r.codeHash.includes(plain) || r.codeHash.includes(sha256(plain))), code);
    }
    await renewRecoveryCodes(t, { id: amaka.id, username: amaka.username, ip: null }, amaka.id);
    const again = t.db.select().from(adminRecoveryCodes).all();
    assert.ok(!again.some((r) => salts.has(r.codeHash.split('$')[1])), 'a new set, a new salt');
    const check = async (code: string) => checkSecondFactor(t.db, amaka.id, await prepareSecondFactor(t.db, amaka.id, code));
    assert.equal(await check(first[0]), undefined, 'the old set stopped working');
  });

  test('a code that cannot be a recovery code is refused without computing a hash', async () => {
    const t = makeTestApp();
    const amaka = await signInAdmin(t);
    const [code] = await renewRecoveryCodes(t, { id: amaka.id, username: amaka.username, ip: null }, amaka.id);
    for (const typed of ['', 'x'.repeat(200), 'abcde-fghj', 'abcde-fghjkl', 'abcde-fghj1', "' OR 1=1 --"]) {
      assert.deepEqual((await prepareSecondFactor(t.db, amaka.id, typed)).recoveryHashes, [], typed);
    }
    const prepared = await prepareSecondFactor(t.db, amaka.id, code.toUpperCase());
    assert.equal(prepared.recoveryHashes.length, 1, 'one hash for the one set');
    assert.equal(checkSecondFactor(t.db, amaka.id, prepared), 'recovery');
    assert.equal(checkSecondFactor(t.db, amaka.id, prepared), undefined, 'once');
  });
});
