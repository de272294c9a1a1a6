// Which open editors hold unsaved changes, and the question before leaving them: a store the editors' drafts
// (drafts.ts) report to and the LeaveGuard dialog answers. Discarding bumps `discarded`; drafts.ts then drops
// the stored drafts and open editors close.
import { create } from 'zustand';

interface LeaveState {
  /** Editors (by draft key) whose fields differ from what is saved. */
  dirty: Record<string, true>;
  /** The question on screen, answered by the dialog. */
  asking: ((leave: boolean) => void) | null;
  /** Counts the times unsaved changes were discarded: open editors close when it changes. */
  discarded: number;
}

export const useUnsaved = create<LeaveState>(() => ({ dirty: {}, asking: null, discarded: 0 }));

export function setDirty(key: string, dirty: boolean) {
  useUnsaved.setState((s) => {
    if (!!s.dirty[key] === dirty) return s;
    const next = { ...s.dirty };
    if (dirty) next[key] = true;
    else delete next[key];
    return { dirty: next };
  });
}

export const hasUnsavedChanges = () => Object.keys(useUnsaved.getState().dirty).length > 0;

/**
 * Resolves true when nothing is unsaved or the admin chooses to discard; the drafts are then dropped. False
 * keeps everything as it is.
 */
function confirmLeave(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  return new Promise((resolve) => {
    useUnsaved.setState({
      asking: (leave) => {
        useUnsaved.setState((s) => (leave ? { asking: null, dirty: {}, discarded: s.discarded + 1 } : { asking: null }));
        resolve(leave);
      },
    });
  });
}

/** Runs `then` once the admin agrees to leave unsaved changes (or at once when there are none). */
export function guarded(then: () => void): () => void {
  return () => {
    void confirmLeave().then((leave) => {
      if (leave) then();
    });
  };
}
