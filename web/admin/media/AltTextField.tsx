// The alt text question, the same in the upload form, the image's details and the picker: a description, or
// "Decorative (no description)" ticked on purpose.
import { useId, useState } from 'react';
import { Field, INPUT } from '../ui.tsx';
import { MAX_ALT_TEXT } from '../../shared/limits.ts';
import { type AltChoice, altTextOf, choiceOf } from './alt.ts';

export function AltTextField({
  value,
  onChange,
  error,
  label = 'Alt text',
}: {
  value: AltChoice;
  onChange: (next: AltChoice) => void;
  error?: string;
  label?: string;
}) {
  const checkId = useId();
  return (
    <div className="grid gap-1.5">
      <Field label={label} hint="Describe the picture for people who cannot see it, e.g. “Crane lifting steel at the Onne jetty”." error={error}>
        {(p) => (
          <input
            {...p}
            name="altText"
            type="text"
            maxLength={MAX_ALT_TEXT}
            className={`${INPUT} disabled:bg-surface-warm disabled:text-ink-muted`}
            value={value.decorative ? '' : value.text}
            disabled={value.decorative}
            aria-required={!value.decorative}
            onChange={(e) => onChange({ text: e.target.value, decorative: false })}
          />
        )}
      </Field>
      <label htmlFor={checkId} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
        <input
          id={checkId}
          type="checkbox"
          className="h-4 w-4 accent-accent-dark"
          checked={value.decorative}
          onChange={(e) => onChange({ text: value.text, decorative: e.target.checked })}
        />
        Decorative (no description)
      </label>
    </div>
  );
}

/**
 * The question's state: the choice, the sentence shown under it (cleared on any change), and `answer()`, the alt
 * text to store or undefined once the missing part is shown.
 */
export function useAltQuestion(stored: string | null = null) {
  const [choice, setChoice] = useState<AltChoice>(() => choiceOf(stored));
  const [problem, setProblem] = useState<string>();
  const described = altTextOf(choice);
  return {
    /** the alt text this choice would store (undefined while it is incomplete) */
    value: 'altText' in described ? described.altText : undefined,
    field: {
      value: choice,
      error: problem,
      onChange: (next: AltChoice) => {
        setChoice(next);
        setProblem(undefined);
      },
    },
    answer(): string | undefined {
      if ('problem' in described) setProblem(described.problem);
      return 'altText' in described ? described.altText : undefined;
    },
    fail: setProblem,
    reset: () => {
      setChoice(choiceOf(null));
      setProblem(undefined);
    },
  };
}
