// The fields of a block's add and edit forms, as web/admin/content/block-form.ts lays them out: the type's fields
// (short ones two to a row on wider screens), the stored values it does not name, and the kept technical keys.
import { humanise } from '../format.ts';
import type { FieldIssue } from '../types.ts';
import { pathOf, valueAt, withPickedAlt, withValue, type BlockFields as Fields, type BlockForm } from './block-form.ts';
import { isShort, SpecField } from './FieldInputs.tsx';
import { FactsNote } from './FactsNote.tsx';

export function BlockFields({
  form,
  value,
  onChange,
  issues,
}: {
  form: BlockForm;
  value: Fields;
  onChange: (update: (fields: Fields) => Fields) => void;
  issues: FieldIssue[];
}) {
  const whole = issues.find((i) => i.path === 'metadata')?.message;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {form.fields.map((f) => (
          <div key={`${f.where}-${f.key}`} className={isShort(f) ? 'min-w-0' : 'min-w-0 sm:col-span-2'}>
            <SpecField spec={f} value={valueAt(value, f)} path={pathOf(f)} issues={issues} onChange={(next, picked) => onChange((fields) => (picked ? withPickedAlt(form, withValue(fields, f, next), picked) : withValue(fields, f, next)))} />
          </div>
        ))}
      </div>
      {whole ? <p className="m-0 text-sm text-danger">{whole}</p> : null}
      <FactsNote bindable={form.fields.some((f) => f.key === 'fact')} value={value} />
      {form.kept.length ? <KeptValues entries={form.kept} /> : null}
    </>
  );
}

function KeptValues({ entries }: { entries: [string, unknown][] }) {
  return (
    <div className="text-xs text-ink-muted">
      <p className="m-0">Used by the site to connect this block (not editable):</p>
      <dl className="m-0 mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {entries.map(([key, v]) => (
          <div key={key} className="flex gap-1">
            <dt className="font-semibold">{humanise(key)}:</dt>
            <dd className="m-0 font-mono">{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
