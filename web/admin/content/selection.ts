// The Pages & Content tab's state across its lists: the chosen page and section, an editor to reopen after a
// reload, and which row's inline editor is open.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { create } from 'zustand';
import type { PanelLink } from '../../shared/panel-link.ts';
import type { DraftPlace } from './drafts.ts';
import { guarded, useUnsaved } from './unsaved.ts';

/** The chosen page and section survive a visit to another tab; `reopen` is an editor whose draft outlived a reload. */
export const useSelection = create<{ pageId: number | null; sectionId: number | null; reopen: DraftPlace | null }>(() => ({
  pageId: null,
  sectionId: null,
  reopen: null,
}));

/** Hands an editor kept from before a reload to the list it belongs to, once. */
export function takeReopen(entity: DraftPlace['entity'], id?: number): number | null {
  const { reopen } = useSelection.getState();
  if (!reopen || reopen.entity !== entity || (id !== undefined && reopen.id !== id)) return null;
  useSelection.setState({ reopen: null });
  return reopen.id;
}

/** Which item's editor is open; when it closes, focus goes back to that item's edit button. */
export function useInlineEditor(resetOn: unknown, entity: DraftPlace['entity']) {
  const [editing, setEditing] = useState<number | null>(() => takeReopen(entity));
  const [closed, setClosed] = useState<number | null>(null);
  // Discarding unsaved changes (LeaveGuard) closes every editor, so none shows changes it no longer keeps.
  const discarded = useUnsaved((s) => s.discarded);
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

/** The panel's address of an item: its tab, for content the page, section and block, for a setting its field. */
export function panelHref(link: PanelLink): string {
  const params = new URLSearchParams({ tab: link.tab });
  if (link.tab === 'content') {
    params.set('page', String(link.pageId));
    if (link.sectionId) params.set('section', String(link.sectionId));
    if (link.blockId) params.set('block', String(link.blockId));
  }
  if (link.tab === 'settings' && link.field) params.set('field', link.field);
  return `?${params}`;
}

/** Reads an item's place from the panel's address (panelHref), once, for the Pages & Content tab. */
export function selectionFromSearch(search: string): { pageId: number; sectionId: number | null; reopen: DraftPlace | null } | null {
  const params = new URLSearchParams(search);
  const id = (key: string) => (/^\d{1,9}$/.test(params.get(key) ?? '') ? Number(params.get(key)) : null);
  const pageId = id('page');
  if (pageId === null) return null;
  const sectionId = id('section');
  const blockId = id('block');
  return { pageId, sectionId, reopen: sectionId !== null && blockId !== null ? { entity: 'block', id: blockId, pageId, sectionId } : null };
}

/** Opens an item where it is edited: its tab, for content its page and section with the block's editor open, for a setting its field. */
export function useOpenInPanel() {
  const [, setParams] = useSearchParams();
  return (link: PanelLink) =>
    guarded(() => {
      if (link.tab === 'content') useSelection.setState(selectionFromSearch(panelHref(link)) ?? {});
      setParams(link.tab === 'settings' && link.field ? { tab: link.tab, field: link.field } : { tab: link.tab }, { replace: false });
    })();
}
