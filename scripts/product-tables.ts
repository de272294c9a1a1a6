// The parts of docs/product.md that are the code's numbers and sentences, written from the code: the constants
// table under § Business constants and the status table under § Request errors. Each sits between
// `<!-- generated: name -->` and `<!-- /generated -->`; `npm run docs:product` rewrites them, and
// product-tables.test.ts fails when the committed document differs from what this would write.
import * as v from 'valibot';
import { SAVE_FAILED } from '../src/submissions/save.ts';
import { DATABASE_DOWN } from '../src/api/health.ts';
import { INVALID_CREDENTIALS } from '../src/api/auth.ts';
import { noPageCalled } from '../src/api/pages.ts';
import { loadConfig } from '../src/config.ts';
import * as said from '../src/http/request-errors.ts';
import { IdString } from '../src/http/validate.ts';
import { ROUTES } from '../src/routes.ts';
import { ADMINS_EXIST, duplicateAdmin } from '../src/security/admins.ts';
import { FORM_WINDOW_MS, LOGIN_LIMIT_PER_IP, LOGIN_LIMIT_PER_USER, LOGIN_WINDOW_MS, SIGN_IN_WAIT, tooManySubmissions } from '../src/security/limits.ts';
import { IDLE_TIMEOUT_MS, TOKEN_TTL_SECONDS } from '../src/security/tokens.ts';
import * as limit from '../web/shared/limits.ts';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from '../web/components/toast.tsx';
import { COUNTER_DURATION_MS, COUNTER_THRESHOLD, COUNTER_TICK_MS } from '../web/enhance/counters.ts';
import { DELAY_CLASSES, REVEAL_THRESHOLD } from '../web/enhance/reveals.ts';

const minutes = (ms: number) => ms / 60_000;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** The reveals' delays, read from the classes they are written as: "0-600 ms in 100 ms steps". */
function revealDelays(): string {
  const ms = DELAY_CLASSES.map((name) => Number(name.replace('delay-', '')));
  return `${ms[0]}-${ms[ms.length - 1]} ms in ${ms[1] - ms[0]} ms steps`;
}

/** The numbers docs/product.md § Business constants takes from the code: motion, limits, session. */
function constantsTable(): string {
  const formLimit = loadConfig({}).formRateLimit;
  return table(
    ['constant', 'value', 'where'],
    [
      ['counter', `${COUNTER_DURATION_MS} ms, ${COUNTER_TICK_MS} ms steps, threshold ${COUNTER_THRESHOLD}, once`, '`web/enhance/counters.ts`'],
      ['reveal', `threshold ${REVEAL_THRESHOLD}, delays ${revealDelays()}, once`, '`web/enhance/reveals.ts`'],
      [
        'toast',
        `${TOAST_LIMIT} visible, ${TOAST_DURATION_MS} ms, removal after ${TOAST_REMOVE_DELAY_MS.toLocaleString('en-US')} ms, ` +
          `swipe right ${TOAST_SWIPE_THRESHOLD_PX} px, hotkey ${TOAST_HOTKEY.join(' ')}`,
        '`web/components/toast.tsx`',
      ],
      ['form rate limit', `${formLimit} per client address per ${minutes(FORM_WINDOW_MS)} minutes (\`FORM_RATE_LIMIT\`)`, '`src/config.ts`, `src/security/limits.ts`'],
      [
        'sign-in limits',
        `${LOGIN_LIMIT_PER_USER} per address + username, ${LOGIN_LIMIT_PER_IP} per address, per ${minutes(LOGIN_WINDOW_MS)} minutes`,
        '`src/security/limits.ts`',
      ],
      ['session', `${TOKEN_TTL_SECONDS / 3600} hours at most, ${IDLE_TIMEOUT_MS / 60_000} minutes without activity`, '`src/security/tokens.ts`'],
      ['JSON body limit', `${limit.MAX_BODY_KIB} KiB`, '`web/shared/limits.ts`'],
      ['upload limit', `${limit.MAX_UPLOAD_MB} MB file (the request may carry ${limit.UPLOAD_FRAMING_KIB} KiB more for its framing)`, '`web/shared/limits.ts`'],
      ['alt text; setting value', `${limit.MAX_ALT_TEXT}; ${limit.MAX_SETTING_LENGTH} characters`, '`web/shared/limits.ts`'],
      ['admin password', `${limit.PASSWORD_MIN_CHARACTERS} to ${limit.PASSWORD_MAX_CHARACTERS} characters`, '`web/shared/limits.ts`'],
      ['block preview in the admin', `${limit.BLOCK_PREVIEW_LENGTH} characters`, '`web/shared/limits.ts`'],
      [
        'activity page',
        `${limit.ACTIVITY_PAGE_SIZE} in the panel; the API gives ${limit.AUDIT_PAGE_DEFAULT} by default, at most ${limit.AUDIT_PAGE_MAX}`,
        '`web/shared/limits.ts`',
      ],
    ],
  );
}

