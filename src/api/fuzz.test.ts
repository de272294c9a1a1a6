// Property-based input fuzzing (fast-check) of EVERY row of the ROUTES table in src/app.ts, public and admin
// (admin ones with a real token), through app.request(): right and wrong methods, odd path ids and query values,
// JSON bodies derived from a valid one with fields dropped, retyped, added or made huge (near and over 64 KiB)
// or unicode-hostile (emoji, RTL override, NUL, lone surrogates), arbitrary JSON, bad JSON and every kind of
// Content-Type (JSON, text, form, multipart with and without a boundary, none).
// For every request: never a 5xx; under /api every error is JSON with a sentence in `error`; an error answer
// leaves every table as it was (login failures add only their audit line). For the two public forms the
// shared valibot schema is the oracle: 201 exactly when the body is JSON under 64 KiB that the schema accepts, and
// for the pages that take their form posted by the browser itself, 303 exactly when the form's fields fit it.
// Example-based checks of each rule live beside each route (forms.test.ts, admin-content.test.ts, auth.test.ts,
// inbox.test.ts, media.test.ts, settings.test.ts); this file looks for the inputs nobody thought of.
import { ADMIN } from '../testing/admin.ts';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Statement } from 'better-sqlite3';
import fc from 'fast-check';
import * as v from 'valibot';
import { FORM_PAGES, PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { ContactSchema, ENQUIRY_SCHEMAS, EquipmentQuoteSchema, PAGE_FIELD } from '../../web/shared/schemas.ts';
import { MAX_BODY_BYTES } from '../../web/shared/limits.ts';
import { ROUTES } from '../app.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { TINY_PNG } from '../testing/images.ts';
import { daysFromNow } from '../testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

type TestApp = ReturnType<typeof makeTestApp>;
type Route = (typeof ROUTES)[number];

// ---------------------------------------------------------------------------------------------------------
// Nasty values

const EMOJI = '👷🏾‍♀️🏗️🇳🇬';
const RTL = '\u202eevil\u202c عربي עברית';
const NUL = 'a\u0000b';
const LONE_HIGH = 'x\ud800y';
const LONE_LOW = '\udfff';
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  EMOJI,
  RTL,
  NUL,
  LONE_HIGH,
  LONE_LOW,
  'e\u0301\u200b\ufeff',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE pages; --",
  '%00%ZZ',
  '../../etc/passwd',
  'javascript:alert(1)',
  '9'.repeat(30),
  '__proto__',
];

/** Strings near and over the 64 KiB body limit, in one-byte and three-byte characters. */
const hugeString = fc.constantFrom(20_001, 60_000, MAX_BODY_BYTES - 200, MAX_BODY_BYTES + 1, 70_000).chain((n) =>
  fc.constantFrom('a'.repeat(n), '€'.repeat(Math.ceil(n / 3)), `${EMOJI}${'x'.repeat(n)}`),
);

const unicodeString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: unicodeString },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Keys a client could add to a body hoping the server trusts them. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'isSpam', 'is_spam', 'createdAt', 'readAt', 'website', 'adminId', 'password', 'slug', 'isActive', 'sortOrder', 'toString', ''];

const ODD_IDS = [
  '0',
  '-1',
  '1e3',
  '9'.repeat(30),
  '%00',
  '../',
  '..%2F..%2F',
  '%2e%2e',
  'é',
  '%F0%9F%92%A5',
  '%ED%A0%80', // a lone surrogate, percent-encoded as the invalid UTF-8 it would be
  '%ZZ',
  '%',
  '1.5',
  '%201',
  '0x10',
  '+1',
  'NaN',
  'Infinity',
  "1'%20OR%20'1'='1",
  '1;DROP%20TABLE%20pages',
  '007',
  '999999',
  '1',
  '2',
  '3',
];

/** A path segment: one that names something (`known`), an odd id, or arbitrary unicode, percent-encoded like a browser would. */
function segment(known: string[] = []) {
  return fc.oneof(
    { weight: known.length > 0 ? 3 : 0, arbitrary: fc.constantFrom(...known, '') },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_IDS) },
    { weight: 1, arbitrary: unicodeString.filter((s) => s.length > 0 && s.length < 200).map(encodeLoosely) },
  );
}

