// Submissions (docs/product.md § Submissions tab): contact messages and equipment quotes, newest first, in fixed-height boxes;
// beyond the spec: unread markers, mark read, delete, search, CSV export and a spam view.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { telHref } from '../../lib/tel.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText, formatDateTime } from '../format.ts';
import { isSubmissionList, keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import { INBOX_LIST } from '../../shared/submissions.ts';
import type { ContactSubmission, EquipmentQuote, SubmissionKind, SubmissionsSummary } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, EmptyText, INPUT, LoadError, LoadingRows } from '../ui.tsx';
import { downloadCsv } from './csv-download.ts';
import { DURATION_LABELS, EQUIPMENT_LABELS } from './labels.ts';
import { ContactFields, QuoteFields } from './SubmissionFields.tsx';
import { FindPerson } from './FindPerson.tsx';

const KINDS: { kind: SubmissionKind; title: string; empty: string; noun: string }[] = [
  { kind: 'contact', title: 'Contact Submissions', empty: 'No contact submissions yet.', noun: 'contact submissions' },
  { kind: 'quote', title: 'Equipment Quote Requests', empty: 'No equipment quote requests yet.', noun: 'equipment quote requests' },
];

type View = 'inbox' | 'spam' | 'person';

const VIEW_HINTS: Record<View, string> = {
  inbox: 'Newest first. Reply by e-mail or phone, mark what you have handled as read.',
  spam: 'Messages caught by the spam trap (a hidden field only robots fill in). Kept for review until the spam limit in Settings; check here now and then.',
  person: 'When someone asks what we hold about them, or asks to be forgotten: find everything they sent, give them a copy, or erase it.',
};

export function SubmissionsTab() {
  const [view, setView] = useState<View>('inbox');
  const spam = view === 'spam';
  const summary = useQuery<SubmissionsSummary>({ queryKey: keys.summary });
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  // Data never goes stale by itself (docs/product.md § Admin flows: no polling): new enquiries come in when the admin asks.
  async function refresh() {
    setRefreshing(true);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.summary }),
      queryClient.invalidateQueries({ predicate: isSubmissionList('contact') }),
      queryClient.invalidateQueries({ predicate: isSubmissionList('quote') }),
    ]);
    setRefreshing(false);
  }
  const spamCount = (summary.data?.contact.spam ?? 0) + (summary.data?.quotes.spam ?? 0);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Which submissions to show" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
          {(
            [
              { value: 'inbox', label: 'Inbox' },
              { value: 'spam', label: `Spam${spamCount ? ` (${spamCount})` : ''}` },
              { value: 'person', label: 'Find a person' },
            ] as const
          ).map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => setView(option.value)}
              className="min-h-9 cursor-pointer rounded-md border-0 bg-transparent px-3 text-sm font-semibold text-ink-muted focus-visible:outline-accent-dark aria-[pressed=true]:bg-ink aria-[pressed=true]:text-white"
            >
              {option.label}
            </button>
          ))}
        </div>
        {view !== 'person' ? (
          <button type="button" className={BUTTON.secondary} onClick={refresh} disabled={refreshing}>
            <span aria-hidden="true" className="i-lucide-refresh-cw h-4 w-4" />
            {refreshing ? 'Checking...' : 'Check for new'}
          </button>
        ) : null}
        <p className="m-0 basis-full text-sm text-ink-muted">{VIEW_HINTS[view]}</p>
      </div>
      {view === 'person' ? (
        <FindPerson />
      ) : (
        <div className="grid items-start gap-4 xl:grid-cols-2">
          {KINDS.map((k) => (
            <SubmissionList key={k.kind} {...k} spam={spam} counts={summary.data?.[INBOX_LIST[k.kind]]} />
          ))}
        </div>
      )}
    </div>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Row = ContactSubmission | EquipmentQuote;

