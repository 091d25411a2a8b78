// The library's server state (issue 22): TanStack Query hooks over /api/reelhouse/library
// (docs/api-library.md). Every answer is the signed-in member's own; the query client is
// emptied when the member changes (src/data/query-client.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoCard } from '../../data/catalog';
// The SDK loads on first use: the card menu (and with it this file) is in every public
// page's first load, which must not carry the SDK (issue 15 §2).
import { sdk } from '../../data/sdk';

const API = '/api/reelhouse/library';
const send = async <T,>(path: string, method = 'GET', body?: unknown) => (await sdk()).send<T>(`${API}${path}`, { method, body, requestKey: null });

export type ListName = 'favourites' | 'watch-later' | 'history' | 'continue';
export type ToggleList = 'favourites' | 'watch-later';

export interface LibraryItem extends VideoCard {
  added?: string;
  position?: number;
  watched_duration?: number;
  finished?: boolean;
}
export interface ListPage {
  page: number;
  perPage: number;
  items: LibraryItem[];
}
export interface VideoState {
  favourite: boolean;
  watch_later: boolean;
  favourite_count: number;
  position: number;
  finished: boolean;
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

export const libraryKeys = {
  all: ['library'] as const,
  state: (video: string, member: string | null) => ['library', 'state', video, member] as const,
  list: (list: ListName, page: number) => ['library', 'list', list, page] as const,
  playlists: (video?: string) => ['library', 'playlists', video ?? ''] as const,
  playlist: (slug: string) => ['library', 'playlist', slug] as const,
  following: (page: number) => ['library', 'following', page] as const,
  channel: (username: string, sort: string, page: number) => ['library', 'channel', username, sort, page] as const,
};

/** `enabled` false keeps a grid of cards from asking once per card (the card menu asks when opened). */
export function useVideoState(video: string, member: string | null, enabled = true) {
  return useQuery({ queryKey: libraryKeys.state(video, member), queryFn: () => send<VideoState>(`/state/${video}`), enabled });
}

export function useToggle(video: string, member: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ list, on }: { list: ToggleList; on: boolean }) => send<VideoState>(`/lists/${list}/${video}`, on ? 'POST' : 'DELETE'),
    // A state answer already on its way (asked before this write) must not put the old
    // marks back: it is cancelled, and the write's own answer is the state.
    onMutate: () => qc.cancelQueries({ queryKey: libraryKeys.state(video, member) }),
    onSuccess: (state) => {
      qc.setQueryData(libraryKeys.state(video, member), state);
      void qc.invalidateQueries({ queryKey: ['library', 'list'] });
    },
  });
}

export function useLibraryList(list: ListName, page = 1, enabled = true) {
  return useQuery({ queryKey: libraryKeys.list(list, page), queryFn: () => send<ListPage>(`/lists/${list}?page=${page}`), enabled });
}

export function useForgetHistory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (video: string | null) => send<void>(video ? `/history/${video}` : '/history', 'DELETE'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['library', 'list'] }),
  });
}

/** The player's position (resume.ts decides when); `keepalive` lets a save on leaving finish. */
export async function savePosition(video: string, position: number): Promise<unknown> {
  return (await sdk()).send(`${API}/history/${video}`, { method: 'POST', body: { position }, requestKey: null, keepalive: true });
}

export function useMyPlaylists(video?: string, enabled = true) {
  return useQuery({
    queryKey: libraryKeys.playlists(video),
    queryFn: async () => (await send<{ items: Playlist[] }>(`/playlists${video ? `?video=${encodeURIComponent(video)}` : ''}`)).items,
    enabled,
  });
}

export function useCreatePlaylist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; description?: string; visibility?: Playlist['visibility'] }) => send<Playlist>('/playlists', 'POST', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['library', 'playlists'] }),
  });
}

export function useSetInPlaylist(video: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ playlist, on }: { playlist: string; on: boolean }) =>
      on ? send(`/playlists/${playlist}/items`, 'POST', { video }) : send(`/playlists/${playlist}/items/${video}`, 'DELETE'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['library'] }),
  });
}

export type FollowingPage = ListPage;
export function useFollowing(page = 1) {
  return useQuery({ queryKey: libraryKeys.following(page), queryFn: () => send<FollowingPage>(`/following?page=${page}`) });
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
