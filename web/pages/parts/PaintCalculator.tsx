// The coverage calculator on /paints (docs/product.md § Paints): a plain GET form whose answer
// the server renders from the address's query (src/render/public-pages.tsx), the same with or without the script,
// so it costs the page no script at all. The rule is web/shared/paint-coverage.ts; every word a label of the
// products section.
import type { Section } from '../../shared/content.ts';
import { formatFixed, formatNaira } from '../../shared/numbers.ts';
import { CALCULATOR_FIELDS, calculate, type CalculatorField, type PaintFacts } from '../../shared/paint-coverage.ts';
import { usePostedForm } from '../../state/content.tsx';
import { labelText } from './blocks.ts';

export const CALCULATOR_ANCHOR = 'paint-calculator';
const PATH = '/paints';

const litresText = (litres: number) => `${formatFixed(litres, 1)} L`;

export function PaintCalculator({ section, paints }: { section: Section; paints: PaintFacts[] }) {
  const posted = usePostedForm(PATH);
  const usable = paints.filter((p) => p.coverage > 0);
  if (!usable.length) return null;
  const words = (key: string, fallback: string) => labelText(section, key, fallback);
  const values: Partial<Record<CalculatorField, string>> = posted && 'values' in posted ? Object.fromEntries(CALCULATOR_FIELDS.map((k) => [k, posted.values[k] ?? ''])) : {};
  const result = posted && 'values' in posted ? calculate(values, paints) : undefined;
  const problems = result && 'problems' in result ? result.problems : [];
  const answer = result && 'answer' in result ? result.answer : undefined;
  const error = (key: 'area' | 'openings' | 'coats' | 'paint', fallback: string) =>
    problems.includes(key) ? (
      <p id={`calc-${key}-error`} className="form-error m-0 mt-1">
        {words(`calc-error-${key}`, fallback)}
      </p>
    ) : null;
  const input = (name: CalculatorField, label: string, fallback: string, problem?: 'area' | 'openings' | 'coats') => (
    <div>
      <label htmlFor={`calc-${name}`} className="form-label">
        {words(label, fallback)}
      </label>
      <input
        id={`calc-${name}`}
        name={name}
        className="form-input"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={values[name] ?? (name === 'coats' ? '2' : '')}
        aria-invalid={problem && problems.includes(problem) ? true : undefined}
        aria-describedby={problem && problems.includes(problem) ? `calc-${problem}-error` : undefined}
      />
    </div>
  );
  return (
    <div id={CALCULATOR_ANCHOR} className="mt-16 grid scroll-mt-24 gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <form method="get" action={`${PATH}#${CALCULATOR_ANCHOR}`} aria-labelledby="calc-heading" className="card border-t-4 border-t-accent p-6 md:p-8">
        <h3 id="calc-heading" className="heading-3 m-0">
          {words('calc-heading', 'How much paint do you need?')}
        </h3>
        <p className="prose m-0 mt-2">{words('calc-intro', 'Give the wall’s area, or its length and height, and take off the doors and windows.')}</p>
        <div className="mt-6 grid gap-5">
          <div>
            <label htmlFor="calc-paint" className="form-label">
              {words('calc-paint', 'Paint')}
            </label>
            <select id="calc-paint" name="paint" className="form-input" defaultValue={values.paint || usable[0]?.slug}>
              {usable.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name} ({words('coverage-short', '{coverage} m²/L').replace('{coverage}', String(p.coverage))})
                </option>
              ))}
            </select>
            {error('paint', 'Choose one of the paints in the list.')}
          </div>
          <div>
            {input('area', 'calc-area', 'Wall area (m²)', 'area')}
            {error('area', 'Give the wall’s area in m², or its length and height in metres.')}
          </div>
          <fieldset className="m-0 grid gap-4 rounded-xl border border-surface-line p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-ink-muted">{words('calc-or', 'Or measure the wall')}</legend>
            {input('length', 'calc-length', 'Length (m)')}
            {input('height', 'calc-height', 'Height (m)')}
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div>
              {input('openings', 'calc-openings', 'Doors and windows to leave out (m²)', 'openings')}
              {error('openings', 'The doors and windows must be smaller than the wall.')}
            </div>
            <div>
              {input('coats', 'calc-coats', 'Coats', 'coats')}
              {error('coats', 'Coats must be a whole number from 1 to 6.')}
            </div>
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start">
            {words('calc-submit', 'Work it out')}
          </button>
        </div>
      </form>
      {/* On a phone the answer comes first: the form posts back to this place, and the visitor came for the litres. */}
      <div className={`flex flex-col gap-4 ${answer ? 'order-first lg:order-none' : ''}`}>
        <output htmlFor="calc-paint calc-area calc-length calc-height calc-openings calc-coats" aria-live="polite" className="card block bg-ink p-6 text-white md:p-8">
          {answer ? (
            <>
              <p className="m-0 text-sm text-slate-200">
                {words('calc-result', '{area} m², {coats} coats of {paint}').replace('{area}', String(answer.area)).replace('{coats}', String(answer.coats)).replace('{paint}', answer.paint.name)}
              </p>
              <p className="m-0 mt-4 text-xs font-semibold uppercase tracking-wider text-accent-light">{words('calc-litres', 'Paint needed')}</p>
              <p className="m-0 font-display text-5xl font-extrabold tabular-nums" data-litres={answer.litres}>
                {litresText(answer.litres)}
              </p>
              {answer.tins.length ? (
                <>
                  <p className="m-0 mt-5 text-xs font-semibold uppercase tracking-wider text-accent-light">{words('calc-buy', 'Tins to buy')}</p>
                  <ul className="m-0 mt-1 list-none p-0 text-lg font-semibold">
                    {answer.tins.map((t) => (
                      <li key={t.litres} className="tabular-nums">
                        {t.count} × {t.litres} L{t.price > 0 ? <span className="font-normal text-slate-200"> ({formatNaira(t.price)})</span> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {answer.cost > 0 ? (
                <p className="m-0 mt-5 text-base">
                  {words('calc-cost', 'Estimated cost')}: <strong className="tabular-nums">{formatNaira(answer.cost)}</strong>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="m-0 text-xs font-semibold uppercase tracking-wider text-accent-light">{words('calc-litres', 'Paint needed')}</p>
              <p aria-hidden="true" className="m-0 font-display text-5xl font-extrabold text-slate-400">
                — L
              </p>
            </>
          )}
        </output>
        <p className="m-0 text-sm leading-relaxed text-ink-muted">{words('calc-rule', 'Litres = wall area × coats ÷ coverage, rounded up to the next 0.1 litre.')}</p>
      </div>
    </div>
  );
}
