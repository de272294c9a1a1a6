import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROUTES } from '../routes.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { apiMarkdown } from './api-markdown.ts';

describe('GET /api/openapi.json: the API reference generated from the routes table', () => {
  test('lists every row with its access, security, input schema and answers', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'GET', '/api/openapi.json');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    const doc = res.json;
    assert.equal(doc.openapi, '3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, { 'x-access': string; security: unknown[]; responses: Record<string, unknown> }>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    assert.deepEqual(
      operations.map((o) => o.key).sort(),
      ROUTES.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort(),
    );
    for (const row of ROUTES) {
      const { op } = operations.find((o) => o.key === `${row.method} ${row.path.replace(/:(\w+)/g, '{$1}')}`)!;
      assert.equal(op['x-access'], row.access, row.path);
      assert.ok(op.responses[row.success.status], `${row.path}: success answer`);
      if (row.access === 'admin') {
        assert.ok(op.responses['401'] && op.security.length > 0, `${row.path}: admin routes declare their token and 401`);
      }
    }
  });

  test("a form's body schema holds the shared schema's fields and bounds", async () => {
    const { app } = makeTestApp();
    const doc = (await call(app, 'GET', '/api/openapi.json')).json;
    const schema = doc.paths['/api/contact'].post.requestBody.content['application/json'].schema;
    assert.deepEqual([...schema.required].sort(), ['email', 'firstName', 'lastName', 'message', 'service']);
    assert.equal(schema.properties.firstName.maxLength, 100);
    assert.deepEqual(schema.properties.service.enum, ['construction', 'paint', 'real-estate', 'equipment', 'general']);
    assert.ok(doc.paths['/api/contact'].post['x-rate-limit'], 'the form limit is named');
  });

  test('docs/api.md is the rendering of the current routes table (run `npm run docs:api` after changing a row)', () => {
    const committed = readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8');
    assert.equal(committed, apiMarkdown(ROUTES), 'docs/api.md is out of date: run npm run docs:api');
  });
});
