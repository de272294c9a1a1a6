// Idempotency-Key on the public form posts (docs/product.md § Forms on a dropped connection). A phone whose
// signal drops after the server stored a message but before the 201 arrived cannot tell "lost" from "stored", so
// the service worker sends the same post again, with the same key, until it hears an answer. The first post with a
// key stores its row and the key in one transaction; any later post with that key within 24 hours stores nothing
// and is answered with the first row's id, or refused (409) when its words differ.
//
// The check and the insert run inside the group-commit transaction (src/db/commit-batch.ts), on whichever
// connection writes: SQLite runs one write transaction at a time, so two posts with one key — in one batch, in two
// batches, on the writer thread or the main thread — can never both store a row.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const KEY_LIFETIME_HOURS = 24;

export const BAD_KEY = 'The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.';
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different message. Your earlier message was kept; send a new one with a new key.';

/** A post's key and what it carried: a replay must carry exactly the same. */
export interface IdempotencyKey {
  key: string;
  /** SHA-256 (hex) of the kind and the validated row: a JSON post and a no-script post of the same words match. */
  fingerprint: string;
}

/** What a key already used answers: the row the first post stored, and whether this post carried the same words. */
export interface KeyReplay {
  replayOf: number;
  sameBody: boolean;
}

export const isKeyReplay = (result: unknown): result is KeyReplay => typeof result === 'object' && result !== null && 'replayOf' in result;

/** The header's value: absent (no key), a valid key, or invalid (answered 400). */
export function parseIdempotencyKey(value: string | undefined): { key?: string } | { invalid: true } {
  if (value === undefined) return {};
  return KEY_PATTERN.test(value) ? { key: value } : { invalid: true };
}

export function keyFor(key: string, kind: SubmissionKind, row: ContactRow | QuoteRow): IdempotencyKey {
  const canonical = JSON.stringify([kind, Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1))]);
  return { key, fingerprint: createHash('sha256').update(canonical).digest('hex') };
}

const LIFETIME = `'-${KEY_LIFETIME_HOURS} hours'`;

/** The statements a batch's transaction uses, prepared once per connection. */
export function prepareKeyStatements(db: Database.Database) {
  const find = db.prepare<[string], { submissionId: number; fingerprint: string }>(
    `SELECT submission_id AS submissionId, fingerprint FROM idempotency_keys
     WHERE key = ? AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${LIFETIME})`,
  );
  // An expired key the daily clean-up has not removed yet is taken over by the new post.
  const keep = db.prepare(
    `INSERT INTO idempotency_keys (key, kind, fingerprint, submission_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, fingerprint = excluded.fingerprint,
       submission_id = excluded.submission_id, created_at = excluded.created_at`,
  );
  return {
    /** Within a write transaction: the earlier post with this key, if it is still live. */
    earlier(k: IdempotencyKey): KeyReplay | undefined {
      const row = find.get(k.key);
      return row && { replayOf: row.submissionId, sameBody: row.fingerprint === k.fingerprint };
    },
    /** Within the same transaction as the row's INSERT. */
    keep(k: IdempotencyKey, kind: SubmissionKind, submissionId: number) {
      keep.run(k.key, kind, k.fingerprint, submissionId);
    },
  };
}

/** Removes keys older than 24 hours before `now` (the daily clean-up); how many went. */
export function expireIdempotencyKeys(sqlite: Database.Database, now: Date): number {
  const before = new Date(now.getTime() - KEY_LIFETIME_HOURS * 60 * 60 * 1000).toISOString();
  return sqlite.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(before).changes;
}
