// The Company facts group of Settings (docs/product.md § Company facts): each figure typed the way the company
// writes it ("85,000,000", "₦250bn"), shown grouped, with how the site will state it; and the group's own button
// that confirms every figure as it stands, since the launch checklist counts the figures never saved.
import { factOfSetting, storedFactText } from '../../shared/facts.ts';
import { groupDigits, parseWholeNumber } from '../../shared/numbers.ts';
import { SETTINGS, isSettingKey } from '../../shared/settings.ts';
import type { SiteSetting } from '../types.ts';
import { BUTTON, Field, INPUT } from '../ui.tsx';

export const isFactSetting = (key: string): boolean => factOfSetting(key) !== undefined;

/** A number setting's value as the form shows it: grouped ("4,600"), a year as written; anything else as stored. */
export function shownValue({ key, value }: SiteSetting): string {
  const kind = isSettingKey(key) ? SETTINGS[key].kind : undefined;
  const grouped = (kind === 'figure' || kind === 'naira') && factOfSetting(key) !== 'yearFounded';
  return grouped && /^\d+$/.test(value) ? groupDigits(Number(value)) : value;
}

export function FactInput({ setting, id, value, error, onChange }: { setting: SiteSetting; id: string; value: string; error?: string; onChange: (text: string) => void }) {
  const name = factOfSetting(setting.key);
  const info = isSettingKey(setting.key) ? SETTINGS[setting.key] : undefined;
  if (!name || !info) return null;
  const naira = info.kind === 'naira';
  const number = parseWholeNumber(value, { naira });
  const shown = number === undefined ? '' : `Shown as ${storedFactText(name, number)}. `;
  return (
    <Field id={id} label={info.label} hint={`${shown}In a page's text: {${name}}.`} error={error}>
      {(p) => (
        <div className="flex items-center gap-2">
          {naira ? <span aria-hidden="true" className="font-semibold text-ink-soft">₦</span> : null}
          <input {...p} name={setting.key} value={value} onChange={(e) => onChange(e.target.value)} type="text" inputMode={naira ? 'text' : 'numeric'} autoComplete="off" className={`${INPUT} max-w-44 tabular-nums`} />
          {naira || !info.range?.unit ? null : <span className="text-sm text-ink-soft">{info.range.unit}</span>}
        </div>
      )}
    </Field>
  );
}

/** Under the group's fields: how many figures are still as seeded, and the button that confirms them all (a submit of the settings form). */
export function ConfirmFacts({ rows, busy, onConfirm }: { rows: SiteSetting[]; busy: boolean; onConfirm: () => void }) {
  const unconfirmed = rows.filter((row) => isFactSetting(row.key) && row.updatedAt <= row.createdAt).length;
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button type="submit" className={BUTTON.secondary} disabled={busy} onClick={onConfirm}>
        Save and confirm these figures
      </button>
      <p className="m-0 text-sm text-ink-muted" aria-live="polite">
        {unconfirmed ? `${unconfirmed} of these figures are still as seeded, never confirmed.` : 'Every figure here is confirmed.'}
      </p>
    </div>
  );
}
