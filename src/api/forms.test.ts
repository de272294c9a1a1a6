import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, makeTestApp } from '../testing/app.ts';
import { probeWriter } from '../db/writer-probe.ts';
import { CONTACT_THANKS, QUOTE_THANKS, REAL_ESTATE_THANKS } from '../submissions/save.ts';
import { validContact, validQuote, daysFromNow } from '../testing/form-bodies.ts';
import { yesterdayInLagos } from '../../web/shared/schemas.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

type Sqlite = ReturnType<typeof makeTestApp>['sqlite'];
const count = (sqlite: Sqlite, table: string) => sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** A form, its path, table and the columns its camelCase fields are stored in. */
const FORMS = {
  contact: { path: '/api/contact', table: 'contact_submissions', valid: validContact, thanks: CONTACT_THANKS },
  quote: { path: '/api/equipment-quote', table: 'equipment_quotes', valid: validQuote, thanks: QUOTE_THANKS },
} as const;

const s = (n: number, ch = 'a') => ch.repeat(n);

interface Case {
  name: string;
  form: keyof typeof FORMS;
  change: Record<string, unknown>;
  /** The field the issue must name; undefined for a body that must be accepted. */
  field?: string;
  /** For accepted bodies: the stored column values expected. */
  stored?: Record<string, unknown>;
}

const REJECTED: Case[] = [
  // contact: every field
  ...['firstName', 'lastName', 'email', 'service', 'message'].flatMap((field): Case[] => [
    { name: `contact ${field} missing`, form: 'contact', change: { [field]: undefined }, field },
    { name: `contact ${field} a number`, form: 'contact', change: { [field]: 42 }, field },
    { name: `contact ${field} null`, form: 'contact', change: { [field]: null }, field },
  ]),
  ...['firstName', 'lastName', 'message'].map((field): Case => ({ name: `contact ${field} blank`, form: 'contact', change: { [field]: '   ' }, field })),
  { name: 'contact firstName 101 chars', form: 'contact', change: { firstName: s(101) }, field: 'firstName' },
  { name: 'contact lastName 101 chars', form: 'contact', change: { lastName: s(101) }, field: 'lastName' },
  { name: 'contact message 5001 chars', form: 'contact', change: { message: s(5001) }, field: 'message' },
  { name: 'contact email not an address', form: 'contact', change: { email: 'ada at example' }, field: 'email' },
  { name: 'contact email 255 chars', form: 'contact', change: { email: `${s(243)}@example.com` }, field: 'email' },
  { name: 'contact service unknown', form: 'contact', change: { service: 'plumbing' }, field: 'service' },
  { name: 'contact service wrong case', form: 'contact', change: { service: 'Construction' }, field: 'service' },
  { name: 'contact phone with letters', form: 'contact', change: { phone: '0803-CALL-NOW' }, field: 'phone' },
  { name: 'contact phone with markup', form: 'contact', change: { phone: '<b>0803</b>' }, field: 'phone' },
  { name: 'contact phone 41 chars', form: 'contact', change: { phone: s(41, '1') }, field: 'phone' },
  { name: 'contact phone a number', form: 'contact', change: { phone: 8035550147 }, field: 'phone' },
  // quote: every field
  ...['equipmentType', 'rentalDuration', 'startDate', 'projectLocation', 'projectDetails', 'email', 'phone'].flatMap((field): Case[] => [
    { name: `quote ${field} missing`, form: 'quote', change: { [field]: undefined }, field },
    { name: `quote ${field} a number`, form: 'quote', change: { [field]: 7 }, field },
    { name: `quote ${field} empty`, form: 'quote', change: { [field]: '' }, field },
  ]),
  { name: 'quote equipmentType unknown', form: 'quote', change: { equipmentType: 'crane' }, field: 'equipmentType' },
  { name: 'quote rentalDuration unknown', form: 'quote', change: { rentalDuration: 'yearly' }, field: 'rentalDuration' },
  { name: 'quote startDate 2025-02-30', form: 'quote', change: { startDate: '2025-02-30' }, field: 'startDate' },
  { name: 'quote startDate 2025-02-29 (not a leap year)', form: 'quote', change: { startDate: '2025-02-29' }, field: 'startDate' },
  { name: 'quote startDate month 13', form: 'quote', change: { startDate: '2025-13-01' }, field: 'startDate' },
  { name: 'quote startDate day 00', form: 'quote', change: { startDate: '2025-01-00' }, field: 'startDate' },
  { name: 'quote startDate without padding', form: 'quote', change: { startDate: '2025-3-1' }, field: 'startDate' },
  { name: 'quote startDate other format', form: 'quote', change: { startDate: '02/03/2026' }, field: 'startDate' },
  { name: 'quote startDate the day before yesterday', form: 'quote', change: { startDate: daysFromNow(-2) }, field: 'startDate' },
  { name: 'quote startDate January 2024', form: 'quote', change: { startDate: '2024-01-15' }, field: 'startDate' },
  { name: 'quote name 101 chars', form: 'quote', change: { name: 'n'.repeat(101) }, field: 'name' },
  { name: 'quote startDate with a time', form: 'quote', change: { startDate: '2026-03-02T10:00:00Z' }, field: 'startDate' },
  { name: 'quote projectLocation 201 chars', form: 'quote', change: { projectLocation: s(201) }, field: 'projectLocation' },
  { name: 'quote projectLocation blank', form: 'quote', change: { projectLocation: ' \n ' }, field: 'projectLocation' },
  { name: 'quote projectDetails 5001 chars', form: 'quote', change: { projectDetails: s(5001) }, field: 'projectDetails' },
  { name: 'quote email not an address', form: 'quote', change: { email: 'site@' }, field: 'email' },
  { name: 'quote email 255 chars', form: 'quote', change: { email: `${s(243)}@example.com` }, field: 'email' },
  { name: 'quote phone with letters', form: 'quote', change: { phone: 'call me' }, field: 'phone' },
  { name: 'quote phone blank', form: 'quote', change: { phone: '   ' }, field: 'phone' },
  { name: 'quote phone 41 chars', form: 'quote', change: { phone: s(41, '1') }, field: 'phone' },
];

