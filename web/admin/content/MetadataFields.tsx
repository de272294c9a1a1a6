// A content block's metadata as labelled fields: text, numbers, switches, colours, icons and editable lists.
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Metadata } from '../../shared/content.ts';
import { ICONS, iconClass } from '../../shared/icons.ts';
import { humanise, issueFor } from '../format.ts';
import type { FieldIssue } from '../types.ts';
import { BUTTON, Field, INPUT, LABEL } from '../ui.tsx';
import { blankLike, CHOICES, isHexColour, itemLabel, isTechnicalKey, KEY_LABELS, kindOf, moveItem, splitKeys, type FieldKind } from './metadata-model.ts';

const labelFor = (key: string) => KEY_LABELS[key]?.label ?? humanise(key);

interface FieldContext {
  /** A field whose text cannot be stored yet (not a number, not a colour) reports it, so Save can refuse. */
  report: (path: string, message: string | undefined) => void;
  /** The server's issues for metadata, by path relative to metadata ("features.2"). */
  issues: FieldIssue[];
}
const Ctx = createContext<FieldContext>({ report: () => {}, issues: [] });

export function MetadataFields({
  value,
  onChange,
  onInvalidChange,
  issues,
}: {
  value: Metadata;
  onChange: (next: Metadata) => void;
  onInvalidChange: (invalid: Record<string, string>) => void;
  issues: FieldIssue[];
}) {
  const invalid = useRef<Record<string, string>>({});
  const report = useRef((path: string, message: string | undefined) => {
    if ((invalid.current[path] ?? undefined) === message) return;
    const next = { ...invalid.current };
    if (message) next[path] = message;
    else delete next[path];
    invalid.current = next;
    onInvalidChange(next);
  }).current;
  const { editable, technical } = splitKeys(value);
  const metadataIssues = issues
    .filter((i) => i.path === 'metadata' || i.path.startsWith('metadata.'))
    .map((i) => ({ ...i, path: i.path.replace(/^metadata\.?/, '') }));

  if (!editable.length && !technical.length) return null;
  return (
    <Ctx.Provider value={{ report, issues: metadataIssues }}>
      <fieldset className="m-0 grid min-w-0 gap-3 rounded-lg border border-surface-line bg-surface-warm/60 p-2 sm:p-3">
        <legend className="px-1 text-sm font-bold text-ink">Details</legend>
        {metadataIssues.some((i) => i.path === '') ? (
          <p className="m-0 text-sm text-danger">{metadataIssues.find((i) => i.path === '')?.message}</p>
        ) : null}
        {editable.map((key) => (
          <ValueField
            key={key}
            keyName={key}
            label={labelFor(key)}
            path={key}
            value={value[key]}
            onChange={(next) => onChange({ ...value, [key]: next })}
          />
        ))}
        {technical.length ? <TechnicalValues entries={technical.map((k) => [k, value[k]])} /> : null}
      </fieldset>
    </Ctx.Provider>
  );
}

