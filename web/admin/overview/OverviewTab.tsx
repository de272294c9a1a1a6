// Overview (docs/product.md § Overview tab): where the panel opens. Is anyone coming, and are they getting in
// touch? Unread enquiries, enquiries per week, page views per day and per page, and the sites visitors came from.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { OVERVIEW_DAYS, OVERVIEW_WEEKS, type Overview } from '../../shared/overview.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { SERVICE_LABELS } from '../submissions/labels.ts';
import { EmptyText, LoadError, LoadingRows, Panel } from '../ui.tsx';
import { ColumnChart, RankedBars, type Series } from './Charts.tsx';

const ENQUIRY_SERIES: Series[] = [
  { key: 'contact', label: 'Messages and enquiries', fill: 'fill-ink' },
  { key: 'quote', label: 'Equipment quote requests', fill: 'fill-accent' },
];
const VIEW_SERIES: Series[] = [{ key: 'views', label: 'Page views', fill: 'fill-ink' }];

const dayMonth = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function OverviewTab() {
  const overview = useQuery<Overview>({ queryKey: keys.overview });
  if (overview.isPending) return <LoadingRows label="Loading the overview…" rows={4} />;
  if (overview.isError) return <LoadError message={failureText(overview.error, 'Could not load the overview.')} onRetry={() => overview.refetch()} />;
  const o = overview.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <UnreadCards unread={o.unread} />
      <Enquiries o={o} />
      <Services o={o} />
      <Views o={o} />
      <PageRates o={o} />
      <Referrers o={o} />
    </div>
  );
}

function UnreadCards({ unread }: { unread: Overview['unread'] }) {
  const [, setParams] = useSearchParams();
  const cards = [
    { label: 'Unread messages and enquiries', value: unread.contact },
    { label: 'Unread equipment quote requests', value: unread.quotes },
  ];
  return (
    <section aria-labelledby="overview-unread" className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
      <h2 id="overview-unread" className="sr-only">
        Unread enquiries
      </h2>
      {cards.map((c) => (
        <button
          key={c.label}
          type="button"
          onClick={() => setParams({ tab: 'submissions' })}
          className="card flex cursor-pointer items-center gap-4 p-4 text-left text-ink hover:border-accent focus-visible:outline-3 focus-visible:outline-accent-dark"
        >
          <span className={`text-4xl font-extrabold tabular-nums ${c.value ? 'text-accent-dark' : 'text-ink-muted'}`}>{c.value}</span>
          <span className="text-sm font-semibold">{c.label}</span>
          <span aria-hidden="true" className="i-lucide-arrow-right ml-auto h-5 w-5 text-ink-muted" />
        </button>
      ))}
    </section>
  );
}

function Enquiries({ o }: { o: Overview }) {
  const total = o.weeks.reduce((sum, w) => sum + w.contact + w.quote, 0);
  return (
    <Panel id="overview-enquiries" title={`Enquiries per week, last ${OVERVIEW_WEEKS} weeks`}>
      {total === 0 ? (
        <EmptyText>No enquiries in the last {OVERVIEW_WEEKS} weeks. Every message, enquiry and quote request sent through the site's forms is counted here the moment it arrives.</EmptyText>
      ) : (
        <ColumnChart
          title={`Enquiries per week, last ${OVERVIEW_WEEKS} weeks`}
          description={`${plural(total, 'enquiry', 'enquiries')} in ${OVERVIEW_WEEKS} weeks; this week ${o.weeks.at(-1)!.contact + o.weeks.at(-1)!.quote}.`}
          caption="Enquiries per week, by kind"
          series={ENQUIRY_SERIES}
          columns={o.weeks.map((w, i) => ({ label: `Week of ${dayMonth(w.week)}`, tick: i % 2 === 0 ? dayMonth(w.week) : '', tickWideOnly: i % 4 !== 0, values: { contact: w.contact, quote: w.quote } }))}
        />
      )}
    </Panel>
  );
}

