// A drag-to-reorder list on @dnd-kit for the admin tabs (featured categories, partners):
// mouse, touch (press and hold) and keyboard (focus the handle, Space, arrows, Space).
// Locked rows (protected categories) have no handle and never move.
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sortableAccessibility } from './dnd-announcements';
import { useT } from '../../i18n';

export interface SortableItem {
  id: string;
  label: string;
  locked?: boolean;
}

interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** Called with the new order after a drop that moved something. */
  onReorder: (next: T[]) => void;
  renderItem: (item: T) => ReactNode;
  label: string;
  disabled?: boolean;
}

function Row<T extends SortableItem>({ item, children, disabled }: { item: T; children: ReactNode; disabled?: boolean }) {
  const t = useT('admin');
  const locked = !!item.locked || !!disabled;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: locked,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-row"
      data-id={item.id}
      className={`flex min-h-14 items-center gap-2 rounded-lg border border-border bg-surface px-2 ${
        isDragging ? 'relative z-10 shadow-xl ring-2 ring-accent' : ''
      }`}
    >
      {item.locked ? (
        <span className="inline-flex size-11 items-center justify-center text-muted" aria-hidden>
          •
        </span>
      ) : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('sortable.handle', { name: item.label })}
          disabled={disabled}
          className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg active:cursor-grabbing"
        >
          <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false}>
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
      )}
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
    </li>
  );
}

export function SortableList<T extends SortableItem>({ items, onReorder, renderItem, label, disabled }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from < 0 || to < 0 || items[to]!.locked) return;
    onReorder(arrayMove([...items], from, to));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={sortableAccessibility(items)}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="flex flex-col gap-2">
          {items.map((item) => (
            <Row key={item.id} item={item} disabled={disabled}>
              {renderItem(item)}
            </Row>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
