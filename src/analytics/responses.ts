// How the company answers (docs/product.md § Overview tab): per week of arrival, how many enquiries got a first
// reply, how many within the reply promise, and the median time to that reply; and per week, how many enquiries
// were marked quoted, won or lost (the pipeline). Spam is never a lead.
import type Database from 'better-sqlite3';
import { LAGOS_OFFSET_MS, OVERVIEW_WEEKS, type Responses, type WeekPipeline, type WeekResponses } from '../../web/shared/overview.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The median of the numbers, null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const hours = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;

/** `firstWeek`: the first Monday shown (local time, as ms); `promiseHours`: the reply promise. */
export function readResponses(sqlite: Database.Database, firstWeek: number, promiseHours: number, now = Date.now()): Responses {
  const since = new Date(firstWeek - LAGOS_OFFSET_MS).toISOString();
  const weekStarts = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => isoDay(firstWeek + i * 7 * DAY_MS));
  const week = `date(created_at, '+1 hour', '-6 days', 'weekday 1')`;

  const rows = sqlite
    .prepare(
      `SELECT ${week} AS week, created_at AS receivedAt, first_response_at AS answeredAt FROM contact_submissions WHERE is_spam = 0 AND created_at >= ?
       UNION ALL
       SELECT ${week} AS week, created_at, first_response_at FROM equipment_quotes WHERE is_spam = 0 AND created_at >= ?`,
    )
    .all(since, since) as { week: string; receivedAt: string; answeredAt: string | null }[];
  const delays = new Map<string, { received: number; delays: number[] }>(weekStarts.map((w) => [w, { received: 0, delays: [] }]));
  const promiseMs = promiseHours * HOUR_MS;
  let missed = 0;
  for (const row of rows) {
    const bucket = delays.get(row.week);
    if (!bucket) continue;
    bucket.received += 1;
    if (row.answeredAt) bucket.delays.push(Math.max(0, Date.parse(row.answeredAt) - Date.parse(row.receivedAt)));
    else if (now - Date.parse(row.receivedAt) > promiseMs) missed += 1;
  }
  const weeks: WeekResponses[] = weekStarts.map((w) => {
    const { received, delays: d } = delays.get(w)!;
    const m = median(d);
    return { week: w, received, answered: d.length, withinPromise: d.filter((ms) => ms <= promiseMs).length, medianHours: m === null ? null : hours(m) };
  });
  const all = [...delays.values()].flatMap((b) => b.delays);
  const allMedian = median(all);

  const pipeline: WeekPipeline[] = weekStarts.map((w) => ({ week: w, quoted: 0, won: 0, lost: 0 }));
  const byWeek = new Map(pipeline.map((p) => [p.week, p]));
  const moves = sqlite
    .prepare(
      `SELECT ${week} AS week, to_value AS status, count(DISTINCT kind || submission_id) AS n FROM enquiry_events
       WHERE type = 'change' AND field = 'status' AND to_value IN ('quoted', 'won', 'lost') AND created_at >= ? GROUP BY week, to_value`,
    )
    .all(since) as { week: string; status: 'quoted' | 'won' | 'lost'; n: number }[];
  for (const { week: w, status, n } of moves) {
    const row = byWeek.get(w);
    if (row) row[status] += n;
  }

  return {
    promiseHours,
    medianHours: allMedian === null ? null : hours(allMedian),
    answered: all.length,
    withinPromise: all.filter((ms) => ms <= promiseMs).length,
    missed,
    weeks,
    pipeline,
    totals: pipelineTotals(sqlite, since),
  };
}

/**
 * Each enquiry once however often it moved (quoted twice is one quoted enquiry), and the naira of those whose latest
 * status is won or lost: the amount their change carries (the quote's total, or what the desk typed).
 */
function pipelineTotals(sqlite: Database.Database, since: string): Responses['totals'] {
  const moved = `FROM enquiry_events WHERE type = 'change' AND field = 'status' AND to_value IN ('quoted', 'won', 'lost') AND created_at >= ?`;
  const counts = sqlite.prepare(`SELECT to_value AS status, count(DISTINCT kind || ':' || submission_id) AS n ${moved} GROUP BY to_value`).all(since) as { status: 'quoted' | 'won' | 'lost'; n: number }[];
  const enquiries = sqlite.prepare(`SELECT count(DISTINCT kind || ':' || submission_id) ${moved}`).pluck().get(since) as number;
  const values = sqlite
    .prepare(
      `SELECT e.to_value AS status, total(CASE WHEN json_valid(e.body) THEN json_extract(e.body, '$.amount') END) AS value FROM enquiry_events e
       WHERE e.type = 'change' AND e.field = 'status' AND e.to_value IN ('won', 'lost') AND e.created_at >= ?
         AND e.id = (SELECT max(x.id) FROM enquiry_events x WHERE x.kind = e.kind AND x.submission_id = e.submission_id AND x.type = 'change' AND x.field = 'status')
       GROUP BY e.to_value`,
    )
    .all(since) as { status: 'won' | 'lost'; value: number }[];
  const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  const value = (status: string) => Math.round((values.find((v) => v.status === status)?.value ?? 0) * 100) / 100;
  return { enquiries, quoted: n('quoted'), won: n('won'), lost: n('lost'), wonValue: value('won'), lostValue: value('lost') };
}
