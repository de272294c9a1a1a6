// Under a block's fields (docs/product.md § Company facts): which company facts it shows, where each is changed,
// and the names any text may use. The fields themselves keep the raw words ("{onTimePercent} on-time delivery").
import { FACT_LABELS, FACT_NAMES, FACT_SETTING, factsIn, isFactName, type FactName } from '../../shared/facts.ts';
import type { BlockFields } from './block-form.ts';

const settingOf = (name: FactName): string | undefined => (Object.hasOwn(FACT_SETTING, name) ? FACT_SETTING[name as keyof typeof FACT_SETTING] : undefined);

function WhereChanged({ name }: { name: FactName }) {
  const key = settingOf(name);
  if (!key) return <>{FACT_LABELS[name]}: counted by the site</>;
  return (
    <>
      {FACT_LABELS[name]}:{' '}
      <a href={`?tab=settings&field=${key}`} target="_blank" rel="noopener" className="font-semibold text-accent-deep underline">
        change it in Settings → Company facts
      </a>
    </>
  );
}

/** `bindable`: the block may be bound to one fact (a statistic's "Company fact"). */
export function FactsNote({ bindable, value }: { bindable: boolean; value: BlockFields }) {
  const bound = bindable && isFactName(value.metadata.fact) ? [value.metadata.fact] : [];
  const named = factsIn([value.title, value.content, JSON.stringify(value.metadata)].join(' '));
  const used = [...new Set([...bound, ...named])];
  return (
    <div className="grid gap-1 text-xs text-ink-muted">
      {used.length ? (
        <>
          <p className="m-0">This block shows company facts, the same everywhere on the site:</p>
          <ul className="m-0 grid gap-0.5 pl-4">
            {used.map((name) => (
              <li key={name}>
                <WhereChanged name={name} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details>
        <summary className="cursor-pointer">Company figures in a text</summary>
        <p className="m-0 mt-1">Write a name in braces and the site shows the figure from Settings → Company facts, e.g. “{'{onTimePercent}'} on-time delivery” shows “98% on-time delivery”.</p>
        <ul className="m-0 mt-1 grid gap-0.5 pl-4 sm:grid-cols-2">
          {FACT_NAMES.map((name) => (
            <li key={name}>
              <code>{`{${name}}`}</code> {FACT_LABELS[name]}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
