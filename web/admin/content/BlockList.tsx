// The Content Blocks column of the chosen section: add, reorder, hide or show, duplicate, delete, edit, history.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preview } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminBlock, AdminPage, AdminSection, MediaFile } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, EmptyText, Panel, QueryView } from '../ui.tsx';
import { useContentChange } from './actions.ts';
import { AddBlockButton, AddBlockForm, addableFor, useRevealOnOpen } from './AddBlock.tsx';
import { BlockEditor } from './Editors.tsx';
import { guarded, useUnsaved } from './unsaved.ts';
import { movedSentence, SortableList } from './SortableList.tsx';
import { takeReopen, useInlineEditor } from './selection.ts';
import { moveActions, visibilityAction, ItemMenu, ItemRow } from './ItemRow.tsx';
import { galleryCoverId, groupBlocks, withGroupOrder, type BlockGroups } from './block-groups.ts';
import { blockName } from './names.ts';
import { ReplaceIllustrations } from './ReplaceIllustrations.tsx';
import { thumbnailUrl } from '../media/variants.ts';
import { blockTypeSpec } from '../../shared/block-types.ts';
import { sourceShownIn } from '../../shared/section-blocks.ts';
import { useSearchParams } from 'wouter';

export function BlockList({ page, sectionId }: { page: AdminPage; sectionId: number }) {
  // docs/product.md § Admin flows: blocks load only once a section is chosen.
  const blocks = useQuery<AdminBlock[]>({ queryKey: keys.blocks(sectionId) });
  const sections = useQuery<AdminSection[]>({ queryKey: keys.sections(page.id) });
  const editor = useInlineEditor(sectionId, 'block');
  const change = useContentChange();
  const [deleting, setDeleting] = useState<AdminBlock | null>(null);
  const [adding, setAdding] = useState(() => takeReopen('add', sectionId) !== null);
  const addButton = useRef<HTMLButtonElement>(null);
  const discarded = useUnsaved((s) => s.discarded);
  const seenDiscard = useRef(discarded);
  useEffect(() => {
    if (seenDiscard.current === discarded) return;
    seenDiscard.current = discarded;
    setAdding(false);
  }, [discarded]);
  const addRef = useRevealOnOpen(adding);
  const sectionKey = sections.data?.find((s) => s.id === sectionId)?.sectionKey;
  const types = addableFor(page, sectionKey, blocks.data);
  const shownFrom = sourceShownIn(page.slug, sectionKey);
  const nameOf = blockName;

  const allIds = blocks.data?.map((b) => b.id) ?? [];
  // A project or machine shown by its gallery alone gets its cover as the row's picture, as on its page.
  const withGallery = blocks.data?.some((b) => galleryCoverId(b) !== undefined) ?? false;
  const media = useQuery<MediaFile[]>({ queryKey: keys.media, enabled: withGallery });
  const thumbnailOf = (block: AdminBlock) => {
    const cover = galleryCoverId(block);
    const file = cover === undefined ? undefined : media.data?.find((f) => f.id === cover);
    return file ? thumbnailUrl(file) : block.imageUrl;
  };
  const groupList = (group: AdminBlock[]) => (
    <SortableList
      items={group}
      labelOf={nameOf}
      disabled={editor.editing !== null}
      onReorder={(ids, moved, to) => change.reorder('section', sectionId, withGroupOrder(allIds, ids), allIds, movedSentence(nameOf(moved), to, ids.length))}
    >
      {(block, sortable) =>
        editor.editing === block.id ? (
          <BlockEditor block={{ ...block, sectionId: block.sectionId ?? sectionId }} slug={page.slug} pageId={page.id} onClose={editor.close} />
        ) : (
          <ItemRow
            sortable={sortable}
            moveLabel={nameOf(block)}
            onEdit={() => editor.open(block.id)}
            focusEdit={editor.returnsFocus(block.id)}
            editLabel={`Edit content block ${block.title}`}
            title={block.title}
            hidden={block.isActive === false}
            badges={
              <>
                <Badge tone="info">{blockTypeSpec(block.blockType)?.label ?? block.blockType}</Badge>
                {block.isActive === false ? <Badge tone="warning">Hidden</Badge> : null}
              </>
            }
            detail={block.content ? preview(block.content) : <em>No text</em>}
            thumbnail={thumbnailOf(block)}
            menu={
              <ItemMenu
                entity="block"
                id={block.id}
                title={nameOf(block)}
                current={{ ...block }}
                actions={[
                  ...moveActions(sortable),
                  { label: 'Duplicate', icon: 'i-lucide-copy', onSelect: () => void change.duplicate(block) },
                  visibilityAction(block.isActive !== false, () => change.setActive('block', block.id, nameOf(block), block.isActive === false)),
                  { label: 'Delete…', icon: 'i-lucide-trash-2', danger: true, onSelect: () => setDeleting(block) },
                ]}
              />
            }
          />
        )
      }
    </SortableList>
  );

  const body = (
    <QueryView
      query={blocks}
      loading="Loading content blocks…"
      failure="Could not load the content blocks."
      empty={shownFrom ? null : <EmptyText>This section has no content blocks; its title and text are edited in the section itself.</EmptyText>}
    >
      {(data) => (
        <>
          <ReplaceIllustrations blocks={data} />
          <GroupedBlocks groups={groupBlocks(data)} sectionId={sectionId} list={groupList} />
        </>
      )}
    </QueryView>
  );

  return (
    <Panel
      id="blocks"
      title="Content Blocks"
      count={blocks.data?.length}
      actions={<AddBlockButton ref={addButton} types={types} open={adding} onOpen={() => setAdding(true)} />}
    >
      {adding && types.length ? (
        <div ref={addRef} className="mb-3 scroll-mt-20">
          <AddBlockForm
            page={page}
            sectionId={sectionId}
            types={types}
            onClose={(added) => {
              setAdding(false);
              if (added) editor.focus(added.id);
              else requestAnimationFrame(() => addButton.current?.focus());
            }}
          />
        </div>
      ) : null}
      {shownFrom ? <SourceNote note={shownFrom.note} tab={shownFrom.tab} /> : null}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting ? nameOf(deleting) : ''}”?`}
        description="It leaves the website at once and goes to the trash, where it can be restored for 30 days."
        confirmLabel="Move to trash"
        pendingLabel="Deleting..."
        pending={deleting !== null && change.pending === `delete-${deleting.id}`}
        onConfirm={async () => {
          if (deleting) await change.remove(deleting);
          setDeleting(null);
        }}
      />
    </Panel>
  );
}

/** Where what this section shows is edited, when that is elsewhere, with the way to Settings when it is a setting. */
function SourceNote({ note, tab }: { note: string; tab?: string }) {
  const [, setParams] = useSearchParams();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-ink">
      <span aria-hidden="true" className="i-lucide-info h-5 w-5 shrink-0 text-status-ongoing" />
      <p className="m-0 min-w-0 flex-1">{note}</p>
      {tab ? (
        <button type="button" className={BUTTON.secondary} onClick={guarded(() => setParams({ tab }))}>
          Open Settings
        </button>
      ) : null}
    </div>
  );
}

/**
 * The items first, the interface words apart below, each under its heading and reordered within itself; a
 * section holding only one kind shows its one list without a heading.
 */
function GroupedBlocks({ groups, sectionId, list }: { groups: BlockGroups<AdminBlock>; sectionId: number; list: (group: AdminBlock[]) => ReactNode }) {
  if (!groups.items.length || !groups.words.length) return list(groups.items.length ? groups.items : groups.words);
  const heading = (id: string, text: string, count: number, hint: string) => (
    <div className="mb-2">
      <h3 id={id} className="m-0 flex items-center gap-2 text-sm font-bold text-ink">
        {text}
        <Badge tone="neutral" label={`${count} in total`}>
          {count}
        </Badge>
      </h3>
      <p className="m-0 text-xs text-ink-muted">{hint}</p>
    </div>
  );
  return (
    <div className="grid gap-5">
      <div role="group" aria-labelledby={`items-${sectionId}`} data-block-group="items">
        {heading(`items-${sectionId}`, 'Items', groups.items.length, 'What this section shows, in the order the website shows it.')}
        {list(groups.items)}
      </div>
      <div role="group" aria-labelledby={`words-${sectionId}`} data-block-group="words">
        {heading(`words-${sectionId}`, 'Words on this section', groups.words.length, 'Labels, buttons and messages around the items.')}
        {list(groups.words)}
      </div>
    </div>
  );
}
