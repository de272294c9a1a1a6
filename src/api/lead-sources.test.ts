// Where leads come from (docs/product.md § Where leads come from), in process: a form's attribution is allow-listed,
// cut and stored, a malformed one ignored and never refused, every list row and the single submission carry it; a
// no-script post's hidden field does the same; taps on Call and WhatsApp count per source without a cookie; the
// Overview's table counts enquiries, quoted, won and lost per source of the first visit for a chosen period.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { validContact, validQuote } from '../testing/form-bodies.ts';

const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', host: 'metrikgroup.ng' };
const touch = (extra: Record<string, unknown> = {}) => ({
  source: 'facebook',
  medium: 'cpc',
  campaign: 'estates-dec',
  referrer: 'l.facebook.com',
  landingPath: '/real-estate/rumuibekwe-court',
  clickId: 'fbclid:IwAR0abc',
  at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('attribution on enquiries', () => {
  test('a JSON post stores first and last touch: unknown keys dropped, strings cut to 200; the lists and the detail carry it', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const { auth } = await signInAdmin(t);
    const last = touch({ source: 'google', medium: 'organic', campaign: 'x'.repeat(500), evil: '<script>', clickId: null });
    const sent = await call(t.app, 'POST', '/api/contact', { ...validContact(), attribution: { first: touch(), last, extra: 1 } });
    assert.equal(sent.status, 201, sent.text);
    const row = (await call(t.app, 'GET', '/api/contact', undefined, auth)).json.find((r: { id: number }) => r.id === sent.json.id);
    assert.deepEqual(row.attribution.first, touch());
    assert.equal(row.attribution.last.campaign, 'x'.repeat(200));
    assert.equal(row.attribution.last.clickId, null);
    assert.equal('evil' in row.attribution.last, false);
    const detail = await call(t.app, 'GET', `/api/admin/submissions/contact/${sent.json.id}`, undefined, auth);
    assert.deepEqual(detail.json.attribution, row.attribution);

    const quote = await call(t.app, 'POST', '/api/equipment-quote', { ...validQuote(), attribution: { first: touch() } });
    assert.equal(quote.status, 201, quote.text);
    const quoteRow = (await call(t.app, 'GET', '/api/equipment-quotes', undefined, auth)).json.find((r: { id: number }) => r.id === quote.json.id);
    assert.deepEqual(quoteRow.attribution, { first: touch(), last: touch() }, 'a first touch alone is the last one too');
  });

  test('a malformed attribution is ignored, never refused: the enquiry is stored with null', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const { auth } = await signInAdmin(t);
    for (const attribution of ['not json', 42, [touch()], { first: 'x' }, { first: { source: 7 } }, null, '{"first":']) {
      const sent = await call(t.app, 'POST', '/api/contact', { ...validContact(), attribution });
      assert.equal(sent.status, 201, `${JSON.stringify(attribution)}: ${sent.text}`);
    }
    const none = await call(t.app, 'POST', '/api/contact', validContact());
    assert.equal(none.status, 201);
    const rows = (await call(t.app, 'GET', '/api/contact', undefined, auth)).json as { attribution: unknown }[];
    assert.deepEqual(rows.map((r) => r.attribution), Array(8).fill(null));
  });

  test("a no-script post's hidden field carries the touches as JSON", async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const body = new URLSearchParams({ ...validContact(), service: 'real-estate', website: '', attribution: JSON.stringify({ first: touch(), last: touch({ source: 'direct', medium: null }) }) });
    const res = await t.app.request('http://localhost/real-estate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: body.toString(),
    });
    assert.equal(res.status, 303);
    const stored = t.sqlite.prepare('SELECT attribution FROM contact_submissions').pluck().get() as string;
    assert.equal(JSON.parse(stored).first.campaign, 'estates-dec');
    assert.equal(JSON.parse(stored).last.source, 'direct');
  });
});

