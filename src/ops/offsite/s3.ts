// The bucket through the official AWS SDK (@aws-sdk/client-s3). Built into a file of its own (dist/offsite-s3.cjs)
// and loaded only when OFFSITE_BACKUP_URL is set (offsite.ts), so a site without off-site copies never loads it.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OffsiteCopy, OffsiteLocation, OffsiteStore } from './store.ts';

export function s3Store(location: OffsiteLocation): OffsiteStore {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    // A bucket that does not answer must not hold a backup for ever.
    requestHandler: { requestTimeout: 5 * 60 * 1000, connectionTimeout: 10_000 },
    maxAttempts: 3,
    // Checksums only where S3 requires them: the SDK's default (aws-chunked uploads with trailing CRCs since 3.729)
    // is not understood by every S3-compatible store, which then keeps the chunk framing as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => (location.prefix ? `${location.prefix}/${name}` : name);
  return {
    async put(name, file, metadata) {
      const body = createReadStream(file);
      // A request that fails before reading the file (a bucket that cannot be reached) leaves the stream to open
      // the file after it is deleted: its error is the request's, already reported, and never an uncaught one.
      body.on('error', () => {});
      try {
        await client.send(new PutObjectCommand({ Bucket: location.bucket, Key: key(name), Body: body, ContentLength: statSync(file).size, Metadata: metadata }));
      } finally {
        body.destroy();
      }
    },
    async list() {
      const copies: OffsiteCopy[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix ? `${location.prefix}/` : undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(location.prefix ? location.prefix.length + 1 : 0);
          if (name.includes('/')) continue;
          copies.push({ name, size: object.Size ?? 0, createdAt: (object.LastModified ?? new Date(0)).toISOString() });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return copies.sort((a, b) => b.name.localeCompare(a.name));
    },
    async get(name, to) {
      const object = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: key(name) }));
      await pipeline(object.Body as Readable, createWriteStream(to, { mode: 0o600 }));
      return object.Metadata ?? {};
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key(name) }));
    },
  };
}
