// What a screen reader hears while reordering with @dnd-kit: the item's name and its
// position ("Pixel Harbor moved to position 3 of 8"), never the library's default
// "Draggable item u2btcofuk2b4knm was dropped over droppable area zaaiv5sp8x916v9".
// Every DndContext takes `accessibility={sortableAccessibility(...)}`.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { tr } from '../../i18n';

export interface AnnouncedItem {
  id: string;
  label: string;
  /** A locked row (a protected category) never moves: a drop on it changes nothing. */
  locked?: boolean;
}

export const sortableInstructions = (): ScreenReaderInstructions => ({
  draggable: tr('admin', 'sortable.instructions'),
});

export function sortableAnnouncements(items: readonly AnnouncedItem[]): Announcements {
  const n = items.length;
  const at = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === id);
  const name = (id: UniqueIdentifier) => items[at(id)]?.label ?? tr('admin', 'sortable.the_item');
  const pos = (index: number) => tr('admin', 'sortable.position', { at: index + 1, n });
  return {
    onDragStart: ({ active }) => tr('admin', 'sortable.picked_up', { name: name(active.id), pos: pos(at(active.id)) }),
    onDragOver: ({ active, over }) => over && at(over.id) >= 0
        ? tr('admin', 'sortable.over', { name: name(active.id), pos: pos(at(over.id)) })
        : tr('admin', 'sortable.not_over', { name: name(active.id) }),
    onDragEnd: ({ active, over }) => {
      const from = at(active.id);
      const to = over ? at(over.id) : -1;
      if (to < 0 || items[to]?.locked) return tr('admin', 'sortable.stays', { name: name(active.id), pos: pos(from) });
      return tr('admin', 'sortable.moved', { name: name(active.id), pos: pos(to) });
    },
    onDragCancel: ({ active }) => tr('admin', 'sortable.cancelled', { name: name(active.id), pos: pos(at(active.id)) }),
  };
}

/** The DndContext `accessibility` prop for a list of named items. */
export function sortableAccessibility(items: readonly AnnouncedItem[]) {
  return { announcements: sortableAnnouncements(items), screenReaderInstructions: sortableInstructions() };
}
