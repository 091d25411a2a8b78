import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { keys } from './keys';
import { rowOf } from './query-persist';
import { matches, searchCachedCards, words } from './offline-search';

const card = (id: string, title: string, author = 'Someone', created = '2026-01-01') => ({
  id,
  slug: id,
  title,
  author,
  created,
  duration: 1,
  thumbnail_url: '',
  is_premium: false,
  stats: { views: 0, likes: 0, dislikes: 0, rating: 0, total_ratings: 0 },
});

describe('offline search', () => {
  it('matches every word as a prefix, accents folded', () => {
    expect(words('Café  au-Lait!')).toEqual(['cafe', 'au', 'lait']);
    expect(matches(card('a', 'Sunset beach walk'), ['sun', 'walk'])).toBe(true);
    expect(matches(card('a', 'Sunset beach walk'), ['sun', 'run'])).toBe(false);
    expect(matches(card('a', 'Untitled', 'Zoë Example'), ['zoe'])).toBe(true);
  });

  it('searches the cached cards, newest first, paged', async () => {
    const store = (key: readonly unknown[], data: unknown) => {
      const [collection, id] = rowOf(key);
      return db.records.put({ collection, id, fetchedAt: 0, data: { buster: '1', queryHash: JSON.stringify(key), queryKey: key, state: { data, dataUpdatedAt: 1 } } });
    };
    await store(keys.list('videos:newest', 1), { items: [card('a', 'Beach day', 'X', '2026-01-01'), card('c', 'Mountain', 'X', '2026-03-01')] });
    await store(keys.similar('c'), [card('a', 'Beach day', 'X', '2026-01-01')]);
    // Opened at /video/… only (issue 29 §3); another member's payload is not searched.
    await store(keys.watch('b', 'anon'), card('b', 'Beach night', 'X', '2026-02-01'));
    await store(keys.watch('d', 'someone'), card('d', 'Beach party', 'X', '2026-04-01'));
    const res = await searchCachedCards('beach', 1, 1, null);
    expect(res.items.map((c) => c.id)).toEqual(['b']);
    expect(res).toMatchObject({ totalItems: 2, totalPages: 2, local: true });
    expect((await searchCachedCards('beach', 2, 1, null)).items.map((c) => c.id)).toEqual(['a']);
    expect((await searchCachedCards('nothing', 1, 12, null)).totalItems).toBe(0);
    expect((await searchCachedCards('beach', 1, 12, 'someone')).totalItems).toBe(3);
  });
});
