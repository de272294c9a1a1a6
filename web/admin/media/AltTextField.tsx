// The alt text question, the same in the upload form, the image's details and the picker: a description, or
// "Decorative (no description)" ticked on purpose. Its values and message live in the form's useSchemaForm (alt.ts).
import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import { Field, INPUT } from '../ui.tsx';
import { MAX_ALT_TEXT } from '../../shared/limits.ts';

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

export function AltTextField({
  field,
  text,
  decorative,
  label = 'Alt text',
}: {
  /** `form.field('altText')` */
  field: { id: string; error?: string };
  /** `form.bind('altText')` */
  text: { name: string; value: string; onChange: OnChange; onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void };
  /** `form.checkbox('decorative')` */
  decorative: { name: string; checked: boolean; onChange: OnChange };
  label?: string;
}) {
  const checkId = useId();
  return (
    <div className="grid gap-1.5">
      <Field label={label} hint="Describe the picture for people who cannot see it, e.g. “Crane lifting steel at the Onne jetty”." {...field}>
        {(p) => (
          <input
            {...p}
            {...text}
            type="text"
            maxLength={MAX_ALT_TEXT}
            className={`${INPUT} disabled:bg-surface-warm disabled:text-ink-muted`}
            value={decorative.checked ? '' : text.value}
            disabled={decorative.checked}
            aria-required={!decorative.checked}
          />
        )}
      </Field>
      <label htmlFor={checkId} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
        <input id={checkId} type="checkbox" className="h-4 w-4 accent-accent-dark" {...decorative} />
        Decorative (no description)
      </label>
    </div>
  );
}