/** encodeURIComponent, but a lone surrogate becomes the bytes a careless client would send instead of throwing. */
function encodeLoosely(value: string): string {
  return [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Values of each path parameter that name a real row, so the fuzzing also reaches past the lookups. */
const PARAM_VALUES: Record<string, string[]> = {
  id: ['1', '2', '3'],
  slug: ['home', 'contact', 'site', 'HOME', 'no-such-page'],
  kind: ['contact', 'quotes', 'quote', 'CONTACT'],
  filename: ['0123456789abcdef.png', '0123456789abcdef.svg', '.htaccess', 'x.png%00.html'],
};

/** Query strings the list routes read, with odd values, repeated keys and junk. */
const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.constantFrom('?pageId=1', '?pageId=2', '?sectionId=1', '?sectionId=3', '?spam=1', '?spam=0', '?q=Ada', '?q=%25', '?spam=1&q=_') },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom('pageId', 'sectionId', 'spam', 'q', 'id', 'x', '__proto__', ''),
          fc.oneof(fc.constantFrom(...ODD_IDS, '0', '1', ''), unicodeString.map(encodeLoosely)),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((pairs) => `?${pairs.map(([k, value]) => `${k}=${value}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&&', '?pageId', '?pageId=1&pageId=2', `?q=${'a'.repeat(5000)}`, '?%ZZ=1', '?q=%ED%A0%80') },
);

// ---------------------------------------------------------------------------------------------------------
// Bodies

const EQUIPMENT_QUOTE = {
  equipmentType: 'heavy',
  rentalDuration: 'weekly',
  startDate: START_DATE,
  projectLocation: 'Onne',
  projectDetails: 'One excavator.',
  email: 'site@example.com',
  phone: '0803 555 0147',
};

/** A valid body per route, the seed the mutations start from (never the admin's real password). */
const VALID: Record<string, Record<string, unknown>> = {
  'POST /api/contact': { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+234 803 555 0147', service: 'construction', message: 'A warehouse, please.' },
  'POST /api/equipment-quote': EQUIPMENT_QUOTE,
  'POST /contact': { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '', service: 'construction', message: 'A warehouse, please.', website: '' },
  'POST /real-estate': { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '', service: 'real-estate', message: 'A plot, please.', website: '' },
  'POST /equipment': { ...EQUIPMENT_QUOTE, website: '' },
  'POST /api/admin/login': { username: 'amaka', password: 'not-the-password' },
  'POST /api/admin/create': { username: 'ngozi', email: 'ngozi@metrikgroup.ng', password: 'a-long-enough-passphrase' },
  'POST /api/admin/password': { currentPassword: 'not-the-password', newPassword: 'a-new-password-1' },
  'PUT /api/admin/pages/:id': { title: 'Home', description: 'Building Excellence' },
  'PUT /api/admin/sections/:id': { title: 'Hero', subtitle: 'Sub', description: 'Text' },
  'PUT /api/admin/content-blocks/:id': { title: 'Block', content: 'Text', imageUrl: '/art/x.svg', metadata: { suffix: '+' } },
  'PUT /api/admin/settings': { values: { company_phone: '+234 803 000 0000', company_email: 'info@metrikgroup.ng' } },
  'PATCH /api/admin/submissions/:kind/:id': { read: true },
  'PATCH /api/admin/media/:id': { altText: 'A crane on site' },
  'POST /api/admin/content-blocks': { sectionId: 1, blockType: 'button', title: 'Call us', metadata: { href: '/contact', variant: 'primary' }, isActive: true },
  'PUT /api/admin/sections/:id/order': { blockIds: [1, 2, 3] },
  'PUT /api/admin/pages/:id/order': { sectionIds: [1, 2, 3, 4, 5] },
  'POST /api/admin/preview': { path: '/', changes: [{ entity: 'section', id: 1, fields: { title: 'Preview' } }, { entity: 'block', id: -1, fields: { sectionId: 1, blockType: 'button', title: 'New' } }] },
};

/** The valid body with some fields dropped, some replaced by fuzz values, some extra keys added. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      dropped: fc.subarray(keys),
      replaced: fc.dictionary(fc.constantFrom(...keys), fuzzValue, { maxKeys: 2 }),
      added: fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), fuzzValue, { maxKeys: 2 }),
    })
    .map(({ dropped, replaced, added }) =>
      // Object.fromEntries makes "__proto__" an own key, so JSON.stringify really sends it.
      Object.fromEntries([...Object.entries(valid).filter(([k]) => !dropped.includes(k)), ...Object.entries(replaced), ...Object.entries(added)]),
    );
}

/** Text that is not JSON, or JSON that is not an object, or JSON a careless parser mishandles. */
function badJson(valid: Record<string, unknown>) {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '{"a":1}}',
      "{'a':1}",
      'undefined',
      'null',
      '[]',
      '"text"',
      '42',
      '\u0000',
      `\ufeff${text}`,
      `${text}\u0000`,
      `[${text}]`,
      '{"a":1,"a":2}',
      '{"__proto__":{"isAdmin":true}}',
      '{"x":"\\ud800"}',
      '{"x":"\\u0000"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"n":${'9'.repeat(400)}}`,
    ),
    fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/jsonx',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'x',
  '',
  undefined,
];

const contentType = fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) });

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'form'; form: FormData }
  /** A page's form as the browser posts it, urlencoded, whatever Content-Type the request names. */
  | { kind: 'urlencoded'; value: Record<string, unknown> };

