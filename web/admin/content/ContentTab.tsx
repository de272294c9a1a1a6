// Pages & Content (docs/product.md § Pages & Content tab): pages → sections of the chosen page → content blocks of the chosen section.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { create } from 'zustand';
import { failureText, preview, publicPathFor } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminBlock, AdminPage, AdminSection, ContentEntity } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, EmptyText, LoadError, LoadingRows, Panel } from '../ui.tsx';
import { useContentChange } from './actions.ts';
import { AddBlockButton, AddBlockForm, addableFor, useRevealOnOpen } from './AddBlock.tsx';
import { newestDraft, type DraftPlace } from './drafts.ts';
import { BlockEditor, PageEditor, SectionEditor } from './Editors.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { guarded, useLeaveGuard } from './LeaveGuard.tsx';
import { RowMenu, type RowAction } from './RowMenu.tsx';
import { movedSentence, SortableList, type SortableHandle } from './SortableList.tsx';
import { TrashButton } from './TrashDialog.tsx';

/** The chosen page and section survive a visit to another tab; `reopen` is an editor whose draft outlived a reload. */
const useSelection = create<{ pageId: number | null; sectionId: number | null; reopen: DraftPlace | null }>(() => ({
  pageId: null,
  sectionId: null,
  reopen: null,
}));

/** Hands an editor kept from before a reload to the list it belongs to, once. */
function takeReopen(entity: DraftPlace['entity'], id?: number): number | null {
  const { reopen } = useSelection.getState();
  if (!reopen || reopen.entity !== entity || (id !== undefined && reopen.id !== id)) return null;
  useSelection.setState({ reopen: null });
  return reopen.id;
}

/** Which item's editor is open; when it closes, focus goes back to that item's edit button. */
function useInlineEditor(resetOn: unknown, entity: DraftPlace['entity']) {
  const [editing, setEditing] = useState<number | null>(() => takeReopen(entity));
  const [closed, setClosed] = useState<number | null>(null);
  // Discarding unsaved changes (LeaveGuard) closes every editor, so none shows changes it no longer keeps.
  const discarded = useLeaveGuard((s) => s.discarded);
  const previous = useRef([resetOn, discarded]);
  useEffect(() => {
    if (previous.current[0] === resetOn && previous.current[1] === discarded) return;
    previous.current = [resetOn, discarded];
    setEditing(null);
    setClosed(null);
  }, [resetOn, discarded]);
  return {
    editing,
    // Opening another item's editor closes the open one: unsaved changes there are asked about first.
    open: (id: number) => (editing === null || editing === id ? setEditing(id) : guarded(() => setEditing(id))()),
    close: () => {
      setClosed(editing);
      setEditing(null);
    },
    returnsFocus: (id: number) => closed === id,
    /** Puts focus on a row's edit button (a row just added). */
    focus: (id: number) => setClosed(id),
  };
}

const stacked = () => typeof matchMedia === 'function' && matchMedia('(max-width: 1023px)').matches;

