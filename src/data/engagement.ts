// A member's writes on the watch page: ratings, comments, comment likes. Each is a
// mutation (TanStack's MutationObserver: onMutate applies the optimistic change to the
// query cache, onError takes it back) whose mutationFn puts the write in the durable
// outbox (outbox.ts, IndexedDB). Why the outbox and not paused mutations: a paused
// mutation lives in memory until a persister restores it, and restoring needs its
// mutationFn registered at start; the outbox already gives exactly-once with the server's
// op-id idempotency, a cross-tab lock, backoff, and parking per member on a shared device,
// all tested. Its handlers below reconcile (or roll back) the query cache with
// setQueryData once the server has answered, in this session or a later one.
// Views are fire-and-forget.
import { MutationObserver, useQuery, type MutationOptions } from '@tanstack/react-query';
import type { OutboxEntry, ReelhouseDB } from './db';
import { loadIdb } from './lazy-idb';
import { keys } from './keys';
import { toListPage, type CachedList, type ListAnswer } from './list-page';
import { newOpId } from './op-id';
import { yieldTask } from './first-draw';
import { enqueue, type OutboxHandler } from './outbox';
import { askPersistence, outboxDb } from './outbox-db';
import { pb } from './pb';
import { authUserId } from './auth-token';
import { patchQuery } from './patch-query';
import { persisted } from './query-persist';
import { queryClient } from './query-client';
import { toQueryState, type QueryState } from './query-state';
import { Collections, type RatingType, type VideoRating } from './types';
import type { WatchVideo } from './catalog';

const API = '/api/reelhouse';
const post = <T>(path: string, body: unknown) => pb.send<T>(`${API}${path}`, { method: 'POST', body, requestKey: null });

/** Runs a mutation through the library outside a component (the callers are event handlers). */
function mutate<V>(options: MutationOptions<unknown, Error, V, unknown>, variables: V): Promise<unknown> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

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

export function useMyRating(videoId: string, userId: string | null): QueryState<MyRating> {
  return toQueryState(
    useQuery<MyRating>({
      queryKey: keys.myRating(userId ?? '', videoId),
      queryFn: async () => {
        const list = await pb.collection(Collections.VideoRatings).getList<VideoRating>(1, 1, {
          filter: pb.filter('video = {:v} && user = {:u}', { v: videoId, u: userId }),
          requestKey: null,
        });
        return { rating_type: list.items[0]?.rating_type ?? null };
      },
      ...persisted,
      enabled: !!videoId && !!userId,
    }),
  );
}

interface RatePayload {
  videoId: string;
  slug: string;
  userId: string;
  type: RatingType;
  from: RatingType | null;
  to: RatingType | null;
}

/** Shows a rating and its effect on the counts (an answer on its way is cancelled first). */
async function setRatingView(p: RatePayload, from: RatingType | null, to: RatingType | null) {
  const mine = keys.myRating(p.userId, p.videoId);
  await queryClient.cancelQueries({ queryKey: mine, exact: true });
  queryClient.setQueryData<MyRating>(mine, { rating_type: to });
  await patchQuery<WatchVideo>(keys.watch(p.slug, p.userId), (v) => ({ ...v, stats: { ...v.stats, ...applyRatingToCounts(v.stats, from, to) } }));
}

const rateMutation: MutationOptions<unknown, Error, RatePayload, unknown> = {
  networkMode: 'always', // the outbox waits for the connection, not the mutation
  onMutate: (p) => setRatingView(p, p.from, p.to),
  mutationFn: async (p) => {
    await enqueue(await outboxDb(), { userId: authUserId(), kind: 'rate', payload: p });
    askPersistence();
  },
  onError: (_err, p) => setRatingView(p, p.to, p.from),
};

export function rateVideo(video: { id: string; slug: string }, userId: string, type: RatingType): Promise<unknown> {
  // From what the screen shows now: a second click before the first is sent undoes it.
  const from = queryClient.getQueryData<MyRating>(keys.myRating(userId, video.id))?.rating_type ?? null;
  const payload: RatePayload = { videoId: video.id, slug: video.slug, userId, type, from, to: nextRating(from, type) };
  return mutate(rateMutation, payload);
}

