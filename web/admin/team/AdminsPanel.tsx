// The admins of the panel: the list, adding one with a first password, removing one (never the last one, and
// yourself only after saying so twice), and signing one admin, or every admin, out on every device (ASVS 5.0 7.4.5).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api.ts';
import { AdminCreateSchema } from '../../shared/schemas.ts';
import { failureText, formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized, signedOut } from '../session.ts';
import type { AdminAccount, AdminMe } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, Field, INPUT, Panel, type FieldControlProps, QueryView, ShowPasswordToggle, SubmitButton } from '../ui.tsx';
import { PASSWORD_MIN_CHARACTERS } from '../../shared/limits.ts';

export function AdminsPanel() {
  const me = useQuery<AdminMe>({ queryKey: keys.me });
  const admins = useQuery<AdminAccount[]>({ queryKey: keys.admins });
  const only = admins.data?.length === 1;
  return (
    <Panel id="admins" title="Admins" count={admins.data?.length}>
      <div className="grid gap-4">
        <QueryView query={admins} loading="Loading admins…" rows={2} failure="Could not load the admins.">
          {(data) => (
          <ul className="m-0 grid list-none gap-2 p-0">
            {data.map((admin) => (
              <AdminRow key={admin.id} admin={admin} isYou={admin.id === me.data?.id} only={only} />
            ))}
          </ul>
          )}
        </QueryView>
        {only ? <p className="m-0 text-xs text-ink-muted">The only admin cannot be removed: add another first.</p> : null}
        <SignOutEveryone />
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
      <div className="flex flex-wrap gap-2">
        {isYou ? null : <SignOutAdmin admin={admin} />}
        <RemoveAdmin admin={admin} isYou={isYou} disabled={only} />
      </div>
    </li>
  );
}

/** Ends every session of another admin (a lost phone, a suspected break-in); they can sign in again. */
function SignOutAdmin({ admin }: { admin: AdminAccount }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => apiRequest<{ ended: number }>('DELETE', `/api/admin/admins/${admin.id}/sessions`),
    onSuccess: ({ ended }) => {
      setOpen(false);
      toast({ title: `${admin.username} is signed out`, description: `${sessionsWord(ended)} ended. They can sign in again with their password.` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not signed out', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={BUTTON.secondary} aria-label={`Sign ${admin.username} out everywhere`}>
          <span aria-hidden="true" className="i-lucide-log-out h-4 w-4" />
          Sign out everywhere
        </button>
      }
      title={`Sign ${admin.username} out everywhere?`}
      description={`Every session of ${admin.username} ends at once, on every phone and computer. They can sign in again with their password and second factor; to stop that too, remove them.`}
      confirmLabel="Sign them out"
      pendingLabel="Signing out..."
      pending={end.isPending}
      onConfirm={() => end.mutate()}
    />
  );
}

const sessionsWord = (n: number) => (n === 1 ? '1 session' : `${n} sessions`);

/** Ends every session of every admin but this one: after a suspected break-in, before anything else. */
function SignOutEveryone() {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => apiRequest<{ ended: number }>('DELETE', '/api/admin/all-sessions'),
    onSuccess: ({ ended }) => {
      setOpen(false);
      toast({ title: 'Every admin is signed out', description: `${sessionsWord(ended)} ended. You stay signed in here.` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not signed out', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={BUTTON.secondary}>
            <span aria-hidden="true" className="i-lucide-log-out h-4 w-4" />
            Sign out every admin
          </button>
        }
        title="Sign every admin out everywhere?"
        description="Every session of every admin ends at once, yours on other devices too; only this one stays. Use it when you think someone got in. Everyone signs in again with their password and second factor."
        confirmLabel="Sign everyone out"
        pendingLabel="Signing out..."
        pending={end.isPending}
        onConfirm={() => end.mutate()}
      />
    </div>
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

const FIELDS = ['username', 'email', 'password'] as const;

function AddAdminForm() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useSchemaForm({ schema: AdminCreateSchema, initial: { username: '', email: '', password: '' }, fields: FIELDS });
  // Hidden as it is typed, like every password field (ASVS 5.0 6.2.6); shown on request, to read it out to them.
  const [showPassword, setShowPassword] = useState(false);

  const add = useMutation({
    mutationFn: (body: v.InferOutput<typeof AdminCreateSchema>) => apiRequest<AdminAccount>('POST', '/api/admin/admins', body),
    onSuccess: (admin) => {
      form.reset();
      setShowPassword(false);
      queryClient.invalidateQueries({ queryKey: keys.admins });
      toast({ title: 'Admin added', description: `${admin.username} can sign in with the first password you chose; they will be asked to change it.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const sentence = failureText(error, 'The admin was not added.');
      // A name or address already taken is told in a sentence; it belongs beside the field it names.
      const taken = error instanceof ApiError && error.status === 409 ? { [/username/.test(sentence) ? 'username' : 'email']: sentence } : {};
      form.showErrors({ ...errorsFromResponse(error), ...taken });
      toast({ title: 'Admin not added', description: sentence, variant: 'destructive' });
    },
  });

  const input = (key: (typeof FIELDS)[number], type: string, autoComplete: string) => (p: FieldControlProps) => (
    <input {...p} {...form.bind(key)} type={type} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} className={INPUT} />
  );

  return (
    <form noValidate onSubmit={form.submit(add.mutateAsync)} aria-labelledby="add-admin-title" className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-2">
      <h3 id="add-admin-title" className="m-0 flex items-center gap-2 text-sm font-bold text-ink sm:col-span-2">
        <span aria-hidden="true" className="i-lucide-user-plus h-4 w-4" />
        Add an admin
      </h3>
      <Field label="Username" {...form.field('username')}>
        {input('username', 'text', 'off')}
      </Field>
      <Field label="E-mail address" {...form.field('email')}>
        {input('email', 'email', 'off')}
      </Field>
      <Field
        label="First password"
        className="sm:col-span-2"
        hint={`At least ${PASSWORD_MIN_CHARACTERS} characters, not a common password, and without the company's name or theirs. Tell it to them in person or by phone; they are asked to choose their own when they first sign in, and it stops working after 7 days.`}
        {...form.field('password')}
      >
        {(p) => (
          <div className="relative">
            <input
              {...p}
              {...form.bind('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              autoCapitalize="none"
              spellCheck={false}
              className={`${INPUT} pr-12`}
            />
            <ShowPasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} className="absolute right-0 top-0" />
          </div>
        )}
      </Field>
      <div className="sm:col-span-2">
        <SubmitButton busy={form.busy} busyLabel="Adding..." icon="i-lucide-user-plus">Add admin</SubmitButton>
      </div>
    </form>
  );
}
