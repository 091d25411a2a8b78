// What a screen reader hears while reordering with @dnd-kit: the item's name and its
// position ("Pixel Harbor moved to position 3 of 8"), never the library's default
// "Draggable item u2btcofuk2b4knm was dropped over droppable area zaaiv5sp8x916v9".
// Every DndContext takes `accessibility={sortableAccessibility(...)}`.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

export interface AnnouncedItem {
  id: string;
  label: string;
  /** A locked row (a protected category) never moves: a drop on it changes nothing. */
  locked?: boolean;
}

export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To reorder, press Space or Enter to pick the item up. Use the up and down arrow keys to move it, Space or Enter to drop it in its new position, or Escape to cancel.',
};

export function sortableAnnouncements(items: readonly AnnouncedItem[]): Announcements {
  const n = items.length;
  const at = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === id);
  const name = (id: UniqueIdentifier) => items[at(id)]?.label ?? 'The item';
  const pos = (index: number) => `position ${index + 1} of ${n}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${pos(at(active.id))}.`,
    onDragOver: ({ active, over }) => (over && at(over.id) >= 0 ? `${name(active.id)} is over ${pos(at(over.id))}.` : `${name(active.id)} is not over a position.`),
    onDragEnd: ({ active, over }) => {
      const from = at(active.id);
      const to = over ? at(over.id) : -1;
      if (to < 0 || items[to]?.locked) return `${name(active.id)} was dropped and stays at ${pos(from)}.`;
      return `${name(active.id)} moved to ${pos(to)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled. It stays at ${pos(at(active.id))}.`,
  };
}

/** The DndContext `accessibility` prop for a list of named items. */
export function sortableAccessibility(items: readonly AnnouncedItem[]) {
  return { announcements: sortableAnnouncements(items), screenReaderInstructions: SORTABLE_INSTRUCTIONS };
}
