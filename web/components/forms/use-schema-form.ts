// Form state validated by the server's own valibot schema: the same rules and messages in both places. Every form
// of the site and of the admin panel keeps its values and messages here (docs/product.md § Forms).
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { firstIssuePerField } from '../../shared/schemas.ts';
import { answerIssues } from '../../lib/api.ts';

/** A public form's values: text only, as a browser posts them. */
export type Values = Record<string, string>;
/** An admin form may also hold a tick box (boolean), a picked file, or a list of rows (an array of objects). */
export type FormValues = Record<string, unknown>;
/** Messages by field; a list's rows are named by dotted path (`templates.3.subject`), as valibot names them. */
export type Errors = Partial<Record<string, string>>;

/** The names of T's fields that hold a V. */
type FieldsOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;
/** A field, or a field inside one of a list's rows. */
type FieldPath<T> = (keyof T & string) | `${keyof T & string}.${string}`;

export const controlId = (formId: string, name: string) => `${formId}-${name}`;

/** The first message per field, as the schema words it. */
function errorsOf(schema: v.GenericSchema, values: FormValues): Errors {
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

export interface SchemaFormOptions<T extends FormValues, O> {
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

export function useSchemaForm<T extends FormValues, O = T>({ schema, initial, fields: fieldOrder, returned, ids }: SchemaFormOptions<T, O>) {
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
      const typedText = control?.matches(TEXT_CONTROL) ? (control as HTMLInputElement).value : undefined;
      if (typedText !== undefined && typeof values[name] === 'string' && typedText !== values[name]) typed[name] = typedText;
    }
    if (Object.keys(typed).length > 0) setState((current) => ({ ...current, values: { ...current.values, ...typed } }));
  }, []);

  const focusFirst = useCallback(
    (next: Errors) => {
      // A list's messages come row by row, field by field: the first one found is the first on screen.
      const pathsOf = (name: string) => Object.keys(next).filter((path) => next[path] && (path === name || path.startsWith(`${name}.`)));
      const first = fieldOrder.map((name) => pathsOf(name)[0]).find((path) => path !== undefined);
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
  const setValue = <K extends keyof T & string>(name: K, value: T[K]) =>
    setState((current) => {
      const next = { ...current.values, [name]: value };
      return { ...current, values: next, errors: current.attempted ? errorsOf(schema, next) : current.errors };
    });

  /** A picked file is a whole answer: its message (too large, not an image) shows at once, not at the submit. */
  const pickFile = (name: FieldsOf<T, File | null>, file: File | null) =>
    setState((current) => {
      const next = { ...current.values, [name]: file };
      const found = errorsOf(schema, next);
      return { ...current, values: next, errors: current.attempted ? found : { ...current.errors, [name]: found[name] } };
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
  const reset = (next: T = initial) => {
    setState({ values: next, errors: {}, attempted: false });
    // A file control keeps its pick in the page, not in the state: it is emptied by hand.
    for (const name of fieldOrder) {
      const control = document.getElementById(idFor(name));
      if (control instanceof HTMLInputElement && control.type === 'file') control.value = '';
    }
  };

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

  /** A labelled field's id and message (the admin's `<Field {...form.field(name)}>`), or a list row's field's. */
  const field = (path: FieldPath<T>) => ({ id: idFor(path), error: errors[path] });

  /** A text control's name, value and change handler; its id comes from the field around it. */
  const bind = (name: FieldsOf<T, string>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, event.target.value as T[typeof name]),
  });

  /** A tick box's name, state and change handler. */
  const checkbox = (name: FieldsOf<T, boolean>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as T[typeof name]),
  });

  /** A file control's name and change handler: the page keeps the pick, the state a reference to it. */
  const file = (name: FieldsOf<T, File | null>) => ({
    name,
    onChange: (event: ChangeEvent<HTMLInputElement>) => pickFile(name, event.target.files?.[0] ?? null),
  });

  return { formId, idFor, values, errors, setValue, validate, showErrors, reset, firstError, busy, sendOnce, submit, field, bind, checkbox, file, selectText };
}

/** A control whose text the visitor may have typed before the script arrived. */
const TEXT_CONTROL = 'input:not([type=checkbox], [type=radio], [type=file]), textarea, select';

interface FormState<T extends FormValues> {
  values: T;
  errors: Errors;
  /** The visitor has tried to submit: from then on the messages follow their typing. */
  attempted: boolean;
}

/** The element itself when it is a control; in a group of controls (a week of opening hours), the first one marked invalid. */
function controlIn(element: HTMLElement | null): HTMLElement | null | undefined {
  if (!element || element.matches('input, select, textarea')) return element;
  return firstInvalid(element) ?? element.querySelector<HTMLElement>('input, select, textarea');
}

const firstInvalid = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * For a form whose fields are drawn from data (the content editors' block types) rather than named to this hook:
 * the first control marked invalid takes the focus, as the hook does after a refused submit.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  if (container) firstInvalid(container)?.focus();
}

/** Only the form's own text fields: a posted body may carry anything. */
function pickKnown(posted: Values, known: FormValues): Values {
  return Object.fromEntries(Object.keys(known).flatMap((name) => (typeof known[name] === 'string' && typeof posted[name] === 'string' ? [[name, posted[name]]] : [])));
}
