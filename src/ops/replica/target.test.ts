import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../config.ts';
import { describeReplica, parseReplicaUrl } from './target.ts';
import { redactor } from './replicator.ts';

const AGE_KEY = 'AGE-SECRET-KEY-1XKVSRHCMG6TWZF9CM8HF8QLQJ6PKLA9FXNQKRF9CS34S8057YAUST3T8SA'; // a test key, made for this file

describe('REPLICA_URL', () => {
  test('file://, sftp:// and s3:// addresses are read into their parts', () => {
    assert.deepEqual(parseReplicaUrl('file:///var/backups/metrik/'), { kind: 'file', path: '/var/backups/metrik' });
    assert.deepEqual(parseReplicaUrl('sftp://backup:s3cr%24t@203.0.113.9:2222/srv/metrik'), {
      kind: 'sftp', host: '203.0.113.9', port: 2222, user: 'backup', password: 's3cr$t', path: '/srv/metrik',
    });
    assert.deepEqual(parseReplicaUrl('s3://metrik-replica/site?endpoint=https://s3.example.com&region=eu-central-003'), {
      kind: 's3', bucket: 'metrik-replica', path: 'site', endpoint: 'https://s3.example.com', region: 'eu-central-003',
    });
  });

  test('the address shown anywhere never carries the password', () => {
    const target = parseReplicaUrl('sftp://backup:hunter2-harbour@203.0.113.9/metrik');
    assert.ok(typeof target !== 'string');
    assert.equal(describeReplica(target), 'sftp://backup@203.0.113.9/metrik');
    const inHome = parseReplicaUrl('sftp://backup@203.0.113.9/~/metrik');
    assert.ok(typeof inHome !== 'string');
    assert.equal(inHome.kind === 'sftp' && inHome.path, 'metrik');
    assert.equal(describeReplica(inHome), 'sftp://backup@203.0.113.9/~/metrik');
    assert.doesNotMatch(describeReplica(target), /hunter2/);
  });

  test('Litestream lines lose the password and the age key before they reach the log', () => {
    const target = parseReplicaUrl('sftp://backup:hunter2-harbour@host/metrik');
    assert.ok(typeof target !== 'string');
    const redact = redactor({ target }, AGE_KEY);
    assert.equal(redact(`dial failed for hunter2-harbour with ${AGE_KEY}`), 'dial failed for *** with ***');
  });

  test('a wrong address, a missing key or a malformed age identity stops start-up with a sentence', () => {
    assert.throws(() => loadConfig({ REPLICA_URL: 'ftp://host/x' }), /REPLICA_URL must start with file:\/\/, sftp:\/\/ or s3:\/\//);
    assert.throws(() => loadConfig({ REPLICA_URL: 'file://relative/path' }), /three slashes/);
    assert.throws(() => loadConfig({ REPLICA_URL: 'sftp://host/metrik' }), /must name the user/);
    assert.throws(() => loadConfig({ REPLICA_URL: 'sftp://backup@host/metrik' }), /REPLICA_SSH_KEY: an sftp:\/\/ replica needs a private-key file/);
    assert.throws(() => loadConfig({ REPLICA_AGE_KEY: 'age1notanidentity' }), /REPLICA_AGE_KEY must be an age identity/);
    assert.throws(() => loadConfig({ REPLICA_LAG_ALARM_SECONDS: 'soon' }), /REPLICA_LAG_ALARM_SECONDS must be a whole number/);
    const config = loadConfig({ REPLICA_URL: 'sftp://backup@host/metrik', REPLICA_SSH_KEY: '/etc/metrik/id_ed25519', REPLICA_AGE_KEY: AGE_KEY.toLowerCase() });
    assert.equal(config.replica?.sshKeyPath, '/etc/metrik/id_ed25519');
    assert.equal(config.ageIdentity, AGE_KEY);
    assert.equal(config.replicaLagAlarmSeconds, 300);
  });
});
