import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { keys } from './keys';
import { rowOf } from './query-persist';
import { browseCachedCards, matches, searchCachedCards, words } from './offline-search';
import { videoSourceKey } from './catalog';
// features/channel/api.ts channelKey (data/ imports no feature): the channel's persisted query.
const channelKey = (member: string | null, ...rest: Array<string | number>) => ['my_library', member ?? '', 'channel', ...rest] as const;

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

describe('a channel sorted or filtered offline (issue 41 §2)', () => {
  it("orders and filters the channel's cached pages and its cached browse pages, no one else's cards", async () => {
    await db.records.clear();
    const store = (key: readonly unknown[], data: unknown) => {
      const [collection, id] = rowOf(key);
      return db.records.put({ collection, id, fetchedAt: 0, data: { buster: '1', queryHash: JSON.stringify(key), queryKey: key, state: { data, dataUpdatedAt: 1 } } });
    };
    const creator = { id: 'creatorid000001', username: 'maker' };
    const long = { ...card('long', 'Long one', 'maker', '2026-01-01'), duration: 1500 };
    const viewed = { ...card('viewed', 'Viewed one', 'maker', '2026-02-01'), stats: { views: 90, likes: 0, dislikes: 0, rating: 0, total_ratings: 0 } };
    // The channel's own page as a visitor saw it, and a sorted page of it.
    await store(channelKey(null, 'maker', 'newest', 1), { videos: [long, card('plain', 'Plain', 'maker', '2026-03-01')] });
    const sorted = { kind: 'browse', options: { sort: 'views' }, creator } as const;
    await store(keys.list(videoSourceKey(sorted), 1), { items: [viewed] });
    // Another channel's and another member's pages are not this channel's.
    await store(channelKey(null, 'other', 'newest', 1), { videos: [card('x', 'Other', 'other', '2026-04-01')] });
    await store(channelKey('someone', 'maker', 'newest', 1), { videos: [card('y', 'Private copy', 'maker', '2026-04-01')] });

    const views = await browseCachedCards({ sort: 'views' }, { creator }, 1, 12, null);
    expect(views.items.map((c) => c.id)).toEqual(['viewed', 'plain', 'long']);
    const longOnly = await browseCachedCards({ sort: 'newest', duration: 'long' }, { creator }, 1, 12, null);
    expect(longOnly.items.map((c) => c.id)).toEqual(['long']);
    // A category: only pages asked with it (a card does not name its categories).
    const inCategory = { kind: 'browse', options: { sort: 'newest' }, creator, category: 'beach' } as const;
    await store(keys.list(videoSourceKey(inCategory), 1), { items: [long] });
    expect((await browseCachedCards({ sort: 'newest' }, { creator, category: 'beach' }, 1, 12, null)).items.map((c) => c.id)).toEqual(['long']);
  });
});
