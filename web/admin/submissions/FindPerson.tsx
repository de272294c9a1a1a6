// Find a person (docs/product.md § Find a person): a visitor asks what we hold about them, or to be forgotten
// (NDPA). The admin types their e-mail address or phone number, sees everything stored in both inboxes (spam
// included), downloads it as one JSON file, or erases it all after a confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import type { BackupStatus } from '../../shared/backups.ts';
import { countsText, PersonQuery, RECORD_KINDS, recordsText, type PersonErased, type PersonFound } from '../../shared/person.ts';
import { failureText, formatDateTime } from '../format.ts';
import { isPersonSearch, isSubmissionList, keys } from '../keys.ts';
import { withQuery } from '../query.ts';
import { isUnauthorized } from '../session.ts';
import type { ContactSubmission, EquipmentQuote } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, EmptyText, Field, INPUT, Panel, QueryView } from '../ui.tsx';
import { downloadFile } from './csv-download.ts';
import { ContactFields, QuoteFields } from './SubmissionFields.tsx';

export function FindPerson() {
  const form = useSchemaForm({ schema: PersonQuery, initial: { q: '' }, fields: ['q'] });
  /** What was searched for, as typed (trimmed); '' before the first search. */
  const [q, setQ] = useState('');
  const found = useQuery<PersonFound>({ queryKey: keys.person(q), enabled: q !== '' });
  const resultRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the answer: after a search or an erasure, the heading that says what was found.
  const [focusResult, setFocusResult] = useState(false);
  useEffect(() => {
    if (focusResult && found.data && !found.isFetching) {
      resultRef.current?.focus();
      setFocusResult(false);
    }
  }, [focusResult, found.data, found.isFetching]);

  // Checked by the server's own rule; what goes in the address is the text as typed, which the server reads again.
  const search = form.submit(() => {
    const typed = form.values.q.trim();
    setFocusResult(true);
    if (typed === q) void found.refetch();
    else setQ(typed);
  });

  return (
    <Panel id="find-person" title="Find a person">
      <div className="grid gap-4">
        <form role="search" aria-label="Find a person" noValidate onSubmit={search} className="flex max-w-3xl flex-wrap items-start gap-x-2 gap-y-3">
          <Field
            label="E-mail address or phone number"
            hint="An e-mail address or phone number, e.g. ngozi@example.com or 0803 123 4567 (0803… and +234 803… are the same number)."
            {...form.field('q')}
            className="min-w-0 flex-1 basis-64"
          >
            {(p) => <input {...p} {...form.bind('q')} type="search" autoComplete="off" spellCheck={false} className={INPUT} />}
          </Field>
          {/* Lined up with the input, below its label. */}
          <button type="submit" className={`${BUTTON.primary} sm:mt-6`} disabled={found.isFetching}>
            <span aria-hidden="true" className="i-lucide-search h-4 w-4" />
            {found.isFetching ? 'Searching...' : 'Find'}
          </button>
        </form>
        {q === '' ? null : (
          <QueryView query={found} loading={`Looking for ${q}…`} rows={2} failure="The search did not work.">
            {(data) => <Results q={q} found={data} headingRef={resultRef} onErased={() => setFocusResult(true)} />}
          </QueryView>
        )}
      </div>
    </Panel>
  );
}

function Results({ q, found, headingRef, onErased }: { q: string; found: PersonFound; headingRef: RefObject<HTMLHeadingElement | null>; onErased: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t border-surface-line pt-4">
      {/* Announced when it changes: the answer to a search or an erasure. */}
      <div aria-live="polite">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="m-0 text-base font-bold text-ink [overflow-wrap:anywhere] focus-visible:outline-accent-dark">
          {found.total ? `${recordsText(found.total)} stored about ${q}` : `Nothing is stored about ${q}`}
        </h3>
      </div>
      {found.total === 0 ? (
        <EmptyText>No contact message, real-estate enquiry or equipment quote request, spam included, has this {found.query.type === 'email' ? 'e-mail address' : 'phone number'}.</EmptyText>
      ) : (
        <>
          <p className="m-0 text-sm text-ink-soft">{countsText(found.counts)}, spam included, newest first.</p>
          <PersonActions q={q} found={found} onErased={onErased} />
          {RECORD_KINDS.filter((k) => found.counts[k.key] > 0).map((k) => (
            <KindGroup key={k.key} title={k.title} noun={k.one} rows={found.records[k.key]} />
          ))}
        </>
      )}
    </section>
  );
}

