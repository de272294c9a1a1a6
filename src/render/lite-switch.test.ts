// The lite page (docs/product.md § Lite pages): Save-Data or the footer's switch give the same URL with
// <html data-lite>, a form page's island data says lite, and its own ETag; the switch is a form post that sets or clears the
// cookie and goes back to a page of this site only.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { liteChoice, liteSizes, safeBackPath } from '../../web/shared/lite.ts';
import { call, makeTestApp } from '../testing/app.ts';

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), 'content-type': 'application/x-www-form-urlencoded' });
const post = (t: ReturnType<typeof makeTestApp>, fields: Record<string, string>) => {
  const { body, ...headers } = form(fields);
  return t.app.request('http://localhost/lite', { method: 'POST', body, headers });
};

describe('the lite page', () => {
  test('Save-Data: on gets the lite page at the same URL, varying on Save-Data, with its own ETag', async () => {
    const t = makeTestApp();
    const full = await call(t.app, 'GET', '/projects');
    const lite = await call(t.app, 'GET', '/projects', undefined, { 'save-data': 'on' });
    assert.equal(lite.status, 200);
    assert.match(lite.text, /^<!doctype html><html lang="en" data-lite="1">/);
    assert.match(full.text, /^<!doctype html><html lang="en">/);
    // A form page tells its island (web/islands) too.
    assert.match((await call(t.app, 'GET', '/contact', undefined, { 'save-data': 'on' })).text, /"lite":true/);
    assert.doesNotMatch((await call(t.app, 'GET', '/contact')).text, /"lite":true/);
    assert.equal(lite.headers.get('vary'), 'Accept-Encoding, Save-Data');
    assert.equal(full.headers.get('vary'), 'Accept-Encoding, Save-Data');
    assert.notEqual(lite.headers.get('etag'), full.headers.get('etag'));
    // "off" or anything else is the full page.
    assert.match((await call(t.app, 'GET', '/projects', undefined, { 'save-data': 'off' })).text, /^<!doctype html><html lang="en">/);
  });

  test('the footer switch: a form post sets the cookie and goes back; the lite page it gives is private; off clears it', async () => {
    const t = makeTestApp();
    const on = await post(t, { lite: 'on', back: '/equipment' });
    assert.equal(on.status, 303);
    assert.equal(on.headers.get('location'), '/equipment');
    const cookie = on.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^lite=1; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    const page = await call(t.app, 'GET', '/equipment', undefined, { cookie: 'lite=1' });
    assert.match(page.text, /data-lite="1"/);
    assert.equal(page.headers.get('cache-control'), 'private, no-cache');
    assert.match(page.text, /Lite version is on: show the full site/);
    assert.match((await call(t.app, 'GET', '/equipment')).text, /Lite version \(uses less data\)/);

    const off = await post(t, { lite: 'off', back: '/equipment' });
    assert.equal(off.status, 303);
    assert.match(off.headers.get('set-cookie') ?? '', /^lite=; Max-Age=0; Path=\//);
  });

  test('the switch never sends anyone to another site, and takes only a form', async () => {
    const t = makeTestApp();
    for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      const res = await post(t, { lite: 'on', back });
      assert.equal(res.headers.get('location'), '/', back);
    }
    const json = await call(t.app, 'POST', '/lite', { lite: 'on' });
    assert.equal(json.status, 415);
  });

  test('liteChoice, liteSizes and safeBackPath', () => {
    assert.deepEqual(liteChoice('on', undefined, false), { lite: true, byCookie: false });
    assert.deepEqual(liteChoice(' ON ', 'a=b', false), { lite: true, byCookie: false });
    assert.deepEqual(liteChoice(undefined, 'a=b; lite=1', false), { lite: true, byCookie: true });
    assert.deepEqual(liteChoice(undefined, 'notlite=1; lite=0', false), { lite: false, byCookie: false });
    // Each scheme reads only its own name.
    assert.deepEqual(liteChoice(undefined, '__Host-lite=1', true), { lite: true, byCookie: true });
    assert.deepEqual(liteChoice(undefined, 'lite=1', true), { lite: false, byCookie: false });
    assert.deepEqual(liteChoice(undefined, '__Host-lite=1', false), { lite: false, byCookie: false });
    assert.equal(liteSizes('(min-width: 1024px) 600px, (min-width: 640px) 50vw, 100vw'), '(min-width: 1024px) 300px, (min-width: 640px) 25vw, 50vw');
    assert.equal(safeBackPath('/projects/trans-amadi-tower'), '/projects/trans-amadi-tower');
    assert.equal(safeBackPath('//x'), '/');
  });
});

