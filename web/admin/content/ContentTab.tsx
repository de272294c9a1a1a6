// Pages & Content (docs/product.md § Pages & Content tab): pages → sections of the chosen page → content blocks of the chosen section.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { create } from 'zustand';
import { failureText, preview, publicPathFor } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminBlock, AdminPage, AdminSection } from '../types.ts';
import { Badge, BUTTON, EmptyText, LoadError, LoadingRows, Panel } from '../ui.tsx';
import { BlockEditor, PageEditor, SectionEditor } from './Editors.tsx';

/** The chosen page and section survive a visit to another tab. */
const useSelection = create<{ pageId: number | null; sectionId: number | null }>(() => ({ pageId: null, sectionId: null }));

/** Which item's editor is open; when it closes, focus goes back to that item's edit button. */
function useInlineEditor(resetOn: unknown) {
  const [editing, setEditing] = useState<number | null>(null);
  const [closed, setClosed] = useState<number | null>(null);
  useEffect(() => {
    setEditing(null);
    setClosed(null);
  }, [resetOn]);
  return {
    editing,
    open: (id: number) => setEditing(id),
    close: () => {
      setClosed(editing);
      setEditing(null);
    },
    returnsFocus: (id: number) => closed === id,
  };
}

const stacked = () => typeof matchMedia === 'function' && matchMedia('(max-width: 1023px)').matches;

export function ContentTab() {
  const { pageId, sectionId } = useSelection();
  const pages = useQuery<AdminPage[]>({ queryKey: keys.pages });
  const page = pages.data?.find((p) => p.id === pageId);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const blocksRef = useRef<HTMLDivElement>(null);

  // On a phone the next column sits below: bring it into view once something is chosen.
  function reveal(ref: RefObject<HTMLDivElement | null>) {
    if (stacked()) requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  return (
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
              // docs/product.md § Pages & Content tab: choosing a page clears the chosen section.
              useSelection.setState({ pageId: id, sectionId: null });
              reveal(sectionsRef);
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
                useSelection.setState({ sectionId: id });
                reveal(blocksRef);
              }}
            />
          ) : (
            <EmptyText>Choose a page to see its sections.</EmptyText>
          )}
        </Panel>
      </div>
      <div ref={blocksRef} className="scroll-mt-20">
        <Panel id="blocks" title="Content Blocks">
          {page && sectionId !== null ? <BlockList page={page} sectionId={sectionId} /> : <EmptyText>Choose a section to see its content blocks.</EmptyText>}
        </Panel>
      </div>
    </div>
  );
}

function PageList({ pages, selectedId, onSelect }: { pages: AdminPage[]; selectedId: number | null; onSelect: (id: number) => void }) {
  const editor = useInlineEditor(null);
  if (!pages.length) return <EmptyText>No pages yet.</EmptyText>;
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {pages.map((page) =>
        editor.editing === page.id ? (
          <li key={page.id}>
            <PageEditor page={page} onClose={editor.close} />
          </li>
        ) : (
          <ItemRow
            key={page.id}
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
          />
        ),
      )}
    </ul>
  );
}

function SectionList({ page, selectedId, onSelect }: { page: AdminPage; selectedId: number | null; onSelect: (id: number) => void }) {
  // docs/product.md § Admin flows: sections load only once a page is chosen (this list mounts only then).
  const sections = useQuery<AdminSection[]>({ queryKey: keys.sections(page.id) });
  const editor = useInlineEditor(page.id);
  if (sections.isPending) return <LoadingRows label="Loading sections…" />;
  if (sections.isError) return <LoadError message={failureText(sections.error, 'Could not load the sections.')} onRetry={() => sections.refetch()} />;
  if (!sections.data.length) return <EmptyText>This page has no sections.</EmptyText>;
  return (
    <>
      <p className="m-0 mb-2 text-xs text-ink-muted">{plural(sections.data.length, 'section')}, in page order.</p>
      <ul className="m-0 grid list-none gap-2 p-0">
        {sections.data.map((section) =>
          editor.editing === section.id ? (
            <li key={section.id}>
              <SectionEditor section={{ ...section, pageId: section.pageId ?? page.id }} slug={page.slug} onClose={editor.close} />
            </li>
          ) : (
            <ItemRow
              key={section.id}
              selected={section.id === selectedId}
              onSelect={() => onSelect(section.id)}
              onEdit={() => editor.open(section.id)}
              focusEdit={editor.returnsFocus(section.id)}
              editLabel={`Edit section ${section.title || section.sectionKey}`}
              title={section.title || humaniseKey(section.sectionKey)}
              badges={section.isActive === false ? <Badge tone="warning">Hidden</Badge> : null}
              detail={
                <>
                  <span className="font-mono">{section.sectionKey}</span>
                  {section.blockCount !== undefined ? ` · ${plural(section.blockCount, 'block')}` : null}
                  {section.subtitle ? <span className="block">{preview(section.subtitle)}</span> : null}
                </>
              }
            />
          ),
        )}
      </ul>
    </>
  );
}

