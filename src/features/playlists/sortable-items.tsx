// The owner's playlist order on @dnd-kit: mouse, touch and keyboard (focus the handle,
// Space, arrows, Space), each step announced with the video's title.
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { LibraryItem } from '../library/api';
import { useT } from '../../i18n';

function Row({ item, children }: { item: LibraryItem; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const t = useT('pages');
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
        aria-label={t('playlist.move', { title: item.title })}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-end gap-2">{children}</div>
    </li>
  );
}

export function SortableItems({ items, onMove, render }: { items: LibraryItem[]; onMove: (video: string, to: number) => void; render: (item: LibraryItem) => ReactNode }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useT('pages');
  const title = (id: unknown) => items.find((i) => i.id === id)?.title ?? t('playlist.the_video');
  const at = (id: unknown) => ({ title: title(id), total: items.length });
  const place = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('playlist.dnd_start', { ...at(active.id), position: place(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('playlist.dnd_over', { ...at(active.id), position: place(over.id) }) : t('playlist.dnd_away', at(active.id))),
    onDragEnd: ({ active, over }) => (over ? t('playlist.dnd_end', { ...at(active.id), position: place(over.id) }) : t('playlist.dnd_dropped', at(active.id))),
    onDragCancel: ({ active }) => t('playlist.dnd_cancel', at(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = items.findIndex((i) => i.id === over.id);
    if (to >= 0) onMove(String(active.id), to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('playlist.list_label')} className="flex flex-col gap-2">
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
