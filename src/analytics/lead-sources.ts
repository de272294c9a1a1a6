// Where leads come from (docs/product.md § Where leads come from): enquiries, quoted, won and lost per source of
// their first visit over a chosen period, what the won and lost were worth, beside the taps on Call and WhatsApp
// counted per source by the beacon.
import type Database from 'better-sqlite3';
import { parseAttribution, sourceKey, type LeadSourceRow, type LeadSources } from '../../web/shared/attribution.ts';
import { LAGOS_OFFSET_MS, lagosDay } from '../../web/shared/overview.ts';

/** Distinct sources one day's taps may name; beyond them a tap counts under OTHER_SOURCE (the table stays small). */
const SOURCES_PER_DAY = 50;
const OTHER_SOURCE = 'other';
/** An enquiry stored before sources were kept, or sent without one. */
const UNKNOWN_SOURCE = 'unknown';

export function recordTap(sqlite: Database.Database, channel: 'call' | 'whatsapp', source: string, now: number): void {
  const day = lagosDay(new Date(now));
  const known = sqlite.prepare('SELECT 1 FROM contact_taps WHERE day = ? AND channel = ? AND source = ?').pluck().get(day, channel, source);
  const room = (sqlite.prepare('SELECT count(*) FROM contact_taps WHERE day = ?').pluck().get(day) as number) < SOURCES_PER_DAY;
  sqlite
    .prepare('INSERT INTO contact_taps (day, channel, source, taps) VALUES (?, ?, ?, 1) ON CONFLICT (day, channel, source) DO UPDATE SET taps = taps + 1')
    .run(day, channel, known || room ? source : OTHER_SOURCE);
}

export function readLeadSources(sqlite: Database.Database, days: number, now: number): LeadSources {
  const firstDay = lagosDay(new Date(now - (days - 1) * 86_400_000));
  // created_at is UTC: the local midnight is an hour earlier in it.
  const since = new Date(Date.parse(`${firstDay}T00:00:00Z`) - LAGOS_OFFSET_MS).toISOString();
  const rows = new Map<string, LeadSourceRow>();
  const row = (source: string) => {
    const r = rows.get(source) ?? { source, enquiries: 0, quoted: 0, won: 0, lost: 0, wonValue: 0, lostValue: 0, calls: 0, whatsapp: 0 };
    rows.set(source, r);
    return r;
  };
  for (const [table, kind] of [
    ['contact_submissions', 'contact'],
    ['equipment_quotes', 'quote'],
  ] as const) {
    // A won or lost enquiry is worth the amount its latest status change carried (the quote's total, or what the desk typed), as the pipeline sums it.
    const enquiries = sqlite
      .prepare(
        `SELECT t.status, t.attribution, CASE WHEN t.status IN ('won', 'lost') THEN (
           SELECT CASE WHEN json_valid(e.body) THEN json_extract(e.body, '$.amount') END FROM enquiry_events e
           WHERE e.kind = ? AND e.submission_id = t.id AND e.type = 'change' AND e.field = 'status' ORDER BY e.id DESC LIMIT 1
         ) END AS amount
         FROM ${table} t WHERE t.is_spam = 0 AND t.created_at >= ?`,
      )
      .all(kind, since) as { status: string; attribution: string | null; amount: number | null }[];
    for (const e of enquiries) {
      const first = parseAttribution(e.attribution)?.first;
      const r = row(first ? sourceKey(first) : UNKNOWN_SOURCE);
      const amount = typeof e.amount === 'number' && Number.isFinite(e.amount) ? e.amount : 0;
      r.enquiries++;
      if (e.status === 'quoted') r.quoted++;
      if (e.status === 'won') {
        r.won++;
        r.wonValue = kobo(r.wonValue + amount);
      }
      if (e.status === 'lost') {
        r.lost++;
        r.lostValue = kobo(r.lostValue + amount);
      }
    }
  }
  for (const t of sqlite.prepare('SELECT channel, source, sum(taps) AS taps FROM contact_taps WHERE day >= ? GROUP BY channel, source').all(firstDay) as {
    channel: 'call' | 'whatsapp';
    source: string;
    taps: number;
  }[]) {
    const r = row(t.source);
    if (t.channel === 'call') r.calls += t.taps;
    else r.whatsapp += t.taps;
  }
  const sources = [...rows.values()].sort((a, b) => b.enquiries + b.calls + b.whatsapp - (a.enquiries + a.calls + a.whatsapp) || a.source.localeCompare(b.source));
  const totals: LeadSources['totals'] = { enquiries: 0, quoted: 0, won: 0, lost: 0, wonValue: 0, lostValue: 0, calls: 0, whatsapp: 0 };
  for (const r of sources) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] = key.endsWith('Value') ? kobo(totals[key] + r[key]) : totals[key] + r[key];
  }
  return { days, since: firstDay, sources, totals };
}

/** Naira to the kobo, so that sums of amounts typed to the kobo stay exact. */
const kobo = (naira: number) => Math.round(naira * 100) / 100;