function TechnicalValues({ entries }: { entries: [string, unknown][] }) {
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

interface ValueFieldProps {
  label: string;
  path: string;
  value: unknown;
  onChange: (next: unknown) => void;
  keyName?: string;
  /** List rows: the label is read by screen readers, the row number shows instead. */
  hideLabel?: boolean;
}

/** The field for one value; its kind is fixed when it appears, so typing never swaps an input for another. */
function ValueField(props: ValueFieldProps) {
  const [kind] = useState<FieldKind>(() => kindOf(props.value, props.keyName));
  const { issues } = useContext(Ctx);
  const serverError = issueFor(issues, props.path);
  switch (kind) {
    case 'number':
      return <NumberField {...props} serverError={serverError} />;
    case 'boolean':
      return (
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-accent-dark"
            checked={props.value === true}
            onChange={(e) => props.onChange(e.target.checked)}
          />
          {props.label}
        </label>
      );
    case 'colour':
      return <ColourField {...props} serverError={serverError} />;
    case 'icon':
      return <IconField {...props} serverError={serverError} />;
    case 'choice':
      return <ChoiceField {...props} serverError={serverError} />;
    case 'list':
      return <ListField {...props} value={Array.isArray(props.value) ? props.value : []} />;
    case 'object':
      return <ObjectField {...props} value={(props.value ?? {}) as Record<string, unknown>} />;
    default:
      return <TextField {...props} multiline={kind === 'longText'} serverError={serverError} />;
  }
}

function FieldLabelled({
  label,
  hideLabel,
  error,
  hint,
  children,
}: {
  label: string;
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  children: Parameters<typeof Field>[0]['children'];
}) {
  if (!hideLabel) return <Field label={label} error={error} hint={hint}>{children}</Field>;
  return <HiddenLabelField label={label} error={error}>{children}</HiddenLabelField>;
}

function HiddenLabelField({ label, error, children }: { label: string; error?: string; children: Parameters<typeof Field>[0]['children'] }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children({ id, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={`${id}-error`} className="m-0 mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextField({ label, value, onChange, hideLabel, multiline, serverError, keyName }: ValueFieldProps & { multiline: boolean; serverError?: string }) {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  return (
    <FieldLabelled label={label} hideLabel={hideLabel} error={serverError} hint={keyName ? KEY_LABELS[keyName]?.hint : undefined}>
      {(p) =>
        multiline ? (
          <textarea {...p} className={`${INPUT} min-h-20 resize-y leading-normal`} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...p} type="text" className={INPUT} value={text} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </FieldLabelled>
  );
}

/** Shows what was typed while it is not a number yet; stores only numbers. */
function NumberField({ label, value, onChange, hideLabel, path, serverError, keyName }: ValueFieldProps & { serverError?: string }) {
  const { report } = useContext(Ctx);
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft !== null ? `${label} must be a number` : serverError;
  useEffect(() => report(path, draft !== null ? `${label} must be a number` : undefined), [draft, label, path, report]);
  useEffect(() => () => report(path, undefined), [path, report]);
  return (
    <FieldLabelled label={label} hideLabel={hideLabel} error={error} hint={keyName ? KEY_LABELS[keyName]?.hint : undefined}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode="decimal"
          step="any"
          className={`${INPUT} max-w-40`}
          value={draft ?? (typeof value === 'number' ? String(value) : '')}
          onChange={(e) => {
            const text = e.target.value;
            const number = Number(text);
            if (text.trim() !== '' && Number.isFinite(number)) {
              setDraft(null);
              onChange(number);
            } else setDraft(text);
          }}
        />
      )}
    </FieldLabelled>
  );
}

/** A colour picker beside its #rrggbb text, for palette swatches. */
function ColourField({ label, value, onChange, hideLabel, path, serverError }: ValueFieldProps & { serverError?: string }) {
  const { report } = useContext(Ctx);
  const text = typeof value === 'string' ? value : '';
  const valid = isHexColour(text);
  const error = valid ? serverError : 'Use a colour written like #1a2b3c';
  useEffect(() => report(path, valid ? undefined : `${label}: use a colour written like #1a2b3c`), [valid, label, path, report]);
  useEffect(() => () => report(path, undefined), [path, report]);
  return (
    <FieldLabelled label={label} hideLabel={hideLabel} error={error}>
      {(p) => (
        <div className="flex min-w-0 items-center gap-2">
          <input
            type="color"
            aria-label={`${label}, colour picker`}
            className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-slate-400 bg-white p-0.5"
            value={valid ? text.toLowerCase() : '#000000'}
            onChange={(e) => onChange(e.target.value.toUpperCase())}
          />
          <input {...p} type="text" spellCheck={false} className={`${INPUT} min-w-[6.5rem] max-w-32 font-mono uppercase`} value={text} onChange={(e) => onChange(e.target.value.trim())} />
        </div>
      )}
    </FieldLabelled>
  );
}

function IconField({ label, value, onChange, hideLabel, serverError }: ValueFieldProps & { serverError?: string }) {
  const current = typeof value === 'string' ? value : '';
  const names = Object.keys(ICONS);
  const options = current && !names.includes(current) ? [current, ...names] : names;
  const cls = iconClass(current);
  return (
    <FieldLabelled label={label} hideLabel={hideLabel} error={serverError} hint="The picture shown beside this item.">
      {(p) => (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-surface-line bg-white text-accent-dark">
            {cls ? <span className={`${cls} h-5 w-5`} /> : null}
          </span>
          <select {...p} className={`${INPUT} max-w-56`} value={current} onChange={(e) => onChange(e.target.value)}>
            {options.map((name) => (
              <option key={name} value={name}>
                {humanise(name)}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldLabelled>
  );
}

function ChoiceField({ label, value, onChange, hideLabel, serverError, keyName }: ValueFieldProps & { serverError?: string }) {
  const current = typeof value === 'string' ? value : '';
  const choices = CHOICES[keyName ?? ''] ?? [];
  const options = choices.some((c) => c.value === current) ? choices : [{ value: current, label: current || '(none)' }, ...choices];
  return (
    <FieldLabelled label={label} hideLabel={hideLabel} error={serverError} hint={keyName ? KEY_LABELS[keyName]?.hint : undefined}>
      {(p) => (
        <select {...p} className={`${INPUT} max-w-64`} value={current} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldLabelled>
  );
}

function ObjectField({ label, value, onChange, path, hideLabel }: ValueFieldProps & { value: Record<string, unknown> }) {
  const keys = Object.keys(value);
  return (
    <fieldset className="m-0 grid min-w-0 flex-1 gap-3 rounded-lg border border-surface-line bg-white p-2 sm:p-3">
      <legend className={hideLabel ? 'px-1 text-xs font-semibold text-ink-muted' : 'px-1 text-sm font-semibold text-ink'}>{label}</legend>
      {keys.map((key) =>
        isTechnicalKey(key, value) ? (
          <TechnicalValues key={key} entries={[[key, value[key]]]} />
        ) : (
          <ValueField key={key} keyName={key} label={labelFor(key)} path={`${path}.${key}`} value={value[key]} onChange={(next) => onChange({ ...value, [key]: next })} />
        ),
      )}
    </fieldset>
  );
}

let nextRowId = 1;

/** Row controls stay compact so that a list row still fits a phone beside its input. */
const ROW_BUTTON = `${BUTTON.icon} !w-8 sm:!w-10`;

/** An editable list: add, remove and reorder rows (feature bullets, palette colours, stats). */
function ListField({ label, value, onChange, path }: ValueFieldProps & { value: unknown[] }) {
  // Stable row ids, so that moving a row moves its field (and any half-typed number) with it.
  const ids = useRef<number[]>([]);
  while (ids.current.length < value.length) ids.current.push(nextRowId++);
  if (ids.current.length > value.length) ids.current.length = value.length;
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<number | null>(null);
  const { issues } = useContext(Ctx);
  const singular = label.replace(/ies$/, 'y').replace(/s$/, '') || 'Item';

  useEffect(() => {
    if (focusAfter.current === null) return;
    const row = listRef.current?.children[focusAfter.current] as HTMLElement | undefined;
    row?.querySelector<HTMLElement>('input:not([type=color]), textarea, select')?.focus();
    focusAfter.current = null;
  });

  function move(from: number, to: number) {
    ids.current = moveItem(ids.current, from, to);
    onChange(moveItem(value, from, to));
  }

  function remove(index: number) {
    ids.current = ids.current.filter((_, i) => i !== index);
    onChange(value.filter((_, i) => i !== index));
    addRef.current?.focus();
  }

  function add() {
    ids.current = [...ids.current, nextRowId++];
    focusAfter.current = value.length;
    onChange([...value, blankLike(value[0])]);
  }

  const scalar = value.every((item) => item === null || typeof item !== 'object');
  return (
    <fieldset className="m-0 min-w-0 rounded-lg border border-surface-line bg-white p-2 sm:p-3">
      <legend className={`${LABEL} mb-0 px-1`}>
        {label} <span className="font-normal text-ink-muted">({value.length})</span>
      </legend>
      {issueFor(issues, path) ? <p className="m-0 mb-2 text-sm text-danger">{issueFor(issues, path)}</p> : null}
      <ol ref={listRef} className="m-0 grid list-none gap-2 p-0">
        {value.map((item, index) => {
          const name = itemLabel(item, index, label);
          return (
            <li key={ids.current[index]} className={scalar ? 'flex min-w-0 items-start gap-1' : 'grid gap-1'}>
              {scalar ? (
                <span aria-hidden="true" className="mt-2.5 w-4 shrink-0 text-right text-xs font-semibold tabular-nums text-ink-muted">
                  {index + 1}.
                </span>
              ) : null}
              <ValueField label={name} hideLabel={scalar} path={`${path}.${index}`} value={item} onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))} />
              <div className={scalar ? 'flex shrink-0' : 'flex justify-end'}>
                <button type="button" className={ROW_BUTTON} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <span aria-hidden="true" className="i-lucide-arrow-up h-4 w-4" />
                </button>
                <button
                  type="button"
                  className={ROW_BUTTON}
                  aria-label={`Move ${name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true" className="i-lucide-arrow-down h-4 w-4" />
                </button>
                <button type="button" className={`${ROW_BUTTON} hover:text-danger`} aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                  <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button ref={addRef} type="button" className={`${BUTTON.ghost} mt-2`} onClick={add}>
        <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
        Add {singular.toLowerCase()}
      </button>
    </fieldset>
  );
}
