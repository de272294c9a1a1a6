// Migration 31 on an older database: the mailbox's read position gets its table, and the store keeps one row per
// mailbox, its UIDVALIDITY and last UID replaced as the reader moves on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailboxPositionStore } from '../ops/mailbox-position.ts';
import { LATEST_VERSION } from './migrations.ts';
import { migrate, openDatabase } from './open.ts';

describe('migration 31', () => {
  it('adds mailbox_positions to a database without it, where the reader keeps one position per mailbox', () => {
    const database = openDatabase(':memory:');
    const { sqlite, db } = database;
    sqlite.exec('DROP TABLE mailbox_positions');
    sqlite.pragma('user_version = 30');
    assert.equal(migrate(sqlite), LATEST_VERSION);
    const store = mailboxPositionStore(db, () => Date.parse('2026-11-25T09:00:00.000Z'));
    const office = 'office@127.0.0.1:143/INBOX';
    assert.equal(store.read(office), undefined, 'nothing read yet');
    store.write(office, { uidValidity: '1764000000', lastUid: 7 });
    store.write(office, { uidValidity: '1764000000', lastUid: 9 });
    store.write('sales@127.0.0.1:143/INBOX', { uidValidity: '42', lastUid: 0 });
    assert.deepEqual(store.read(office), { uidValidity: '1764000000', lastUid: 9 });
    assert.equal(sqlite.prepare('SELECT count(*) FROM mailbox_positions').pluck().get(), 2);
    assert.throws(() => store.write(office, { uidValidity: '1', lastUid: -1 }), /CHECK/);
    database.close();
  });
});
