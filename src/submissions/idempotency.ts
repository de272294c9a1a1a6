// Idempotency-Key on the public form posts (docs/product.md § Forms on a dropped connection). A phone whose
// signal drops after the server stored a message but before the 201 arrived cannot tell "lost" from "stored", so
// the service worker sends the same post again, with the same key, until it hears an answer. The first post with a
// key stores its row and the key in one transaction; any later post with that key within 24 hours stores nothing
// and is answered with the first row's id, or refused (409) when its words differ.
//
// The check and the insert run inside the group-commit transaction (src/db/commit-batch.ts, with its statements), on whichever
// connection writes: SQLite runs one write transaction at a time, so two posts with one key — in one batch, in two
// batches, on the writer thread or the main thread — can never both store a row.
import { createHash } from 'node:crypto';
import type { ContactRow, QuoteRow, SubmissionKind } from '../../web/shared/submissions.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a key answers for its post; the daily clean-up (src/ops/retention.ts) removes it after. */
export const KEY_LIFETIME_HOURS = 24;

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