/** The methods the routes table serves at a path, in its order (what a 405 there offers). */
const methodsOf = (path: string) => ROUTES.filter((row) => row.path === path).map((row) => row.method);

/** What a schema says about one bad value: the sentence a 400 carries. */
function refusal(schema: v.GenericSchema, value: unknown): string {
  const result = v.safeParse(schema, value);
  if (result.success) throw new Error(`${JSON.stringify(value)} was expected to be refused`);
  return result.issues[0].message;
}

/** docs/product.md § Request errors: each status, when it comes, and sentences the server answers it with. */
function requestErrorsTable(): string {
  const rows: [number, string, string[]][] = [
    [
      400,
      'invalid JSON, not an object, a failed check, a bad id or query parameter',
      [said.INVALID_JSON, said.NOT_AN_OBJECT, 'the first field message', refusal(IdString('The page id'), 'x')],
    ],
    [401, 'no, malformed, expired or revoked admin token; wrong sign-in', [said.NO_TOKEN, said.MALFORMED_TOKEN, said.SESSION_INVALID, INVALID_CREDENTIALS]],
    [403, 'a cookie-only state change from another origin; `/api/admin/create` once an admin exists', [said.OTHER_ORIGIN, ADMINS_EXIST]],
    [404, 'an unknown id, page or API path', [said.noSuch('page', 7), noPageCalled('x'), said.NO_SUCH_ROUTE]],
    [405, 'a known path with another method (with `Allow`)', [`${said.otherMethod(methodsOf('/api/contact'))} (for \`DELETE /api/contact\`)`]],
    [409, 'a duplicate admin', [duplicateAdmin('username')]],
    [413, `a JSON body over ${limit.MAX_BODY_KIB} KiB; an upload over ${limit.MAX_UPLOAD_MB} MB`, [said.BODY_TOO_LARGE]],
    [415, 'a body that is not JSON', [said.NOT_JSON]],
    [429, 'too many submissions or sign-in attempts (with `Retry-After`)', [tooManySubmissions(600), SIGN_IN_WAIT]],
    [
      503,
      'the database could not take a submission just now (with `Retry-After: 5`); `/healthz` while the database does not answer',
      [SAVE_FAILED, DATABASE_DOWN],
    ],
    [500, 'a fault on the server (logged)', [said.SERVER_FAULT]],
  ];
  return table(
    ['status', 'when', 'sentence (examples)'],
    rows.map(([status, when, sentences]) => [String(status), when, sentences.join(' · ')]),
  );
}

const GENERATED: Record<string, () => string> = { constants: constantsTable, 'request-errors': requestErrorsTable };

/** The document with every generated part written afresh from the code; the rest of it as it was. */
export function withGeneratedParts(markdown: string): string {
  const found = new Set<string>();
  const out = markdown.replace(/(<!-- generated: ([\w-]+) -->\n)[\s\S]*?(<!-- \/generated -->)/g, (_, open: string, name: string, close: string) => {
    const render = GENERATED[name];
    if (!render) throw new Error(`docs/product.md names a generated part "${name}" that scripts/product-tables.ts does not write`);
    found.add(name);
    return `${open}${render()}\n${close}`;
  });
  const missing = Object.keys(GENERATED).filter((name) => !found.has(name));
  if (missing.length) throw new Error(`docs/product.md lacks the generated part(s) ${missing.join(', ')}`);
  return out;
}
