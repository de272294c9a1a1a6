// Overview (docs/product.md § Overview tab): where the panel opens. Is anyone coming, and are they getting in
// touch? Unread enquiries, enquiries per week, page views per day and per page, and the sites visitors came from.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { NEEDS_REPLY_FILTER } from '../../shared/overview.ts';
import { formatNaira } from '../../shared/numbers.ts';
import { OVERVIEW_DAYS, OVERVIEW_WEEKS, type Overview } from '../../shared/overview.ts';
import { keys, LIVE_REFRESH_MS } from '../keys.ts';
import { SERVICE_LABELS } from '../../shared/submission-labels.ts';
import { EmptyText, Panel, QueryView } from '../ui.tsx';
import { ColumnChart, RankedBars, type Series } from './Charts.tsx';
import { LaunchChecklist, ShowLaunchChecklist } from './LaunchChecklist.tsx';
import { LeadSourcesPanel } from './LeadSources.tsx';

const ENQUIRY_SERIES: Series[] = [
  { key: 'contact', label: 'Messages and enquiries', fill: 'fill-ink' },
  { key: 'quote', label: 'Equipment quote requests', fill: 'fill-accent' },
];
const VIEW_SERIES: Series[] = [{ key: 'views', label: 'Page views', fill: 'fill-ink' }];

const dayMonth = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function OverviewTab() {
  // Current while on screen, as the inbox is: asked again every LIVE_REFRESH_MS, and at once after a change on the desk.
  const overview = useQuery<Overview>({ queryKey: keys.overview, refetchInterval: LIVE_REFRESH_MS });
  return (
    <QueryView query={overview} loading="Loading the overview…" rows={4} failure="Could not load the overview.">
      {(o) => (
        <div className="grid gap-4 lg:grid-cols-2">
          <LaunchChecklist />
          <UnreadCards unread={o.unread} overdue={o.overdue} promiseHours={o.responses.promiseHours} />
          <Replies o={o} />
          <Pipeline o={o} />
          <Enquiries o={o} />
          <Services o={o} />
          <Views o={o} />
          <PageRates o={o} />
          <Referrers o={o} />
          <LeadSourcesPanel />
          <ShowLaunchChecklist />
        </div>
      )}
    </QueryView>
  );
}

function UnreadCards({ unread, overdue, promiseHours }: { unread: Overview['unread']; overdue: number; promiseHours: number }) {
  const [, setParams] = useSearchParams();
  const cards = [
    { label: `Waiting for a reply longer than ${plural(promiseHours, 'hour')}`, value: overdue, urgent: true },
    { label: 'Unread messages and enquiries', value: unread.contact, urgent: false },
    { label: 'Unread equipment quote requests', value: unread.quotes, urgent: false },
  ];
  return (
    <section aria-labelledby="overview-unread" className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
      <h2 id="overview-unread" className="sr-only">
        Unread enquiries
      </h2>
      {cards.map((c) => (
        <button
          key={c.label}
          type="button"
          // The overdue card opens the list filtered to what needs a reply; the unread ones the whole inbox.
          onClick={() => setParams(c.urgent ? { tab: 'submissions', filter: NEEDS_REPLY_FILTER } : { tab: 'submissions' })}
          className="card flex cursor-pointer items-center gap-4 p-4 text-left text-ink hover:border-accent focus-visible:outline-3 focus-visible:outline-accent-dark"
        >
          <span className={`text-4xl font-extrabold tabular-nums ${c.value ? (c.urgent ? 'text-danger' : 'text-accent-dark') : 'text-ink-muted'}`}>{c.value}</span>
          <span className="text-sm font-semibold">{c.label}</span>
          <span aria-hidden="true" className="i-lucide-arrow-right ml-auto h-5 w-5 text-ink-muted" />
        </button>
      ))}
    </section>
  );
}

const REPLY_SERIES: Series[] = [
  { key: 'within', label: 'Answered within the promise', fill: 'fill-status-done' },
  { key: 'late', label: 'Answered later', fill: 'fill-accent' },
  { key: 'waiting', label: 'Not answered yet', fill: 'fill-slate-300' },
];
const PIPELINE_SERIES: Series[] = [
  { key: 'quoted', label: 'Quoted', fill: 'fill-ink' },
  { key: 'won', label: 'Won', fill: 'fill-status-done' },
  { key: 'lost', label: 'Lost', fill: 'fill-danger' },
];