export function ContentTab() {
  const { pageId, sectionId } = useSelection();
  const pages = useQuery<AdminPage[]>({ queryKey: keys.pages });
  const page = pages.data?.find((p) => p.id === pageId);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const blocksRef = useRef<HTMLDivElement>(null);

  // After a reload, an editor whose draft was kept opens again where it was.
  useState(() => {
    if (useSelection.getState().pageId !== null) return;
    const draft = newestDraft();
    if (draft) useSelection.setState({ pageId: draft.pageId, sectionId: draft.sectionId, reopen: draft });
  });

  // On a phone the next column sits below: bring it into view once something is chosen.
  function reveal(ref: RefObject<HTMLDivElement | null>) {
    if (stacked()) requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <p className="m-0 min-w-0 flex-1 text-sm text-ink-muted">
          Choose a page, then a section. Drag <span aria-hidden="true" className="i-lucide-grip-vertical inline-block h-3.5 w-3.5 align-[-2px]" /> to
          reorder; <span aria-hidden="true" className="i-lucide-ellipsis-vertical inline-block h-3.5 w-3.5 align-[-2px]" /> has more actions.
        </p>
        <TrashButton />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)]">
        <Panel id="pages" title="Pages" count={pages.data?.length}>
          {pages.isPending ? (
            <LoadingRows label="Loading pages…" />
          ) : pages.isError ? (
            <LoadError message={failureText(pages.error, 'Could not load the pages.')} onRetry={() => pages.refetch()} />
          ) : (
            <PageList
              pages={pages.data}
              selectedId={pageId}
              onSelect={(id) => {
                if (id === pageId) return reveal(sectionsRef);
                guarded(() => {
                  // docs/product.md § Pages & Content tab: choosing a page clears the chosen section.
                  useSelection.setState({ pageId: id, sectionId: null });
                  reveal(sectionsRef);
                })();
              }}
            />
          )}
        </Panel>
        <div ref={sectionsRef} className="scroll-mt-20">
          <Panel id="sections" title={page ? <>Sections <span className="font-normal text-ink-muted">of {page.title}</span></> : 'Sections'}>
            {page ? (
              <SectionList
                page={page}
                selectedId={sectionId}
                onSelect={(id) => {
                  if (id === sectionId) return reveal(blocksRef);
                  guarded(() => {
                    useSelection.setState({ sectionId: id });
                    reveal(blocksRef);
                  })();
                }}
              />
            ) : (
              <EmptyText>Choose a page to see its sections.</EmptyText>
            )}
          </Panel>
        </div>
        <div ref={blocksRef} className="scroll-mt-20">
          {page && sectionId !== null ? (
            <BlockList key={sectionId} page={page} sectionId={sectionId} />
          ) : (
            <Panel id="blocks" title="Content Blocks">
              <EmptyText>Choose a section to see its content blocks.</EmptyText>
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}

function PageList({ pages, selectedId, onSelect }: { pages: AdminPage[]; selectedId: number | null; onSelect: (id: number) => void }) {
  const editor = useInlineEditor(null, 'page');
  if (!pages.length) return <EmptyText>No pages yet.</EmptyText>;
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {pages.map((page) => (
        <li key={page.id}>
          {editor.editing === page.id ? (
            <PageEditor page={page} onClose={editor.close} />
          ) : (
            <ItemRow
              selected={page.id === selectedId}
              onSelect={() => onSelect(page.id)}
              onEdit={() => editor.open(page.id)}
              focusEdit={editor.returnsFocus(page.id)}
              editLabel={`Edit page ${page.title}`}
              title={page.title}
              badges={page.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Draft</Badge>}
              detail={
                <>
                  <span className="font-mono">{page.slug === 'site' ? 'header & footer' : publicPathFor(page.slug) ?? page.slug}</span>
                  {page.sectionCount !== undefined ? ` · ${plural(page.sectionCount, 'section')}` : null}
                </>
              }
              menu={<ItemMenu entity="page" id={page.id} title={page.title} current={{ ...page }} actions={[]} />}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function SectionList({ page, selectedId, onSelect }: { page: AdminPage; selectedId: number | null; onSelect: (id: number) => void }) {
  // docs/product.md § Admin flows: sections load only once a page is chosen (this list mounts only then).
  const sections = useQuery<AdminSection[]>({ queryKey: keys.sections(page.id) });
  const editor = useInlineEditor(page.id, 'section');
  const change = useContentChange();
  if (sections.isPending) return <LoadingRows label="Loading sections…" />;
  if (sections.isError) return <LoadError message={failureText(sections.error, 'Could not load the sections.')} onRetry={() => sections.refetch()} />;
  if (!sections.data.length) return <EmptyText>This page has no sections.</EmptyText>;
  const nameOf = (s: AdminSection) => s.title || humaniseKey(s.sectionKey);
  return (
    <>
      <p className="m-0 mb-2 text-xs text-ink-muted">{plural(sections.data.length, 'section')}, in page order.</p>
      <SortableList
        items={sections.data}
        labelOf={nameOf}
        disabled={editor.editing !== null}
        onReorder={(ids, moved, to) =>
          change.reorder('page', page.id, ids, sections.data.map((s) => s.id), movedSentence(nameOf(moved), to, ids.length))
        }
      >
        {(section, sortable) =>
          editor.editing === section.id ? (
            <SectionEditor section={{ ...section, pageId: section.pageId ?? page.id }} slug={page.slug} onClose={editor.close} />
          ) : (
            <ItemRow
              sortable={sortable}
              moveLabel={nameOf(section)}
              selected={section.id === selectedId}
              onSelect={() => onSelect(section.id)}
              onEdit={() => editor.open(section.id)}
              focusEdit={editor.returnsFocus(section.id)}
              editLabel={`Edit section ${section.title || section.sectionKey}`}
              title={nameOf(section)}
              hidden={section.isActive === false}
              badges={section.isActive === false ? <Badge tone="warning">Hidden</Badge> : null}
              detail={
                <>
                  <span className="font-mono">{section.sectionKey}</span>
                  {section.blockCount !== undefined ? ` · ${plural(section.blockCount, 'block')}` : null}
                  {section.subtitle ? <span className="block">{preview(section.subtitle)}</span> : null}
                </>
              }
              menu={
                <ItemMenu
                  entity="section"
                  id={section.id}
                  title={nameOf(section)}
                  current={{ ...section }}
                  actions={[
                    ...moveActions(sortable),
                    visibilityAction(section.isActive !== false, () => change.setActive('section', section.id, nameOf(section), section.isActive === false)),
                  ]}
                />
              }
            />
          )
        }
      </SortableList>
    </>
  );
}

function BlockList({ page, sectionId }: { page: AdminPage; sectionId: number }) {
  // docs/product.md § Admin flows: blocks load only once a section is chosen.
  const blocks = useQuery<AdminBlock[]>({ queryKey: keys.blocks(sectionId) });
  const sections = useQuery<AdminSection[]>({ queryKey: keys.sections(page.id) });
  const editor = useInlineEditor(sectionId, 'block');
  const change = useContentChange();
  const [deleting, setDeleting] = useState<AdminBlock | null>(null);
  const [adding, setAdding] = useState(() => takeReopen('add', sectionId) !== null);
  const addButton = useRef<HTMLButtonElement>(null);
  const discarded = useLeaveGuard((s) => s.discarded);
  const seenDiscard = useRef(discarded);
  useEffect(() => {
    if (seenDiscard.current === discarded) return;
    seenDiscard.current = discarded;
    setAdding(false);
  }, [discarded]);
  const addRef = useRevealOnOpen(adding);
  const types = addableFor(page, sections.data?.find((s) => s.id === sectionId)?.sectionKey, blocks.data);
  const nameOf = (b: AdminBlock) => b.title || b.blockType;

  const body = blocks.isPending ? (
    <LoadingRows label="Loading content blocks…" />
  ) : blocks.isError ? (
    <LoadError message={failureText(blocks.error, 'Could not load the content blocks.')} onRetry={() => blocks.refetch()} />
  ) : !blocks.data.length ? (
    <EmptyText>This section has no content blocks; its title and text are edited in the section itself.</EmptyText>
  ) : (
    <SortableList
      items={blocks.data}
      labelOf={nameOf}
      disabled={editor.editing !== null}
      onReorder={(ids, moved, to) => change.reorder('section', sectionId, ids, blocks.data.map((b) => b.id), movedSentence(nameOf(moved), to, ids.length))}
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
                <Badge tone="info">{block.blockType}</Badge>
                {block.isActive === false ? <Badge tone="warning">Hidden</Badge> : null}
              </>
            }
            detail={block.content ? preview(block.content) : <em>No text</em>}
            thumbnail={block.imageUrl}
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

const moveActions = (sortable: SortableHandle): RowAction[] => [
  { label: 'Move up', icon: 'i-lucide-arrow-up', disabled: sortable.index === 0, onSelect: () => sortable.move(sortable.index - 1) },
  { label: 'Move down', icon: 'i-lucide-arrow-down', disabled: sortable.index === sortable.count - 1, onSelect: () => sortable.move(sortable.index + 1) },
];

const visibilityAction = (shown: boolean, onSelect: () => void): RowAction =>
  shown ? { label: 'Hide from the website', icon: 'i-lucide-eye-off', onSelect } : { label: 'Show on the website', icon: 'i-lucide-eye', onSelect };

/** The row's More actions menu, with History always last but one (Delete, when there is one, is last). */
function ItemMenu({ entity, id, title, current, actions }: { entity: ContentEntity; id: number; title: string; current: Record<string, unknown>; actions: RowAction[] }) {
  const [history, setHistory] = useState(false);
  const danger = actions.filter((a) => a.danger);
  const all = [...actions.filter((a) => !a.danger), { label: 'History', icon: 'i-lucide-history', onSelect: () => setHistory(true) }, ...danger];
  return (
    <>
      <RowMenu id={`${entity}-${id}`} label={`More actions for ${title}`} actions={all} />
      <HistoryDialog entity={entity} id={id} title={title} current={current} open={history} onOpenChange={setHistory} />
    </>
  );
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const humaniseKey = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** One list entry: a drag handle (when sortable), a choose button (when the column leads somewhere), edit and more. */
function ItemRow({
  title,
  detail,
  badges,
  selected,
  onSelect,
  onEdit,
  editLabel,
  thumbnail,
  focusEdit = false,
  sortable,
  moveLabel,
  menu,
  hidden = false,
}: {
  title: string;
  detail?: ReactNode;
  badges?: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
  onEdit: () => void;
  editLabel: string;
  thumbnail?: string | null;
  /** Set on the row whose editor just closed. */
  focusEdit?: boolean;
  sortable?: SortableHandle;
  moveLabel?: string;
  menu?: ReactNode;
  /** Hidden from the website: the row is dimmed beside its Hidden badge. */
  hidden?: boolean;
}) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  const body = (
    <>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className={`h-12 w-12 shrink-0 rounded-md border border-surface-line bg-surface-warm object-cover ${hidden ? 'opacity-50 grayscale' : ''}`}
        />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className={`font-semibold [overflow-wrap:anywhere] ${hidden ? 'text-ink-muted' : 'text-ink'}`}>{title}</span>
          {badges}
        </span>
        {detail ? <span className="mt-0.5 block text-xs leading-snug text-ink-muted [overflow-wrap:anywhere]">{detail}</span> : null}
      </span>
    </>
  );
  return (
    <div
      className={`flex items-stretch gap-0.5 rounded-lg border transition-colors ${
        selected
          ? 'border-accent-dark bg-amber-50 ring-1 ring-accent-dark'
          : hidden
            ? 'border-dashed border-slate-300 bg-slate-50'
            : 'border-surface-line bg-white hover:border-slate-300'
      }`}
    >
      {sortable ? (
        <button
          type="button"
          {...sortable.handleProps}
          aria-label={`Reorder ${moveLabel ?? title}, position ${sortable.index + 1} of ${sortable.count}`}
          className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-lg border-0 bg-transparent text-slate-400 hover:bg-surface-warm hover:text-ink focus-visible:outline-accent-dark active:cursor-grabbing"
        >
          <span aria-hidden="true" className="i-lucide-grip-vertical h-4 w-4" />
        </button>
      ) : null}
      {onSelect ? (
        <button
          type="button"
          aria-pressed={selected}
          onClick={onSelect}
          className={`flex min-h-14 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg border-0 bg-transparent py-2 text-left text-sm focus-visible:outline-accent-dark ${sortable ? 'pl-1 pr-2' : 'px-3'}`}
        >
          {body}
          <span aria-hidden="true" className={`i-lucide-chevron-right h-4 w-4 shrink-0 ${selected ? 'text-accent-dark' : 'text-slate-400'}`} />
        </button>
      ) : (
        <div className={`flex min-h-14 min-w-0 flex-1 items-center gap-3 py-2 text-sm ${sortable ? 'pl-1 pr-2' : 'px-3'}`}>{body}</div>
      )}
      <button ref={editRef} type="button" onClick={onEdit} aria-label={editLabel} className={`${BUTTON.icon} my-1 self-center`}>
        <span aria-hidden="true" className="i-lucide-pencil h-4 w-4" />
      </button>
      {menu ? <div className="mr-1 flex items-center">{menu}</div> : null}
    </div>
  );
}
