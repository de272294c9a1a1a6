// Activity lines about enquiries and quotes read as sentences naming the customer ("bayo was given Chiamaka Obi's
// real-estate enquiry"), and a change of the opening hours in words, not the stored JSON (docs/product.md § Activity tab).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createAdmin } from '../security/admins.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin } from '../testing/admin-session.ts';
import { storedSubmissions } from '../testing/stored-submissions.ts';
import { SETTING } from '../../web/shared/settings.ts';

describe('Activity about enquiries', () => {
  it('names who was given whose enquiry, the status, the quote, and the hours in words', async () => {
    const t = makeTestApp();
    const admin = await signInAdmin(t);
    const bayo = await createAdmin(t.db, { username: 'bayo', email: 'bayo@metrikgroup.ng', password: 'a long enough passphrase 1' }, { cost: 4 });
    const { addContact } = storedSubmissions(() => t.db, { contact: { firstName: 'Chiamaka', lastName: 'Obi', service: 'real-estate' }, quote: {} });
    const { id } = addContact();
    const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);
    await as('PATCH', `/api/admin/submissions/contact/${id}`, { assigneeId: bayo.id });
    await as('PATCH', `/api/admin/submissions/contact/${id}`, { status: 'lost', reason: 'Price too high' });
    const week = (closes: string) => JSON.stringify({ mon: { opens: '08:00', closes }, tue: { opens: '08:00', closes }, wed: { opens: '08:00', closes }, thu: { opens: '08:00', closes }, fri: { opens: '08:00', closes }, sat: 'closed', sun: 'closed' });
    await as('PUT', '/api/admin/settings', { values: { [SETTING.openingHours]: week('17:00') } });
    await as('PUT', '/api/admin/settings', { values: { [SETTING.openingHours]: week('18:00') } });
    const res = await as('GET', '/api/admin/audit');
    assert.equal(res.status, 200, res.text);
    const lines = res.json;
    const sentences: string[] = lines.map((l: { sentence: string }) => l.sentence);
    assert.ok(sentences.includes("bayo was given Chiamaka Obi's real-estate enquiry"), sentences.join('\n'));
    assert.ok(sentences.includes("Marked Chiamaka Obi's real-estate enquiry Lost"), sentences.join('\n'));
    const hours = sentences.find((s) => s.startsWith('Changed the setting “Opening hours”'));
    assert.ok(hours?.includes('“Mon-Fri 8AM-5PM” → “Mon-Fri 8AM-6PM”'), hours);
    assert.ok(!hours?.includes('{'), hours);
  });
});
