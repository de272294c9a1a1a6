// Passkeys for the signed-in admin: add one (this phone, this laptop, a security key), name it, remove it; new
// recovery codes; and the owner's rule that every admin must use a passkey or an authenticator app.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { PasskeyNameBody } from '../../shared/admin-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { failureText, formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { PasskeySummary, SecurityPolicy } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, EmptyText, Field, INPUT, Panel, QueryView, SubmitButton } from '../ui.tsx';
import { createPasskey, passkeyProblem, passkeysSupported } from './passkey-ceremony.ts';
import { RecoveryCodes } from './TwoFactorPanel.tsx';
import { FactorChangeOffer, noteFactorChange } from './other-sessions.tsx';

interface PasskeyList {
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [keys.passkeys, keys.me, keys.twoFactor, keys.admins]) queryClient.invalidateQueries({ queryKey: key });
  };
}

export function PasskeysPanel() {
  const list = useQuery<PasskeyList>({ queryKey: keys.passkeys });
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const count = list.data?.passkeys.length ?? 0;
  const badge = list.data ? <Badge tone={count ? 'success' : 'neutral'}>{count ? `${count} passkey${count === 1 ? '' : 's'}` : 'None yet'}</Badge> : null;
  return (
    <Panel id="passkeys" title="Passkeys" actions={badge}>
      <QueryView query={list} loading="Loading…" rows={2} failure="Could not load your passkeys.">
        {(data) =>
          recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
          ) : (
            <div className="grid gap-4">
              <p className="m-0 text-sm leading-relaxed text-body">
                Sign in with your fingerprint, face or screen lock instead of typing a password, on this phone or computer or with a
                security key. A passkey only works on this website, so a fake sign-in page cannot steal it.
              </p>
              {data.passkeys.length ? (
                <ul aria-label="Your passkeys" className="m-0 grid list-none gap-2 p-0">
                  {data.passkeys.map((passkey) => (
                    <PasskeyRow key={passkey.id} passkey={passkey} />
                  ))}
                </ul>
              ) : (
                <EmptyText>You have no passkey yet.</EmptyText>
              )}
              <AddPasskey onRecoveryCodes={setRecoveryCodes} />
              {data.passkeys.length ? <NewRecoveryCodes left={data.recoveryCodesLeft} onCodes={setRecoveryCodes} /> : null}
            </div>
          )
        }
      </QueryView>
      <div className="mt-3 empty:hidden">
        <FactorChangeOffer panel="passkeys" />
      </div>
    </Panel>
  );
}

