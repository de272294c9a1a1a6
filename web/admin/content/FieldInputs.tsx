// One input per kind of field (web/shared/block-types.ts FieldKind), for the add and edit forms of a block: each
// takes the field's spec (label, limits, help, choices), its value and the issues at its path. A new kind of
// field is one more entry in FIELD_INPUTS; the compiler refuses a kind without one.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactElement } from 'react';
import { isHexColour, type FieldKind, type FieldSpec } from '../../shared/block-types.ts';
import { ICONS } from '../../shared/icons.ts';
import { Icon } from '../../components/Icon.tsx';
import { humanise, issueFor } from '../format.ts';
import type { FieldIssue, MediaFile } from '../types.ts';
import { BUTTON, Field, INPUT, LABEL } from '../ui.tsx';
import { moveItem } from './block-form.ts';
import { ImageField, TEXTAREA_CLASS } from './ImageField.tsx';
import { MediaPicker } from './MediaPicker.tsx';
import { PhotoBatch } from '../media/PhotoBatch.tsx';
import { keys } from '../keys.ts';
import { thumbnailUrl } from '../media/variants.ts';
import { FocalPointEditor } from '../media/FocalPoint.tsx';
import { groupDigits } from '../../shared/numbers.ts';

interface InputProps {
  spec: FieldSpec;
  value: unknown;
  /** `picked`: the media library file an image field's new value came from. */
  onChange: (next: unknown, picked?: MediaFile) => void;
  /** Every issue of the form; each input reads those at its path. */
  issues: FieldIssue[];
  path: string;
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const hintOf = (spec: FieldSpec, fallback?: string) =>
  [spec.hint ? sentence(spec.hint) : (fallback ?? ''), spec.max && (spec.kind === 'text' || spec.kind === 'textarea') ? `At most ${spec.max} characters.` : '']
    .filter(Boolean)
    .join(' ') || undefined;

const labelOf = (spec: FieldSpec) => (spec.required ? spec.label : `${spec.label} (optional)`);

const textOf = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** Short fields (a choice, a number, a few words) share a row on wider screens; the rest take the whole width. */
export const isShort = (spec: FieldSpec) =>
  spec.kind === 'select' || spec.kind === 'number' || spec.kind === 'naira' || spec.kind === 'date' || spec.kind === 'icon' || ((spec.kind === 'text' || spec.kind === 'link') && (spec.max ?? 200) <= 120);

/** A stored value the choices no longer hold stays visible (and the schema names it) rather than changing unseen. */
const withStored = (options: { value: string; label: string }[], current: string) =>
  current && !options.some((o) => o.value === current) ? [{ value: current, label: `${current} (not one of the choices)` }, ...options] : options;

function TextInput({ spec, value, onChange, issues, path }: InputProps) {
  const link = spec.kind === 'link';
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec, link ? 'A page such as /contact, or a full https:// address.' : undefined)} error={issueFor(issues, path)}>
      {(p) => (
        <input
          {...p}
          type="text"
          inputMode={link ? 'url' : undefined}
          spellCheck={link ? false : undefined}
          className={`${INPUT} ${link ? 'font-mono' : ''}`}
          value={textOf(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** An item's address name, with the address it makes shown (and announced) as the admin types (docs/product.md § Item pages). */
function SlugInput({ spec, value, onChange, issues, path }: InputProps) {
  const slug = textOf(value).trim();
  const { listPath, noun } = spec.address ?? { listPath: '/projects', noun: 'project' };
  return (
    <div className="grid gap-1">
      <TextInput spec={spec} value={value} onChange={onChange} issues={issues} path={path} />
      <p aria-live="polite" className="m-0 text-sm text-ink-muted">
        {slug ? (
          <>
            The address will be <span className="font-mono text-ink">{listPath}/{slug}</span>
          </>
        ) : (
          `Left empty, the address is made from the ${noun} name when you save.`
        )}
      </p>
    </div>
  );
}

function TextareaInput({ spec, value, onChange, issues, path }: InputProps) {
  const text = textOf(value);
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec)} error={issueFor(issues, path)}>
      {(p) => <textarea {...p} rows={text.length > 160 ? 6 : 4} className={TEXTAREA_CLASS} value={text} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function NumberInput({ spec, value, onChange, issues, path }: InputProps) {
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec)} error={issueFor(issues, path)}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode="decimal"
          step="any"
          className={`${INPUT} max-w-40`}
          value={textOf(value)}
          // A half-typed number stays text; the schema names it until it is a number.
          onChange={(e) => onChange(e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value)) ? Number(e.target.value) : e.target.value)}
        />
      )}
    </Field>
  );
}