const ACCEPTED: Case[] = [
  {
    name: 'contact at every upper bound',
    form: 'contact',
    change: { firstName: s(100), lastName: s(100), email: `${s(242)}@example.com`, phone: s(40, '1'), message: s(5000) },
    stored: { first_name: s(100), last_name: s(100), phone: s(40, '1') },
  },
  {
    name: 'contact strings are trimmed',
    form: 'contact',
    change: { firstName: '  Ada ', lastName: '\tObi\n', email: ' ada@example.com ', phone: ' 0803 555 0147 ', message: '  Hello  ' },
    stored: { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', phone: '0803 555 0147', message: 'Hello' },
  },
  { name: 'contact phone absent', form: 'contact', change: { phone: undefined }, stored: { phone: null } },
  { name: 'contact phone empty', form: 'contact', change: { phone: '' }, stored: { phone: null } },
  { name: 'contact phone null', form: 'contact', change: { phone: null }, stored: { phone: null } },
  { name: 'contact phone blank', form: 'contact', change: { phone: '   ' }, stored: { phone: null } },
  { name: 'contact phone with every allowed character', form: 'contact', change: { phone: '+234 (0) 803-555.0147' }, stored: { phone: '+234 (0) 803-555.0147' } },
  ...['construction', 'paint', 'real-estate', 'equipment', 'general'].map((service): Case => ({ name: `contact service ${service}`, form: 'contact', change: { service }, stored: { service } })),
  { name: 'contact unicode text', form: 'contact', change: { firstName: 'Chíòmá', message: 'Ẹ kú iṣẹ́ 👷🏾' }, stored: { first_name: 'Chíòmá', message: 'Ẹ kú iṣẹ́ 👷🏾' } },
  {
    name: 'quote at every upper bound',
    form: 'quote',
    change: { projectLocation: s(200), projectDetails: s(5000), phone: s(40, '1') },
    stored: { project_location: s(200), phone: s(40, '1') },
  },
  { name: 'quote leap day', form: 'quote', change: { startDate: '2028-02-29' }, stored: { start_date: '2028-02-29' } },
  // A form kept offline overnight still goes through.
  { name: 'quote starting yesterday', form: 'quote', change: { startDate: yesterdayInLagos() }, stored: { start_date: yesterdayInLagos() } },
  { name: 'quote with a name (trimmed)', form: 'quote', change: { name: '  Tunde Bakare ' }, stored: { name: 'Tunde Bakare' } },
  { name: 'quote with a blank name: no name', form: 'quote', change: { name: '   ' }, stored: { name: null } },
  {
    name: 'quote strings are trimmed',
    form: 'quote',
    change: { startDate: ` ${START_DATE} `, projectLocation: '  Onne ', projectDetails: ' Details ', email: ' a@b.co ', phone: ' 0803 ' },
    stored: { start_date: START_DATE, project_location: 'Onne', project_details: 'Details', email: 'a@b.co', phone: '0803' },
  },
  ...['heavy', 'light', 'specialized'].map((equipmentType): Case => ({ name: `quote type ${equipmentType}`, form: 'quote', change: { equipmentType }, stored: { equipment_type: equipmentType } })),
  ...['daily', 'weekly', 'monthly', 'long-term'].map((rentalDuration): Case => ({ name: `quote duration ${rentalDuration}`, form: 'quote', change: { rentalDuration }, stored: { rental_duration: rentalDuration } })),
];

function body(form: keyof typeof FORMS, change: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...FORMS[form].valid(), ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete out[k];
  return out;
}

describe('public forms: validation', () => {
  const { app, sqlite } = makeTestApp({ formRateLimit: 0 });

  for (const c of REJECTED) {
    test(`400: ${c.name}`, async () => {
      const { table, path } = FORMS[c.form];
      const before = count(sqlite, table);
      const res = await call(app, 'POST', path, body(c.form, c.change));
      assert.equal(res.status, 400, res.text);
      assert.equal(typeof res.json.error, 'string');
      assert.ok(
        res.json.issues.some((i: { path: string; message: string }) => i.path === c.field && i.message.length > 0),
        `an issue for ${c.field}: ${res.text}`,
      );
      assert.equal(count(sqlite, table), before, 'nothing stored');
    });
  }

  for (const c of ACCEPTED) {
    test(`201: ${c.name}`, async () => {
      const { table, path, thanks } = FORMS[c.form];
      const res = await call(app, 'POST', path, body(c.form, c.change));
      assert.equal(res.status, 201, res.text);
      assert.deepEqual(Object.keys(res.json).sort(), ['id', 'message']);
      assert.equal(res.json.message, c.change.service === 'real-estate' ? REAL_ESTATE_THANKS : thanks);
      const row = sqlite.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(res.json.id) as Record<string, unknown>;
      assert.ok(row, 'row stored under the returned id');
      for (const [column, value] of Object.entries(c.stored ?? {})) assert.equal(row[column], value, column);
      assert.equal(row.is_spam, 0);
    });
  }

  test('201 stores every field of a contact message', async () => {
    const res = await call(app, 'POST', '/api/contact', validContact());
    assert.equal(res.status, 201);
    assert.ok(Number.isInteger(res.json.id) && res.json.id > 0);
    const row = sqlite.prepare('SELECT * FROM contact_submissions WHERE id = ?').get(res.json.id);
    assert.deepEqual(
      { ...(row as object), created_at: undefined },
      {
        id: res.json.id,
        first_name: 'Ada',
        last_name: 'Obi',
        email: 'ada@example.com',
        phone: '+234 803 555 0147',
        service: 'construction',
        message: 'We need a warehouse in Trans-Amadi.',
        is_spam: 0,
        read_at: null,
        created_at: undefined,
        page_path: null,
        status: 'new',
        assignee_id: null,
        first_response_at: null,
        attribution: null,
      },
    );
  });

  test('201 stores every field of a quote request', async () => {
    const res = await call(app, 'POST', '/api/equipment-quote', validQuote());
    assert.equal(res.status, 201);
    assert.deepEqual(res.json, { id: res.json.id, message: QUOTE_THANKS });
    const row = sqlite.prepare('SELECT * FROM equipment_quotes WHERE id = ?').get(res.json.id) as Record<string, unknown>;
    assert.deepEqual(
      { ...row, created_at: undefined },
      {
        id: res.json.id,
        equipment_type: 'heavy',
        rental_duration: 'weekly',
        start_date: START_DATE,
        project_location: 'Rumuokoro, Port Harcourt',
        project_details: 'A 20-ton excavator for two weeks of foundation work.',
        email: 'site@example.com',
        phone: '0803 555 0147',
        is_spam: 0,
        read_at: null,
        created_at: undefined,
        page_path: null,
        status: 'new',
        assignee_id: null,
        first_response_at: null,
        name: null,
        attribution: null,
      },
    );
    assert.ok(Math.abs(Date.parse(row.created_at as string) - Date.now()) < 60_000);
  });

  for (const form of ['contact', 'quote'] as const) {
    test(`${form}: unknown keys are dropped and never stored`, async () => {
      const { path, table } = FORMS[form];
      const res = await call(app, 'POST', path, {
        ...FORMS[form].valid(),
        id: 999999,
        isSpam: false,
        is_spam: 0,
        readAt: '2020-01-01T00:00:00.000Z',
        read_at: '2020-01-01T00:00:00.000Z',
        createdAt: '1999-01-01T00:00:00.000Z',
        created_at: '1999-01-01T00:00:00.000Z',
        admin: true,
        __proto__: { polluted: true },
      });
      assert.equal(res.status, 201, res.text);
      assert.notEqual(res.json.id, 999999);
      const row = sqlite.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(res.json.id) as Record<string, unknown>;
      assert.equal(row.read_at, null);
      assert.notEqual(row.created_at, '1999-01-01T00:00:00.000Z');
      assert.equal(sqlite.prepare(`SELECT count(*) FROM ${table} WHERE id = 999999`).pluck().get(), 0);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });
  }
});

describe('public forms: transport errors', () => {
  const { app, sqlite } = makeTestApp({ formRateLimit: 1 });

  test('413 for a body over 64 KiB, before it is parsed (and without spending the rate limit)', async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ ...validContact(), message: s(70 * 1024) })],
      ['application/json', `{${s(70 * 1024, ' ')}`], // would be 400 if parsed
      ['text/plain', s(70 * 1024)], // would be 415 if looked at
    ]) {
      const res = await call(app, 'POST', '/api/contact', payload, { 'content-type': type });
      assert.equal(res.status, 413, res.text);
      assert.match(res.json.error, /64 KiB/);
    }
    assert.equal(count(sqlite, 'contact_submissions'), 0);
    // The one submission this visitor is allowed is still available.
    assert.equal((await call(app, 'POST', '/api/contact', validContact())).status, 201);
  });

  test('415 for a body that is not declared as JSON', async () => {
    const { app } = makeTestApp({ formRateLimit: 0 });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      for (const path of ['/api/contact', '/api/equipment-quote']) {
        const res = await call(app, 'POST', path, JSON.stringify(validContact()), { 'content-type': type });
        assert.equal(res.status, 415, `${path} ${type}: ${res.text}`);
        assert.match(res.json.error, /JSON/);
      }
    }
    // No Content-Type at all.
    const res = await app.request('http://localhost/api/contact', { method: 'POST', body: new TextEncoder().encode(JSON.stringify(validContact())) });
    assert.equal(res.status, 415);
  });

  test('400 for bad JSON, or JSON that is not an object', async () => {
    const { app, sqlite } = makeTestApp({ formRateLimit: 0 });
    for (const payload of ['{"firstName":', '', 'undefined', "{'a':1}", '[]', 'null', '"text"', '42', `[${JSON.stringify(validContact())}]`]) {
      for (const path of ['/api/contact', '/api/equipment-quote']) {
        const res = await call(app, 'POST', path, payload, { 'content-type': 'application/json' });
        assert.equal(res.status, 400, `${path} ${payload}: ${res.text}`);
        assert.equal(typeof res.json.error, 'string');
      }
    }
    assert.equal(count(sqlite, 'contact_submissions') + count(sqlite, 'equipment_quotes'), 0);
  });

  test('404 and 405 answer JSON under /api', async () => {
    const missing = await call(app, 'POST', '/api/contacts', validContact());
    assert.equal(missing.status, 404);
    assert.equal(typeof missing.json.error, 'string');
    for (const [method, path, allow] of [
      ['PUT', '/api/contact', 'POST'],
      ['DELETE', '/api/contact', 'GET'],
      ['GET', '/api/equipment-quote', 'POST'],
      ['PATCH', '/api/equipment-quote', 'POST'],
      ['POST', '/api/equipment-quotes', 'GET'],
    ]) {
      const res = await call(app, method, path);
      assert.equal(res.status, 405, `${method} ${path}`);
      assert.equal(typeof res.json.error, 'string');
      assert.ok(res.headers.get('allow')?.includes(allow), `${method} ${path} Allow: ${res.headers.get('allow')}`);
    }
  });
});

