// The admin panel's building blocks: buttons, fields, badges, panels and the confirmation dialog.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { failureText } from './format.ts';

// Focus: base.css draws a 3 px outline on :focus-visible; on the admin's white surfaces it takes the darker
// amber (5:1 against white) so it is plain to see. ("focus-ring" is not used: UnoCSS reads it as focus:ring.)
export const BUTTON = {
  primary:
    'inline-flex items-center justify-center gap-2 min-h-10 px-4 py-2 rounded-lg border-0 bg-accent text-ink font-semibold text-sm cursor-pointer hover:bg-accent-light focus-visible:outline-accent-dark disabled:opacity-60 disabled:cursor-not-allowed',
  secondary:
    'inline-flex items-center justify-center gap-2 min-h-10 px-4 py-2 rounded-lg border border-slate-300 bg-white text-ink font-semibold text-sm cursor-pointer hover:bg-surface-warm focus-visible:outline-accent-dark disabled:opacity-60 disabled:cursor-not-allowed',
  danger:
    'inline-flex items-center justify-center gap-2 min-h-10 px-4 py-2 rounded-lg border-0 bg-danger text-white font-semibold text-sm cursor-pointer hover:bg-red-800 focus-visible:outline-accent-dark disabled:opacity-60 disabled:cursor-not-allowed',
  ghost:
    'inline-flex items-center justify-center gap-1.5 min-h-10 px-3 py-2 rounded-lg border-0 bg-transparent text-ink-soft font-semibold text-sm cursor-pointer hover:bg-surface-warm hover:text-ink focus-visible:outline-accent-dark disabled:opacity-60 disabled:cursor-not-allowed',
  icon: 'inline-flex items-center justify-center h-10 w-10 rounded-lg border-0 bg-transparent text-ink-muted cursor-pointer hover:bg-surface-warm hover:text-ink focus-visible:outline-accent-dark disabled:opacity-40 disabled:cursor-not-allowed',
} as const;

/** A form's submit button: while the form sends, disabled and saying so ("Adding..."). */
export function SubmitButton({
  busy,
  busyLabel,
  icon,
  kind = 'primary',
  className = '',
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  /** A Lucide icon class, e.g. "i-lucide-send". */
  icon?: string;
  kind?: keyof typeof BUTTON;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`${BUTTON[kind]} ${className}`.trim()} disabled={busy || disabled}>
      {icon ? <span aria-hidden="true" className={`${icon} h-4 w-4`} /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}

export const INPUT =
  'block w-full min-h-10 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus:outline-none focus:ring-3 focus:ring-accent/50 focus:border-accent-dark aria-[invalid=true]:border-danger';
export const LABEL = 'block text-sm font-semibold text-ink mb-1';

type Tone = 'neutral' | 'success' | 'warning' | 'accent' | 'danger' | 'info';
const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 border-slate-200',
  success: 'bg-green-50 text-status-done border-green-200',
  warning: 'bg-amber-50 text-accent-deep border-amber-200',
  accent: 'bg-accent text-ink border-accent',
  danger: 'bg-red-50 text-danger border-red-200',
  info: 'bg-blue-50 text-status-ongoing border-blue-200',
};

/**
 * A small pill. With a label, screen readers hear the label instead of what is shown ("12 in total" for "12"):
 * as hidden text, since ARIA lets no aria-label name a plain span.
 */
