// What a lead is worth on the desk (docs/product.md § Quotes): a move to quoted or won carries the amount (the latest quote's
// total unless typed), lost carries a reason; the Overview counts each enquiry once and sums the value won and lost,
// and counts an enquiry still waiting past the promise against "answered within".
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';

const HOUR = 3_600_000;
let clock = Date.parse('2026-11-25T09:00:00.000Z');
let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;
const { addContact } = storedSubmissions(() => t.db, {
  contact: { firstName: 'Chiamaka', lastName: 'Obi', email: 'chiamaka@example.ng', service: 'real-estate', message: 'A plot?' },
  quote: {},
});

beforeEach(async () => {
  clock = Date.parse('2026-11-25T09:00:00.000Z');
  t = makeTestApp({}, { now: () => clock });
  admin = await signInAdmin(t);
});

const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);

describe('values on the desk', () => {
  it('quoted takes the quote total, won a typed amount, lost a reason; the Overview counts enquiries once and sums won and lost', async () => {
    const a = addContact({ createdAt: new Date(clock - 2 * HOUR).toISOString() });
    const b = addContact({ createdAt: new Date(clock - 2 * HOUR).toISOString() });
    // Still new after 30 hours: it has missed the 24-hour promise.
    addContact({ createdAt: new Date(clock - 30 * HOUR).toISOString() });
    await as('POST', `/api/admin/submissions/contact/${a.id}/contacted`, { channel: 'phone' });
    await as('POST', `/api/admin/submissions/contact/${a.id}/quotes`, { items: [{ description: 'Plot survey', quantity: 1, unitPrice: 100000 }], validUntil: '2026-12-01' });
    // Quoted again by hand after a detour: still one quoted enquiry, at the quote's total.
    await as('PATCH', `/api/admin/submissions/contact/${a.id}`, { status: 'contacted' });
    await as('PATCH', `/api/admin/submissions/contact/${a.id}`, { status: 'quoted' });
    const won = await as('PATCH', `/api/admin/submissions/contact/${a.id}`, { status: 'won', amount: 95000 });
    assert.equal(won.json.history.at(-1).amount, 95000);
    assert.equal(won.json.history.at(-2).amount, 107500);
    assert.equal(won.json.history.at(-2).quote, 'Q-2026-0001');
    await as('POST', `/api/admin/submissions/contact/${b.id}/contacted`, { channel: 'phone' });
    const lost = await as('PATCH', `/api/admin/submissions/contact/${b.id}`, { status: 'lost', reason: 'Price too high: chose a cheaper plot', amount: 40000 });
    assert.equal(lost.status, 200, lost.text);
    assert.equal(lost.json.history.at(-1).reason, 'Price too high: chose a cheaper plot');
    const o = (await as('GET', '/api/admin/overview')).json;
    assert.deepEqual(o.responses.totals, { enquiries: 2, quoted: 1, won: 1, lost: 1, wonValue: 95000, lostValue: 40000 });
    assert.equal(o.responses.missed, 1);
    assert.equal(o.responses.answered, 2);
    assert.equal(o.responses.withinPromise, 2);
  });

  it('won or lost with no amount typed and no quote takes what the enquiry was quoted at by hand; with neither, no amount', async () => {
    const won = addContact();
    const lost = addContact();
    const bare = addContact();
    for (const { id } of [won, lost]) await as('PATCH', `/api/admin/submissions/contact/${id}`, { status: 'quoted', amount: 2500000 });
    const w = await as('PATCH', `/api/admin/submissions/contact/${won.id}`, { status: 'won' });
    assert.equal(w.json.history.at(-1).amount, 2500000);
    const l = await as('PATCH', `/api/admin/submissions/contact/${lost.id}`, { status: 'lost', reason: 'Went quiet' });
    assert.equal(l.json.history.at(-1).amount, 2500000);
    const b = await as('PATCH', `/api/admin/submissions/contact/${bare.id}`, { status: 'won' });
    assert.equal(b.json.history.at(-1).amount, undefined);
    const o = (await as('GET', '/api/admin/overview')).json;
    assert.deepEqual([o.responses.totals.wonValue, o.responses.totals.lostValue], [2500000, 2500000]);
  });

  it('refuses a negative amount and an overlong reason', async () => {
    const a = addContact();
    assert.equal((await as('PATCH', `/api/admin/submissions/contact/${a.id}`, { status: 'won', amount: -1 })).status, 400);
    assert.equal((await as('PATCH', `/api/admin/submissions/contact/${a.id}`, { status: 'lost', reason: 'x'.repeat(501) })).status, 400);
  });
});
