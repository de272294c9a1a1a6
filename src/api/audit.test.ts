import { beforeEach, describe, it } from 'node:test';
import { ADMIN } from '../testing/admin.ts';
import assert from 'node:assert/strict';
import { auditLog, contactSubmissions } from '../db/tables.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';
import { TINY_PNG } from '../testing/images.ts';
import { AUDIT_PAGE_MAX } from '../../web/shared/limits.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

beforeEach(async () => {
  t = makeTestApp({ trustProxy: true });
  admin = await signInAdmin(t);
});

const list = (query = '') => call(t.app, 'GET', `/api/admin/audit${query}`, undefined, admin.auth);

describe('GET /api/admin/audit', () => {
  it('401 without a token', async () => {
    assert.equal((await call(t.app, 'GET', '/api/admin/audit')).status, 401);
  });

  it('newest first, with who, what, target, detail, IP and time', async () => {
    t.db.insert(auditLog).values({ action: 'page_updated', adminId: admin.id, username: 'amaka', target: 'pages/1', detail: 'title', ip: '102.89.1.7' }).run();
    const res = await list();
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.deepEqual(
      res.json.map((r: { action: string }) => r.action),
      ['page_updated', 'login'],
    );
    const [latest] = res.json;
    assert.deepEqual(Object.keys(latest).sort(), ['action', 'createdAt', 'detail', 'id', 'ip', 'link', 'sentence', 'target', 'username']);
    const home = t.sqlite.prepare('SELECT title FROM pages WHERE id = 1').pluck().get();
    assert.deepEqual(
      { ...latest, id: 0, createdAt: '' },
      { id: 0, username: 'amaka', action: 'page_updated', target: 'pages/1', detail: 'title', ip: '102.89.1.7', createdAt: '', sentence: `Edited the page ${home}`, link: { tab: 'content', pageId: 1 } },
    );
  });

  it('pages with limit and before, never skipping or repeating a line', async () => {
    for (let i = 0; i < 24; i++) t.db.insert(auditLog).values({ action: 'block_updated', username: 'amaka', target: `content_blocks/${i}` }).run();
    const all = (await list(`?limit=${AUDIT_PAGE_MAX}`)).json.map((r: { id: number }) => r.id);
    assert.equal(all.length, 25);
    assert.deepEqual(all, [...all].sort((a: number, b: number) => b - a));

    const seen: number[] = [];
    let before = '';
    for (;;) {
      const page = (await list(`?limit=10${before}`)).json as { id: number }[];
      if (page.length === 0) break;
      assert.ok(page.length <= 10);
      seen.push(...page.map((r) => r.id));
      before = `&before=${page.at(-1)!.id}`;
    }
    assert.deepEqual(seen, all);
    assert.equal((await list()).json.length, 25, 'default limit 100');
  });

  it('400 with an issue for a bad limit or before', async () => {
    for (const query of ['?limit=0', `?limit=${AUDIT_PAGE_MAX + 1}`, '?limit=ten', '?limit=-5', '?limit=']) {
      const res = await list(query);
      assert.equal(res.status, 400, query);
      assert.equal(res.json.issues[0].path, 'limit');
    }
    for (const query of ['?before=abc', '?before=0', '?before=1;DROP TABLE audit_log']) {
      const res = await list(query);
      assert.equal(res.status, 400, query);
      assert.equal(res.json.issues[0].path, 'before');
    }
  });
});

