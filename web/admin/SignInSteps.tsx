// The sign-in page's other steps: the two-factor code after a right password, and "Forgot password?".
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSchemaForm } from '../components/forms/use-schema-form.ts';
import { useToast } from '../components/toast.tsx';
import { codeForm, ResetRequestBody } from '../shared/admin-schemas.ts';
import { apiRequest, ApiError } from '../lib/api.ts';
import { Notice } from './AuthFrame.tsx';
import { failureText } from './format.ts';
import { DASHBOARD_PATH, LOGIN_PATH, storeToken } from './session.ts';
import { BUTTON, Field, INPUT, SubmitButton } from './ui.tsx';
import { passkeyProblem, signInWithPasskey } from './team/passkey-ceremony.ts';

export const CODE_STEP_SEARCH = 'step=code';
export const FORGOT_SEARCH = 'forgot';
const CODE_ID = 'admin-login-code';
const EMAIL_ID = 'admin-forgot-email';
const RESET_COMMAND = 'node dist/server.js admin reset-password <username>';

// The ticket lives for the tab only (five minutes on the server): a reload of the code step keeps it.
const TICKET_KEY = 'admin_2fa_ticket';
let ticketInMemory: string | null = null;

const METHODS_KEY = 'admin_2fa_methods';
type Methods = { code: boolean; passkey: boolean };
let methodsInMemory: Methods = { code: true, passkey: false };

export function keepTicket(ticket: string, methods: Methods = { code: true, passkey: false }): void {
  ticketInMemory = ticket;
  methodsInMemory = methods;
  try {
    sessionStorage.setItem(TICKET_KEY, ticket);
    sessionStorage.setItem(METHODS_KEY, JSON.stringify(methods));
  } catch {
    // Blocked storage: the copy in memory serves this page.
  }
}

function readTicket(): string | null {
  try {
    return ticketInMemory ?? sessionStorage.getItem(TICKET_KEY);
  } catch {
    return ticketInMemory;
  }
}

/** Which second steps this admin has: the app's code, a passkey (recovery codes always). */
function readMethods(): Methods {
  try {
    const stored = JSON.parse(sessionStorage.getItem(METHODS_KEY) ?? 'null') as Methods | null;
    return stored && typeof stored.code === 'boolean' && typeof stored.passkey === 'boolean' ? stored : methodsInMemory;
  } catch {
    return methodsInMemory;
  }
}

function dropTicket(): void {
  ticketInMemory = null;
  try {
    sessionStorage.removeItem(TICKET_KEY);
  } catch {
    // Nothing stored.
  }
}

const backLink = (
  <p className="m-0 mt-4 text-center text-sm">
    <Link href={LOGIN_PATH} className="font-semibold text-ink underline underline-offset-2">
      Back to sign-in
    </Link>
  </p>
);