function SubmissionList({
  kind,
  title,
  empty,
  noun,
  spam,
  counts,
}: {
  kind: SubmissionKind;
  title: string;
  empty: string;
  noun: string;
  spam: boolean;
  counts?: { total: number; unread: number };
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300).trim();
  const list = useQuery<Row[]>({ queryKey: keys.submissions(kind, q, spam), placeholderData: keepPreviousData });
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const headingId = useId();
  const regionRef = useRef<HTMLDivElement>(null);

  async function exportCsv() {
    setExporting(true);
    try {
      const name = await downloadCsv(kind);
      toast({ title: 'Export ready', description: `${name} has been downloaded.` });
    } catch (error) {
      if (!isUnauthorized(error)) toast({ title: 'Export failed', description: failureText(error, 'The file could not be made.'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="card flex min-w-0 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-surface-line px-4 py-3">
        <h2 id={headingId} className="m-0 flex flex-wrap items-center gap-2 text-base font-bold text-ink">
          {spam ? `${title}: spam` : title}
          {!spam && counts ? (
            <>
              <Badge label={`${counts.total} in total`}>{counts.total}</Badge>
              {counts.unread ? <Badge tone="accent">{counts.unread} unread</Badge> : null}
            </>
          ) : null}
        </h2>
        {!spam ? (
          <button type="button" className={`${BUTTON.secondary} ml-auto`} onClick={exportCsv} disabled={exporting}>
            <span aria-hidden="true" className="i-lucide-download h-4 w-4" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        ) : null}
      </div>
      <div className="grid gap-3 p-3">
        <div role="search">
          <label className="sr-only" htmlFor={`${headingId}-q`}>
            Search {noun}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="i-lucide-search pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted" />
            <input
              id={`${headingId}-q`}
              type="search"
              placeholder="Search name, e-mail, phone, text"
              className={`${INPUT} pl-9`}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div
          ref={regionRef}
          role="region"
          aria-label={`${title} list`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-busy={list.isFetching}
          className={`relative overflow-y-auto rounded-lg border border-surface-line bg-surface-warm/50 p-2 focus-visible:outline-accent-dark ${
            list.data?.length ? 'h-[30rem] md:h-[34rem]' : ''
          }`}
        >
          {list.isPending ? (
            <LoadingRows label={`Loading ${noun}…`} />
          ) : list.isError ? (
            <LoadError message={failureText(list.error, `Could not load the ${noun}.`)} onRetry={() => list.refetch()} />
          ) : !list.data.length ? (
            <EmptyText>{q ? `No ${noun} match “${q}”.` : spam ? `No ${noun} in spam.` : empty}</EmptyText>
          ) : (
            <ul className="m-0 grid list-none gap-2 p-0">
              {list.data.map((row) => (
                <li key={row.id}>
                  <SubmissionCard kind={kind} row={row} onGone={() => regionRef.current?.focus()} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.data?.length ? (
          <p className="m-0 text-xs text-ink-muted" aria-live="polite">
            {q ? `${list.data.length} matching “${q}”.` : `${list.data.length} shown, newest first.`}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function useSubmissionChange(kind: SubmissionKind) {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ predicate: isSubmissionList(kind) }),
    queryClient.invalidateQueries({ queryKey: keys.summary }),
  ]);
}

/** `onGone`: the card is about to disappear (deleted); focus goes to its list instead of being lost. */
function SubmissionCard({ kind, row, onGone }: { kind: SubmissionKind; row: Row; onGone: () => void }) {
  const { toast } = useToast();
  const refresh = useSubmissionChange(kind);
  const [confirming, setConfirming] = useState(false);
  const unread = !row.readAt && !row.isSpam;
  const who = 'firstName' in row ? `${row.firstName} ${row.lastName}` : row.email;

  const markRead = useMutation({
    mutationFn: (read: boolean) => apiRequest('PATCH', `/api/admin/submissions/${INBOX_LIST[kind]}/${row.id}`, { read }),
    onSuccess: async (_data, read) => {
      await refresh();
      toast({ title: read ? 'Marked as read' : 'Marked as unread', description: `The submission from ${who}.` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not update', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/submissions/${INBOX_LIST[kind]}/${row.id}`),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: 'Submission deleted', description: `The submission from ${who} is gone for good.` });
      await refresh();
      onGone();
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not delete', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <article
      aria-label={`${unread ? 'Unread: ' : ''}${kind === 'contact' ? 'message' : 'quote request'} from ${who}`}
      className={`rounded-lg border bg-white p-3 text-sm ${unread ? 'border-accent border-l-4' : 'border-surface-line'}`}
    >
      <header className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <h3 className={`m-0 text-base text-ink [overflow-wrap:anywhere] ${unread ? 'font-bold' : 'font-semibold'}`}>
          {'firstName' in row ? (
            `${row.firstName} ${row.lastName}`
          ) : (
            <>
              {EQUIPMENT_LABELS[row.equipmentType] ?? row.equipmentType}
              <span className="font-normal text-ink-muted"> · {DURATION_LABELS[row.rentalDuration] ?? row.rentalDuration}</span>
            </>
          )}
        </h3>
        {unread ? <Badge tone="accent">New</Badge> : null}
        {row.isSpam ? <Badge tone="danger">Spam</Badge> : null}
        <time dateTime={row.createdAt} className="ml-auto whitespace-nowrap text-xs text-ink-muted">
          {formatDateTime(row.createdAt)}
        </time>
      </header>
      {'firstName' in row ? <ContactFields row={row} /> : <QuoteFields row={row} />}
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-surface-line pt-2">
        <a className={`${BUTTON.ghost} no-underline`} href={`mailto:${row.email}`}>
          <span aria-hidden="true" className="i-lucide-reply h-4 w-4" />
          Reply<span className="sr-only"> to {who} by e-mail</span>
        </a>
        {row.phone ? (
          <a className={`${BUTTON.ghost} no-underline`} href={telHref(row.phone)}>
            <span aria-hidden="true" className="i-lucide-phone h-4 w-4" />
            Call<span className="sr-only"> {who}</span>
          </a>
        ) : null}
        {!row.isSpam ? (
          <button type="button" className={BUTTON.ghost} disabled={markRead.isPending} onClick={() => markRead.mutate(!row.readAt)}>
            <span aria-hidden="true" className={row.readAt ? 'i-lucide-mail h-4 w-4' : 'i-lucide-mail-open h-4 w-4'} />
            {markRead.isPending ? 'Saving...' : row.readAt ? 'Mark unread' : 'Mark read'}
            <span className="sr-only"> ({who})</span>
          </button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <button type="button" className={`${BUTTON.ghost} ml-auto hover:text-danger`}>
              <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
              Delete<span className="sr-only"> the submission from {who}</span>
            </button>
          }
          title="Delete this submission?"
          description={
            <>
              The {kind === 'contact' ? 'message' : 'quote request'} from <strong>{who}</strong> ({row.email}) will be removed for good, for example when
              the visitor asks to be forgotten. Export a CSV first if you need a record. This cannot be undone.
            </>
          }
          confirmLabel="Delete for good"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </article>
  );
}
