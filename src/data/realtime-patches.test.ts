import { describe, expect, it } from 'vitest';
import type { CommentItem } from './engagement';
import type { CachedList } from './list-page';
import { cardsWithStats, commentsAfter, withStats, type CommentRecord } from './realtime-patches';
import type { VideoCard } from './video-card';

const stats = { views: 1, likes: 2, dislikes: 0, rating: 4, total_ratings: 2 };
const card = (id: string) => ({ id, slug: id, title: id, author: 'a', created: '', duration: 1, thumbnail_url: '', is_premium: false, stats }) as unknown as VideoCard;
const rec = (id: string, content = 'hi'): CommentRecord => ({ id, video: 'v', user: 'u', username: 'U', content, like_count: 0, created: '', updated: '' });
const list = (items: CommentItem[]): CachedList<CommentItem> => ({ items, page: 1, totalItems: items.length, totalPages: 1, perPage: 50, meta: {}, fetchedAt: 0 });

describe('realtime patches', () => {
  it('patches only the numbers a stats record carries', () => {
    expect(withStats(card('a'), { video: 'a', likes: 5 }).stats).toEqual({ ...stats, likes: 5 });
  });

  it('returns the same cards when the video is not listed (nothing to store again)', () => {
    const cards = [card('a'), card('b')];
    expect(cardsWithStats(cards, { video: 'x', likes: 9 })).toBe(cards);
    expect(cardsWithStats(cards, { video: 'b', likes: 9 }).map((c) => c.stats.likes)).toEqual([2, 9]);
  });

  it('adds a new comment on top once, updates in place keeping liked_by_me, removes on delete', () => {
    const mine = { ...rec('p'), liked_by_me: true, pending: true } as CommentItem;
    let l = commentsAfter(list([mine]), 'create', rec('n'));
    expect(l.items.map((c) => c.id)).toEqual(['n', 'p']);
    expect(l.totalItems).toBe(2);
    // The outbox's own comment comes back as an event: replaced, not duplicated.
    l = commentsAfter(l, 'create', rec('p', 'edited'));
    expect(l.items.map((c) => [c.id, c.content, c.liked_by_me, c.pending])).toEqual([
      ['n', 'hi', false, false],
      ['p', 'edited', true, false],
    ]);
    l = commentsAfter(l, 'delete', rec('n'));
    expect(l.items.map((c) => c.id)).toEqual(['p']);
    expect(l.totalItems).toBe(1);
    expect(commentsAfter(l, 'delete', rec('zz'))).toBe(l);
    expect(commentsAfter(l, 'update', rec('zz'))).toBe(l);
  });
});
