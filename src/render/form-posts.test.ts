import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FORM_PAGES } from '../../web/shared/content.ts';
import { ROUTES } from '../routes.ts';
import { CONTACT_THANKS, QUOTE_THANKS, REAL_ESTATE_THANKS } from '../submissions/save.ts';
import { makeTestApp } from '../testing/app.ts';
import { validContact, validQuote } from '../testing/form-bodies.ts';

type TestApp = ReturnType<typeof makeTestApp>;

/** The browser's own post of a page's form: urlencoded, from the page's origin. */
function post(t: TestApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const contact = { ...validContact(), website: '' };
const quote = { ...validQuote(), website: '' };

/** A pattern on a whole page: on failure, names what was missing instead of printing 100 KB of HTML. */
const has = (html: string, pattern: RegExp, what: string) => assert.ok(pattern.test(html), what);
const hasNot = (html: string, pattern: RegExp, what: string) => assert.ok(!pattern.test(html), what);

const rows = (t: TestApp, table: string) => t.sqlite.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];

describe('a public form posted by the browser itself (before or without the script)', () => {
  test('a valid contact message is stored with its page and redirected (303) to the page with its thank-you', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const res = await post(t, '/contact', contact);
    assert.equal(res.status, 303);
    const [row] = rows(t, 'contact_submissions');
    assert.equal(res.headers.get('location'), `/contact?sent=contact&ref=${row.id}#form-sent`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(row.first_name, 'Ada');
    assert.equal(row.message, 'We need a warehouse in Trans-Amadi.');
    assert.equal(row.page_path, '/contact');
    assert.equal(row.is_spam, 0);

    const thanks = await t.app.request(`http://localhost/contact?sent=contact&ref=${row.id}`);
    assert.equal(thanks.status, 200);
    assert.equal(thanks.headers.get('cache-control'), 'no-store');
    const html = await thanks.text();
    has(html, /id="form-sent" role="status"/, 'the thank-you notice is a status region');
    assert.ok(html.includes(CONTACT_THANKS.replaceAll("'", '&#x27;')) || html.includes(CONTACT_THANKS), 'the thank-you sentence is on the page');
    has(html, /What happens next/, 'what happens next is said');
    has(html, /replies within 24 hours/, 'with the reply promise from the settings');
    has(html, new RegExp(`Your reference: <strong[^>]*>contact #${row.id}</strong>`), 'the reference to quote');
  });

  test('a reference in the address that is not a number is not shown', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    for (const ref of ['abc', '0', '-1', '1e3', '<b>1</b>', '12345678901234567']) {
      const html = await (await t.app.request(`http://localhost/contact?sent=contact&ref=${encodeURIComponent(ref)}`)).text();
      has(html, /id="form-sent"/, `the thank-you still shows for ref=${ref}`);
      hasNot(html, /Your reference: /, `no reference for ref=${ref}`);
    }
  });

  test('the real-estate enquiry and the equipment quote are stored too, each with its own thank-you', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const enquiry = await post(t, '/real-estate', { ...contact, service: 'real-estate' });
    assert.match(enquiry.headers.get('location') ?? '', /^\/real-estate\?sent=real-estate&ref=\d+#form-sent$/);
    const quoted = await post(t, '/equipment', quote);
    assert.equal(quoted.status, 303);
    assert.match(quoted.headers.get('location') ?? '', /^\/equipment\?sent=quote&ref=\d+#form-sent$/);
    assert.equal(rows(t, 'contact_submissions')[0].page_path, '/real-estate');
    const [q] = rows(t, 'equipment_quotes');
    assert.equal(q.project_location, quote.projectLocation);
    assert.equal(q.page_path, '/equipment');

    for (const [path, text] of [['/real-estate?sent=real-estate', REAL_ESTATE_THANKS], ['/equipment?sent=quote', QUOTE_THANKS]] as const) {
      const html = await (await t.app.request(`http://localhost${path}`)).text();
      assert.ok(html.includes(text.replaceAll("'", '&#x27;')) || html.includes(text), `${path} shows its thank-you`);
    }
  });

  test('a refused post renders the page again (400) with the visitor’s words, each field’s message, and the first wrong field focused', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    const res = await post(t, '/contact', { ...contact, firstName: '', email: 'ada at example', message: '<script>alert(1)</script> keep this' });
    assert.equal(res.status, 400);
    const html = await res.text();
    has(html, /First name is required/, 'the first name message');
    has(html, /Please enter a valid email address/, 'the e-mail message');
    has(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt; keep this<\/textarea>/, 'the message comes back in its field, as text');
    hasNot(html, /<script>alert\(1\)/, 'nothing the visitor typed becomes markup');
    has(html, /value="ada at example"/, 'the e-mail as typed');
    has(html, /<input[^>]*name="firstName"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*name="firstName"/, 'the first wrong field opens focused');
    assert.equal(rows(t, 'contact_submissions').length, 0);
  });

  test('the honeypot flags the row as spam; it is still stored', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    assert.equal((await post(t, '/contact', { ...contact, website: 'http://spam.example' })).status, 303);
    assert.equal(rows(t, 'contact_submissions')[0].is_spam, 1);
  });

  test('the same rate limit as the API, counted together; the page says when to try again', async () => {
    const t = makeTestApp({ formRateLimit: 2 });
    assert.equal((await post(t, '/contact', contact)).status, 303);
    const api = await t.app.request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
    assert.equal(api.status, 201);
    const res = await post(t, '/contact', contact);
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
    const html = await res.text();
    has(html, /role="alert"/, 'an alert');
    has(html, /Too many submissions from your network/, 'the rate limit sentence');
    has(html, /We need a warehouse in Trans-Amadi\.<\/textarea>/, 'the message is still in the form');
    assert.equal(rows(t, 'contact_submissions').length, 2);
  });

  test('refused before anything is stored: another site’s page (403), not a form body (415), over 64 KiB (413)', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    assert.equal((await post(t, '/contact', contact, { origin: 'https://evil.example' })).status, 403);
    assert.equal((await post(t, '/contact', contact, { 'content-type': 'application/json' })).status, 415);
    assert.equal((await post(t, '/contact', { ...contact, message: 'x'.repeat(70_000) })).status, 413);
    // A browser old enough to name no origin is let in.
    assert.equal((await post(t, '/contact', contact, { origin: '' })).status, 403, 'an empty Origin is not ours');
    const old = await t.app.request('http://localhost/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(contact).toString(),
    });
    assert.equal(old.status, 303);
    assert.equal(rows(t, 'contact_submissions').length, 1);
  });

  test('each page with a form is a row of the routes table, with the policy of its form\'s API route', () => {
    const api = { contact: '/api/contact', quote: '/api/equipment-quote' } as const;
    for (const [path, kind] of Object.entries(FORM_PAGES)) {
      const row = ROUTES.find((r) => r.method === 'POST' && r.path === path);
      assert.ok(row, `POST ${path} is a row`);
      const json = ROUTES.find((r) => r.method === 'POST' && r.path === api[kind])!;
      assert.deepEqual([row.access, row.pageForm, row.noStore, row.enquiry, row.limit], ['public', true, true, kind, json.limit], path);
      assert.equal(json.enquiry, kind);
    }
    assert.deepEqual(ROUTES.filter((r) => r.pageForm).map((r) => r.path).sort(), Object.keys(FORM_PAGES).sort());
  });

  test('only the pages with a form take a post; a sent query elsewhere or with another value is the ordinary cached page', async () => {
    const t = makeTestApp({ formRateLimit: 0 });
    assert.equal((await post(t, '/about', contact)).status, 404);
    const plain = await t.app.request('http://localhost/contact?sent=nonsense');
    assert.equal(plain.status, 200);
    hasNot(await plain.text(), /id="form-sent"/, 'no thank-you on an ordinary view');
    assert.notEqual(plain.headers.get('cache-control'), 'no-store');
  });
});
