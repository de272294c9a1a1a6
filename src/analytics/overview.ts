// The Overview's numbers, read from the submissions and the page-view counts in one pass of small aggregates.
import type Database from 'better-sqlite3';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { readResponses } from './responses.ts';
import { overdueCutoff } from '../../web/shared/lead-desk.ts';
import { LAGOS_OFFSET_MS, OVERVIEW_DAYS, OVERVIEW_WEEKS, type Overview, type WeekEnquiries } from '../../web/shared/overview.ts';

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The Monday (UTC) on or before a day. */
function mondayOf(t: number): number {
  const d = new Date(t);
  const back = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back);
}

const TABLES = { contact: 'contact_submissions', quote: 'equipment_quotes' } as const;

/**
 * Days and weeks are Port Harcourt's: times are shifted to West Africa Time before they are cut into days. An item
 * page among the pages carries its item's title (`itemTitles`: address → title of each visible item page).
 */
export function readOverview(sqlite: Database.Database, now: Date, promiseHours: number, itemTitles: ReadonlyMap<string, string> = new Map()): Overview {
  const local = now.getTime() + LAGOS_OFFSET_MS;
  const today = isoDay(local);
  const firstWeek = mondayOf(local) - (OVERVIEW_WEEKS - 1) * 7 * DAY_MS;
  const firstDay = Date.parse(`${today}T00:00:00Z`) - (OVERVIEW_DAYS - 1) * DAY_MS;
  // created_at is UTC: a local midnight is an hour earlier in it.
  const since = { weeks: new Date(firstWeek - LAGOS_OFFSET_MS).toISOString(), days: isoDay(firstDay), daysIso: new Date(firstDay - LAGOS_OFFSET_MS).toISOString() };

  const unread = (table: string) =>
    sqlite.prepare(`SELECT count(*) FROM ${table} WHERE is_spam = 0 AND read_at IS NULL`).pluck().get() as number;

  const weeks: WeekEnquiries[] = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => ({
    week: isoDay(firstWeek + i * 7 * DAY_MS),
    contact: 0,
    quote: 0,
    byService: {},
  }));
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  const weekly = sqlite.prepare(
    `SELECT date(created_at, '+1 hour', '-6 days', 'weekday 1') AS week, service, count(*) AS n FROM contact_submissions
     WHERE is_spam = 0 AND created_at >= ? GROUP BY week, service
     UNION ALL
     SELECT date(created_at, '+1 hour', '-6 days', 'weekday 1') AS week, 'quote' AS service, count(*) AS n FROM equipment_quotes
     WHERE is_spam = 0 AND created_at >= ? GROUP BY week`,
  );
  for (const { week, service, n } of weekly.all(since.weeks, since.weeks) as { week: string; service: string; n: number }[]) {
    const row = byWeek.get(week);
    if (!row) continue;
    if (service === 'quote') row.quote += n;
    else row.contact += n;
    row.byService[service] = (row.byService[service] ?? 0) + n;
  }

  const viewsByDay = new Map(
    (sqlite.prepare('SELECT day, sum(views) AS views FROM page_views WHERE day >= ? GROUP BY day').all(since.days) as { day: string; views: number }[]).map(
      (r) => [r.day, r.views],
    ),
  );
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const day = isoDay(firstDay + i * DAY_MS);
    return { day, views: viewsByDay.get(day) ?? 0 };
  });

  const viewsByPath = new Map(
    (sqlite.prepare('SELECT path, sum(views) AS views FROM page_views WHERE day >= ? GROUP BY path').all(since.days) as { path: string; views: number }[]).map(
      (r) => [r.path, r.views],
    ),
  );
  const enquiriesByPath = new Map<string, number>();
  for (const table of Object.values(TABLES)) {
    const rows = sqlite
      .prepare(`SELECT page_path AS path, count(*) AS n FROM ${table} WHERE is_spam = 0 AND page_path IS NOT NULL AND created_at >= ? GROUP BY page_path`)
      .all(since.daysIso) as { path: string; n: number }[];
    for (const { path, n } of rows) enquiriesByPath.set(path, (enquiriesByPath.get(path) ?? 0) + n);
  }
  const paths = new Set<string>([...PUBLIC_ROUTES.map((r) => r.path), ...viewsByPath.keys(), ...enquiriesByPath.keys()]);
  const pages = [...paths]
    .map((path) => {
      const views = viewsByPath.get(path) ?? 0;
      const enquiries = enquiriesByPath.get(path) ?? 0;
      const title = itemTitles.get(path);
      return { path, ...(title ? { title } : {}), views, enquiries, per100: views > 0 ? Math.round((enquiries / views) * 1000) / 10 : null };
    })
    .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || a.path.localeCompare(b.path));

  const referrers = sqlite
    .prepare(
      `SELECT referrer_host AS host, sum(views) AS views FROM page_views WHERE day >= ? AND referrer_host != ''
       GROUP BY referrer_host ORDER BY views DESC, host LIMIT 10`,
    )
    .all(since.days) as { host: string; views: number }[];

  const overdueBefore = overdueCutoff(promiseHours, now.getTime());
  const overdue = Object.values(TABLES).reduce(
    (sum, table) => sum + (sqlite.prepare(`SELECT count(*) FROM ${table} WHERE is_spam = 0 AND status = 'new' AND created_at < ?`).pluck().get(overdueBefore) as number),
    0,
  );
  const responses = readResponses(sqlite, firstWeek, promiseHours, now.getTime());
  return { today, unread: { contact: unread(TABLES.contact), quotes: unread(TABLES.quote) }, overdue, responses, weeks, days, pages, referrers };
}
