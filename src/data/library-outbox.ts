// A member's library writes made offline (issue 22 item 6): favourite / watch-later
// toggles, new playlists (issue 39 §3), playlist adds and removes, and the player's positions go through the durable outbox (outbox.ts) like
// ratings and comments: the optimistic change and the outbox row in one step, sent with an
// op id the server applies once (engagement.Once), parked per member on a shared device.
// The member's library answers are persisted under 'my_library' with the member's id
// second (keys.ts), so the library pages reopen offline and a sign-out purges them.
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { authUserId } from './auth-token';
import type { OutboxEntry, ReelhouseDB } from './db';
import type { VideoCard } from './video-card';
import { enqueue, type OutboxHandler } from './outbox';
import { askPersistence, outboxDb } from './outbox-db';
import { isNetworkError } from './errors';
import { pb } from './pb';
import { patchQuery } from './patch-query';
import { queryClient } from './query-client';

const API = '/api/reelhouse/library';

export type ToggleList = 'favourites' | 'watch-later';

export interface VideoState {
  favourite: boolean;
  watch_later: boolean;
  favourite_count: number;
  position: number;
  finished: boolean;
}

export const libraryKeys = {
  all: ['library'] as const,
  /** Persisted too: a downloaded video offers to resume at its saved position offline. */
  state: (video: string, member: string | null) => ['my_library', member ?? '', 'state', video] as const,
  /** The member's own answers, persisted (member-private: the id second). */
  mine: (member: string | null) => ['my_library', member ?? ''] as const,
  list: (member: string | null, list: string, page: number) => ['my_library', member ?? '', 'list', list, page] as const,
  playlists: (member: string | null, video?: string) => ['my_library', member ?? '', 'playlists', video ?? ''] as const,
  following: (member: string | null, page: number) => ['my_library', member ?? '', 'following', page] as const,
  playlist: (slug: string) => ['library', 'playlist', slug] as const,
};

/** After a library write: every library answer is asked again when next shown. */
export function invalidateLibrary(): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['library'] }), queryClient.invalidateQueries({ queryKey: ['my_library'] })]);
}

function mutate<V>(fn: (v: V) => Promise<void>, onMutate: (v: V) => Promise<void>, onError: (v: V) => Promise<void>, v: V): Promise<unknown> {
  return new MutationObserver<unknown, Error, V, unknown>(queryClient, {
    networkMode: 'always', // the outbox waits for the connection, not the mutation
    onMutate,
    mutationFn: fn,
    onError: (_e, vars) => onError(vars),
  }).mutate(v);
}

// ---------- favourite / watch later ----------

export interface TogglePayload {
  video: string;
  list: ToggleList;
  on: boolean;
  member: string;
  /** The card as it was shown: /library shows a waiting add with it (pending-library.ts). */
  card?: VideoCard;
}

/** A card's own fields only (a watch payload's sources never go into the outbox). */
const cardOf = (v: VideoCard): VideoCard => ({
  id: v.id,
  slug: v.slug,
  title: v.title,
  author: v.author,
  duration: v.duration,
  thumbnail_url: v.thumbnail_url,
  created: v.created,
  is_premium: v.is_premium,
  stats: v.stats,
});

async function showToggle(p: TogglePayload, on: boolean) {
  const key: QueryKey = libraryKeys.state(p.video, p.member);
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<VideoState>(key, (s) => {
    const base = s ?? { favourite: false, watch_later: false, favourite_count: 0, position: 0, finished: false };
    if (p.list === 'watch-later') return { ...base, watch_later: on };
    const delta = base.favourite === on ? 0 : on ? 1 : -1;
    return { ...base, favourite: on, favourite_count: Math.max(0, base.favourite_count + delta) };
  });
}