describe('public forms: honeypot', () => {
  for (const form of ['contact', 'quote'] as const) {
    test(`${form}: a filled honeypot is stored flagged as spam with the same-looking reply`, async () => {
      const { app, sqlite } = makeTestApp({ formRateLimit: 0 });
      const { path, table } = FORMS[form];
      const real = await call(app, 'POST', path, { ...FORMS[form].valid(), website: '' });
      const bot = await call(app, 'POST', path, { ...FORMS[form].valid(), website: 'https://cheap-pills.example' });
      assert.equal(bot.status, real.status);
      assert.deepEqual(Object.keys(bot.json), Object.keys(real.json));
      assert.equal(bot.json.message, real.json.message);
      assert.equal(bot.json.id, real.json.id + 1, 'ids look alike: the bot cannot tell');
      assert.equal(bot.headers.get('content-type'), real.headers.get('content-type'));
      const flags = sqlite.prepare(`SELECT id, is_spam FROM ${table} ORDER BY id`).all();
      assert.deepEqual(flags, [
        { id: real.json.id, is_spam: 0 },
        { id: bot.json.id, is_spam: 1 },
      ]);
    });
  }

  test('a honeypot with only spaces is not spam', async () => {
    const { app, sqlite } = makeTestApp({ formRateLimit: 0 });
    const res = await call(app, 'POST', '/api/contact', { ...validContact(), website: '   ' });
    assert.equal(res.status, 201);
    assert.equal(sqlite.prepare('SELECT is_spam FROM contact_submissions WHERE id = ?').pluck().get(res.json.id), 0);
  });
});

