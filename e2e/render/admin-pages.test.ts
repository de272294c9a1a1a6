import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { call, makeTestApp } from '../../src/testing/app.ts';

const { app, services } = makeTestApp();
const manifest = services.assets.manifest;

function assertAdminPage(res: Awaited<ReturnType<typeof call>>) {
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.match(res.text, /<meta name="robots" content="noindex">/);
  assert.match(res.text, /<noscript><p[^>]*>The admin panel needs JavaScript/);
  assert.ok(res.text.includes(`src="${manifest.adminJs}"`), 'loads the admin bundle');
  assert.ok(!res.text.includes(`src="${manifest.publicJs}"`), 'not the public bundle');
  assert.ok(res.text.includes(manifest.adminCss));
}

for (const path of ['/admin', '/admin/dashboard', '/admin/anything/else']) {
  test(`GET ${path} answers the admin shell with its loading line`, async () => {
    const res = await call(app, 'GET', path);
    assertAdminPage(res);
    assert.match(res.text, /Loading admin panel…/);
  });
}

test('GET /metrikwebadmin-login answers the sign-in form itself, styled by the admin CSS before any script runs', async () => {
  const res = await call(app, 'GET', '/metrikwebadmin-login');
  assertAdminPage(res);
  assert.match(res.text, /<title>Admin sign-in \| /);
  const form = /<form[^>]*>/.exec(res.text)?.[0] ?? '';
  for (const attribute of [' method="post"', ' action="/metrikwebadmin-login"', ' aria-label="Admin sign-in"']) assert.ok(form.includes(attribute), form);
  assert.match(res.text, /<input[^>]* name="username"/);
  assert.match(res.text, /<input[^>]* name="password"/);
  assert.match(res.text, />Sign In<\/button>/);
  assert.doesNotMatch(res.text, /Loading admin panel…/);
});

test('public pages never load the admin bundle or its stylesheet', async () => {
  for (const path of ['/', '/contact', '/no-such-page']) {
    const res = await call(app, 'GET', path);
    assert.ok(!res.text.includes(manifest.adminJs), `${path} references the admin entry`);
    assert.ok(!res.text.includes(manifest.adminCss), `${path} references the admin CSS`);
  }
  assert.ok(!manifest.publicPreload.includes(manifest.adminJs));
});

test('the public bundle and its chunks hold none of the admin code', { skip: !manifest.publicJs.includes('-') && 'no build' }, () => {
  const dir = join(import.meta.dirname, '../../dist/web');
  // Everything the public boot script can ever load: its imports, static and dynamic (the islands, by their built
  // names), followed to the end.
  const reached = new Set<string>();
  const follow = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const [, name] of readFileSync(join(dir, path), 'utf8').matchAll(/["'](?:\.|\/assets)\/([\w-]+\.js)["']/g)) follow(`/assets/${name}`);
  };
  follow(manifest.publicJs);
  assert.ok(reached.size > 3, `the boot script reaches the islands and their chunks (${[...reached].join(', ')})`);
  const publicCode = [...reached].map((p) => readFileSync(join(dir, p), 'utf8')).join('\n');
  const adminCode = readFileSync(join(dir, manifest.adminJs), 'utf8');
  // Strings that only the admin panel uses: present in the admin entry, absent from everything public.
  for (const marker of ['Choose from library', 'Export CSV', 'Signing In...']) {
    assert.ok(adminCode.includes(marker) || manifest.adminPreload.some((p) => readFileSync(join(dir, p), 'utf8').includes(marker)), `admin code has ${marker}`);
    assert.ok(!publicCode.includes(marker), `public code has ${marker}`);
  }
});
