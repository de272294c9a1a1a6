// The add form's fields, generated from a block type's FieldSpecs (web/shared/block-types.ts): each spec names
// where its value lives (title, content, imageUrl or a metadata key), its label, kind, limits and help.
import { useRef } from 'react';
import type { FieldSpec } from '../../shared/block-types.ts';
import { ICONS, iconClass } from '../../shared/icons.ts';
import { humanise, issueFor } from '../format.ts';
import type { FieldIssue } from '../types.ts';
import { BUTTON, Field, INPUT, LABEL } from '../ui.tsx';
import { ImageField, TEXTAREA_CLASS } from './Editors.tsx';
import { isHexColour, moveItem } from './metadata-model.ts';

export interface BlockFields {
  title: string;
  content: string;
  imageUrl: string | null;
  metadata: Record<string, unknown>;
}

export function valueAt(fields: BlockFields, spec: FieldSpec): unknown {
  return spec.where === 'metadata' ? fields.metadata[spec.key] : fields[spec.where];
}

export function withValue(fields: BlockFields, spec: FieldSpec, value: unknown): BlockFields {
  if (spec.where === 'metadata') return { ...fields, metadata: { ...fields.metadata, [spec.key]: value } };
  if (spec.where === 'imageUrl') return { ...fields, imageUrl: typeof value === 'string' && value.trim() ? value.trim() : null };
  return { ...fields, [spec.where]: typeof value === 'string' ? value : String(value ?? '') };
}

/** The path the schema and the server use for a field's issues. */
export const pathOf = (spec: FieldSpec, prefix = '') => (prefix ? `${prefix}.${spec.key}` : spec.where === 'metadata' ? `metadata.${spec.key}` : spec.key);

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const hintOf = (spec: FieldSpec) =>
  [spec.hint ? sentence(spec.hint) : '', spec.max && (spec.kind === 'text' || spec.kind === 'textarea') ? `At most ${spec.max} characters.` : '']
    .filter(Boolean)
    .join(' ') || undefined;

/** Short fields (a choice, a number, a few words) share a row on wider screens; the rest take the whole width. */
export const isShort = (spec: FieldSpec) =>
  spec.kind === 'select' || spec.kind === 'number' || spec.kind === 'icon' || ((spec.kind === 'text' || spec.kind === 'link') && (spec.max ?? 200) <= 120);

const labelOf = (spec: FieldSpec) => (spec.required ? spec.label : `${spec.label} (optional)`);

