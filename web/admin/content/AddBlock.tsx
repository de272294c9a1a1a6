// "Add item": a form made from the block type's fields (web/shared/block-types.ts, laid out as the edit form is:
// block-form.ts), checked with the same valibot schema the server uses, previewed before saving, and added first or
// last in its section, as the admin chooses (POST /api/admin/content-blocks with its position).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref } from 'react';
import { addableBlockTypes, blockTypeSpec, isContentItem, type BlockTypeSpec } from '../../shared/block-types.ts';
import { apiRequest, answerIssues } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText } from '../format.ts';
import { isUnauthorized } from '../session.ts';
import type { AdminBlock, AdminPage, FieldIssue } from '../types.ts';
import { BUTTON, Field, INPUT, LABEL } from '../ui.tsx';
import { refreshContent, undoAction } from './actions.ts';
import { useDraft } from './drafts.ts';
import { addIssues, attentionNotice, blockForm, type BlockFields as Fields } from './block-form.ts';
import { BlockFields } from './BlockFields.tsx';
import { EditorFrame } from './Editors.tsx';

/** The button in the Content Blocks heading; the form opens above the list. */
export function AddBlockButton({ types, open, onOpen, ref }: { types: BlockTypeSpec[]; open: boolean; onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  if (!types.length) return null;
  return (
    <button ref={ref} type="button" className={BUTTON.primary} onClick={onOpen} aria-expanded={open}>
      <span aria-hidden="true" className="i-lucide-plus h-4 w-4" />
      {types.length === 1 ? `Add ${types[0].label.toLowerCase()}` : 'Add item'}
    </button>
  );
}

export const addableFor = (page: AdminPage, sectionKey: string | undefined, blocks: AdminBlock[] | undefined) =>
  sectionKey && blocks ? addableBlockTypes(page.slug, sectionKey, [...new Set(blocks.map((b) => b.blockType))]) : [];

interface AddDraft extends Fields {
  blockType: string;
}

const blankDraft = (spec: BlockTypeSpec): AddDraft => ({ blockType: spec.type, ...spec.blank() });

export function AddBlockForm({ page, sectionId, types, onClose }: { page: AdminPage; sectionId: number; types: BlockTypeSpec[]; onClose: (added?: AdminBlock) => void }) {
  const client = useQueryClient();
  const { toast } = useToast();
  const draft = useDraft<AddDraft>({ entity: 'add', id: sectionId, pageId: page.id, sectionId }, blankDraft(types[0]), undefined);
  const spec = blockTypeSpec(draft.fields.blockType) ?? types[0];
  const form = blockForm(spec.type);
  const [local, setLocal] = useState<FieldIssue[]>([]);
  const [notice, setNotice] = useState<string>();
  // A new project or machine is usually the newest work, shown first; a button goes after the others.
  const [position, setPosition] = useState<Position>(() => (isContentItem(types[0].type) ? 'first' : 'last'));
  const add = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<AdminBlock>('POST', '/api/admin/content-blocks', body),
    onSuccess: async (block) => {
      draft.discard();
      await refreshContent(client);
      toast({
        title: `Added “${block.title}”`,
        description: `It is live on the website, ${position} in its section.`,
        action: undoAction(client, () => apiRequest('DELETE', `/api/admin/content-blocks/${block.id}`)),
      });
      onClose(block);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Could not add', description: failureText(error, 'Nothing was added. Please try again.'), variant: 'destructive' });
    },
  });
  const issues = [...local, ...answerIssues(add.error)];
  const { blockType, ...fields } = draft.fields;
  const body = () => ({ sectionId, blockType, ...fields, isActive: true, position });

  return (
    <EditorFrame
      label={`Add ${spec.label.toLowerCase()}`}
      slug={page.slug}
      pending={add.isPending}
      submitLabel={`Save ${spec.label.toLowerCase()}`}
      pendingLabel="Adding..."
      onCancel={() => {
        draft.discard();
        onClose();
      }}
      notice={notice}
      restored={draft.restored}
      preview={() => [{ entity: 'block', id: -1, fields: body() }]}
      onSubmit={() => {
        const found = addIssues(form, fields);
        setLocal(found);
        setNotice(attentionNotice(found));
        if (!found.length) add.mutate(body());
      }}
    >
      <h3 className="m-0 flex items-center gap-2 text-base font-bold text-ink">
        <span aria-hidden="true" className="i-lucide-square-plus h-5 w-5 text-accent-dark" />
        New {spec.label.toLowerCase()}
      </h3>
      {types.length > 1 ? (
        <Field label="Kind of item" hint="Each kind has its own fields.">
          {(p) => (
            <select
              {...p}
              className={`${INPUT} max-w-72`}
              value={blockType}
              onChange={(e) => {
                const next = blockTypeSpec(e.target.value);
                if (next) draft.setFields({ ...blankDraft(next), title: fields.title, content: fields.content, imageUrl: fields.imageUrl });
              }}
            >
              {types.map((t) => (
                <option key={t.type} value={t.type}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <BlockFields key={spec.type} form={form} value={fields} issues={issues} onChange={(update) => draft.setFields((d) => ({ ...d, ...update(d) }))} />
      <PositionChoice value={position} onChange={setPosition} noun={spec.label.toLowerCase()} />
    </EditorFrame>
  );
}

type Position = 'first' | 'last';

/** Where the new item goes: where it shows is part of adding it, not one more job afterwards. */
function PositionChoice({ value, onChange, noun }: { value: Position; onChange: (next: Position) => void; noun: string }) {
  const choices: [Position, string][] = [
    ['first', 'First in the list'],
    ['last', 'Last in the list'],
  ];
  return (
    // Not a field of the item (the edit form has no such choice): the place is where the item is saved.
    <fieldset data-placement="" className="m-0 min-w-0 border-0 p-0">
      <legend className={`${LABEL} mb-1 p-0`}>Where the new {noun} goes</legend>
      <div className="flex flex-wrap gap-x-6">
        {choices.map(([choice, label]) => (
          <label key={choice} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
            <input type="radio" name="position" value={choice} checked={value === choice} onChange={() => onChange(choice)} className="h-4 w-4 accent-[#b45309]" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Brings the form into view when it opens (it sits above a possibly long list). */
export function useRevealOnOpen(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [open]);
  return ref;
}
