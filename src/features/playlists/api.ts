// Playlists' server state (issue 22): one playlist by slug, and its owner's edits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateLibrary } from '../../data/library-outbox';
import { pb } from '../../data/pb';
import { persisted } from '../../data/query-persist';
import { useSession } from '../../data/session';
import type { LibraryItem, Playlist } from '../library/api';

const API = '/api/reelhouse/library/playlists';
const send = <T,>(path: string, method = 'GET', body?: unknown) => pb.send<T>(`${API}${path}`, { method, body, requestKey: null });

export interface PlaylistPage {
  playlist: Playlist;
  page: number;
  perPage: number;
  items: LibraryItem[];
}

/**
 * Persisted under the viewer's id (a private playlist is its owner's alone; sign-out purges
 * it, private-data.ts), so a playlist seen online reopens offline, cold start included.
 */
export const playlistKey = (slug: string, member: string | null) => ['my_library', member ?? '', 'playlist', slug] as const;

const useMember = () => useSession((s) => s.user?.id ?? null);

export function usePlaylist(slug: string | null) {
  const member = useMember();
  return useQuery<PlaylistPage>({ queryKey: playlistKey(slug ?? '', member), queryFn: () => send<PlaylistPage>(`/${encodeURIComponent(slug!)}`), ...persisted, enabled: !!slug });
}

export function usePlaylistEdits(slug: string, id: string) {
  const qc = useQueryClient();
  const member = useMember();
  const done = () => invalidateLibrary();
  return {
    move: useMutation({
      mutationFn: ({ video, to }: { video: string; to: number }) => send<void>(`/${id}/move`, 'POST', { video, to }),
      onMutate: ({ video, to }) => {
        // The new order shows at once; the answer (or a refetch on failure) confirms it.
        qc.setQueryData<PlaylistPage>(playlistKey(slug, member), (old) => {
          if (!old) return old;
          const items = [...old.items];
          const from = items.findIndex((i) => i.id === video);
          if (from < 0) return old;
          const [moved] = items.splice(from, 1);
          items.splice(to, 0, moved!);
          return { ...old, items };
        });
      },
      onSettled: done,
    }),
    remove: useMutation({ mutationFn: (video: string) => send<void>(`/${id}/items/${video}`, 'DELETE'), onSuccess: done }),
    update: useMutation({
      mutationFn: (input: Partial<Pick<Playlist, 'title' | 'description' | 'visibility'>>) => send<Playlist>(`/${id}`, 'PATCH', input),
      onSuccess: done,
    }),
    destroy: useMutation({ mutationFn: () => send<void>(`/${id}`, 'DELETE'), onSuccess: done }),
  };
}
