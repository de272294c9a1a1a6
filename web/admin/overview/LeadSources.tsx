// Overview → Where leads come from (docs/product.md § Where leads come from): per source of the first visit,
// enquiries and how far they went, with the taps on Call and WhatsApp beside them, for a chosen period.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEAD_SOURCE_PERIODS, sourceName, type LeadSources } from '../../shared/attribution.ts';
import { keys } from '../keys.ts';
import { EmptyText, Panel, QueryView } from '../ui.tsx';

const COLUMNS = [
  ['enquiries', 'Enquiries'],
  ['quoted', 'Quoted'],
  ['won', 'Won'],
  ['lost', 'Lost'],
  ['calls', 'Calls'],
  ['whatsapp', 'WhatsApp'],
] as const;

const label = (source: string) => (source === 'unknown' ? 'Not recorded' : source === 'other' ? 'Other sources' : sourceName(source));

export function LeadSourcesPanel() {
  const [days, setDays] = useState<number>(30);
  const query = useQuery<LeadSources>({ queryKey: keys.leadSources(days) });
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
            // On a phone the table scrolls sideways: a keyboard reaches and scrolls it (WCAG 2.1.1, axe's scrollable-region-focusable).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse
            <div className="kbd-focus overflow-x-auto rounded-md" tabIndex={0} role="region" aria-label="Where leads come from (scrolls sideways)">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">Enquiries by the source of their first visit and how far they went, and taps on Call and WhatsApp, last {data.days} days</caption>
                <thead>
                  <tr className="text-ink-muted">
                    <th scope="col" className="whitespace-nowrap border-b border-surface-line py-2 pr-3 text-left">Source</th>
                    {COLUMNS.map(([key, name]) => (
                      <th key={key} scope="col" className="border-b border-surface-line py-2 pr-3 text-right last:pr-0">
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
                        <td key={key} className={`py-2 pr-3 text-right tabular-nums last:pr-0 ${row[key] === 0 ? 'text-ink-muted' : ''}`}>
                          {row[key]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}
