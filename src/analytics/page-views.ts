// Page views counted in memory and written in batches (docs/product.md § Overview tab): a beacon costs a Map
// increment, never a database write, so counting cannot slow a page view or wait on a lock.
import type Database from 'better-sqlite3';
import { lagosDay } from '../../web/shared/overview.ts';

export interface PageView {
  path: string;
  /** Host name of the referring site; '' for a direct visit or one from this site. */
  referrerHost: string;
}

/** Distinct (day, page, referrer) counts held between flushes; beyond it a flood of made-up referrers is dropped. */
export const MAX_PENDING_KEYS = 5_000;
export const FLUSH_INTERVAL_MS = 60_000;

const SEP = '\u0000';
const UPSERT = `INSERT INTO page_views (day, path, referrer_host, views) VALUES (?, ?, ?, ?)
  ON CONFLICT (day, path, referrer_host) DO UPDATE SET views = views + excluded.views`;

export class PageViewCounter {
  #pending = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #write: (rows: [string, number][]) => void;
  #now: () => Date;
  dropped = 0;

  constructor(sqlite: Database.Database, { now = () => new Date() }: { now?: () => Date } = {}) {
    this.#now = now;
    const upsert = sqlite.prepare(UPSERT);
    this.#write = sqlite.transaction((rows: [string, number][]) => {
      for (const [key, views] of rows) upsert.run(...key.split(SEP), views);
    });
  }

  /** Counts one view for today in Port Harcourt; false when the pending table is full and the view was dropped. */
  record({ path, referrerHost }: PageView): boolean {
    const key = [lagosDay(this.#now()), path, referrerHost].join(SEP);
    const count = this.#pending.get(key);
    if (count === undefined && this.#pending.size >= MAX_PENDING_KEYS) {
      this.dropped++;
      return false;
    }
    this.#pending.set(key, (count ?? 0) + 1);
    return true;
  }

  /** Views recorded but not yet written. */
  get pending(): number {
    let total = 0;
    for (const views of this.#pending.values()) total += views;
    return total;
  }

  /** Writes every pending count in one transaction; on failure (a busy database) they stay for the next flush. */
  flush(): number {
    if (this.#pending.size === 0) return 0;
    const rows = [...this.#pending];
    this.#pending = new Map();
    try {
      this.#write(rows);
    } catch (error) {
      for (const [key, views] of rows) this.#pending.set(key, (this.#pending.get(key) ?? 0) + views);
      throw error;
    }
    return rows.length;
  }

  start(onError: (error: unknown) => void, intervalMs = FLUSH_INTERVAL_MS): void {
    this.#timer ??= setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        onError(error);
      }
    }, intervalMs).unref();
  }

  /** At shutdown: no more timer, and what is pending is written. */
  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.flush();
  }
}
