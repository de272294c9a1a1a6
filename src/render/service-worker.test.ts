// GET /sw.js and GET /offline (docs/product.md § Offline and dropped connections), as the app answers them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, makeTestApp } from '../testing/app.ts';
import { KILL_SWITCH_WORKER } from './service-worker.ts';
import { PRECACHED_PATHS } from '../../web/shared/offline-forms.ts';
import { mayKeepAnswer, mayKeepPage } from '../../web/shared/worker-cache.ts';

describe('the service worker script and the offline page', () => {
  test('/sw.js is the built worker, revalidated on every visit so a new build reaches the phones', async (t) => {
    const app = makeTestApp();
    if (!app.services.assets.get('/sw.js')) return t.skip('no build: npm run build first');
    const res = await call(app.app, 'GET', '/sw.js');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.ok(res.text.includes('/offline'), 'it keeps the offline page');
    assert.notEqual(res.text, KILL_SWITCH_WORKER);
    // The worker runs under its script's policy: the strict one for other resources would stop every fetch it makes.
    assert.match(res.headers.get('content-security-policy') ?? '', /connect-src 'self'/);
  });

  test('SERVICE_WORKER=off: /sw.js empties its caches and unregisters itself (the kill switch)', async () => {
    const app = makeTestApp({ serviceWorker: false });
    const res = await call(app.app, 'GET', '/sw.js');
    assert.equal(res.status, 200);
    assert.equal(res.text, KILL_SWITCH_WORKER);
    assert.match(res.text, /caches\.delete/);
    assert.match(res.text, /registration\.unregister\(\)/);
  });

  test('/offline: the site around it, the phone as a tel: link, no script, noindex', async () => {
    const app = makeTestApp();
    const res = await call(app.app, 'GET', '/offline');
    assert.equal(res.status, 200);
    assert.match(res.text, /<h1[^>]*>You are offline<\/h1>/);
    assert.match(res.text, /href="tel:\+2348035550147"/);
    assert.match(res.text, /<meta name="robots" content="noindex">/);
    assert.doesNotMatch(res.text, /<script type="module"/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  });

  test('/offline shows the WhatsApp link once a number is set', async () => {
    const app = makeTestApp();
    app.sqlite.prepare("UPDATE site_settings SET value = '+234 803 555 0147' WHERE key = 'whatsapp_number'").run();
    const res = await call(app.app, 'GET', '/offline');
    assert.match(res.text, /href="https:\/\/wa\.me\/2348035550147/);
  });

  test('what the worker downloads on a first visit (itself and the offline page) stays under 40 KB compressed', async (t) => {
    const app = makeTestApp();
    if (!app.services.assets.get('/sw.js')) return t.skip('no build: npm run build first');
    let total = 0;
    const sizes: string[] = [];
    for (const path of ['/sw.js', ...PRECACHED_PATHS]) {
      const res = await app.app.request(`http://localhost${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-encoding'), 'br', path);
      const bytes = (await res.arrayBuffer()).byteLength;
      sizes.push(`${path} ${bytes}`);
      total += bytes;
    }
    t.diagnostic(`${sizes.join(', ')}: ${total} bytes`);
    assert.ok(total < 40 * 1024, `${total} bytes`);
  });
});

describe('what the worker may keep on a phone (it once kept the admin sign-in and reset pages, and /%61dmin)', () => {
  test('nothing of the admin or the API, however the address is spelled', () => {
    for (const path of ['/admin', '/admin/', '/Admin/inbox', '/%61dmin', '/%2561dmin/x', '/%41DMIN', '/%2fadmin', '//admin', '/\\admin', '/metrikwebadmin-login', '/metrikwebadmin-reset', '/%6detrikwebadmin-login', '/METRIKWEBADMIN-LOGIN', '/api/pages/home', '/%61pi/admin/me', '/%E0%A4%A', '/administrator']) {
      assert.equal(mayKeepPage(path), false, path);
    }
    for (const path of ['/', '/projects', '/projects/trans-amadi-corporate-tower', '/contact', '/equipment/excavators']) assert.equal(mayKeepPage(path), true, path);
  });

  test('nothing the server marked no-store, as it marks every admin page', async () => {
    const t = makeTestApp();
    for (const path of ['/metrikwebadmin-login', '/metrikwebadmin-reset', '/admin', '/%61dmin']) {
      const res = await t.app.request(`http://localhost${path}`);
      assert.equal(mayKeepAnswer(res.status, res.headers.get('cache-control')), false, `${path}: ${res.status} ${res.headers.get('cache-control')}`);
    }
    const home = await t.app.request('http://localhost/');
    assert.equal(mayKeepAnswer(home.status, home.headers.get('cache-control')), true);
  });
});
