// Settings: the company details the public pages show, the notification address, redirects and missing
// addresses, and the admin's own password.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type RefObject, useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import * as v from 'valibot';
import { apiRequest } from '../../lib/api.ts';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { PasswordChangeForm } from '../../shared/admin-schemas.ts';
import { isSettingKey, SETTING, SETTING_GROUP_HINTS, SETTING_GROUPS, SETTINGS, settingProblem, settingValue } from '../../shared/settings.ts';
import { failureText, formatDateTime, humanise } from '../format.ts';
import { keys } from '../keys.ts';
import { BackupsPanel } from './BackupsPanel.tsx';
import { HttpsPanel } from './HttpsPanel.tsx';
import { RedirectsPanel } from './RedirectsPanel.tsx';
import { ReplyTemplatesPanel } from './ReplyTemplatesPanel.tsx';
import { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
import { ConfirmFacts, FactInput, isFactSetting, shownValue } from './CompanyFacts.tsx';
import { isUnauthorized } from '../session.ts';
import type { SiteSetting } from '../types.ts';
import { BUTTON, Field, INPUT, Panel, type FieldControlProps, QueryView, SubmitButton } from '../ui.tsx';
import { PASSWORD_MIN_CHARACTERS } from '../../shared/limits.ts';

const infoOf = (key: string) => (isSettingKey(key) ? SETTINGS[key] : undefined);
const labelOf = (key: string) => infoOf(key)?.label ?? humanise(key);
const INPUT_TYPES = { email: 'email', url: 'url', phone: 'tel', whatsapp: 'tel' } as const;

export function SettingsTab() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="grid gap-4">
        <SiteSettings />
        <ReplyTemplatesPanel />
        <RedirectsPanel />
      </div>
      <div className="grid gap-4">
        <PasswordForm />
        <BackupsPanel />
        <HttpsPanel />
      </div>
    </div>
  );
}

/** The settings a form shows (the reply templates have a panel of their own, ReplyTemplatesPanel). */
const shownHere = (rows: SiteSetting[]) => rows.filter((s) => infoOf(s.key)?.kind !== 'reply-templates');

/** Each setting checked with the server's own rule when it differs from what is stored, so a typo is pointed out before anything is sent. */
function settingsSchema(rows: SiteSetting[]) {
  return v.object(
    Object.fromEntries(
      rows.map(({ key, value: stored }) => [
        key,
        v.pipe(
          v.string(),
          v.trim(),
          v.check(
            (value) => value === stored || !isSettingKey(key) || !settingProblem(key, value),
            (issue) => (isSettingKey(key) && settingProblem(key, String(issue.input))) || 'Not a valid value',
          ),
        ),
      ]),
    ),
  );
}

function SiteSettings() {
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  return (
    <Panel id="site-settings" title="Site settings">
      <QueryView query={settings} loading="Loading settings…" rows={5} failure="Could not load the settings.">
        {(data) => <SettingsForm rows={shownHere(data)} />}
      </QueryView>
    </Panel>
  );
}

