// Where the replica goes (REPLICA_URL): a folder on this machine or a mounted disk, an SFTP server, or an
// S3-compatible bucket. Read once at start-up; every sentence about it shows the address without its password.

export type ReplicaTarget =
  | { kind: 'file'; path: string }
  | { kind: 'sftp'; host: string; port: number; user: string; password?: string; path: string }
  | { kind: 's3'; bucket: string; path: string; endpoint?: string; region: string };

const EXAMPLES = 'file:///var/backups/metrik, sftp://user@host:22/backups/metrik or s3://bucket/prefix?endpoint=https://…&region=…';

/** Reads REPLICA_URL; a sentence naming what is wrong otherwise. */
export function parseReplicaUrl(value: string): ReplicaTarget | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `REPLICA_URL must be an address such as ${EXAMPLES}`;
  }
  const path = decodeURIComponent(url.pathname);
  switch (url.protocol) {
    case 'file:':
      if (url.hostname) return 'REPLICA_URL file:// takes an absolute folder with three slashes, e.g. file:///var/backups/metrik';
      if (path.replace(/\/+$/, '') === '') return 'REPLICA_URL file:// must name a folder, not /';
      return { kind: 'file', path: path.replace(/\/+$/, '') };
    case 'sftp:': {
      if (!url.hostname) return 'REPLICA_URL sftp:// must name a host, e.g. sftp://backup@203.0.113.9:22/metrik';
      if (!url.username) return 'REPLICA_URL sftp:// must name the user, e.g. sftp://backup@203.0.113.9:22/metrik';
      // As in sftp and scp: an absolute folder, or one under the user's home without the leading slash (/~/metrik).
      const folder = path.replace(/^\/~\//, '').replace(/\/+$/, '');
      if (!folder || folder === '/') return 'REPLICA_URL sftp:// must name a folder on the server, e.g. sftp://backup@203.0.113.9/metrik';
      return {
        kind: 'sftp',
        host: url.hostname,
        port: url.port ? Number(url.port) : 22,
        user: decodeURIComponent(url.username),
        password: url.password ? decodeURIComponent(url.password) : undefined,
        path: folder,
      };
    }
    case 's3:': {
      if (!url.hostname) return 'REPLICA_URL s3:// must name a bucket, e.g. s3://metrik-replica/site';
      const endpoint = url.searchParams.get('endpoint') ?? undefined;
      if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) return 'The endpoint in REPLICA_URL must be an http(s):// address, e.g. endpoint=https://s3.eu-central-003.backblazeb2.com';
      return { kind: 's3', bucket: url.hostname, path: path.replace(/^\/+|\/+$/g, ''), endpoint, region: url.searchParams.get('region') ?? 'us-east-1' };
    }
    default:
      return `REPLICA_URL must start with file://, sftp:// or s3:// (${EXAMPLES})`;
  }
}

/** The address as an operator may read it anywhere (log, /healthz, the panel): never a password or a key. */
export function describeReplica(target: ReplicaTarget): string {
  switch (target.kind) {
    case 'file':
      return `file://${target.path}`;
    case 'sftp':
      return `sftp://${encodeURIComponent(target.user)}@${target.host}${target.port === 22 ? '' : `:${target.port}`}${target.path.startsWith('/') ? '' : '/~/'}${target.path}`;
    case 's3':
      return `s3://${target.bucket}${target.path ? `/${target.path}` : ''}${target.endpoint ? ` at ${target.endpoint}` : ''}`;
  }
}
