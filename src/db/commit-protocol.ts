// The messages between the server thread (commit-engines.ts) and the writer thread (commit-worker.ts).
import type { Item, RowResult } from './commit-batch.ts';

/** What the writer thread is started with. */
export interface CommitWorkerData {
  /** The data file; it must already exist (the server created and migrated it). */
  path: string;
  busyTimeoutMs: number;
  /** The server connection's setting, copied: 0 while Litestream is in charge of checkpoints. */
  walAutocheckpoint?: number;
}

export type CommitRequest = { type: 'commit'; id: number; batch: Item[] } | { type: 'close' };

export type CommitReply =
  /** The thread opened its connection: from here on a batch it was sent may have been written. */
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'done'; id: number; results: RowResult[] }
  | { type: 'failed'; id: number; error: { message: string; code?: string } };
