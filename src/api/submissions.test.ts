import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createAdmin } from '../security/admins.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { daysFromNow } from '../testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

const contact = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Obi',
  email: `${firstName.toLowerCase()}@example.com`,
  service: 'paint',
  message: `Hello from ${firstName}`,
  ...extra,
});

const quote = (projectLocation: string, extra: Record<string, unknown> = {}) => ({
  equipmentType: 'light',
  rentalDuration: 'daily',
  startDate: START_DATE,
  projectLocation,
  projectDetails: 'Plate compactor',
  email: 'q@example.com',
  phone: '0803 555 0147',
  ...extra,
});

describe('admin submission lists', () => {
  const { app, db, services } = makeTestApp({ formRateLimit: 0 });
  let auth: Record<string, string>;

  before(async () => {
    const admin = await createAdmin(db, { username: 'office', email: 'office@example.com', password: 'correct horse battery' }, { cost: 4 });
    auth = { authorization: `Bearer ${(await services.tokens.issue(admin.id)).token}` };
    for (const name of ['Ada', 'Bola', 'Chidi']) assert.equal((await call(app, 'POST', '/api/contact', contact(name))).status, 201);
    assert.equal((await call(app, 'POST', '/api/contact', contact('Bot', { website: 'http://spam.example' }))).status, 201);
    for (const place of ['Onne', 'Bonny']) assert.equal((await call(app, 'POST', '/api/equipment-quote', quote(place))).status, 201);
    assert.equal((await call(app, 'POST', '/api/equipment-quote', quote('Spamville', { website: 'x' }))).status, 201);
  });

  for (const path of ['/api/contact', '/api/equipment-quotes', '/api/contact?spam=1', '/api/equipment-quotes?spam=1']) {
    test(`${path} needs an admin token: 401 without, or with a bad one`, async () => {
      const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic b2ZmaWNlOng=' }, { cookie: 'admin_token=forged' }];
      for (const headers of attempts) {
        const res = await call(app, 'GET', path, undefined, headers);
        assert.equal(res.status, 401, JSON.stringify(headers));
        assert.equal(typeof res.json.error, 'string');
        assert.doesNotMatch(res.text, /example\.com/, 'no visitor data in the error');
      }
    });
  }

  test('GET /api/contact: a plain array, newest first, camelCase fields, spam left out', async () => {
    const res = await call(app, 'GET', '/api/contact', undefined, auth);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.ok(Array.isArray(res.json));
    assert.deepEqual(res.json.map((r: { firstName: string }) => r.firstName), ['Chidi', 'Bola', 'Ada']);
    const [first] = res.json;
    assert.deepEqual(
      Object.keys(first).sort(),
      ['createdAt', 'email', 'firstName', 'id', 'isSpam', 'lastName', 'message', 'pagePath', 'phone', 'readAt', 'service', 'status', 'assigneeId', 'firstResponseAt', 'overdue', 'read', 'attribution', 'clientWroteAgain'].sort(),
    );
    assert.deepEqual(
      { ...first, id: 0, createdAt: '' },
      {
        id: 0,
        firstName: 'Chidi',
        lastName: 'Obi',
        email: 'chidi@example.com',
        phone: null,
        service: 'paint',
        message: 'Hello from Chidi',
        isSpam: false,
        readAt: null,
        createdAt: '',
        pagePath: null,
        status: 'new',
        assigneeId: null,
        firstResponseAt: null,
        overdue: false,
        read: false,
        attribution: null,
        clientWroteAgain: false,
      },
    );
    assert.match(first.createdAt, /^\d{4}-\d\d-\d\dT/);
  });

  test('GET /api/contact?spam=1 lists only the honeypot catches', async () => {
    const res = await call(app, 'GET', '/api/contact?spam=1', undefined, auth);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.map((r: { firstName: string; isSpam: boolean }) => [r.firstName, r.isSpam]), [['Bot', true]]);
    const explicit = await call(app, 'GET', '/api/contact?spam=0', undefined, auth);
    assert.equal(explicit.json.length, 3);
  });

  test('GET /api/equipment-quotes: newest first with the quote fields, spam separate', async () => {
    const res = await call(app, 'GET', '/api/equipment-quotes', undefined, auth);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.map((r: { projectLocation: string }) => r.projectLocation), ['Bonny', 'Onne']);
    assert.deepEqual(
      Object.keys(res.json[0]).sort(),
      [
        ...['createdAt', 'email', 'equipmentType', 'id', 'isSpam', 'pagePath', 'phone', 'projectDetails', 'projectLocation', 'readAt', 'rentalDuration', 'startDate'],
        ...['name', 'status', 'assigneeId', 'firstResponseAt', 'overdue', 'read', 'attribution', 'clientWroteAgain'],
      ].sort(),
    );
    assert.equal(res.json[0].startDate, START_DATE);
    const spam = await call(app, 'GET', '/api/equipment-quotes?spam=1', undefined, auth);
    assert.deepEqual(spam.json.map((r: { projectLocation: string }) => r.projectLocation), ['Spamville']);
  });

  test('a bad spam parameter is a 400, not a guess', async () => {
    for (const path of ['/api/contact?spam=yes', '/api/equipment-quotes?spam=2']) {
      const res = await call(app, 'GET', path, undefined, auth);
      assert.equal(res.status, 400);
      assert.equal(res.json.issues[0].path, 'spam');
    }
  });

  test('the signed-in cookie works too (the web client sends credentials)', async () => {
    const token = auth.authorization.slice('Bearer '.length);
    const res = await call(app, 'GET', '/api/contact', undefined, { cookie: `admin_token=${token}` });
    assert.equal(res.status, 200);
    assert.equal(res.json.length, 3);
  });

  test('an empty inbox is an empty array', async () => {
    const fresh = makeTestApp();
    const admin = await createAdmin(fresh.db, { username: 'a', email: 'a@example.com', password: 'another long one' }, { cost: 4 });
    const { token } = await fresh.services.tokens.issue(admin.id);
    for (const path of ['/api/contact', '/api/equipment-quotes']) {
      const res = await call(fresh.app, 'GET', path, undefined, { authorization: `Bearer ${token}` });
      assert.deepEqual([res.status, res.json], [200, []]);
    }
  });
});