const hoursText = (h: number) => (h < 1 ? `${Math.round(h * 60)} minutes` : h < 48 ? `${h} hours` : `${Math.round((h / 24) * 10) / 10} days`);

/** How fast the company answers: the median, the share within the promise, and by week of arrival. */
function Replies({ o }: { o: Overview }) {
  const r = o.responses;
  const received = r.weeks.reduce((sum, w) => sum + w.received, 0);
  // Those still waiting past the promise have missed it too: counted, or 100 % would sit beside a 30-hour wait.
  const judged = r.answered + r.missed;
  const share = judged ? Math.round((r.withinPromise / judged) * 100) : null;
  return (
    <Panel id="overview-replies" title="How fast we answer">
      {received === 0 ? (
        <EmptyText>No enquiries in the last {OVERVIEW_WEEKS} weeks yet. Once they come, this shows how soon each gets its first reply.</EmptyText>
      ) : (
        <div className="grid gap-3">
          <dl className="m-0 grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-surface-warm p-3">
              <dt className="text-sm font-semibold text-ink-muted">Median time to first reply</dt>
              <dd className="m-0 text-2xl font-extrabold text-ink">{r.medianHours === null ? 'No replies yet' : hoursText(r.medianHours)}</dd>
            </div>
            <div className="rounded-lg bg-surface-warm p-3">
              <dt className="text-sm font-semibold text-ink-muted">Answered within {plural(r.promiseHours, 'hour')}</dt>
              <dd className="m-0 text-2xl font-extrabold text-ink">{share === null ? '–' : `${share}%`}</dd>
            </div>
          </dl>
          <ColumnChart
            title="First replies by week of arrival"
            description={`${r.answered} of ${received} enquiries answered in ${OVERVIEW_WEEKS} weeks, ${r.withinPromise} within the promise; ${r.missed} still waiting past it.`}
            caption="Enquiries by week of arrival, by how they were answered"
            series={REPLY_SERIES}
            columns={r.weeks.map((w, i) => ({
              label: `Week of ${dayMonth(w.week)}${w.medianHours === null ? '' : `, median ${hoursText(w.medianHours)}`}`,
              tick: i % 2 === 0 ? dayMonth(w.week) : '',
              tickWideOnly: i % 4 !== 0,
              values: { within: w.withinPromise, late: w.answered - w.withinPromise, waiting: w.received - w.answered },
            }))}
          />
        </div>
      )}
    </Panel>
  );
}

/** Enquiries marked quoted, won or lost each week. */
function Pipeline({ o }: { o: Overview }) {
  const p = o.responses.pipeline;
  const t = o.responses.totals;
  const sum = (key: 'quoted' | 'won' | 'lost') => t[key];
  const total = t.enquiries;
  return (
    <Panel id="overview-pipeline" title={`Pipeline, last ${OVERVIEW_WEEKS} weeks`}>
      {total === 0 ? (
        <EmptyText>Nothing quoted, won or lost yet. Move an enquiry along in Submissions (Open, then Status) and it is counted here.</EmptyText>
      ) : (
        <ColumnChart
          title={`Pipeline, last ${OVERVIEW_WEEKS} weeks`}
          description={`${plural(total, 'enquiry', 'enquiries')} moved on in ${OVERVIEW_WEEKS} weeks: ${sum('quoted')} quoted, ${sum('won')} won (${formatNaira(t.wonValue)}), ${sum('lost')} lost (${formatNaira(t.lostValue)}).`}
          caption="Enquiries marked quoted, won or lost, by week"
          series={PIPELINE_SERIES}
          columns={p.map((w, i) => ({ label: `Week of ${dayMonth(w.week)}`, tick: i % 2 === 0 ? dayMonth(w.week) : '', tickWideOnly: i % 4 !== 0, values: { quoted: w.quoted, won: w.won, lost: w.lost } }))}
        />
      )}
    </Panel>
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
