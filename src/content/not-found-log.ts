// The public addresses visitors asked for and did not find (docs/product.md § Redirects and missing pages), for the
// admin to redirect. Counted in memory and written in batches like page views (src/analytics/page-views.ts), so a
// crawler asking for thousands of addresses costs a Map entry each, never a write per request. Bounded whatever
// is asked: a path is at most PATH_MAX characters and never carries its query string; memory holds at most
// NOT_FOUND_KEPT distinct paths between writes, and the table at most NOT_FOUND_KEPT rows, the least asked (then
// the longest unseen) deleted first.
import { PeriodicFlush } from '../ops/periodic-flush.ts';
import type Database from 'better-sqlite3';
import type { NotFoundPath } from '../../web/shared/redirects.ts';

export const NOT_FOUND_KEPT = 500;
const PATH_MAX = 200;
/** Not pages: the API, built assets and uploads answer their own 404s. */
const NOT_PAGES = /^\/(api|assets|media)(\/|$)/i;

/**
 * The path as the log keeps it, in the spelling a redirect is matched in (lower case, no trailing slash), so one
 * redirect covers every spelling counted; undefined when it is not one to keep.
 */
function loggedPath(pathname: string): string | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  if (!path.startsWith('/') || path.length > PATH_MAX || NOT_PAGES.test(path)) return undefined;
  return path;
}

export class NotFoundLog extends PeriodicFlush {
  #pending = new Map<string, { hits: number; lastSeenAt: string }>();
  #write: (rows: [string, { hits: number; lastSeenAt: string }][]) => void;
  #list: () => NotFoundPath[];
  #forget: (path: string) => void;
  #now: () => Date;

  constructor(sqlite: Database.Database, { now = () => new Date() }: { now?: () => Date } = {}) {
    super();
    this.#now = now;
    const upsert = sqlite.prepare(`INSERT INTO not_found_paths (path, hits, last_seen_at) VALUES (?, ?, ?)
      ON CONFLICT (path) DO UPDATE SET hits = hits + excluded.hits, last_seen_at = max(last_seen_at, excluded.last_seen_at)`);
    const evict = sqlite.prepare(`DELETE FROM not_found_paths WHERE path IN (
      SELECT path FROM not_found_paths ORDER BY hits ASC, last_seen_at ASC, path DESC
      LIMIT max(0, (SELECT count(*) FROM not_found_paths) - ?))`);
    this.#write = sqlite.transaction((rows: [string, { hits: number; lastSeenAt: string }][]) => {
      for (const [path, { hits, lastSeenAt }] of rows) upsert.run(path, hits, lastSeenAt);
      evict.run(NOT_FOUND_KEPT);
    });
    const select = sqlite.prepare('SELECT path, hits, last_seen_at AS lastSeenAt FROM not_found_paths ORDER BY hits DESC, last_seen_at DESC, path');
    this.#list = () => select.all() as NotFoundPath[];
    const remove = sqlite.prepare('DELETE FROM not_found_paths WHERE path = ?');
    this.#forget = (path) => remove.run(path);
  }

  /** Counts one request for a path that answered 404 (its query string already left out by the caller). */
  record(pathname: string): void {
    const path = loggedPath(pathname);
    if (!path) return;
    const seen = this.#pending.get(path);
    const lastSeenAt = this.#now().toISOString();
    if (seen) {
      seen.hits++;
      seen.lastSeenAt = lastSeenAt;
    } else if (this.#pending.size < NOT_FOUND_KEPT) this.#pending.set(path, { hits: 1, lastSeenAt });
  }

  /** Writes what is pending in one transaction; on failure it stays for the next write. */
  flush(): void {
    if (this.#pending.size === 0) return;
    const rows = [...this.#pending];
    this.#pending = new Map();
    try {
      this.#write(rows);
    } catch (error) {
      for (const [path, row] of rows) if (!this.#pending.has(path)) this.#pending.set(path, row);
      throw error;
    }
  }

  /** A path that is missing no more (a redirect now answers it): off the list, what is pending included. */
  forget(pathname: string): void {
    const path = loggedPath(pathname);
    if (!path) return;
    this.flush();
    this.#forget(path);
  }

  /** Most asked first, what is pending included. */
  list(): NotFoundPath[] {
    this.flush();
    return this.#list();
  }
}
