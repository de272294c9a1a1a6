// Settings → Reply templates (docs/product.md § Lead desk): the e-mails an enquiry's composer starts from. Kept as
// one setting (JSON), saved all at once; {name}, {service}, {reference}, {company}, {phone} and {email} are filled
// in when a template is chosen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { parseReplyTemplates, REPLY_BODY_MAX, REPLY_SUBJECT_MAX, TEMPLATE_PLACEHOLDERS, type ReplyTemplate } from '../../shared/lead-desk.ts';
import { SETTING } from '../../shared/settings.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { SiteSetting } from '../types.ts';
import { BUTTON, Field, INPUT, Panel, QueryView } from '../ui.tsx';

/** Each template with a key of its own for React, kept while the admin adds and removes. */
type Draft = ReplyTemplate & { key: number };

export function ReplyTemplatesPanel() {
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const stored = settings.data?.find((s) => s.key === SETTING.replyTemplates)?.value;
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [problem, setProblem] = useState('');
  const nextKey = useRef(0);
  const firstName = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (settings.data) setDrafts(parseReplyTemplates(stored).map((t) => ({ ...t, key: nextKey.current++ })));
  }, [settings.data, stored]);

  const save = useMutation({
    mutationFn: (templates: ReplyTemplate[]) => apiRequest<SiteSetting[]>('PUT', '/api/admin/settings', { values: { [SETTING.replyTemplates]: JSON.stringify(templates) } }),
    onSuccess: (updated, templates) => {
      setProblem('');
      queryClient.setQueryData(keys.settings, updated);
      toast({ title: 'Reply templates saved', description: `${templates.length} ${templates.length === 1 ? 'template is' : 'templates are'} offered when you answer an enquiry.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      setProblem(failureText(error, 'The templates were not saved. Please try again.'));
    },
  });

  const set = (key: number, field: keyof ReplyTemplate, value: string) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, [field]: value } : d)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const incomplete = drafts.findIndex((d) => !d.name.trim() || !d.subject.trim() || !d.body.trim());
    if (incomplete >= 0) {
      setProblem(`Template ${incomplete + 1} needs a name, a subject and a message (or remove it).`);
      return;
    }
    save.mutate(drafts.map(({ name, subject, body }) => ({ name: name.trim(), subject: subject.trim(), body: body.trim() })));
  }

  return (
    <Panel id="reply-templates" title="Reply templates" count={drafts.length}>
      <QueryView query={settings} loading="Loading the templates…" failure="Could not load the templates.">
        {() => (
        <form noValidate onSubmit={submit} aria-label="Reply templates" className="grid gap-4">
          <p className="m-0 text-sm text-ink-soft">
            The e-mails you start from when you answer an enquiry. These words are filled in for you:{' '}
            {TEMPLATE_PLACEHOLDERS.map((p) => (
              <code key={p} className="mr-1 rounded bg-surface-warm px-1">{`{${p}}`}</code>
            ))}
          </p>
          <ol className="m-0 grid list-none gap-4 p-0">
            {drafts.map((d, i) => (
              <li key={d.key} className="grid gap-3 rounded-lg border border-surface-line p-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label={`Template ${i + 1}: name`}>
                    {(props) => (
                      <input {...props} ref={i === drafts.length - 1 ? firstName : undefined} className={INPUT} maxLength={100} value={d.name} onChange={(e) => set(d.key, 'name', e.target.value)} />
                    )}
                  </Field>
                  <Field label="Subject">
                    {(props) => <input {...props} className={INPUT} maxLength={REPLY_SUBJECT_MAX} value={d.subject} onChange={(e) => set(d.key, 'subject', e.target.value)} />}
                  </Field>
                </div>
                <Field label="Message">
                  {(props) => <textarea {...props} rows={6} className={INPUT} maxLength={REPLY_BODY_MAX} value={d.body} onChange={(e) => set(d.key, 'body', e.target.value)} />}
                </Field>
                <div>
                  <button type="button" className={`${BUTTON.ghost} hover:text-danger`} onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}>
                    <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
                    Remove<span className="sr-only"> template “{d.name}”</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
          {problem ? (
            <p role="alert" className="m-0 text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() => {
                setDrafts((all) => [...all, { name: '', subject: '', body: '', key: nextKey.current++ }]);
                requestAnimationFrame(() => firstName.current?.focus());
              }}
            >
              <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
              Add a template
            </button>
            <button type="submit" className={BUTTON.primary} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save templates'}
            </button>
          </div>
        </form>
        )}
      </QueryView>
    </Panel>
  );
}
