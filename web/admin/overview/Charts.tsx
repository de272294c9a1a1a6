// Charts as plain, accessible SVG (docs/product.md § Overview tab): each is an image with a title and a
// description, and the same numbers follow as a table that screen readers read and anyone can reveal.
import { useId, useState, type ReactNode } from 'react';

export interface Series {
  key: string;
  label: string;
  /** A UnoCSS fill class from the theme tokens. */
  fill: string;
}

export interface Column {
  label: string;
  /** A shorter label for the axis under the bar; '' to leave that bar unlabelled. */
  tick: string;
  /** Shown from the small breakpoint up only, where there is room for it. */
  tickWideOnly?: boolean;
  values: Record<string, number>;
}

/** A round top for the axis: 1, 2, 5 × 10ⁿ, so gridlines land on numbers a person reads at a glance. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (m * step >= value) return m * step;
  return 10 * step;
}

/** Stacked columns over time (enquiries per week, page views per day). The bars are an SVG stretched to the
 * plot; the axis labels are HTML beside it, so they keep their size on a phone and on a wide screen. */
export function ColumnChart({ title, description, series, columns, caption }: { title: string; description: string; series: Series[]; columns: Column[]; caption: string }) {
  const id = useId();
  const totals = columns.map((c) => series.reduce((sum, s) => sum + (c.values[s.key] ?? 0), 0));
  const top = niceMax(Math.max(0, ...totals));
  const slot = 100 / Math.max(1, columns.length);
  const barW = slot * 0.7;
  const y = (v: number) => 100 - (v / top) * 100;
  return (
    <figure className="m-0">
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div aria-hidden="true" className="flex h-44 flex-col justify-between text-right text-xs tabular-nums text-ink-muted sm:h-52">
          <span className="-mt-2">{top}</span>
          <span>{top / 2}</span>
          <span className="-mb-2">0</span>
        </div>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-labelledby={`${id}-t ${id}-d`} className="block h-44 w-full overflow-visible sm:h-52">
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{description}</desc>
          {[0, 50, 100].map((g) => (
            <line key={g} x1={0} x2={100} y1={g} y2={g} className="stroke-surface-line" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {columns.map((c, i) => {
            let base = 0;
            const x = i * slot + (slot - barW) / 2;
            return (
              <g key={c.label}>
                {series.map((s) => {
                  const v = c.values[s.key] ?? 0;
                  if (!v) return null;
                  const rect = <rect key={s.key} x={x} width={barW} y={y(base + v)} height={y(base) - y(base + v)} className={s.fill} />;
                  base += v;
                  return rect;
                })}
              </g>
            );
          })}
        </svg>
        <span />
        <div aria-hidden="true" className="mt-1 flex text-xs text-ink-muted">
          {columns.map((c) => (
            <span key={c.label} className={`flex-1 overflow-visible whitespace-nowrap text-center ${c.tickWideOnly ? 'invisible sm:visible' : ''}`}>
              {c.tick}
            </span>
          ))}
        </div>
      </div>
      {series.length > 1 ? <Legend series={series} /> : null}
      <NumbersTable caption={caption} head={['', ...series.map((s) => s.label), ...(series.length > 1 ? ['Total'] : [])]}>
        {columns.map((c, i) => (
          <tr key={c.label}>
            <th scope="row" className="py-1 pr-3 text-left font-semibold">
              {c.label}
            </th>
            {series.map((s) => (
              <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                {c.values[s.key] ?? 0}
              </td>
            ))}
            {series.length > 1 ? <td className="py-1 pr-3 text-right tabular-nums">{totals[i]}</td> : null}
          </tr>
        ))}
      </NumbersTable>
    </figure>
  );
}

/** Ranked horizontal bars (by service, referring sites): the label, the bar and the number on one row. */
export function RankedBars({ title, rows, fill = 'bg-ink', unit }: { title: string; rows: { label: string; value: number }[]; fill?: string; unit: string }) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul aria-label={title} className="m-0 flex list-none flex-col gap-2 p-0">
      {rows.map((r) => (
        <li key={r.label} className="grid grid-cols-[minmax(0,8.5rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_auto]">
          <span className="truncate font-semibold text-ink" title={r.label}>
            {r.label}
          </span>
          <span aria-hidden="true" className="h-3 rounded-full bg-surface-warm">
            <span className={`block h-3 rounded-full ${fill}`} style={{ width: `${Math.max(2, (r.value / top) * 100)}%` }} />
          </span>
          <span className="tabular-nums text-ink">
            {r.value}
            <span className="sr-only"> {unit}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul aria-hidden="true" className="m-0 mt-2 flex list-none flex-wrap gap-4 p-0 text-sm text-ink-muted">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" className={s.fill} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers as a table: always in the page for screen readers, shown on screen on request. */
function NumbersTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="mt-2 text-sm">
      <button
        type="button"
        onClick={() => setShown(!shown)}
        aria-expanded={shown}
        aria-controls={id}
        className="min-h-8 cursor-pointer border-0 bg-transparent p-0 font-semibold text-accent-deep underline underline-offset-2"
      >
        {shown ? 'Hide the numbers' : 'Show the numbers'}
      </button>
      <div id={id} className={shown ? 'mt-2' : 'sr-only'}>
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={h || i} scope="col" className={`border-b border-surface-line py-1 pr-3 ${i === 0 ? 'text-left' : 'text-right'}`}>
                  {h || <span className="sr-only">Period</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}
