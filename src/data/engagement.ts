// A member's writes on the watch page: ratings, comments, comment likes. Each goes
// through the outbox (optimistic change + queued request in one transaction), and the
// outbox handlers below send, reconcile or roll back. Views are fire-and-forget.
import { patchRecord, readRecord, writePage, writeRecord, type ListAnswer } from './cache';
import { watchCacheId, type WatchVideo } from './catalog';
import { db, type OutboxEntry, type ReelhouseDB } from './db';
import { newOpId } from './op-id';
import { enqueue, type OutboxHandler } from './outbox';
import { pb } from './pb';
import { authUserId } from './auth-token';
import { requestPersistence, withQuotaRetry } from './storage';
import { useCachedList, useCachedRecord } from './use-cached-query';
import { Collections, type RatingType, type VideoRating } from './types';
import { writesSettled } from './write-behind';

const API = '/api/reelhouse';
const post = <T>(path: string, body: unknown) => pb.send<T>(`${API}${path}`, { method: 'POST', body, requestKey: null });

// ---------- ratings ----------

export interface MyRating {
  rating_type: RatingType | null;
}

export interface RateAnswer {
  rating_type: RatingType | null;
  likes: number;
  dislikes: number;
  rating: number;
  total_ratings: number;
}

/** Spec §4: same type again removes it, a different type changes it, none creates it. */
export function nextRating(current: RatingType | null, chosen: RatingType): RatingType | null {
  return current === chosen ? null : chosen;
}

export function applyRatingToCounts(
  counts: { likes: number; dislikes: number },
  from: RatingType | null,
  to: RatingType | null,
): { likes: number; dislikes: number } {
  let { likes, dislikes } = counts;
  if (from === 'like') likes--;
  if (from === 'dislike') dislikes--;
  if (to === 'like') likes++;
  if (to === 'dislike') dislikes++;
  return { likes: Math.max(0, likes), dislikes: Math.max(0, dislikes) };
}

export function useMyRating(videoId: string, userId: string | null) {
  return useCachedRecord<MyRating>({
    collection: 'my_rating',
    id: `${userId}:${videoId}`,
    enabled: !!videoId && !!userId,
    fetch: async () => {
      const list = await pb.collection(Collections.VideoRatings).getList<VideoRating>(1, 1, {
        filter: pb.filter('video = {:v} && user = {:u}', { v: videoId, u: userId }),
        requestKey: null,
      });
      return { rating_type: list.items[0]?.rating_type ?? null };
    },
  });
}

interface RatePayload {
  videoId: string;
  slug: string;
  userId: string;
  type: RatingType;
  from: RatingType | null;
  to: RatingType | null;
}

async function setRatingView(d: ReelhouseDB, p: RatePayload, from: RatingType | null, to: RatingType | null) {
  await writeRecord<MyRating>(d, 'my_rating', `${p.userId}:${p.videoId}`, { rating_type: to });
  await patchRecord<WatchVideo>(d, 'watch', watchCacheId(p.slug, p.userId), (v) => ({
    ...v,
    stats: { ...v.stats, ...applyRatingToCounts(v.stats, from, to) },
  }));
}

export async function rateVideo(video: { id: string; slug: string }, userId: string, type: RatingType): Promise<void> {
  const key = `${userId}:${video.id}`;
  await writesSettled(); // before the transaction: it patches the cached watch payload
  await db.transaction('rw', db.records, db.pages, db.outbox, async () => {
    const from = (await readRecord<MyRating>(db, 'my_rating', key))?.data.rating_type ?? null;
    const to = nextRating(from, type);
    const payload: RatePayload = { videoId: video.id, slug: video.slug, userId, type, from, to };
    await enqueue(db, { userId: authUserId(), kind: 'rate', payload }, () => setRatingView(db, payload, from, to));
  });
  void requestPersistence();
}

const rateHandler: OutboxHandler = {
  send: (e: OutboxEntry) => {
    const p = e.payload as RatePayload;
    return post<RateAnswer>(`/videos/${p.videoId}/rate`, { rating_type: p.type, op_id: e.opId });
  },
  applied: async (d, e, result) => {
    const p = e.payload as RatePayload;
    const r = result as RateAnswer;
    await writeRecord<MyRating>(d, 'my_rating', `${p.userId}:${p.videoId}`, { rating_type: r.rating_type });
    await patchRecord<WatchVideo>(d, 'watch', watchCacheId(p.slug, p.userId), (v) => ({
      ...v,
      stats: { ...v.stats, likes: r.likes, dislikes: r.dislikes, rating: r.rating, total_ratings: r.total_ratings },
    }));
  },
  rollback: async (d, e) => {
    const p = e.payload as RatePayload;
    await setRatingView(d, p, p.to, p.from);
  },
};

// ---------- comments ----------

export interface CommentItem {
  id: string;
  video: string;
  content: string;
  created: string;
  updated: string;
  user: string;
  username: string;
  like_count: number;
  liked_by_me: boolean;
  /** Local only: waiting in the outbox. */
  pending?: boolean;
}

export const COMMENTS_PER_PAGE = 50;
const commentsKey = (videoId: string) => `comments:${videoId}`;

