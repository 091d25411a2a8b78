// How realtime events change cached answers (offline notes, "Realtime"): a `video_stats`
// event patches the stats of the watch payload and of the card wherever it is listed; a
// `comments` event adds, updates or removes the comment in the viewer's first page.
// Pure functions over answers; realtime.ts applies them with setQueryData.
import type { CommentItem } from './engagement';
import type { CachedList } from './list-page';
import type { VideoCard, VideoStatsSummary } from './video-card';

export type RealtimeAction = 'create' | 'update' | 'delete';

/** The fields of a `video_stats` record the UI shows. */
export type StatsRecord = Partial<VideoStatsSummary> & { video: string };

/** The raw `comments` record a subscription delivers (no liked_by_me). */
export interface CommentRecord {
  id: string;
  video: string;
  user: string;
  username: string;
  content: string;
  like_count: number;
  created: string;
  updated: string;
}

export function pickStats(r: StatsRecord): Partial<VideoStatsSummary> {
  const out: Partial<VideoStatsSummary> = {};
  for (const k of ['views', 'likes', 'dislikes', 'rating', 'total_ratings', 'comments'] as const) {
    if (typeof r[k] === 'number') out[k] = r[k];
  }
  return out;
}

export const withStats = <T extends Pick<VideoCard, 'stats'>>(v: T, r: StatsRecord): T => ({ ...v, stats: { ...v.stats, ...pickStats(r) } });

/** The cards of a list with one video's stats patched; the same list when it is not there. */
export function cardsWithStats<T extends VideoCard>(cards: T[], r: StatsRecord): T[] {
  return cards.some((c) => c.id === r.video) ? cards.map((c) => (c.id === r.video ? withStats(c, r) : c)) : cards;
}

/** A viewer's first page of comments after one event. */
export function commentsAfter(list: CachedList<CommentItem>, action: RealtimeAction, record: CommentRecord): CachedList<CommentItem> {
  const at = list.items.findIndex((c) => c.id === record.id);
  if (action === 'delete') {
    if (at < 0) return list;
    return { ...list, items: list.items.filter((c) => c.id !== record.id), totalItems: Math.max(0, list.totalItems - 1) };
  }
  const prev = at >= 0 ? list.items[at] : undefined;
  const next: CommentItem = {
    id: record.id,
    video: record.video,
    user: record.user,
    username: record.username,
    content: record.content,
    like_count: record.like_count ?? 0,
    created: record.created,
    updated: record.updated,
    liked_by_me: prev?.liked_by_me ?? false,
    pending: false,
  };
  if (prev) return { ...list, items: list.items.map((c, i) => (i === at ? next : c)) };
  // Newest first: a new comment goes on top (once, even if the outbox put it there).
  if (action === 'create') return { ...list, items: [next, ...list.items], totalItems: list.totalItems + 1 };
  return list;
}
