// The page an e-mailed reset link opens (/metrikwebadmin-reset?token=…): choose a new password, once.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Link, useSearch } from 'wouter';
import { apiRequest } from '../lib/api.ts';
import { NewPasswordSchema } from '../shared/schemas.ts';
import { AuthFrame, Notice } from './AuthFrame.tsx';
import { failureText, issuesFromError } from './format.ts';
import { LOGIN_PATH } from './session.ts';
import { FORGOT_SEARCH } from './SignInSteps.tsx';
import { BUTTON, Field, INPUT } from './ui.tsx';

type Errors = Partial<Record<'newPassword' | 'confirm', string>>;

export function ResetPasswordPage({ companyName }: { companyName: string }) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [values, setValues] = useState({ newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = `Set a new password | ${companyName}`;
    firstRef.current?.focus();
  }, [companyName]);

  const reset = useMutation({
    mutationFn: (newPassword: string) => apiRequest('POST', '/api/admin/password-reset/confirm', { token, newPassword }),
    onSuccess: () => {
      // The link is spent: it should not stay in the address bar or the history.
      history.replaceState(null, '', location.pathname);
    },
    onError: (error) => {
      const issue = issuesFromError(error).find((i) => i.path === 'newPassword');
      if (issue) setErrors({ newPassword: issue.message });
    },
  });
  const linkProblem = reset.isError && !issuesFromError(reset.error).some((i) => i.path === 'newPassword') ? failureText(reset.error, 'The password was not changed.') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const strong = v.safeParse(NewPasswordSchema, values.newPassword);
    if (!strong.success) found.newPassword = strong.issues[0].message;
    if (values.confirm !== values.newPassword) found.confirm = 'The two passwords do not match';
    setErrors(found);
    if (found.newPassword) return firstRef.current?.focus();
    if (!found.confirm) reset.mutate(values.newPassword);
  }

  const field = (key: keyof typeof values, label: string, hint?: string) => (
    <Field id={`admin-reset-${key}`} label={label} hint={hint} error={errors[key]}>
      {(p) => (
        <input
          {...p}
          ref={key === 'newPassword' ? firstRef : undefined}
          name={key}
          type="password"
          autoComplete="new-password"
          className={`${INPUT} min-h-11 text-base`}
          value={values[key]}
          onChange={(e) => {
            setValues((old) => ({ ...old, [key]: e.target.value }));
            if (errors[key]) setErrors((old) => ({ ...old, [key]: undefined }));
          }}
        />
      )}
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
          <form noValidate method="post" action={LOGIN_PATH} onSubmit={submit} className="mt-6 grid gap-4" aria-label="Set a new password">
            {field('newPassword', 'New password', 'At least 10 characters. A short sentence is easy to remember and hard to guess.')}
            {field('confirm', 'Repeat the new password')}
            <button type="submit" className={`${BUTTON.primary} min-h-11 w-full text-base`} disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set password'}
            </button>
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
