// A creator's channel (issue 22): profile, videos paged in SQL, public playlists, follow.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateLibrary } from '../../data/library-outbox';
import { pb } from '../../data/pb';
import { persisted } from '../../data/query-persist';
import type { LibraryItem, Playlist } from '../library/api';

const API = '/api/reelhouse/library';

export interface Channel {
  creator: { id: string; username: string; avatar_url: string; bio: string; follower_count: number; following: boolean };
  page: number;
  perPage: number;
  videos: LibraryItem[];
  playlists: Playlist[];
}
export type ChannelSort = 'newest' | 'views';

/** Persisted under the viewer's id (`following` is theirs), so a channel seen online reopens offline. */
export const channelKey = (member: string | null, ...rest: Array<string | number>) => ['my_library', member ?? '', 'channel', ...rest] as const;

export function useChannel(username: string, sort: ChannelSort, page: number, member: string | null) {
  return useQuery<Channel>({
    queryKey: channelKey(member, username, sort, page),
    queryFn: () => pb.send<Channel>(`${API}/channel/${encodeURIComponent(username)}?sort=${sort}&page=${page}`, { requestKey: null }),
    ...persisted,
  });
}

export function useFollow(username: string) {
  return useMutation({
    mutationFn: (on: boolean) =>
      pb.send<{ following: boolean; follower_count: number }>(`${API}/follows/${encodeURIComponent(username)}`, { method: on ? 'POST' : 'DELETE', requestKey: null }),
    onSuccess: () => invalidateLibrary(),
  });
}

/** The creator's own bio and avatar (their users record; the users rules allow these fields). */
export function useEditChannel(member: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bio, avatar }: { bio: string; avatar?: File | null }) => {
      const data = new FormData();
      data.set('bio', bio);
      if (avatar) data.set('avatar', avatar);
      return pb.collection('users').update(member, data, { requestKey: null });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: channelKey(member) }),
  });
}
