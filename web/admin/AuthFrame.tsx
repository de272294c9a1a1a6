// The frame around the screens a signed-out admin sees (sign-in, its code and forgot steps, the reset page).
import type { ReactNode } from 'react';

export function AuthFrame({ companyName, children }: { companyName: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-warm px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="m-0 mb-6 flex items-center justify-center gap-2 text-lg font-extrabold tracking-tight text-ink">
          <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-ink text-accent">
            <span className="i-lucide-building-2 h-5 w-5" />
          </span>
          {companyName}
        </p>
        <div className="card p-6">{children}</div>
        <p className="m-0 mt-4 flex items-start justify-center gap-2 text-center text-sm text-ink-muted">
          <span aria-hidden="true" className="i-lucide-shield-check mt-0.5 h-4 w-4" />
          All activities are logged: every sign-in, edit and export is recorded with the time and address it came from.
        </p>
        <p className="m-0 mt-6 text-center text-sm">
          <a href="/" className="font-semibold text-ink underline underline-offset-2 focus-visible:outline-accent-dark rounded">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}

/** A plain-language note inside the card: why something did not happen, or what comes next. */
export function Notice({ tone = 'warning', children }: { tone?: 'warning' | 'success'; children: ReactNode }) {
  const colours = tone === 'success' ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50';
  return <div className={`m-0 mt-4 rounded-lg border p-3 text-sm text-ink ${colours}`}>{children}</div>;
}
