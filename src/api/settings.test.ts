import { beforeEach, describe, it } from 'node:test';
import { ADMIN } from '../testing/admin.ts';
import { eq } from 'drizzle-orm';
import assert from 'node:assert/strict';
import { auditLog, siteSettings } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { bearer, login, signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { settingProblem } from '../../web/shared/settings.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

beforeEach(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

const settings = () => Object.fromEntries(t.db.select().from(siteSettings).all().map((r) => [r.key, r.value]));
const audits = (action: string) => t.db.select().from(auditLog).all().filter((r) => r.action === action);
const put = (values: unknown) => call(t.app, 'PUT', '/api/admin/settings', { values }, admin.auth);

/** The server-rendered markup without the embedded page-data JSON, so a match means the page shows it. */
async function renderedHome(): Promise<string> {
  const res = await t.app.request('http://localhost/');
  assert.equal(res.status, 200);
  return (await res.text()).replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/, '');
}

describe('settings routes need an admin', () => {
  it('401 for GET and PUT without a token; nothing changes', async () => {
    assert.equal((await call(t.app, 'GET', '/api/admin/settings')).status, 401);
    const before = settings();
    assert.equal((await call(t.app, 'PUT', '/api/admin/settings', { values: { company_phone: '0800' } })).status, 401);
    assert.deepEqual(settings(), before);
  });
});

describe('GET /api/admin/settings', () => {
  it('lists every setting, the notification address included, in seed order', async () => {
    const res = await call(t.app, 'GET', '/api/admin/settings', undefined, admin.auth);
    assert.equal(res.status, 200);
    assert.equal(res.json[0].key, 'company_name');
    assert.deepEqual(Object.keys(res.json[0]).sort(), ['createdAt', 'description', 'key', 'updatedAt', 'value']);
    const keys = res.json.map((r: { key: string }) => r.key);
    for (const key of ['company_phone', 'company_email', 'company_address', 'opening_hours', 'social_facebook', 'notification_email']) {
      assert.ok(keys.includes(key), key);
    }
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves, returns the list, audits each changed key, and the next render of / shows the new phone', async () => {
    assert.match(await renderedHome(), /\+234 803 555 0147/, 'the seeded phone is in the footer (and now cached)');
    const version = t.services.changes.version;

    const res = await put({
      company_phone: '  +234 (0) 809 111 2222 ',
      social_facebook: 'https://facebook.com/metrikgroup',
      notification_email: 'inbox@metrikgroup.ng',
      tagline: 'Building Excellence',
    });
    assert.equal(res.status, 200);
    const byKey = Object.fromEntries(res.json.map((r: { key: string; value: string }) => [r.key, r.value]));
    assert.equal(byKey.company_phone, '+234 (0) 809 111 2222');
    assert.equal(byKey.social_facebook, 'https://facebook.com/metrikgroup');
    assert.equal(byKey.notification_email, 'inbox@metrikgroup.ng');
    assert.equal(settings().company_phone, '+234 (0) 809 111 2222');
    assert.equal(t.services.changes.version, version + 1, 'one notify for the save');

    const lines = audits('setting_updated');
    assert.deepEqual(
      lines.map((l) => [l.target, l.username]),
      [
        ['site_settings/company_phone', 'amaka'],
        ['site_settings/social_facebook', 'amaka'],
        ['site_settings/notification_email', 'amaka'],
      ],
      'the unchanged tagline is not audited',
    );
    assert.equal(lines[0].detail, '"+234 803 555 0147" → "+234 (0) 809 111 2222"');

    const html = await renderedHome();
    assert.match(html, /\+234 \(0\) 809 111 2222/);
    assert.doesNotMatch(html, /\+234 803 555 0147/);
    assert.doesNotMatch(html, /inbox@metrikgroup\.ng/, 'the notification address never reaches the public page');
  });

  it('saving unchanged values changes nothing and notifies nobody', async () => {
    const version = t.services.changes.version;
    const res = await put({ company_name: 'Metrik Group' });
    assert.equal(res.status, 200);
    assert.equal(t.services.changes.version, version);
    assert.deepEqual(audits('setting_updated'), []);
  });

  it('400 with an issue naming each bad key; all or nothing', async () => {
    const before = settings();
    const res = await put({
      company_phone: '0809 000 0000',
      nope: 'x',
      social_twitter: 'javascript:alert(1)',
      company_email: 'not an address',
      company_name: '   ',
      tagline: 'x'.repeat(2001),
      opening_hours: 42,
    });
    assert.equal(res.status, 400);
    assert.deepEqual(
      res.json.issues.map((i: { path: string }) => i.path),
      ['values.nope', 'values.social_twitter', 'values.company_email', 'values.company_name', 'values.tagline', 'values.opening_hours'],
    );
    assert.equal(res.json.error, 'There is no setting called "nope"');
    assert.equal(res.json.issues[2].message, 'E-mail must be empty or a valid e-mail address');
    assert.deepEqual(settings(), before, 'the valid phone was not saved either');
    assert.deepEqual(audits('setting_updated'), []);
  });

  it('opening hours: saved from the JSON text or the object in one compact form; the Contact card, footer and JSON-LD follow', async () => {
    const week = { mon: { opens: '08:00', closes: '17:00' }, tue: { opens: '08:00', closes: '17:00' }, wed: 'closed', thu: 'closed', fri: 'closed', sat: 'emergency', sun: 'closed' };
    const res = await put({ opening_hours: ` ${JSON.stringify(week, null, 2)} ` });
    assert.equal(res.status, 200, res.text);
    assert.equal(settings().opening_hours, JSON.stringify(week), 'one line of JSON, days in week order');
    assert.equal((await put({ opening_hours: { ...week, sat: 'closed' } })).status, 200, 'the object itself is accepted too');
    assert.equal(settings().opening_hours, JSON.stringify({ ...week, sat: 'closed' }));

    const contact = await (await t.app.request('http://localhost/contact')).text();
    for (const text of ['Mon-Tue', '8:00-17:00', 'Wed-Sun', 'Closed']) assert.ok(contact.includes(`>${text}<`), text);
    const home = await renderedHome();
    assert.ok(home.includes('>Mon-Tue 8AM-5PM<'), 'the footer line');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(await (await t.app.request('http://localhost/')).text())![1]);
    assert.deepEqual(jsonLd.openingHoursSpecification, [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:00' }]);
  });

  it('opening hours that are not a week: 400 naming the day and the problem in words, nothing saved', async () => {
    const before = settings();
    const valid = JSON.parse(before.opening_hours);
    const cases: [unknown, string][] = [
      [{ ...valid, sat: { opens: '16:00', closes: '08:00' } }, 'Saturday: Closing time must be after opening time'],
      [{ ...valid, mon: { opens: '7am', closes: '18:00' } }, 'Monday: Opening time must be a 24-hour time such as 07:00'],
      [{ ...valid, tue: { opens: '', closes: '18:00' } }, 'Tuesday: Opening time is required'],
      [{ ...valid, sun: 'sometimes' }, 'Sunday must be "closed", "emergency" or {"opens": "HH:MM", "closes": "HH:MM"}'],
      [{ ...valid, holiday: 'closed' }, 'Opening hours must give each day from "mon" to "sun"'],
      [{ mon: 'closed' }, 'Opening hours must give each day from "mon" to "sun"'],
      ['Mon-Fri 7AM-6PM', 'Opening hours must be JSON: {"mon": {"opens": "07:00", "closes": "18:00"}, …, "sun": "closed"}'],
      [['closed'], 'Opening hours must be text'],
      [null, 'Opening hours must be text'],
    ];
    for (const [value, message] of cases) {
      const res = await put({ opening_hours: value });
      assert.equal(res.status, 400, JSON.stringify(value));
      assert.deepEqual(res.json.issues, [{ path: 'values.opening_hours', message }]);
    }
    assert.deepEqual(settings(), before);
    assert.equal((await put({ opening_hours: '' })).status, 200, 'empty publishes no hours');
    const contact = await (await t.app.request('http://localhost/contact')).text();
    assert.ok(!contact.includes('Emergency only'), 'no hours card');
  });

  it('400 for a body without a values object or with none; 415 for a body that is not JSON', async () => {
    for (const body of [{}, { values: 'x' }, { values: [] }, { values: null }]) {
      const res = await call(t.app, 'PUT', '/api/admin/settings', body, admin.auth);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.json.issues[0].path, 'values');
      // A sentence for a person, never valibot's "Invalid key: Expected …".
      assert.doesNotMatch(res.json.error, /Invalid|Expected|received/, res.json.error);
      assert.match(res.json.error, /^(Send the settings|Nothing to change)/, res.json.error);
    }
    assert.equal((await put({})).status, 400);
    assert.equal((await call(t.app, 'PUT', '/api/admin/settings', 'values=1', { ...admin.auth, 'content-type': 'application/x-www-form-urlencoded' })).status, 415);
  });
});

describe('retention settings (Privacy and retention)', () => {
  it('are seeded with the defaults the privacy notice states, listed for the admin, never public', async () => {
    const list = (await call(t.app, 'GET', '/api/admin/settings', undefined, admin.auth)).json as { key: string; value: string }[];
    assert.deepEqual(
      list.filter((r) => r.key.startsWith('retention_')).map((r) => [r.key, r.value]),
      [
        ['retention_enquiry_months', '24'],
        ['retention_spam_days', '30'],
      ],
    );
    const page = await call(t.app, 'GET', '/api/pages/home');
    assert.doesNotMatch(page.text, /retention/);
    assert.doesNotMatch(await (await t.app.request('http://localhost/contact')).text(), /retention_/);
  });

  it('take whole numbers in range; anything else is 400 with a sentence naming the setting; a good value is saved and audited', async () => {
    for (const [key, bad, message] of [
      ['retention_enquiry_months', '0', 'Keep enquiries for must be a whole number of months from 1 to 120'],
      ['retention_enquiry_months', '121', 'Keep enquiries for must be a whole number of months from 1 to 120'],
      ['retention_enquiry_months', '12.5', 'Keep enquiries for must be a whole number of months from 1 to 120'],
      ['retention_enquiry_months', '', 'Keep enquiries for must be a whole number of months from 1 to 120'],
      ['retention_spam_days', '366', 'Keep spam for must be a whole number of days from 1 to 365'],
      ['retention_spam_days', '-3', 'Keep spam for must be a whole number of days from 1 to 365'],
      ['retention_spam_days', 'thirty', 'Keep spam for must be a whole number of days from 1 to 365'],
    ]) {
      const res = await put({ [key]: bad });
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.json.issues, [{ path: `values.${key}`, message }], bad);
    }
    const ok = await put({ retention_enquiry_months: ' 36 ', retention_spam_days: '7' });
    assert.equal(ok.status, 200);
    assert.equal(settings().retention_enquiry_months, '36');
    assert.equal(settings().retention_spam_days, '7');
    assert.deepEqual(
      audits('setting_updated').map((a) => [a.target, a.detail]),
      [
        ['site_settings/retention_enquiry_months', '"24" → "36"'],
        ['site_settings/retention_spam_days', '"30" → "7"'],
      ],
    );
  });

  it('a save reaches a setting whose row is missing (it is created)', async () => {
    t.db.delete(siteSettings).where(eq(siteSettings.key, 'retention_spam_days')).run();
    const res = await put({ retention_spam_days: '14' });
    assert.equal(res.status, 200);
    assert.equal(settings().retention_spam_days, '14');
  });
});

