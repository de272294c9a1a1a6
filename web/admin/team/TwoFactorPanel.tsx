// Two-factor sign-in for the signed-in admin: turning it on (scan the QR code or type the key, confirm with a code,
// keep the ten recovery codes shown once) and off (with the password).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { ConfirmBody, DisableBody } from '../../shared/admin-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { copyText } from '../media/clipboard.ts';
import { isUnauthorized } from '../session.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../types.ts';
import { Badge, BUTTON, Field, INPUT, Panel, QueryView, SubmitButton } from '../ui.tsx';
import { FactorChangeOffer, noteFactorChange } from './other-sessions.tsx';

export function TwoFactorPanel() {
  const status = useQuery<TwoFactorStatus>({ queryKey: keys.twoFactor });
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const badge = status.data ? <Badge tone={status.data.enabled ? 'success' : 'neutral'}>{status.data.enabled ? 'On' : 'Off'}</Badge> : null;
  return (
    <Panel id="two-factor" title="Two-factor sign-in" actions={badge}>
      <QueryView query={status} loading="Loading…" rows={1} failure="Could not load your two-factor setting.">
        {(data) =>
          recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
          ) : setup ? (
            <ConfirmSetup
              setup={setup}
              onCancel={() => setSetup(undefined)}
              onEnabled={(codes) => {
                setSetup(undefined);
                setRecoveryCodes(codes);
              }}
            />
          ) : data.enabled ? (
            <EnabledState codesLeft={data.recoveryCodesLeft} />
          ) : (
            <StartSetup onStarted={setSetup} />
          )
        }
      </QueryView>
      <div className="mt-3 empty:hidden">
        <FactorChangeOffer panel="two-factor" />
      </div>
    </Panel>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [keys.twoFactor, keys.me, keys.admins, keys.passkeys]) queryClient.invalidateQueries({ queryKey: key });
  };
}

