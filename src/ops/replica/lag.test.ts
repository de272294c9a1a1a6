import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { LagAlarm } from './alarm.ts';
import { ReplicaLag, replicaPositionFrom, shadowPosition } from './lag.ts';

const METRICS = `# HELP litestream_shadow_wal_index
litestream_shadow_wal_index{db="/d/site.db"} 2
litestream_shadow_wal_size{db="/d/site.db"} 37112
litestream_replica_wal_index{db="/d/site.db",name="replica"} 2
litestream_replica_wal_offset{db="/d/site.db",name="replica"} 16512
`;

const dir = mkdtempSync(join(tmpdir(), 'metrik-lag-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('replica lag', () => {
  test('reads the position sent to the replica from Litestream’s metrics; none before it has sent anything', () => {
    assert.deepEqual(replicaPositionFrom(METRICS), { index: 2, offset: 16512 });
    // A Litestream just started on a data file the replica already holds: only its shadow WAL gauges.
    assert.equal(replicaPositionFrom('litestream_shadow_wal_index{db="/d/site.db"} 1\nlitestream_shadow_wal_size{db="/d/site.db"} 704584\n'), undefined);
  });

  test('the local position is the newest shadow WAL file of the current generation and its size, not the sum Litestream reports', () => {
    // Litestream 0.3.13's layout beside the data file; after a checkpoint it keeps the previous file (here 700432
    // bytes) beside the current one (4152), and its litestream_shadow_wal_size metric says 704584.
    const db = join(dir, 'site.db');
    assert.equal(shadowPosition(db), undefined, 'before Litestream has started');
    const meta = join(dir, '.site.db-litestream');
    const wal = join(meta, 'generations', '0d51e7c318b32e5a', 'wal');
    mkdirSync(wal, { recursive: true });
    writeFileSync(join(meta, 'generation'), '0d51e7c318b32e5a\n');
    writeFileSync(join(wal, '00000000.wal'), Buffer.alloc(700_432));
    writeFileSync(join(wal, '00000001.wal'), Buffer.alloc(4_152));
    writeFileSync(join(wal, '00000001.wal.tmp'), Buffer.alloc(8_272));
    mkdirSync(join(meta, 'generations', 'ffffffffffffffff', 'wal'), { recursive: true });
    writeFileSync(join(meta, 'generations', 'ffffffffffffffff', 'wal', '00000009.wal'), Buffer.alloc(32));
    assert.deepEqual(shadowPosition(db), { index: 1, offset: 4_152 });
    writeFileSync(join(wal, '0000000a.wal'), Buffer.alloc(32));
    assert.deepEqual(shadowPosition(db), { index: 10, offset: 32 }, 'indexes are hexadecimal');
  });

  test('an idle site after a checkpoint: the replica holding the newest shadow file whole is current, and stays so', () => {
    const lag = new ReplicaLag(0);
    lag.observe({ localIndex: 1, localOffset: 4_152, replicaIndex: 1, replicaOffset: 4_152 }, 1_000, 500);
    lag.observe({ localIndex: 1, localOffset: 4_152, replicaIndex: 1, replicaOffset: 4_152 }, 600_000, 500);
    assert.deepEqual(lag.status(600_000), { lagSeconds: 0, lastSyncAt: new Date(600_000).toISOString(), error: null });
  });

  test('current replica: lag 0; behind and stuck: the seconds since it was last current', () => {
    const lag = new ReplicaLag(0);
    lag.observe({ localIndex: 0, localOffset: 10, replicaIndex: 0, replicaOffset: 10 }, 1_000);
    assert.deepEqual(lag.status(1_000), { lagSeconds: 0, lastSyncAt: new Date(1_000).toISOString(), error: null });
    lag.observe({ localIndex: 0, localOffset: 20, replicaIndex: 0, replicaOffset: 10 }, 2_000);
    lag.failed('dial tcp 127.0.0.1:22: connection refused');
    lag.observe({ localIndex: 0, localOffset: 30, replicaIndex: 0, replicaOffset: 10 }, 61_000);
    assert.deepEqual(lag.status(61_000), { lagSeconds: 60, lastSyncAt: new Date(1_000).toISOString(), error: 'dial tcp 127.0.0.1:22: connection refused' });
    lag.observe(undefined, 62_000);
    assert.equal(lag.status(62_000).lagSeconds, 61, 'Litestream not answering counts as behind');
  });

  test('a Litestream stuck on a storage that does not answer: its positions agree, but the WAL changed since the replica moved', () => {
    const lag = new ReplicaLag(0);
    lag.observe({ localIndex: 0, localOffset: 10, replicaIndex: 0, replicaOffset: 10 }, 1_000, 500);
    assert.equal(lag.status(1_000).lagSeconds, 0);
    lag.observe({ localIndex: 0, localOffset: 10, replicaIndex: 0, replicaOffset: 10 }, 9_000, 2_000);
    assert.deepEqual(lag.status(9_000), { lagSeconds: 8, lastSyncAt: new Date(1_000).toISOString(), error: null });
    lag.observe({ localIndex: 0, localOffset: 10, replicaIndex: 0, replicaOffset: 10 }, 41_000, 2_000);
    assert.equal(lag.status(41_000).error, 'No change has reached the replica for 40 seconds: its storage does not answer.');
  });

  test('under steady writes the replica moving forward counts as a sync, and clears the error', () => {
    const lag = new ReplicaLag(0);
    lag.observe({ localIndex: 0, localOffset: 20, replicaIndex: 0, replicaOffset: 10 }, 1_000);
    lag.failed('timeout');
    lag.observe({ localIndex: 0, localOffset: 30, replicaIndex: 0, replicaOffset: 20 }, 2_000);
    assert.deepEqual(lag.status(2_500), { lagSeconds: 1, lastSyncAt: new Date(2_000).toISOString(), error: null });
  });

  test('the alarm e-mails once past the threshold, and once more when the replica has caught up', () => {
    const sent: string[] = [];
    const alarm = new LagAlarm({ thresholdSeconds: 300, where: 'sftp://backup@host/metrik', send: (subject) => sent.push(subject) });
    let now = 0;
    const at = (lagSeconds: number, error: string | null = 'connection refused') => {
      now += 1_000;
      alarm.check({ lagSeconds, lastSyncAt: null, error }, now);
    };
    for (const seconds of [0, 200, 301, 400, 900, 20]) at(seconds);
    assert.deepEqual(sent, ['The live copy of the website is behind']);
    for (let i = 0; i < 20; i++) at(0, null);
    at(400);
    assert.deepEqual(sent, ['The live copy of the website is behind'], 'a moment of calm is not a recovery');
    for (let i = 0; i < 32; i++) at(0, null);
    assert.deepEqual(sent, ['The live copy of the website is behind', 'The live copy of the website has caught up']);
  });

  test('with an allowed lag under 30 s, caught up for that long is a recovery', () => {
    const sent: string[] = [];
    const alarm = new LagAlarm({ thresholdSeconds: 5, where: 'sftp://backup@host/metrik', send: (subject) => sent.push(subject) });
    alarm.check({ lagSeconds: 6, lastSyncAt: null, error: null }, 1_000);
    alarm.check({ lagSeconds: 0, lastSyncAt: null, error: null }, 2_000);
    alarm.check({ lagSeconds: 0, lastSyncAt: null, error: null }, 6_000);
    assert.deepEqual(sent, ['The live copy of the website is behind']);
    alarm.check({ lagSeconds: 0, lastSyncAt: null, error: null }, 7_000);
    assert.deepEqual(sent, ['The live copy of the website is behind', 'The live copy of the website has caught up']);
  });
});
