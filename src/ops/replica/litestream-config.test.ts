import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { litestreamConfig, writeLitestreamConfig } from './litestream-config.ts';

describe('the configuration Litestream is given', () => {
  test('sftp with a key file and age: host with port, the key path, the identity and its recipient', () => {
    const text = litestreamConfig('/var/lib/metrik-site/site.db', {
      target: { kind: 'sftp', host: 'backup.example.ng', port: 2222, user: 'backup', path: 'metrik' },
      sshKeyPath: '/etc/metrik/id_ed25519',
      age: { identity: 'AGE-SECRET-KEY-1XYZ', recipient: 'age1xyz' },
    }, '127.0.0.1:9090');
    const config = JSON.parse(text); // JSON is YAML: what Litestream reads is this object
    assert.equal(config.addr, '127.0.0.1:9090');
    assert.equal(config.dbs[0].path, '/var/lib/metrik-site/site.db');
    assert.deepEqual(config.dbs[0].replicas[0], {
      type: 'sftp', host: 'backup.example.ng:2222', user: 'backup', path: 'metrik', 'key-path': '/etc/metrik/id_ed25519',
      name: 'replica', 'sync-interval': '1s', retention: '72h', 'snapshot-interval': '12h',
      age: { identities: ['AGE-SECRET-KEY-1XYZ'], recipients: ['age1xyz'] },
    });
  });

  test('s3 with an endpoint uses path-style addresses; a file replica is a folder', () => {
    const s3 = JSON.parse(litestreamConfig('/d/site.db', { target: { kind: 's3', bucket: 'b', path: 'site', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' } }));
    assert.equal(s3.dbs[0].replicas[0]['force-path-style'], true);
    assert.equal(s3.addr, undefined);
    const file = JSON.parse(litestreamConfig('/d/site.db', { target: { kind: 'file', path: '/backups/metrik' } }));
    assert.equal(file.dbs[0].replicas[0].path, '/backups/metrik');
  });

  test('a password holding "$" is written as typed (Litestream runs with -no-expand-env), in a file only this user reads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'metrik-ls-config-'));
    try {
      const text = litestreamConfig(join(dir, 'site.db'), { target: { kind: 'sftp', host: 'h', port: 22, user: 'u', password: 'pa$$"word', path: 'p' } });
      assert.equal(JSON.parse(text).dbs[0].replicas[0].password, 'pa$$"word');
      const file = writeLitestreamConfig(join(dir, 'site.db'), text);
      assert.equal(statSync(file).mode & 0o777, 0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