describe('public forms: rate limit', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': `203.0.113.77, ${ip}` });

  test('FORM_RATE_LIMIT per client IP across both forms, 429 with Retry-After; other IPs unaffected', async () => {
    const { app, sqlite } = makeTestApp({ formRateLimit: 3, trustProxy: true });
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), from('198.51.100.1'))).status, 201);
    assert.equal((await call(app, 'POST', '/api/equipment-quote', validQuote(), from('198.51.100.1'))).status, 201);
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), from('198.51.100.1'))).status, 201);
    for (const [path, valid] of [['/api/contact', validContact()], ['/api/equipment-quote', validQuote()]] as const) {
      const limited = await call(app, 'POST', path, valid, from('198.51.100.1'));
      assert.equal(limited.status, 429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 600, `Retry-After ${retryAfter}`);
      assert.match(limited.json.error, /try again/i);
    }
    assert.equal(count(sqlite, 'contact_submissions') + count(sqlite, 'equipment_quotes'), 3, 'refused ones are not stored');
    // Another visitor behind the same proxy is independent; the left-most (client-claimed) entry is ignored.
    for (let i = 0; i < 3; i++) assert.equal((await call(app, 'POST', '/api/contact', validContact(), from('198.51.100.2'))).status, 201);
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), from('198.51.100.2'))).status, 429);
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), from('198.51.100.3'))).status, 201);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For does not buy a fresh quota', async () => {
    const { app } = makeTestApp({ formRateLimit: 2, trustProxy: false });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(app, 'POST', '/api/contact', validContact(), from(`192.0.2.${i}`))).status);
    assert.deepEqual(statuses, [201, 201, 429, 429]);
  });

  test('a burst of parallel submissions cannot slip past the limit', async () => {
    const { app, sqlite } = makeTestApp({ formRateLimit: 5, trustProxy: true });
    const results = await Promise.all(Array.from({ length: 40 }, () => call(app, 'POST', '/api/contact', validContact(), from('198.51.100.9'))));
    assert.equal(results.filter((r) => r.status === 201).length, 5);
    assert.equal(results.filter((r) => r.status === 429).length, 35);
    assert.equal(count(sqlite, 'contact_submissions'), 5);
  });

  test('refused bodies (400, 415) do not spend the quota; honeypot submissions do', async () => {
    const { app } = makeTestApp({ formRateLimit: 2, trustProxy: true });
    const ip = from('198.51.100.20');
    for (let i = 0; i < 5; i++) {
      assert.equal((await call(app, 'POST', '/api/contact', { ...validContact(), email: 'nope' }, ip)).status, 400);
      assert.equal((await call(app, 'POST', '/api/contact', 'x', { ...ip, 'content-type': 'text/plain' })).status, 415);
    }
    assert.equal((await call(app, 'POST', '/api/contact', { ...validContact(), website: 'spam' }, ip)).status, 201);
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), ip)).status, 201);
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), ip)).status, 429);
  });

  test('a visitor over the limit is refused before the body is read', async () => {
    const { app } = makeTestApp({ formRateLimit: 1, trustProxy: true });
    const ip = from('198.51.100.21');
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), ip)).status, 201);
    // Even an invalid body now gets 429: nothing is parsed for a blocked client.
    assert.equal((await call(app, 'POST', '/api/contact', '{broken', { ...ip, 'content-type': 'application/json' })).status, 429);
  });

  test('a normal pace is never blocked, and the limit lifts when the window ends', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-01-05T09:00:00Z') });
    const { app } = makeTestApp({ formRateLimit: 20, trustProxy: true });
    const ip = from('198.51.100.30');
    // One submission every 30 s for an hour: 120 submissions, 20 per 10 minutes at most.
    for (let i = 0; i < 120; i++) {
      const res = await call(app, 'POST', i % 2 ? '/api/contact' : '/api/equipment-quote', i % 2 ? validContact() : validQuote(), ip);
      assert.equal(res.status, 201, `submission ${i}`);
      t.mock.timers.tick(30_000);
    }
    // A burst is cut off, and allowed again once the 10-minute window has passed.
    let status = 201;
    for (let i = 0; i < 25 && status === 201; i++) status = (await call(app, 'POST', '/api/contact', validContact(), ip)).status;
    assert.equal(status, 429);
    t.mock.timers.tick(10 * 60 * 1000);
    assert.equal((await call(app, 'POST', '/api/contact', validContact(), ip)).status, 201);
  });

  test('FORM_RATE_LIMIT=0 turns the limit off', async () => {
    const { app } = makeTestApp({ formRateLimit: 0 });
    for (let i = 0; i < 60; i++) assert.equal((await call(app, 'POST', '/api/contact', validContact())).status, 201);
  });
});

