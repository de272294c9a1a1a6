// /.well-known/security.txt (RFC 9116): a contact from Settings and an Expires always ahead, in the fields the RFC
// names; the contact page when no e-mail is set.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteSettings } from '../db/tables.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { eq } from 'drizzle-orm';

const fields = (text: string) => Object.fromEntries(text.trim().split('\n').map((line) => line.split(/: (.*)/s).slice(0, 2)));

test("security.txt names the company's e-mail from Settings and expires within a year, ahead of now", async () => {
  const now = Date.parse('2026-11-29T10:00:00Z');
  const t = makeTestApp({}, { now: () => now });
  const res = await call(t.app, 'GET', '/.well-known/security.txt');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; charset=utf-8/);
  const txt = fields(res.text);
  assert.equal(txt.Contact, 'mailto:info@metrikgroup.ng');
  const expires = Date.parse(txt.Expires);
  assert.ok(expires > now && expires - now < 365 * 86_400_000, txt.Expires);
  assert.match(txt.Expires, /^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  assert.equal(txt.Canonical, 'http://localhost/.well-known/security.txt');
  assert.equal(txt['Preferred-Languages'], 'en');
});

test('with no e-mail in Settings, the contact is the contact page', async () => {
  const t = makeTestApp();
  t.db.update(siteSettings).set({ value: '' }).where(eq(siteSettings.key, SETTING.email)).run();
  assert.equal(fields((await call(t.app, 'GET', '/.well-known/security.txt')).text).Contact, 'http://localhost/contact');
});
