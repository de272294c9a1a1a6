// The inline editors of the Pages & Content tab: page, section and content block, each with Save and Cancel.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import type { Metadata } from '../../shared/content.ts';
import { issuesOf, PageEditSchema, SectionEditSchema } from '../../shared/schemas.ts';
import { formatDateTime, issueFor, publicPathFor } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminBlock, AdminPage, AdminSection, FieldIssue } from '../types.ts';
import { BUTTON, Field, INPUT } from '../ui.tsx';
import { focusFirstInvalid } from '../../components/forms/use-schema-form.ts';
import { refreshContent } from './actions.ts';
import { useDraft } from './drafts.ts';
import { attentionNotice, blockForm, editIssues, type BlockFields as BlockFieldValues } from './block-form.ts';
import { BlockFields } from './BlockFields.tsx';
import { PreviewButton, type PreviewChange } from './PreviewDialog.tsx';
import { useSave } from './useSave.ts';
import { TEXTAREA_CLASS } from './ImageField.tsx';


/** Empty optional text is stored as "no value", as the seed does. */
const optional = (text: string) => (text.trim() ? text : null);

/** A record stored without a title (some sections) may stay without one: the title is then not sent. */
const titleOf = (stored: string, current: string) => (stored.trim() === '' && current.trim() === '' ? undefined : current);

function validate<T>(schema: v.GenericSchema<unknown, T>, body: unknown): FieldIssue[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : issuesOf(result.issues);
}


/** A 409's choice: take the other admin's version into the editor, or save this one over it. */
export interface Conflict {
  message: string;
  onReload: () => void;
  onOverwrite: () => void;
}