/** The cache key of a viewer's comment list of a video (liked_by_me depends on who asks). */
export const commentsQueryKey = (videoId: string, userId: string | null) => `${commentsKey(videoId)}|${userId ?? ''}`;

/**
 * Lays the member's writes still in the outbox over a server answer, so a refresh (page
 * load, realtime reconnect) does not hide a pending comment, resurrect a pending delete
 * or undo a pending edit before the outbox has sent them.
 */
export async function withPendingComments(d: ReelhouseDB, videoId: string, answer: ListAnswer<CommentItem>): Promise<ListAnswer<CommentItem>> {
  // Only the signed-in member's own pending writes: another member's parked entries are not theirs to see.
  const me = authUserId();
  const entries = (await d.outbox.orderBy('seq').toArray()).filter((e) => e.status !== 'rejected' && e.userId === me);
  if (!entries.length) return answer;
  let items = answer.items;
  let added = 0;
  for (const e of entries) {
    if (e.kind === 'comment.create') {
      const { comment } = e.payload as CreatePayload;
      if (comment.video === videoId && !items.some((c) => c.id === comment.id)) {
        items = [comment, ...items];
        added++;
      }
    } else if (e.kind === 'comment.delete') {
      const { comment } = e.payload as DeletePayload;
      if (comment.video === videoId && items.some((c) => c.id === comment.id)) {
        items = items.filter((c) => c.id !== comment.id);
        added--;
      }
    } else if (e.kind === 'comment.update') {
      const p = e.payload as EditPayload;
      items = items.map((c) => (c.id === p.id ? { ...c, content: p.content } : c));
    }
  }
  return { ...answer, items, totalItems: Math.max(0, answer.totalItems + added) };
}

export async function fetchComments(videoId: string, page = 1): Promise<ListAnswer<CommentItem>> {
  const answer = await pb.send<ListAnswer<CommentItem>>(`${API}/videos/${videoId}/comments`, {
    method: 'GET',
    query: { page, perPage: COMMENTS_PER_PAGE },
    requestKey: null,
  });
  return page === 1 ? withPendingComments(db, videoId, answer) : answer;
}

/** Fetches the first page of comments again and stores it (realtime reconnect). */
export async function refreshComments(videoId: string, userId: string | null): Promise<void> {
  const answer = await fetchComments(videoId, 1);
  await withQuotaRetry(db, () => writePage(db, 'comments', commentsQueryKey(videoId, userId), 1, answer));
}

export function useComments(videoId: string, userId: string | null) {
  return useCachedList<CommentItem>({
    collection: 'comments',
    queryKey: commentsQueryKey(videoId, userId),
    page: 1,
    enabled: !!videoId,
    fetch: (page) => fetchComments(videoId, page),
  });
}

export async function editPageIds(d: ReelhouseDB, videoId: string, userId: string | null, change: (ids: string[]) => string[]) {
  const key = commentsQueryKey(videoId, userId);
  const row = await d.pages.get([key, 1]);
  const ids = change(row?.ids ?? []);
  const delta = ids.length - (row?.ids.length ?? 0);
  await d.pages.put({
    queryKey: key,
    page: 1,
    ids,
    totalItems: Math.max(0, (row?.totalItems ?? 0) + delta),
    meta: row?.meta ?? { perPage: COMMENTS_PER_PAGE, totalPages: 1 },
    fetchedAt: row?.fetchedAt ?? Date.now(),
  });
}

interface CreatePayload {
  comment: CommentItem;
}
interface EditPayload {
  id: string;
  content: string;
  previous: string;
}
interface DeletePayload {
  comment: CommentItem;
  index: number;
  userId: string;
}
interface LikePayload {
  id: string;
  liked: boolean;
}

/** Optimistic changes patch cached rows in place: first the page's background writes of
 * those rows (write-behind.ts), or the patch finds nothing and the write brings back the
 * old row. */
async function enqueueAfterWrites(...args: Parameters<typeof enqueue>): ReturnType<typeof enqueue> {
  await writesSettled();
  return enqueue(...args);
}

export async function postComment(videoId: string, user: { id: string; username: string }, content: string): Promise<void> {
  const id = newOpId();
  const now = new Date().toISOString();
  const comment: CommentItem = {
    id,
    video: videoId,
    content,
    created: now,
    updated: now,
    user: user.id,
    username: user.username,
    like_count: 0,
    liked_by_me: false,
    pending: true,
  };
  await enqueueAfterWrites(db, { userId: authUserId(), kind: 'comment.create', payload: { comment } satisfies CreatePayload, opId: id }, async () => {
    await writeRecord(db, 'comments', id, comment);
    await editPageIds(db, videoId, user.id, (ids) => [id, ...ids.filter((x) => x !== id)]);
  });
  void requestPersistence();
}

export async function editComment(comment: CommentItem, content: string): Promise<void> {
  const payload: EditPayload = { id: comment.id, content, previous: comment.content };
  await enqueueAfterWrites(db, { userId: authUserId(), kind: 'comment.update', payload }, () =>
    patchRecord<CommentItem>(db, 'comments', comment.id, (c) => ({ ...c, content })),
  );
}