describe('every state change leaves an audit line', () => {
  it('sign-in, failed sign-in, settings, media, inbox, export, password, sign-out: who, what and the IP', async () => {
    const ip = { 'x-forwarded-for': '102.89.1.7' };
    const auth = { ...admin.auth, ...ip };
    const ok = (res: { status: number; text: string }, status: number) => assert.equal(res.status, status, res.text);
    const sub = t.db.insert(contactSubmissions).values({ firstName: 'Ada', lastName: 'Obi', email: 'a@example.ng', service: 'general', message: 'Hi' }).returning().get();

    ok(await call(t.app, 'POST', '/api/admin/login', { username: 'amaka', password: 'wrong-password' }, ip), 401);
    ok(await call(t.app, 'PUT', '/api/admin/settings', { values: { tagline: 'Building Port Harcourt' } }, auth), 200);
    const form = new FormData();
    form.append('file', new File([TINY_PNG], 'yard.png', { type: 'image/png' }));
    const uploaded = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: auth });
    assert.equal(uploaded.status, 201);
    const media = await uploaded.json();
    ok(await call(t.app, 'PATCH', `/api/admin/media/${media.id}`, { altText: 'Equipment yard' }, auth), 200);
    ok(await call(t.app, 'DELETE', `/api/admin/media/${media.id}`, undefined, auth), 204);
    ok(await call(t.app, 'PATCH', `/api/admin/submissions/contact/${sub.id}`, { read: true }, auth), 200);
    ok(await call(t.app, 'GET', '/api/admin/submissions/contact.csv', undefined, auth), 200);
    ok(await call(t.app, 'DELETE', `/api/admin/submissions/contact/${sub.id}`, undefined, auth), 204);
    ok(await call(t.app, 'POST', '/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'bonny-rain-at-noon-99' }, auth), 204);
    const actions = (await list()).json as { action: string; ip: string; username: string }[];
    ok(await call(t.app, 'POST', '/api/admin/logout', undefined, auth), 204);

    assert.deepEqual(
      actions.map((a) => a.action),
      [
        'password_changed',
        'submission_deleted',
        'submissions_exported',
        'submission_read',
        'media_deleted',
        'media_updated',
        'media_uploaded',
        'setting_updated',
        'login_failed',
        'login',
      ],
    );
    for (const line of actions.slice(0, -1)) {
      assert.equal(line.ip, '102.89.1.7', line.action);
      assert.equal(line.username, 'amaka', line.action);
    }
    const logout = t.db.select().from(auditLog).all().at(-1);
    assert.equal(logout?.action, 'logout');
    assert.equal(logout?.ip, '102.89.1.7');
  });
});

