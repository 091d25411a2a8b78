import { describe, expect, it, beforeEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { seedFirstData, seedOf } from './first-data';
import { keys } from './keys';
import { readFirstPage } from './first-pages';
import { activate } from '../i18n/runtime';

const list = { items: [{ slug: 'a' }], page: 1, perPage: 12, totalItems: 30, totalPages: 3 };

describe('first data', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) });
  });

  it('keys each answer as the page query holds it', () => {
    expect(seedOf('/api/reelhouse/categories/trending/videos?page=1&perPage=12', list)?.[0]).toEqual(keys.list('videos:trending', 1));
    expect(seedOf('/api/reelhouse/categories/sun%20sets/videos?page=1&perPage=12', list)?.[0]).toEqual(keys.list('videos:category:sun sets', 1));
    expect(seedOf('/api/reelhouse/videos/x', { slug: 'x' })?.[0]).toEqual(['watch', 'anon', 'x']);
    expect(seedOf('/api/reelhouse/videos/x/similar', { items: Array.from({ length: 12 }, (_, i) => i) })).toEqual([keys.similar('x'), [0, 1, 2, 3, 4, 5, 6, 7, 8]]);
    expect(seedOf('/api/reelhouse/settings/site', { value: { headline: 'H' } })).toEqual([keys.setting('site'), { headline: 'H' }]);
    const featured = '/api/collections/featured_categories/records?page=1&perPage=1000&skipTotal=1&sort=display_order&expand=category';
    expect(seedOf(featured, { items: [{ expand: { category: { id: 'c', slug: 's', name: 'N', extra: 1 } } }, {}] })).toEqual([keys.small('featured_categories'), [{ id: 'c', slug: 's', name: 'N' }]]);
    expect(seedOf(featured, { items: [] })).toBeNull();
    // Home's banner: the assignments as useAssetAssignments holds them (a file URL the SDK's
    // way); a row without a file is dropped.
    const assets = '/api/collections/asset_assignments/records?page=1&perPage=1000&skipTotal=1&expand=asset';
    const banner = { assignment_type: 'home_banner', category: '', expand: { asset: { id: 'a1', collectionId: 'pbc_1', file: 'b.png' } } };
    expect(seedOf(assets, { items: [banner, { assignment_type: 'logo', category: '', expand: {} }] })).toEqual([
      keys.small('asset_assignments'),
      [{ type: 'home_banner', category: '', url: `${globalThis.location?.origin ?? ''}/api/files/pbc_1/a1/b.png` }],
    ]);
    // /categories' tiles: a category's own icon (a collection named, not its id), from the same answer.
    const icon = { assignment_type: 'category', category: 'c1', expand: { asset: { id: 'a 2', collectionName: 'assets', file: 'i.png' } } };
    expect(seedOf(assets, { items: [icon] })?.[1]).toEqual([{ type: 'category', category: 'c1', url: `${globalThis.location?.origin ?? ''}/api/files/assets/a%202/i.png` }]);
    // A second page, a bad escape, a full categories page (more may follow): not seeded.
    expect(seedOf('/api/reelhouse/categories/trending/videos?page=2&perPage=12', list)).toBeNull();
    expect(seedOf('/api/reelhouse/categories/%E0/videos?page=1&perPage=12', list)).toBeNull();
    expect(seedOf('/api/collections/categories/records?page=1&perPage=500&skipTotal=1&sort=name', { items: new Array(500).fill({}) })).toBeNull();
  });

  it('seeds before any query ran, never over an answer the cache holds, and echoes a list for the next cold start', () => {
    const client = new QueryClient();
    client.setQueryData(keys.similar('x'), ['kept']);
    const seeded = seedFirstData(client, {
      '/api/reelhouse/categories/trending/videos?page=1&perPage=12': list,
      '/api/reelhouse/videos/x/similar': { items: ['from html'] },
    });
    expect(seeded).toEqual([keys.list('videos:trending', 1)]);
    expect(client.getQueryData(keys.similar('x'))).toEqual(['kept']);
    expect(client.getQueryData<{ items: unknown[]; totalPages: number }>(keys.list('videos:trending', 1))).toMatchObject({ items: list.items, totalPages: 3 });
    expect(readFirstPage('cards|videos:trending|1')?.items).toEqual(list.items);
  });

  it("seeds category names and a watch payload only in the page's language", () => {
    const categories = '/api/collections/categories/records?page=1&perPage=500&skipTotal=1&sort=name';
    try {
      activate('de');
      // The server's English answers (a page without a prefix, a German browser): not seeded.
      expect(seedOf('/api/reelhouse/videos/x', { slug: 'x' })).toBeNull();
      expect(seedOf(categories, { items: [] })).toBeNull();
      // Its German answers (a /de/ page): under the German keys.
      expect(seedOf('/api/reelhouse/videos/x?lang=de', { slug: 'x' })?.[0]).toEqual(['watch', 'anon', 'x', 'de']);
      expect(seedOf(`${categories}&lang=de`, { items: [] })?.[0]).toEqual(['lists', 'categories', 'de']);
      expect(seedOf('/api/reelhouse/videos/x?lang=fr', { slug: 'x' })).toBeNull();
      // Card lists carry titles as their authors wrote them: the same in every language.
      expect(seedOf('/api/reelhouse/categories/trending/videos?page=1&perPage=12', list)?.[0]).toEqual(keys.list('videos:trending', 1));
    } finally {
      activate('en');
    }
  });
});