function bodies(routeKey: string): fc.Arbitrary<Body> {
  const valid = VALID[routeKey] ?? { title: 'x' };
  return fc.oneof(
    { weight: isPageForm(routeKey) ? 6 : 0, arbitrary: mutated(valid).map((value): Body => ({ kind: 'urlencoded', value })) },
    { weight: isPageForm(routeKey) ? 1 : 0, arbitrary: fc.constant<Body>({ kind: 'urlencoded', value: valid }) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 6, arbitrary: mutated(valid).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'json', value: valid }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: badJson(valid).map((text): Body => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: multipart },
  );
}

/** Multipart bodies: the upload route's own format, sent to every route. */
const multipart: fc.Arbitrary<Body> = fc
  .record({
    file: fc.oneof(
      fc.constant<Uint8Array | string | undefined>(TINY_PNG),
      fc.constant<Uint8Array | string | undefined>(undefined),
      fc.constantFrom<Uint8Array | string | undefined>('', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'just text'),
      fc.uint8Array({ maxLength: 64 }),
    ),
    fileName: fc.oneof(fc.constantFrom('photo.png', '../../x.png', 'a\u0000.png', `${EMOJI}.png`, ''), unicodeString),
    altText: fc.option(unicodeString),
  })
  .map(({ file, fileName, altText }): Body => {
    const form = new FormData();
    if (file !== undefined) form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), fileName || 'blob');
    if (altText !== null) form.append('altText', altText);
    return { kind: 'form', form };
  });

// ---------------------------------------------------------------------------------------------------------
// Requests and checks

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

interface FuzzRequest {
  method: string;
  path: string;
  body: Body;
  contentType: string | undefined;
  auth: 'bearer' | 'cookie same origin' | 'cookie foreign origin' | 'none';
  ip: string;
}