const rateHandler: OutboxHandler = {
  send: (e: OutboxEntry) => {
    const p = e.payload as RatePayload;
    return post<RateAnswer>(`/videos/${p.videoId}/rate`, { rating_type: p.type, op_id: e.opId });
  },
  applied: async (_d, e, result) => {
    const p = e.payload as RatePayload;
    const r = result as RateAnswer;
    queryClient.setQueryData<MyRating>(keys.myRating(p.userId, p.videoId), { rating_type: r.rating_type });
    await patchQuery<WatchVideo>(keys.watch(p.slug, p.userId), (v) => ({
      ...v,
      stats: { ...v.stats, likes: r.likes, dislikes: r.dislikes, rating: r.rating, total_ratings: r.total_ratings },
    }));
  },
  rollback: async (_d, e) => {
    const p = e.payload as RatePayload;
    await setRatingView(p, p.to, p.from);
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
  /** A reply's top-level comment ('' or absent for a top-level comment; issue 41 §3). */
  parent?: string;
  reply_count?: number;
  /** Local only: waiting in the outbox. */
  pending?: boolean;
}

export const COMMENTS_PER_PAGE = 50;
export const REPLIES_PER_PAGE = 20;

type CommentList = CachedList<CommentItem>;

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
      if (comment.video === videoId && !comment.parent && !items.some((c) => c.id === comment.id)) {
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
  if (page !== 1) return answer;
  // A visitor has no writes to lay over (they are a member's own): no IndexedDB for them,
  // so their first visit does not load Dexie. A member's read waits for idle (the list is
  // below the player), at most loadIdb's timeout.
  if (!authUserId()) return answer;
  return withPendingComments((await loadIdb()).db, videoId, answer);
}

/** The member's replies still in the outbox, after a thread's first page of replies. */
export async function withPendingReplies(d: ReelhouseDB, parentId: string, answer: ListAnswer<CommentItem>): Promise<ListAnswer<CommentItem>> {
  const me = authUserId();
  const entries = (await d.outbox.orderBy('seq').toArray()).filter((e) => e.status !== 'rejected' && e.userId === me && e.kind === 'comment.create');
  let items = answer.items;
  for (const e of entries) {
    const { comment } = e.payload as CreatePayload;
    if (comment.parent === parentId && !items.some((c) => c.id === comment.id)) items = [...items, comment];
  }
  return items === answer.items ? answer : { ...answer, items, totalItems: answer.totalItems + items.length - answer.items.length };
}

export async function fetchReplies(parentId: string, page: number): Promise<ListAnswer<CommentItem>> {
  const answer = await pb.send<ListAnswer<CommentItem>>(`${API}/comments/${parentId}/replies`, {
    method: 'GET',
    query: { page, perPage: REPLIES_PER_PAGE },
    requestKey: null,
  });
  if (page !== 1 || !authUserId()) return answer;
  return withPendingReplies((await loadIdb()).db, parentId, answer);
}

/** One page of a comment's replies (oldest first), persisted like the comments. */
export function useReplies(parentId: string, userId: string | null, page: number): QueryState<CommentList> {
  return toQueryState(
    useQuery<CommentList>({
      queryKey: keys.replies(parentId, userId, page),
      queryFn: async () => toListPage(await fetchReplies(parentId, page), page),
      ...persisted,
    }),
  );
}

/** Changes a viewer's cached first page of a comment's replies (nothing when not cached). */
function editReplies(parentId: string, viewerId: string | null, change: (items: CommentItem[]) => CommentItem[]): Promise<void> {
  return patchQuery<CommentList>(keys.replies(parentId, viewerId, 1), (list) => {
    const items = change(list.items);
    return { ...list, items, totalItems: Math.max(0, list.totalItems + items.length - list.items.length) };
  });
}

/** A reply's parent counts it (step: +1 or -1), in the cached list of its video. */
const countReply = (c: CommentItem, viewerId: string | null, step: number) =>
  c.parent
    ? editComments(c.video, viewerId, (items) => items.map((x) => (x.id === c.parent ? { ...x, reply_count: Math.max(0, (x.reply_count ?? 0) + step) } : x)))
    : Promise.resolve();

/** Fetches the first page of comments again (realtime reconnect). */
export async function refreshComments(videoId: string, userId: string | null): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: keys.comments(videoId, userId), exact: true });
}

export function useComments(videoId: string, userId: string | null): QueryState<CommentList> {
  return toQueryState(
    useQuery<CommentList>({
      queryKey: keys.comments(videoId, userId),
      queryFn: async () => toListPage(await fetchComments(videoId, 1), 1),
      ...persisted,
      enabled: !!videoId,
    }),
  );
}

/** Changes a viewer's cached first page of a video's comments (nothing when not cached). */
export function editComments(videoId: string, viewerId: string | null, change: (items: CommentItem[]) => CommentItem[]): Promise<void> {
  return patchQuery<CommentList>(keys.comments(videoId, viewerId), (list) => {
    const items = change(list.items);
    return { ...list, items, totalItems: Math.max(0, list.totalItems + items.length - list.items.length) };
  });
}

