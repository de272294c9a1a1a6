// Pages & Content (docs/product.md § Pages & Content tab): pages → sections of the chosen page → content blocks of the chosen section.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { keys } from '../keys.ts';
import type { AdminPage } from '../types.ts';
import { EmptyText, Panel, QueryView } from '../ui.tsx';
import { newestDraft } from './drafts.ts';
import { guarded } from './unsaved.ts';
import { TrashButton } from './TrashDialog.tsx';
import { selectionFromSearch, useSelection } from './selection.ts';
import { PageList } from './PageList.tsx';
import { SectionList } from './SectionList.tsx';
import { BlockList } from './BlockList.tsx';

const stacked = () => typeof matchMedia === 'function' && matchMedia('(max-width: 1023px)').matches;

export function ContentTab() {
  const { pageId, sectionId } = useSelection();
  const pages = useQuery<AdminPage[]>({ queryKey: keys.pages });
  const page = pages.data?.find((p) => p.id === pageId);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const blocksRef = useRef<HTMLDivElement>(null);

  // An address naming an item (an Activity line's link, opened in a new tab) chooses it; else, after a reload, an
  // editor whose draft was kept opens again where it was.
  useState(() => {
    const named = selectionFromSearch(location.search);
    if (named) return useSelection.setState(named);
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
          <QueryView query={pages} loading="Loading pages…" failure="Could not load the pages.">
            {(data) => (
            <PageList
              pages={data}
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
          </QueryView>
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