function requests(route: Route): fc.Arbitrary<FuzzRequest> {
  const routeKey = `${route.method} ${route.path}`;
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return fc.record({
    method: fc.oneof({ weight: 5, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
    path: fc
      .tuple(fc.tuple(...params.map((name) => segment(PARAM_VALUES[name]))), queryString)
      .map(([values, query]) => params.reduce((path, name, i) => path.replace(`:${name}`, values[i]), route.path) + query),
    body: bodies(routeKey),
    contentType,
    auth: route.access === 'admin'
      ? fc.oneof({ weight: 6, arbitrary: fc.constant('bearer' as const) }, { weight: 1, arbitrary: fc.constantFrom('cookie same origin' as const, 'cookie foreign origin' as const, 'none' as const) })
      : fc.constantFrom('none' as const, 'bearer' as const),
    ip: fc.ipV4(),
  });
}

/** Per database: one statement counting the rows of every table, made once (no request changes the schema). */
const countingStatements = new WeakMap<TestApp['sqlite'], Statement<[], Record<string, number>>>();

/** Row counts of every table: an error answer must leave all of them unchanged. Twice a request, so one statement. */
function rowCounts(t: TestApp): Record<string, number> {
  let counting = countingStatements.get(t.sqlite);
  if (!counting) {
    const tables = t.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    counting = t.sqlite.prepare<[], Record<string, number>>(`SELECT ${tables.map((name) => `(SELECT count(*) FROM ${quoted(name)}) AS ${quoted(name)}`).join(', ')}`);
    countingStatements.set(t.sqlite, counting);
  }
  return { ...counting.get() };
}

const FORM_SCHEMAS: Record<string, v.GenericSchema> = { '/api/contact': ContactSchema, '/api/equipment-quote': EquipmentQuoteSchema };

/** What the public form must answer, from the shared schema: 201 exactly when the body is acceptable JSON. */
function formShouldAccept(req: FuzzRequest, sent: string | undefined): boolean {
  const schema = FORM_SCHEMAS[req.path.split('?')[0]];
  if (!schema || req.method !== 'POST' || sent === undefined) return false;
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(req.contentType ?? '')) return false;
  const bytes = Buffer.from(sent);
  if (bytes.byteLength > MAX_BODY_BYTES) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes)); // as the server reads it: a leading BOM is dropped
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  return v.safeParse(schema, parsed).success;
}

const isPageForm = (routeKey: string) => routeKey.startsWith('POST ') && Object.hasOwn(FORM_PAGES, routeKey.slice('POST '.length));

/** Values as form fields, as text (an object as its JSON; a lone surrogate becomes U+FFFD, as a browser sends it). */
const urlencoded = (value: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(value).map(([k, x]) => [k, typeof x === 'string' ? x : (JSON.stringify(x) ?? String(x))])).toString();

/** What a page's form post must answer, from the shared schema: 303 exactly when its fields, as text, fit the page's form. */
function pageFormShouldAccept(req: FuzzRequest, sent: string | undefined): boolean {
  const path = req.path.split('?')[0];
  if (req.method !== 'POST' || req.body.kind !== 'urlencoded' || sent === undefined || !Object.hasOwn(FORM_PAGES, path)) return false;
  if (Buffer.byteLength(sent) > MAX_BODY_BYTES) return false;
  const schema = ENQUIRY_SCHEMAS[FORM_PAGES[path as keyof typeof FORM_PAGES]];
  const posted = Object.fromEntries(new URLSearchParams(sent));
  const fields = Object.fromEntries(Object.keys(schema.entries).flatMap((name) => (Object.hasOwn(posted, name) ? [[name, posted[name]]] : [])));
  return v.safeParse(schema, { ...fields, [PAGE_FIELD]: path }).success;
}

interface Fixture {
  t: TestApp;
  adminId: number;
  token: string;
}

async function fixture(): Promise<Fixture> {
  const t = makeTestApp({ formRateLimit: 0, trustProxy: true });
  const admin = await signInAdmin(t);
  // Something for the id routes to find: two submissions of each kind, one image.
  for (let i = 0; i < 2; i++) {
    assert.equal((await call(t.app, 'POST', '/api/contact', VALID['POST /api/contact'])).status, 201);
    assert.equal((await call(t.app, 'POST', '/api/equipment-quote', VALID['POST /api/equipment-quote'])).status, 201);
  }
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG]), 'seed.png');
  const upload = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth });
  assert.equal(upload.status, 201);
  PARAM_VALUES.filename.push(((await upload.json()) as { filename: string }).filename);
  return { t, adminId: admin.id, token: admin.token };
}

