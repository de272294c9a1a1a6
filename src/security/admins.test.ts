import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../db/open.ts';
import { adminUsers } from '../db/tables.ts';
import { createLogger } from '../ops/log.ts';
import { AdminError, changeOwnPassword, countAdmins, createAdmin, CREATE_ADMIN_HINT, ensureBootstrapAdmin, resetPassword } from './admins.ts';
import { BCRYPT_COST, costOf, verifyPassword } from './passwords.ts';
import { TokenService } from './tokens.ts';

const PASSWORD = 'kola-nut-harbour-42';

function setup() {
  const { db, sqlite } = openDatabase(':memory:');
  return { db, sqlite, tokens: new TokenService(db, {}) };
}

async function rejectsWith(promise: Promise<unknown>, code: string, message?: RegExp) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AdminError, String(error));
    assert.equal(error.code, code);
    if (message) assert.match(error.message, message);
    return true;
  });
}

test('createAdmin validates, hashes and refuses duplicates (username and email, any case)', async () => {
  const { db } = setup();
  const admin = await createAdmin(db, { username: 'Amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  assert.deepEqual(admin, { id: 1, username: 'Amaka', email: 'amaka@metrikgroup.ng' });
  const row = db.select().from(adminUsers).get()!;
  assert.notEqual(row.password, PASSWORD);
  assert.ok(await verifyPassword(PASSWORD, row.password));

  await rejectsWith(createAdmin(db, { username: 'amaka', email: 'other@metrikgroup.ng', password: PASSWORD }, { cost: 4 }), 'duplicate', /username/);
  await rejectsWith(createAdmin(db, { username: 'ngozi', email: 'AMAKA@metrikgroup.ng', password: PASSWORD }, { cost: 4 }), 'duplicate', /email/);
  await rejectsWith(createAdmin(db, { username: 'ngozi', email: 'ngozi@metrikgroup.ng', password: 'short' }), 'invalid', /at least 10/);
  await rejectsWith(createAdmin(db, { username: 'ngozi', email: 'ngozi@metrikgroup.ng', password: PASSWORD }, { onlyIfNone: true }), 'admins_exist');
  assert.equal(countAdmins(db), 1);
});

test('createAdmin uses bcrypt cost 12 unless told otherwise', async () => {
  const { db } = setup();
  await createAdmin(db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD });
  assert.equal(costOf(db.select().from(adminUsers).get()!.password), BCRYPT_COST);
});

test('resetPassword sets the new password and revokes every session of that admin', async () => {
  const { db, tokens } = setup();
  const amaka = await createAdmin(db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  const ngozi = await createAdmin(db, { username: 'ngozi', email: 'ngozi@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  const a1 = await tokens.issue(amaka.id);
  const a2 = await tokens.issue(amaka.id);
  const n1 = await tokens.issue(ngozi.id);

  await resetPassword(db, 'AMAKA', 'a-brand-new-passphrase', 4);
  assert.equal(await tokens.verify(a1.token), undefined);
  assert.equal(await tokens.verify(a2.token), undefined);
  assert.ok(await tokens.verify(n1.token), 'another admin is untouched');
  const row = db.select().from(adminUsers).all().find((r) => r.id === amaka.id)!;
  assert.ok(await verifyPassword('a-brand-new-passphrase', row.password));
  assert.ok(!(await verifyPassword(PASSWORD, row.password)));
  assert.notEqual(row.updatedAt, row.createdAt);

  await rejectsWith(resetPassword(db, 'nobody', 'a-brand-new-passphrase'), 'not_found');
  await rejectsWith(resetPassword(db, 'amaka', 'short'), 'invalid');
});

test('changeOwnPassword needs the current password and keeps only the caller’s session', async () => {
  const { db, sqlite, tokens } = setup();
  const amaka = await createAdmin(db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  const mine = await tokens.issue(amaka.id);
  const other = await tokens.issue(amaka.id);
  const store = { db, sqlite };
  const actor = { id: amaka.id, username: 'amaka', ip: null };

  await rejectsWith(changeOwnPassword(store, actor, amaka.id, 'not-the-password', 'a-brand-new-passphrase', mine.sessionId, 4), 'wrong_password');
  assert.ok(await tokens.verify(other.token), 'a refused change revokes nothing');
  await rejectsWith(changeOwnPassword(store, actor, amaka.id, PASSWORD, 'short', mine.sessionId, 4), 'invalid');
  await rejectsWith(changeOwnPassword(store, actor, 999, PASSWORD, 'a-brand-new-passphrase'), 'not_found');

  await changeOwnPassword(store, actor, amaka.id, PASSWORD, 'a-brand-new-passphrase', mine.sessionId, 4);
  assert.ok(await tokens.verify(mine.token));
  assert.equal(await tokens.verify(other.token), undefined);
  assert.ok(await verifyPassword('a-brand-new-passphrase', db.select().from(adminUsers).get()!.password));
});

function capturingLog() {
  const lines: string[] = [];
  return { lines, log: createLogger('debug', (line) => lines.push(line)) };
}

test('ensureBootstrapAdmin creates the admin from ADMIN_* when none exists', async () => {
  const { db } = setup();
  const { lines, log } = capturingLog();
  const config = { admin: { username: 'amaka', password: PASSWORD, email: 'amaka@metrikgroup.ng' } };
  assert.equal(await ensureBootstrapAdmin({ db, config, log }), 'created');
  const row = db.select().from(adminUsers).get()!;
  assert.equal(row.username, 'amaka');
  assert.equal(costOf(row.password), BCRYPT_COST);
  assert.ok(lines.some((l) => l.includes('Created the first admin "amaka"')));
  assert.ok(!lines.join('\n').includes(PASSWORD), 'the password is never logged');

  assert.equal(await ensureBootstrapAdmin({ db, config: { admin: { ...config.admin, username: 'ngozi', email: 'n@metrikgroup.ng' } }, log }), 'exists');
  assert.equal(countAdmins(db), 1, 'a restart with other values creates nothing');
});

test('ensureBootstrapAdmin with no admin and no variables says once how to create one', async () => {
  const { db } = setup();
  const { lines, log } = capturingLog();
  assert.equal(await ensureBootstrapAdmin({ db, config: { admin: {} }, log }), 'not_configured');
  assert.equal(lines.length, 1);
  assert.ok(lines[0].includes(CREATE_ADMIN_HINT), lines[0]);
  assert.equal(CREATE_ADMIN_HINT, 'node dist/server.js admin create <username> <email>');
  assert.equal(countAdmins(db), 0);
});

test('ensureBootstrapAdmin names the missing variables when only some are set', async () => {
  const { db } = setup();
  const { lines, log } = capturingLog();
  assert.equal(await ensureBootstrapAdmin({ db, config: { admin: { username: 'amaka' } }, log }), 'not_configured');
  assert.match(lines.join('\n'), /ADMIN_PASSWORD, ADMIN_EMAIL are not set/);
  assert.equal(countAdmins(db), 0);
});

test('ensureBootstrapAdmin rejects unusable values with a sentence naming the problem', async () => {
  const { db } = setup();
  const { log } = capturingLog();
  await rejectsWith(
    ensureBootstrapAdmin({ db, config: { admin: { username: 'amaka', password: 'short', email: 'amaka@metrikgroup.ng' } }, log }),
    'invalid',
    /^Cannot create the admin from the environment: Password must be at least 10 characters/,
  );
  assert.equal(countAdmins(db), 0);
});
