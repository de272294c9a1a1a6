// What a new password may not be, beyond its length (NewPasswordSchema): one of the most common passwords (ASVS 5.0
// 6.2.4), or anything containing a word about this company, this site or the account (6.1.2, 6.2.11): the first
// guesses of anyone who targets this site. Checked on the server wherever a password is set: the first admin, an
// added admin's first password, one's own change, the e-mailed reset link, and the operator's commands.
// The words are documented in docs/product.md § Guessable passwords.
import common from './common-passwords.json';
import type { Db } from '../db/open.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { readSettings } from '../content/settings.ts';

/** Lower-case; the list is lower-cased too, so "Password1234" is as common as "password1234". */
const COMMON = new Set(common.passwords);

/** Always refused inside a password, whatever the settings say: the product's own name, its place and its role. */
const FIXED_CONTEXT_WORDS = ['metrik', 'admin', 'password', 'port harcourt', 'harcourt', 'building excellence'] as const;

/**
 * Words of a company name too general to refuse on their own ("Metrik Group" refuses "metrik group" and "metrik",
 * not every password with "group" in it).
 */
const GENERAL_WORDS = new Set(['group', 'company', 'limited', 'nigeria', 'services', 'service', 'holdings', 'international', 'enterprises', 'industries', 'global']);

/** Shorter words are not looked for inside a password: "ada" would refuse "adamant". */
const SHORTEST_WORD = 4;

/** Letters and digits only, lower-case: "Port-Harcourt 2026" and "portharcourt2026" are the same guess. */
const compact = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The account a password is for: its username, and its e-mail address (only the part before @ is a word). */
export interface PasswordAccount {
  username: string;
  email: string;
}

/** A refused word as the admin is shown it ("port harcourt"), and as it is looked for ("portharcourt"). */
export interface ContextWord {
  word: string;
  key: string;
}

const phrase = (text: string) => text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');

/** A name, whole, and its words without the general ones. */
function namesIn(text: string): string[] {
  return [phrase(text), ...phrase(text).split(/[^\p{L}\p{N}]+/u).filter((w) => !GENERAL_WORDS.has(w))];
}

/** The site's address, without `www` and the top-level domain: "https://www.metrikgroup.com.ng" → "metrikgroup". */
function hostNames(siteUrl: string): string[] {
  let host: string;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return [];
  }
  const labels = host.split('.').filter((l) => l !== 'www').slice(0, -1);
  // Under the top-level domain, a second-level one as short as "com" or "co" goes too.
  if (labels.length > 1 && labels[labels.length - 1].length <= 3) labels.pop();
  return labels.flatMap(namesIn);
}

/**
 * Every word a new password of `account` may not contain: the fixed words, the company name (whole and word by
 * word), the tagline, the site's address, the username and the e-mail address's local part (whole and split at dots,
 * dashes, underscores and pluses). Words of fewer than four letters and digits are left out.
 */
export function contextWords(db: Db, account: PasswordAccount): ContextWord[] {
  const settings = readSettings(db);
  const setting = (key: string) => settings.get(key) ?? '';
  const local = account.email.split('@')[0] ?? '';
  const words = [
    ...FIXED_CONTEXT_WORDS,
    ...namesIn(setting(SETTING.companyName)),
    phrase(setting(SETTING.tagline)),
    ...hostNames(setting(SETTING.siteUrl)),
    ...namesIn(account.username),
    ...namesIn(local),
  ];
  const byKey = new Map<string, ContextWord>();
  for (const word of words) {
    const key = compact(word);
    if (key.length >= SHORTEST_WORD && !byKey.has(key)) byKey.set(key, { word, key });
  }
  return [...byKey.values()];
}

export const COMMON_PASSWORD = 'This is one of the most common passwords, the first an attacker tries. Choose another: a short sentence of your own is easy to remember and hard to guess.';

export const contextWordMessage = (word: string) =>
  `Choose a password without "${word}" in it: words about this company, this site or your account are the first an attacker tries.`;

/** Why `password` may not be set, in a sentence for its field; undefined when it may. */
export function passwordProblem(password: string, words: readonly ContextWord[]): string | undefined {
  const typed = compact(password);
  if (COMMON.has(password.normalize('NFKC').toLowerCase()) || COMMON.has(typed)) return COMMON_PASSWORD;
  // The longest first: "metrik group" is named rather than "metrik" when the password holds both.
  const found = [...words].sort((a, b) => b.key.length - a.key.length).find((w) => typed.includes(w.key));
  return found === undefined ? undefined : contextWordMessage(found.word);
}
