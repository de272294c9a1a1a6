// The part of s3rver (an S3-compatible server for tests, which ships no types) the off-site backup tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory?: string; configureBuckets?: { name: string; configs: (string | Buffer)[] }[] });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