export function Badge({ tone = 'neutral', children, label }: { tone?: Tone; children: ReactNode; label?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold leading-5 whitespace-nowrap ${TONES[tone]}`}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}

/** A white card with a heading row (title, optional count and actions) and its body. */
export function Panel({
  title,
  headingLevel = 2,
  count,
  actions,
  children,
  className = '',
  id,
}: {
  title: ReactNode;
  headingLevel?: 2 | 3;
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className={`card flex min-w-0 flex-col ${className}`}>
      <div className="flex flex-wrap items-center gap-2 border-b border-surface-line px-4 py-3">
        <Heading id={id ? `${id}-title` : undefined} className="m-0 flex items-center gap-2 text-base font-bold text-ink">
          {title}
          {count !== undefined ? <Badge tone="neutral" label={`${count} in total`}>{count}</Badge> : null}
        </Heading>
        {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="min-w-0 flex-1 p-2 sm:p-3">{children}</div>
    </section>
  );
}

/** What a Field hands its control: spread it on the input. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (props: FieldControlProps) => ReactNode;
  className?: string;
  /** A fixed id, for a page the server renders on its own (useId follows the component tree, which then differs). */
  id?: string;
}

/** A labelled control with its help text and its error, wired with aria-describedby / aria-invalid. */
export function Field({ label, hint, error, children, className = '', id: fixedId }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="m-0 mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="m-0 mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LoadingRows({ label = 'Loading…', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, identical and never reordered
        <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-lg bg-surface-warm" />
      ))}
    </div>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="m-0 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-ink-muted">{children}</p>;
}

/** A load failure inside a panel, with a way to try again (queries never retry by themselves). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
      <p className="m-0">{message}</p>
      <button type="button" className={`${BUTTON.secondary} mt-2`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * What a query draws, in its three states: placeholder rows while it loads, the failure with "Try again", then the
 * data, or `empty` when the data is an empty list.
 */
export function QueryView<T>({
  query,
  loading,
  rows,
  failure,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading admins…"). */
  loading: string;
  rows?: number;
  /** The sentence when the server gave none ("Could not load the admins."). */
  failure: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows label={loading} rows={rows} />;
  if (query.isError) return <LoadError message={failureText(query.error, failure)} onRetry={() => query.refetch()} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}

/**
 * A list row's Delete button, the trigger of its confirmation: "Delete" on screen, and what it deletes for screen
 * readers (React 19 passes the dialog's ref and handlers through `props`).
 */
export function DeleteButton({ what, ...props }: ComponentProps<'button'> & { what: string }) {
  return (
    <button type="button" className={`${BUTTON.ghost} ml-auto hover:text-danger`} {...props}>
      <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
      Delete<span className="sr-only"> {what}</span>
    </button>
  );
}

/** Asks before something that cannot be undone; focus is trapped and Cancel is the default. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  open,
  onOpenChange,
}: {
  /** Left out when the dialog is opened from elsewhere (a menu item). */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-5">
          <AlertDialog.Title className="m-0 text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-body">{description}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={BUTTON.secondary}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              className={BUTTON.danger}
              disabled={pending}
              onClick={(event) => {
                // Keep the dialog open until the server answers, so a failure is seen where it happened.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A dialog's window (inside its Dialog.Root): the overlay, a centred card of the given width that scrolls within
 * the screen, and its heading row with the title, one line of help and the close button.
 */
export function DialogPanel({
  width,
  title,
  description,
  closeLabel,
  children,
}: {
  /** A max-w-* class, written out in the caller so that UnoCSS sees it. */
  width: string;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
      <Dialog.Content
        className={`card fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-1rem)] w-[calc(100vw-1rem)] ${width} -translate-x-1/2 -translate-y-1/2 flex-col sm:max-h-[calc(100vh-3rem)]`}
      >
        <div className="flex items-start gap-3 border-b border-surface-line p-4">
          <div className="min-w-0">
            <Dialog.Title className="m-0 text-lg font-bold text-ink [overflow-wrap:anywhere]">{title}</Dialog.Title>
            <Dialog.Description className="m-0 mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
          </div>
          <Dialog.Close className={`${BUTTON.icon} ml-auto shrink-0`} aria-label={closeLabel}>
            <span aria-hidden="true" className="i-lucide-x h-5 w-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The eye button inside a password field's right edge: shows or hides what was typed (`className` places it). */
export function ShowPasswordToggle({ shown, onToggle, className }: { shown: boolean; onToggle: () => void; className: string }) {
  return (
    <button type="button" className={`${BUTTON.icon} ${className}`} aria-label="Show password" aria-pressed={shown} onClick={onToggle}>
      <span aria-hidden="true" className={shown ? 'i-lucide-eye-off h-5 w-5' : 'i-lucide-eye h-5 w-5'} />
    </button>
  );
}
