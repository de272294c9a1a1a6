// `node dist/server.js admin create <username> <email>`, `admin reset-password <username>` and
// `admin reset-2fa <username> --confirmed-by "<how>"`.
// The password never comes from argv (it would sit in shell history and in `ps`): ADMIN_PASSWORD, or standard
// input, typed without echo on a terminal or one line when piped.
import * as v from 'valibot';
import { PASSWORD_MAX_CHARACTERS, PASSWORD_MIN_CHARACTERS } from '../../web/shared/limits.ts';
import { AdminCreateSchema, issuesOf, NewPasswordSchema } from '../../web/shared/schemas.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandles } from '../db/open.ts';
import { PROGRAM } from '../ops/executable.ts';
import { AdminError, createAdmin, findAdminByUsername, resetPassword } from '../security/admins.ts';
import { COMMAND_LINE } from '../security/audit.ts';
import { resetTwoFactor } from '../security/two-factor.ts';

export interface TextOutput {
  write(text: string): unknown;
}

/** process.stdin, or a stand-in in tests. */
export type PasswordInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
  setEncoding?: (encoding: BufferEncoding) => unknown;
};

export interface AdminCommandOptions {
  database: DatabaseHandles;
  config: Pick<Config, 'admin'>;
  stdin: PasswordInput;
  stdout: TextOutput;
  stderr: TextOutput;
  /** bcrypt cost; tests lower it. */
  cost?: number;
}

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_USAGE = 2;

/**
 * What the operator must do before reset-2fa (ASVS 5.0 6.4.4): whoever asks may be someone who has only the
 * password, so the person is confirmed as strongly as when they were added, never by an e-mail or a message alone.
 */
const RESET_2FA_REMINDER = `Before reset-2fa: confirm that the person asking is the admin, as strongly as when they were
added: in person, or by calling them back on the phone number the company holds for them (not
one given in the request). Never on an e-mail, a chat message or a call from them alone: someone
who has their password would ask that way. Then say how with --confirmed-by "<how>".
`;

/** What --confirmed-by may say: a short line for the audit log, no control characters. */
const ConfirmedBySchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3, 'Say how you confirmed who asked, e.g. --confirmed-by "called back on the number on record".'),
  v.maxLength(200, '--confirmed-by takes at most 200 characters.'),
  v.regex(/^[^\p{Cc}]*$/u, '--confirmed-by cannot hold control characters.'),
);

export const ADMIN_USAGE = `Usage:
  ${PROGRAM} admin create <username> <email>
  ${PROGRAM} admin reset-password <username>
  ${PROGRAM} admin reset-2fa <username> --confirmed-by "<how>"
      turns two-factor sign-in off and removes the passkeys of a locked-out admin, once you have
      confirmed who is asking (see below); <how> is written in the audit line

The password is taken from ADMIN_PASSWORD when it is set; otherwise it is read from standard input
(typed twice without echo on a terminal, or the first line when piped). It is never taken from the
command line. Passwords need ${PASSWORD_MIN_CHARACTERS} to ${PASSWORD_MAX_CHARACTERS} characters.

${RESET_2FA_REMINDER}`;

const IdentitySchema = v.pick(AdminCreateSchema, ['username', 'email']);