/** A calendar day, as the browser's date picker gives it (YYYY-MM-DD). */
function DateInput({ spec, value, onChange, issues, path }: InputProps) {
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec)} error={issueFor(issues, path)}>
      {(p) => <input {...p} type="date" className={`${INPUT} max-w-48`} value={textOf(value)} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** An amount in naira: shown grouped after ₦ ("85,000,000"), typed any way the schema reads (85 000 000, ₦85m). */
function NairaInput({ spec, value, onChange, issues, path }: InputProps) {
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec, 'e.g. 85,000,000 or ₦85m.')} error={issueFor(issues, path)}>
      {(p) => (
        <div className="flex items-center gap-1.5">
          <span aria-hidden="true" className="font-semibold text-ink-soft">₦</span>
          <input
            {...p}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${INPUT} max-w-48 tabular-nums`}
            value={typeof value === 'number' ? (value ? groupDigits(value) : '') : textOf(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

function SelectInput({ spec, value, onChange, issues, path }: InputProps) {
  const text = textOf(value);
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec)} error={issueFor(issues, path)}>
      {(p) => (
        <select {...p} className={`${INPUT} max-w-72`} value={text} onChange={(e) => onChange(e.target.value)}>
          {spec.required && text ? null : <option value="">{spec.emptyMeans ?? 'Choose…'}</option>}
          {withStored(spec.options ?? [], text).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function BooleanInput({ spec, value, onChange }: InputProps) {
  return (
    <div>
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
        <input type="checkbox" className="h-5 w-5 accent-accent-dark" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {spec.label}
      </label>
      {spec.hint ? <p className="m-0 ml-7 text-xs text-ink-muted">{spec.hint}</p> : null}
    </div>
  );
}

function IconInput({ spec, value, onChange, issues, path }: InputProps) {
  const text = textOf(value);
  const names = Object.keys(ICONS).map((name) => ({ value: name, label: humanise(name) }));
  return (
    <Field label={labelOf(spec)} hint={hintOf(spec, 'The picture shown beside this item.')} error={issueFor(issues, path)}>
      {(p) => (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-surface-line bg-white text-accent-dark">
            <Icon name={text} className="h-5 w-5" />
          </span>
          <select {...p} className={`${INPUT} max-w-56`} value={text} onChange={(e) => onChange(e.target.value)}>
            {text ? null : <option value="">Choose…</option>}
            {withStored(names, text).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

function ImageInput({ spec, value, onChange, issues, path }: InputProps) {
  return <ImageField value={textOf(value)} onChange={onChange} error={issueFor(issues, path)} label={labelOf(spec)} />;
}

const listOf = (value: unknown) => (Array.isArray(value) ? value : []);

/** Only the list's own issue shows above it (e.g. too many items); each item shows its own. */
const listError = (issues: FieldIssue[], path: string) => issues.find((i) => i.path === path)?.message;

let nextRowId = 1;

/**
 * Stable row keys, so that moving or removing a row moves its input with it. A new row takes the focus; a
 * removed one gives it to the Add button.
 */
function useRows<T>(value: T[], onChange: (next: unknown) => void) {
  const ids = useRef<number[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | null>(null);
  while (ids.current.length < value.length) ids.current.push(nextRowId++);
  if (ids.current.length > value.length) ids.current.length = value.length;
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = listRef.current?.children[focusRow.current] as HTMLElement | undefined;
    row?.querySelector<HTMLElement>('input:not([type=color]), textarea, select')?.focus();
    focusRow.current = null;
  });
  return {
    listRef,
    addRef,
    key: (index: number) => ids.current[index],
    add: (item: T) => {
      ids.current = [...ids.current, nextRowId++];
      focusRow.current = value.length;
      onChange([...value, item]);
    },
    /** Several at the end at once, in their order (photos uploaded together). */
    addAll: (items: T[]) => {
      ids.current = [...ids.current, ...items.map(() => nextRowId++)];
      onChange([...value, ...items]);
    },
    move: (from: number, to: number) => {
      ids.current = moveItem(ids.current, from, to);
      onChange(moveItem(value, from, to));
    },
    remove: (at: number) => {
      ids.current = ids.current.filter((_, i) => i !== at);
      onChange(value.filter((_, i) => i !== at));
      addRef.current?.focus();
    },
  };
}

type Rows<T> = ReturnType<typeof useRows<T>>;

function RowButtons({ name, index, count, rows }: { name: string; index: number; count: number; rows: Rows<never> | Rows<unknown> }) {
  return (
    <div className="flex shrink-0">
      <button type="button" className={`${BUTTON.icon} !w-8 sm:!w-10`} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => rows.move(index, index - 1)}>
        <span aria-hidden="true" className="i-lucide-arrow-up h-4 w-4" />
      </button>
      <button type="button" className={`${BUTTON.icon} !w-8 sm:!w-10`} aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => rows.move(index, index + 1)}>
        <span aria-hidden="true" className="i-lucide-arrow-down h-4 w-4" />
      </button>
      <button type="button" className={`${BUTTON.icon} !w-8 hover:text-danger sm:!w-10`} aria-label={`Remove ${name}`} onClick={() => rows.remove(index)}>
        <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
      </button>
    </div>
  );
}

/** "Feature bullets" → "Feature bullet": the name of one row. */
const singular = (label: string) => label.replace(/ies$/, 'y').replace(/s$/, '') || 'Item';

function ListFrame({
  spec,
  count,
  error,
  rows,
  onAdd,
  addControl,
  children,
}: {
  spec: FieldSpec;
  count: number;
  error?: string;
  rows: Rows<unknown>;
  onAdd?: () => void;
  /** In place of the "Add …" button (a gallery adds from the media library). */
  addControl?: ReactElement;
  children: ReactElement[];
}) {
  return (
    <fieldset className="m-0 min-w-0 rounded-lg border border-surface-line bg-white p-2 sm:p-3">
      <legend className={`${LABEL} mb-0 px-1`}>
        {labelOf(spec)} <span className="font-normal text-ink-muted">({count})</span>
      </legend>
      {spec.hint ? <p className="m-0 mb-2 text-xs text-ink-muted">{spec.hint}</p> : null}
      {error ? <p className="m-0 mb-2 text-sm text-danger">{error}</p> : null}
      <ol ref={rows.listRef} className="m-0 grid list-none gap-2 p-0">
        {children}
      </ol>
      {addControl ?? (
        <button ref={rows.addRef} type="button" className={`${BUTTON.ghost} mt-2`} onClick={onAdd}>
          <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
          Add {singular(spec.label).toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/** Tags (feature bullets) or colours (a palette's swatches): one input per entry. */
function ScalarListInput({ spec, value, onChange, issues, path }: InputProps) {
  const items = listOf(value).map(String);
  const rows = useRows<unknown>(items, onChange);
  const colours = spec.kind === 'colours';
  const one = singular(spec.label);
  const set = (index: number, next: string) => onChange(items.map((v, i) => (i === index ? next : v)));
  return (
    <ListFrame spec={spec} count={items.length} error={listError(issues, path)} rows={rows} onAdd={() => rows.add(colours ? '#FFFFFF' : '')}>
      {items.map((item, index) => {
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
                onChange={(e) => set(index, e.target.value.toUpperCase())}
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
                onChange={(e) => set(index, e.target.value)}
              />
              {itemError ? <p className="m-0 mt-1 text-sm text-danger">{itemError}</p> : null}
            </div>
            <RowButtons name={name} index={index} count={items.length} rows={rows} />
          </li>
        );
      })}
    </ListFrame>
  );
}

function blankItem(specs: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((s) => [s.key, s.kind === 'number' || s.kind === 'naira' ? 0 : s.kind === 'boolean' ? false : s.kind === 'tags' || s.kind === 'colours' || s.kind === 'list' || s.kind === 'gallery' ? [] : s.kind === 'image' ? null : s.options?.[0]?.value ?? '']),
  );
}

/** A list of small records, each with its own fields (the item's specs). */
function ObjectListInput({ spec, value, onChange, issues, path }: InputProps) {
  const items = listOf(value) as Record<string, unknown>[];
  const rows = useRows<unknown>(items, onChange);
  const one = singular(spec.label);
  const itemSpecs = spec.item ?? [];
  return (
    <ListFrame spec={spec} count={items.length} error={listError(issues, path)} rows={rows} onAdd={() => rows.add(blankItem(itemSpecs))}>
      {items.map((item, index) => {
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
                  onChange={(next) => onChange(items.map((v, i) => (i === index ? { ...v, [s.key]: next } : v)))}
                />
              ))}
              <div className="flex justify-end">
                <RowButtons name={name} index={index} count={items.length} rows={rows} />
              </div>
            </fieldset>
          </li>
        );
      })}
    </ListFrame>
  );
}

/** Pictures from the media library, in order (the first is the cover): each shown small with its alt text. */
function GalleryInput({ spec, value, onChange, issues, path }: InputProps) {
  const ids = listOf(value).filter((id): id is number => typeof id === 'number');
  const rows = useRows<unknown>(ids, onChange);
  const media = useQuery<MediaFile[]>({ queryKey: keys.media });
  const byId = new Map((media.data ?? []).map((file) => [file.id, file]));
  const list = (
    <ListFrame
      spec={spec}
      count={ids.length}
      error={listError(issues, path)}
      rows={rows}
      addControl={
        <div className="mt-2 grid gap-2">
          <PhotoBatch onUploaded={(files) => rows.addAll(files.map((file) => file.id))} />
          <div>
            <MediaPicker current="" label="Add a picture from the library" onPick={(file) => (ids.includes(file.id) ? undefined : rows.add(file.id))} />
          </div>
        </div>
      }
    >
      {ids.map((id, index) => {
        const file = byId.get(id);
        const name = index === 0 ? `Picture 1 (cover)` : `Picture ${index + 1}`;
        return (
          <li key={rows.key(index)} className="flex min-w-0 items-center gap-3">
            {file ? (
              <img src={thumbnailUrl(file)} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded-md border border-surface-line bg-surface-warm object-cover" />
            ) : (
              <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-md border border-dashed border-surface-line text-xs text-ink-muted">#{id}</span>
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="m-0 font-semibold">{name}</p>
              <p className="m-0 truncate text-ink-muted">{file ? file.altText || 'No alt text yet: describe it in the Media tab.' : media.isPending ? 'Loading…' : 'Not in the media library.'}</p>
              {issueFor(issues, `${path}.${index}`) ? <p className="m-0 text-danger">{issueFor(issues, `${path}.${index}`)}</p> : null}
            </div>
            <RowButtons name={name} index={index} count={ids.length} rows={rows} />
          </li>
        );
      })}
    </ListFrame>
  );
  const cover = ids.length ? byId.get(ids[0]) : undefined;
  if (!cover) return list;
  return (
    <div className="grid gap-2">
      {list}
      {/* The cover is cut to a card, a hero and a link preview: where its subject is matters most here. */}
      <div className="rounded-lg border border-surface-line bg-white p-2 sm:p-3">
        <p className={`${LABEL} m-0 mb-1`}>Framing of the cover</p>
        <FocalPointEditor file={cover} compact />
      </div>
    </div>
  );
}

/** One object of named fields (a project's client's words): its fields together, set apart. */
function GroupInput({ spec, value, onChange, issues, path }: InputProps) {
  const group = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return (
    <fieldset className="m-0 grid min-w-0 gap-2 rounded-lg border border-surface-line bg-white p-2 sm:p-3">
      <legend className={`${LABEL} mb-0 px-1`}>{labelOf(spec)}</legend>
      {spec.hint ? <p className="m-0 text-xs text-ink-muted">{spec.hint}</p> : null}
      {(spec.item ?? []).map((s) => (
        <SpecField key={s.key} spec={s} value={group[s.key]} path={`${path}.${s.key}`} issues={issues} onChange={(next) => onChange({ ...group, [s.key]: next })} />
      ))}
    </fieldset>
  );
}

const FIELD_INPUTS: Record<FieldKind, (props: InputProps) => ReactElement> = {
  text: TextInput,
  link: TextInput,
  slug: SlugInput,
  textarea: TextareaInput,
  number: NumberInput,
  naira: NairaInput,
  date: DateInput,
  select: SelectInput,
  boolean: BooleanInput,
  icon: IconInput,
  image: ImageInput,
  tags: ScalarListInput,
  colours: ScalarListInput,
  list: ObjectListInput,
  gallery: GalleryInput,
  group: GroupInput,
};

/** The input of one field, by its kind. */
export function SpecField(props: InputProps) {
  const Input = FIELD_INPUTS[props.spec.kind];
  return <Input {...props} />;
}
