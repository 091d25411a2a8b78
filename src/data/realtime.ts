// Realtime for the video on screen (offline notes, "Realtime"), through live.ts: its
// `video_stats` row and its `comments`, written into the cache by realtime-cache.ts so the
// cache-first hooks re-render. Each reconnect refetches the stats and comments and drains
// the outbox. Components use useVideoRealtime, never the SDK.
import { useEffect } from 'react';
import { applyCommentEvent, applyStats, type CommentRecord, type RealtimeAction, type StatsRecord } from './realtime-cache';
import { db } from './db';
import { refreshComments } from './engagement';
import { subscribeLive } from './live';
import { requestDrain } from './outbox-runtime';
import { pb } from './pb';
import { Collections } from './types';
import { writesSettled } from './write-behind';

async function refreshStats(videoId: string, slug: string): Promise<void> {
  const list = await pb.collection(Collections.VideoStats).getList<StatsRecord>(1, 1, {
    filter: pb.filter('video = {:v}', { v: videoId }),
    requestKey: null,
  });
  if (list.items[0]) await applyStats(db, slug, list.items[0]);
}

/** Live stats and comments of one video, written into the cache; returns the unsubscribe. */
export function watchVideoLive(videoId: string, slug: string, viewerId: string | null): () => void {
  const filter = pb.filter('video = {:v}', { v: videoId });
  return subscribeLive(
    [
      {
        collection: Collections.VideoStats,
        filter,
        // After the page's own background writes: a patch of a row not yet written is lost.
        onEvent: (e) => void writesSettled().then(() => applyStats(db, slug, e.record as StatsRecord)).catch(() => undefined),
      },
      {
        collection: Collections.Comments,
        filter,
        onEvent: (e) =>
          void writesSettled()
            .then(() => applyCommentEvent(db, videoId, viewerId, e.action as RealtimeAction, e.record as CommentRecord))
            .catch(() => undefined),
      },
    ],
    () => {
      void refreshStats(videoId, slug).catch(() => undefined);
      void refreshComments(videoId, viewerId).catch(() => undefined);
      void requestDrain();
    },
  );
}

/** Keeps the cached stats and comments of the video on screen live while mounted. */
export function useVideoRealtime(video: { id: string; slug: string } | undefined, viewerId: string | null): void {
  const id = video?.id;
  const slug = video?.slug;
  useEffect(() => {
    if (!id || !slug) return;
    return watchVideoLive(id, slug, viewerId);
  }, [id, slug, viewerId]);
}
