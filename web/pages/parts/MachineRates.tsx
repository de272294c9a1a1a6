// A machine's rates and terms (docs/product.md § Equipment): on its own page the day, week and
// four-week rates with what a day covers, then operator, fuel, delivery, deposit, damage and availability; on
// /equipment the same rates side by side for every machine, in a table that scrolls sideways on a phone. Every word
// is a label of the equipment gallery section. Drawn on the server; no script.
import type { ContentBlock, Section } from '../../shared/content.ts';
import { itemPath, ITEM_ROUTES, metaString } from '../../shared/content.ts';
import { formatDay } from '../../shared/item-facts.ts';
import { hasRates, type MachineRates as Rates, rateText, ratesOf } from '../../shared/machine-rates.ts';
import { labelText } from './blocks.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

type Words = (key: string, fallback: string) => string;
const wordsOf = (section: Section | undefined): Words => (key, fallback) => labelText(section, key, fallback);

const OPERATOR_WORDS = { included: ['op-included', 'With operator'], optional: ['op-optional', 'Operator on request'], without: ['op-without', 'Without operator (dry hire)'] } as const;
const FUEL_WORDS = { hirer: ['fuel-hirer', 'Fuel by the hirer'], included: ['fuel-included', 'Fuel included'] } as const;
const AVAILABILITY_WORDS = { available: ['available', 'Available'], 'on-hire': ['on-hire', 'On hire'], maintenance: ['maintenance', 'In maintenance'] } as const;

/** "Available", "On hire until 14 December 2026", "In maintenance". */
function availabilityText(r: Rates, words: Words): string {
  const [key, fallback] = AVAILABILITY_WORDS[r.availability];
  const state = words(key, fallback);
  return r.availability !== 'available' && r.availableFrom ? `${state} ${words('until', 'until {date}').replace('{date}', formatDay(r.availableFrom))}` : state;
}

const said = (words: Words, [key, fallback]: readonly [string, string]) => words(key, fallback);

const dayCovers = (r: Rates, words: Words) => (r.dayHours > 0 ? words('day-hours', '{hours} metered hours').replace('{hours}', String(r.dayHours)) : '');

