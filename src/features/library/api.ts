// The library's server state (issue 22): TanStack Query hooks over /api/reelhouse/library
// (docs/api-library.md). Every answer is the signed-in member's own; the query client is
// emptied when the member changes (src/data/query-client.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoCard } from '../../data/catalog';
// The SDK loads on first use: the card menu (and with it this file) is in every public
// page's first load, which must not carry the SDK (issue 15 §2).
import { sdk } from '../../data/sdk';
import { createPlaylistWith, invalidateLibrary, libraryKeys, setInPlaylist, toggleLibrary, type ToggleList, type VideoState } from '../../data/library-outbox';
import { cachedPlaylists, type CachedPlaylist } from '../../data/cached-playlists';
import { pendingLibrary } from '../../data/pending-library';
import { persisted } from '../../data/query-persist';
import { useSession } from '../../data/session';
import { listPageQuery } from './list-cursor';

export { libraryKeys, type ToggleList, type VideoState };

const API = '/api/reelhouse/library';
const send = async <T,>(path: string, method = 'GET', body?: unknown) => (await sdk()).send<T>(`${API}${path}`, { method, body, requestKey: null });

export type ListName = 'favourites' | 'watch-later' | 'history' | 'continue';

export interface LibraryItem extends VideoCard {
  added?: string;
  position?: number;
  watched_duration?: number;
  finished?: boolean;
  /** Moderation took the video off the site: a stub with only its id (issue 36). */
  unavailable?: boolean;
}
export interface ListPage {
  page: number;
  perPage: number;
  items: LibraryItem[];
  /** The cursor of the page after this one (lists only; absent on the last page). */
  next?: string;
}
export interface Playlist {
  id: string;
  owner: string;
  owner_username: string;
  title: string;
  description: string;
  visibility: 'private' | 'unlisted' | 'public';
  slug: string;
  item_count: number;
  updated: string;
  has_video?: boolean;
}

/** `enabled` false keeps a grid of cards from asking once per card (the card menu asks when opened). */
export function useVideoState(video: string, member: string | null, enabled = true) {
  return useQuery({ queryKey: libraryKeys.state(video, member), queryFn: () => send<VideoState>(`/state/${video}`), ...persisted, enabled });
}

/** Favourite / watch later: through the outbox (offline too), shown at once. */
export function useToggle(video: string, member: string | null, card?: VideoCard) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ list, on }: { list: ToggleList; on: boolean }) => toggleLibrary(video, member ?? '', list, on, card),
    onSettled: () => qc.invalidateQueries({ queryKey: pendingKey(member) }),
  });
}

/** Under 'my_library' so invalidateLibrary (an outbox entry applied) reads the outbox again; never persisted. */
const pendingKey = (member: string | null, list?: ToggleList) => ['my_library', member ?? '', 'device-pending', ...(list ? [list] : [])] as const;

/** The member's favourite / watch-later changes still in the outbox (shown in /library as waiting). */
export function usePendingList(list: ListName) {
  const member = useMember();
  const toggleList = list === 'favourites' || list === 'watch-later' ? list : null;
  return useQuery({
    queryKey: pendingKey(member, toggleList ?? undefined),
    queryFn: () => pendingLibrary(member!, toggleList!),
    networkMode: 'always',
    staleTime: 0,
    enabled: !!member && !!toggleList,
  });
}

const useMember = () => useSession((s) => s.user?.id ?? null);

export function useLibraryList(list: ListName, page = 1, enabled = true) {
  const member = useMember();
  const qc = useQueryClient();
  return useQuery<ListPage>({
    queryKey: libraryKeys.list(member, list, page),
    // The page before this one, when known, says where this one starts (a keyset: deep
    // pages cost what the first does); otherwise the page number.
    queryFn: () => send<ListPage>(`/lists/${list}?${listPageQuery(page, qc.getQueryData<ListPage>(libraryKeys.list(member, list, page - 1)))}`),
    ...persisted,
    enabled: enabled && !!member,
  });
}


