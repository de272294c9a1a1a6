// An enquiry's priced quotes in its dialog (docs/product.md § Quotes): the ones sent (status, opened, accepted; the
// link to copy, open, e-mail or share on WhatsApp; withdraw) and the builder of a new one, with its sums as typed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { whatsappNumberOf } from '../../shared/lead-desk.ts';
import {
  DEFAULT_VAT_PERCENT, dayMonthYear, formatNairaKobo, lagosToday, QUOTE_STATUS_LABELS, quoteSums, quoteWhatsappText, vatPercentOf, type QuoteSummary,
} from '../../shared/quotes.ts';
import { SETTING } from '../../shared/settings.ts';
import { ITEM_ROUTES, type PageContent } from '../../shared/content.ts';
import { quoteLineFor } from '../../shared/machine-rates.ts';
import { INBOX_LIST } from '../../shared/submissions.ts';
import { failureText, formatDateTime } from '../format.ts';
import { isDeskData, keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { SiteSetting, SubmissionKind } from '../types.ts';
import { Badge, BUTTON, INPUT, LABEL } from '../ui.tsx';

interface Props {
  kind: SubmissionKind;
  id: number;
  phone: string | null;
  clientName: string;
  /** A rental request's words: its first quote starts with the machine it names, at its rate for the duration. */
  rental?: { projectDetails: string; rentalDuration: string };
}

interface Row {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}

const TONES = { sent: 'accent', accepted: 'success', expired: 'neutral', withdrawn: 'neutral' } as const;
const inDays = (n: number) => lagosToday(Date.now() + n * 86_400_000);
const number = (typed: string) => Number(typed.replace(/[,\s₦]/g, ''));
let nextKey = 1;
const blankRow = (): Row => ({ key: nextKey++, description: '', quantity: '1', unitPrice: '' });

export function QuotesSection({ kind, id, phone, clientName, rental }: Props) {
  const path = `/api/admin/submissions/${INBOX_LIST[kind]}/${id}/quotes`;
  const quotes = useQuery<QuoteSummary[]>({ queryKey: [path] });
  const [building, setBuilding] = useState(false);
  const headingId = useId();
  const list = quotes.data ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="m-0 text-sm font-bold uppercase tracking-wide text-ink-muted">
          Quotes
        </h3>
        {!building ? (
          <button type="button" className={`${BUTTON.secondary} ml-auto`} onClick={() => setBuilding(true)}>
            <span aria-hidden="true" className="i-lucide-file-plus h-4 w-4" />
            {list.length ? 'New quote (replaces the last)' : 'Make a quote'}
          </button>
        ) : null}
      </div>
      {building ? <QuoteBuilder path={path} last={list.at(-1)} rental={rental} onDone={() => setBuilding(false)} /> : null}
      {list.length === 0 && !building ? <p className="m-0 text-sm text-ink-muted">No quote yet. A quote has a number, items, VAT and a validity date; the client reads it on a link and accepts it there.</p> : null}
      <ul className="m-0 grid list-none gap-2 p-0">
        {[...list].reverse().map((q) => (
          <li key={q.id}>
            <QuoteCard quote={q} phone={phone} clientName={clientName} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function useQuoteRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isDeskData });
}

function QuoteCard({ quote: q, phone, clientName }: { quote: QuoteSummary; phone: string | null; clientName: string }) {
  const { toast } = useToast();
  const refresh = useQuoteRefresh();
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  const company = settings.data?.find((s) => s.key === SETTING.companyName)?.value ?? 'us';
  const whatsapp = whatsappNumberOf(phone);
  const act = useMutation({
    mutationFn: (what: 'email' | 'withdraw') => apiRequest('POST', `/api/admin/quotes/${q.id}/${what}`),
    onSuccess: async (_r, what) => {
      await refresh();
      toast(what === 'email' ? { title: `Quote ${q.number} e-mailed`, description: `${clientName} has the link and the PDF; it is in the timeline.` } : { title: `Quote ${q.number} withdrawn`, description: 'Its link now says so and cannot accept it.' });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not done', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  const live = q.status === 'sent';
  return (
    <article aria-label={`Quote ${q.number}`} className={`rounded-lg border p-3 text-sm ${live ? 'border-accent bg-accent/5' : 'border-surface-line bg-white'}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <strong className="text-base text-ink">{q.number}</strong>
        <Badge tone={TONES[q.status]}>{QUOTE_STATUS_LABELS[q.status]}</Badge>
        <span className="ml-auto text-base font-bold tabular-nums text-ink">{formatNairaKobo(q.total)}</span>
      </div>
      <p className="m-0 mt-1 text-ink-muted">
        {q.items.length} {q.items.length === 1 ? 'item' : 'items'}, VAT {q.vatPercent} % · valid until {dayMonthYear(q.validUntil)} · made by {q.username ?? 'someone'} {formatDateTime(q.createdAt)}
      </p>
      <p className="m-0 mt-1 text-ink-muted">
        {q.acceptedAt ? `Accepted ${formatDateTime(q.acceptedAt)}. ` : ''}
        {q.openedAt ? `Opened by the client ${formatDateTime(q.openedAt)}.` : 'Not opened yet.'}
        {q.supersededBy ? ` Replaced by ${q.supersededBy}.` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a className={`${BUTTON.ghost} no-underline`} href={q.url} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true" className="i-lucide-external-link h-4 w-4" />
          Open the client's page<span className="sr-only"> (new tab)</span>
        </a>
        <a className={`${BUTTON.ghost} no-underline`} href={q.pdfUrl} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true" className="i-lucide-file-text h-4 w-4" />
          PDF
        </a>
        {live ? (
          <>
            <button
              type="button"
              className={BUTTON.ghost}
              onClick={() =>
                navigator.clipboard
                  ?.writeText(q.url)
                  .then(() => toast({ title: 'Link copied', description: `Paste it to ${clientName} anywhere.` }))
                  .catch(() => toast({ title: 'Could not copy', description: q.url, variant: 'destructive' }))
              }
            >
              <span aria-hidden="true" className="i-lucide-copy h-4 w-4" />
              Copy link
            </button>
            <button type="button" className={BUTTON.secondary} disabled={act.isPending} onClick={() => act.mutate('email')}>
              <span aria-hidden="true" className="i-lucide-mail h-4 w-4" />
              E-mail it with the PDF
            </button>
            {'digits' in whatsapp ? (
              <a
                className={`${BUTTON.secondary} no-underline`}
                href={`https://wa.me/${whatsapp.digits}?text=${encodeURIComponent(quoteWhatsappText(q, company))}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span aria-hidden="true" className="i-lucide-message-circle h-4 w-4" />
                Share on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
              </a>
            ) : null}
            <button type="button" className={BUTTON.ghost} disabled={act.isPending} onClick={() => act.mutate('withdraw')}>
              <span aria-hidden="true" className="i-lucide-ban h-4 w-4" />
              Withdraw
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}

function QuoteBuilder({ path, last, rental, onDone }: { path: string; last: QuoteSummary | undefined; rental: Props['rental']; onDone: () => void }) {
  const { toast } = useToast();
  const refresh = useQuoteRefresh();
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  const vatSetting = vatPercentOf(settings.data?.find((s) => s.key === SETTING.quoteVatPercent)?.value);
  const [rows, setRows] = useState<Row[]>(() =>
    last ? last.items.map((i) => ({ key: nextKey++, description: i.description, quantity: String(i.quantity), unitPrice: String(i.unitPrice) })) : [blankRow()],
  );
  // A first quote for a rental request starts with the machine it names at its rate (the machine's page and the
  // /equipment table show the same), once the equipment page's machines are read; nothing typed is replaced.
  const equipment = useQuery<PageContent>({ queryKey: ['/api/pages/equipment'], enabled: !last && !!rental });
  const machines = equipment.data?.sections.find((section) => section.sectionKey === ITEM_ROUTES[1].section)?.contentBlocks;
  const line = rental && machines ? quoteLineFor(rental, machines) : undefined;
  useEffect(() => {
    if (!line) return;
    setRows((all) =>
      all.length === 1 && !all[0]?.description && !all[0]?.unitPrice
        ? [{ key: nextKey++, description: line.description, quantity: String(line.quantity), unitPrice: line.unitPrice === undefined ? '' : String(line.unitPrice) }]
        : all,
    );
  }, [line?.description, line?.unitPrice, line?.quantity, line]);
  const [vat, setVat] = useState<string>('');
  const [validUntil, setValidUntil] = useState(inDays(14));
  const [notes, setNotes] = useState(last?.notes ?? '');
  const [problem, setProblem] = useState('');
  const ids = useId();
  const vatPercent = vat.trim() === '' ? (settings.data ? vatSetting : DEFAULT_VAT_PERCENT) : number(vat);
  const items = rows.map((r) => ({ description: r.description.trim(), quantity: number(r.quantity), unitPrice: number(r.unitPrice) }));
  const sums = items.every((i) => Number.isFinite(i.quantity) && Number.isFinite(i.unitPrice)) && Number.isFinite(vatPercent) ? quoteSums(items, vatPercent) : undefined;
  const update = (key: number, field: keyof Omit<Row, 'key'>, value: string) => setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const make = useMutation({
    mutationFn: () => apiRequest<QuoteSummary>('POST', path, { items, vatPercent, validUntil, notes: notes.trim() || undefined }),
    onSuccess: async (q) => {
      await refresh();
      toast({ title: `Quote ${q.number} made`, description: 'E-mail it, share it on WhatsApp or copy its link below.' });
      onDone();
    },
    onError: (error) => {
      if (!isUnauthorized(error)) setProblem(failureText(error, 'The quote was not made. Please try again.'));
    },
  });
  return (
    <form
      aria-label="New quote"
      className="grid gap-3 rounded-lg border border-surface-line bg-surface-warm/40 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem('');
        make.mutate();
      }}
    >
      <fieldset className="m-0 grid gap-2 border-0 p-0">
        <legend className={LABEL}>Items (naira)</legend>
        {rows.map((r, i) => (
          <div key={r.key} className="grid grid-cols-[minmax(0,1fr)_5rem_8rem_auto] items-end gap-2 max-sm:grid-cols-[1fr_1fr_auto]">
            <label className="grid gap-1 text-xs text-ink-muted max-sm:col-span-3">
              Item {i + 1}
              <input className={INPUT} required maxLength={300} value={r.description} placeholder="Excavator, 20 t, with operator" onChange={(e) => update(r.key, 'description', e.target.value)} />
            </label>
            <label className="grid gap-1 text-xs text-ink-muted">
              Quantity
              <input className={INPUT} required inputMode="decimal" value={r.quantity} onChange={(e) => update(r.key, 'quantity', e.target.value)} />
            </label>
            <label className="grid gap-1 text-xs text-ink-muted">
              Unit price ₦
              <input className={INPUT} required inputMode="decimal" value={r.unitPrice} placeholder="450,000" onChange={(e) => update(r.key, 'unitPrice', e.target.value)} />
            </label>
            <button type="button" className={BUTTON.ghost} disabled={rows.length === 1} onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>
              <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
              <span className="sr-only">Remove item {i + 1}</span>
            </button>
          </div>
        ))}
        <button type="button" className={`${BUTTON.ghost} justify-self-start`} disabled={rows.length >= 50} onClick={() => setRows((all) => [...all, blankRow()])}>
          <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
          Add an item
        </button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={LABEL} htmlFor={`${ids}-vat`}>
          VAT %
          <input id={`${ids}-vat`} className={INPUT} inputMode="decimal" value={vat} placeholder={String(vatSetting)} onChange={(e) => setVat(e.target.value)} />
        </label>
        <label className={LABEL} htmlFor={`${ids}-valid`}>
          Valid until
          <input id={`${ids}-valid`} className={INPUT} type="date" required min={lagosToday(Date.now())} value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
        </label>
      </div>
      <label className={LABEL} htmlFor={`${ids}-notes`}>
        Notes for the client (optional)
        <textarea id={`${ids}-notes`} className={`${INPUT} min-h-16`} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 rounded-lg bg-white p-3 text-sm tabular-nums" aria-live="polite">
        <dt>Subtotal</dt>
        <dd className="m-0 text-right">{sums ? formatNairaKobo(sums.subtotal) : '—'}</dd>
        <dt>VAT ({Number.isFinite(vatPercent) ? vatPercent : '?'} %)</dt>
        <dd className="m-0 text-right">{sums ? formatNairaKobo(sums.vat) : '—'}</dd>
        <dt className="font-bold text-ink">Total</dt>
        <dd className="m-0 text-right text-base font-bold text-ink">{sums ? formatNairaKobo(sums.total) : '—'}</dd>
      </dl>
      {problem ? (
        <p role="alert" className="m-0 text-sm font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON.primary} disabled={make.isPending}>
          {make.isPending ? 'Making the quote…' : 'Make the quote'}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
      {last?.status === 'sent' ? <p className="m-0 text-xs text-ink-muted">Making it withdraws {last.number}: its link will say it was replaced.</p> : null}
    </form>
  );
}