/** Runs `admin …` (args are what follows `admin`; a leading "admin" is accepted too). Returns the exit code. */
export async function runAdminCommand(args: string[], opts: AdminCommandOptions): Promise<number> {
  const [command, ...rest] = args[0] === 'admin' ? args.slice(1) : args;
  const fail = (message: string) => {
    opts.stderr.write(`Error: ${message}\n`);
    return EXIT_ERROR;
  };
  const usage = (problem?: string) => {
    if (problem) opts.stderr.write(`${problem}\n\n`);
    opts.stderr.write(ADMIN_USAGE);
    return EXIT_USAGE;
  };

  try {
    if (command === 'help' || command === '--help' || command === '-h') {
      opts.stdout.write(ADMIN_USAGE);
      return EXIT_OK;
    }
    if (command === 'create') {
      if (rest.length !== 2) return usage('admin create needs exactly a username and an email address.');
      const identity = v.safeParse(IdentitySchema, { username: rest[0], email: rest[1] });
      if (!identity.success) return fail(issuesOf(identity.issues).map((i) => i.message).join('; '));
      const { username, email } = identity.output;
      if (findAdminByUsername(opts.database.db, username)) return fail(`An admin with the username "${username}" already exists.`);
      const password = await obtainPassword(opts, `New password for ${username}: `);
      if (password === undefined) return EXIT_ERROR;
      const admin = await createAdmin(opts.database.db, { username, email, password }, { cost: opts.cost });
      opts.stdout.write(`Created admin "${admin.username}" <${admin.email}> (id ${admin.id}). Sign in at /metrikwebadmin-login.\n`);
      return EXIT_OK;
    }
    if (command === 'reset-password') {
      if (rest.length !== 1) return usage('admin reset-password needs exactly one username.');
      const username = rest[0].trim();
      if (!findAdminByUsername(opts.database.db, username)) return fail(`There is no admin called "${username}".`);
      const password = await obtainPassword(opts, `New password for ${username}: `);
      if (password === undefined) return EXIT_ERROR;
      const admin = await resetPassword(opts.database.db, username, password, opts.cost);
      opts.stdout.write(`Password changed for "${admin.username}"; every session of theirs is signed out.\n`);
      return EXIT_OK;
    }
    if (command === 'reset-2fa') {
      const flag = rest.findIndex((a) => a === '--confirmed-by' || a.startsWith('--confirmed-by='));
      const confirmedByArg = flag === -1 ? undefined : rest[flag].includes('=') ? rest[flag].slice(rest[flag].indexOf('=') + 1) : rest[flag + 1];
      const names = flag === -1 ? rest : rest.filter((_, i) => i !== flag && (rest[flag].includes('=') || i !== flag + 1));
      if (names.length !== 1) return usage('admin reset-2fa needs exactly one username.');
      if (confirmedByArg === undefined) {
        opts.stderr.write(RESET_2FA_REMINDER);
        return usage('admin reset-2fa needs --confirmed-by "<how you confirmed who asked>"; nothing was changed.');
      }
      const confirmedBy = v.safeParse(ConfirmedBySchema, confirmedByArg);
      if (!confirmedBy.success) return fail(`${confirmedBy.issues[0].message} Nothing was changed.`);
      const admin = resetTwoFactor(opts.database, COMMAND_LINE, names[0].trim(), confirmedBy.output);
      opts.stdout.write(
        `${RESET_2FA_REMINDER}\n` +
          (admin.wasOn
            ? `Two-factor sign-in is off for "${admin.username}"; they sign in with their password and can turn it on again in Team & security.\n`
            : `Two-factor sign-in was not on for "${admin.username}"; nothing to undo.\n`) +
          `The audit log records that identity was confirmed by: ${confirmedBy.output}\n`,
      );
      return EXIT_OK;
    }
    return usage(command === undefined ? 'Say which admin command to run.' : `Unknown admin command "${command}".`);
  } catch (error) {
    if (error instanceof AdminError) return fail(error.message);
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** The new password, validated; undefined after telling the operator why there is none. */
async function obtainPassword(opts: AdminCommandOptions, prompt: string): Promise<string | undefined> {
  const fail = (message: string) => {
    opts.stderr.write(`Error: ${message}\n`);
    return undefined;
  };
  const check = (password: string) => {
    const result = v.safeParse(NewPasswordSchema, password);
    return result.success ? undefined : result.issues[0].message;
  };

  if (opts.config.admin.password) {
    const problem = check(opts.config.admin.password);
    if (problem) return fail(`ADMIN_PASSWORD is not acceptable: ${problem}.`);
    opts.stdout.write('Using the password from ADMIN_PASSWORD.\n');
    return opts.config.admin.password;
  }

  if (opts.stdin.isTTY && typeof opts.stdin.setRawMode === 'function') {
    const first = await readHidden(opts.stdin, opts.stdout, prompt);
    if (first === null) return fail('Cancelled; nothing was changed.');
    const problem = check(first);
    if (problem) return fail(`${problem}.`);
    const second = await readHidden(opts.stdin, opts.stdout, 'Type it again: ');
    if (second === null) return fail('Cancelled; nothing was changed.');
    if (second !== first) return fail('The two passwords do not match; nothing was changed.');
    return first;
  }

  const line = await readLine(opts.stdin);
  if (line === null || line === '') return fail('No password given. Set ADMIN_PASSWORD, type it at a terminal, or pipe it on standard input.');
  const problem = check(line);
  return problem ? fail(`${problem}.`) : line;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the bracketed-paste markers a terminal sends
const BRACKETED_PASTE = /\u001b\[20[01]~/g;

/** Reads one line in raw mode, echoing nothing. Null on Ctrl-C, or Ctrl-D on an empty line, or end of input. */
function readHidden(stdin: PasswordInput, out: TextOutput, prompt: string): Promise<string | null> {
  return new Promise((resolve) => {
    let value = '';
    out.write(prompt);
    const finish = (result: string | null) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.setRawMode?.(false);
      stdin.pause();
      out.write('\n');
      resolve(result);
    };
    const onEnd = () => finish(null);
    const onData = (chunk: string | Buffer) => {
      for (const ch of String(chunk).replace(BRACKETED_PASTE, '')) {
        if (ch === '\r' || ch === '\n') return finish(value);
        if (ch === '\u0003' || (ch === '\u0004' && value === '')) return finish(null);
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch === '\u0015') value = '';
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.setRawMode?.(true);
    stdin.setEncoding?.('utf8');
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.resume();
  });
}

/** The first line of piped input, without its line ending; null when the input is empty. */
function readLine(stdin: PasswordInput): Promise<string | null> {
  return new Promise((resolve) => {
    let buffer = '';
    const finish = (line: string | null) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.off('error', onEnd);
      stdin.pause();
      resolve(line === null ? null : line.replace(/\r$/, ''));
    };
    const onData = (chunk: string | Buffer) => {
      buffer += String(chunk);
      const newline = buffer.indexOf('\n');
      if (newline >= 0) finish(buffer.slice(0, newline));
    };
    const onEnd = () => finish(buffer === '' ? null : buffer);
    stdin.setEncoding?.('utf8');
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.on('error', onEnd);
    stdin.resume();
  });
}
