// A member's blocks (issue 41 §6): the server hides the blocked members' comments and
// replies from the blocker (internal/engagement comments_page.go) and refuses their replies
// to the blocker's comments. The list is private (the blocks collection's rules): read and
// written through the record API, not persisted (a fresh read when the settings open).
import { useMutation, useQuery } from '@tanstack/react-query';
import { keys } from '../../data/keys';
import { pb } from '../../data/pb';
import { queryClient } from '../../data/query-client';
import type { CachedList } from '../../data/list-page';
import type { CommentItem } from '../../data/engagement';

export interface Block {
  id: string;
  blocked: string;
  blocked_username: string;
  created: string;
}

export const blocksKey = (me: string | null) => ['blocks', me ?? ''] as const;

export function useBlocks(me: string | null) {
  return useQuery<Block[]>({
    queryKey: blocksKey(me),
    queryFn: async () => (await pb.collection('blocks').getList<Block>(1, 200, { sort: '-created', requestKey: null })).items,
    enabled: !!me,
  });
}

/** After a block or an unblock: the blocker's comment lists and blocks are read again. */
const rereadOf = (me: string) => [keys.viewerComments(me), blocksKey(me)];

/**
 * Blocks a member: their comments leave every cached list of the blocker at once; the next
 * reads come from the server. The button says a failure itself (the mutation's error).
 */
export function useBlockMember(me: string) {
  return useMutation({
    mutationFn: async (member: string) => {
      await pb.collection('blocks').create({ blocker: me, blocked: member }, { requestKey: null });
      queryClient.setQueriesData<CachedList<CommentItem>>({ queryKey: keys.viewerComments(me) }, (list) =>
        list ? { ...list, items: list.items.filter((c) => c.user !== member), totalItems: Math.max(0, list.totalItems - list.items.filter((c) => c.user === member).length) } : list,
      );
    },
    meta: { invalidates: rereadOf(me) },
  });
}

export function useUnblock(me: string) {
  return useMutation({
    mutationFn: (block: Block) => pb.collection('blocks').delete(block.id, { requestKey: null }),
    meta: { invalidates: rereadOf(me) },
  });
}