function SettingsForm({ rows }: { rows: SiteSetting[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const stored = (list: SiteSetting[]) => Object.fromEntries(list.map((s) => [s.key, shownValue(s)]));
  const form = useSchemaForm({ schema: settingsSchema(rows), initial: stored(rows), fields: rows.map((s) => s.key) });
  // "4,600" typed for a stored 4600 is no change.
  const asStored = (key: string, text: string) => (isSettingKey(key) && !settingProblem(key, text.trim()) ? settingValue(key, text) : text);
  const changed = rows.filter((s) => form.values[s.key] !== undefined && asStored(s.key, form.values[s.key] ?? '') !== s.value);
  // Saving the Company facts sends every one of them, changed or not: that confirms them (docs/product.md § Company facts).
  // "These hours are right" sends the hours as they are, for the same reason (the launch checklist counts them until then).
  const confirming = useRef<string[]>([]);
  const factKeys = rows.filter((s) => isFactSetting(s.key)).map((s) => s.key);

  const save = useMutation({
    mutationFn: (changes: Record<string, string>) => apiRequest<SiteSetting[]>('PUT', '/api/admin/settings', { values: changes }),
    onSuccess: (updated, changes) => {
      queryClient.setQueryData(keys.settings, updated);
      // The fields show what was stored (a WhatsApp number in international form), and what is still typed elsewhere stays.
      const saved = stored(updated);
      form.reset({ ...form.values, ...Object.fromEntries(Object.keys(changes).map((key) => [key, saved[key] ?? changes[key]])) });
      const before = stored(rows);
      const really = Object.keys(changes).filter((key) => saved[key] !== before[key]);
      const names = really.map(labelOf);
      const onSite = really.some((key) => !['Privacy and retention', 'Enquiries'].includes(infoOf(key)?.group ?? ''));
      const confirmed = [
        Object.keys(changes).some(isFactSetting) ? 'The company facts are confirmed.' : '',
        SETTING.openingHours in changes && !really.includes(SETTING.openingHours) ? 'The opening hours are confirmed.' : '',
      ].join(' ');
      const saying = names.length ? `${names.join(', ')} ${onSite ? 'updated on the website' : `saved; the next daily clean-up uses ${names.length > 1 ? 'them' : 'it'}`}.` : '';
      toast({ title: 'Settings saved', description: [saying, confirmed].filter(Boolean).join(' ') });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      form.showErrors(errorsFromResponse(error, 'values'));
      toast({ title: 'Could not save settings', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  const send = (output: Record<string, string>) => {
    const sent = new Set(changed.map((s) => s.key));
    for (const key of confirming.current) sent.add(key);
    if (changed.some((s) => isFactSetting(s.key))) for (const key of factKeys) sent.add(key);
    confirming.current = [];
    return save.mutateAsync(Object.fromEntries([...sent].map((key) => [key, output[key]])));
  };
  const invalid = (errors: Partial<Record<string, string>>) => {
    confirming.current = [];
    const first = rows.find((s) => errors[s.key]);
    if (first) toast({ title: 'Could not save settings', description: `${errors[first.key]}.`, variant: 'destructive' });
  };

  const formRef = useRef<HTMLFormElement>(null);
  useFocusLinkedField(formRef);

  return (
    <form ref={formRef} noValidate onSubmit={form.submit(send, invalid)} aria-label="Site settings" className="grid gap-5">
      {SETTING_GROUPS.map((group) => {
        const inGroup = rows.filter((s) => (infoOf(s.key)?.group ?? 'Company details') === group);
        if (!inGroup.length) return null;
        return (
          <fieldset key={group} className="m-0 grid gap-3 border-0 p-0 sm:grid-cols-2">
            <legend className="mb-2 p-0 text-sm font-bold uppercase tracking-wide text-ink-muted">{group}</legend>
            {SETTING_GROUP_HINTS[group] ? <p className="m-0 text-sm text-ink-soft sm:col-span-2">{SETTING_GROUP_HINTS[group]}</p> : null}
            {inGroup.map((s) => (
              <Fragment key={s.key}>
                <SettingControl setting={s} {...form.field(s.key)} value={form.values[s.key] ?? ''} onChange={(text) => form.setValue(s.key, text)} />
                {s.key === SETTING.openingHours && s.updatedAt <= s.createdAt ? (
                  <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
                    <button type="submit" className={BUTTON.secondary} disabled={form.busy} onClick={() => (confirming.current = [s.key])}>
                      Save and confirm these hours
                    </button>
                    <p className="m-0 text-sm text-ink-muted">The hours are still the seeded example, never confirmed.</p>
                  </div>
                ) : null}
              </Fragment>
            ))}
            {group === 'Company facts' ? <ConfirmFacts rows={inGroup} busy={form.busy} onConfirm={() => (confirming.current = factKeys)} /> : null}
          </fieldset>
        );
      })}
      {/* Stays in reach at the bottom of the screen while a long form is edited on a phone. */}
      <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-3 border-t border-surface-line bg-white px-2 py-3 sm:-mx-3 sm:px-3">
        <SubmitButton busy={form.busy} busyLabel="Saving..." icon="i-lucide-save" disabled={!changed.length}>Save settings</SubmitButton>
        <p className="m-0 text-sm text-ink-muted" aria-live="polite">
          {changed.length ? `${changed.length} unsaved change${changed.length > 1 ? 's' : ''}.` : lastUpdated(rows)}
        </p>
      </div>
    </form>
  );
}

/** A link to one setting (the launch checklist's, `?tab=settings&field=key`) lands on its field, focused and in view. */
function useFocusLinkedField(formRef: RefObject<HTMLFormElement | null>) {
  const [params] = useSearchParams();
  const field = params.get('field');
  useEffect(() => {
    if (!field || !isSettingKey(field)) return;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${field}"], [name^="${field}."]`);
    control?.scrollIntoView({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, [field, formRef]);
}

/** One setting's labelled control, by its kind: the week of opening hours, a number with its unit, a long text, or a line. */
function SettingControl({ setting, id, value, error, onChange }: { setting: SiteSetting; id: string; value: string; error?: string; onChange: (text: string) => void }) {
  const { key } = setting;
  const info = infoOf(key);
  if (isFactSetting(key)) return <FactInput setting={setting} id={id} value={value} error={error} onChange={onChange} />;
  if (info?.kind === 'opening-hours') {
    return <OpeningHoursEditor id={id} name={key} label={labelOf(key)} hint={info.hint} value={value} error={error} onChange={onChange} />;
  }
  const common = { name: key, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <Field
      id={id}
      label={labelOf(key)}
      hint={info?.hint ?? setting.description ?? undefined}
      error={error}
      className={info?.kind === 'long-text' || info?.group === 'Notifications' ? 'sm:col-span-2' : ''}
    >
      {(p) =>
        info?.range ? (
          <div className="flex items-center gap-2">
            <input {...p} {...common} type="number" inputMode="numeric" min={info.range.min} max={info.range.max} step={1} className={`${INPUT} max-w-28`} />
            <span className="text-sm text-ink-soft">{info.range.unit}</span>
          </div>
        ) : info?.kind === 'long-text' ? (
          <textarea {...p} {...common} rows={2} className={`${INPUT} resize-y`} />
        ) : (
          <input
            {...p}
            {...common}
            type={INPUT_TYPES[info?.kind as keyof typeof INPUT_TYPES] ?? 'text'}
            placeholder={info?.placeholder ?? (info?.kind === 'url' ? 'https://' : undefined)}
            className={INPUT}
          />
        )
      }
    </Field>
  );
}

function lastUpdated(rows: SiteSetting[]): string {
  const latest = rows.map((r) => r.updatedAt).filter(Boolean).sort().at(-1);
  return latest ? `Last changed ${formatDateTime(latest)}.` : '';
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

function PasswordForm() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm({ schema: PasswordChangeForm, initial: { currentPassword: '', newPassword: '', confirm: '' }, fields: PASSWORD_FIELDS });

  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      apiRequest('POST', '/api/admin/password', { currentPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      // An admin added with a first password has now chosen their own: the invitation to do so goes away.
      queryClient.invalidateQueries({ queryKey: keys.me });
      queryClient.invalidateQueries({ queryKey: keys.admins });
      toast({ title: 'Password changed', description: 'Other sessions have been signed out; this one stays signed in.' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const sentence = failureText(error, 'The password was not changed. Please try again.');
      const fields = errorsFromResponse(error);
      // A wrong current password is told in a sentence, not as a field issue; it belongs beside that field.
      form.showErrors(Object.keys(fields).length || !/current password/i.test(sentence) ? fields : { currentPassword: sentence });
      toast({ title: 'Password not changed', description: sentence, variant: 'destructive' });
    },
  });

  const input = (key: (typeof PASSWORD_FIELDS)[number], autoComplete: string) => (p: FieldControlProps) => (
    <input {...p} {...form.bind(key)} type="password" autoComplete={autoComplete} className={INPUT} />
  );

  return (
    <Panel id="password" title="Change your password">
      <form noValidate onSubmit={form.submit(change.mutateAsync)} aria-label="Change your password" className="grid gap-3">
        <Field label="Current password" {...form.field('currentPassword')}>
          {input('currentPassword', 'current-password')}
        </Field>
        <Field label="New password" hint={`At least ${PASSWORD_MIN_CHARACTERS} characters. A short sentence is easy to remember and hard to guess.`} {...form.field('newPassword')}>
          {input('newPassword', 'new-password')}
        </Field>
        <Field label="Repeat the new password" {...form.field('confirm')}>
          {input('confirm', 'new-password')}
        </Field>
        <p className="m-0 text-xs text-ink-muted">Changing it signs out every other device where you are signed in.</p>
        <div>
          <SubmitButton busy={form.busy} busyLabel="Changing..." icon="i-lucide-key-round">Change password</SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
