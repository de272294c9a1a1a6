// An open editor's unsaved fields, kept in localStorage until they are saved or discarded, so a reload (or a
// crash) gives them back. The draft also remembers where its editor was, to open it again.
import { useEffect, useRef, useState } from 'react';
import { setDirty, useUnsaved } from './unsaved.ts';

const PREFIX = 'metrik-admin-draft:';

export interface DraftPlace {
  /** Which editor: an existing item's, or the add form of a section. */
  entity: 'page' | 'section' | 'block' | 'add';
  id: number;
  pageId: number | null;
  sectionId: number | null;
}

interface Stored<T> {
  fields: T;
  /** The item's updatedAt when the editor first read it: a save sends it, so a change made since is caught. */
  base?: string;
  place: DraftPlace;
  savedAt: string;
}

const draftKey = (place: Pick<DraftPlace, 'entity' | 'id'>) => `${PREFIX}${place.entity}:${place.id}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): Stored<T> | null {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as Stored<T>) : null;
  } catch {
    return null;
  }
}

function clearDraft(key: string) {
  storage()?.removeItem(key);
  setDirty(key, false);
}

function clearAllDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

// The admin chose to discard unsaved changes (unsaved.ts confirmLeave): every stored draft goes with them.
useUnsaved.subscribe((state, previous) => {
  if (state.discarded !== previous.discarded) clearAllDrafts();
});

/** The newest draft left behind (after a reload), to reopen its editor. */
export function newestDraft(): DraftPlace | null {
  const store = storage();
  if (!store) return null;
  const drafts = Object.keys(store)
    .filter((k) => k.startsWith(PREFIX))
    .map((k) => read<unknown>(k))
    .filter((d): d is Stored<unknown> => !!d?.place);
  drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return drafts[0]?.place ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's fields, starting from a stored draft when there is one. Every change is stored; a change back to
 * the saved values drops the draft. `discard` forgets it (after Save or Cancel).
 */
export function useDraft<T>(place: DraftPlace, saved: T, savedBase: string | undefined) {
  const key = draftKey(place);
  const [initial] = useState(() => read<T>(key));
  const [fields, setFields] = useState<T>(initial ? initial.fields : saved);
  const [base, setBase] = useState<string | undefined>(initial ? initial.base : savedBase);
  /** When the fields came from a stored draft: when that draft was written. */
  const [restored, setRestored] = useState<string | false>(initial && !same(initial.fields, saved) ? initial.savedAt : false);
  const reference = useRef(saved);
  const dirty = !same(fields, reference.current);
  const placeText = JSON.stringify(place);

  useEffect(() => {
    setDirty(key, dirty);
    const stored: Stored<T> = { fields, base, place: JSON.parse(placeText) as DraftPlace, savedAt: new Date().toISOString() };
    if (dirty) storage()?.setItem(key, JSON.stringify(stored));
    else storage()?.removeItem(key);
  }, [key, dirty, fields, base, placeText]);
  // An editor that closes stops counting as unsaved work; its draft stays only if it was not discarded.
  useEffect(() => () => setDirty(key, false), [key]);

  return {
    fields,
    setFields,
    base,
    restored,
    dirty,
    discard: () => {
      reference.current = fields;
      clearDraft(key);
    },
    /** Start again from another saved version (after a conflict: their version). */
    reset: (next: T, nextBase: string | undefined) => {
      reference.current = next;
      setFields(next);
      setBase(nextBase);
      setRestored(false);
    },
  };
}
