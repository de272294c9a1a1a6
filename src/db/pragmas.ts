import type Database from 'better-sqlite3';

/** How long a statement waits for another connection's write lock before failing with SQLITE_BUSY. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** The settings of every connection to the data file: the server's own and the submission writer thread's. */
export function applyPragmas(sqlite: Database.Database, { busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS, walAutocheckpoint }: { busyTimeoutMs?: number; walAutocheckpoint?: number } = {}): void {
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged submission survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  sqlite.pragma('foreign_keys = ON');
  // 0 while Litestream replicates the file: it checkpoints itself, after it has copied the WAL (src/ops/replica/).
  if (walAutocheckpoint !== undefined) sqlite.pragma(`wal_autocheckpoint = ${Math.max(0, Math.trunc(walAutocheckpoint))}`);
}