async function send(f: Fixture, req: FuzzRequest, token = f.token) {
  const headers = new Headers({ 'x-forwarded-for': req.ip });
  if (req.auth === 'bearer') headers.set('authorization', `Bearer ${token}`);
  if (req.auth.startsWith('cookie')) {
    headers.set('cookie', `admin_token=${token}`);
    headers.set('origin', req.auth === 'cookie same origin' ? 'http://localhost' : 'https://evil.example');
  }
  let body: BodyInit | undefined;
  let sent: string | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.body.kind === 'json') body = sent = JSON.stringify(req.body.value) ?? 'null';
    else if (req.body.kind === 'text') body = sent = req.body.text;
    else if (req.body.kind === 'form') body = req.body.form;
    else if (req.body.kind === 'urlencoded') body = sent = urlencoded(req.body.value);
  }
  // A FormData body brings its own multipart Content-Type (with the boundary) unless one is forced here.
  if (req.contentType !== undefined && !(req.body.kind === 'form' && req.contentType === 'application/json')) headers.set('content-type', req.contentType);
  if (req.body.kind === 'urlencoded') headers.set('content-type', 'application/x-www-form-urlencoded');
  if (req.contentType === undefined && sent !== undefined) body = new TextEncoder().encode(sent); // a string body would get text/plain
  const res = await f.t.app.request(`http://localhost${req.path}`, { method: req.method, headers, body });
  const text = await res.text();
  return { res, text, sent };
}

/** Where a failed proof of who the admin is is itself recorded, and the status it fails with: a sign-in's wrong
 * password is 401, asking again before what matters answers a wrong password as a field's problem, 400. */
const PROOF_ROUTES = new Map([
  ['/api/admin/login', 401],
  ['/api/admin/reauth', 400],
]);

async function check(f: Fixture, req: FuzzRequest, failedProof: number | undefined): Promise<number> {
  // Logging out revokes the session: that request gets a token (a session row) of its own, made beforehand.
  const token = req.path.startsWith('/api/admin/logout') ? (await f.t.services.tokens.issue(f.adminId)).token : f.token;
  const before = rowCounts(f.t);
  const { res, text, sent } = await send(f, req, token);
  const what = `${req.method} ${req.path.slice(0, 200)} (${req.contentType ?? 'no content-type'}, ${req.auth}) → ${res.status} ${text.slice(0, 300)}`;
  assert.ok(res.status < 500, what);
  const pathname = new URL(`http://localhost${req.path}`).pathname;
  if (res.status >= 400 && pathname.startsWith('/api/') && req.method !== 'HEAD') {
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/, what);
    const json = JSON.parse(text);
    assert.equal(typeof json.error, 'string', what);
    assert.ok(json.error.length > 0, what);
  }
  const after = rowCounts(f.t);
  if (res.status >= 400) {
    // A failed sign-in or re-authentication is itself recorded (audit_log); nothing else may change.
    if (req.method === 'POST' && res.status === failedProof) after.audit_log = before.audit_log;
    assert.deepEqual(after, before, `an error answer changed the database: ${what}`);
  }
  if (FORM_SCHEMAS[pathname] && req.method === 'POST' && res.status !== 429) {
    assert.equal(res.status === 201, formShouldAccept(req, sent), `the shared schema disagrees: ${what}`);
  }
  if (isPageForm(`${req.method} ${pathname}`) && req.body.kind === 'urlencoded') {
    assert.equal(res.status === 303, pageFormShouldAccept(req, sent), `the shared schema disagrees with the page's form: ${what}`);
  }
  return res.status;
}