/** Changes one comment wherever the viewer's cache shows it: its video's list or a thread's replies. */
const patchComment = async (videoId: string, viewerId: string | null, id: string, change: (c: CommentItem) => CommentItem) => {
  await editComments(videoId, viewerId, (items) => items.map((c) => (c.id === id ? change(c) : c)));
  const prefix = [...keys.viewerComments(viewerId), 'replies'];
  for (const [key, list] of queryClient.getQueriesData<CommentList>({ queryKey: prefix })) {
    if (list?.items.some((c) => c.id === id)) await patchQuery<CommentList>(key, (l) => ({ ...l, items: l.items.map((c) => (c.id === id ? change(c) : c)) }));
  }
};

interface CreatePayload {
  comment: CommentItem;
}
interface EditPayload {
  id: string;
  content: string;
  previous: string;
  /** Where the comment is listed (older entries lack them: then only the server's next answer shows the change). */
  video?: string;
  viewer?: string;
}
interface DeletePayload {
  comment: CommentItem;
  index: number;
  userId: string;
}
interface LikePayload {
  id: string;
  liked: boolean;
  video?: string;
  viewer?: string;
}

/** Queues a write; its optimistic change is made by the mutation's onMutate. */
function outboxMutation<P>(kind: string, optimistic: (p: P) => Promise<void>, undo: (p: P) => Promise<void>, opId?: (p: P) => string): MutationOptions<unknown, Error, P, unknown> {
  return {
    networkMode: 'always', // the outbox waits for the connection, not the mutation
    onMutate: optimistic,
    mutationFn: async (p) => {
      await enqueue(await outboxDb(), { userId: authUserId(), kind, payload: p, ...(opId ? { opId: opId(p) } : {}) });
      askPersistence();
    },
    onError: (_err, p) => undo(p),
  };
}

const addComment = async (c: CommentItem) => {
  if (!c.parent) return editComments(c.video, c.user, (items) => [c, ...items.filter((x) => x.id !== c.id)]);
  await editReplies(c.parent, c.user, (items) => [...items.filter((x) => x.id !== c.id), c]);
  await countReply(c, c.user, +1);
};
const removeComment = async (c: CommentItem, viewerId: string) => {
  if (!c.parent) return editComments(c.video, viewerId, (items) => items.filter((x) => x.id !== c.id));
  await editReplies(c.parent, viewerId, (items) => items.filter((x) => x.id !== c.id));
  await countReply(c, viewerId, -1);
};
const setContent = (p: EditPayload, content: string) => (p.video ? patchComment(p.video, p.viewer ?? null, p.id, (c) => ({ ...c, content })) : Promise.resolve());
const setLiked = (p: LikePayload, liked: boolean, count?: number) =>
  p.video
    ? patchComment(p.video, p.viewer ?? null, p.id, (c) => ({ ...c, liked_by_me: liked, like_count: count ?? Math.max(0, c.like_count + (liked === c.liked_by_me ? 0 : liked ? 1 : -1)) }))
    : Promise.resolve();

const createMutation = outboxMutation<CreatePayload>('comment.create', (p) => addComment(p.comment), (p) => removeComment(p.comment, p.comment.user), (p) => p.comment.id);
const editMutation = outboxMutation<EditPayload>('comment.update', (p) => setContent(p, p.content), (p) => setContent(p, p.previous));
const deleteMutation = outboxMutation<DeletePayload>('comment.delete', (p) => removeComment(p.comment, p.userId), (p) => reinsert(p));
const likeMutation = outboxMutation<LikePayload>('comment.like', (p) => setLiked(p, p.liked), (p) => setLiked(p, !p.liked));

async function reinsert(p: DeletePayload) {
  if (p.comment.parent) {
    await editReplies(p.comment.parent, p.userId, (items) => [...items.filter((x) => x.id !== p.comment.id), p.comment]);
    return countReply(p.comment, p.userId, +1);
  }
  return editComments(p.comment.video, p.userId, (items) => {
    const next = items.filter((x) => x.id !== p.comment.id);
    next.splice(Math.min(p.index, next.length), 0, p.comment);
    return next;
  });
}

/** A comment as the member's own screen shows it until the server has it (pending); its id
 * is the outbox's op id, so a replay applies it once. */
function pendingComment(video: string, user: { id: string; username: string }, content: string): CommentItem {
  const now = new Date().toISOString();
  return { id: newOpId(), video, content, created: now, updated: now, user: user.id, username: user.username, like_count: 0, liked_by_me: false, pending: true };
}

