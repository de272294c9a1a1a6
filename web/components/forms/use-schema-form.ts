// Form state validated by the server's own valibot schema: the same rules and messages in both places.
import { useCallback, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { firstIssuePerField } from '../../shared/schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { controlId } from './fields.tsx';

export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;

/** The first message per field, as the schema words it. */
function errorsOf(schema: v.GenericSchema, values: Values): Errors {
  const result = v.safeParse(schema, values);
  return result.success ? {} : firstIssuePerField(result.issues);
}

/** Field messages from a 400 response's `issues`, so a rule only the server knows still lands on its field. */
export function errorsFromResponse(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  const errors: Errors = {};
  if (Array.isArray(issues)) {
    for (const issue of issues) {
      const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
      if (typeof path === 'string' && typeof message === 'string' && path && !errors[path]) errors[path] = message;
    }
  }
  return errors;
}

/**
 * `returned`: what the visitor typed and the server's messages, when the browser posted the form itself and the
 * server refused it; the form starts from them, as if the visitor had just tried to submit.
 */
export function useSchemaForm(schema: v.GenericSchema, initial: Values, fieldOrder: readonly string[], returned?: { values: Values; errors: Errors }) {
  const formId = `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // One state, changed by updaters from the latest one: a keystroke replayed by React while it hydrates must not
  // undo what the state has just taken up from the fields (below).
  const [state, setState] = useState<FormState>(() => ({
    values: returned ? { ...initial, ...pickKnown(returned.values, initial) } : initial,
    errors: returned?.errors ?? {},
    attempted: returned !== undefined,
  }));
  const { values, errors } = state;
  // An object, so asking to focus the same field twice still runs the effect.
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(controlId(formId, focusRequest.name))?.focus();
  }, [focusRequest, formId]);

  // What the visitor typed before the script arrived: React keeps it in the fields when it hydrates them but not in
  // the state, so a send would find them empty and the next render would wipe them. The state takes it up once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const typed: Values = {};
    for (const name of fieldOrder) {
      const control = document.getElementById(controlId(formId, name)) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
      if (control && name in values && control.value !== values[name]) typed[name] = control.value;
    }
    if (Object.keys(typed).length > 0) setState((current) => ({ ...current, values: { ...current.values, ...typed } }));
  }, []);

  const focusFirst = useCallback(
    (next: Errors) => {
      const first = fieldOrder.find((name) => next[name]);
      if (first) setFocusRequest({ name: first });
      return first;
    },
    [fieldOrder],
  );

  const showErrors = useCallback(
    (next: Errors) => {
      setState((current) => ({ ...current, errors: next }));
      return focusFirst(next);
    },
    [focusFirst],
  );

  /** Once the visitor has tried to submit, messages follow their typing (they disappear as fields are fixed). */
  const setValue = (name: string, value: string) =>
    setState((current) => {
      const next = { ...current.values, [name]: value };
      return { ...current, values: next, errors: current.attempted ? errorsOf(schema, next) : current.errors };
    });

  /** Validates, shows the messages and focuses the first invalid field; true when the form may be sent. */
  const validate = (): boolean => {
    const found = errorsOf(schema, values);
    setState((current) => ({ ...current, attempted: true, errors: found }));
    return !focusFirst(found);
  };

  const reset = () => setState({ values: initial, errors: {}, attempted: false });

  /** The field the page should open focused on: the first one the server refused. */
  const firstError = returned ? fieldOrder.find((name) => returned.errors[name]) : undefined;

  return { formId, values, errors, setValue, validate, showErrors, reset, firstError };
}

interface FormState {
  values: Values;
  errors: Errors;
  /** The visitor has tried to submit: from then on the messages follow their typing. */
  attempted: boolean;
}

/** Only the form's own fields, as text: a posted body may carry anything. */
function pickKnown(posted: Values, known: Values): Values {
  return Object.fromEntries(Object.keys(known).flatMap((name) => (typeof posted[name] === 'string' ? [[name, posted[name]]] : [])));
}
