// The premium dashboard's server state: the member's page of premium videos (persisted
// under their id, purged at sign-out: src/data/private-data.ts) and the category chips.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authUserId } from '../../data/auth-token';
import { prefetchWatchOf, type VideoCard } from '../../data/catalog';
import { errorStatus } from '../../data/errors';
import { keys } from '../../data/keys';
import { fetchPremiumCategories, fetchPremiumVideos, type Paged } from '../../data/payments';
import { persisted } from '../../data/query-persist';
import { toQueryState, type QueryState } from '../../data/query-state';
import { refreshSession } from '../../data/session';
import type { PremiumCategory } from '../../data/types';

export function usePremiumVideos(page: number, q: string, category: string): QueryState<Paged<VideoCard>> & { denied: boolean } {
  const list = useQuery<Paged<VideoCard>>({
    queryKey: keys.premium(authUserId() ?? null, q, category, page),
    queryFn: () =>
      fetchPremiumVideos(page, q, category).catch((err: unknown) => {
        const s = errorStatus(err);
        // premium lapsed since the session was read: let the guard show the upgrade panel
        if (s === 401 || s === 403) void refreshSession();
        throw err;
      }),
    ...persisted,
  });
  const items = list.data?.items;
  useEffect(() => {
    if (items?.length) prefetchWatchOf(items.map((v) => v.slug)); // these cards open offline too (idle, bounded)
  }, [items]);
  const s = list.status === 'error' ? errorStatus(list.error) : 0;
  return { ...toQueryState(list), denied: s === 401 || s === 403 };
}

export function usePremiumCategories(): Array<Pick<PremiumCategory, 'id' | 'name' | 'slug'>> {
  return useQuery({ queryKey: keys.premiumCategories(), queryFn: fetchPremiumCategories, ...persisted }).data ?? [];
}
