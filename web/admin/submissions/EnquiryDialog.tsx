// One enquiry as the lead desk works it (docs/product.md § Lead desk): its words, its status and assignee, the
// timeline of replies, notes and changes, and the three ways to answer: an e-mail from a template, WhatsApp
// (then "Did you send it?"), or "I called them".
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import {
  LOST_REASONS,
  ENQUIRY_STATUSES,
  enquiryReference,
  fillTemplate,
  NOTE_MAX,
  parseReplyTemplates,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  STATUS_LABELS,
  whatsappNumberOf,
  type EnquiryChange,
  type EnquiryNote,
  type EnquiryReply,
  type EnquiryStatus,
  type EnquiryTimeline,
  type TemplateWords,
  NoteBody,
  ReplyBody,
} from '../../shared/lead-desk.ts';
import { SETTING } from '../../shared/settings.ts';
import { INBOX_LIST, type Listed } from '../../shared/submissions.ts';
import { failureText, formatDateTime } from '../format.ts';
import { formatNairaKobo } from '../../shared/quotes.ts';
import { isDeskData, keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { AdminAccount, ContactSubmission, EquipmentQuote, SiteSetting, SubmissionKind } from '../types.ts';
import { Badge, BUTTON, DialogPanel, Field, INPUT, LABEL, LoadingRows, QueryView, SubmitButton } from '../ui.tsx';
import { DURATION_LABELS, EQUIPMENT_LABELS, SERVICE_LABELS } from '../../shared/submission-labels.ts';
import { ContactFields, QuoteFields } from './SubmissionFields.tsx';
import { QuotesSection } from './QuotesSection.tsx';
import { describeTouch, type Attribution } from '../../shared/attribution.ts';
import type { MailAttachment } from '../../shared/mailbox.ts';
import { parseWholeNumber } from '../../shared/numbers.ts';

export type Enquiry = Listed<ContactSubmission | EquipmentQuote>;
type Detail = Enquiry & EnquiryTimeline;

/** Whom to greet and how the enquiry is named in the panel. */
export function enquiryWho(row: ContactSubmission | EquipmentQuote): string {
  if ('firstName' in row) return `${row.firstName} ${row.lastName}`;
  return row.name || row.email;
}

const enquiryPath = (kind: SubmissionKind, id: number) => `/api/admin/submissions/${INBOX_LIST[kind]}/${id}`;

/** Every cached list, count and figure an answer or a change can move. */
function useLeadRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isDeskData });
}

function settingOf(settings: SiteSetting[] | undefined, key: string) {
  return settings?.find((s) => s.key === key)?.value ?? '';
}

function templateWords(kind: SubmissionKind, row: Enquiry, settings: SiteSetting[] | undefined): TemplateWords {
  const service =
    'service' in row ? (SERVICE_LABELS[row.service] ?? row.service) : `${EQUIPMENT_LABELS[row.equipmentType] ?? row.equipmentType} rental (${DURATION_LABELS[row.rentalDuration] ?? row.rentalDuration})`;
  const name = 'firstName' in row ? row.firstName : (row.name ?? '');
  return {
    name: name || 'Sir or Madam',
    service: service.toLowerCase(),
    reference: enquiryReference(kind, row.id),
    company: settingOf(settings, SETTING.companyName) || 'our company',
    phone: settingOf(settings, SETTING.phone),
    email: settingOf(settings, SETTING.email),
  };
}