/** One field of any kind; lists recurse into their items' specs. */
export function SpecField({
  spec,
  value,
  onChange,
  issues,
  path,
}: {
  spec: FieldSpec;
  value: unknown;
  onChange: (next: unknown) => void;
  issues: FieldIssue[];
  path: string;
}) {
  const error = spec.kind === 'list' || spec.kind === 'tags' || spec.kind === 'colours' ? issues.find((i) => i.path === path)?.message : issueFor(issues, path);
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  switch (spec.kind) {
    case 'textarea':
      return (
        <Field label={labelOf(spec)} hint={hintOf(spec)} error={error}>
          {(p) => <textarea {...p} rows={4} className={TEXTAREA_CLASS} value={text} onChange={(e) => onChange(e.target.value)} />}
        </Field>
      );
    case 'number':
      return (
        <Field label={labelOf(spec)} hint={hintOf(spec)} error={error}>
          {(p) => (
            <input
              {...p}
              type="number"
              inputMode="decimal"
              step="any"
              className={`${INPUT} max-w-40`}
              value={text}
              // A half-typed number stays text; the schema names it until it is a number.
              onChange={(e) => onChange(e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value)) ? Number(e.target.value) : e.target.value)}
            />
          )}
        </Field>
      );
    case 'select':
      return (
        <Field label={labelOf(spec)} hint={hintOf(spec)} error={error}>
          {(p) => (
            <select {...p} className={`${INPUT} max-w-72`} value={text} onChange={(e) => onChange(e.target.value)}>
              {spec.required && text ? null : <option value="">Choose…</option>}
              {(spec.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'boolean':
      return (
        <div>
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" className="h-5 w-5 accent-accent-dark" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            {spec.label}
          </label>
          {spec.hint ? <p className="m-0 ml-7 text-xs text-ink-muted">{spec.hint}</p> : null}
        </div>
      );
    case 'icon': {
      const names = Object.keys(ICONS);
      const cls = iconClass(text);
      return (
        <Field label={labelOf(spec)} hint={hintOf(spec) ?? 'The picture shown beside this item.'} error={error}>
          {(p) => (
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-surface-line bg-white text-accent-dark">
                {cls ? <span className={`${cls} h-5 w-5`} /> : null}
              </span>
              <select {...p} className={`${INPUT} max-w-56`} value={text} onChange={(e) => onChange(e.target.value)}>
                {text ? null : <option value="">Choose…</option>}
                {names.map((name) => (
                  <option key={name} value={name}>
                    {humanise(name)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </Field>
      );
    }
    case 'image':
      return <ImageField value={text} onChange={onChange} error={error} label={labelOf(spec)} />;
    case 'tags':
    case 'colours':
      return <ScalarList spec={spec} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} error={error} path={path} issues={issues} />;
    case 'list':
      return <ObjectList spec={spec} value={Array.isArray(value) ? (value as Record<string, unknown>[]) : []} onChange={onChange} error={error} path={path} issues={issues} />;
    default:
      return (
        <Field label={labelOf(spec)} hint={spec.kind === 'link' ? (spec.hint ?? 'A page such as /contact, or a full https:// address.') : hintOf(spec)} error={error}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode={spec.kind === 'link' ? 'url' : undefined}
              spellCheck={spec.kind === 'link' ? false : undefined}
              className={`${INPUT} ${spec.kind === 'link' ? 'font-mono' : ''}`}
              value={text}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
  }
}

let nextRowId = 1;

/** Stable row keys, so that moving or removing a row moves its input with it; move and remove keep them in step. */
function useRows<T>(value: T[], onChange: (next: unknown) => void) {
  const ids = useRef<number[]>([]);
  while (ids.current.length < value.length) ids.current.push(nextRowId++);
  if (ids.current.length > value.length) ids.current.length = value.length;
  return {
    key: (index: number) => ids.current[index],
    move: (from: number, to: number) => {
      ids.current = moveItem(ids.current, from, to);
      onChange(moveItem(value, from, to));
    },
    remove: (at: number) => {
      ids.current = ids.current.filter((_, i) => i !== at);
      onChange(value.filter((_, i) => i !== at));
    },
  };
}

function RowButtons({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <div className="flex shrink-0">
      <button type="button" className={`${BUTTON.icon} !w-8 sm:!w-10`} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <span aria-hidden="true" className="i-lucide-arrow-up h-4 w-4" />
      </button>
      <button type="button" className={`${BUTTON.icon} !w-8 sm:!w-10`} aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <span aria-hidden="true" className="i-lucide-arrow-down h-4 w-4" />
      </button>
      <button type="button" className={`${BUTTON.icon} !w-8 hover:text-danger sm:!w-10`} aria-label={`Remove ${name}`} onClick={onRemove}>
        <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
      </button>
    </div>
  );
}

const singular = (label: string) => label.replace(/ies$/, 'y').replace(/s$/, '') || 'Item';

/** Tags (feature bullets) or colours (a palette's swatches): one input per entry. */
function ScalarList({ spec, value, onChange, error, path, issues }: { spec: FieldSpec; value: string[]; onChange: (next: unknown) => void; error?: string; path: string; issues: FieldIssue[] }) {
  const rows = useRows(value, onChange);
  const colours = spec.kind === 'colours';
  const one = singular(spec.label);
  return (
    <fieldset className="m-0 min-w-0 rounded-lg border border-surface-line bg-white p-2 sm:p-3">
      <legend className={`${LABEL} mb-0 px-1`}>
        {labelOf(spec)} <span className="font-normal text-ink-muted">({value.length})</span>
      </legend>
      {spec.hint ? <p className="m-0 mb-2 text-xs text-ink-muted">{spec.hint}</p> : null}
      {error ? <p className="m-0 mb-2 text-sm text-danger">{error}</p> : null}
      <ol className="m-0 grid list-none gap-2 p-0">
        {value.map((item, index) => {
          const name = `${one} ${index + 1}`;
          const itemError = issueFor(issues, `${path}.${index}`);
          return (
            <li key={rows.key(index)} className="flex min-w-0 items-start gap-1">
              {colours ? (
                <input
                  type="color"
                  aria-label={`${name}, colour picker`}
                  className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-slate-400 bg-white p-0.5"
                  value={isHexColour(item) ? item.toLowerCase() : '#000000'}
                  onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value.toUpperCase() : v)))}
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <label className="sr-only" htmlFor={`${path}-${rows.key(index)}`}>
                  {name}
                </label>
                <input
                  id={`${path}-${rows.key(index)}`}
                  type="text"
                  spellCheck={colours ? false : undefined}
                  aria-invalid={itemError ? true : undefined}
                  className={`${INPUT} ${colours ? 'max-w-32 font-mono uppercase' : ''}`}
                  value={item}
                  onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
                />
                {itemError ? <p className="m-0 mt-1 text-sm text-danger">{itemError}</p> : null}
              </div>
              <RowButtons
                name={name}
                index={index}
                count={value.length}
                onMove={(to) => rows.move(index, to)}
                onRemove={() => rows.remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <button type="button" className={`${BUTTON.ghost} mt-2`} onClick={() => onChange([...value, colours ? '#FFFFFF' : ''])}>
        <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
        Add {one.toLowerCase()}
      </button>
    </fieldset>
  );
}

function blankItem(specs: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((s) => [s.key, s.kind === 'number' ? 0 : s.kind === 'boolean' ? false : s.kind === 'tags' || s.kind === 'colours' || s.kind === 'list' ? [] : s.options?.[0]?.value ?? '']),
  );
}

/** A list of small records (a palette's colours with names, a stat's rows), each with its own fields. */
function ObjectList({
  spec,
  value,
  onChange,
  error,
  path,
  issues,
}: {
  spec: FieldSpec;
  value: Record<string, unknown>[];
  onChange: (next: unknown) => void;
  error?: string;
  path: string;
  issues: FieldIssue[];
}) {
  const rows = useRows(value, onChange);
  const one = singular(spec.label);
  const itemSpecs = spec.item ?? [];
  return (
    <fieldset className="m-0 min-w-0 rounded-lg border border-surface-line bg-white p-2 sm:p-3">
      <legend className={`${LABEL} mb-0 px-1`}>
        {labelOf(spec)} <span className="font-normal text-ink-muted">({value.length})</span>
      </legend>
      {spec.hint ? <p className="m-0 mb-2 text-xs text-ink-muted">{spec.hint}</p> : null}
      {error ? <p className="m-0 mb-2 text-sm text-danger">{error}</p> : null}
      <ol className="m-0 grid list-none gap-2 p-0">
        {value.map((item, index) => {
          const name = `${one} ${index + 1}`;
          return (
            <li key={rows.key(index)}>
              <fieldset className="m-0 grid min-w-0 gap-2 rounded-lg border border-surface-line bg-surface-warm/60 p-2">
                <legend className="px-1 text-xs font-semibold text-ink-muted">{name}</legend>
                {itemSpecs.map((s) => (
                  <SpecField
                    key={s.key}
                    spec={s}
                    value={item[s.key]}
                    path={`${path}.${index}.${s.key}`}
                    issues={issues}
                    onChange={(next) => onChange(value.map((v, i) => (i === index ? { ...v, [s.key]: next } : v)))}
                  />
                ))}
                <div className="flex justify-end">
                  <RowButtons
                    name={name}
                    index={index}
                    count={value.length}
                    onMove={(to) => rows.move(index, to)}
                    onRemove={() => rows.remove(index)}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className={`${BUTTON.ghost} mt-2`} onClick={() => onChange([...value, blankItem(itemSpecs)])}>
        <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
        Add {one.toLowerCase()}
      </button>
    </fieldset>
  );
}
