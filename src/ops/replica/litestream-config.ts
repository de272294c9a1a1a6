// The configuration Litestream reads, written by the server from the environment so that the operator never
// writes one. JSON is YAML too, so no YAML writer is needed. Litestream runs with -no-expand-env: a password
// holding a "$" stays as typed. The file holds the replica's secrets, so it is written for this user only.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ReplicaTarget } from './target.ts';

export interface ReplicaSettings {
  target: ReplicaTarget;
  /** REPLICA_SSH_KEY: a private-key file for sftp://. */
  sshKeyPath?: string;
  /** REPLICA_AGE_KEY and the recipient derived from it. */
  age?: { identity: string; recipient: string };
}

/** Changes older than this can no longer be restored to a point in time; a new snapshot starts each period. */
const RETENTION = '72h';
const SNAPSHOT_INTERVAL = '12h';
/** How often a change is sent: an acknowledged write reaches the replica within about this, plus the transfer. */
const SYNC_INTERVAL = '1s';

function replicaEntry(settings: ReplicaSettings): Record<string, unknown> {
  const { target } = settings;
  const common = {
    name: 'replica',
    'sync-interval': SYNC_INTERVAL,
    retention: RETENTION,
    'snapshot-interval': SNAPSHOT_INTERVAL,
    ...(settings.age ? { age: { identities: [settings.age.identity], recipients: [settings.age.recipient] } } : {}),
  };
  switch (target.kind) {
    case 'file':
      return { type: 'file', path: target.path, ...common };
    case 'sftp':
      return {
        type: 'sftp',
        host: `${target.host}:${target.port}`,
        user: target.user,
        path: target.path,
        ...(target.password ? { password: target.password } : {}),
        ...(settings.sshKeyPath ? { 'key-path': settings.sshKeyPath } : {}),
        ...common,
      };
    case 's3':
      return {
        type: 's3',
        bucket: target.bucket,
        path: target.path,
        region: target.region,
        ...(target.endpoint ? { endpoint: target.endpoint, 'force-path-style': true } : {}),
        ...common,
      };
  }
}

/** Litestream's configuration for one data file and its replica; `metricsAddress` serves the position it has sent. */
export function litestreamConfig(databasePath: string, settings: ReplicaSettings, metricsAddress?: string): string {
  const config = {
    ...(metricsAddress ? { addr: metricsAddress } : {}),
    logging: { level: 'info', type: 'text', stderr: false },
    dbs: [{ path: databasePath, 'monitor-interval': '1s', replicas: [replicaEntry(settings)] }],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Writes the configuration beside the data file, readable by this user only; returns its path. */
export function writeLitestreamConfig(databasePath: string, text: string, name = 'replicate'): string {
  const folder = join(dirname(databasePath), `.${basename(databasePath)}-replica`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const file = join(folder, `${name}.yml`);
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}