function StartSetup({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const { toast } = useToast();
  const start = useMutation({
    mutationFn: () => apiRequest<TwoFactorSetup>('POST', '/api/admin/2fa/setup'),
    onSuccess: onStarted,
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not start', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm leading-relaxed text-body">
        Protect the panel with more than a password: after it, sign-in asks for a 6-digit code from an authenticator app on your
        phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…). Someone who learns your password still cannot
        get in.
      </p>
      <div>
        <button type="button" className={BUTTON.primary} disabled={start.isPending} onClick={() => start.mutate()}>
          <span aria-hidden="true" className="i-lucide-shield-check h-4 w-4" />
          {start.isPending ? 'Starting...' : 'Turn on two-factor sign-in'}
        </button>
      </div>
    </div>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-bold text-accent">
      {n}
    </span>
  );
}

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ConfirmSetup({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const { toast } = useToast();
  const refresh = useRefresh();
  const form = useSchemaForm({ schema: ConfirmBody, initial: { code: '' }, fields: ['code'] });
  const enable = useMutation({
    mutationFn: (body: { code: string }) => apiRequest<{ recoveryCodes: string[] }>('POST', '/api/admin/2fa/enable', body),
    onSuccess: ({ recoveryCodes }) => {
      refresh();
      toast({ title: 'Two-factor sign-in is on', description: 'Keep your recovery codes somewhere safe.' });
      noteFactorChange('two-factor', 'Two-factor sign-in is on.');
      onEnabled(recoveryCodes);
    },
    onError: (err) => {
      if (isUnauthorized(err)) return;
      form.showErrors({ code: failureText(err, 'That code is not right.') });
      form.selectText('code');
    },
  });

  return (
    <form noValidate onSubmit={form.submit(enable.mutateAsync)} aria-label="Confirm two-factor sign-in" className="grid gap-4">
      <ol className="m-0 grid list-none gap-4 p-0 text-sm leading-relaxed text-body">
        <li className="flex gap-3">
          <StepNumber n={1} />
          <div className="min-w-0 flex-1">
          Scan this QR code with your authenticator app:
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code to add this account to an authenticator app"
            width={184}
            height={184}
            className="mt-2 block h-46 w-46 rounded-lg border border-surface-line bg-white p-1"
          />
          </div>
        </li>
        <li className="flex gap-3">
          <StepNumber n={2} />
          <div className="min-w-0 flex-1">
          Or type this key into the app:
          <code className="mt-1 block break-words rounded-lg bg-surface-warm px-3 py-2 font-mono text-sm tracking-wide text-ink">{grouped(setup.secret)}</code>
          </div>
        </li>
        <li className="flex gap-3">
          <StepNumber n={3} />
          <div className="min-w-0 flex-1">
          <Field label="Enter the 6-digit code the app shows" {...form.field('code')}>
            {(p) => (
              <input
                {...p}
                {...form.bind('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                placeholder="123456"
                className={`${INPUT} max-w-48 font-mono text-lg tracking-[0.3em]`}
              />
            )}
          </Field>
          </div>
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={form.busy} busyLabel="Checking...">Confirm and turn on</SubmitButton>
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { toast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = `Recovery codes for the admin panel (each works once):\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="m-0 text-sm font-bold text-ink">
        Your recovery codes
      </h3>
      <p className="m-0 text-sm leading-relaxed text-body">
        If you lose your phone or security key, sign in with one of these instead. Each works once. <strong>They are shown only now:</strong>{' '}
        print them, or keep them in a password manager.
      </p>
      <ol aria-label="Recovery codes" className="m-0 grid list-none grid-cols-2 gap-2 rounded-lg bg-surface-warm p-3 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={async () => toast(await copyText(text) ? { title: 'Copied', description: 'The recovery codes are on the clipboard.' } : { title: 'Not copied', description: 'Select the codes and copy them.', variant: 'destructive' })}
        >
          <span aria-hidden="true" className="i-lucide-copy h-4 w-4" />
          Copy
        </button>
        <a href={download} download="recovery-codes.txt" className={`${BUTTON.secondary} no-underline`}>
          <span aria-hidden="true" className="i-lucide-download h-4 w-4" />
          Download
        </a>
        <button type="button" className={BUTTON.primary} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

function EnabledState({ codesLeft }: { codesLeft: number }) {
  const { toast } = useToast();
  const refresh = useRefresh();
  const [turningOff, setTurningOff] = useState(false);
  const form = useSchemaForm({ schema: DisableBody, initial: { password: '' }, fields: ['password'] });
  useEffect(() => {
    if (turningOff) document.getElementById(form.idFor('password'))?.focus();
  }, [turningOff, form.idFor]);
  const disable = useMutation({
    mutationFn: (body: { password: string }) => apiRequest('POST', '/api/admin/2fa/disable', body),
    onSuccess: () => {
      refresh();
      toast({ title: 'Two-factor sign-in is off', description: 'You sign in with your password alone.' });
      noteFactorChange('two-factor', 'Two-factor sign-in is off.');
    },
    onError: (err) => {
      if (isUnauthorized(err)) return;
      form.showErrors({ password: failureText(err, 'It was not turned off.') });
      form.selectText('password');
    },
  });

  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm leading-relaxed text-body">Signing in asks for a code from your authenticator app after your password.</p>
      <p className={`m-0 text-sm ${codesLeft <= 3 ? 'font-semibold text-danger' : 'text-ink-muted'}`}>
        {codesLeft} recovery code{codesLeft === 1 ? '' : 's'} left.
        {codesLeft <= 3 ? ' Turn two-factor sign-in off and on again to get ten new ones.' : ''}
      </p>
      {turningOff ? (
        <form noValidate onSubmit={form.submit(disable.mutateAsync)} aria-label="Turn off two-factor sign-in" className="grid gap-3">
          <Field label="Your password" {...form.field('password')}>
            {(p) => <input {...p} {...form.bind('password')} type="password" autoComplete="current-password" className={INPUT} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <SubmitButton busy={form.busy} busyLabel="Turning off..." kind="danger">Turn off</SubmitButton>
            <button type="button" className={BUTTON.secondary} onClick={() => setTurningOff(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button type="button" className={BUTTON.secondary} onClick={() => setTurningOff(true)}>
            <span aria-hidden="true" className="i-lucide-shield-off h-4 w-4" />
            Turn off two-factor sign-in
          </button>
        </div>
      )}
    </div>
  );
}
