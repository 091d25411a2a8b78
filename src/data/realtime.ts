// Realtime for the video on screen (offline.md "Realtime"): subscribes to its
// `video_stats` row and to its `comments`, and writes every event into the cache
// (realtime-cache.ts) so the cache-first hooks re-render. Events are not replayed after a
// disconnect, so each reconnect (PB_CONNECT after the first) refetches the stats and
// comments, and drains the outbox. Components use useVideoRealtime, never the SDK.
import { useEffect } from 'react';
import { applyCommentEvent, applyStats, type CommentRecord, type RealtimeAction, type StatsRecord } from './realtime-cache';
import { db } from './db';
import { refreshComments } from './engagement';
import { requestDrain } from './outbox-runtime';
import { pb } from './pb';
import { Collections } from './types';

type Unsub = () => Promise<void>;

async function refreshStats(videoId: string, slug: string): Promise<void> {
  const list = await pb.collection(Collections.VideoStats).getList<StatsRecord>(1, 1, {
    filter: pb.filter('video = {:v}', { v: videoId }),
    requestKey: null,
  });
  if (list.items[0]) await applyStats(db, slug, list.items[0]);
}

/**
 * Subscribes to the live stats and comments of one video; resolves to a function that
 * unsubscribes. Failures (offline, server down) are swallowed: the SDK reconnects by
 * itself and the PB_CONNECT handler then catches up.
 */
export function watchVideoLive(videoId: string, slug: string, viewerId: string | null): () => void {
  let closed = false;
  let ready = false;
  const unsubs: Array<Promise<Unsub | null>> = [];
  const keep = (p: Promise<Unsub>) => unsubs.push(p.catch(() => null));
  const filter = pb.filter('video = {:v}', { v: videoId });

  keep(
    pb.collection(Collections.VideoStats).subscribe<StatsRecord>(
      '*',
      (e) => {
        if (!closed) void applyStats(db, slug, e.record).catch(() => undefined);
      },
      { filter, requestKey: null },
    ),
  );
  keep(
    pb.collection(Collections.Comments).subscribe<CommentRecord>(
      '*',
      (e) => {
        if (!closed) void applyCommentEvent(db, videoId, viewerId, e.action as RealtimeAction, e.record).catch(() => undefined);
      },
      { filter, requestKey: null },
    ),
  );
  keep(
    pb.realtime.subscribe('PB_CONNECT', () => {
      // The first connect is the subscription itself; later ones are reconnects.
      if (closed || !ready) return;
      void refreshStats(videoId, slug).catch(() => undefined);
      void refreshComments(videoId, viewerId).catch(() => undefined);
      void requestDrain();
    }),
  );
  void Promise.all(unsubs).then(() => {
    ready = true;
  });

  return () => {
    closed = true;
    for (const p of unsubs) void p.then((fn) => fn?.()).catch(() => undefined);
  };
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
