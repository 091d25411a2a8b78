// Realtime for the video on screen (offline notes, "Realtime"), through live.ts: its
// `video_stats` row and its `comments`, applied to the query cache with setQueryData
// (realtime-patches.ts) so every page showing them re-renders. Each reconnect refetches the
// stats and comments and drains the outbox. Components use useVideoRealtime, never the SDK.
import { useEffect } from 'react';
import type { CachedList } from './list-page';
import type { WatchVideo } from './catalog';
import type { CommentItem } from './engagement';
import { refreshComments } from './engagement';
import { yieldTask } from './first-draw';
import { keys } from './keys';
import { subscribeLive } from './live';
import { patchQuery } from './patch-query';
import { pb } from './pb';
import { queryClient } from './query-client';
import { cardsWithStats, commentsAfter, withStats, type CommentRecord, type RealtimeAction, type StatsRecord } from './realtime-patches';
import { Collections } from './types';
import type { VideoCard } from './video-card';

/** Writes a video's new stats into its watch payload and its cards wherever listed. */
export async function applyStats(slug: string, record: StatsRecord): Promise<void> {
  for (const [key, list] of queryClient.getQueriesData<CachedList<VideoCard>>({ queryKey: keys.lists() })) {
    if (list && cardsWithStats(list.items, record) !== list.items) queryClient.setQueryData(key, { ...list, items: cardsWithStats(list.items, record) });
  }
  for (const [key, cards] of queryClient.getQueriesData<VideoCard[]>({ queryKey: ['similar'] })) {
    if (cards && cardsWithStats(cards, record) !== cards) queryClient.setQueryData(key, cardsWithStats(cards, record));
  }
  await patchQuery<WatchVideo>(keys.watch(slug), (v) => withStats(v, record));
}

/** Applies one `comments` event to the viewer's cached first page of the video. */
export async function applyCommentEvent(videoId: string, viewerId: string | null, action: RealtimeAction, record: CommentRecord): Promise<void> {
  if (record.video !== videoId) return;
  await patchQuery<CachedList<CommentItem>>(keys.comments(videoId, viewerId), (list) => commentsAfter(list, action, record));
}

async function refreshStats(videoId: string, slug: string): Promise<void> {
  const list = await pb.collection(Collections.VideoStats).getList<StatsRecord>(1, 1, {
    filter: pb.filter('video = {:v}', { v: videoId }),
    requestKey: null,
  });
  if (list.items[0]) await applyStats(slug, list.items[0]);
}

/** Live stats and comments of one video, written into the cache; returns the unsubscribe. */
export function watchVideoLive(videoId: string, slug: string, viewerId: string | null): () => void {
  const filter = pb.filter('video = {:v}', { v: videoId });
  return subscribeLive(
    [
      {
        collection: Collections.VideoStats,
        filter,
        onEvent: (e) => void applyStats(slug, e.record as StatsRecord).catch(() => undefined),
      },
      {
        collection: Collections.Comments,
        filter,
        onEvent: (e) => void applyCommentEvent(videoId, viewerId, e.action as RealtimeAction, e.record as CommentRecord).catch(() => undefined),
      },
    ],
    () => {
      void refreshStats(videoId, slug).catch(() => undefined);
      void refreshComments(videoId, viewerId).catch(() => undefined);
      // Loaded here, not with the page: the outbox brings Dexie (outbox-db.ts).
      void import('./outbox-runtime').then((m) => m.requestDrain()).catch(() => undefined);
    },
  );
}

/** Keeps the cached stats and comments of the video on screen live while mounted. */
export function useVideoRealtime(video: { id: string; slug: string } | undefined, viewerId: string | null): void {
  const id = video?.id;
  const slug = video?.slug;
  useEffect(() => {
    if (!id || !slug) return;
    // Connected a task later: the page's first effects start every query's request too.
    let stop: (() => void) | null = null;
    let live = true;
    void yieldTask().then(() => {
      if (live) stop = watchVideoLive(id, slug, viewerId);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [id, slug, viewerId]);
}
