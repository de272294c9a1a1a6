// Page views counted in memory and written in batches (docs/product.md § Overview tab): a beacon costs a Map
// increment, never a database write, so counting cannot slow a page view or wait on a lock.
//
// The table's size is bounded by design, whatever visitors send: paths are only pages the site has (the beacon
// asks src/render/page-paths.ts), each day gains at most NAMED_REFERRER_ROWS_PER_DAY rows with a named referring
// site (the rest are counted as OTHER_REFERRERS, the most viewed kept first), and days older than
// PAGE_VIEW_DAYS_KEPT are deleted. So it holds at most PAGE_VIEW_DAYS_KEPT × (NAMED_REFERRER_ROWS_PER_DAY +
// 2 × the site's pages) rows: a direct row and an "other sites" row per page and day, and the named ones.
import { PeriodicFlush } from '../ops/periodic-flush.ts';
import type Database from 'better-sqlite3';
import { lagosDay, OTHER_REFERRERS } from '../../web/shared/overview.ts';

export interface PageView {
  path: string;
  /** Host name of the referring site; '' for a direct visit or one from this site. */
  referrerHost: string;
}

/** Distinct (day, page, named referrer) counts held between flushes; beyond it new referrers count as other sites. */
export const MAX_PENDING_KEYS = 5_000;
/** Rows with a named referring site one day may gain; referrers beyond it are counted as OTHER_REFERRERS. */
export const NAMED_REFERRER_ROWS_PER_DAY = 200;
/** Over a year, so a month can be compared with the same month last year. */
export const PAGE_VIEW_DAYS_KEPT = 400;
/** What the beacon flood test allows the data file to grow (measured: see README § Page views). */
export const FLOOD_GROWTH_BOUND_BYTES = 64 * 1024;

const SEP = '\u0000';
const DAY_MS = 86_400_000;
const UPSERT = `INSERT INTO page_views (day, path, referrer_host, views) VALUES (?, ?, ?, ?)
  ON CONFLICT (day, path, referrer_host) DO UPDATE SET views = views + excluded.views`;

const isNamed = (host: string) => host !== '' && host !== OTHER_REFERRERS;

export class PageViewCounter extends PeriodicFlush {
  #pending = new Map<string, number>();
  #namedPending = 0;
  #write: (rows: [string, number][], oldestDay: string) => void;
  #now: () => Date;

  constructor(sqlite: Database.Database, { now = () => new Date() }: { now?: () => Date } = {}) {
    super();
    this.#now = now;
    const upsert = sqlite.prepare(UPSERT);
    const rowExists = sqlite.prepare('SELECT 1 FROM page_views WHERE day = ? AND path = ? AND referrer_host = ?').pluck();
    const namedRows = sqlite.prepare("SELECT count(*) FROM page_views WHERE day = ? AND referrer_host NOT IN ('', ?)").pluck();
    const prune = sqlite.prepare('DELETE FROM page_views WHERE day < ?');
    this.#write = sqlite.transaction((rows: [string, number][], oldestDay: string) => {
      const counts = new Map<string, number>();
      const add = (key: string, views: number) => counts.set(key, (counts.get(key) ?? 0) + views);
      const newNamed = new Map<string, [string, number][]>();
      for (const [key, views] of rows) {
        const [day, path, host] = key.split(SEP);
        if (!isNamed(host) || rowExists.get(day, path, host)) add(key, views);
        else newNamed.set(day, [...(newNamed.get(day) ?? []), [key, views]]);
      }
      for (const [day, candidates] of newNamed) {
        let room = NAMED_REFERRER_ROWS_PER_DAY - (namedRows.get(day, OTHER_REFERRERS) as number);
        // The most viewed first: a real referrer with a few views outranks a flood's one-view inventions.
        candidates.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        for (const [key, views] of candidates) {
          if (room-- > 0) add(key, views);
          else add(otherKey(key), views);
        }
      }
      for (const [key, views] of counts) upsert.run(...key.split(SEP), views);
      prune.run(oldestDay);
    });
  }

  /** Counts one view for today in Port Harcourt; a new referrer beyond what memory holds counts as other sites. */
  record({ path, referrerHost }: PageView): void {
    let key = [lagosDay(this.#now()), path, referrerHost].join(SEP);
    if (isNamed(referrerHost) && !this.#pending.has(key)) {
      if (this.#namedPending >= MAX_PENDING_KEYS) key = otherKey(key);
      else this.#namedPending++;
    }
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
  }

  /** Views recorded but not yet written. */
  get pending(): number {
    let total = 0;
    for (const views of this.#pending.values()) total += views;
    return total;
  }

  /** Distinct counts held in memory. */
  get pendingKeys(): number {
    return this.#pending.size;
  }

  /** Writes every pending count in one transaction; on failure (a busy database) they stay for the next flush. */
  flush(): number {
    if (this.#pending.size === 0) return 0;
    const rows = [...this.#pending];
    this.#pending = new Map();
    this.#namedPending = 0;
    try {
      this.#write(rows, lagosDay(new Date(this.#now().getTime() - PAGE_VIEW_DAYS_KEPT * DAY_MS)));
    } catch (error) {
      for (const [key, views] of rows) {
        if (!this.#pending.has(key) && isNamed(key.split(SEP)[2])) this.#namedPending++;
        this.#pending.set(key, (this.#pending.get(key) ?? 0) + views);
      }
      throw error;
    }
    return rows.length;
  }
}

/** The same day and page, counted under other sites. */
function otherKey(key: string): string {
  const [day, path] = key.split(SEP);
  return [day, path, OTHER_REFERRERS].join(SEP);
}
