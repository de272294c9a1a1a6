import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { openDatabase, type DatabaseHandles } from '../db/open.ts';
import { Secret, TOTP } from 'otpauth';
import { adminRecoveryCodes, adminUsers, auditLog } from '../db/tables.ts';
import { createAdmin } from '../security/admins.ts';
import { isPasswordHash, verifyPassword } from '../security/passwords.ts';
import { TokenService } from '../security/tokens.ts';
import { beginSetup, confirmSetup, twoFactorEnabled } from '../security/two-factor.ts';
import { ADMIN_USAGE, EXIT_ERROR, EXIT_OK, EXIT_USAGE, runAdminCommand, type PasswordInput } from './admin.ts';

const PASSWORD = 'kola-nut-harbour-42';

function output() {
  let text = '';
  return { write: (chunk: string) => (text += chunk), get text() { return text; } };
}

/** A piped stdin holding `text`. */
function piped(text: string): PasswordInput {
  const stream = new PassThrough();
  stream.end(text);
  return stream;
}

/** A terminal stdin: records raw mode, and types each string as a separate keystroke burst once reading starts. */
function terminal(bursts: string[]) {
  const stream = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode: (mode: boolean) => void; modes: boolean[] };
  stream.isTTY = true;
  stream.modes = [];
  stream.setRawMode = (mode) => {
    stream.modes.push(mode);
    if (mode) setImmediate(() => stream.write(bursts.shift() ?? ''));
  };
  return stream;
}

async function run(args: string[], stdin: PasswordInput, options: { database?: DatabaseHandles; env?: string } = {}) {
  const database = options.database ?? openDatabase(':memory:');
  const stdout = output();
  const stderr = output();
  const code = await runAdminCommand(args, { database, config: { admin: { password: options.env } }, stdin, stdout, stderr, cost: 4 });
  return { code, stdout: stdout.text, stderr: stderr.text, database, rows: database.db.select().from(adminUsers).all() };
}

test('admin create with the password piped on stdin', async () => {
  const r = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], piped(`${PASSWORD}\n`));
  assert.equal(r.code, EXIT_OK, r.stderr);
  assert.match(r.stdout, /Created admin "amaka" <amaka@metrikgroup.ng>/);
  assert.equal(r.rows.length, 1);
  assert.ok(isPasswordHash(r.rows[0].password, { current: true }));
  assert.ok(await verifyPassword(PASSWORD, r.rows[0].password));
  assert.ok(!r.stdout.includes(PASSWORD) && !r.stderr.includes(PASSWORD), 'the password is never printed');
});

test('piped input: only the first line counts, CRLF and a missing final newline are fine', async () => {
  for (const input of [`${PASSWORD}\r\nsecond line\n`, PASSWORD]) {
    const r = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], piped(input));
    assert.equal(r.code, EXIT_OK, r.stderr);
    assert.ok(await verifyPassword(PASSWORD, r.rows[0].password), JSON.stringify(input));
  }
});

test('a leading "admin" argument is accepted too', async () => {
  assert.equal((await run(['admin', 'create', 'amaka', 'amaka@metrikgroup.ng'], piped(`${PASSWORD}\n`))).code, EXIT_OK);
});

test('ADMIN_PASSWORD wins over stdin, and is validated', async () => {
  const r = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], piped('ignored-password\n'), { env: PASSWORD });
  assert.equal(r.code, EXIT_OK);
  assert.match(r.stdout, /ADMIN_PASSWORD/);
  assert.ok(await verifyPassword(PASSWORD, r.rows[0].password));
  const weak = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], piped(''), { env: 'short' });
  assert.equal(weak.code, EXIT_ERROR);
  assert.match(weak.stderr, /ADMIN_PASSWORD is not acceptable: Password must be at least 10 characters/);
  assert.equal(weak.rows.length, 0);
});

test('on a terminal the password is read in raw mode, twice, without echo', async () => {
  const stdin = terminal([`${PASSWORD}\r`, `${PASSWORD}\r`]);
  const r = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], stdin);
  assert.equal(r.code, EXIT_OK, r.stderr);
  assert.deepEqual(stdin.modes, [true, false, true, false], 'raw mode on while typing, off afterwards');
  assert.match(r.stdout, /New password for amaka: \nType it again: \n/);
  assert.ok(!r.stdout.includes(PASSWORD) && !r.stdout.includes('*'), 'nothing echoed');
  assert.ok(await verifyPassword(PASSWORD, r.rows[0].password));
});