describe('settingProblem', () => {
  it('URL keys take empty or http(s) URLs only', () => {
    for (const ok of ['', 'https://x.com/metrik', 'http://linkedin.com/company/metrik']) assert.equal(settingProblem('social_linkedin', ok), undefined, ok);
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'facebook.com/metrik', 'https://', 'https://a b']) {
      assert.ok(settingProblem('social_instagram', bad), bad);
      assert.ok(settingProblem('site_url', bad), bad);
    }
  });

  it('e-mail keys take empty or an address; the phone takes phone characters; the name is required', () => {
    assert.equal(settingProblem('notification_email', ''), undefined);
    assert.equal(settingProblem('company_email', 'info@metrikgroup.ng'), undefined);
    assert.ok(settingProblem('company_email', 'info@'));
    assert.equal(settingProblem('company_phone', '+234 (0) 803-555.0147'), undefined);
    assert.ok(settingProblem('company_phone', '0803 CALL NOW'));
    assert.ok(settingProblem('company_name', ''));
    assert.equal(settingProblem('company_address', 'x'.repeat(2000)), undefined);
    assert.ok(settingProblem('company_address', 'x'.repeat(2001)));
  });
});

describe('POST /api/admin/password', () => {
  const NEW_PASSWORD = 'bonny-island-ferry-7';
  const change = (body: unknown, headers = admin.auth) => call(t.app, 'POST', '/api/admin/password', body, headers);
  const me = (token: string) => call(t.app, 'GET', '/api/admin/me', undefined, bearer(token));

  it('401 without a token', async () => {
    assert.equal((await call(t.app, 'POST', '/api/admin/password', { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD })).status, 401);
  });

  it('a wrong current password is 400 and changes nothing: the old password and every session still work', async () => {
    const other = await login(t, 'amaka', ADMIN.password);
    const res = await change({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    assert.equal(res.status, 400);
    assert.equal(res.json.issues[0].path, 'currentPassword');
    assert.equal((await me(admin.token)).status, 200, 'a typo does not sign the admin out');
    assert.equal((await me(other)).status, 200);
    assert.equal(typeof (await login(t, 'amaka', ADMIN.password)), 'string');
    assert.equal((await call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: NEW_PASSWORD })).status, 401);
    assert.deepEqual(audits('password_changed'), []);
  });

  it('400 with an issue when the new password is too weak', async () => {
    const res = await change({ currentPassword: ADMIN.password, newPassword: 'short' });
    assert.equal(res.status, 400);
    assert.equal(res.json.issues[0].path, 'newPassword');
    assert.equal(typeof (await login(t, 'amaka', ADMIN.password)), 'string');
  });

  it('the right one: 204, the old password fails, other sessions get 401, this session keeps working', async () => {
    const other = await login(t, 'amaka', ADMIN.password);
    const res = await change({ currentPassword: ADMIN.password, newPassword: NEW_PASSWORD });
    assert.equal(res.status, 204);

    const old = await call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: ADMIN.password });
    assert.equal(old.status, 401);
    assert.equal(typeof (await login(t, 'amaka', NEW_PASSWORD)), 'string');
    assert.equal((await me(other)).status, 401);
    assert.equal((await call(t.app, 'GET', '/api/admin/settings', undefined, bearer(other))).status, 401);
    assert.equal((await me(admin.token)).status, 200);
    assert.equal((await call(t.app, 'GET', '/api/admin/settings', undefined, admin.auth)).status, 200);

    const [line] = audits('password_changed');
    assert.equal(line.username, 'amaka');
    assert.equal(line.adminId, admin.id);
    assert.doesNotMatch(JSON.stringify(t.db.select().from(auditLog).all()), new RegExp(NEW_PASSWORD), 'no password in the audit trail');
  });
});