export async function deleteComment(comment: CommentItem, viewerId: string): Promise<void> {
  const key = commentsQueryKey(comment.video, viewerId);
  const index = (await db.pages.get([key, 1]))?.ids.indexOf(comment.id) ?? 0;
  const payload: DeletePayload = { comment, index: Math.max(0, index), userId: viewerId };
  await enqueueAfterWrites(db, { userId: authUserId(), kind: 'comment.delete', payload }, () =>
    editPageIds(db, comment.video, viewerId, (ids) => ids.filter((x) => x !== comment.id)),
  );
}

export async function toggleCommentLike(comment: CommentItem): Promise<void> {
  const liked = !comment.liked_by_me;
  await enqueueAfterWrites(db, { userId: authUserId(), kind: 'comment.like', payload: { id: comment.id, liked } satisfies LikePayload }, () =>
    patchRecord<CommentItem>(db, 'comments', comment.id, (c) => ({
      ...c,
      liked_by_me: liked,
      like_count: Math.max(0, c.like_count + (liked ? 1 : -1)),
    })),
  );
}

const createHandler: OutboxHandler = {
  send: (e) => {
    const { comment } = e.payload as CreatePayload;
    return post<CommentItem>(`/videos/${comment.video}/comments`, { id: comment.id, content: comment.content });
  },
  applied: async (d, _e, result) => {
    const c = result as CommentItem;
    await writeRecord(d, 'comments', c.id, { ...c, pending: false });
  },
  rollback: async (d, e) => {
    const { comment } = e.payload as CreatePayload;
    await d.records.delete(['comments', comment.id]);
    await editPageIds(d, comment.video, comment.user, (ids) => ids.filter((x) => x !== comment.id));
  },
};

const updateHandler: OutboxHandler = {
  send: (e) => {
    const p = e.payload as EditPayload;
    return pb.collection(Collections.Comments).update(p.id, { content: p.content }, { requestKey: null });
  },
  rollback: async (d, e) => {
    const p = e.payload as EditPayload;
    await patchRecord<CommentItem>(d, 'comments', p.id, (c) => ({ ...c, content: p.previous }));
  },
};

const deleteHandler: OutboxHandler = {
  send: (e) => pb.collection(Collections.Comments).delete((e.payload as DeletePayload).comment.id, { requestKey: null }),
  doneStatuses: [404],
  applied: async (d, e) => {
    await d.records.delete(['comments', (e.payload as DeletePayload).comment.id]);
  },
  rollback: async (d, e) => {
    const p = e.payload as DeletePayload;
    await editPageIds(d, p.comment.video, p.userId, (ids) => {
      const next = ids.filter((x) => x !== p.comment.id);
      next.splice(Math.min(p.index, next.length), 0, p.comment.id);
      return next;
    });
  },
};

const likeHandler: OutboxHandler = {
  send: (e) => post<{ liked: boolean; like_count: number }>(`/comments/${(e.payload as LikePayload).id}/like`, { op_id: e.opId }),
  applied: async (d, e, result) => {
    const r = result as { liked: boolean; like_count: number };
    await patchRecord<CommentItem>(d, 'comments', (e.payload as LikePayload).id, (c) => ({ ...c, liked_by_me: r.liked, like_count: r.like_count }));
  },
  rollback: async (d, e) => {
    const p = e.payload as LikePayload;
    await patchRecord<CommentItem>(d, 'comments', p.id, (c) => ({
      ...c,
      liked_by_me: !p.liked,
      like_count: Math.max(0, c.like_count + (p.liked ? -1 : 1)),
    }));
  },
};

export const engagementHandlers: Record<string, OutboxHandler> = {
  rate: rateHandler,
  'comment.create': createHandler,
  'comment.update': updateHandler,
  'comment.delete': deleteHandler,
  'comment.like': likeHandler,
};

// ---------- views ----------

const ANON_KEY = 'reelhouse.anon_id';

/** A random id that stands for a visitor when counting views (spec §7). */
export function anonId(): string {
  try {
    let id = localStorage.getItem(ANON_KEY);
    if (!id) {
      id = `a${newOpId()}${newOpId()}`;
      localStorage.setItem(ANON_KEY, id);
    }
    return id;
  } catch {
    return `a${newOpId()}${newOpId()}`;
  }
}

/**
 * Records one view; failures are ignored (a view is not worth bothering the member).
 * `asVisitor` (discreet mode): the view still counts, but is sent without the member's
 * token, so the server's `video_views` rows (kept 90 days) hold no trace of their account
 * and what they watch stays a history of this device only.
 */
export function recordView(videoId: string, opts: { asVisitor?: boolean } = {}): void {
  if (!opts.asVisitor) {
    void post(`/videos/${videoId}/view`, { anon_id: anonId() }).catch(() => undefined);
    return;
  }
  void fetch(pb.buildURL(`${API}/videos/${encodeURIComponent(videoId)}/view`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ anon_id: anonId() }),
    credentials: 'same-origin',
  }).catch(() => undefined);
}
