// The trash: deleted content blocks, when and by whom, each restorable into its section for 30 days.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import type { TrashItem } from '../types.ts';
import { Badge, BUTTON, DialogPanel, EmptyText, QueryView } from '../ui.tsx';
import { daysLeftInTrash, TRASH_DAYS } from '../../shared/trash.ts';
import { useContentChange } from './actions.ts';


export function TrashButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={BUTTON.secondary}>
        <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
        Trash
      </Dialog.Trigger>
      <DialogPanel
        width="max-w-2xl"
        title="Trash"
        description={`Deleted items stay here for ${TRASH_DAYS} days; restore one to put it back in its section and on the website.`}
        closeLabel="Close the trash"
      >
        <div className="overflow-y-auto p-3 sm:p-4">{open ? <TrashList /> : null}</div>
      </DialogPanel>
    </Dialog.Root>
  );
}

function TrashList() {
  const trash = useQuery<TrashItem[]>({ queryKey: keys.trash });
  const change = useContentChange();
  return (
    <QueryView query={trash} loading="Loading the trash…" failure="Could not load the trash." empty={<EmptyText>The trash is empty.</EmptyText>}>
      {(data) => (
        <ul className="m-0 grid list-none gap-2 p-0">
          {data.map((item) => {
            const left = daysLeftInTrash(item.deletedAt, Date.now());
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-surface-line bg-white px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="m-0 flex flex-wrap items-center gap-1.5 text-sm">
                    <span className="font-semibold text-ink [overflow-wrap:anywhere]">{item.title || 'Untitled'}</span>
                    <Badge tone="info">{item.blockType}</Badge>
                  </p>
                  <p className="m-0 mt-0.5 text-xs text-ink-muted">
                    Deleted {formatDateTime(item.deletedAt)} by {item.deletedBy ?? 'an admin'} · {left === 1 ? '1 day' : `${left} days`} left
                  </p>
                </div>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  aria-label={`Restore ${item.title || 'Untitled'}`}
                  disabled={change.pending === `restore-${item.id}`}
                  onClick={() => void change.restoreFromTrash(item.id, item.title)}
                >
                  <span aria-hidden="true" className="i-lucide-undo-2 h-4 w-4" />
                  {change.pending === `restore-${item.id}` ? 'Restoring...' : 'Restore'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </QueryView>
  );
}
