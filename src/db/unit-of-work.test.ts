// The unit of work every request's write goes through: rows and audit lines stored together or not at all, the
// caches told only for a write visitors see and only when it did something.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc } from 'drizzle-orm';
import { ContentChanges } from '../content/changes.ts';
import type { Actor } from '../security/audit.ts';
import { openDatabase } from './open.ts';
import { auditLog, redirects } from './tables.ts';
import { commit, publish, record } from './unit-of-work.ts';

const actor: Actor = { id: null, username: 'tester', ip: '192.0.2.1' };

function store() {
  const { db, sqlite } = openDatabase(':memory:');
  const changes = new ContentChanges();
  return { db, sqlite, changes };
}

const lines = (s: ReturnType<typeof store>) =>
  s.db.select({ action: auditLog.action, username: auditLog.username, target: auditLog.target, detail: auditLog.detail, ip: auditLog.ip }).from(auditLog).orderBy(asc(auditLog.id)).all();
const insertRedirect = (s: ReturnType<typeof store>, from: string) =>
  s.db.insert(redirects).values({ fromPath: from, toTarget: '/', status: 301 }).returning({ id: redirects.id }).get().id;
const redirectCount = (s: ReturnType<typeof store>) => s.db.select().from(redirects).all().length;

describe('unit of work', () => {
  test('commit: the write and its line, the target made from the result; no cache told', () => {
    const s = store();
    const id = commit(s, actor, { action: 'redirect_created', target: (newId) => `redirects/${newId}`, detail: 'made' }, () => insertRedirect(s, '/a'));
    assert.deepEqual(lines(s), [{ action: 'redirect_created', username: 'tester', target: `redirects/${id}`, detail: 'made', ip: '192.0.2.1' }]);
    assert.equal(s.changes.version, 0);
  });

  test('publish: the caches are told once the write is stored', () => {
    const s = store();
    let storedWhenTold = -1;
    s.changes.subscribe(() => (storedWhenTold = redirectCount(s)));
    publish(s, actor, { action: 'redirect_created' }, () => insertRedirect(s, '/a'));
    assert.equal(s.changes.version, 1);
    assert.equal(storedWhenTold, 1);
  });

  test('lines made from the result: several, or none when nothing was done (then nothing is told)', () => {
    const s = store();
    publish(s, actor, () => [{ action: 'submission_read' }, { action: 'enquiry_status_changed', detail: 'x → y' }], () => insertRedirect(s, '/a'));
    assert.deepEqual(lines(s).map((l) => l.action), ['submission_read', 'enquiry_status_changed']);
    const found = publish(s, actor, (deleted: boolean) => (deleted ? { action: 'redirect_deleted' } : undefined), () => false);
    assert.equal(found, false);
    publish(s, actor, () => [], () => undefined);
    assert.equal(lines(s).length, 2);
    assert.equal(s.changes.version, 1);
  });

  test('a line made from the result may name who acted, found by the write', () => {
    const s = store();
    const ada: Actor = { id: null, username: 'ada', ip: '192.0.2.9' };
    commit(s, actor, () => [{ action: 'admin_created', actor: ada }, { action: 'login' }], () => undefined);
    assert.deepEqual(lines(s).map((l) => [l.action, l.username, l.ip]), [['admin_created', 'ada', '192.0.2.9'], ['login', 'tester', '192.0.2.1']]);
  });

  test('a write that throws stores nothing, its line neither', () => {
    const s = store();
    assert.throws(() =>
      publish(s, actor, { action: 'redirect_created' }, () => {
        insertRedirect(s, '/a');
        throw new Error('refused');
      }),
    /refused/);
    assert.equal(redirectCount(s), 0);
    assert.deepEqual(lines(s), []);
    assert.equal(s.changes.version, 0);
  });

  test('a line that cannot be stored takes the write back with it', () => {
    const s = store();
    s.sqlite.exec("CREATE TRIGGER no_lines BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'trail full'); END");
    assert.throws(() => commit(s, actor, { action: 'redirect_created' }, () => insertRedirect(s, '/a')), /trail full/);
    assert.equal(redirectCount(s), 0);
  });

  test('an asynchronous write is refused: it could not be one transaction', () => {
    const s = store();
    assert.throws(() => commit(s, actor, { action: 'login' }, (async () => undefined) as () => unknown), TypeError);
    assert.deepEqual(lines(s), []);
  });

  test('record: the line alone', () => {
    const s = store();
    record(s, actor, { action: 'backup_downloaded', detail: 'site.db (1 bytes)' });
    assert.deepEqual(lines(s), [{ action: 'backup_downloaded', username: 'tester', target: null, detail: 'site.db (1 bytes)', ip: '192.0.2.1' }]);
  });
});
