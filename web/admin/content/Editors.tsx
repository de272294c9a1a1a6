// The inline editors of the Pages & Content tab: page, section and content block, each with Save and Cancel.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import type { Metadata } from '../../shared/content.ts';
import { ContentBlockEditSchema, issuesOf, PageEditSchema, SectionEditSchema } from '../../shared/schemas.ts';
import { issueFor, publicPathFor } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminBlock, AdminPage, AdminSection, FieldIssue } from '../types.ts';
import { BUTTON, Field, INPUT } from '../ui.tsx';
import { MediaPicker } from './MediaPicker.tsx';
import { MetadataFields } from './MetadataFields.tsx';
import { useSave } from './useSave.ts';

const TEXTAREA = `${INPUT} min-h-24 resize-y leading-normal`;

/** Empty optional text is stored as "no value", as the seed does. */
const optional = (text: string) => (text.trim() ? text : null);

/** A record stored without a title (some sections) may stay without one: the title is then not sent. */
const titleOf = (stored: string, current: string) => (stored.trim() === '' && current.trim() === '' ? undefined : current);

function validate<T>(schema: v.GenericSchema<unknown, T>, body: unknown): FieldIssue[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : issuesOf(result.issues);
}

function EditorFrame({
  label,
  slug,
  pending,
  onSubmit,
  onCancel,
  children,
  notice,
}: {
  label: string;
  slug: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  notice?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  const publicPath = publicPathFor(slug);
  return (
    <form
      ref={ref}
      noValidate
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      className="grid min-w-0 gap-3 rounded-lg border-2 border-accent bg-white p-2 sm:p-3"
    >
      {children}
      {notice ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={BUTTON.primary} disabled={pending}>
          <span aria-hidden="true" className="i-lucide-save h-4 w-4" />
          {pending ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={pending}>
          Cancel
        </button>
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

export function PageEditor({ page, onClose }: { page: AdminPage; onClose: () => void }) {
  const [title, setTitle] = useState(page.title);
  const [description, setDescription] = useState(page.description ?? '');
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const save = useSave({ url: `/api/admin/pages/${page.id}`, listKey: keys.pages, successTitle: 'Page updated successfully', onSaved: onClose });
  const issues = [...local, ...save.issues];
  return (
    <EditorFrame
      label={`Edit page ${page.title}`}
      slug={page.slug}
      pending={save.isPending}
      onCancel={onClose}
      onSubmit={() => {
        const body = { title, description: optional(description) };
        const found = validate(PageEditSchema, body);
        setLocal(found);
        if (!found.length) save.mutate(body);
      }}
    >
      <Field label="Title" error={issueFor(issues, 'title')}>
        {(p) => <input {...p} type="text" className={INPUT} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Description" hint="Shown to search engines and in link previews." error={issueFor(issues, 'description')}>
        {(p) => <textarea {...p} rows={3} className={TEXTAREA} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
    </EditorFrame>
  );
}

export function SectionEditor({ section, slug, onClose }: { section: AdminSection; slug: string; onClose: () => void }) {
  const [title, setTitle] = useState(section.title);
  const [subtitle, setSubtitle] = useState(section.subtitle ?? '');
  const [description, setDescription] = useState(section.description ?? '');
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const save = useSave({
    url: `/api/admin/sections/${section.id}`,
    listKey: keys.sections(section.pageId),
    successTitle: 'Section updated successfully',
    onSaved: onClose,
  });
  const issues = [...local, ...save.issues];
  return (
    <EditorFrame
      label={`Edit section ${section.title || section.sectionKey}`}
      slug={slug}
      pending={save.isPending}
      onCancel={onClose}
      onSubmit={() => {
        const body = { title: titleOf(section.title, title), subtitle: optional(subtitle), description: optional(description) };
        const found = validate(SectionEditSchema, body);
        setLocal(found);
        if (!found.length) save.mutate(body);
      }}
    >
      <Field label="Title" error={issueFor(issues, 'title')}>
        {(p) => <input {...p} type="text" className={INPUT} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Subtitle" error={issueFor(issues, 'subtitle')}>
        {(p) => <input {...p} type="text" className={INPUT} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} />}
      </Field>
      <Field label="Description" error={issueFor(issues, 'description')}>
        {(p) => <textarea {...p} rows={4} className={TEXTAREA} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
    </EditorFrame>
  );
}

export function BlockEditor({ block, slug, onClose }: { block: AdminBlock; slug: string; onClose: () => void }) {
  const [title, setTitle] = useState(block.title);
  const [content, setContent] = useState(block.content);
  const [imageUrl, setImageUrl] = useState(block.imageUrl ?? '');
  const [metadata, setMetadata] = useState<Metadata>(block.metadata ?? {});
  const [unstorable, setUnstorable] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const [notice, setNotice] = useState<string>();
  const save = useSave({
    url: `/api/admin/content-blocks/${block.id}`,
    listKey: keys.blocks(block.sectionId),
    successTitle: 'Content updated successfully',
    onSaved: onClose,
  });
  const issues = [...local, ...save.issues];
  return (
    <EditorFrame
      label={`Edit content block ${block.title}`}
      slug={slug}
      pending={save.isPending}
      onCancel={onClose}
      notice={notice}
      onSubmit={() => {
        const waiting = Object.values(unstorable);
        if (waiting.length) {
          setNotice(`Fix the marked fields first: ${waiting.join('; ')}.`);
          return;
        }
        const body = {
          title: titleOf(block.title, title),
          content,
          imageUrl: imageUrl.trim() ? imageUrl.trim() : null,
          ...(block.metadata !== null || Object.keys(metadata).length ? { metadata } : {}),
        };
        const found = validate(ContentBlockEditSchema, body);
        setLocal(found);
        setNotice(found.length ? 'Some fields need attention.' : undefined);
        if (!found.length) save.mutate(body);
      }}
    >
      <Field label="Title" error={issueFor(issues, 'title')}>
        {(p) => <input {...p} type="text" className={INPUT} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Content" error={issueFor(issues, 'content')}>
        {(p) => <textarea {...p} rows={content.length > 160 ? 6 : 3} className={TEXTAREA} value={content} onChange={(e) => setContent(e.target.value)} />}
      </Field>
      <ImageField value={imageUrl} onChange={setImageUrl} error={issueFor(issues, 'imageUrl')} />
      <MetadataFields value={metadata} onChange={setMetadata} onInvalidChange={setUnstorable} issues={issues} />
    </EditorFrame>
  );
}

function ImageField({ value, onChange, error }: { value: string; onChange: (url: string) => void; error?: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [value]);
  return (
    <div className="grid gap-2">
      <Field label="Image URL" hint="A picture from the media library, a path on this site, or an https:// address. Leave empty for none." error={error}>
        {(p) => <input {...p} type="text" inputMode="url" spellCheck={false} className={`${INPUT} font-mono`} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        {value.trim() ? (
          broken ? (
            <p className="m-0 text-sm text-danger">This image address does not load.</p>
          ) : (
            <img
              src={value.trim()}
              alt="Current choice"
              width={144}
              height={96}
              onError={() => setBroken(true)}
              className="h-24 w-36 rounded-lg border border-surface-line bg-surface-warm object-cover"
            />
          )
        ) : (
          <p className="m-0 text-sm text-ink-muted">No image.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <MediaPicker current={value} onPick={(file) => onChange(file.url)} />
          {value ? (
            <button type="button" className={BUTTON.ghost} onClick={() => onChange('')}>
              Remove image
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
