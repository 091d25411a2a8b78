// The owner's playlist order on @dnd-kit: mouse, touch and keyboard (focus the handle,
// Space, arrows, Space), each step announced with the video's title.
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { LibraryItem } from '../library/api';

function Row({ item, children }: { item: LibraryItem; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="playlist-row"
      className={`flex min-h-14 items-center gap-2 rounded-lg border border-border bg-surface px-2 ${isDragging ? 'relative z-10 shadow-xl ring-2 ring-accent' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${item.title}`}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
    </li>
  );
}

export function SortableItems({ items, onMove, render }: { items: LibraryItem[]; onMove: (video: string, to: number) => void; render: (item: LibraryItem) => ReactNode }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: unknown) => items.find((i) => i.id === id)?.title ?? 'the video';
  const place = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, position ${place(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} is now at position ${place(over.id)} of ${items.length}.` : `${title(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${title(active.id)} dropped at position ${place(over.id)} of ${items.length}.` : `${title(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = items.findIndex((i) => i.id === over.id);
    if (to >= 0) onMove(String(active.id), to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Videos in this playlist" className="flex flex-col gap-2">
          {items.map((item) => (
            <Row key={item.id} item={item}>
              {render(item)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