function PersonActions({ q, found, onErased }: { q: string; found: PersonFound; onErased: () => void }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const backups = useQuery<BackupStatus>({ queryKey: keys.backupStatus });

  async function download() {
    setDownloading(true);
    try {
      const name = await downloadFile(withQuery('/api/admin/people/export', { q }), 'personal-data.json');
      toast({ title: 'Download ready', description: `${name} holds the ${recordsText(found.total)} about ${q}.` });
    } catch (error) {
      if (!isUnauthorized(error)) toast({ title: 'Download failed', description: failureText(error, 'The file could not be made.'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  const erase = useMutation({
    mutationFn: () => apiRequest<PersonErased>('DELETE', withQuery('/api/admin/people', { q })),
    onSuccess: async (result) => {
      setConfirming(false);
      toast({ title: 'Erased', description: `${recordsText(result.total)} about ${q} deleted for good (${countsText(result.erased)}).` });
      onErased();
      // The inbox lists, their counts and the Overview all held some of these rows.
      await Promise.all([
        // Every search, not only this one: the same person may have been looked up by their other address or number.
        queryClient.invalidateQueries({ predicate: isPersonSearch }),
        queryClient.invalidateQueries({ queryKey: keys.summary }),
        queryClient.invalidateQueries({ queryKey: keys.overview }),
        queryClient.invalidateQueries({ predicate: isSubmissionList('contact') }),
        queryClient.invalidateQueries({ predicate: isSubmissionList('quote') }),
      ]);
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not erase', description: failureText(error, 'Nothing was deleted. Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={BUTTON.secondary} onClick={download} disabled={downloading}>
        <span aria-hidden="true" className="i-lucide-download h-4 w-4" />
        {downloading ? 'Preparing...' : 'Download everything (JSON)'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <button type="button" className={`${BUTTON.secondary} text-danger`}>
            <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
            Erase everything about this person
          </button>
        }
        title={`Erase ${recordsText(found.total)}?`}
        description={
          <>
            Everything stored about <strong className="[overflow-wrap:anywhere]">{q}</strong> will be deleted for good: {countsText(found.counts)}. This
            cannot be undone; if they asked for a copy, download it first.
            {backups.data ? ` Automatic backups made before today still hold it until they are removed after ${backups.data.keepDays} days.` : ''}
          </>
        }
        confirmLabel={`Erase ${recordsText(found.total)}`}
        pendingLabel="Erasing..."
        pending={erase.isPending}
        onConfirm={() => erase.mutate()}
      />
    </div>
  );
}

type Row = ContactSubmission | EquipmentQuote;

function KindGroup({ title, noun, rows }: { title: string; noun: string; rows: Row[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="m-0 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
        {title}
        <Badge label={`${rows.length} in total`}>{rows.length}</Badge>
      </h4>
      <ul className="m-0 grid list-none gap-2 p-0">
        {rows.map((row) => (
          <li key={row.id}>
            <article aria-label={`${noun} received ${formatDateTime(row.createdAt)}`} className="rounded-lg border border-surface-line bg-white p-3 text-sm">
              <header className="flex flex-wrap items-center gap-2">
                <time dateTime={row.createdAt} className="font-semibold text-ink">
                  {formatDateTime(row.createdAt)}
                </time>
                {row.isSpam ? <Badge tone="danger">Spam</Badge> : null}
                <Badge tone={row.readAt ? 'neutral' : 'accent'}>{row.readAt ? `Read ${formatDateTime(row.readAt)}` : 'Unread'}</Badge>
                {row.pagePath ? <span className="text-xs text-ink-muted">Sent from {row.pagePath}</span> : null}
              </header>
              {'firstName' in row ? <ContactFields row={row} /> : <QuoteFields row={row} />}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
