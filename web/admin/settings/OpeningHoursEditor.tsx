// The opening-hours setting in Settings → Company details: a row per weekday with its choice (open, closed,
// emergencies only) and, when open, its two times; what it hands the form is the stored JSON text. The rows keep
// what was typed even while it is not yet a valid week (the text then fails the shared schema on save, and each
// day says what is wrong with it).
import { useEffect, useId, useRef, useState } from 'react';
import { cardRows, dayProblems, openingHoursProblem, parseWeek, WEEKDAYS, weekText, type DayHours, type Week, type Weekday } from '../../shared/opening-hours.ts';
import { BUTTON, INPUT, LABEL } from '../ui.tsx';

type Choice = 'open' | 'closed' | 'emergency';
interface DraftDay {
  choice: Choice;
  opens: string;
  closes: string;
}
type Draft = Record<Weekday, DraftDay>;

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'emergency', label: 'Emergencies only' },
];
/** The times a day gets when it is first opened. */
const NEW_DAY = { opens: '08:00', closes: '17:00' };

/** The stored text as rows, read leniently: a text that is no week (or none) starts as every day closed. */
function draftOf(text: string): Draft {
  let stored: Record<string, unknown> = {};
  try {
    const parsed = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed;
  } catch {
    // Not JSON: every day closed, as if nothing were set.
  }
  const dayOf = (value: unknown): DraftDay => {
    if (value === 'emergency') return { choice: 'emergency', ...NEW_DAY };
    if (value && typeof value === 'object') {
      const { opens, closes } = value as Record<string, unknown>;
      return { choice: 'open', opens: typeof opens === 'string' ? opens : '', closes: typeof closes === 'string' ? closes : '' };
    }
    return { choice: 'closed', ...NEW_DAY };
  };
  return Object.fromEntries(WEEKDAYS.map((d) => [d.key, dayOf(stored[d.key])])) as Draft;
}

const weekOf = (draft: Draft): Week =>
  Object.fromEntries(
    WEEKDAYS.map((d): [Weekday, DayHours] => {
      const { choice, opens, closes } = draft[d.key];
      return [d.key, choice === 'open' ? { opens, closes } : choice];
    }),
  ) as Week;

/** The working days after Monday: most offices keep one set of hours for them, and Saturday and Sunday their own. */
const MONDAY_LIKE: Weekday[] = ['tue', 'wed', 'thu', 'fri'];
/** Monday's choice and times given to Tuesday to Friday, in one action rather than four rows edited alike. */
const sameAsMonday = (draft: Draft): Draft => ({ ...draft, ...Object.fromEntries(MONDAY_LIKE.map((day) => [day, { ...draft.mon }])) });

const CHOICE_NOTE: Record<Exclude<Choice, 'open'>, string> = {
  closed: 'Shown as “Closed”',
  emergency: 'Shown as “Emergency only”',
};

export function OpeningHoursEditor({
  id: groupId,
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  /** The week's id, for the form to focus its first day marked invalid. */
  id?: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  /** The form's problem with the setting after a save was tried: each day then says its own. */
  error?: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(value));
  const emitted = useRef(value);
  // A new stored value (loaded, saved, or put back) replaces the rows; the text this editor just sent does not.
  useEffect(() => {
    if (value !== emitted.current) setDraft(draftOf(value));
    emitted.current = value;
  }, [value]);

  function update(next: Draft) {
    setDraft(next);
    emitted.current = weekText(weekOf(next));
    onChange(emitted.current);
  }
  const change = (day: Weekday, changes: Partial<DraftDay>) => update({ ...draft, [day]: { ...draft[day], ...changes } });

  const text = weekText(weekOf(draft));
  const problems = error ? dayProblems(weekOf(draft)) : {};
  // The form's sentence only when no day says it and it still holds (it is not cleared until the next save).
  const generalError = error && !Object.keys(problems).length && openingHoursProblem(text) ? error : undefined;
  const week = parseWeek(text);
  const hintId = `${id}-hint`;

  return (
    <fieldset id={groupId} data-setting={name} aria-describedby={hint ? hintId : undefined} className="m-0 min-w-0 border-0 p-0 sm:col-span-2">
      <legend className={`${LABEL} p-0`}>{label}</legend>
      {hint ? (
        <p id={hintId} className="m-0 mb-2 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ul className="m-0 grid list-none divide-y divide-surface-line rounded-lg border border-surface-line p-0">
        {WEEKDAYS.map((day) => {
          const { choice, opens, closes } = draft[day.key];
          const problem = problems[day.key];
          const errorId = `${id}-${day.key}-error`;
          const described = problem ? errorId : undefined;
          const invalid = (at: 'opens' | 'closes' | 'day') => (problem?.at === at ? true : undefined);
          return (
            <li key={day.key} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:grid-cols-[6.5rem_11rem_minmax(0,1fr)]">
              <label htmlFor={`${id}-${day.key}`} className="text-sm font-semibold text-ink">
                {day.name}
              </label>
              <select
                id={`${id}-${day.key}`}
                name={`${name}.${day.key}`}
                className={INPUT}
                value={choice}
                aria-invalid={invalid('day')}
                aria-describedby={problem?.at === 'day' ? described : undefined}
                onChange={(e) => change(day.key, { choice: e.target.value as Choice })}
              >
                {CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
              {choice === 'open' ? (
                <div className="col-span-2 flex min-w-0 items-center gap-2 sm:col-span-1">
                  {(['opens', 'closes'] as const).map((at, index) => (
                    <span key={at} className="contents">
                      {index === 1 ? (
                        <span aria-hidden="true" className="text-sm text-ink-muted">
                          to
                        </span>
                      ) : null}
                      <label htmlFor={`${id}-${day.key}-${at}`} className="sr-only">
                        {`${day.name} ${at === 'opens' ? 'opening' : 'closing'} time`}
                      </label>
                      <input
                        id={`${id}-${day.key}-${at}`}
                        name={`${name}.${day.key}.${at}`}
                        type="time"
                        required
                        className={`${INPUT} min-w-0 flex-1 tabular-nums sm:max-w-36`}
                        value={at === 'opens' ? opens : closes}
                        aria-invalid={invalid(at)}
                        aria-describedby={problem?.at === at ? described : undefined}
                        onChange={(e) => change(day.key, { [at]: e.target.value })}
                      />
                    </span>
                  ))}
                </div>
              ) : (
                <p className="col-span-2 m-0 text-sm text-ink-muted sm:col-span-1">{CHOICE_NOTE[choice]}</p>
              )}
              {problem ? (
                <p id={errorId} className="col-span-2 m-0 text-sm text-danger sm:col-start-2">
                  {problem.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${BUTTON.secondary} mt-2`} onClick={() => update(sameAsMonday(draft))}>
        Same as Monday for Tuesday to Friday
      </button>
      {week ? (
        <p className="m-0 mt-2 text-xs text-ink-muted">
          On the Contact page: {cardRows(week).map((row) => `${row.days} ${row.hours}`).join(' · ')}
        </p>
      ) : null}
      {value === '' ? <p className="m-0 mt-2 text-sm text-ink-soft">No opening hours are shown on the site yet: choose them and save.</p> : null}
      {generalError ? <p className="m-0 mt-1 text-sm text-danger">{generalError}</p> : null}
    </fieldset>
  );
}