export function EnquiryDialog({ kind, row, open, onOpenChange }: { kind: SubmissionKind; row: Enquiry; open: boolean; onOpenChange: (open: boolean) => void }) {
  const who = enquiryWho(row);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        width="max-w-5xl"
        title={who}
        description={`${'service' in row ? (row.service === 'real-estate' ? 'Real-estate enquiry' : 'Contact message') : 'Equipment quote request'} ${enquiryReference(kind, row.id)}, received ${formatDateTime(row.createdAt)}`}
        closeLabel="Close the enquiry"
      >
        {open ? <EnquiryBody kind={kind} row={row} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function EnquiryBody({ kind, row }: { kind: SubmissionKind; row: Enquiry }) {
  const path = enquiryPath(kind, row.id);
  const detail = useQuery<Detail>({ queryKey: [path] });
  const refresh = useLeadRefresh();
  const markedRead = useRef(false);
  // Opening an unread enquiry reads it.
  useEffect(() => {
    if (row.readAt || row.isSpam || markedRead.current) return;
    markedRead.current = true;
    apiRequest('PATCH', path, { read: true })
      .then(refresh)
      .catch(() => undefined);
  }, [row.readAt, row.isSpam, path, refresh]);

  return (
    <QueryView query={detail} loading="Loading the enquiry…" failure="Could not load the enquiry.">
      {(d) => (
        <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-4">
            {d.clientWroteAgain ? (
              <p role="status" className="m-0 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
                <span aria-hidden="true" className="i-lucide-mail-warning h-4 w-4 shrink-0" />
                Client wrote again after this enquiry was marked {STATUS_LABELS[d.status].toLowerCase()}.
              </p>
            ) : null}
            <LeadControls kind={kind} detail={d} />
            <section aria-labelledby="enquiry-words" className="rounded-lg border border-surface-line bg-surface-warm/40 p-3 text-sm">
              <h3 id="enquiry-words" className="m-0 text-sm font-bold uppercase tracking-wide text-ink-muted">
                What they sent
              </h3>
              {'firstName' in d ? <ContactFields row={d} /> : <QuoteFields row={d} />}
              <LeadSource attribution={d.attribution} />
            </section>
            <Answer kind={kind} detail={d} />
            <QuotesSection kind={kind} id={d.id} phone={d.phone ?? null} clientName={enquiryWho(d)} rental={'projectDetails' in d ? d : undefined} />
          </div>
          <div className="grid content-start gap-4">
            <NoteForm kind={kind} id={d.id} />
            <Timeline kind={kind} detail={d} />
          </div>
        </div>
      )}
    </QueryView>
  );
}

function LeadControls({ kind, detail }: { kind: SubmissionKind; detail: Detail }) {
  const { toast } = useToast();
  const refresh = useLeadRefresh();
  const admins = useQuery<AdminAccount[]>({ queryKey: keys.admins });
  const statusId = useId();
  const assigneeId = useId();
  // Lost is asked about first (why, so the owner learns what loses work), Quoted and Won too (what it is worth, so the
  // Overview sums the value won and lost; empty takes the latest quote's total).
  const [asking, setAsking] = useState<'lost' | 'quoted' | 'won' | null>(null);
  const change = useMutation({
    mutationFn: (body: { status?: EnquiryStatus; assigneeId?: number | null; reason?: string; amount?: number }) => apiRequest<Detail>('PATCH', enquiryPath(kind, detail.id), body),
    onSuccess: async (_saved, body) => {
      await refresh();
      if (body.status) toast({ title: `Marked ${STATUS_LABELS[body.status].toLowerCase()}`, description: `The enquiry from ${enquiryWho(detail)} is now ${STATUS_LABELS[body.status]}.` });
      else {
        const name = admins.data?.find((a) => a.id === body.assigneeId)?.username;
        toast({ title: name ? `Given to ${name}` : 'Given to nobody', description: name ? `${name} is told by e-mail when mail is set up.` : 'Nobody is working this enquiry now.' });
      }
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not changed', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label className={LABEL} htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className={INPUT}
          value={detail.status}
          disabled={change.isPending}
          onChange={(e) => {
            const status = e.target.value as EnquiryStatus;
            if (status === 'lost' || status === 'quoted' || status === 'won') setAsking(status);
            else change.mutate({ status });
          }}
        >
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={LABEL} htmlFor={assigneeId}>
          Assigned to
        </label>
        <select
          id={assigneeId}
          className={INPUT}
          value={detail.assigneeId ?? ''}
          disabled={change.isPending || !admins.data}
          onChange={(e) => change.mutate({ assigneeId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Nobody</option>
          {admins.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.username}
            </option>
          ))}
        </select>
      </div>
      {asking === 'lost' ? (
        <LostReason pending={change.isPending} onCancel={() => setAsking(null)} onSave={(reason) => change.mutate({ status: 'lost', reason }, { onSuccess: () => setAsking(null) })} />
      ) : asking ? (
        <StatusAmount
          status={asking}
          pending={change.isPending}
          onCancel={() => setAsking(null)}
          onSave={(amount) => change.mutate({ status: asking, ...(amount === undefined ? {} : { amount }) }, { onSuccess: () => setAsking(null) })}
        />
      ) : null}
      <p className="m-0 text-sm text-ink-muted sm:col-span-2">
        {detail.overdue ? (
          <Badge tone="danger">Overdue: no reply yet</Badge>
        ) : detail.firstResponseAt ? (
          <>First answered {formatDateTime(detail.firstResponseAt)} ({hoursBetween(detail.createdAt, detail.firstResponseAt)} after it arrived).</>
        ) : (
          <>Not answered yet.</>
        )}
      </p>
    </div>
  );
}

function LostReason({ pending, onSave, onCancel }: { pending: boolean; onSave: (reason: string) => void; onCancel: () => void }) {
  const [picked, setPicked] = useState<string>(LOST_REASONS[0]);
  const [words, setWords] = useState('');
  const ids = useId();
  return (
    <form
      aria-label="Why was it lost?"
      className="grid gap-2 rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm sm:col-span-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave([picked, words.trim()].filter(Boolean).join(': '));
      }}
    >
      <fieldset className="m-0 grid gap-1 border-0 p-0">
        <legend className="mb-1 font-semibold text-ink">Why was it lost?</legend>
        {LOST_REASONS.map((r) => (
          <label key={r} className="flex min-h-8 items-center gap-2">
            <input type="radio" name={`${ids}-why`} value={r} checked={picked === r} onChange={() => setPicked(r)} />
            {r}
          </label>
        ))}
        <label className="flex min-h-8 items-center gap-2">
          <input type="radio" name={`${ids}-why`} value="Other" checked={picked === 'Other'} onChange={() => setPicked('Other')} />
          Other
        </label>
      </fieldset>
      <label className={LABEL} htmlFor={`${ids}-words`}>
        In your words (optional)
      </label>
      <input id={`${ids}-words`} className={INPUT} maxLength={400} value={words} onChange={(e) => setWords(e.target.value)} placeholder="e.g. chose a cheaper rig from Onne" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON.danger} disabled={pending}>
          Mark lost
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          Keep it open
        </button>
      </div>
    </form>
  );
}

/** Quoted or Won: what the work is worth, in naira as the desk types it ("2,500,000"); empty takes the latest quote's total. */
function StatusAmount({ status, pending, onSave, onCancel }: { status: 'quoted' | 'won'; pending: boolean; onSave: (amount: number | undefined) => void; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const ids = useId();
  const label = STATUS_LABELS[status];
  return (
    <form
      aria-label={`${label}: what is it worth?`}
      className="grid gap-2 rounded-lg border border-surface-line bg-surface-warm p-3 text-sm sm:col-span-2"
      onSubmit={(e) => {
        e.preventDefault();
        const amount = typed.trim() ? parseWholeNumber(typed, { naira: true }) : undefined;
        if (typed.trim() && amount === undefined) return setProblem('Type the amount in naira, e.g. 2,500,000.');
        onSave(amount);
      }}
    >
      <label className="font-semibold text-ink" htmlFor={`${ids}-amount`}>
        {label}: what is it worth? (₦, optional)
      </label>
      <input
        id={`${ids}-amount`}
        className={INPUT}
        inputMode="numeric"
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${ids}-hint`}
        onChange={(e) => {
          setTyped(e.target.value);
          setProblem('');
        }}
        placeholder="e.g. 2,500,000"
      />
      <p id={`${ids}-hint`} className={`m-0 ${problem ? 'font-semibold text-red-700' : 'text-ink-muted'}`} role={problem ? 'alert' : undefined}>
        {problem || (status === 'won' ? "Left empty, the latest quote's total counts, or what it was marked quoted at." : "Left empty, the latest quote's total counts, when there is one.")}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON.primary} disabled={pending}>
          Mark {label.toLowerCase()}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function hoursBetween(from: string, to: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 6) / 10;
  return `${hours} h`;
}

type Mode = 'email' | 'whatsapp-check' | null;

function Answer({ kind, detail }: { kind: SubmissionKind; detail: Detail }) {
  const { toast } = useToast();
  const refresh = useLeadRefresh();
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  const [mode, setMode] = useState<Mode>(null);
  const words = templateWords(kind, detail, settings.data);
  const whatsapp = whatsappNumberOf(detail.phone);
  const greeting = `Hello ${words.name}, this is ${words.company} about your ${words.service} enquiry ${words.reference}.`;
  const record = useMutation({
    mutationFn: (body: { channel: 'whatsapp' | 'phone'; body?: string }) => apiRequest('POST', `${enquiryPath(kind, detail.id)}/contacted`, body),
    onSuccess: async (_r, body) => {
      setMode(null);
      await refresh();
      toast({ title: body.channel === 'phone' ? 'Call recorded' : 'WhatsApp reply recorded', description: `The answer to ${enquiryWho(detail)} is in the timeline.` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not recorded', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  // The greeting and the templates name the company: wait for the settings rather than greet from "our company".
  if (settings.isPending) return <LoadingRows label="Loading the ways to answer…" rows={1} />;
  return (
    <section aria-labelledby="enquiry-answer" className="grid gap-3">
      <h3 id="enquiry-answer" className="m-0 text-sm font-bold uppercase tracking-wide text-ink-muted">
        Answer
      </h3>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.primary} aria-expanded={mode === 'email'} onClick={() => setMode(mode === 'email' ? null : 'email')}>
          <span aria-hidden="true" className="i-lucide-mail h-4 w-4" />
          Reply by e-mail
        </button>
        {'digits' in whatsapp ? (
          <a
            className={`${BUTTON.secondary} no-underline`}
            href={`https://wa.me/${whatsapp.digits}?text=${encodeURIComponent(greeting)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setMode('whatsapp-check')}
          >
            <span aria-hidden="true" className="i-lucide-message-circle h-4 w-4" />
            Reply on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
          </a>
        ) : (
          <span className="grid gap-1">
            <button type="button" className={BUTTON.secondary} disabled aria-describedby="whatsapp-why">
              <span aria-hidden="true" className="i-lucide-message-circle h-4 w-4" />
              Reply on WhatsApp
            </button>
            <span id="whatsapp-why" className="max-w-xs text-xs text-ink-muted">
              {whatsapp.reason}
            </span>
          </span>
        )}
        <button type="button" className={BUTTON.secondary} disabled={record.isPending} onClick={() => record.mutate({ channel: 'phone' })}>
          <span aria-hidden="true" className="i-lucide-phone h-4 w-4" />
          I called them
        </button>
      </div>
      {mode === 'whatsapp-check' ? (
        <div role="group" aria-labelledby="whatsapp-sent" className="rounded-lg border border-accent bg-accent/10 p-3 text-sm">
          <p id="whatsapp-sent" className="m-0 font-semibold text-ink">
            Did you send it?
          </p>
          <p className="m-0 mt-1 text-ink-muted">WhatsApp opened with a greeting typed for you. Once you have sent it, record it here so the enquiry shows as answered.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={BUTTON.primary} disabled={record.isPending} onClick={() => record.mutate({ channel: 'whatsapp', body: greeting })}>
              {record.isPending ? 'Recording...' : 'Yes, record it'}
            </button>
            <button type="button" className={BUTTON.secondary} onClick={() => setMode(null)}>
              No, not sent
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'email' ? <Composer kind={kind} detail={detail} words={words} templatesSetting={settingOf(settings.data, SETTING.replyTemplates)} onSent={() => setMode(null)} /> : null}
    </section>
  );
}

function Composer({
  kind,
  detail,
  words,
  templatesSetting,
  onSent,
}: {
  kind: SubmissionKind;
  detail: Detail;
  words: TemplateWords;
  templatesSetting: string;
  onSent: () => void;
}) {
  const { toast } = useToast();
  const refresh = useLeadRefresh();
  const templates = parseReplyTemplates(templatesSetting);
  const form = useSchemaForm({ schema: ReplyBody, initial: { subject: '', body: '' }, fields: ['subject', 'body'] });
  const [problem, setProblem] = useState('');
  const templateId = useId();
  const send = useMutation({
    mutationFn: (body: { subject: string; body: string }) => apiRequest<EnquiryReply>('POST', `${enquiryPath(kind, detail.id)}/reply`, body),
    onSuccess: async (reply) => {
      setProblem('');
      onSent();
      await refresh();
      toast({ title: 'Reply sent', description: `E-mailed to ${detail.email}: “${reply.subject}”.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      form.showErrors(errorsFromResponse(error));
      setProblem(failureText(error, 'The reply was not sent. Please try again.'));
    },
  });
  function applyTemplate(index: string) {
    const t = templates[Number(index)];
    if (t) form.reset({ subject: fillTemplate(t.subject, words), body: fillTemplate(t.body, words) });
  }
  return (
    <form onSubmit={form.submit(send.mutateAsync)} noValidate className="grid gap-3 rounded-lg border border-surface-line bg-white p-3" aria-label={`E-mail reply to ${enquiryWho(detail)}`}>
      <div>
        <label className={LABEL} htmlFor={templateId}>
          Start from a template
        </label>
        <select id={templateId} className={INPUT} defaultValue="" onChange={(e) => applyTemplate(e.target.value)}>
          <option value="" disabled>
            Choose a template…
          </option>
          {templates.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's value; the list does not change while the composer is open
            <option key={i} value={i}>
              {t.name}
            </option>
          ))}
        </select>
        <p className="m-0 mt-1 text-xs text-ink-muted">Templates are kept in Settings → Reply templates. Edit the words below before you send.</p>
      </div>
      <Field label="Subject" {...form.field('subject')} hint={`To ${detail.email}. ${enquiryReference(kind, detail.id)} is added to the subject, so replies find this enquiry.`}>
        {(props) => (
          <input {...props} {...form.bind('subject')} className={INPUT} maxLength={REPLY_SUBJECT_MAX} />
        )}
      </Field>
      <Field label="Message" {...form.field('body')}>
        {(props) => <textarea {...props} {...form.bind('body')} rows={10} className={`${INPUT} min-h-48`} maxLength={REPLY_BODY_MAX} />}
      </Field>
      {problem ? (
        <p role="alert" className="m-0 rounded-md border border-danger/40 bg-danger/5 p-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={form.busy} busyLabel="Sending..." icon="i-lucide-send">Send reply</SubmitButton>
      </div>
    </form>
  );
}

function NoteForm({ kind, id }: { kind: SubmissionKind; id: number }) {
  const { toast } = useToast();
  const refresh = useLeadRefresh();
  const form = useSchemaForm({ schema: NoteBody, initial: { text: '' }, fields: ['text'] });
  const add = useMutation({
    mutationFn: (body: { text: string }) => apiRequest<EnquiryNote>('POST', `${enquiryPath(kind, id)}/notes`, body),
    onSuccess: async () => {
      form.reset();
      await refresh();
      toast({ title: 'Note added', description: 'Only admins see notes.' });
    },
    onError: (e) => {
      if (isUnauthorized(e)) return;
      const fields = errorsFromResponse(e);
      form.showErrors(fields.text ? fields : { text: failureText(e, 'The note was not added. Please try again.') });
    },
  });
  return (
    <form onSubmit={form.submit(add.mutateAsync)} noValidate className="grid gap-2" aria-label="Add a private note">
      <Field label="Private note" {...form.field('text')} hint="For your colleagues, e.g. “Called, site visit Tuesday”. Never shown to the visitor.">
        {(props) => <textarea {...props} {...form.bind('text')} rows={3} maxLength={NOTE_MAX} className={INPUT} />}
      </Field>
      <div>
        <SubmitButton busy={form.busy} busyLabel="Adding..." icon="i-lucide-sticky-note" kind="secondary">Add note</SubmitButton>
      </div>
    </form>
  );
}

/** Where the lead came from, in words: the first visit, and the last one when it differs. */
function LeadSource({ attribution }: { attribution: Attribution | null }) {
  const first = attribution ? describeTouch(attribution.first) : 'Not recorded (sent before sources were kept, or the browser kept none).';
  const last = attribution ? describeTouch(attribution.last) : '';
  return (
    <dl className="m-0 mt-3 grid gap-1 border-t border-surface-line pt-3">
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">Came from</dt>
      <dd className="m-0 text-ink [overflow-wrap:anywhere]">
        {first}
        {attribution?.first.at ? <span className="block text-xs text-ink-muted">First visit {formatDateTime(attribution.first.at)}</span> : null}
      </dd>
      {last && last !== first ? (
        <>
          <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">Last visit before sending</dt>
          <dd className="m-0 text-ink [overflow-wrap:anywhere]">
            {last}
            {attribution?.last.at ? <span className="block text-xs text-ink-muted">{formatDateTime(attribution.last.at)}</span> : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

type Entry = { at: string; key: string; icon: string; title: ReactNode; body?: string | null; files?: MailAttachment[]; incoming?: boolean };

const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function replyEntry(r: EnquiryReply, by: (username: string | null) => string): Entry {
  const base = { at: r.sentAt, key: `reply-${r.id}`, body: r.body };
  if (r.direction === 'in') return { ...base, icon: 'i-lucide-mail-open', title: `${r.from} wrote “${r.subject ?? '(no subject)'}”`, files: r.attachments, incoming: true };
  return {
    ...base,
    icon: r.channel === 'email' ? 'i-lucide-mail' : r.channel === 'whatsapp' ? 'i-lucide-message-circle' : 'i-lucide-phone',
    title: `${r.channel === 'email' ? `E-mailed “${r.subject}”` : r.channel === 'whatsapp' ? 'Answered on WhatsApp' : 'Called them'}${by(r.username)}`,
  };
}

function Timeline({ kind, detail }: { kind: SubmissionKind; detail: Detail }) {
  const admins = useQuery<AdminAccount[]>({ queryKey: keys.admins });
  const nameOf = (id: string | number | null) => (id === null ? 'nobody' : (admins.data?.find((a) => a.id === Number(id))?.username ?? `admin ${id}`));
  const by = (username: string | null) => (username ? ` by ${username}` : '');
  const changeTitle = (c: EnquiryChange) =>
    c.field === 'status'
      ? `Status ${STATUS_LABELS[c.from as EnquiryStatus] ?? c.from} → ${STATUS_LABELS[c.to as EnquiryStatus] ?? c.to}${c.amount !== undefined ? `, ${formatNairaKobo(c.amount)}` : ''}${c.quote ? ` (quote ${c.quote})` : ''}${c.reason ? `: ${c.reason}` : ''}${c.username ? by(c.username) : c.to === 'won' && c.quote ? ' by the client, online' : ''}`
      : `${c.to === null ? 'Unassigned' : `Given to ${nameOf(c.to)}`}${by(c.username)}`;
  const entries: Entry[] = [
    { at: detail.createdAt, key: 'arrived', icon: 'i-lucide-inbox', title: `${kind === 'quote' ? 'Quote request' : 'Enquiry'} received from ${enquiryWho(detail)}` },
    ...detail.replies.map((r) => replyEntry(r, by)),
    ...detail.notes.map((n) => ({ at: n.createdAt, key: `note-${n.id}`, icon: 'i-lucide-sticky-note', title: `Note${by(n.username)}`, body: n.text })),
    ...detail.history.map((c, i) => ({ at: c.at, key: `change-${i}`, icon: c.field === 'status' ? 'i-lucide-flag' : 'i-lucide-user', title: changeTitle(c) })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.key === 'arrived' ? -1 : 0));
  return (
    <section aria-labelledby="enquiry-timeline">
      <h3 id="enquiry-timeline" className="m-0 mb-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
        Timeline
      </h3>
      <ol className="m-0 grid list-none gap-0 p-0">
        {entries.map((e) => (
          <li key={e.key} className="relative grid grid-cols-[1.75rem_minmax(0,1fr)] gap-2 pb-3" data-direction={e.incoming ? 'in' : undefined}>
            <span aria-hidden="true" className={`mt-0.5 grid h-7 w-7 place-items-center rounded-full ${e.incoming ? 'bg-ink text-white' : 'bg-surface-warm text-ink'}`}>
              <span className={`${e.icon} h-4 w-4`} />
            </span>
            <div className="min-w-0 text-sm">
              <p className="m-0 font-semibold text-ink">{e.title}</p>
              <time dateTime={e.at} className="text-xs text-ink-muted">
                {formatDateTime(e.at)}
              </time>
              {e.body ? (
                <p className={`m-0 mt-1 whitespace-pre-wrap rounded-md p-2 text-body [overflow-wrap:anywhere] ${e.incoming ? 'border border-surface-line bg-white' : 'bg-surface-warm/60'}`}>{e.body}</p>
              ) : null}
              {e.files && e.files.length > 0 ? (
                <ul className="m-0 mt-1 grid list-none gap-0.5 p-0 text-xs text-ink-muted" aria-label="Attachments">
                  {e.files.map((f) => (
                    <li key={`${f.name}-${f.size}`} className="flex items-center gap-1 [overflow-wrap:anywhere]">
                      <span aria-hidden="true" className="i-lucide-paperclip h-3.5 w-3.5 shrink-0" />
                      {f.name} ({fileSize(f.size)})
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
