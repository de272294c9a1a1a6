// Never lose work: while an editor holds unsaved changes, choosing another page, section or tab asks first (an
// in-app dialog) and leaving the panel asks through the browser's own beforeunload prompt (the state: unsaved.ts).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect } from 'react';
import { BUTTON } from '../ui.tsx';
import { hasUnsavedChanges, useUnsaved } from './unsaved.ts';

/** Mount once: the dialog and the browser's prompt on reload or close. */
export function LeaveGuard() {
  const asking = useUnsaved((s) => s.asking);
  const count = useUnsaved((s) => Object.keys(s.dirty).length);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set; the text itself is never shown.
      event.returnValue = '';
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, []);
  return (
    <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && asking?.(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-5">
          <AlertDialog.Title className="m-0 text-lg font-bold text-ink">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-body">
            {count === 1 ? 'An open editor has changes that are not saved.' : `${count} open editors have changes that are not saved.`} Keep
            editing to save them, or discard them.
          </AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={BUTTON.primary}>Keep editing</AlertDialog.Cancel>
            <AlertDialog.Action className={BUTTON.secondary} onClick={() => asking?.(true)}>
              Discard changes
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
