// One row of the three lists (page, section or block) and its More actions menu.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ContentEntity } from '../types.ts';
import { BUTTON } from '../ui.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { RowMenu, type RowAction } from './RowMenu.tsx';
import type { SortableHandle } from './SortableList.tsx';

export const moveActions = (sortable: SortableHandle): RowAction[] => {
  const first = sortable.index === 0;
  const last = sortable.index === sortable.count - 1;
  return [
    { label: 'Move to top', icon: 'i-lucide-arrow-up-to-line', disabled: first, onSelect: () => sortable.move(0) },
    { label: 'Move up', icon: 'i-lucide-arrow-up', disabled: first, onSelect: () => sortable.move(sortable.index - 1) },
    { label: 'Move down', icon: 'i-lucide-arrow-down', disabled: last, onSelect: () => sortable.move(sortable.index + 1) },
    { label: 'Move to bottom', icon: 'i-lucide-arrow-down-to-line', disabled: last, onSelect: () => sortable.move(sortable.count - 1) },
  ];
};

export const visibilityAction = (shown: boolean, onSelect: () => void): RowAction =>
  shown ? { label: 'Hide from the website', icon: 'i-lucide-eye-off', onSelect } : { label: 'Show on the website', icon: 'i-lucide-eye', onSelect };

/** The row's More actions menu, with History always last but one (Delete, when there is one, is last). */
export function ItemMenu({ entity, id, title, current, actions }: { entity: ContentEntity; id: number; title: string; current: Record<string, unknown>; actions: RowAction[] }) {
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

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One list entry: a drag handle (when sortable), a choose button (when the column leads somewhere), edit and more. */
export function ItemRow({
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
