// Labelled form controls: a <label for>, the required mark (visual only; aria-required tells assistive tech),
// and the inline message tied to the control with aria-describedby / aria-invalid.
import { ATTRIBUTION_FIELD } from '../../shared/attribution.ts';
import type { ChangeEvent, ReactNode } from 'react';
import { HONEYPOT_FIELD } from '../../shared/schemas.ts';
import { PRIVACY_PATH } from '../../shared/content.ts';
import { AppLink } from '../AppLink.tsx';
import { Glyph } from '../Icon.tsx';
import { lucideCircleAlert, lucideSend } from '../../shared/icon-svg.ts';
import type { FormWords } from './form-words.ts';
import { controlId } from './use-schema-form.ts';

interface FieldBase {
  /** The form's id prefix; the control's id is `${formId}-${name}`. */
  formId: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  /** The form's field to open focused: the first one the server refused when the browser posted the form itself. */
  autoFocusName?: string;
  onChange(name: string, value: string): void;
}

const errorId = (formId: string, name: string) => `${formId}-${name}-error`;

function controlProps({ formId, name, value, error, required, autoFocusName, onChange }: FieldBase) {
  return {
    id: controlId(formId, name),
    name,
    value,
    autoFocus: autoFocusName === name || undefined,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(formId, name) : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, e.target.value),
    className: 'form-input scroll-mt-24',
  } as const;
}

function Field({ formId, name, label, error, required, children }: FieldBase & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={controlId(formId, name)} className="form-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={errorId(formId, name)} className="form-error m-0 flex items-start gap-1.5">
          <Glyph svg={lucideCircleAlert} className="mt-0.5 h-4 w-4" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(
  props: FieldBase & {
    type?: 'text' | 'email' | 'tel' | 'date';
    placeholder?: string;
    autoComplete?: string;
    inputMode?: 'email' | 'tel' | 'text';
    maxLength?: number;
  },
) {
  const { type = 'text', placeholder, autoComplete, inputMode, maxLength } = props;
  return (
    <Field {...props}>
      <input
        {...controlProps(props)}
        type={type}
        placeholder={placeholder || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
    </Field>
  );
}

export function TextAreaField(props: FieldBase & { placeholder?: string; rows?: number; maxLength?: number }) {
  return (
    <Field {...props}>
      <textarea {...controlProps(props)} placeholder={props.placeholder || undefined} rows={props.rows ?? 5} maxLength={props.maxLength} />
    </Field>
  );
}

export function SelectField(props: FieldBase & { placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <Field {...props}>
      <select {...controlProps(props)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The trap field bots fill in: off-screen, out of the tab order, hidden from assistive tech, never autofilled. */
export function Honeypot({ formId, value, onChange }: { formId: string; value: string; onChange(name: string, value: string): void }) {
  const id = controlId(formId, HONEYPOT_FIELD);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(HONEYPOT_FIELD, e.target.value)}
      />
      {/* Where the visitor came from, filled by the public script (web/lib/attribution.ts) for a post without the island. */}
      <input type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />
    </div>
  );
}

/**
 * The required-fields note, the privacy line with its link to the notice (docs/product.md § Forms) and the submit
 * button, whose label says "Sending..." / "Submitting..." while busy.
 */
export function FormFooter({ words, busy }: { words: FormWords; busy: boolean }) {
  const { note, privacy, submit, submitting } = words;
  return (
    <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1 text-sm text-ink-muted">
        {note ? <p className="m-0">{note}</p> : null}
        <p className="m-0">
          {privacy.text ? `${privacy.text} ` : null}
          <AppLink href={PRIVACY_PATH} className="whitespace-nowrap rounded font-semibold text-accent-dark underline underline-offset-2 hover:text-accent-deep kbd-focus">
            {privacy.link}
          </AppLink>
        </p>
      </div>
      <button type="submit" className="btn-primary w-full shrink-0 whitespace-nowrap sm:w-auto" disabled={busy}>
        {busy ? submitting : submit}
        {busy ? null : <Glyph svg={lucideSend} className="h-5 w-5" />}
      </button>
    </div>
  );
}