export function EditorFrame({
  label,
  slug,
  pending,
  onSubmit,
  onCancel,
  children,
  notice,
  submitLabel = 'Save',
  pendingLabel = 'Saving...',
  restored,
  conflict,
  preview,
}: {
  label: string;
  slug: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  notice?: string;
  submitLabel?: string;
  pendingLabel?: string;
  /** When the fields came back from a stored draft: its time, said above the fields. */
  restored?: string | false;
  conflict?: Conflict;
  /** The unsaved changes as the preview sends them; no Preview button without. */
  preview?: () => PreviewChange[];
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, []);
  // After a Save refused here (a new attempt) or by the server (the save stops pending), the first field in error
  // takes the focus, as in every form.
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts && !pending) focusFirstInvalid(ref.current);
  }, [attempts, pending]);
  const publicPath = publicPathFor(slug);
  return (
    <form
      ref={ref}
      noValidate
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        // React carries a submit through portals: the media library's upload form (a dialog opened from this
        // editor) must not save the editor too.
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onSubmit();
        setAttempts((n) => n + 1);
      }}
      className="grid min-w-0 gap-3 rounded-lg border-2 border-accent bg-white p-2 sm:p-3"
    >
      {restored ? (
        <p role="status" className="m-0 flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-accent-deep">
          <span aria-hidden="true" className="i-lucide-life-buoy h-4 w-4 shrink-0" />
          <span>
            Restored your unsaved draft <span className="text-ink-muted">({formatDateTime(restored)})</span>. Save it, or Cancel to discard it.
          </span>
        </p>
      ) : null}
      {children}
      {notice ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {notice}
        </p>
      ) : null}
      {conflict ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
          <p className="m-0 font-semibold">Not saved: this item changed while you were editing.</p>
          <p className="m-0 text-body">{conflict.message}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={BUTTON.secondary} onClick={conflict.onReload} disabled={pending}>
              Reload their version
            </button>
            <button type="button" className={BUTTON.danger} onClick={conflict.onOverwrite} disabled={pending}>
              Overwrite with mine
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={BUTTON.primary} disabled={pending}>
          <span aria-hidden="true" className="i-lucide-save h-4 w-4" />
          {pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        {preview && publicPath ? <PreviewButton path={publicPath} changes={preview} /> : null}
        {publicPath ? (
          <a
            href={publicPath}
            target="_blank"
            rel="noopener"
            className="ml-auto inline-flex min-h-10 items-center gap-1 rounded px-1 text-sm font-semibold text-accent-deep underline underline-offset-2 focus-visible:outline-accent-dark"
          >
            {slug === 'site' ? 'Shown on every page' : `View ${publicPath}`}
            <span aria-hidden="true" className="i-lucide-external-link h-3.5 w-3.5" />
            <span className="sr-only">(opens the public page in a new tab)</span>
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** Draft, save, conflict and reload wiring shared by the three editors of existing items. */
function useEditing<F, Item extends { updatedAt?: string }>({
  place,
  item,
  fieldsOf,
  findFresh,
  successTitle,
  onClose,
}: {
  place: Parameters<typeof useDraft>[0] & { entity: 'page' | 'section' | 'block' };
  item: Item;
  fieldsOf: (item: Item) => F;
  findFresh: (client: ReturnType<typeof useQueryClient>) => Item | undefined;
  successTitle: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const draft = useDraft<F>(place, fieldsOf(item), item.updatedAt);
  const save = useSave<Record<string, unknown>>({
    entity: place.entity,
    id: place.id,
    successTitle,
    onSaved: () => {
      draft.discard();
      onClose();
    },
  });
  const [lastBody, setLastBody] = useState<Record<string, unknown> | null>(null);
  const send = (body: Record<string, unknown>) => {
    setLastBody(body);
    save.mutate(draft.base ? { ...body, updatedAt: draft.base } : body);
  };
  const conflict: Conflict | undefined = save.conflict
    ? {
        message: save.conflict,
        onReload: async () => {
          await refreshContent(client);
          const fresh = findFresh(client);
          if (fresh) draft.reset(fieldsOf(fresh), fresh.updatedAt);
          save.reset();
        },
        onOverwrite: () => {
          if (lastBody) save.mutate(lastBody);
        },
      }
    : undefined;
  return {
    draft,
    save,
    send,
    conflict,
    restored: draft.restored,
    cancel: () => {
      draft.discard();
      onClose();
    },
  };
}

export function PageEditor({ page, onClose }: { page: AdminPage; onClose: () => void }) {
  const { draft, save, send, conflict, restored, cancel } = useEditing({
    place: { entity: 'page', id: page.id, pageId: page.id, sectionId: null },
    item: page,
    fieldsOf: (p: AdminPage) => ({ title: p.title, description: p.description ?? '' }),
    findFresh: (client) => client.getQueryData<AdminPage[]>(keys.pages)?.find((p) => p.id === page.id),
    successTitle: 'Page updated successfully',
    onClose,
  });
  const { title, description } = draft.fields;
  const set = (patch: Partial<typeof draft.fields>) => draft.setFields((fields) => ({ ...fields, ...patch }));
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const issues = [...local, ...save.issues];
  const body = () => ({ title, description: optional(description) });
  return (
    <EditorFrame
      label={`Edit page ${page.title}`}
      slug={page.slug}
      pending={save.isPending}
      onCancel={cancel}
      restored={restored}
      conflict={conflict}
      preview={() => [{ entity: 'page', id: page.id, fields: body() }]}
      onSubmit={() => {
        const found = validate(PageEditSchema, body());
        setLocal(found);
        if (!found.length) send(body());
      }}
    >
      <Field label="Title" error={issueFor(issues, 'title')}>
        {(p) => <input {...p} type="text" className={INPUT} value={title} onChange={(e) => set({ title: e.target.value })} />}
      </Field>
      <Field label="Description" hint="Shown to search engines and in link previews." error={issueFor(issues, 'description')}>
        {(p) => <textarea {...p} rows={3} className={TEXTAREA_CLASS} value={description} onChange={(e) => set({ description: e.target.value })} />}
      </Field>
    </EditorFrame>
  );
}

export function SectionEditor({ section, slug, onClose }: { section: AdminSection; slug: string; onClose: () => void }) {
  const { draft, save, send, conflict, restored, cancel } = useEditing({
    place: { entity: 'section', id: section.id, pageId: section.pageId, sectionId: section.id },
    item: section,
    fieldsOf: (s: AdminSection) => ({ title: s.title, subtitle: s.subtitle ?? '', description: s.description ?? '' }),
    findFresh: (client) => client.getQueryData<AdminSection[]>(keys.sections(section.pageId))?.find((s) => s.id === section.id),
    successTitle: 'Section updated successfully',
    onClose,
  });
  const { title, subtitle, description } = draft.fields;
  const set = (patch: Partial<typeof draft.fields>) => draft.setFields((fields) => ({ ...fields, ...patch }));
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const issues = [...local, ...save.issues];
  const body = () => ({ title: titleOf(section.title, title), subtitle: optional(subtitle), description: optional(description) });
  return (
    <EditorFrame
      label={`Edit section ${section.title || section.sectionKey}`}
      slug={slug}
      pending={save.isPending}
      onCancel={cancel}
      restored={restored}
      conflict={conflict}
      preview={() => [{ entity: 'section', id: section.id, fields: body() }]}
      onSubmit={() => {
        const found = validate(SectionEditSchema, body());
        setLocal(found);
        if (!found.length) send(body());
      }}
    >
      <Field label="Title" error={issueFor(issues, 'title')}>
        {(p) => <input {...p} type="text" className={INPUT} value={title} onChange={(e) => set({ title: e.target.value })} />}
      </Field>
      <Field label="Subtitle" error={issueFor(issues, 'subtitle')}>
        {(p) => <input {...p} type="text" className={INPUT} value={subtitle} onChange={(e) => set({ subtitle: e.target.value })} />}
      </Field>
      <Field label="Description" error={issueFor(issues, 'description')}>
        {(p) => <textarea {...p} rows={4} className={TEXTAREA_CLASS} value={description} onChange={(e) => set({ description: e.target.value })} />}
      </Field>
    </EditorFrame>
  );
}

/** A block's edit form: its type's fields, as the add form shows them, checked as the server checks them. */
export function BlockEditor({ block, slug, pageId, onClose }: { block: AdminBlock; slug: string; pageId: number; onClose: () => void }) {
  const { draft, save, send, conflict, restored, cancel } = useEditing({
    place: { entity: 'block', id: block.id, pageId, sectionId: block.sectionId },
    item: block,
    fieldsOf: storedFields,
    findFresh: (client) => client.getQueryData<AdminBlock[]>(keys.blocks(block.sectionId))?.find((b) => b.id === block.id),
    successTitle: 'Content updated successfully',
    onClose,
  });
  const stored = useMemo(() => storedFields(block), [block]);
  const form = useMemo(() => blockForm(block.blockType, stored), [block.blockType, stored]);
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const [notice, setNotice] = useState<string>();
  const issues = [...local, ...save.issues];
  const body = () => {
    const { title, content, imageUrl, metadata } = draft.fields;
    return {
      title: titleOf(block.title, title),
      content,
      imageUrl: imageUrl?.trim() ? imageUrl.trim() : null,
      ...(block.metadata !== null || Object.keys(metadata).length ? { metadata } : {}),
    };
  };
  return (
    <EditorFrame
      label={`Edit content block ${block.title}`}
      slug={slug}
      pending={save.isPending}
      onCancel={cancel}
      notice={notice}
      restored={restored}
      conflict={conflict}
      preview={() => [{ entity: 'block', id: block.id, fields: body() }]}
      onSubmit={() => {
        const found = editIssues(form, stored, body());
        setLocal(found);
        setNotice(attentionNotice(found));
        if (!found.length) send(body());
      }}
    >
      <BlockFields form={form} value={draft.fields} issues={issues} onChange={(update) => draft.setFields(update)} />
    </EditorFrame>
  );
}

/** A stored block as its form edits it. */
const storedFields = (b: AdminBlock): BlockFieldValues => ({ title: b.title, content: b.content, imageUrl: b.imageUrl, metadata: (b.metadata ?? {}) as Metadata });
