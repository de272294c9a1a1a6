import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROUTE_DOCS } from '../route-docs.ts';
import { ROUTES } from '../routes.ts';
import { documented, route, routeKey } from './route.ts';

test('every row of the routes table has its words in src/route-docs.ts, and every entry there has its row', () => {
  const rows = ROUTES.map(routeKey);
  assert.equal(new Set(rows).size, rows.length, 'one row per method and path');
  assert.deepEqual(
    rows.filter((key) => !(key in ROUTE_DOCS)),
    [],
    'rows without words',
  );
  assert.deepEqual(
    Object.keys(ROUTE_DOCS).filter((key) => !rows.includes(key as (typeof rows)[number])),
    [],
    'words for no row (a path renamed or a row removed)',
  );
  for (const row of ROUTES) assert.ok(row.summary.trim() && row.success.description.trim(), `${routeKey(row)}: words`);
});

test('a row without its words is refused when the table is made', () => {
  const row = route({ method: 'GET', path: '/nowhere', access: 'public', handler: () => (c) => c.text('') });
  assert.throws(() => documented([row], {}), /GET \/nowhere has no entry/);
});
