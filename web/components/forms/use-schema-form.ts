// Form state validated by the server's own valibot schema: the same rules and messages in both places. Every form
// of the site and of the admin panel keeps its values and messages here (docs/product.md § Forms).
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { firstIssuePerField } from '../../shared/schemas.ts';
import { answerIssues } from '../../lib/api.ts';

export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;

export const controlId = (formId: string, name: string) => `${formId}-${name}`;

/** The first message per field, as the schema words it. */
function errorsOf(schema: v.GenericSchema, values: Values): Errors {
  const result = v.safeParse(schema, values);
  return result.success ? {} : firstIssuePerField(result.issues);
}

/**
 * Field messages from a refused request's `issues`, so a rule only the server knows still lands on its field.
 * `under`: the body key the form's fields sit under (`values` for `{ values: { phone } }`).
 */
export function errorsFromResponse(error: unknown, under?: string): Errors {
  const issues = answerIssues(error);
  return firstIssuePerField(under ? issues.map((i) => ({ ...i, path: i.path.startsWith(`${under}.`) ? i.path.slice(under.length + 1).split('.')[0] : i.path })) : issues);
}

export interface SchemaFormOptions<T extends Values, O> {
  /** Checks the values in the browser; its output (trimmed, converted) is what `submit` sends. */
  schema: v.GenericSchema<unknown, O>;
  initial: T;
  /** The fields in screen order: focus goes to the first one in error. */
  fields: readonly (keyof T & string)[];
  /**
   * What the visitor typed and the server's messages, when the browser posted the form itself and the server
   * refused it; the form starts from them, as if the visitor had just tried to submit.
   */
  returned?: { values: Values; errors: Errors };
  /** Fixed control ids, for a page the server renders on its own; else `${formId}-${name}`. */
  ids?: Partial<Record<keyof T & string, string>>;
}

export function useSchemaForm<T extends Values, O = T>({ schema, initial, fields: fieldOrder, returned, ids }: SchemaFormOptions<T, O>) {
  const formId = `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const idFor = (name: string) => ids?.[name as keyof T & string] ?? controlId(formId, name);
  // One state, changed by updaters from the latest one: a keystroke replayed by React while it hydrates must not
  // undo what the state has just taken up from the fields (below).
  const [state, setState] = useState<FormState<T>>(() => ({
    values: returned ? { ...initial, ...pickKnown(returned.values, initial) } : initial,
    errors: returned?.errors ?? {},
    attempted: returned !== undefined,
  }));
  const { values, errors } = state;
  // An object, so asking to focus the same field twice still runs the effect.
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: idFor follows formId and the fixed ids
  useEffect(() => {
    if (focusRequest) controlIn(document.getElementById(idFor(focusRequest.name)))?.focus();
  }, [focusRequest, formId]);

  // What the visitor typed before the script arrived: React keeps it in the fields when it hydrates them but not in
  // the state, so a send would find them empty and the next render would wipe them. The state takes it up once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const typed: Values = {};
    for (const name of fieldOrder) {
      // A group of controls (a week of opening hours) keeps its own state: only a single field's text is taken up.
      const control = document.getElementById(idFor(name));
      const typedText = control?.matches('input, textarea, select') ? (control as HTMLInputElement).value : undefined;
      if (typedText !== undefined && name in values && typedText !== values[name]) typed[name] = typedText;
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
  const setValue = (name: keyof T & string, value: string) =>
    setState((current) => {
      const next = { ...current.values, [name]: value };
      return { ...current, values: next, errors: current.attempted ? errorsOf(schema, next) : current.errors };
    });

  /** Validates, shows the messages and focuses the first invalid field; the schema's output when the form may be sent. */
  const check = (): { output: O } | { errors: Errors } => {
    const result = v.safeParse(schema, values);
    const found = result.success ? {} : firstIssuePerField(result.issues);
    setState((current) => ({ ...current, attempted: true, errors: found }));
    focusFirst(found);
    return result.success ? { output: result.output } : { errors: found };
  };

  /** Validates, shows the messages and focuses the first invalid field; true when the form may be sent. */
  const validate = (): boolean => 'output' in check();

  /** Empties the form, or fills it with `next` (what the server stored), and clears its messages. */
  const reset = (next: T = initial) => setState({ values: next, errors: {}, attempted: false });

  /** The field the page should open focused on: the first one the server refused. */
  const firstError = returned ? fieldOrder.find((name) => returned.errors[name]) : undefined;

  // State updates land on the next render; a second click in the same frame must not send twice.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  /** Runs `send` unless a send is still running, with `busy` true meanwhile. */
  const sendOnce = async (send: () => unknown): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /**
   * The form's submit handler: validates, then sends the values once. `send` reports its own failure (a mutation's
   * onError, with `showErrors(errorsFromResponse(error))` for the server's field messages).
   */
  const submit = (send: (output: O) => unknown, onInvalid?: (errors: Errors) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    const checked = check();
    if (!('output' in checked)) return onInvalid?.(checked.errors);
    return sendOnce(async () => {
      try {
        await send(checked.output);
      } catch {
        // Shown by the sender.
      }
    });
  };

  /** Selects what a field holds, for the admin to type over it (a code or password the server refused). */
  const selectText = (name: keyof T & string) => (document.getElementById(idFor(name)) as HTMLInputElement | null)?.select();

  /** A labelled field's id and message (the admin's `<Field {...form.field(name)}>`). */
  const field = (name: keyof T & string) => ({ id: idFor(name), error: errors[name] });

  /** A control's name, value and change handler; its id comes from the field around it. */
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, event.target.value),
  });

  return { formId, idFor, values, errors, setValue, validate, showErrors, reset, firstError, busy, sendOnce, submit, field, bind, selectText };
}

interface FormState<T extends Values> {
  values: T;
  errors: Errors;
  /** The visitor has tried to submit: from then on the messages follow their typing. */
  attempted: boolean;
}

/** The element itself when it is a control; in a group of controls (a week of opening hours), the first one marked invalid. */
function controlIn(element: HTMLElement | null): HTMLElement | null | undefined {
  if (!element || element.matches('input, select, textarea')) return element;
  return element.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element.querySelector<HTMLElement>('input, select, textarea');
}

/** Only the form's own fields, as text: a posted body may carry anything. */
function pickKnown(posted: Values, known: Values): Values {
  return Object.fromEntries(Object.keys(known).flatMap((name) => (typeof posted[name] === 'string' ? [[name, posted[name]]] : [])));
}
