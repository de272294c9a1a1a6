import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { seedDatabase } from '../db/seed.ts';
import { createAssetStore } from '../render/assets.ts';
import { call } from '../testing/app.ts';
import { createLogger } from './log.ts';

function appWithLog() {
  const lines: string[] = [];
  const database = openDatabase(':memory:');
  seedDatabase(database.sqlite);
  const assets = createAssetStore(
    { publicJs: '/assets/p.js', adminJs: '/assets/a.js', publicPreload: [], adminPreload: [], publicCss: '/assets/p.css', adminCss: '/assets/a.css', displayFont: '/assets/d.woff2' },
    [],
  );
  const log = createLogger('debug', (line) => lines.push(line));
  const { app } = createApp({ config: testConfig({ formRateLimit: 0, logLevel: 'debug' }), database, assets, log });
  return { app, lines: () => lines.filter((l) => /^(INFO|DEBUG) (GET|POST|PUT|PATCH|DELETE|HEAD) /.test(l)) };
}

const LINE = /^INFO (GET|POST|PUT|DELETE|PATCH) (\S+) (\d{3}) (\d+\.\d)ms$/;

describe('request log', () => {
  test('one line per request: method, path, status, milliseconds', async () => {
    const { app, lines } = appWithLog();
    await call(app, 'GET', '/api/pages/home');
    await call(app, 'GET', '/api/pages/nope');
    await call(app, 'PUT', '/api/contact', {});
    const logged = lines();
    assert.equal(logged.length, 3, logged.join('\n'));
    assert.deepEqual(
      logged.map((l) => LINE.exec(l)?.slice(1, 4)),
      [
        ['GET', '/api/pages/home', '200'],
        ['GET', '/api/pages/nope', '404'],
        ['PUT', '/api/contact', '405'],
      ],
    );
  });

  test('no personal data: no query string, no body', async () => {
    const { app, lines } = appWithLog();
    await call(app, 'GET', '/api/pages/home?email=ada.obi%40example.com&name=Ada');
    await call(app, 'POST', '/api/contact', {
      firstName: 'Adaeze',
      lastName: 'Okonkwo',
      email: 'adaeze@example.com',
      phone: '0803 555 0147',
      service: 'general',
      message: 'My secret plans',
    });
    const text = lines().join('\n');
    assert.match(text, /^INFO GET \/api\/pages\/home 200 /m);
    assert.match(text, /^INFO POST \/api\/contact 201 /m);
    assert.doesNotMatch(text, /example|Ada|Okonkwo|0803|secret|\?/);
  });

  test('a visitor cannot forge a log line through the path', async () => {
    const { app, lines } = appWithLog();
    await call(app, 'GET', '/api/x%0AINFO%20GET%20/fake%20200');
    const logged = lines();
    assert.equal(logged.length, 1);
    assert.ok(logged[0].startsWith('INFO GET /api/x%0AINFO%20GET'), logged[0]);
    assert.doesNotMatch(logged[0], /\n/);
  });

  test('successful health probes are logged at debug level only', async () => {
    const { app, lines } = appWithLog();
    await call(app, 'GET', '/healthz');
    assert.deepEqual(lines().map((l) => l.replace(/ [\d.]+ms$/, '')), ['DEBUG GET /healthz 200']);
  });
});