export async function postComment(videoId: string, user: { id: string; username: string }, content: string): Promise<void> {
  await mutate(createMutation, { comment: pendingComment(videoId, user, content) });
}

/** A member's reply to a top-level comment: queued in the outbox like a comment (its id is the op id). */
export async function postReply(parent: CommentItem, user: { id: string; username: string }, content: string): Promise<void> {
  const reply: CommentItem = { ...pendingComment(parent.video, user, content), parent: parent.parent || parent.id, reply_count: 0 };
  await mutate(createMutation, { comment: reply });
}

export async function editComment(comment: CommentItem, content: string): Promise<void> {
  await mutate(editMutation, { id: comment.id, content, previous: comment.content, video: comment.video, viewer: authUserId() ?? '' });
}

export async function deleteComment(comment: CommentItem, viewerId: string): Promise<void> {
  const list = queryClient.getQueryData<CommentList>(keys.comments(comment.video, viewerId));
  const index = Math.max(0, list?.items.findIndex((c) => c.id === comment.id) ?? 0);
  await mutate(deleteMutation, { comment, index, userId: viewerId });
}

export async function toggleCommentLike(comment: CommentItem): Promise<void> {
  await mutate(likeMutation, { id: comment.id, liked: !comment.liked_by_me, video: comment.video, viewer: authUserId() ?? '' });
}

const createHandler: OutboxHandler = {
  send: (e) => {
    const { comment } = e.payload as CreatePayload;
    return post<CommentItem>(`/videos/${comment.video}/comments`, { id: comment.id, content: comment.content, ...(comment.parent ? { parent: comment.parent } : {}) });
  },
  applied: async (_d, e, result) => {
    const c = { ...(result as CommentItem), pending: false };
    const { comment } = e.payload as CreatePayload;
    const merge = (items: CommentItem[]) => items.map((x) => (x.id === c.id ? { ...x, ...c, liked_by_me: x.liked_by_me } : x));
    if (comment.parent) await editReplies(comment.parent, comment.user, merge);
    else await editComments(comment.video, comment.user, merge);
  },
  rollback: async (_d, e) => {
    const { comment } = e.payload as CreatePayload;
    await removeComment(comment, comment.user);
  },
};

const updateHandler: OutboxHandler = {
  send: (e) => {
    const p = e.payload as EditPayload;
    return pb.collection(Collections.Comments).update(p.id, { content: p.content }, { requestKey: null });
  },
  rollback: async (_d, e) => setContent(e.payload as EditPayload, (e.payload as EditPayload).previous),
};

const deleteHandler: OutboxHandler = {
  send: (e) => pb.collection(Collections.Comments).delete((e.payload as DeletePayload).comment.id, { requestKey: null }),
  doneStatuses: [404],
  rollback: async (_d, e) => reinsert(e.payload as DeletePayload),
};

const likeHandler: OutboxHandler = {
  send: (e) => post<{ liked: boolean; like_count: number }>(`/comments/${(e.payload as LikePayload).id}/like`, { op_id: e.opId }),
  applied: async (_d, e, result) => {
    const r = result as { liked: boolean; like_count: number };
    await setLiked(e.payload as LikePayload, r.liked, r.like_count);
  },
  rollback: async (_d, e) => {
    const p = e.payload as LikePayload;
    await setLiked(p, !p.liked);
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
 * and what they watch stays a history of this device only. `playback` (the watch page's
 * playback token) lets the server count such a view of a premium video: it proves the page
 * was unlocked and is checked, not stored.
 */
export function recordView(videoId: string, opts: { asVisitor?: boolean; playback?: string } = {}): void {
  // Sent a task later: called from the watch page's first effects, beside every query's start.
  void yieldTask().then(() => {
    const body = opts.playback ? { anon_id: anonId(), playback: opts.playback } : { anon_id: anonId() };
    if (!opts.asVisitor) {
      void post(`/videos/${videoId}/view`, body).catch(() => undefined);
      return;
    }
    void fetch(pb.buildURL(`${API}/videos/${encodeURIComponent(videoId)}/view`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).catch(() => undefined);
  });
}

/** The playback token of a watch page's self-hosted source ("" when it has none). */
export function playbackTokenOf(sources: ReadonlyArray<{ type: string; url: string }>): string {
  const local = sources.find((s) => s.type === 'local');
  if (!local) return '';
  try {
    return new URL(local.url, 'http://x').searchParams.get('token') ?? '';
  } catch {
    return '';
  }
}
