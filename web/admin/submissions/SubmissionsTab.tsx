// Submissions (docs/product.md § Submissions tab): contact messages and equipment quotes, newest first, in fixed-height boxes;
// beyond the spec: unread markers, mark read, delete, search, CSV export and a spam view.
import { NEEDS_REPLY_FILTER } from '../../shared/overview.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { telHref } from '../../lib/tel.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText, formatDateTime } from '../format.ts';
import { isSubmissionList, keys, LIVE_REFRESH_MS, type ListFilter } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import { INBOX_LIST } from '../../shared/submissions.ts';
import type { AdminAccount, InboxCounts, SubmissionKind, SubmissionsSummary } from '../types.ts';
import { ENQUIRY_STATUSES, STATUS_LABELS, type EnquiryStatus } from '../../shared/lead-desk.ts';
import type { MailboxState } from '../../shared/mailbox.ts';
import { EnquiryDialog, enquiryWho, type Enquiry } from './EnquiryDialog.tsx';
import { Badge, BUTTON, ConfirmDialog, DeleteButton, EmptyText, INPUT, QueryView } from '../ui.tsx';
import { downloadCsv } from './csv-download.ts';
import { DURATION_LABELS, EQUIPMENT_LABELS } from '../../shared/submission-labels.ts';
import { ContactFields, QuoteFields } from './SubmissionFields.tsx';
import { FindPerson } from './FindPerson.tsx';

const KINDS: { kind: SubmissionKind; title: string; empty: string; noun: string }[] = [
  { kind: 'contact', title: 'Contact Submissions', empty: 'No contact submissions yet.', noun: 'contact submissions' },
  { kind: 'quote', title: 'Equipment Quote Requests', empty: 'No equipment quote requests yet.', noun: 'equipment quote requests' },
];

type View = 'inbox' | 'spam' | 'person';
/** Which enquiries the inbox shows: every kind, or one list (real-estate enquiries are the contact list's). */
type KindFilter = 'all' | 'contact' | 'real-estate' | 'quote';

const VIEW_HINTS: Record<View, string> = {
  inbox: 'Newest first, kept up to date by itself. Open an enquiry to answer it, note what happened and move it along: New, Contacted, Quoted, then Won or Lost.',
  spam: 'Messages caught by the spam trap (a hidden field only robots fill in). Kept for review until the spam limit in Settings; check here now and then.',
  person: 'When someone asks what we hold about them, or asks to be forgotten: find everything they sent, give them a copy, or erase it.',
};

/** The company mailbox refuses the login or cannot be reached: clients' answers are not being read. */
function MailboxWarning() {
  const mailbox = useQuery<MailboxState>({ queryKey: keys.mailbox, refetchInterval: LIVE_REFRESH_MS });
  const m = mailbox.data;
  if (!m?.configured || m.ok || !m.error) return null;
  return (
    <p role="alert" className="m-0 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <span aria-hidden="true" className="i-lucide-mail-x mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong>Clients' answers are not being read:</strong> the company mailbox (IMAP_URL) said “{m.error}”. Check its address and password in the
        server's settings; the site keeps working meanwhile.
      </span>
    </p>
  );
}