describe('public forms: durability and notification', () => {
  test('2000 concurrent submissions are all stored with distinct ids, sharing commits', async () => {
    const { app, sqlite, services } = makeTestApp({ formRateLimit: 0 });
    const probe = probeWriter(sqlite);
    services.submissions = probe.writer;
    const results = await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        i % 2 ? call(app, 'POST', '/api/contact', { ...validContact(), message: `m${i}` }) : call(app, 'POST', '/api/equipment-quote', validQuote()),
      ),
    );
    assert.deepEqual([...new Set(results.map((r) => r.status))], [201]);
    const contactIds = new Set(results.filter((_, i) => i % 2).map((r) => r.json.id));
    const quoteIds = new Set(results.filter((_, i) => i % 2 === 0).map((r) => r.json.id));
    assert.equal(contactIds.size, 1000);
    assert.equal(quoteIds.size, 1000);
    assert.equal(count(sqlite, 'contact_submissions'), 1000);
    assert.equal(count(sqlite, 'equipment_quotes'), 1000);
    assert.ok(probe.stats.batches < 100, `${probe.stats.batches} commits for 2000 rows`);
    // Every reply names its own row.
    const r = results[777];
    assert.equal(sqlite.prepare('SELECT message FROM contact_submissions WHERE id = ?').pluck().get(r.json.id), 'm777');
  });

  test('the notifier hears of a row only after it is committed, and a failing notifier loses nothing', async () => {
    const { app, sqlite, services } = makeTestApp({ formRateLimit: 0 });
    const heard: { kind: string; id: number; committed: boolean }[] = [];
    services.notifier = {
      submissionReceived(kind, row) {
        const committed = !!sqlite.prepare(`SELECT 1 FROM ${kind === 'contact' ? 'contact_submissions' : 'equipment_quotes'} WHERE id = ?`).get(row.id);
        heard.push({ kind, id: row.id, committed });
      },
    };
    const a = await call(app, 'POST', '/api/contact', validContact());
    const b = await call(app, 'POST', '/api/equipment-quote', validQuote());
    assert.deepEqual(heard, [
      { kind: 'contact', id: a.json.id, committed: true },
      { kind: 'quote', id: b.json.id, committed: true },
    ]);

    services.notifier = {
      submissionReceived() {
        throw new Error('SMTP exploded');
      },
    };
    const c = await call(app, 'POST', '/api/contact', validContact());
    assert.equal(c.status, 201);
    assert.equal(count(sqlite, 'contact_submissions'), 2);
  });

  test('a submission arriving while the server shuts down gets 503 with Retry-After, not a 500', async () => {
    const { app, services } = makeTestApp({ formRateLimit: 0 });
    await services.submissions.close();
    const res = await call(app, 'POST', '/api/contact', validContact());
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('retry-after'), '5');
    assert.equal(typeof res.json.error, 'string');
  });
});
