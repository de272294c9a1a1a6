// Settings → Reply templates (docs/product.md § Lead desk): the e-mails an enquiry's composer starts from. Kept as
// one setting (JSON), saved all at once; {name}, {service}, {reference}, {company}, {phone} and {email} are filled
// in when a template is chosen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { parseReplyTemplates, REPLY_BODY_MAX, REPLY_SUBJECT_MAX, ReplyTemplatesSchema, TEMPLATE_PLACEHOLDERS, type ReplyTemplate } from '../../shared/lead-desk.ts';
import { SETTING } from '../../shared/settings.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { SiteSetting } from '../types.ts';
import { BUTTON, Field, INPUT, Panel, QueryView } from '../ui.tsx';

/** Each template with a key of its own for React, kept while the admin adds and removes (the schema drops it). */
type Row = ReplyTemplate & { key: number };

/** The same rules the server applies to the setting, with each message on its template's field. */
const TemplatesForm = v.object({ templates: ReplyTemplatesSchema });

export function ReplyTemplatesPanel() {
  const settings = useQuery<SiteSetting[]>({ queryKey: keys.settings });
  const stored = settings.data ? parseReplyTemplates(settings.data.find((s) => s.key === SETTING.replyTemplates)?.value) : undefined;
  return (
    <Panel id="reply-templates" title="Reply templates" count={stored?.length}>
      <QueryView query={settings} loading="Loading the templates…" failure="Could not load the templates.">
        {() => <TemplatesEditor stored={stored ?? []} />}
      </QueryView>
    </Panel>
  );
}

function TemplatesEditor({ stored }: { stored: ReplyTemplate[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const nextKey = useRef(0);
  const row = (template: ReplyTemplate): Row => ({ ...template, key: nextKey.current++ });
  const [initial] = useState(() => ({ templates: stored.map(row) }));
  const form = useSchemaForm({ schema: TemplatesForm, initial, fields: ['templates'] });
  const rows = form.values.templates;

  const save = useMutation({
    mutationFn: (templates: ReplyTemplate[]) => apiRequest<SiteSetting[]>('PUT', '/api/admin/settings', { values: { [SETTING.replyTemplates]: JSON.stringify(templates) } }),
    onSuccess: (updated, templates) => {
      queryClient.setQueryData(keys.settings, updated);
      toast({ title: 'Reply templates saved', description: `${templates.length} ${templates.length === 1 ? 'template is' : 'templates are'} offered when you answer an enquiry.` });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) form.showErrors({ templates: failureText(error, 'The templates were not saved. Please try again.') });
    },
  });

  const change = (key: number, field: keyof ReplyTemplate, value: string) => form.setValue('templates', rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const add = () => {
    form.setValue('templates', [...rows, row({ name: '', subject: '', body: '' })]);
    requestAnimationFrame(() => document.getElementById(form.idFor(`templates.${rows.length}.name`))?.focus());
  };

  return (
    <form noValidate onSubmit={form.submit(({ templates }) => save.mutateAsync(templates))} aria-label="Reply templates" className="grid gap-4">
      <p className="m-0 text-sm text-ink-soft">
        The e-mails you start from when you answer an enquiry. These words are filled in for you:{' '}
        {TEMPLATE_PLACEHOLDERS.map((p) => (
          <code key={p} className="mr-1 rounded bg-surface-warm px-1">{`{${p}}`}</code>
        ))}
      </p>
      <ol id={form.idFor('templates')} className="m-0 grid list-none gap-4 p-0">
        {rows.map((r, i) => (
          <li key={r.key} className="grid gap-3 rounded-lg border border-surface-line p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Template ${i + 1}: name`} {...form.field(`templates.${i}.name`)}>
                {(props) => <input {...props} className={INPUT} maxLength={100} value={r.name} onChange={(e) => change(r.key, 'name', e.target.value)} />}
              </Field>
              <Field label="Subject" {...form.field(`templates.${i}.subject`)}>
                {(props) => <input {...props} className={INPUT} maxLength={REPLY_SUBJECT_MAX} value={r.subject} onChange={(e) => change(r.key, 'subject', e.target.value)} />}
              </Field>
            </div>
            <Field label="Message" {...form.field(`templates.${i}.body`)}>
              {(props) => <textarea {...props} rows={6} className={INPUT} maxLength={REPLY_BODY_MAX} value={r.body} onChange={(e) => change(r.key, 'body', e.target.value)} />}
            </Field>
            <div>
              <button
                type="button"
                className={`${BUTTON.ghost} hover:text-danger`}
                onClick={() => form.setValue('templates', rows.filter((x) => x.key !== r.key))}
              >
                <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
                Remove<span className="sr-only"> template “{r.name}”</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {form.errors.templates ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {form.errors.templates}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.secondary} onClick={add}>
          <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
          Add a template
        </button>
        <button type="submit" className={BUTTON.primary} disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save templates'}
        </button>
      </div>
    </form>
  );
}
