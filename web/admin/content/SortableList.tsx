// A list the admin reorders by dragging a row's handle, by keyboard on the handle (Space, arrows, Space) or with
// Move up / Move down; every move is announced politely ("Moved 'Crane rental' to position 3 of 8").
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { moveItem } from './block-form.ts';

export interface SortableHandle {
  /** Spread on the drag handle button. */
  handleProps: Record<string, unknown>;
  move: (to: number) => void;
  index: number;
  count: number;
}

export const movedSentence = (label: string, index: number, count: number) => `Moved ‘${label}’ to position ${index + 1} of ${count}`;

export function SortableList<T extends { id: number }>({
  items,
  labelOf,
  onReorder,
  children,
  disabled = false,
}: {
  items: T[];
  labelOf: (item: T) => string;
  /** The new order; the list shows it at once and puts the old one back when this rejects. */
  onReorder: (ids: number[], moved: T, to: number) => Promise<boolean>;
  children: (item: T, sortable: SortableHandle) => ReactNode;
  disabled?: boolean;
}) {
  const [optimistic, setOptimistic] = useState<number[] | null>(null);
  const [message, setMessage] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = optimistic && optimistic.length === items.length && optimistic.every((id) => byId.has(id)) ? optimistic.map((id) => byId.get(id)!) : items;
  const ids = ordered.map((item) => item.id);
  const count = ordered.length;
  const label = (id: unknown) => labelOf(byId.get(Number(id)) ?? ({ id: 0 } as T));
  const position = (id: unknown) => ids.indexOf(Number(id));

  async function move(from: number, to: number) {
    if (to < 0 || to >= count || from === to) return;
    const next = moveItem(ids, from, to);
    const moved = ordered[from];
    setOptimistic(next);
    setMessage(movedSentence(labelOf(moved), to, count));
    const ok = await onReorder(next, moved, to);
    if (!ok) setMessage(`Could not move ‘${labelOf(moved)}’; the order is as before.`);
    setOptimistic(null);
  }

  // dnd-kit's own region is assertive (it interrupts); every sentence goes to the list's polite region instead.
  const say = (text: string | undefined) => {
    if (text) setMessage(text);
    return undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      say(`Picked up ‘${label(active.id)}’ at position ${position(active.id) + 1} of ${count}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`),
    onDragOver: ({ active, over }) => say(over && over.id !== active.id ? `‘${label(active.id)}’ is over position ${position(over.id) + 1} of ${count}.` : undefined),
    onDragEnd: ({ active, over }) => say(over ? movedSentence(label(active.id), position(over.id), count) : `‘${label(active.id)}’ was dropped where it was.`),
    onDragCancel: ({ active }) => say(`Moving cancelled; ‘${label(active.id)}’ stays at position ${position(active.id) + 1} of ${count}.`),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = position(active.id);
    const to = position(over.id);
    const next = moveItem(ids, from, to);
    const moved = ordered[from];
    setOptimistic(next);
    void onReorder(next, moved, to).then((ok) => {
      if (!ok) setMessage(`Could not move ‘${labelOf(moved)}’; the order is as before.`);
      setOptimistic(null);
    });
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To move this item, press Space, then the arrow keys, then Space again to drop it (Escape cancels).',
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ul className="m-0 grid list-none gap-2 p-0">
            {ordered.map((item, index) => (
              <SortableRow key={item.id} id={item.id}>
                {(handleProps) => children(item, { handleProps, move: (to) => void move(index, to), index, count })}
              </SortableRow>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
    </>
  );
}

function SortableRow({ id, children }: { id: number; children: (handleProps: Record<string, unknown>) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative ${isDragging ? 'z-10 opacity-90 shadow-lg' : ''}`}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