describe('the lite cookie over HTTPS (ASVS 5.0 3.3.1, 3.3.3)', () => {
  const postOver = (t: ReturnType<typeof makeTestApp>, origin: string, lite: string, headers: Record<string, string> = {}) =>
    t.app.request(`${origin}/lite`, { method: 'POST', body: new URLSearchParams({ lite, back: '/equipment' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  test('over HTTPS (direct, or said by a trusted proxy): __Host-lite, Secure, Path=/, no Domain; cleared with a plain one left from before', async () => {
    for (const [t, origin, headers] of [
      [makeTestApp(), 'https://metrikgroup.ng', {}],
      [makeTestApp({ trustProxy: true }), 'http://localhost', { 'x-forwarded-proto': 'https' }],
    ] as const) {
      const on = await postOver(t, origin, 'on', headers);
      assert.equal(on.status, 303);
      const cookie = on.headers.get('set-cookie') ?? '';
      assert.match(cookie, /^__Host-lite=1; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      assert.doesNotMatch(cookie, /Domain=/i);
      const page = await t.app.request(`${origin}/equipment`, { headers: { ...headers, cookie: '__Host-lite=1' } });
      assert.match(await page.text(), /data-lite="1"/);
      const off = await postOver(t, origin, 'off', headers);
      const cleared = off.headers.getSetCookie();
      assert.ok(cleared.some((c) => /^__Host-lite=; Max-Age=0; Path=\/; Secure/.test(c)), cleared.join(' | '));
      assert.ok(cleared.some((c) => /^lite=; Max-Age=0; Path=\//.test(c)), cleared.join(' | '));
    }
  });

  test('over HTTPS a plain lite cookie (set by a sibling subdomain or a plain-HTTP answer) is not read; over HTTP the prefixed one is not', async () => {
    const t = makeTestApp();
    assert.doesNotMatch(await (await t.app.request('https://metrikgroup.ng/equipment', { headers: { cookie: 'lite=1' } })).text(), /data-lite="1"/);
    assert.doesNotMatch(await (await t.app.request('http://localhost/equipment', { headers: { cookie: '__Host-lite=1' } })).text(), /data-lite="1"/);
    // A proxy not trusted cannot make a plain-HTTP request read the prefixed name.
    const forged = await t.app.request('http://localhost/equipment', { headers: { cookie: '__Host-lite=1', 'x-forwarded-proto': 'https' } });
    assert.doesNotMatch(await forged.text(), /data-lite="1"/);
  });
});

describe('the lite switch attacked from outside', () => {
  const postFrom = (t: ReturnType<typeof makeTestApp>, fields: Record<string, string>, headers: Record<string, string>) =>
    t.app.request('http://localhost/lite', { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  test("another site's page cannot switch a visitor's site: 403 and no cookie, like every other form", async () => {
    const t = makeTestApp();
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }] as Record<string, string>[]) {
      const res = await postFrom(t, { lite: 'on', back: '/contact' }, headers);
      assert.equal(res.status, 403, JSON.stringify(headers));
      assert.equal(res.headers.get('set-cookie'), null);
      assert.match(await res.text(), /only be used from this website/);
    }
    // This site's own page (and an old browser that names no origin) still may.
    for (const headers of [{ origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const res = await postFrom(t, { lite: 'on', back: '/contact' }, headers);
      assert.equal(res.status, 303, JSON.stringify(headers));
      assert.equal(res.headers.get('location'), '/contact');
    }
  });

  test('a back value with a control character, a backslash or a letter a header cannot carry goes home, never a 500', async () => {
    const t = makeTestApp();
    const backs = ['/a\u0001b', '/a\u0000', '/a\u007f', '/x\u0085y', '/caf\u00e9', '/\u2028', '/\\evil.example', '/\\/evil.example', '/ok\r\nSet-Cookie: x=1', `/${'a'.repeat(600)}`];
    for (const back of backs) {
      const res = await postFrom(t, { lite: 'on', back }, { origin: 'http://localhost' });
      assert.equal(res.status, 303, JSON.stringify(back));
      assert.equal(res.headers.get('location'), '/', JSON.stringify(back));
    }
    assert.equal(safeBackPath('/projects?type=road#list'), '/projects?type=road#list');
  });
});