function AddPasskey({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const { toast } = useToast();
  const refresh = useRefresh();
  const form = useSchemaForm({ schema: PasskeyNameBody, initial: { name: '' }, fields: ['name'] });
  const add = useMutation({
    mutationFn: ({ name }: { name: string }) => createPasskey(name),
    onSuccess: ({ passkey, recoveryCodes }) => {
      refresh();
      form.reset();
      toast({ title: 'Passkey added', description: `"${passkey.name}" can now sign you in.` });
      noteFactorChange('passkeys', `The passkey "${passkey.name}" was added.`);
      if (recoveryCodes) onRecoveryCodes(recoveryCodes);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Passkey not added', description: passkeyProblem(error, 'The passkey was not added. Please try again.'), variant: 'destructive' });
    },
  });
  if (!passkeysSupported()) {
    return <p className="m-0 text-sm text-ink-muted">This browser cannot make passkeys. Try a current Chrome, Safari, Edge or Firefox.</p>;
  }
  return (
    <form noValidate onSubmit={form.submit(add.mutateAsync)} aria-label="Add a passkey" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <Field label="Name for the new passkey" hint="So you know which device it is, e.g. “My phone” or “Office laptop”." {...form.field('name')}>
        {(p) => <input {...p} {...form.bind('name')} type="text" maxLength={60} placeholder="My phone" className={INPUT} />}
      </Field>
      <SubmitButton busy={form.busy} busyLabel="Waiting for your device..." icon="i-lucide-key-round">
        Add a passkey
      </SubmitButton>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const { toast } = useToast();
  const refresh = useRefresh();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm({ schema: PasskeyNameBody, initial: { name: passkey.name }, fields: ['name'] });
  const rename = useMutation({
    mutationFn: (body: { name: string }) => apiRequest<PasskeySummary>('PATCH', `/api/admin/passkeys/${passkey.id}`, body),
    onSuccess: (saved) => {
      refresh();
      setRenaming(false);
      toast({ title: 'Passkey renamed', description: `It is now called "${saved.name}".` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) form.showErrors({ name: failureText(error, 'The name was not saved.') });
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/passkeys/${passkey.id}`),
    onSuccess: () => {
      setConfirming(false);
      refresh();
      toast({ title: 'Passkey removed', description: `"${passkey.name}" can no longer sign you in.` });
      noteFactorChange('passkeys', `The passkey "${passkey.name}" was removed.`);
    },
    onError: (error) => {
      setConfirming(false);
      if (!isUnauthorized(error)) toast({ title: 'Not removed', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <li className="rounded-lg border border-surface-line p-3">
      {renaming ? (
        <form noValidate onSubmit={form.submit(rename.mutateAsync)} aria-label={`Rename ${passkey.name}`} className="grid gap-2">
          <Field label="Name" {...form.field('name')}>
            {(p) => <input {...p} {...form.bind('name')} type="text" maxLength={60} className={INPUT} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <SubmitButton busy={form.busy} busyLabel="Saving...">Save name</SubmitButton>
            <button type="button" className={BUTTON.secondary} onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="i-lucide-key-round h-5 w-5 shrink-0 text-ink-muted" />
          <div className="min-w-0 flex-1 basis-48">
            <p className="m-0 font-semibold text-ink [overflow-wrap:anywhere]">{passkey.name}</p>
            <p className="m-0 text-xs text-ink-muted">
              Added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}
            </p>
          </div>
          <button type="button" className={BUTTON.ghost} onClick={() => setRenaming(true)} aria-label={`Rename ${passkey.name}`}>
            <span aria-hidden="true" className="i-lucide-pencil h-4 w-4" />
            Rename
          </button>
          <ConfirmDialog
            trigger={
              <button type="button" className={`${BUTTON.ghost} hover:text-danger`}>
                <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
                Remove<span className="sr-only"> passkey {passkey.name}</span>
              </button>
            }
            title={`Remove "${passkey.name}"?`}
            description="It will no longer sign you in. Remove it from the device too (in its passwords or passkeys settings)."
            confirmLabel="Remove passkey"
            pendingLabel="Removing..."
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
            open={confirming}
            onOpenChange={setConfirming}
          />
        </div>
      )}
    </li>
  );
}

function NewRecoveryCodes({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const { toast } = useToast();
  const refresh = useRefresh();
  const make = useMutation({
    mutationFn: () => apiRequest<{ recoveryCodes: string[] }>('POST', '/api/admin/recovery-codes'),
    onSuccess: ({ recoveryCodes }) => {
      refresh();
      toast({ title: 'New recovery codes', description: 'The old ones no longer work. Keep these somewhere safe.' });
      noteFactorChange('passkeys', 'You have new recovery codes; the old ones no longer work.');
      onCodes(recoveryCodes);
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'No new codes', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-surface-line pt-3">
      <p className={`m-0 min-w-0 flex-1 basis-56 text-sm ${left <= 3 ? 'font-semibold text-danger' : 'text-ink-muted'}`}>
        {left} recovery code{left === 1 ? '' : 's'} left, for when you have none of your devices.
      </p>
      <button type="button" className={BUTTON.secondary} disabled={make.isPending} onClick={() => make.mutate()}>
        <span aria-hidden="true" className="i-lucide-life-buoy h-4 w-4" />
        {make.isPending ? 'Making...' : 'Get new recovery codes'}
      </button>
    </div>
  );
}

/** The owner's rule for every admin. */
export function SecondFactorRulePanel() {
  const policy = useQuery<SecurityPolicy>({ queryKey: keys.securityPolicy });
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (requireSecondFactor: boolean) => apiRequest<SecurityPolicy>('PUT', '/api/admin/security-policy', { requireSecondFactor }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.securityPolicy, saved);
      toast({
        title: saved.requireSecondFactor ? 'Rule turned on' : 'Rule turned off',
        description: saved.requireSecondFactor
          ? 'Admins without a passkey or an authenticator app must set one up at their next sign-in.'
          : 'A passkey or an authenticator app is now up to each admin.',
      });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not changed', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <Panel id="sign-in-rule" title="Sign-in rule for every admin">
      <QueryView query={policy} loading="Loading…" rows={1} failure="Could not load the sign-in rule.">
        {(data) => (
          <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-body">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-ink"
              checked={save.isPending ? save.variables : data.requireSecondFactor}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.currentTarget.checked)}
            />
            <span>
              <strong className="text-ink">Every admin must use a passkey or an authenticator app</strong>
              <br />
              An admin without one is taken straight to set one up after their password, and can do nothing else until they have.
            </span>
          </label>
        )}
      </QueryView>
    </Panel>
  );
}