function Badge({ r, words, wrap = false }: { r: Rates; words: Words; wrap?: boolean }) {
  const tone = r.availability === 'available' ? 'bg-status-done' : r.availability === 'on-hire' ? 'bg-status-ongoing' : 'bg-accent-deep';
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold text-white ${wrap ? '' : 'whitespace-nowrap'} ${tone}`}>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white" />
      {availabilityText(r, words)}
    </span>
  );
}

/** The rates card on a machine's own page, or nothing when the admin has given none. */
export function MachineRates({ machine, section }: { machine: ContentBlock; section: Section }) {
  const r = ratesOf(machine);
  if (!hasRates(r)) return null;
  const words = wordsOf(section);
  const onRequest = words('on-request', 'On request');
  const terms: [string, string][] = [
    [words('day-covers', 'A day covers'), dayCovers(r, words)],
    [words('operator', 'Operator'), r.operator ? said(words, OPERATOR_WORDS[r.operator]) : ''],
    [words('fuel', 'Fuel'), r.fuel ? said(words, FUEL_WORDS[r.fuel]) : ''],
    [words('delivery-local', 'Delivery within Port Harcourt'), r.deliveryLocal],
    [words('delivery-beyond', 'Delivery beyond Port Harcourt'), r.deliveryBeyond],
    [words('deposit', 'Deposit'), r.deposit],
    [words('damage', 'Damage'), r.damage],
  ];
  return (
    <section aria-labelledby="machine-rates" className="card mt-8 overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-surface-line px-6 py-4">
        <h3 id="machine-rates" className="heading-3 m-0">
          {words('rates', 'Rates and terms')}
        </h3>
        <Badge r={r} words={words} />
      </div>
      <dl className="m-0 grid grid-cols-3 divide-x divide-surface-line border-b border-surface-line">
        {(
          [
            ['rate-day', 'Per day', r.rateDay],
            ['rate-week', 'Per week', r.rateWeek],
            ['rate-four-weeks', 'Per four weeks', r.rateFourWeeks],
          ] as const
        ).map(([key, fallback, value]) => (
          <div key={key} className="flex flex-col-reverse px-3 py-4 sm:px-6">
            <dt className="mt-1 text-xs font-semibold uppercase tracking-wider text-ink-muted">{words(key, fallback)}</dt>
            <dd className={`m-0 font-display font-extrabold tabular-nums text-ink ${value > 0 ? 'text-lg sm:text-2xl' : 'text-base sm:text-lg'}`}>{rateText(value, onRequest)}</dd>
          </div>
        ))}
      </dl>
      <dl className="m-0 grid gap-x-6 gap-y-3 px-6 py-5 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        {terms
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="grid gap-0.5 sm:contents">
              <dt className="text-sm font-semibold text-ink">{term}</dt>
              <dd className="m-0 text-base text-ink-soft">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="m-0 border-t border-surface-line bg-surface-warm px-6 py-3 text-sm text-ink-muted">{words('rates-note', 'Rates are in naira before 7.5 % VAT.')}</p>
    </section>
  );
}

/** The machines' rates side by side on /equipment, each row linking to its machine; nothing when no machine has rates. */
export function RatesTable({ section, machines }: { section: Section; machines: ContentBlock[] }) {
  const rows = machines.map((machine) => ({ machine, r: ratesOf(machine) })).filter((row) => hasRates(row.r));
  if (!rows.length) return null;
  const words = wordsOf(section);
  const onRequest = words('on-request', 'On request');
  const heading = words('rates-table', 'Compare hire rates');
  return (
    <div className="mt-16">
      <h3 id="eq-rates" className="heading-3 m-0">
        {heading}
      </h3>
      <ScrollRegion labelledBy="eq-rates">
        <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-surface-line text-xs uppercase tracking-wider text-ink-muted">
              <th scope="col" className="px-4 py-3 font-semibold">{words('machine', 'Machine')}</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">{words('rate-day', 'Per day')}</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">{words('rate-week', 'Per week')}</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">{words('rate-four-weeks', 'Per four weeks')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{words('day-covers', 'A day covers')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{words('operator', 'Operator')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{words('fuel', 'Fuel')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{words('availability', 'Availability')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ machine, r }) => (
              <tr key={machine.id} className="border-b border-surface-line last:border-0">
                <th scope="row" className="min-w-[10rem] px-4 py-3 font-semibold text-ink">
                  <a href={itemPath(ITEM_ROUTES[1], metaString(machine, 'slug'))} className="text-ink underline decoration-accent underline-offset-4 hover:text-accent-dark">
                    {machine.title}
                  </a>
                </th>
                {[r.rateDay, r.rateWeek, r.rateFourWeeks].map((value, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three rate columns are fixed
                  <td key={i} className={`whitespace-nowrap px-4 py-3 text-right tabular-nums ${value > 0 ? 'font-semibold text-ink' : 'text-ink-muted'}`}>
                    {rateText(value, onRequest)}
                  </td>
                ))}
                <td className="px-4 py-3 text-ink-soft">{dayCovers(r, words) || '—'}</td>
                <td className="px-4 py-3 text-ink-soft">{r.operator ? said(words, OPERATOR_WORDS[r.operator]) : '—'}</td>
                <td className="px-4 py-3 text-ink-soft">{r.fuel ? said(words, FUEL_WORDS[r.fuel]) : '—'}</td>
                <td className="px-4 py-3">
                  <Badge r={r} words={words} wrap />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="m-0 mt-3 text-sm text-ink-muted">{words('rates-note', 'Rates are in naira before 7.5 % VAT.')}</p>
    </div>
  );
}
