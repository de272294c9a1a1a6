// The page an e-mailed reset link opens (/metrikwebadmin-reset?token=…): choose a new password, once.
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { apiRequest } from '../lib/api.ts';
import { errorsFromResponse, useSchemaForm } from '../components/forms/use-schema-form.ts';
import { NewPasswordForm } from '../shared/admin-schemas.ts';
import { AuthFrame, Notice } from './AuthFrame.tsx';
import { failureText } from './format.ts';
import { LOGIN_PATH } from './session.ts';
import { FORGOT_SEARCH } from './SignInSteps.tsx';
import { BUTTON, Field, INPUT, SubmitButton } from './ui.tsx';
import { PASSWORD_MIN_CHARACTERS } from '../shared/limits.ts';

const FIELDS = ['newPassword', 'confirm'] as const;
const IDS = { newPassword: 'admin-reset-newPassword', confirm: 'admin-reset-confirm' };

export function ResetPasswordPage({ companyName }: { companyName: string }) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useSchemaForm({ schema: NewPasswordForm, initial: { newPassword: '', confirm: '' }, fields: FIELDS, ids: IDS });

  useEffect(() => {
    document.title = `Set a new password | ${companyName}`;
    document.getElementById(IDS.newPassword)?.focus();
  }, [companyName]);

  const reset = useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) => apiRequest('POST', '/api/admin/password-reset/confirm', { token, newPassword }),
    onSuccess: () => {
      // The link is spent: it should not stay in the address bar or the history.
      history.replaceState(null, '', location.pathname);
    },
    onError: (error) => form.showErrors(errorsFromResponse(error)),
  });
  // A refusal that is not about the new password is about the link (spent, expired, incomplete).
  const linkProblem = reset.isError && !errorsFromResponse(reset.error).newPassword ? failureText(reset.error, 'The password was not changed.') : undefined;

  const field = (key: (typeof FIELDS)[number], label: string, hint?: string) => (
    <Field label={label} hint={hint} {...form.field(key)}>
      {(p) => <input {...p} {...form.bind(key)} type="password" autoComplete="new-password" className={`${INPUT} min-h-11 text-base`} />}
    </Field>
  );

  return (
    <AuthFrame companyName={companyName}>
      <h1 className="m-0 text-2xl font-bold tracking-tight text-ink">Set a new password</h1>
      {reset.isSuccess ? (
        <>
          <Notice tone="success">
            <p role="status" className="m-0">
              Your new password is set. For your safety, you have been signed out on every device.
            </p>
          </Notice>
          <Link href={LOGIN_PATH} className={`${BUTTON.primary} mt-4 min-h-11 w-full text-base no-underline`}>
            Sign in
          </Link>
        </>
      ) : (
        <>
          <p className="m-0 mt-1 text-sm text-ink-muted">Choose the password you will sign in with from now on. This link works once.</p>
          {linkProblem ? (
            <Notice>
              <p role="alert" className="m-0">
                {linkProblem}{' '}
                <Link href={`${LOGIN_PATH}?${FORGOT_SEARCH}`} className="font-semibold text-ink underline underline-offset-2">
                  Ask for a new link
                </Link>
              </p>
            </Notice>
          ) : null}
          <form noValidate method="post" action={LOGIN_PATH} onSubmit={form.submit(reset.mutateAsync)} className="mt-6 grid gap-4" aria-label="Set a new password">
            {field('newPassword', 'New password', `At least ${PASSWORD_MIN_CHARACTERS} characters. A short sentence is easy to remember and hard to guess.`)}
            {field('confirm', 'Repeat the new password')}
            <SubmitButton busy={form.busy} busyLabel="Saving..." className="min-h-11 w-full text-base">Set password</SubmitButton>
          </form>
          <p className="m-0 mt-4 text-center text-sm">
            <Link href={LOGIN_PATH} className="font-semibold text-ink underline underline-offset-2">
              Back to sign-in
            </Link>
          </p>
        </>
      )}
    </AuthFrame>
  );
}