/** A long string in a failure report, abbreviated: the 70 KB counterexample would drown the message. */
const abbreviate = (_key: string, value: unknown) =>
  typeof value === 'string' && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)…${value.slice(-20)}` : value;

/** fc.assert with a readable failure: the assertion that failed, the shrunk request (abbreviated), the seed to replay. */
/** FUZZ_SCALE shrinks every run count: `npm run test:unit` (the quick loop) sets 0.2; `npm test` runs them whole. */
const FUZZ_SCALE = Math.min(1, Math.max(0.05, Number(process.env.FUZZ_SCALE ?? 1) || 1));

async function holds<T>(property: fc.IAsyncProperty<T>, runs: number, timeLimitMs: number) {
  const numRuns = Math.max(10, Math.round(runs * FUZZ_SCALE));
  const details = await fc.check(property, { numRuns, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false });
  if (!details.failed) return;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `${error}\n  counterexample: ${JSON.stringify(details.counterexample, abbreviate)}\n  replay: { seed: ${details.seed}, path: "${details.counterexamplePath}" }`,
  );
}

/** fast-check runs per route: sign-in runs cost a bcrypt each, the rest are cheap. */
const runsFor = (route: Route) => (route.path === '/api/admin/login' ? 60 : route.method === 'POST' && route.access === 'public' ? 600 : 300);

describe('fuzzing every route of the ROUTES table', async () => {
  const f = await fixture();
  const pages = f.t.sqlite.prepare('SELECT count(*) FROM pages').pluck().get();

  for (const route of ROUTES) {
    test(`${route.method} ${route.path} (${route.access})`, async (t) => {
      const statuses: Record<number, number> = {};
      await holds(
        fc.asyncProperty(requests(route), async (req) => {
          const status = await check(f, req, PROOF_ROUTES.get(route.path));
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
        runsFor(route),
        30_000,
      );
      t.diagnostic(`answers: ${JSON.stringify(statuses)}`);
      const health = await call(f.t.app, 'GET', '/healthz');
      assert.equal(health.status, 200);
    });
  }

  test('unknown paths under /api: 404 or 405 (413 for a body over the limit) as JSON, whatever the method and body', async () => {
    const unknownPath = fc
      .array(segment(['api', 'admin', 'contact', 'pages', '']), { minLength: 1, maxLength: 4 })
      .map((parts) => `/api/${parts.join('/')}`)
      .filter((path) => !ROUTES.some((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(new URL(`http://localhost${path}`).pathname)));
    await holds(
      fc.asyncProperty(
        fc.record({
          method: fc.constantFrom(...OTHER_METHODS),
          path: unknownPath,
          body: bodies('unknown'),
          contentType,
          auth: fc.constantFrom('bearer' as const, 'none' as const),
          ip: fc.ipV4(),
        }),
        async (req) => {
          const status = await check(f, req, undefined);
          if (new URL(`http://localhost${req.path}`).pathname.startsWith('/api/')) assert.ok([404, 405, 413].includes(status), `${req.method} ${req.path} → ${status}`);
        },
      ),
      150,
      20_000,
    );
  });

  test('whatever edit the admin API accepts, every public page still renders it as text', async (t) => {
    // Text that passes the edit schemas yet is hostile to a renderer: markup, control and bidi characters,
    // lone surrogates; metadata keeping the keys the pages read, with values of the wrong type.
    const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '</script><script>alert(1)</script>', '<!--', ']]>'];
    const hostileText = fc.oneof(fc.constantFrom(...XSS, ...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...XSS).map((x) => `${EMOJI}${x}${RTL}`));
    const blocks = f.t.sqlite
      .prepare('SELECT b.id, b.metadata, p.slug FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id')
      .all() as { id: number; metadata: string | null; slug: string }[];
    const sectionsOf = f.t.sqlite.prepare('SELECT s.id, p.slug FROM sections s JOIN pages p ON p.id = s.page_id').all() as { id: number; slug: string }[];
    const pagesOf = f.t.sqlite.prepare('SELECT id, slug FROM pages').all() as { id: number; slug: string }[];
    const routeOf = (slug: string) => PUBLIC_ROUTES.find((r) => r.slug === slug)?.path ?? '/'; // 'site' (header, footer) shows on every page
    const metadataOf = (block: (typeof blocks)[number]) => {
      const keys = Object.keys(block.metadata ? JSON.parse(block.metadata) : {});
      return keys.length === 0 ? fc.constant(null) : fc.dictionary(fc.constantFrom(...keys), fc.oneof(hostileText, fuzzValue.filter((x) => JSON.stringify(x).length < 20_000)), { maxKeys: keys.length });
    };
    const edits = fc.oneof(
      fc.constantFrom(...blocks).chain((block) =>
        fc
          .record({ title: hostileText, content: hostileText, imageUrl: fc.constantFrom('', '/x".png', 'https://e.example/a.png?<b>', '/media/x.png#"onerror=alert(1)'), metadata: metadataOf(block) }, { requiredKeys: [] })
          .map((body) => ({ path: `/api/admin/content-blocks/${block.id}`, body, slug: block.slug })),
      ),
      fc.constantFrom(...sectionsOf).chain((section) =>
        fc.record({ title: hostileText, subtitle: hostileText, description: hostileText }, { requiredKeys: [] }).map((body) => ({ path: `/api/admin/sections/${section.id}`, body, slug: section.slug })),
      ),
      fc.constantFrom(...pagesOf).chain((page) =>
        fc.record({ title: hostileText, description: hostileText }, { requiredKeys: [] }).map((body) => ({ path: `/api/admin/pages/${page.id}`, body, slug: page.slug })),
      ),
      fc
        .dictionary(fc.constantFrom('company_name', 'company_address', 'company_hours', 'company_phone', 'company_email', 'social_facebook'), hostileText, { minKeys: 1, maxKeys: 3 })
        .map((values) => ({ path: '/api/admin/settings', body: { values }, slug: 'site' })),
    );
    let accepted = 0;
    let tried = 0;
    await holds(
      fc.asyncProperty(edits, async (edit) => {
        tried++;
        const res = await call(f.t.app, 'PUT', edit.path, edit.body, { authorization: `Bearer ${f.token}` });
        assert.ok(res.status === 200 || res.status === 400, `PUT ${edit.path} → ${res.status} ${res.text.slice(0, 200)}`);
        if (res.status !== 200) return;
        accepted++;
        for (const path of new Set([routeOf(edit.slug), '/contact'])) {
          const page = await call(f.t.app, 'GET', path);
          assert.equal(page.status, 200, `GET ${path} after PUT ${edit.path}: ${page.text.slice(0, 300)}`);
          for (const payload of XSS.slice(0, 3)) assert.ok(!page.text.includes(payload), `GET ${path} carries ${payload} as markup`);
        }
        if (edit.slug !== 'site') assert.equal((await call(f.t.app, 'GET', `/api/pages/${edit.slug}`)).status, 200);
      }),
      250,
      40_000,
    );
    t.diagnostic(`${accepted} of ${tried} edits accepted and rendered`);
    // A share, not a count: the property stops at its time budget, so a busy machine tries fewer edits.
    assert.ok(tried > 0 && accepted >= tried * 0.1, `only ${accepted} of ${tried} edits were accepted: the generator no longer reaches the renderer`);
  });

  test('the signed-in admin is still signed in and the seeded content is whole', async () => {
    // A fuzzed body never reached the password or logout of the fixture's own session.
    assert.equal((await call(f.t.app, 'GET', '/api/admin/me', undefined, { authorization: `Bearer ${f.token}` })).status, 200);
    assert.equal((await call(f.t.app, 'POST', '/api/admin/login', { username: 'amaka', password: ADMIN.password }, { 'x-forwarded-for': '10.9.9.9' })).status, 200);
    assert.equal(f.t.sqlite.pragma('integrity_check', { simple: true }), 'ok');
    assert.equal(f.t.sqlite.prepare('SELECT count(*) FROM pages').pluck().get(), pages);
  });
});

test('POST /api/admin/create while no admin exists: fuzzed bodies never 5xx, never a row unless 201', async () => {
  const t = makeTestApp({ trustProxy: true });
  const f: Fixture = { t, adminId: 0, token: 'none' };
  const route = ROUTES.find((r) => r.path === '/api/admin/create')!;
  let created = 0;
  await holds(
    fc.asyncProperty(requests(route), async (req) => {
      const before = rowCounts(t).admin_users;
      const { res } = await send(f, { ...req, auth: 'none' });
      assert.ok(res.status < 500, `${req.method} ${req.path} → ${res.status}`);
      const after = rowCounts(t).admin_users;
      assert.equal(after - before, res.status === 201 ? 1 : 0);
      if (res.status === 201) created++;
    }),
    80,
    30_000,
  );
  assert.ok(created <= 1, 'at most one first admin');
});
