// The admins of the panel: the list, adding one with a first password, and removing one (never the last one,
// and yourself only after saying so twice).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useToast } from '../../components/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api.ts';
import { AdminCreateSchema } from '../../shared/schemas.ts';
import { failureText, formatDateTime, issuesFromError } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized, signedOut } from '../session.ts';
import type { AdminAccount, AdminMe } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, Field, INPUT, LoadError, LoadingRows, Panel, type FieldControlProps } from '../ui.tsx';

export function AdminsPanel() {
  const me = useQuery<AdminMe>({ queryKey: keys.me });
  const admins = useQuery<AdminAccount[]>({ queryKey: keys.admins });
  const only = admins.data?.length === 1;
  return (
    <Panel id="admins" title="Admins" count={admins.data?.length}>
      <div className="grid gap-4">
        {admins.isPending ? (
          <LoadingRows label="Loading admins…" rows={2} />
        ) : admins.isError ? (
          <LoadError message={failureText(admins.error, 'Could not load the admins.')} onRetry={() => admins.refetch()} />
        ) : (
          <ul className="m-0 grid list-none gap-2 p-0">
            {admins.data.map((admin) => (
              <AdminRow key={admin.id} admin={admin} isYou={admin.id === me.data?.id} only={only} />
            ))}
          </ul>
        )}
        {only ? <p className="m-0 text-xs text-ink-muted">The only admin cannot be removed: add another first.</p> : null}
        <AddAdminForm />
      </div>
    </Panel>
  );
}

function AdminRow({ admin, isYou, only }: { admin: AdminAccount; isYou: boolean; only: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-surface-line bg-white p-3">
      <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink text-base font-bold uppercase text-accent">
        {admin.username.slice(0, 1)}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="m-0 flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-all">{admin.username}</span>
          {isYou ? <Badge tone="accent">You</Badge> : null}
          {admin.twoFactorEnabled ? <Badge tone="success">Two-factor on</Badge> : null}
          {admin.mustChangePassword ? <Badge tone="warning">First password</Badge> : null}
        </p>
        <p className="m-0 mt-0.5 break-all text-sm text-ink-muted">{admin.email}</p>
        <p className="m-0 mt-0.5 text-xs text-ink-muted">Added {formatDateTime(admin.createdAt)}</p>
      </div>
      <RemoveAdmin admin={admin} isYou={isYou} disabled={only} />
    </li>
  );
}

function RemoveAdmin({ admin, isYou, disabled }: { admin: AdminAccount; isYou: boolean; disabled: boolean }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // Removing yourself is asked twice: 'first', then 'second'.
  const [stage, setStage] = useState<'first' | 'second' | null>(null);
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/admins/${admin.id}${isYou ? '?confirmSelf=1' : ''}`),
    onSuccess: () => {
      setStage(null);
      if (isYou) {
        toast({ title: 'Your account was removed', description: 'You are signed out.' });
        return signedOut();
      }
      toast({ title: 'Admin removed', description: `${admin.username} is signed out and can no longer sign in.` });
      queryClient.invalidateQueries({ queryKey: keys.admins });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not removed', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  const second = stage === 'second';
  return (
    <ConfirmDialog
      open={stage !== null}
      onOpenChange={(open) => setStage(open ? 'first' : null)}
      trigger={
        <button type="button" className={BUTTON.secondary} disabled={disabled} aria-label={`Remove ${admin.username}`}>
          <span aria-hidden="true" className="i-lucide-user-minus h-4 w-4" />
          Remove
        </button>
      }
      title={isYou ? (second ? 'Really remove your own account?' : 'Remove your own account?') : `Remove ${admin.username}?`}
      description={
        isYou
          ? second
            ? 'This cannot be undone. You will be signed out now, and only another admin can add you again.'
            : 'You are about to remove the account you are signed in with. You will be signed out at once and cannot sign in with it again.'
          : `${admin.username} is signed out at once on every device and can no longer sign in. What they did stays in the activity log.`
      }
      confirmLabel={isYou ? (second ? 'Yes, remove my account' : 'Continue') : 'Remove admin'}
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={() => (isYou && !second ? setStage('second') : remove.mutate())}
    />
  );
}

type NewAdmin = { username: string; email: string; password: string };
type Errors = Partial<Record<keyof NewAdmin, string>>;
const EMPTY: NewAdmin = { username: '', email: '', password: '' };

function AddAdminForm() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: Errors) => {
    const first = (Object.keys(EMPTY) as (keyof NewAdmin)[]).find((k) => found[k]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const add = useMutation({
    mutationFn: (body: NewAdmin) => apiRequest<AdminAccount>('POST', '/api/admin/admins', body),
    onSuccess: (admin) => {
      setValues(EMPTY);
      setErrors({});
      queryClient.invalidateQueries({ queryKey: keys.admins });
      toast({ title: 'Admin added', description: `${admin.username} can sign in with the first password you chose; they will be asked to change it.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const found: Errors = {};
      for (const issue of issuesFromError(error)) if (issue.path in EMPTY) found[issue.path as keyof NewAdmin] ??= issue.message;
      const sentence = failureText(error, 'The admin was not added.');
      if (error instanceof ApiError && error.status === 409) found[/username/.test(sentence) ? 'username' : 'email'] = sentence;
      setErrors(found);
      focusFirstError(found);
      toast({ title: 'Admin not added', description: sentence, variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = v.safeParse(AdminCreateSchema, values);
    if (!result.success) {
      const found: Errors = {};
      for (const issue of result.issues) {
        const key = v.getDotPath(issue) as keyof NewAdmin | null;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return focusFirstError(found);
    }
    add.mutate(result.output);
  }

  const input = (key: keyof NewAdmin, type: string, autoComplete: string) => (p: FieldControlProps) => (
    <input
      {...p}
      name={key}
      type={type}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      className={INPUT}
      value={values[key]}
      onChange={(e) => {
        setValues((old) => ({ ...old, [key]: e.target.value }));
        if (errors[key]) setErrors((old) => ({ ...old, [key]: undefined }));
      }}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="add-admin-title" className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-2">
      <h3 id="add-admin-title" className="m-0 flex items-center gap-2 text-sm font-bold text-ink sm:col-span-2">
        <span aria-hidden="true" className="i-lucide-user-plus h-4 w-4" />
        Add an admin
      </h3>
      <Field label="Username" error={errors.username}>
        {input('username', 'text', 'off')}
      </Field>
      <Field label="E-mail address" error={errors.email}>
        {input('email', 'email', 'off')}
      </Field>
      <Field
        label="First password"
        className="sm:col-span-2"
        hint="At least 10 characters. Tell it to them in person or by phone; they are asked to choose their own when they first sign in."
        error={errors.password}
      >
        {input('password', 'text', 'new-password')}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={BUTTON.primary} disabled={add.isPending}>
          <span aria-hidden="true" className="i-lucide-user-plus h-4 w-4" />
          {add.isPending ? 'Adding...' : 'Add admin'}
        </button>
      </div>
    </form>
  );
}
