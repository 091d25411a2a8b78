import { beforeEach, describe, expect, it, vi } from 'vitest';

const list = (n: number) => ({ items: [{ id: `v${n}` }], page: 1, totalItems: 1, totalPages: 1, perPage: 12, meta: {}, fetchedAt: n });

describe('first pages', () => {
  beforeEach(() => {
    vi.resetModules();
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });

  it('keeps only first pages of card lists, never searches', async () => {
    const { keepsFirstPage } = await import('./first-pages');
    expect(keepsFirstPage('cards', 'videos:trending', 1)).toBe(true);
    expect(keepsFirstPage('cards', 'videos:trending', 2)).toBe(false);
    expect(keepsFirstPage('cards', 'videos:search:cats|', 1)).toBe(false);
    expect(keepsFirstPage('lists', 'categories', 1)).toBe(false);
  });

  it('survives a reload and keeps the most recent lists only', async () => {
    const a = await import('./first-pages');
    for (let i = 0; i < a.MAX_LISTS + 2; i++) a.writeFirstPage(`cards|k${i}|1`, list(i));
    vi.resetModules();
    const b = await import('./first-pages');
    expect(b.readFirstPage('cards|k0|1')).toBeUndefined();
    expect(b.readFirstPage(`cards|k${a.MAX_LISTS + 1}|1`)).toEqual(list(a.MAX_LISTS + 1));
    b.writeFirstPage('cards|k2|1', list(99));
    expect(b.readFirstPage('cards|k2|1')?.fetchedAt).toBe(99);
  });

  it('reads nothing from an entry without its items (an older build cached a cut-off answer)', async () => {
    localStorage.setItem('reelhouse.first-pages', JSON.stringify([['cards|videos:trending|1', { page: 1, meta: {}, fetchedAt: 1 }]]));
    const { readFirstPage } = await import('./first-pages');
    expect(readFirstPage('cards|videos:trending|1')).toBeUndefined();
  });

  it('reads nothing from a corrupt entry', async () => {
    localStorage.setItem('reelhouse.first-pages', '{oops');
    const { readFirstPage } = await import('./first-pages');
    expect(readFirstPage('cards|videos:trending|1')).toBeUndefined();
  });
});
