import { describe, expect, it } from 'vitest';
import { applyBrowse, browseOptionsOf, browseParams, compareCards, isPlain, matchesBrowse } from './browse-order';
import type { VideoCard } from './video-card';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const card = (id: string, over: Partial<VideoCard> & { views?: number; rating?: number; total?: number } = {}): VideoCard => ({
  id,
  slug: id,
  title: id,
  author: 'A',
  duration: over.duration ?? 60,
  thumbnail_url: '',
  created: over.created ?? '2026-03-10 11:00:00.000Z',
  is_premium: over.is_premium ?? false,
  stats: { views: over.views ?? 0, likes: 0, dislikes: 0, rating: over.rating ?? 0, total_ratings: over.total ?? 0 },
});

describe('browse order', () => {
  it('reads the URL, unknown values as none, relevance only when searching', () => {
    expect(browseOptionsOf(new URLSearchParams('sort=views&duration=long&date=bogus'), false)).toEqual({ sort: 'views', duration: 'long', date: undefined, access: undefined });
    expect(browseOptionsOf(new URLSearchParams('sort=relevance'), false).sort).toBe('newest');
    expect(browseOptionsOf(new URLSearchParams(''), true).sort).toBe('relevance');
    expect(isPlain({ sort: 'newest' }, false)).toBe(true);
    expect(isPlain({ sort: 'newest' }, true)).toBe(false);
    expect(browseParams({ sort: 'newest', access: 'free' }, false)).toEqual({ access: 'free' });
  });

  it('filters duration with both ends of 10–20 minutes in', () => {
    const o = (duration: 'short' | 'medium' | 'long') => ({ sort: 'newest' as const, duration });
    expect(matchesBrowse(card('a', { duration: 599 }), o('short'), NOW)).toBe(true);
    expect(matchesBrowse(card('a', { duration: 600 }), o('short'), NOW)).toBe(false);
    expect(matchesBrowse(card('a', { duration: 600 }), o('medium'), NOW)).toBe(true);
    expect(matchesBrowse(card('a', { duration: 1200 }), o('medium'), NOW)).toBe(true);
    expect(matchesBrowse(card('a', { duration: 1200 }), o('long'), NOW)).toBe(false);
    expect(matchesBrowse(card('a', { duration: 1201 }), o('long'), NOW)).toBe(true);
  });

  it('filters upload date by rolling windows and access by premium', () => {
    const old = card('o', { created: '2026-03-02 12:00:00.000Z', is_premium: true });
    expect(matchesBrowse(old, { sort: 'newest', date: 'today' }, NOW)).toBe(false);
    expect(matchesBrowse(old, { sort: 'newest', date: 'week' }, NOW)).toBe(false);
    expect(matchesBrowse(old, { sort: 'newest', date: 'month' }, NOW)).toBe(true);
    expect(matchesBrowse(old, { sort: 'newest', access: 'free' }, NOW)).toBe(false);
    expect(matchesBrowse(old, { sort: 'newest', access: 'premium' }, NOW)).toBe(true);
  });

  it('sorts like the server: key, then newest, then id', () => {
    const cards = [
      card('a', { views: 5, created: '2026-03-01 00:00:00.000Z' }),
      card('b', { views: 9, created: '2026-03-02 00:00:00.000Z' }),
      card('c', { views: 5, created: '2026-03-03 00:00:00.000Z' }),
      card('d', { views: 5, created: '2026-03-03 00:00:00.000Z' }),
    ];
    expect(applyBrowse(cards, { sort: 'views' }, NOW).map((c) => c.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(applyBrowse(cards, { sort: 'newest' }, NOW).map((c) => c.id)).toEqual(['d', 'c', 'b', 'a']);
    const rated = [card('x', { rating: 4, total: 2 }), card('y', { rating: 4, total: 8 }), card('z', { rating: 5, total: 1 })];
    expect([...rated].sort(compareCards('rating')).map((c) => c.id)).toEqual(['z', 'y', 'x']);
    const long = [card('s', { duration: 30 }), card('l', { duration: 3000 })];
    expect(applyBrowse(long, { sort: 'longest' }, NOW).map((c) => c.id)).toEqual(['l', 's']);
    expect(applyBrowse(long, { sort: 'relevance' }, NOW).map((c) => c.id)).toEqual(['s', 'l']);
  });
});
