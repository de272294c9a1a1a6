import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { apiRequest, ApiError } from '../lib/api.ts';
import { useToast } from '../components/toast.tsx';
import { useSchemaForm } from '../components/forms/use-schema-form.ts';
import { LoginSchema } from '../shared/schemas.ts';
import { DASHBOARD_PATH, LOGIN_PATH, SIGNED_OUT_IDLE_SEARCH, storeToken } from './session.ts';
import { IDLE_TIMEOUT_MINUTES } from '../shared/admins.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { CODE_STEP_SEARCH, CodeStep, FORGOT_SEARCH, ForgotStep, keepTicket } from './SignInSteps.tsx';
import { BUTTON, Field, INPUT, ShowPasswordToggle, SubmitButton } from './ui.tsx';
import type { SecondStepNeeded } from './types.ts';
import { passkeyProblem, passkeysSupported, signInWithPasskey } from './team/passkey-ceremony.ts';

/**
 * Where a sign-in that reached the server is sent back to (src/render/admin-login.tsx): the form was posted
 * without JavaScript, or before the panel's script had loaded, and nobody was signed in.
 */
export const SCRIPT_NEEDED_SEARCH = 'sign-in=needs-javascript';
/** The page's address, for the server: it imports this page and nothing else of the panel. */
export { LOGIN_PATH };

/** docs/product.md § Admin toasts: the error's message ("<status>: <sentence>"), else 'Invalid credentials.'. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.detail;
  return error instanceof Error && error.message ? error.message : 'Invalid credentials.';
}

const FIELD_IDS = { username: 'admin-login-username', password: 'admin-login-password' };
const FIELDS = ['username', 'password'] as const;

type LoginAnswer = { token: string } | SecondStepNeeded;

/**
 * The sign-in screen: rendered on the server, so the form is on screen before the script runs, then hydrated.
 * Its steps are addresses (the password, `?step=code`, `?forgot`), so the server renders each as the browser will.
 */
export function LoginPage({ companyName, resetByMail = false }: { companyName: string; resetByMail?: boolean }) {
  const search = useSearch();
  useEffect(() => {
    document.title = `Admin sign-in | ${companyName}`;
  }, [companyName]);
  const step = search === CODE_STEP_SEARCH ? <CodeStep /> : search === FORGOT_SEARCH ? <ForgotStep resetByMail={resetByMail} /> : <PasswordStep scriptNeeded={search === SCRIPT_NEEDED_SEARCH} idle={search === SIGNED_OUT_IDLE_SEARCH} />;
  return <AuthFrame companyName={companyName}>{step}</AuthFrame>;
}

function PasswordStep({ scriptNeeded, idle }: { scriptNeeded: boolean; idle: boolean }) {
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const form = useSchemaForm({ schema: LoginSchema, initial: { username: '', password: '' }, fields: FIELDS, ids: FIELD_IDS });
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    // A field the admin already clicked into before the script ran keeps the focus.
    if (!document.activeElement || document.activeElement === document.body) document.getElementById(FIELD_IDS.username)?.focus();
  }, []);

  const login = useMutation({
    mutationFn: (body: { username: string; password: string }) => apiRequest<LoginAnswer>('POST', '/api/admin/login', body),
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) {
        keepTicket(answer.ticket, answer.methods);
        navigate(`${LOGIN_PATH}?${CODE_STEP_SEARCH}`);
        return;
      }
      storeToken(answer.token);
      toast({ title: 'Login Successful', description: 'Welcome to the admin panel!' });
      navigate(DASHBOARD_PATH, { replace: true });
    },
    onError: (error) => {
      toast({ title: 'Login Failed', description: loginFailure(error), variant: 'destructive' });
      form.selectText('password');
    },
  });

  return (
    <>
          <h1 className="m-0 text-2xl font-bold tracking-tight text-ink">Admin sign-in</h1>
          <p className="m-0 mt-1 text-sm text-ink-muted">Sign in to edit the website and read enquiries.</p>
          {idle ? (
            <p role="status" className="m-0 mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-ink">
              <span aria-hidden="true" className="i-lucide-clock mt-0.5 h-4 w-4 shrink-0" />
              <span>
                You were signed out after {IDLE_TIMEOUT_MINUTES} minutes without activity, to keep the panel safe on an unattended
                screen. Sign in again to carry on.
              </span>
            </p>
          ) : null}
          {scriptNeeded ? (
            <p role="alert" className="m-0 mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-ink">
              You are not signed in: the admin panel needs JavaScript, and it was turned off or had not finished loading.
              Please make sure it is on, then sign in again.
            </p>
          ) : (
            <noscript>
              <p className="m-0 mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-ink">
                The admin panel needs JavaScript. Please turn it on in your browser and reload this page.
              </p>
            </noscript>
          )}
          {/* A post that reaches the server (no script yet) never carries the password in the address. */}
          <form noValidate method="post" action={LOGIN_PATH} onSubmit={form.submit(login.mutateAsync)} className="mt-6 grid gap-4" aria-label="Admin sign-in">
            <Field label="Username" {...form.field('username')}>
              {(p) => (
                <input
                  {...p}
                  {...form.bind('username')}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  className={`${INPUT} min-h-11 text-base`}
                />
              )}
            </Field>
            <Field label="Password" {...form.field('password')}>
              {(p) => (
                <div className="relative">
                  <input
                    {...p}
                    {...form.bind('password')}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    className={`${INPUT} min-h-11 pr-12 text-base`}
                  />
                  <ShowPasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} className="absolute right-0.5 top-0.5" />
                </div>
              )}
            </Field>
            <SubmitButton busy={form.busy} busyLabel="Signing In..." className="min-h-11 w-full text-base">Sign In</SubmitButton>
          </form>
          <PasskeySignIn />
          <p className="m-0 mt-4 text-center text-sm">
            <Link href={`${LOGIN_PATH}?${FORGOT_SEARCH}`} className="font-semibold text-ink underline underline-offset-2">
              Forgot password?
            </Link>
          </p>
    </>
  );
}

/** "Use a passkey" (sign in with one alone): no username or password, the device's own prompt. */
function PasskeySignIn() {
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  const signIn = async () => {
    setBusy(true);
    try {
      const { token } = await signInWithPasskey();
      storeToken(token);
      toast({ title: 'Login Successful', description: 'Welcome to the admin panel!' });
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      toast({ title: 'Login Failed', description: passkeyProblem(error, 'The passkey could not be checked. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className="m-0 my-4 flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-surface-line" />
        or
        <span className="h-px flex-1 bg-surface-line" />
      </p>
      <button type="button" className={`${BUTTON.secondary} min-h-11 w-full text-base`} disabled={busy} onClick={signIn}>
        <span aria-hidden="true" className="i-lucide-key-round h-5 w-5" />
        {busy ? 'Waiting for your passkey...' : 'Use a passkey'}
      </button>
    </>
  );
}
