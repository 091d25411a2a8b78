import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { writeRecord } from './cache';
import { db } from './db';
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
    await writeRecord(db, 'cards', 'a', card('a', 'Beach day', 'X', '2026-01-01'));
    await writeRecord(db, 'cards', 'b', card('b', 'Beach night', 'X', '2026-02-01'));
    await writeRecord(db, 'cards', 'c', card('c', 'Mountain', 'X', '2026-03-01'));
    await writeRecord(db, 'watch', 'anon:a', { title: 'Beach day' });
    const res = await searchCachedCards('beach', 1, 1);
    expect(res.items.map((c) => c.id)).toEqual(['b']);
    expect(res).toMatchObject({ totalItems: 2, totalPages: 2, local: true });
    expect((await searchCachedCards('beach', 2, 1)).items.map((c) => c.id)).toEqual(['a']);
    expect((await searchCachedCards('nothing', 1, 12)).totalItems).toBe(0);
  });
});