describe('the WhatsApp number (docs/product.md § WhatsApp link)', () => {
  const RULE = /^WhatsApp number must be empty, a Nigerian number of 11 digits as dialled at home \(0805 123 4567\) or a number starting with its country code, 8 to 15 digits \(\+234 805 123 4567\)$/;

  it('takes empty, a Nigerian number as dialled at home, or a number with its country code', () => {
    for (const ok of ['', '0805 123 4567', '(0805) 123-4567', '+234 803 123 4567', '+234 (803) 123 4567', '2348031234567', '+1-202-555-0143', '12345678', '+123456789012345']) {
      assert.equal(settingProblem('whatsapp_number', ok), undefined, ok);
    }
    for (const bad of ['0803 123', '0805 123 456', '0805 123 45678', '+0803 123 4567', '1234567', '+1234567890123456', 'wa.me/2348031234567', '++2348031234567', '+234 803 123 456x', 'call me']) {
      assert.match(settingProblem('whatsapp_number', bad) ?? '', RULE, bad);
    }
  });

  it('a number typed any common way is saved in one international form, and the public pages link to it', async () => {
    for (const typed of ['0805 123 4567', '08051234567', '+234 805 123 4567', '234-805-123-4567', '(0805) 123-4567', ' +2348051234567 ']) {
      assert.equal((await put({ whatsapp_number: '' })).status, 200);
      const res = await put({ whatsapp_number: typed });
      assert.equal(res.status, 200, typed);
      assert.equal(res.json.find((r: { key: string }) => r.key === 'whatsapp_number').value, '+234 805 123 4567', `${typed}: the answer shows the stored form`);
      assert.equal(settings().whatsapp_number, '+234 805 123 4567', typed);
    }
    assert.match(await renderedHome(), /href="https:\/\/wa\.me\/2348051234567\?text=/);
    const contact = await t.app.request('http://localhost/contact');
    assert.match(await contact.text(), /href="https:\/\/wa\.me\/2348051234567\?text=/);

    assert.equal((await put({ whatsapp_number: '+1 (202) 555-0143' })).status, 200);
    assert.equal(settings().whatsapp_number, '+12025550143', 'another country: + and the digits');
    assert.match(await renderedHome(), /href="https:\/\/wa\.me\/12025550143\?text=/);
  });

  it('the audit line names the stored form; saving the same number typed another way changes nothing', async () => {
    assert.equal((await put({ whatsapp_number: '0805 123 4567' })).status, 200);
    assert.equal((await put({ whatsapp_number: '08051234567' })).status, 200);
    assert.deepEqual(
      audits('setting_updated').map((l) => l.detail),
      ['"" → "+234 805 123 4567"'],
    );
  });

  it('400 with the rule under values.whatsapp_number for what cannot be a number; nothing saved', async () => {
    assert.equal((await put({ whatsapp_number: '+234 803 123 4567' })).status, 200);
    for (const bad of ['0805 123 456', '0805 123 45678', '123 456', '0805 CALL NOW', 'wa.me/2348051234567']) {
      const res = await put({ whatsapp_number: bad, tagline: 'Changed' });
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.json.issues.map((i: { path: string }) => i.path), ['values.whatsapp_number'], bad);
      assert.match(res.json.issues[0].message, RULE, bad);
      assert.match(res.json.error, RULE, bad);
      assert.deepEqual([settings().whatsapp_number, settings().tagline], ['+234 803 123 4567', 'Building Excellence'], `${bad}: nothing saved`);
    }
  });

  it('empty clears it, and the link is gone', async () => {
    assert.equal((await put({ whatsapp_number: '0805 123 4567' })).status, 200);
    assert.equal((await put({ whatsapp_number: '  ' })).status, 200);
    assert.equal(settings().whatsapp_number, '');
    assert.doesNotMatch(await renderedHome(), /wa\.me/);
  });
});
