// The routes table's promises, checked row by row on the real app: every admin and setup answer (success and
// error alike) carries no-store, and a row's schemas refuse bad input before its handler runs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ROUTES } from '../routes.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';

const concrete = (path: string) => path.replace(':kind', 'contact').replace(/:\w+/g, '1');

describe('routes table policy', () => {
  test('every admin GET answers with Cache-Control: no-store, signed in or not', async () => {
    const t = makeTestApp();
    const admin = await signInAdmin(t);
    // Something for /api/admin/submissions/contact/1 to show.
    await call(t.app, 'POST', '/api/contact', { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng', service: 'general', message: 'Hello.' });
    const lists = ROUTES.filter((r) => r.access === 'admin' && r.method === 'GET');
    assert.ok(lists.length >= 10);
    for (const row of lists) {
      const queries: Record<string, string> = { '/api/admin/sections': '?pageId=1', '/api/admin/content-blocks': '?sectionId=1', '/api/admin/revisions': '?entity=page&id=1', '/api/admin/people': '?q=ada@example.ng', '/api/admin/people/export': '?q=0803 123 4567' };
      const query = queries[row.path] ?? '';
      const signedIn = await call(t.app, 'GET', concrete(row.path) + query, undefined, admin.auth);
      // An in-memory database has no file to download: the backup route says so with 409.
      assert.equal(signedIn.status, row.path === '/api/admin/backup' ? 409 : 200, `${row.path}: ${signedIn.text}`);
      assert.equal(signedIn.headers.get('cache-control'), 'no-store', row.path);
      const anonymous = await call(t.app, 'GET', concrete(row.path) + query);
      assert.equal(anonymous.status, 401, row.path);
      assert.equal(anonymous.headers.get('cache-control'), 'no-store', `${row.path} (401)`);
    }
  });

  test('sign-in answers, refusals included, are never stored by a cache', async () => {
    const t = makeTestApp();
    const res = await call(t.app, 'POST', '/api/admin/login', { username: 'nobody', password: 'x' });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  test('a malformed id, query or body gets a 400 sentence naming the field, before any handler', async () => {
    const t = makeTestApp();
    const admin = await signInAdmin(t);
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/api/admin/pages/abc', { title: 'x' }, 'id'],
      ['GET', '/api/admin/sections?pageId=-1', undefined, 'pageId'],
      ['GET', '/api/contact?spam=maybe', undefined, 'spam'],
      ['PATCH', '/api/admin/submissions/contact/1', { read: 'yes' }, 'read'],
      ['PUT', '/api/admin/settings', { value: {} }, 'values'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(t.app, method, path, body, admin.auth);
      assert.equal(res.status, 400, `${method} ${path}: ${res.text}`);
      assert.equal(res.json.issues[0].path, field, path);
      assert.doesNotMatch(res.json.error, /^Invalid (key|type)/, `${path}: ${res.json.error}`);
    }
    const unknownList = await call(t.app, 'DELETE', '/api/admin/submissions/orders/1', undefined, admin.auth);
    assert.equal(unknownList.status, 404, 'a list name that names nothing is not found');
  });
});
