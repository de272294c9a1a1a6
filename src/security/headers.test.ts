import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assetFile, createAssetStore } from '../render/assets.ts';
import { call, makeTestApp, testAssets } from '../testing/app.ts';
import { CONTENT_SECURITY_POLICY, RESOURCE_CONTENT_SECURITY_POLICY, SERVICE_WORKER_CONTENT_SECURITY_POLICY } from './headers.ts';
import { UPLOADED_IMAGE_CONTENT_SECURITY_POLICY } from '../api/media.ts';

const { app } = makeTestApp();

function assertCommonHeaders(headers: Headers, what: string) {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  assert.match(headers.get('permissions-policy') ?? '', /camera=\(\)/, what);
  assert.match(headers.get('permissions-policy') ?? '', /geolocation=\(\)/, what);
  assert.equal(headers.get('x-powered-by'), null, what);
}

describe('security headers', () => {
  for (const path of ['/', '/contact', '/no-such-page', '/metrikwebadmin-login']) {
    test(`HTML ${path}: a CSP without inline scripts, and the common headers`, async () => {
      const res = await call(app, 'GET', path);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.equal(csp, CONTENT_SECURITY_POLICY);
      const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
      assert.deepEqual(directives['script-src'], ["'self'"]);
      assert.deepEqual(directives['default-src'], ["'self'"]);
      assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
      assert.deepEqual(directives['object-src'], ["'none'"]);
      assert.deepEqual(directives['base-uri'], ["'none'"]);
      assert.deepEqual(directives['form-action'], ["'self'"]);
      assert.deepEqual(directives['require-trusted-types-for'], ["'script'"]);
      assert.deepEqual(directives['trusted-types'], ['metrik']);
      assert.ok(!csp.includes("'unsafe-eval'"));
      assertCommonHeaders(res.headers, path);
    });

    test(`HTML ${path}: every script is external or inert JSON, so the CSP cannot break the page`, async () => {
      const res = await call(app, 'GET', path);
      const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      assert.ok(scripts.length > 0);
      for (const [, attributes, body] of scripts) {
        const external = /\bsrc="\/[^"]+"/.test(attributes) && body.trim() === '';
        const data = /\btype="application\/(ld\+)?json"/.test(attributes);
        assert.ok(external || data, `inline script would be blocked: <script${attributes}>${body.slice(0, 80)}`);
      }
      assert.doesNotMatch(res.text, /\son[a-z]+="/i, 'no inline event handlers');
      assert.doesNotMatch(res.text, /href="javascript:/i);
    });
  }

  test('JSON answers carry the common headers too (success and error)', async () => {
    for (const [method, path] of [
      ['GET', '/api/pages/home'],
      ['GET', '/api/nope'],
      ['GET', '/api/contact'],
      ['GET', '/healthz'],
    ]) {
      const res = await call(app, method, path);
      assert.match(res.headers.get('content-type') ?? '', /json/);
      assertCommonHeaders(res.headers, `${method} ${path}`);
      assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'; base-uri 'none'", `${method} ${path}`);
    }
  });

  test("scripts and stylesheets say default-src 'none' and may be framed by nobody", async () => {
    const files = [assetFile('/assets/public-abc123.js', Buffer.from('console.log(1)'), true), assetFile('/assets/public-abc123.css', Buffer.from('a{}'), true)];
    const { app: withAssets } = makeTestApp({}, { assets: createAssetStore(testAssets().manifest, files) });
    for (const { path: asset } of files) {
      const res = await call(withAssets, 'GET', asset);
      assert.equal(res.status, 200, asset);
      assert.match(res.headers.get('content-type') ?? '', /javascript|css/);
      assert.equal(res.headers.get('content-security-policy'), RESOURCE_CONTENT_SECURITY_POLICY, asset);
    }
  });
});

test("an uploaded image opened directly loads nothing, runs nothing, is framed by nobody and sets no base (ASVS 5.0 3.2.1, 3.4.3, 3.4.6)", () => {
  const directives = Object.fromEntries(UPLOADED_IMAGE_CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  assert.deepEqual(directives, { 'default-src': ["'none'"], sandbox: [], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] });
});

test("every policy the app sends says object-src or default-src 'none', and base-uri 'none', which default-src does not cover (ASVS 5.0 3.4.3)", async () => {
  const policies = { CONTENT_SECURITY_POLICY, RESOURCE_CONTENT_SECURITY_POLICY, SERVICE_WORKER_CONTENT_SECURITY_POLICY, UPLOADED_IMAGE_CONTENT_SECURITY_POLICY };
  for (const [name, policy] of Object.entries(policies)) {
    const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    assert.deepEqual(directives['base-uri'], ["'none'"], name);
    assert.deepEqual(directives['object-src'] ?? directives['default-src'], ["'none'"], name);
  }
  // As sent: the worker's script (built or the kill switch), a JSON answer, a missing asset.
  const { app: offApp } = makeTestApp({ serviceWorker: false });
  for (const [target, path] of [[offApp, '/sw.js'], [app, '/api/pages/home'], [app, '/assets/nope.js'], [app, '/robots.txt']] as const) {
    const csp = (await call(target, 'GET', path)).headers.get('content-security-policy') ?? '';
    assert.match(csp, /(^|; )base-uri 'none'(;|$)/, path);
  }
});

describe('HSTS only over HTTPS', () => {
  test('never over plain HTTP, even behind a proxy that is not trusted and claims https', async () => {
    const plain = makeTestApp();
    for (const path of ['/', '/no-such-page', '/api/pages/home', '/metrikwebadmin-login']) {
      assert.equal((await plain.app.request(`http://localhost${path}`)).headers.get('strict-transport-security'), null, path);
      const forged = await plain.app.request(`http://localhost${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(forged.headers.get('strict-transport-security'), null, path);
    }
  });

  test('over HTTPS, and behind a trusted proxy that says the visitor used https', async () => {
    const direct = await makeTestApp().app.request('https://metrikgroup.ng/');
    assert.match(direct.headers.get('strict-transport-security') ?? '', /^max-age=31536000; includeSubDomains$/);
    const proxied = makeTestApp({ trustProxy: true });
    assert.match((await proxied.app.request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security') ?? '', /max-age=/);
    assert.equal((await proxied.app.request('http://localhost/', { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security'), null);
  });
});