function BlockList({ page, sectionId }: { page: AdminPage; sectionId: number }) {
  // docs/product.md § Admin flows: blocks load only once a section is chosen.
  const blocks = useQuery<AdminBlock[]>({ queryKey: keys.blocks(sectionId) });
  const editor = useInlineEditor(sectionId);
  if (blocks.isPending) return <LoadingRows label="Loading content blocks…" />;
  if (blocks.isError) return <LoadError message={failureText(blocks.error, 'Could not load the content blocks.')} onRetry={() => blocks.refetch()} />;
  if (!blocks.data.length) return <EmptyText>This section has no content blocks; its title and text are edited in the section itself.</EmptyText>;
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {blocks.data.map((block) =>
        editor.editing === block.id ? (
          <li key={block.id}>
            <BlockEditor block={{ ...block, sectionId: block.sectionId ?? sectionId }} slug={page.slug} onClose={editor.close} />
          </li>
        ) : (
          <ItemRow
            key={block.id}
            onEdit={() => editor.open(block.id)}
            focusEdit={editor.returnsFocus(block.id)}
            editLabel={`Edit content block ${block.title}`}
            title={block.title}
            badges={
              <>
                <Badge tone="info">{block.blockType}</Badge>
                {block.isActive === false ? <Badge tone="warning">Hidden</Badge> : null}
              </>
            }
            detail={block.content ? preview(block.content) : <em>No text</em>}
            thumbnail={block.imageUrl}
          />
        ),
      )}
    </ul>
  );
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const humaniseKey = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** One list entry: a choose button (when the column leads somewhere) and an edit button. */
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
}) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  const body = (
    <>
      {thumbnail ? (
        <img src={thumbnail} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-md border border-surface-line bg-surface-warm object-cover" />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold text-ink [overflow-wrap:anywhere]">{title}</span>
          {badges}
        </span>
        {detail ? <span className="mt-0.5 block text-xs leading-snug text-ink-muted [overflow-wrap:anywhere]">{detail}</span> : null}
      </span>
    </>
  );
  return (
    <li
      className={`flex items-stretch gap-1 rounded-lg border transition-colors ${
        selected ? 'border-accent-dark bg-amber-50 ring-1 ring-accent-dark' : 'border-surface-line bg-white hover:border-slate-300'
      }`}
    >
      {onSelect ? (
        <button
          type="button"
          aria-pressed={selected}
          onClick={onSelect}
          className="flex min-h-14 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg border-0 bg-transparent px-3 py-2 text-left text-sm focus-visible:outline-accent-dark"
        >
          {body}
          <span aria-hidden="true" className={`i-lucide-chevron-right h-4 w-4 ${selected ? 'text-accent-dark' : 'text-slate-400'}`} />
        </button>
      ) : (
        <div className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-3 py-2 text-sm">{body}</div>
      )}
      <button ref={editRef} type="button" onClick={onEdit} aria-label={editLabel} className={`${BUTTON.icon} m-1 self-center`}>
        <span aria-hidden="true" className="i-lucide-pencil h-4 w-4" />
      </button>
    </li>
  );
}