/** Adds or removes a video from the member's favourites or watch later, online or not. */
export function toggleLibrary(video: string, member: string, list: ToggleList, on: boolean, card?: VideoCard): Promise<unknown> {
  const payload: TogglePayload = { video, list, on, member, ...(card ? { card: cardOf(card) } : {}) };
  return mutate(
    async (p) => {
      await enqueue(await outboxDb(), { userId: authUserId() ?? undefined, kind: 'library.toggle', payload: p });
      askPersistence();
    },
    (p) => showToggle(p, p.on),
    (p) => showToggle(p, !p.on),
    payload,
  );
}

const toggleHandler: OutboxHandler = {
  send: (e: OutboxEntry) => {
    const p = e.payload as TogglePayload;
    return pb.send<VideoState>(`${API}/lists/${p.list}/${p.video}`, { method: p.on ? 'POST' : 'DELETE', body: { op_id: e.opId }, requestKey: null });
  },
  applied: async (_d, e, result) => {
    const p = e.payload as TogglePayload;
    queryClient.setQueryData(libraryKeys.state(p.video, p.member), result as VideoState);
    await invalidateLibrary();
  },
  rollback: async (_d, e) => {
    const p = e.payload as TogglePayload;
    await showToggle(p, !p.on);
  },
};

// ---------- playlist items ----------

export interface ItemPayload {
  playlist: string;
  video: string;
  on: boolean;
  member: string;
}

interface PlaylistRow {
  id: string;
  title?: string;
  item_count: number;
  has_video?: boolean;
}

async function showItem(p: ItemPayload, on: boolean) {
  await patchQuery<PlaylistRow[]>(libraryKeys.playlists(p.member, p.video), (rows) =>
    rows.map((r) => (r.id !== p.playlist || !!r.has_video === on ? r : { ...r, has_video: on, item_count: Math.max(0, r.item_count + (on ? 1 : -1)) })),
  );
}

/** Puts a video in one of the member's playlists or takes it out, online or not. */
export function setInPlaylist(playlist: string, video: string, member: string, on: boolean): Promise<unknown> {
  return mutate(
    async (p) => {
      await enqueue(await outboxDb(), { userId: authUserId() ?? undefined, kind: 'library.playlist-item', payload: p });
      askPersistence();
    },
    (p) => showItem(p, p.on),
    (p) => showItem(p, !p.on),
    { playlist, video, member, on } satisfies ItemPayload,
  );
}

const itemHandler: OutboxHandler = {
  send: (e: OutboxEntry) => {
    const p = e.payload as ItemPayload;
    return p.on
      ? pb.send(`${API}/playlists/${p.playlist}/items`, { method: 'POST', body: { video: p.video, op_id: e.opId }, requestKey: null })
      : pb.send(`${API}/playlists/${p.playlist}/items/${p.video}`, { method: 'DELETE', requestKey: null });
  },
  applied: () => invalidateLibrary().then(() => undefined),
  rollback: async (_d, e) => {
    const p = e.payload as ItemPayload;
    await showItem(p, !p.on);
  },
  // A remove replayed after its answer was lost finds the video gone: done.
  doneStatuses: [404],
};

// ---------- new playlists ----------

/**
 * A playlist made offline has this id until the server has made it: the adds queued after
 * it name it, and its `applied` rewrites them to the real id before they are sent (the
 * outbox sends oldest-first and stops at the first entry that must wait, so the create
 * always goes first). The server makes it once per op id (engagement.Once).
 */
export const LOCAL_PLAYLIST_PREFIX = 'local-';

export interface CreatePayload {
  localId: string;
  title: string;
  member: string;
}