describe('Where leads come from', () => {
  test('enquiries, quoted, won and lost per source of the first visit, what the won and lost were worth, with taps on Call and WhatsApp, for the chosen period', async () => {
    const clock = Date.parse('2026-11-25T09:00:00.000Z');
    const t = makeTestApp({ formRateLimit: 0 }, { now: () => clock });
    const { auth } = await signInAdmin(t);
    // Received ten days before: a Facebook enquiry won for ₦2,000,000, inside 30 days and outside 7.
    const older = await call(t.app, 'POST', '/api/contact', { ...validContact(), attribution: { first: touch({ source: 'facebook' }) } });
    t.sqlite.prepare('UPDATE contact_submissions SET created_at = ? WHERE id = ?').run(new Date(clock - 10 * 86_400_000).toISOString(), older.json.id);
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${older.json.id}`, { status: 'won', amount: 2000000 }, auth);
    const ids: number[] = [];
    for (const source of ['facebook', 'facebook', 'google', null, 'google']) {
      const res = await call(t.app, 'POST', '/api/contact', { ...validContact(), attribution: source ? { first: touch({ source }) } : undefined });
      ids.push(res.json.id);
    }
    // Won for an amount typed to the kobo; lost at the quote's total (₦100,000 and 7.5 % VAT); won with no amount: ₦0.
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${ids[0]}`, { status: 'won', amount: 1250000.5 }, auth);
    await call(t.app, 'POST', `/api/admin/submissions/contact/${ids[1]}/quotes`, { items: [{ description: 'Survey', quantity: 1, unitPrice: 100000 }], validUntil: '2026-12-01' }, auth);
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${ids[1]}`, { status: 'lost', reason: 'Chose another builder' }, auth);
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${ids[2]}`, { status: 'quoted' }, auth);
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${ids[4]}`, { status: 'won' }, auth);
    // Won, then reopened: its old amount is no longer won.
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${ids[3]}`, { status: 'won', amount: 5000 }, auth);
    await call(t.app, 'PATCH', `/api/admin/submissions/contact/${ids[3]}`, { status: 'contacted' }, auth);
    for (const [tap, source] of [
      ['call', 'facebook'],
      ['whatsapp', 'facebook'],
      ['whatsapp', 'www.Instagram.com'],
    ]) {
      const res = await call(t.app, 'POST', '/api/beacon', { path: '/contact', tap, source }, PERSON);
      assert.equal(res.status, 204);
      assert.equal(res.headers.get('set-cookie'), null);
    }
    assert.equal((await call(t.app, 'POST', '/api/beacon', { path: '/contact', tap: 'fax' }, PERSON)).status, 400);
    const res = await call(t.app, 'GET', '/api/admin/lead-sources?days=7', undefined, auth);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.sources, [
      { source: 'facebook', enquiries: 2, quoted: 0, won: 1, lost: 1, wonValue: 1250000.5, lostValue: 107500, calls: 1, whatsapp: 1 },
      { source: 'google', enquiries: 2, quoted: 1, won: 1, lost: 0, wonValue: 0, lostValue: 0, calls: 0, whatsapp: 0 },
      { source: 'instagram', enquiries: 0, quoted: 0, won: 0, lost: 0, wonValue: 0, lostValue: 0, calls: 0, whatsapp: 1 },
      { source: 'unknown', enquiries: 1, quoted: 0, won: 0, lost: 0, wonValue: 0, lostValue: 0, calls: 0, whatsapp: 0 },
    ]);
    assert.deepEqual(res.json.totals, { enquiries: 5, quoted: 1, won: 2, lost: 1, wonValue: 1250000.5, lostValue: 107500, calls: 1, whatsapp: 2 });
    const month = (await call(t.app, 'GET', '/api/admin/lead-sources?days=30', undefined, auth)).json;
    assert.deepEqual(
      [month.sources[0].source, month.sources[0].enquiries, month.sources[0].won, month.sources[0].wonValue, month.totals.wonValue],
      ['facebook', 3, 2, 3250000.5, 3250000.5],
      'the enquiry of ten days ago counts in 30 days',
    );
    assert.equal((await call(t.app, 'GET', '/api/admin/lead-sources?days=8', undefined, auth)).status, 400);
    assert.equal((await call(t.app, 'GET', '/api/admin/lead-sources')).status, 401);
  });
});