describe('each Activity line reads as a sentence about the item, linked to it', () => {
  const sentences = async () => ((await list()).json as { action: string; sentence: string | null; link: Record<string, unknown> | null }[]).filter((l) => l.sentence);
  const one = (sql: string, ...args: unknown[]) => t.sqlite.prepare(sql).get(...args) as Record<string, number & string>;

  it('hiding and showing a leader, editing, reordering, a focal point and alt text: the owner’s words, never database ids', async () => {
    const leader = one(
      "SELECT b.id, b.title, b.section_id AS sectionId, p.id AS pageId, p.title AS page FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE b.block_type = 'leader' ORDER BY b.sort_order LIMIT 1",
    );
    const put = (body: unknown) => call(t.app, 'PUT', `/api/admin/content-blocks/${leader.id}`, body, admin.auth);
    assert.equal((await put({ isActive: false })).status, 200);
    assert.equal((await put({ isActive: true })).status, 200);
    assert.equal((await put({ title: `${leader.title} ` })).status, 200);
    const order = t.sqlite.prepare('SELECT id FROM content_blocks WHERE section_id = ? AND deleted_at IS NULL ORDER BY sort_order DESC').pluck().all(leader.sectionId);
    assert.equal((await call(t.app, 'PUT', `/api/admin/sections/${leader.sectionId}/order`, { blockIds: order }, admin.auth)).status, 200);
    const form = new FormData();
    form.append('file', new File([TINY_PNG], 'excavator.png', { type: 'image/png' }));
    form.append('altText', 'An excavator');
    const media = await (await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth })).json();
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${media.id}`, { focalPoint: { x: 0.3, y: 0.6 } }, admin.auth)).status, 200);
    assert.equal((await call(t.app, 'PATCH', `/api/admin/media/${media.id}`, { altText: 'A yellow excavator' }, admin.auth)).status, 200);

    const lines = await sentences();
    assert.deepEqual(
      lines.slice(0, 7).map((l) => l.sentence),
      [
        'Changed the alt text of photo excavator.png',
        'Changed the focal point of photo excavator.png',
        'Uploaded photo excavator.png',
        `Reordered the leaders on ${leader.page}`,
        `Edited the leader ${leader.title} on ${leader.page}`,
        `Showed the leader ${leader.title} on ${leader.page} again`,
        `Hid the leader ${leader.title} on ${leader.page}`,
      ],
    );
    assert.deepEqual(lines[6].link, { tab: 'content', pageId: leader.pageId, sectionId: leader.sectionId, blockId: leader.id });
    assert.deepEqual(lines[0].link, { tab: 'media' });
    for (const line of lines) assert.doesNotMatch(line.sentence!, /content_blocks|sections\/|media_files|isActive/, line.sentence!);
    // The stored lines are untouched: the sentence is made when the log is read.
    assert.ok(t.sqlite.prepare("SELECT count(*) FROM audit_log WHERE target = ? AND detail = 'isActive'").pluck().get(`content_blocks/${leader.id}`) === 2);
  });

  it('a reorder and the restore of the earlier order read as sentences about the items, linked to their section', async () => {
    const section = one("SELECT s.id, s.page_id AS pageId FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects'");
    const order = t.sqlite.prepare('SELECT id FROM content_blocks WHERE section_id = ? AND deleted_at IS NULL ORDER BY sort_order DESC').pluck().all(section.id);
    assert.equal((await call(t.app, 'PUT', `/api/admin/sections/${section.id}/order`, { blockIds: order }, admin.auth)).status, 200);
    const seeded = one("SELECT id FROM revisions WHERE entity = 'section' AND entity_id = ? AND action = 'seeded'", section.id);
    assert.equal((await call(t.app, 'POST', `/api/admin/revisions/${seeded.id}/restore`, undefined, admin.auth)).status, 200);
    const about = one("SELECT id, title FROM pages WHERE slug = 'about'");
    const sectionIds = t.sqlite.prepare('SELECT id FROM sections WHERE page_id = ? ORDER BY sort_order DESC').pluck().all(about.id);
    assert.equal((await call(t.app, 'PUT', `/api/admin/pages/${about.id}/order`, { sectionIds }, admin.auth)).status, 200);
    const pageSeeded = one("SELECT id FROM revisions WHERE entity = 'page' AND entity_id = ? AND action = 'seeded'", about.id);
    assert.equal((await call(t.app, 'PUT', `/api/admin/pages/${about.id}`, { title: 'Who We Are' }, admin.auth)).status, 200);
    assert.equal((await call(t.app, 'POST', `/api/admin/revisions/${pageSeeded.id}/restore`, undefined, admin.auth)).status, 200);

    const lines = await sentences();
    assert.deepEqual(
      lines.slice(0, 5).map((l) => l.sentence),
      [
        `Put back an earlier version of the page ${about.title}`,
        `Edited the page ${about.title}`, // today's names
        `Reordered the sections of ${about.title}`,
        'Put back an earlier order of the projects on Our Projects',
        'Reordered the projects on Our Projects',
      ],
    );
    assert.deepEqual(lines[3].link, { tab: 'content', pageId: section.pageId, sectionId: section.id });
    assert.deepEqual(lines[4].link, { tab: 'content', pageId: section.pageId, sectionId: section.id });
    assert.deepEqual(lines[2].link, { tab: 'content', pageId: about.id });
  });

  it('a setting reads by its label and group, with its old and new value', async () => {
    assert.equal((await call(t.app, 'PUT', '/api/admin/settings', { values: { company_phone: '+234 803 000 0000' } }, admin.auth)).status, 200);
    const [line] = await sentences();
    assert.match(line.sentence!, /^Changed the setting “Phone” \(Company details\): .* → "\+234 803 000 0000"$/);
    assert.deepEqual(line.link, { tab: 'settings' });
  });

  it('a deleted item still reads by the name it had, from the trash or the audit line', async () => {
    const project = one("SELECT id, title FROM content_blocks WHERE block_type = 'project' LIMIT 1");
    assert.equal((await call(t.app, 'DELETE', `/api/admin/content-blocks/${project.id}`, undefined, admin.auth)).status, 204);
    t.sqlite.prepare('DELETE FROM content_blocks WHERE id = ?').run(project.id);
    const [line] = await sentences();
    assert.equal(line.sentence, `Deleted the item ${project.title}`);
    assert.equal(line.link, null);
  });
});
