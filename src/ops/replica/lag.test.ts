import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LagAlarm } from './alarm.ts';
import { positionsFrom, ReplicaLag } from './lag.ts';

const METRICS = `# HELP litestream_shadow_wal_index
litestream_shadow_wal_index{db="/d/site.db"} 2
litestream_shadow_wal_size{db="/d/site.db"} 37112
litestream_replica_wal_index{db="/d/site.db",name="replica"} 2
litestream_replica_wal_offset{db="/d/site.db",name="replica"} 16512
`;

describe('replica lag', () => {
  test('reads the local and the replica position from Litestream’s metrics', () => {
    assert.deepEqual(positionsFrom(METRICS), { localIndex: 2, localOffset: 37112, replicaIndex: 2, replicaOffset: 16512 });
    assert.equal(positionsFrom('litestream_db_size{db="x"} 1'), undefined);
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
});