test('terminal editing keys: backspace, Ctrl-U, pasted brackets', async () => {
  const typed = `xx\u007f\u007fwrong\u0015\u001b[200~${PASSWORD}\u001b[201~\r`;
  const r = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], terminal([typed, `${PASSWORD}\r`]));
  assert.equal(r.code, EXIT_OK, r.stderr);
  assert.ok(await verifyPassword(PASSWORD, r.rows[0].password));
});

test('terminal: mismatch, too short, and Ctrl-C change nothing', async (t) => {
  const cases: [string, string[], RegExp][] = [
    ['the two entries differ', [`${PASSWORD}\r`, `${PASSWORD}x\r`], /do not match/],
    ['too short', ['short\r'], /at least 10 characters/],
    ['Ctrl-C', ['kola\u0003'], /Cancelled/],
    ['Ctrl-D on an empty line', ['\u0004'], /Cancelled/],
  ];
  for (const [name, bursts, message] of cases) {
    await t.test(name, async () => {
      const stdin = terminal(bursts);
      const r = await run(['create', 'amaka', 'amaka@metrikgroup.ng'], stdin);
      assert.equal(r.code, EXIT_ERROR);
      assert.match(r.stderr, message);
      assert.equal(r.rows.length, 0);
      assert.equal(stdin.modes.at(-1), false, 'the terminal is left in normal mode');
    });
  }
});