export function SubmissionsTab() {
  const [view, setView] = useState<View>('inbox');
  const spam = view === 'spam';
  const summary = useQuery<SubmissionsSummary>({ queryKey: keys.summary, refetchInterval: LIVE_REFRESH_MS });
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  // Opened from the Overview's overdue card: filtered to what needs a reply.
  const [needsReply, setNeedsReply] = useState(() => new URLSearchParams(location.search).get('filter') === NEEDS_REPLY_FILTER);
  const [assignee, setAssignee] = useState('');
  const [kindFilter, setKindFilter] = useState<KindFilter>('all');
  const spamCount = (summary.data?.contact.spam ?? 0) + (summary.data?.quotes.spam ?? 0);
  const filter: ListFilter = spam ? {} : { status: status || undefined, needsReply, assignee: assignee || undefined };
  const shown = KINDS.filter((k) => spam || kindFilter === 'all' || (kindFilter === 'quote' ? k.kind === 'quote' : k.kind === 'contact'));
  return (
    <div className="grid gap-4">
      <MailboxWarning />
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
        <p className="m-0 basis-full text-sm text-ink-muted">{VIEW_HINTS[view]}</p>
      </div>
      {view === 'inbox' ? (
        <LeadFilters
          summary={summary.data}
          status={status}
          onStatus={setStatus}
          needsReply={needsReply}
          onNeedsReply={setNeedsReply}
          assignee={assignee}
          onAssignee={setAssignee}
          kind={kindFilter}
          onKind={setKindFilter}
        />
      ) : null}
      {view === 'person' ? (
        <FindPerson />
      ) : (
        <div className={`grid items-start gap-4 ${shown.length > 1 ? 'xl:grid-cols-2' : ''}`}>
          {shown.map((k) => (
            <SubmissionList
              key={k.kind}
              {...k}
              title={k.kind === 'contact' && kindFilter === 'real-estate' && !spam ? 'Real-Estate Enquiries' : k.title}
              spam={spam}
              filter={k.kind === 'contact' && kindFilter === 'real-estate' && !spam ? { ...filter, service: 'real-estate' } : filter}
              counts={summary.data?.[INBOX_LIST[k.kind]]}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Status (with counts over both lists), "Needs a reply", who works it and which kind of enquiry. */
function LeadFilters(props: {
  summary?: SubmissionsSummary;
  status: EnquiryStatus | '';
  onStatus: (status: EnquiryStatus | '') => void;
  needsReply: boolean;
  onNeedsReply: (on: boolean) => void;
  assignee: string;
  onAssignee: (assignee: string) => void;
  kind: KindFilter;
  onKind: (kind: KindFilter) => void;
}) {
  const admins = useQuery<AdminAccount[]>({ queryKey: keys.admins });
  const me = useQuery<AdminAccount>({ queryKey: keys.me });
  const count = (s: EnquiryStatus) => (props.summary ? props.summary.contact.statuses[s] + props.summary.quotes.statuses[s] : undefined);
  const total = props.summary ? props.summary.contact.total + props.summary.quotes.total : undefined;
  const overdue = props.summary ? props.summary.contact.overdue + props.summary.quotes.overdue : 0;
  const assigneeId = useId();
  const kindId = useId();
  const chip =
    'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-ink-muted focus-visible:outline-accent-dark aria-[pressed=true]:border-ink aria-[pressed=true]:bg-ink aria-[pressed=true]:text-white';
  return (
    <div className="card grid gap-3 p-3">
      <div role="group" aria-label="Filter by status" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        <button type="button" className={chip} aria-pressed={props.status === ''} onClick={() => props.onStatus('')}>
          All {total !== undefined ? <span className="font-normal">{total}</span> : null}
        </button>
        {ENQUIRY_STATUSES.map((s) => (
          <button key={s} type="button" className={`${chip} shrink-0`} aria-pressed={props.status === s} onClick={() => props.onStatus(props.status === s ? '' : s)}>
            {STATUS_LABELS[s]} {count(s) !== undefined ? <span className="font-normal">{count(s)}</span> : null}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className={chip} aria-pressed={props.needsReply} onClick={() => props.onNeedsReply(!props.needsReply)}>
          <span aria-hidden="true" className="i-lucide-clock h-4 w-4" />
          Needs a reply
          {overdue ? <span className="rounded-full bg-danger px-1.5 text-xs leading-5 text-white">{overdue} overdue</span> : null}
        </button>
        <div>
          <label className="block text-xs font-semibold text-ink-muted" htmlFor={assigneeId}>
            Assigned to
          </label>
          <select id={assigneeId} className={`${INPUT} min-w-36`} value={props.assignee} onChange={(e) => props.onAssignee(e.target.value)}>
            <option value="">Anyone</option>
            {me.data ? <option value={String(me.data.id)}>Me ({me.data.username})</option> : null}
            <option value="none">Nobody</option>
            {admins.data
              ?.filter((a) => a.id !== me.data?.id)
              .map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.username}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label className="block text-xs font-semibold text-ink-muted" htmlFor={kindId}>
            Kind
          </label>
          <select id={kindId} className={`${INPUT} min-w-48`} value={props.kind} onChange={(e) => props.onKind(e.target.value as KindFilter)}>
            <option value="all">All enquiries</option>
            <option value="contact">Contact messages</option>
            <option value="real-estate">Real-estate enquiries</option>
            <option value="quote">Equipment quote requests</option>
          </select>
        </div>
      </div>
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

type Row = Enquiry;

function SubmissionList({
  kind,
  title,
  empty,
  noun,
  spam,
  filter,
  counts,
}: {
  kind: SubmissionKind;
  title: string;
  empty: string;
  noun: string;
  spam: boolean;
  filter: ListFilter;
  counts?: InboxCounts;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300).trim();
  const list = useQuery<Row[]>({ queryKey: keys.submissions(kind, q, spam, filter), placeholderData: keepPreviousData, refetchInterval: LIVE_REFRESH_MS });
  const filtered = Boolean(q || filter.status || filter.needsReply || filter.assignee);
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const headingId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  // The open enquiry, kept while a filter drops it from the list (a reply moves it out of New): only Close closes it.
  // A link from an e-mail (?enquiry=contact-12) opens that enquiry.
  const [openId, setOpenId] = useState<number | null>(() => {
    const [list, id] = (new URLSearchParams(location.search).get('enquiry') ?? '').split('-');
    return list === INBOX_LIST[kind] && /^\d+$/.test(id ?? '') ? Number(id) : null;
  });
  const [openRow, setOpenRow] = useState<Row | null>(null);
  const listed = list.data?.find((r) => r.id === openId);
  useEffect(() => {
    if (listed) setOpenRow(listed);
  }, [listed]);

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
              {counts.overdue ? <Badge tone="danger">{counts.overdue} overdue</Badge> : null}
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
          <QueryView query={list} loading={`Loading ${noun}…`} failure={`Could not load the ${noun}.`} empty={<EmptyText>{q ? `No ${noun} match “${q}”.` : spam ? `No ${noun} in spam.` : filtered ? `No ${noun} match these filters.` : empty}</EmptyText>}>
            {(data) => (
            <ul className="m-0 grid list-none gap-2 p-0">
              {data.map((row) => (
                <li key={row.id}>
                  <SubmissionCard kind={kind} row={row} onGone={() => regionRef.current?.focus()} onOpen={() => setOpenId(row.id)} />
                </li>
              ))}
            </ul>
            )}
          </QueryView>
        </div>
        {openId !== null && (listed ?? openRow) ? (
          <EnquiryDialog
            kind={kind}
            row={(listed ?? openRow) as Row}
            open
            onOpenChange={(open) => {
              if (open) return;
              setOpenId(null);
              setOpenRow(null);
            }}
          />
        ) : null}
        {list.data?.length ? (
          <p className="m-0 text-xs text-ink-muted" aria-live="polite">
            {q ? `${list.data.length} matching “${q}”.` : `${list.data.length} shown, newest first${filtered ? ', filtered' : ''}.`}
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
function SubmissionCard({ kind, row, onGone, onOpen }: { kind: SubmissionKind; row: Row; onGone: () => void; onOpen: () => void }) {
  const { toast } = useToast();
  const refresh = useSubmissionChange(kind);
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState(false);
  const admins = useQuery<AdminAccount[]>({ queryKey: keys.admins });
  const unread = !row.readAt && !row.isSpam;
  const who = enquiryWho(row);
  const assignee = row.assigneeId === null ? undefined : (admins.data?.find((a) => a.id === row.assigneeId)?.username ?? `admin ${row.assigneeId}`);

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
      aria-label={`${unread ? 'Unread: ' : ''}${row.overdue ? 'Overdue: ' : ''}${row.clientWroteAgain ? 'Client wrote again: ' : ''}${kind === 'contact' ? 'message' : 'quote request'} from ${who}`}
      className={`rounded-lg border bg-white p-3 text-sm ${row.overdue ? 'border-danger border-l-4' : unread ? 'border-accent border-l-4' : 'border-surface-line'}`}
    >
      <header className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <h3 className={`m-0 text-base text-ink [overflow-wrap:anywhere] ${unread ? 'font-bold' : 'font-semibold'}`}>
          {'firstName' in row ? (
            who
          ) : (
            <>
              {row.name ? `${row.name} · ` : ''}
              {EQUIPMENT_LABELS[row.equipmentType] ?? row.equipmentType}
              <span className="font-normal text-ink-muted"> · {DURATION_LABELS[row.rentalDuration] ?? row.rentalDuration}</span>
            </>
          )}
        </h3>
        {unread ? <Badge tone="accent">Unread</Badge> : null}
        {row.isSpam ? <Badge tone="danger">Spam</Badge> : <Badge tone={row.status === 'won' ? 'success' : 'neutral'}>{STATUS_LABELS[row.status]}</Badge>}
        {row.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        {row.clientWroteAgain ? (
          // Words and an icon, not a colour alone: a won, lost or closed enquiry whose client wrote after it was closed.
          <span
            title={`The client wrote again after this enquiry was marked ${STATUS_LABELS[row.status].toLowerCase()}`}
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold leading-5 text-amber-900"
          >
            <span aria-hidden="true" className="i-lucide-mail-warning h-3.5 w-3.5" />
            Client wrote again
          </span>
        ) : null}
        {assignee ? <span className="text-xs text-ink-muted">→ {assignee}</span> : null}
        <time dateTime={row.createdAt} className="ml-auto whitespace-nowrap text-xs text-ink-muted">
          {formatDateTime(row.createdAt)}
        </time>
      </header>
      {'firstName' in row ? <ContactFields row={row} /> : <QuoteFields row={row} />}
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-surface-line pt-2">
        {!row.isSpam ? (
          <button type="button" className={BUTTON.secondary} onClick={onOpen}>
            <span aria-hidden="true" className="i-lucide-panel-right-open h-4 w-4" />
            Open<span className="sr-only"> the enquiry from {who}</span>
          </button>
        ) : null}
        <EnquiryDialog kind={kind} row={row} open={opened} onOpenChange={setOpened} />
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
          trigger={<DeleteButton what={`the submission from ${who}`} />}
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
