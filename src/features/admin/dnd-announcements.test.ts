import type { Active, Over } from '@dnd-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadNamespaces } from '../../i18n';
import { activate } from '../../i18n/runtime';
import { sortableAnnouncements } from './dnd-announcements';

// The announcements read the admin catalog (English here), loaded as the admin panel does.
beforeAll(() => {
  activate('en');
  return preloadNamespaces('admin');
});

const items = ['Northwind', 'Blue Lantern', 'Pixel Harbor', 'Quiet Fox', 'Red Kite', 'Silver Oak', 'Tall Pine', 'Urban Owl'].map((label, i) => ({
  id: `p${i}`,
  label,
  locked: label === 'Northwind',
}));
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('reorder announcements', () => {
  const a = sortableAnnouncements(items);
  it('name the item and its position out of the whole list', () => {
    expect(a.onDragStart({ active: active('p5') })).toBe('Picked up Silver Oak, at position 6 of 8.');
    expect(a.onDragOver({ active: active('p5'), over: over('p3') })).toBe('Silver Oak is over position 4 of 8.');
    expect(a.onDragEnd({ active: active('p2'), over: over('p2'), collisions: null, delta: { x: 0, y: 0 } } as never)).toBe('Pixel Harbor moved to position 3 of 8.');
    expect(a.onDragEnd({ active: active('p6'), over: over('p2') } as never)).toBe('Tall Pine moved to position 3 of 8.');
  });
  it('say the item stays when it is dropped nowhere, on a locked row, or cancelled', () => {
    expect(a.onDragEnd({ active: active('p6'), over: null } as never)).toBe('Tall Pine was dropped and stays at position 7 of 8.');
    expect(a.onDragEnd({ active: active('p6'), over: over('p0') } as never)).toBe('Tall Pine was dropped and stays at position 7 of 8.');
    expect(a.onDragCancel({ active: active('p6'), over: null } as never)).toBe('Moving Tall Pine was cancelled. It stays at position 7 of 8.');
  });
  it('never reads out an id', () => {
    expect(a.onDragOver({ active: active('p1'), over: null } as never)).toBe('Blue Lantern is not over a position.');
  });
});