function Services({ o }: { o: Overview }) {
  const totals = new Map<string, number>();
  for (const w of o.weeks) for (const [service, n] of Object.entries(w.byService)) totals.set(service, (totals.get(service) ?? 0) + n);
  const rows = [...totals]
    .map(([service, value]) => ({ label: service === 'quote' ? 'Quote requests' : (SERVICE_LABELS[service] ?? service), value }))
    .sort((a, b) => b.value - a.value);
  return (
    <Panel id="overview-services" title={`Enquiries by service, last ${OVERVIEW_WEEKS} weeks`}>
      {rows.length === 0 ? (
        <EmptyText>When visitors choose a service on the contact form or ask for an equipment quote, the split appears here.</EmptyText>
      ) : (
        <RankedBars title="Enquiries by service" rows={rows} fill="bg-accent" unit="enquiries" />
      )}
    </Panel>
  );
}

function Views({ o }: { o: Overview }) {
  const total = o.days.reduce((sum, d) => sum + d.views, 0);
  return (
    <Panel id="overview-views" title={`Page views per day, last ${OVERVIEW_DAYS} days`} className="lg:col-span-2">
      {total === 0 ? (
        <EmptyText>
          No page views counted yet. Each visit to a public page is counted without cookies (crawlers and browsers that ask not to be tracked are left out) and shows here within a minute.
        </EmptyText>
      ) : (
        <ColumnChart
          title={`Page views per day, last ${OVERVIEW_DAYS} days`}
          description={`${plural(total, 'page view')} in ${OVERVIEW_DAYS} days; today ${o.days.at(-1)!.views}; busiest day ${busiest(o.days)}.`}
          caption="Page views per day"
          series={VIEW_SERIES}
          columns={o.days.map((d, i) => ({ label: dayMonth(d.day), tick: i % 5 === 0 ? dayMonth(d.day) : '', tickWideOnly: i % 10 !== 0, values: { views: d.views } }))}
        />
      )}
    </Panel>
  );
}

function busiest(days: Overview['days']): string {
  const top = days.reduce((a, b) => (b.views > a.views ? b : a));
  return `${dayMonth(top.day)} with ${plural(top.views, 'view')}`;
}

function PageRates({ o }: { o: Overview }) {
  const counted = o.pages.filter((p) => p.views > 0 || p.enquiries > 0);
  return (
    <Panel id="overview-pages" title={`Pages, last ${OVERVIEW_DAYS} days`}>
      {counted.length === 0 ? (
        <EmptyText>Views and enquiries per page appear here once visitors arrive: which pages are read, and which ones lead people to get in touch.</EmptyText>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Views, enquiries sent from the page, and enquiries per 100 views, last {OVERVIEW_DAYS} days</caption>
            <thead>
              <tr className="text-ink-muted">
                <th scope="col" className="border-b border-surface-line py-2 pr-3 text-left">Page</th>
                <th scope="col" className="border-b border-surface-line py-2 pr-3 text-right">Views</th>
                <th scope="col" className="border-b border-surface-line py-2 pr-3 text-right">Enquiries</th>
                <th scope="col" className="border-b border-surface-line py-2 text-right">Per 100 views</th>
              </tr>
            </thead>
            <tbody>
              {counted.map((p) => (
                <tr key={p.path} className="border-b border-surface-line last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
                    {p.title ?? p.path}
                    {p.title ? <span className="block text-xs font-normal text-ink-muted">{p.path}</span> : null}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{p.views}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{p.enquiries}</td>
                  <td className="py-2 text-right tabular-nums">{p.per100 === null ? '–' : p.per100.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function Referrers({ o }: { o: Overview }) {
  return (
    <Panel id="overview-referrers" title={`Where visitors came from, last ${OVERVIEW_DAYS} days`}>
      {o.referrers.length === 0 ? (
        <EmptyText>When visitors follow a link from another site (a search engine, a social network, a directory), that site's name appears here. Direct visits are not listed.</EmptyText>
      ) : (
        <RankedBars title="Referring sites" rows={o.referrers.map((r) => ({ label: r.host, value: r.views }))} unit="views" />
      )}
    </Panel>
  );
}
