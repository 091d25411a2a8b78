// How realtime events change the cache (offline notes, "Realtime"): a `video_stats` event
// patches the stats of the cached watch payload and card; a `comments` event adds,
// updates or removes the comment in the viewer's cached first page. The hooks re-render
// through their live queries. Plain functions over a db instance so Vitest can run them.
import { patchRecord } from './cache';
import { watchCacheId, type VideoCard, type VideoStatsSummary, type WatchVideo } from './catalog';
import type { ReelhouseDB } from './db';
import { commentsQueryKey, editPageIds, type CommentItem } from './engagement';

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

function pickStats(r: StatsRecord): Partial<VideoStatsSummary> {
  const out: Partial<VideoStatsSummary> = {};
  for (const k of ['views', 'likes', 'dislikes', 'rating', 'total_ratings', 'comments'] as const) {
    if (typeof r[k] === 'number') out[k] = r[k];
  }
  return out;
}

/** Writes a video's new stats into its cached watch payload and card. */
export async function applyStats(d: ReelhouseDB, slug: string, record: StatsRecord): Promise<void> {
  const stats = pickStats(record);
  await d.transaction('rw', d.records, async () => {
    await patchRecord<WatchVideo>(d, 'watch', watchCacheId(slug), (v) => ({ ...v, stats: { ...v.stats, ...stats } }));
    await patchRecord<VideoCard>(d, 'cards', record.video, (v) => ({ ...v, stats: { ...v.stats, ...stats } }));
  });
}

/** Applies one `comments` event to the viewer's cached first page of the video. */
export async function applyCommentEvent(
  d: ReelhouseDB,
  videoId: string,
  viewerId: string | null,
  action: RealtimeAction,
  record: CommentRecord,
): Promise<void> {
  if (record.video !== videoId) return;
  await d.transaction('rw', d.records, d.pages, async () => {
    const key: [string, string] = ['comments', record.id];
    // A list never fetched stays unfetched: its first fetch brings the event's effect.
    const listed = !!(await d.pages.get([commentsQueryKey(videoId, viewerId), 1]));
    if (action === 'delete') {
      await d.records.delete(key);
      if (listed) await editPageIds(d, videoId, viewerId, (ids) => ids.filter((x) => x !== record.id));
      return;
    }
    const row = await d.records.get(key);
    const prev = row?.data as CommentItem | undefined;
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
    await d.records.put({ collection: 'comments', id: record.id, data: next, fetchedAt: Date.now() });
    // Newest first: a new comment goes on top (once, even if the outbox put it there).
    if (action === 'create' && listed) await editPageIds(d, videoId, viewerId, (ids) => (ids.includes(record.id) ? ids : [record.id, ...ids]));
  });
}
