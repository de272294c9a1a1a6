// Overview → Where leads come from (docs/product.md § Where leads come from): per source of the first visit,
// enquiries and how far they went, what those won and lost were worth, with the taps on Call and WhatsApp beside
// them, for a chosen period. It keeps itself current as the inbox does (asked again every LIVE_REFRESH_MS, and at
// once after a change on the desk: keys.ts isDeskData).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEAD_SOURCE_PERIODS, sourceName, type LeadSourceRow, type LeadSources } from '../../shared/attribution.ts';
import { formatNaira } from '../../shared/numbers.ts';
import { keys, LIVE_REFRESH_MS } from '../keys.ts';
import { EmptyText, Panel, QueryView } from '../ui.tsx';

type Column = Exclude<keyof LeadSourceRow, 'source'>;

const COLUMNS: readonly (readonly [Column, string])[] = [
  ['enquiries', 'Enquiries'],
  ['quoted', 'Quoted'],
  ['won', 'Won'],
  ['wonValue', 'Won ₦'],
  ['lost', 'Lost'],
  ['lostValue', 'Lost ₦'],
  ['calls', 'Calls'],
  ['whatsapp', 'WhatsApp'],
];

const label = (source: string) => (source === 'unknown' ? 'Not recorded' : source === 'other' ? 'Other sources' : sourceName(source));
const cell = (key: Column, value: number) => (key.endsWith('Value') ? (value ? formatNaira(value) : '–') : String(value));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dayMonth = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function LeadSourcesPanel() {
  const [days, setDays] = useState<number>(30);
  const query = useQuery<LeadSources>({ queryKey: keys.leadSources(days), refetchInterval: LIVE_REFRESH_MS, placeholderData: keepPreviousData });
  const period = (
    <label className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
      Period
      <select value={days} onChange={(e) => setDays(Number(e.target.value))} className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink">
        {LEAD_SOURCE_PERIODS.map((d) => (
          <option key={d} value={d}>
            Last {d} days
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Panel id="overview-lead-sources" title="Where leads come from" actions={period} className="lg:col-span-2">
      <QueryView query={query} loading="Loading the sources…" failure="Could not load where leads come from.">
        {(data) =>
          data.sources.length === 0 ? (
            <EmptyText>Each enquiry's source (an advert, a search, a shared link, a direct visit) appears here once enquiries arrive, with taps on Call and WhatsApp.</EmptyText>
          ) : (
            <div className="grid gap-3">
              <PeriodValues data={data} />
              {/* On a phone the table scrolls sideways: a keyboard reaches and scrolls it (WCAG 2.1.1, axe's scrollable-region-focusable). */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse */}
              <div className="kbd-focus overflow-x-auto rounded-md" tabIndex={0} role="region" aria-label="Where leads come from (scrolls sideways)">
                <table className="w-full border-collapse text-sm">
                  <caption className="sr-only">
                    Enquiries by the source of their first visit, how far they went and what those won and lost were worth in naira, and taps on Call and WhatsApp, last {data.days} days
                  </caption>
                  <thead>
                    <tr className="text-ink-muted">
                      <th scope="col" className="whitespace-nowrap border-b border-surface-line py-2 pr-3 text-left">
                        Source
                      </th>
                      {COLUMNS.map(([key, name]) => (
                        <th key={key} scope="col" className="whitespace-nowrap border-b border-surface-line py-2 pr-3 text-right last:pr-0">
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.sources.map((row) => (
                      <tr key={row.source} className="border-b border-surface-line last:border-0">
                        <th scope="row" className="min-w-24 py-2 pr-3 text-left font-semibold text-ink">
                          {label(row.source)}
                        </th>
                        {COLUMNS.map(([key]) => (
                          <td key={key} className={`whitespace-nowrap py-2 pr-3 text-right tabular-nums last:pr-0 ${row[key] === 0 ? 'text-ink-muted' : ''}`}>
                            {cell(key, row[key])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  {data.sources.length > 1 ? (
                    <tfoot>
                      <tr className="border-t-2 border-surface-line font-bold text-ink">
                        <th scope="row" className="whitespace-nowrap py-2 pr-3 text-left">
                          All sources
                        </th>
                        {COLUMNS.map(([key]) => (
                          <td key={key} className="whitespace-nowrap py-2 pr-3 text-right tabular-nums last:pr-0">
                            {cell(key, data.totals[key])}
                          </td>
                        ))}
                      </tr>
                    </tfoot>
                  ) : null}
                </table>
              </div>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}

/** The period's money in figures one reads at a glance: what the enquiries of the period won and lost are worth. */
function PeriodValues({ data }: { data: LeadSources }) {
  const t = data.totals;
  const tiles = [
    { key: 'enquiries', term: 'Enquiries', value: String(t.enquiries), note: `${t.quoted} quoted, not yet won or lost`, tone: 'text-ink' },
    { key: 'won', term: 'Value won', value: formatNaira(t.wonValue), note: plural(t.won, 'enquiry won', 'enquiries won'), tone: t.wonValue ? 'text-status-done' : 'text-ink-muted' },
    { key: 'lost', term: 'Value lost', value: formatNaira(t.lostValue), note: plural(t.lost, 'enquiry lost', 'enquiries lost'), tone: t.lostValue ? 'text-danger' : 'text-ink-muted' },
  ];
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-ink-muted">
        Enquiries received since {dayMonth(data.since)} (last {data.days} days), and what those now won and lost are worth: the amount each was marked won or lost at.
      </p>
      {/* One tile a row on a phone: a naira figure is never broken across lines. */}
      <dl className="m-0 grid gap-2 sm:grid-cols-3" aria-label={`Value won and lost, last ${data.days} days`}>
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-lg bg-surface-warm p-3">
            <dt className="text-sm font-semibold text-ink-muted">{tile.term}</dt>
            <dd className={`m-0 whitespace-nowrap text-2xl font-extrabold tabular-nums ${tile.tone}`}>{tile.value}</dd>
            <dd className="m-0 text-xs text-ink-muted">{tile.note}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