export function CodeStep() {
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [methods, setMethods] = useState<Methods>({ code: true, passkey: false });
  const [recovery, setRecovery] = useState(false);
  const [usingPasskey, setUsingPasskey] = useState(false);
  useEffect(() => {
    const held = readMethods();
    setMethods(held);
    if (!held.code) setRecovery(true);
  }, []);
  const [expired, setExpired] = useState(false);
  const form = useSchemaForm({ schema: codeForm(recovery), initial: { code: '' }, fields: ['code'], ids: { code: CODE_ID } });
  useEffect(() => {
    if (!readTicket()) setExpired(true);
    else document.getElementById(CODE_ID)?.focus();
  }, []);

  const verify = useMutation({
    mutationFn: (body: { ticket: string; code: string }) => apiRequest<{ token: string }>('POST', '/api/admin/login/2fa', body),
    onSuccess: ({ token }) => {
      dropTicket();
      storeToken(token);
      toast({ title: 'Login Successful', description: 'Welcome to the admin panel!' });
      navigate(DASHBOARD_PATH, { replace: true });
    },
    onError: (err) => {
      const sentence = failureText(err, 'The code could not be checked. Please try again.');
      if (err instanceof ApiError && err.status === 401 && /expired/.test(sentence)) {
        dropTicket();
        setExpired(true);
        return;
      }
      form.showErrors({ code: sentence });
      toast({ title: 'Login Failed', description: sentence, variant: 'destructive' });
      form.selectText('code');
    },
  });

  const withPasskey = async () => {
    const ticket = readTicket();
    if (!ticket) return setExpired(true);
    setUsingPasskey(true);
    try {
      const { token } = await signInWithPasskey(ticket);
      dropTicket();
      storeToken(token);
      toast({ title: 'Login Successful', description: 'Welcome to the admin panel!' });
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      const sentence = passkeyProblem(error, 'The passkey could not be checked. Please try again.');
      if (error instanceof ApiError && error.status === 401 && /expired/.test(sentence)) {
        dropTicket();
        setExpired(true);
      }
      toast({ title: 'Login Failed', description: sentence, variant: 'destructive' });
    } finally {
      setUsingPasskey(false);
    }
  };

  const send = ({ code }: { code: string }) => {
    const ticket = readTicket();
    if (!ticket) return setExpired(true);
    return verify.mutateAsync({ ticket, code });
  };

  function switchKind() {
    setRecovery((r) => !r);
    form.reset();
    document.getElementById(CODE_ID)?.focus();
  }

  return (
    <>
      <h1 className="m-0 text-2xl font-bold tracking-tight text-ink">Two-factor sign-in</h1>
      <p className="m-0 mt-1 text-sm text-ink-muted">
        {methods.passkey && !methods.code
          ? 'Confirm with your passkey, or enter one of your recovery codes.'
          : recovery
            ? 'Enter one of your recovery codes. Each one works once.'
            : 'Enter the 6-digit code your authenticator app shows now.'}
      </p>
      {expired ? (
        <Notice>
          <p role="alert" className="m-0">
            This sign-in has expired. Please enter your username and password again.
          </p>
        </Notice>
      ) : null}
      {methods.passkey ? (
        <button type="button" className={`${BUTTON.primary} mt-6 min-h-11 w-full text-base`} disabled={expired || usingPasskey} onClick={withPasskey}>
          <span aria-hidden="true" className="i-lucide-key-round h-5 w-5" />
          {usingPasskey ? 'Waiting for your passkey...' : 'Use your passkey'}
        </button>
      ) : null}
      <form noValidate method="post" action={LOGIN_PATH} onSubmit={form.submit(send)} className="mt-6 grid gap-4" aria-label="Two-factor code">
        <Field label={recovery ? 'Recovery code' : 'Authentication code'} {...form.field('code')}>
          {(p) => (
            <input
              {...p}
              {...form.bind('code')}
              type="text"
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={recovery ? 20 : 6}
              placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
              className={`${INPUT} min-h-11 text-center font-mono text-lg tracking-[0.3em]`}
            />
          )}
        </Field>
        <SubmitButton busy={form.busy} busyLabel="Checking..." kind={methods.passkey ? 'secondary' : 'primary'} className="min-h-11 w-full text-base" disabled={expired}>Verify</SubmitButton>
        {methods.code ? (
          <button type="button" className={`${BUTTON.ghost} w-full`} onClick={switchKind}>
            <span aria-hidden="true" className={recovery ? 'i-lucide-smartphone h-4 w-4' : 'i-lucide-life-buoy h-4 w-4'} />
            {recovery ? 'Use a code from your app' : 'Use a recovery code instead'}
          </button>
        ) : null}
      </form>
      {backLink}
    </>
  );
}

export function ForgotStep({ resetByMail }: { resetByMail: boolean }) {
  const { toast } = useToast();
  const [sent, setSent] = useState<string>();
  const form = useSchemaForm({ schema: ResetRequestBody, initial: { email: '' }, fields: ['email'], ids: { email: EMAIL_ID } });

  useEffect(() => {
    document.getElementById(EMAIL_ID)?.focus();
  }, []);

  const request = useMutation({
    mutationFn: (body: { email: string }) => apiRequest<{ message: string }>('POST', '/api/admin/password-reset', body),
    onSuccess: ({ message }) => setSent(message),
    onError: (err) => {
      const sentence = failureText(err, 'The request could not be sent. Please try again.');
      form.showErrors({ email: sentence });
      toast({ title: 'Not sent', description: sentence, variant: 'destructive' });
    },
  });

  return (
    <>
      <h1 className="m-0 text-2xl font-bold tracking-tight text-ink">Forgot your password?</h1>
      {!resetByMail ? (
        <>
          <p className="m-0 mt-2 text-sm leading-relaxed text-body">
            This server does not send e-mail, so a new password cannot be sent by link. Whoever runs the server can set one for
            you with this command:
          </p>
          <pre className="m-0 mt-3 overflow-x-auto whitespace-pre-wrap rounded-lg bg-ink p-3 text-xs leading-relaxed text-white">
            <code>{RESET_COMMAND}</code>
          </pre>
        </>
      ) : sent ? (
        <Notice tone="success">
          <p role="status" className="m-0">
            {sent}
          </p>
        </Notice>
      ) : (
        <>
          <p className="m-0 mt-1 text-sm text-ink-muted">Enter the e-mail address of your admin account. We will send you a link to choose a new password.</p>
          <form noValidate method="post" action={LOGIN_PATH} onSubmit={form.submit(request.mutateAsync)} className="mt-6 grid gap-4" aria-label="Reset your password">
            <Field label="E-mail address" {...form.field('email')}>
              {(p) => <input {...p} {...form.bind('email')} type="email" autoComplete="email" className={`${INPUT} min-h-11 text-base`} />}
            </Field>
            <SubmitButton busy={form.busy} busyLabel="Sending..." className="min-h-11 w-full text-base">Send the link</SubmitButton>
          </form>
        </>
      )}
      {backLink}
    </>
  );
}