const localId = () => `${LOCAL_PLAYLIST_PREFIX}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function showCreated(p: CreatePayload, video: string, on: boolean) {
  await patchQuery<PlaylistRow[]>(libraryKeys.playlists(p.member, video), (rows) =>
    on ? [{ id: p.localId, title: p.title, item_count: 0, has_video: false }, ...rows.filter((r) => r.id !== p.localId)] : rows.filter((r) => r.id !== p.localId),
  );
}

/**
 * A new playlist with the video in it, online or not: the create and the add are two
 * outbox entries, in that order. Resolves with the playlist's local id.
 */
export async function createPlaylistWith(title: string, video: string, member: string): Promise<string> {
  const payload: CreatePayload = { localId: localId(), title, member };
  await mutate(
    async (p) => {
      await enqueue(await outboxDb(), { userId: authUserId() ?? undefined, kind: 'library.playlist-create', payload: p });
      askPersistence();
    },
    (p) => showCreated(p, video, true),
    (p) => showCreated(p, video, false),
    payload,
  );
  await setInPlaylist(payload.localId, video, member, true);
  return payload.localId;
}

const createHandler: OutboxHandler = {
  send: (e: OutboxEntry) => {
    const p = e.payload as CreatePayload;
    return pb.send(`${API}/playlists`, { method: 'POST', body: { title: p.title, op_id: e.opId }, requestKey: null });
  },
  applied: async (d, e, result) => {
    const p = e.payload as CreatePayload;
    const real = (result as { id?: string } | null)?.id;
    // The adds queued after it now name the playlist the server made.
    if (real) {
      await d.outbox
        .filter((x) => x.kind === 'library.playlist-item' && (x.payload as ItemPayload).playlist === p.localId)
        .modify((x) => {
          x.payload = { ...(x.payload as ItemPayload), playlist: real };
        });
    }
    setTimeout(() => void invalidateLibrary(), 0);
  },
  rollback: async (d, e) => {
    // Refused (the member's 200 playlists): the adds queued for it go with it.
    const p = e.payload as CreatePayload;
    await d.outbox.filter((x) => x.kind === 'library.playlist-item' && (x.payload as ItemPayload).playlist === p.localId).delete();
    setTimeout(() => void invalidateLibrary(), 0);
  },
};

// ---------- history positions ----------

interface PositionPayload {
  video: string;
  position: number;
}

/**
 * Queues a position the player could not send (offline): only the newest one per video
 * waits (the player saves every 10 s; an older position would only be overwritten), and
 * it is sent under its member's session like every outbox write.
 */
export async function queuePosition(d: ReelhouseDB, member: string, video: string, position: number): Promise<void> {
  await d.transaction('rw', d.records, d.pages, d.outbox, async () => {
    const older = (await d.outbox.toArray()).filter(
      (e) => e.kind === 'library.position' && e.userId === member && e.status === 'pending' && e.attempts === 0 && (e.payload as PositionPayload).video === video,
    );
    await d.outbox.bulkDelete(older.map((e) => e.seq!));
    await enqueue(d, { userId: member, kind: 'library.position', payload: { video, position } satisfies PositionPayload });
  });
}

/** The player's position: sent now, or kept in the outbox when the network is away. */
export async function savePosition(video: string, position: number): Promise<unknown> {
  try {
    return await pb.send(`${API}/history/${video}`, { method: 'POST', body: { position }, requestKey: null, keepalive: true });
  } catch (err) {
    const member = authUserId();
    if (!member || !isNetworkError(err)) throw err;
    await queuePosition(await outboxDb(), member, video, position);
    // Offline, the position the outbox will send is the one to offer on the next visit.
    queryClient.setQueryData<VideoState>(libraryKeys.state(video, member), (s) => (s ? { ...s, position } : s));
    return null;
  }
}

const positionHandler: OutboxHandler = {
  // Setting a position is idempotent: a replay sets the same value again.
  send: (e: OutboxEntry) => {
    const p = e.payload as PositionPayload;
    return pb.send(`${API}/history/${p.video}`, { method: 'POST', body: { position: p.position }, requestKey: null });
  },
  applied: () => queryClient.invalidateQueries({ queryKey: ['my_library'] }).then(() => undefined),
};

export const libraryHandlers: Record<string, OutboxHandler> = {
  'library.toggle': toggleHandler,
  'library.playlist-create': createHandler,
  'library.playlist-item': itemHandler,
  'library.position': positionHandler,
};
