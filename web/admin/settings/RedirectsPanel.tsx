// Redirects and the addresses visitors did not find (docs/product.md § Redirects and missing pages): an old
// website's addresses sent to their new pages, the ones a changed item address left, and "Redirect this…" beside
// each missing address, so a broken link is mended in two fields.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from '../../lib/api.ts';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText, formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import { BUTTON, EmptyText, Field, INPUT, Panel, QueryView, SubmitButton } from '../ui.tsx';
import type { NotFoundPath, Redirect } from '../../shared/redirects.ts';

// The server checks the addresses themselves (a path of this site, an http(s) address); here only that both are typed.
const RedirectForm = v.object({
  from: v.pipe(v.string(), v.trim(), v.minLength(1, 'Type the old address, e.g. /old-page.html')),
  to: v.pipe(v.string(), v.trim(), v.minLength(1, 'Type where it should go, e.g. /projects')),
  status: v.pipe(v.string(), v.transform(Number)),
});
const FIELDS = ['from', 'to', 'status'] as const;

export function RedirectsPanel() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const redirects = useQuery<Redirect[]>({ queryKey: keys.redirects });
  const missing = useQuery<NotFoundPath[]>({ queryKey: keys.notFound });
  const form = useSchemaForm({ schema: RedirectForm, initial: { from: '', to: '', status: '301' }, fields: FIELDS });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.redirects }), queryClient.invalidateQueries({ queryKey: keys.notFound })]);

  const add = useMutation({
    mutationFn: (body: { from: string; to: string; status: number }) => apiRequest<Redirect>('POST', '/api/admin/redirects', body),
    onSuccess: (made) => {
      form.reset();
      refresh();
      toast({ title: 'Redirect added', description: `${made.from} now goes to ${made.to}.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      form.showErrors(errorsFromResponse(error));
      toast({ title: 'Redirect not added', description: failureText(error, 'The redirect was not added. Please try again.'), variant: 'destructive' });
    },
  });

  const remove = useMutation({
    mutationFn: (redirect: Redirect) => apiRequest('DELETE', `/api/admin/redirects/${redirect.id}`),
    onSuccess: (_, redirect) => {
      refresh();
      toast({ title: 'Redirect deleted', description: `${redirect.from} shows the not-found page again.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Redirect not deleted', description: failureText(error, 'The redirect was not deleted. Please try again.'), variant: 'destructive' });
    },
  });

  /** "Redirect this…": the missing address becomes the form's old address, and the target is next to type. */
  function redirectThis(path: string) {
    form.setValue('from', path);
    form.showErrors({});
    document.getElementById(form.idFor('to'))?.focus();
  }

  return (
    <Panel id="redirects" title="Redirects" count={redirects.data?.length}>
      <div className="grid gap-4">
        <p className="m-0 text-sm text-ink-muted">
          Send an old address (from a previous website, a printed flyer or a changed project address) to a page that exists. A changed project,
          machine or development address is redirected by itself.
        </p>
        <form noValidate onSubmit={form.submit(add.mutateAsync)} aria-label="Add a redirect" className="grid gap-3 rounded-lg border border-surface-line p-3">
          <Field label="Old address" hint="A path such as /old-page.html. Letter case and a trailing slash do not matter." {...form.field('from')}>
            {(p) => <input {...p} {...form.bind('from')} className={`${INPUT} font-mono`} spellCheck={false} />}
          </Field>
          <Field label="Goes to" hint="A page of this site such as /projects, or a full https:// address." {...form.field('to')}>
            {(p) => <input {...p} {...form.bind('to')} className={`${INPUT} font-mono`} spellCheck={false} />}
          </Field>
          <Field label="Kind" {...form.field('status')}>
            {(p) => (
              <select {...p} {...form.bind('status')} className={INPUT}>
                <option value="301">Moved for good (301)</option>
                <option value="302">For now (302)</option>
              </select>
            )}
          </Field>
          <div>
            <SubmitButton busy={form.busy} busyLabel="Adding..." icon="i-lucide-corner-down-right">Add redirect</SubmitButton>
          </div>
        </form>
        <QueryView query={redirects} loading="Loading redirects…" rows={2} failure="Could not load the redirects." empty={<EmptyText>No redirects yet.</EmptyText>}>
          {(data) => (
          <ul aria-label="Redirects" className="m-0 grid list-none gap-2 p-0">
            {data.map((redirect) => (
              <li key={redirect.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-surface-line px-3 py-2 text-sm">
                <span className="min-w-0 break-all font-mono text-ink">{redirect.from}</span>
                <span aria-hidden="true" className="i-lucide-arrow-right h-4 w-4 shrink-0 text-ink-muted" />
                <span className="sr-only">goes to</span>
                <span className="min-w-0 break-all font-mono text-ink">{redirect.to}</span>
                <span className="text-xs text-ink-muted">
                  {redirect.status === 301 ? 'for good' : 'for now'} · {redirect.hits === 1 ? '1 visit' : `${redirect.hits} visits`}
                </span>
                <button
                  type="button"
                  className={`${BUTTON.ghost} ml-auto`}
                  aria-label={`Delete the redirect from ${redirect.from}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(redirect)}
                >
                  <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
                  Delete
                </button>
              </li>
            ))}
          </ul>
          )}
        </QueryView>
        <h3 className="m-0 text-sm font-bold text-ink">Addresses not found</h3>
        <QueryView query={missing} loading="Loading addresses not found…" rows={2} failure="Could not load the addresses not found." empty={<EmptyText>No visitor has asked for an address the site does not have.</EmptyText>}>
          {(data) => (
          <ul aria-label="Addresses not found, most asked first" className="m-0 grid list-none gap-2 p-0">
            {data.slice(0, 50).map((row) => (
              <li key={row.path} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-surface-line px-3 py-2 text-sm">
                <span className="min-w-0 break-all font-mono text-ink">{row.path}</span>
                <span className="text-xs text-ink-muted">
                  {row.hits === 1 ? 'asked once' : `asked ${row.hits} times`}, last {formatDateTime(row.lastSeenAt)}
                </span>
                <button type="button" className={`${BUTTON.secondary} ml-auto`} aria-label={`Redirect ${row.path}…`} onClick={() => redirectThis(row.path)}>
                  Redirect this…
                </button>
              </li>
            ))}
          </ul>
          )}
        </QueryView>
      </div>
    </Panel>
  );
}
