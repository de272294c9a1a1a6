// Settings: the company details the public pages show, the notification address, redirects and missing
// addresses, and the admin's own password.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { NewPasswordSchema } from '../../shared/schemas.ts';
import { isSettingKey, SETTING_GROUP_HINTS, SETTING_GROUPS, SETTINGS, settingProblem } from '../../shared/settings.ts';
import { failureText, formatDateTime, humanise, issuesFromError } from '../format.ts';
import { keys } from '../keys.ts';
import { BackupsPanel } from './BackupsPanel.tsx';
import { HttpsPanel } from './HttpsPanel.tsx';
import { RedirectsPanel } from './RedirectsPanel.tsx';
import { ReplyTemplatesPanel } from './ReplyTemplatesPanel.tsx';
import { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
import { isUnauthorized } from '../session.ts';
import type { FieldIssue, SiteSetting } from '../types.ts';
import { BUTTON, Field, INPUT, LoadError, LoadingRows, Panel, type FieldControlProps } from '../ui.tsx';

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

function issueForKey(issues: FieldIssue[], key: string): string | undefined {
  return issues.find((i) => i.path === key || i.path === `values.${key}` || i.path.endsWith(`.${key}`))?.message;
}

function SiteSettings() {
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState<Record<string, string>>({});

  useEffect(() => {
    if (settings.data) setValues(Object.fromEntries(settings.data.map((s) => [s.key, s.value])));
  }, [settings.data]);

  const changed = (settings.data ?? []).filter((s) => values[s.key] !== undefined && values[s.key] !== s.value);

  const save = useMutation({
    mutationFn: (changes: Record<string, string>) => apiRequest<SiteSetting[]>('PUT', '/api/admin/settings', { values: changes }),
    onSuccess: (updated, changes) => {
      queryClient.setQueryData(keys.settings, updated);
      // The fields just saved show what was stored (a WhatsApp number in international form). Set here, not left to
      // the effect above: a list equal to the cached one keeps its identity, so "0805…" for a stored "+234 805…" would stay typed.
      const stored = new Map(updated.map((s) => [s.key, s.value]));
      setValues((old) => ({ ...old, ...Object.fromEntries(Object.keys(changes).map((key) => [key, stored.get(key) ?? changes[key]])) }));
      const names = Object.keys(changes).map(labelOf);
      const onSite = Object.keys(changes).some((key) => !['Privacy and retention', 'Enquiries'].includes(infoOf(key)?.group ?? ''));
      toast({ title: 'Settings saved', description: `${names.join(', ')} ${onSite ? 'updated on the website' : `saved; the next daily clean-up uses ${names.length > 1 ? 'them' : 'it'}`}.` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not save settings', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  // Checked here with the server's own rule, so a typo is pointed out before anything is sent.
  const [localIssues, setLocalIssues] = useState<FieldIssue[]>([]);
  const issues = localIssues.length ? localIssues : issuesFromError(save.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed.length) return;
    const found = changed.flatMap((s) => {
      const problem = isSettingKey(s.key) ? settingProblem(s.key, values[s.key].trim()) : undefined;
      return problem ? [{ path: s.key, message: problem }] : [];
    });
    setLocalIssues(found);
    if (found.length) {
      toast({ title: 'Could not save settings', description: `${found[0].message}.`, variant: 'destructive' });
      focusProblem(found[0].path);
      return;
    }
    save.mutate(Object.fromEntries(changed.map((s) => [s.key, values[s.key].trim()])));
  }

  return (
    <Panel id="site-settings" title="Site settings">
      {settings.isPending ? (
        <LoadingRows label="Loading settings…" rows={5} />
      ) : settings.isError ? (
        <LoadError message={failureText(settings.error, 'Could not load the settings.')} onRetry={() => settings.refetch()} />
      ) : (
        <form noValidate onSubmit={submit} aria-label="Site settings" className="grid gap-5">
          {SETTING_GROUPS.map((group) => {
            // The reply templates have a panel of their own (ReplyTemplatesPanel).
            const rows = settings.data.filter((s) => (infoOf(s.key)?.group ?? 'Company details') === group && infoOf(s.key)?.kind !== 'reply-templates');
            if (!rows.length) return null;
            return (
              <fieldset key={group} className="m-0 grid gap-3 border-0 p-0 sm:grid-cols-2">
                <legend className="mb-2 p-0 text-sm font-bold uppercase tracking-wide text-ink-muted">{group}</legend>
                {SETTING_GROUP_HINTS[group] ? <p className="m-0 text-sm text-ink-soft sm:col-span-2">{SETTING_GROUP_HINTS[group]}</p> : null}
                {rows.map((s) => (
                  <SettingControl
                    key={s.key}
                    setting={s}
                    value={values[s.key] ?? ''}
                    error={issueForKey(issues, s.key)}
                    onChange={(text) => setValues((old) => ({ ...old, [s.key]: text }))}
                  />
                ))}
              </fieldset>
            );
          })}
          {/* Stays in reach at the bottom of the screen while a long form is edited on a phone. */}
          <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-3 border-t border-surface-line bg-white px-2 py-3 sm:-mx-3 sm:px-3">
            <button type="submit" className={BUTTON.primary} disabled={save.isPending || !changed.length}>
              <span aria-hidden="true" className="i-lucide-save h-4 w-4" />
              {save.isPending ? 'Saving...' : 'Save settings'}
            </button>
            <p className="m-0 text-sm text-ink-muted" aria-live="polite">
              {changed.length ? `${changed.length} unsaved change${changed.length > 1 ? 's' : ''}.` : lastUpdated(settings.data)}
            </p>
          </div>
        </form>
      )}
    </Panel>
  );
}

/** One setting's labelled control, by its kind: the week of opening hours, a number with its unit, a long text, or a line. */
function SettingControl({ setting, value, error, onChange }: { setting: SiteSetting; value: string; error?: string; onChange: (text: string) => void }) {
  const { key } = setting;
  const info = infoOf(key);
  if (info?.kind === 'opening-hours') {
    return <OpeningHoursEditor name={key} label={labelOf(key)} hint={info.hint} value={value} error={error} onChange={onChange} />;
  }
  const common = { name: key, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <Field
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

/** The first field marked invalid within the setting (a day of the opening hours), else the setting's one input; after the marks are drawn. */
function focusProblem(key: string) {
  requestAnimationFrame(() => {
    const marked = document.querySelector<HTMLElement>(`[data-setting="${key}"] [aria-invalid="true"]`);
    (marked ?? document.getElementsByName(key)[0])?.focus();
  });
}

function lastUpdated(rows: SiteSetting[]): string {
  const latest = rows.map((r) => r.updatedAt).filter(Boolean).sort().at(-1);
  return latest ? `Last changed ${formatDateTime(latest)}.` : '';
}

type PasswordErrors = Partial<Record<'currentPassword' | 'newPassword' | 'confirm', string>>;

function PasswordForm() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});

  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => apiRequest('POST', '/api/admin/password', body),
    onSuccess: () => {
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      setErrors({});
      // An admin added with a first password has now chosen their own: the invitation to do so goes away.
      queryClient.invalidateQueries({ queryKey: keys.me });
      queryClient.invalidateQueries({ queryKey: keys.admins });
      toast({ title: 'Password changed', description: 'Other sessions have been signed out; this one stays signed in.' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const sentence = failureText(error, 'The password was not changed. Please try again.');
      const fieldIssues = issuesFromError(error);
      const next: PasswordErrors = {};
      for (const issue of fieldIssues) {
        if (issue.path === 'newPassword' || issue.path === 'currentPassword') next[issue.path] ??= issue.message;
      }
      if (!fieldIssues.length && /current password/i.test(sentence)) next.currentPassword = sentence;
      setErrors(next);
      toast({ title: 'Password not changed', description: sentence, variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: PasswordErrors = {};
    if (!values.currentPassword) found.currentPassword = 'Current password is required';
    const strong = v.safeParse(NewPasswordSchema, values.newPassword);
    if (!strong.success) found.newPassword = strong.issues[0].message;
    else if (values.newPassword === values.currentPassword) found.newPassword = 'Choose a password different from the current one';
    if (values.confirm !== values.newPassword) found.confirm = 'The two new passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  const input = (key: keyof typeof values, autoComplete: string) => (p: FieldControlProps) => (
    <input
      {...p}
      name={key}
      type="password"
      autoComplete={autoComplete}
      className={INPUT}
      value={values[key]}
      onChange={(e) => {
        setValues((old) => ({ ...old, [key]: e.target.value }));
        if (errors[key]) setErrors((old) => ({ ...old, [key]: undefined }));
      }}
    />
  );

  return (
    <Panel id="password" title="Change your password">
      <form noValidate onSubmit={submit} aria-label="Change your password" className="grid gap-3">
        <Field label="Current password" error={errors.currentPassword}>
          {input('currentPassword', 'current-password')}
        </Field>
        <Field label="New password" hint="At least 10 characters. A short sentence is easy to remember and hard to guess." error={errors.newPassword}>
          {input('newPassword', 'new-password')}
        </Field>
        <Field label="Repeat the new password" error={errors.confirm}>
          {input('confirm', 'new-password')}
        </Field>
        <p className="m-0 text-xs text-ink-muted">Changing it signs out every other device where you are signed in.</p>
        <div>
          <button type="submit" className={BUTTON.primary} disabled={change.isPending}>
            <span aria-hidden="true" className="i-lucide-key-round h-4 w-4" />
            {change.isPending ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