test('admin create refusals', async (t) => {
  const database = openDatabase(':memory:');
  await createAdmin(database.db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  const cases: [string, string[], string, number, RegExp][] = [
    ['no arguments', ['create'], `${PASSWORD}\n`, EXIT_USAGE, /needs exactly a username and an email/],
    ['password given on the command line', ['create', 'ngozi', 'ngozi@metrikgroup.ng', PASSWORD], '', EXIT_USAGE, /needs exactly a username and an email/],
    ['bad email', ['create', 'ngozi', 'not-an-email'], `${PASSWORD}\n`, EXIT_ERROR, /valid email/],
    ['bad username', ['create', 'ngo zi', 'ngozi@metrikgroup.ng'], `${PASSWORD}\n`, EXIT_ERROR, /Username may contain only/],
    ['existing username (any case)', ['create', 'AMAKA', 'other@metrikgroup.ng'], `${PASSWORD}\n`, EXIT_ERROR, /already exists/],
    ['existing email', ['create', 'ngozi', 'amaka@metrikgroup.ng'], `${PASSWORD}\n`, EXIT_ERROR, /email address already exists/],
    ['empty stdin', ['create', 'ngozi', 'ngozi@metrikgroup.ng'], '', EXIT_ERROR, /No password given/],
    ['short password on stdin', ['create', 'ngozi', 'ngozi@metrikgroup.ng'], 'short\n', EXIT_ERROR, /at least 10 characters/],
  ];
  for (const [name, args, input, code, message] of cases) {
    await t.test(name, async () => {
      const r = await run(args, piped(input), { database });
      assert.equal(r.code, code, r.stderr);
      assert.match(r.stderr, message);
      assert.equal(r.rows.length, 1);
    });
  }
});

test('usage: unknown or missing command is exit 2; help is exit 0', async () => {
  for (const args of [[], ['delete', 'amaka'], ['reset-password']]) {
    const r = await run(args, piped(''));
    assert.equal(r.code, EXIT_USAGE, args.join(' '));
    assert.ok(r.stderr.includes(ADMIN_USAGE));
  }
  const help = await run(['help'], piped(''));
  assert.equal(help.code, EXIT_OK);
  assert.equal(help.stdout, ADMIN_USAGE);
});

test('admin reset-password sets the new password and signs the admin out everywhere', async () => {
  const database = openDatabase(':memory:');
  const admin = await createAdmin(database.db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  const tokens = new TokenService(database.db, {});
  const { token } = await tokens.issue(admin.id);

  const r = await run(['reset-password', 'Amaka'], piped('a-brand-new-passphrase\n'), { database });
  assert.equal(r.code, EXIT_OK, r.stderr);
  assert.match(r.stdout, /Password changed for "amaka"/);
  assert.ok(await verifyPassword('a-brand-new-passphrase', r.rows[0].password));
  assert.equal(await tokens.verify(token), undefined);

  const unknown = await run(['reset-password', 'nobody'], piped('a-brand-new-passphrase\n'), { database });
  assert.equal(unknown.code, EXIT_ERROR);
  assert.match(unknown.stderr, /There is no admin called "nobody"/);
  const weak = await run(['reset-password', 'amaka'], piped('short\n'), { database });
  assert.equal(weak.code, EXIT_ERROR);
  assert.ok(await verifyPassword('a-brand-new-passphrase', weak.rows[0].password), 'unchanged');
});

test('admin reset-2fa turns two-factor sign-in off for a locked-out admin, with an audit line', async () => {
  const database = openDatabase(':memory:');
  const admin = await createAdmin(database.db, { username: 'amaka', email: 'amaka@metrikgroup.ng', password: PASSWORD }, { cost: 4 });
  beginSetup(database.db, admin.id, 'Metrik');
  const secret = database.db.select().from(adminUsers).get()!.totpPending!;
  await confirmSetup(database, { id: admin.id, username: admin.username, ip: null }, admin.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  assert.equal(twoFactorEnabled(database.db, admin.id), true);
  // Turning it on is audited: the lines the command writes come after that one.
  const before = database.db.select().from(auditLog).all().length;
  assert.equal(before, 1);

  // Without saying how the person was confirmed: the reminder, and nothing changed (ASVS 5.0 6.4.4).
  for (const args of [['reset-2fa', 'amaka'], ['reset-2fa', 'amaka', '--confirmed-by']]) {
    const refused = await run(args, piped(''), { database });
    assert.equal(refused.code, EXIT_USAGE, args.join(' '));
    assert.match(refused.stderr, /calling them back on the phone number the company holds/);
    assert.match(refused.stderr, /Never on an e-mail/);
    assert.match(refused.stderr, /--confirmed-by/);
  }
  for (const how of ['', '  ', 'x', 'a\nb', 'y'.repeat(201)]) {
    const refused = await run(['reset-2fa', 'amaka', '--confirmed-by', how], piped(''), { database });
    assert.equal(refused.code, EXIT_ERROR, JSON.stringify(how));
    assert.match(refused.stderr, /Nothing was changed/);
  }
  assert.equal(twoFactorEnabled(database.db, admin.id), true, 'still on');
  assert.equal(database.db.select().from(auditLog).all().length, before);

  const r = await run(['reset-2fa', 'AMAKA', '--confirmed-by', 'called back on 0803 555 0147 (on record), Obinna'], piped(''), { database });
  assert.equal(r.code, EXIT_OK, r.stderr);
  assert.match(r.stdout, /Before reset-2fa: confirm that the person asking is the admin/);
  assert.match(r.stdout, /Two-factor sign-in is off for "amaka"/);
  assert.equal(twoFactorEnabled(database.db, admin.id), false);
  assert.equal(database.db.select().from(adminRecoveryCodes).all().length, 0);
  const [line] = database.db.select().from(auditLog).all().slice(before);
  assert.deepEqual([line.action, line.username, line.target], ['two_factor_reset', 'command line', `admin_users/${admin.id}`]);
  assert.equal(line.detail, 'amaka; identity confirmed by: called back on 0803 555 0147 (on record), Obinna');

  const again = await run(['reset-2fa', '--confirmed-by=in person', 'amaka'], piped(''), { database });
  assert.match(again.stdout, /was not on/);
  assert.match(database.db.select().from(auditLog).all().at(-1)?.detail ?? '', /confirmed by: in person$/);
  const unknown = await run(['reset-2fa', 'nobody', '--confirmed-by', 'in person'], piped(''), { database });
  assert.equal(unknown.code, EXIT_ERROR);
  assert.match(unknown.stderr, /There is no admin called "nobody"/);
  assert.equal((await run(['reset-2fa'], piped(''), { database })).code, EXIT_USAGE);
  assert.equal((await run(['reset-2fa', 'a', 'b', '--confirmed-by', 'in person'], piped(''), { database })).code, EXIT_USAGE);
});
