// "Confirm it's you": before what matters (passkeys, the authenticator app, recovery codes, admins, the full backup,
// erasing a person, the sign-in rule) the server asks for the password or a passkey again when the last one is
// older than 10 minutes. The API client calls this dialog and sends the request again once it is confirmed.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '../components/forms/use-schema-form.ts';
import { useToast } from '../components/toast.tsx';
import { DisableBody } from '../shared/admin-schemas.ts';
import { apiRequest, onReauthRequired } from '../lib/api.ts';
import { failureText } from './format.ts';
import { keys } from './keys.ts';
import { storeToken } from './session.ts';
import { confirmWithPasskey, passkeyProblem, passkeysSupported } from './team/passkey-ceremony.ts';
import type { AdminMe } from './types.ts';
import { BUTTON, DialogPanel, Field, INPUT, SubmitButton } from './ui.tsx';

export function ReauthDialog() {
  const me = useQuery<AdminMe>({ queryKey: keys.me });
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [usingPasskey, setUsingPasskey] = useState(false);
  const settle = useRef<(confirmed: boolean) => void>(undefined);
  const form = useSchemaForm({ schema: DisableBody, initial: { password: '' }, fields: ['password'] });

  useEffect(
    () =>
      onReauthRequired(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            form.reset();
            setOpen(true);
          }),
      ),
    [form.reset],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    const resolve = settle.current;
    settle.current = undefined;
    if (confirmed) toast({ title: 'Thank you', description: 'You will not be asked again for 10 minutes.' });
    resolve?.(confirmed);
  };

  const withPassword = async ({ password }: { password: string }) => {
    try {
      // Confirming gives the session a new token, and the one it had stops working (ASVS 5.0 7.2.4).
      const { token } = await apiRequest<{ token: string }>('POST', '/api/admin/reauth', { password });
      storeToken(token);
      finish(true);
    } catch (error) {
      form.showErrors({ password: failureText(error, 'The password could not be checked.') });
      form.selectText('password');
    }
  };

  const withPasskey = async () => {
    setUsingPasskey(true);
    try {
      await confirmWithPasskey();
      finish(true);
    } catch (error) {
      toast({ title: 'Not confirmed', description: passkeyProblem(error, 'The passkey could not be checked.'), variant: 'destructive' });
    } finally {
      setUsingPasskey(false);
    }
  };

  const hasPasskey = (me.data?.passkeys ?? 0) > 0 && passkeysSupported();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : finish(false))}>
      <DialogPanel
        width="max-w-md"
        title="Confirm it’s you"
        description="This change matters, so please confirm with your password or a passkey. You will not be asked again for 10 minutes."
        closeLabel="Cancel"
      >
        <div className="grid gap-4 p-4">
          <form noValidate onSubmit={form.submit(withPassword)} aria-label="Confirm with your password" className="grid gap-3">
            <Field label="Your password" {...form.field('password')}>
              {(p) => <input {...p} {...form.bind('password')} type="password" autoComplete="current-password" className={INPUT} />}
            </Field>
            <div className="flex flex-wrap gap-2">
              <SubmitButton busy={form.busy} busyLabel="Checking...">Confirm</SubmitButton>
              <button type="button" className={BUTTON.secondary} onClick={() => finish(false)}>
                Cancel
              </button>
            </div>
          </form>
          {hasPasskey ? (
            <button type="button" className={`${BUTTON.secondary} w-full`} disabled={usingPasskey} onClick={withPasskey}>
              <span aria-hidden="true" className="i-lucide-key-round h-4 w-4" />
              {usingPasskey ? 'Waiting for your passkey...' : 'Use a passkey instead'}
            </button>
          ) : null}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