export function useForgetHistory() {
  return useMutation({
    mutationFn: (video: string | null) => send<void>(video ? `/history/${video}` : '/history', 'DELETE'),
    onSuccess: () => invalidateLibrary(),
  });
}

/** The player's position (resume.ts decides when); kept in the outbox when offline. */
export { savePosition } from '../../data/library-outbox';

export function useMyPlaylists(video?: string, enabled = true) {
  const member = useMember();
  return useQuery<Playlist[]>({
    queryKey: libraryKeys.playlists(member, video),
    ...persisted,
    queryFn: async () => (await send<{ items: Playlist[] }>(`/playlists${video ? `?video=${encodeURIComponent(video)}` : ''}`)).items,
    enabled: enabled && !!member,
  });
}

/**
 * "Save to…"'s new playlist with the video in it: through the outbox (offline too), the
 * create and the add sent in order, each once.
 */
export function useCreatePlaylistWith(video: string) {
  const member = useMember();
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ title }: { title: string }) => createPlaylistWith(title, video, member ?? ''),
    onSuccess: () => qc.invalidateQueries({ queryKey: cachedPlaylistsKey(member, video) }),
  });
}

/** Under 'my_library' so invalidateLibrary refreshes it; never persisted. */
const cachedPlaylistsKey = (member: string | null, video: string) => ['my_library', member ?? '', 'device-playlists', video] as const;

/**
 * The member's playlists from the device (cached-playlists.ts), for when this video's own
 * answer is neither fetched nor stored (offline): never sent, never persisted.
 */
export function useCachedPlaylists(video: string, enabled: boolean) {
  const member = useMember();
  return useQuery({
    queryKey: cachedPlaylistsKey(member, video),
    queryFn: () => cachedPlaylists(member!, video),
    networkMode: 'always',
    staleTime: 0,
    enabled: enabled && !!member,
  });
}

/**
 * A tick on the device's list: shown at once (a checkbox that springs back until the outbox
 * is read again would look refused), then the list is read from the outbox again.
 */
export function useTickCachedPlaylist(video: string) {
  const member = useMember();
  const qc = useQueryClient();
  return {
    show: (playlist: string, on: boolean) =>
      qc.setQueryData<CachedPlaylist[]>(cachedPlaylistsKey(member, video), (rows) =>
        rows?.map((r) => (r.id !== playlist || !!r.has_video === on ? r : { ...r, has_video: on, item_count: Math.max(0, r.item_count + (on ? 1 : -1)), waiting: true })),
      ),
    refresh: () => qc.invalidateQueries({ queryKey: cachedPlaylistsKey(member, video) }),
  };
}

/** Puts the video in a playlist or takes it out: through the outbox (offline too). */
export function useSetInPlaylist(video: string) {
  const member = useMember();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ playlist, on }: { playlist: string; on: boolean }) => setInPlaylist(playlist, video, member ?? '', on),
  });
}

export type FollowingPage = ListPage;
export function useFollowing(page = 1) {
  const member = useMember();
  return useQuery<FollowingPage>({ queryKey: libraryKeys.following(member, page), queryFn: () => send<FollowingPage>(`/following?page=${page}`), ...persisted, enabled: !!member });
}

/** The member's "pause history" switch (users.pause_history; the server stores no positions while set). */
export function useHistoryPaused(member: string | null) {
  return useQuery({
    queryKey: ['library', 'paused', member],
    queryFn: async () => !!(await (await sdk()).collection('users').getOne<{ pause_history?: boolean }>(member!, { fields: 'pause_history', requestKey: null })).pause_history,
    enabled: !!member,
  });
}

export function useSetHistoryPaused(member: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (paused: boolean) => (await sdk()).collection('users').update(member!, { pause_history: paused }, { requestKey: null }),
    onSuccess: (_r, paused) => qc.setQueryData(['library', 'paused', member], paused),
  });
}
