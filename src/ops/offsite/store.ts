// Where off-site copies go: an S3-compatible bucket and prefix (Backblaze B2, Cloudflare R2, Wasabi, AWS, MinIO),
// named by OFFSITE_BACKUP_URL, e.g. s3://metrik-backups/site?endpoint=https://s3.eu-central-003.backblazeb2.com&region=eu-central-003.
// Keys come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, as every S3 tool reads them.

export interface OffsiteCopy {
  name: string;
  size: number;
  createdAt: string;
}

/** Words kept beside a copy in the bucket (S3 user metadata: lower-case names, ASCII values). */
export type CopyMetadata = Record<string, string>;

export interface OffsiteStore {
  put(name: string, file: string, metadata?: CopyMetadata): Promise<void>;
  /** Every copy under the prefix, newest first. */
  list(): Promise<OffsiteCopy[]>;
  /** Downloads a copy into `to`; its metadata as stored. */
  get(name: string, to: string): Promise<CopyMetadata>;
  remove(name: string): Promise<void>;
}

export interface OffsiteLocation {
  bucket: string;
  /** Without a trailing slash; '' for the bucket's root. */
  prefix: string;
  endpoint?: string;
  region: string;
}

/** Reads OFFSITE_BACKUP_URL; a sentence naming what is wrong otherwise. */
export function parseOffsiteUrl(value: string): OffsiteLocation | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'OFFSITE_BACKUP_URL must look like s3://bucket/prefix?endpoint=https://…&region=…';
  }
  if (url.protocol !== 's3:' || !url.hostname) return 'OFFSITE_BACKUP_URL must start with s3:// and name a bucket, e.g. s3://metrik-backups/site';
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) return 'The endpoint in OFFSITE_BACKUP_URL must be an http(s):// address, e.g. endpoint=https://s3.eu-central-003.backblazeb2.com';
  return {
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
  };
}
