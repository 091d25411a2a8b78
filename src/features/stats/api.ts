// Statistics panel calls: GET /api/reelhouse/stats/monthly-views?scope= (pb_hooks/stats-routes.pb.js)
// and GET /api/reelhouse/videos/recent (internal/catalog). `own` is the caller's videos.
// Query hooks over them: persisted per member, so the panel reopened offline shows what
// it last loaded (issue 29 §2). Failures are logged (spec §8).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keys } from '../../data/keys';
import { pb } from '../../data/pb';
import { persisted } from '../../data/query-persist';
import { toQueryState, type QueryState } from '../../data/query-state';
import { useSession } from '../../data/session';

export type StatsScope = 'site' | 'own';

export interface MonthViews {
  month: string;
  label: string;
  views: number;
}

export function monthlyViews(scope: StatsScope): Promise<MonthViews[]> {
  return pb.send<MonthViews[]>(`/api/reelhouse/stats/monthly-views?scope=${scope}`, { method: 'GET', requestKey: null });
}

export interface RecentVideo {
  id: string;
  slug: string;
  title: string;
  author: string;
  thumbnail_url: string;
  created: string;
  stats: { views: number };
}

export interface RecentPage {
  items: RecentVideo[];
  page: number;
  totalPages: number;
  totalItems: number;
}

/** Statistics panel page size (management spec §9). */
export const RECENT_PAGE_SIZE = 20;

export function recentVideos(scope: StatsScope, page: number, me: string): Promise<RecentPage> {
  // An admin's own scope names them; a creator's own videos are all the server returns anyway.
  const creator = scope === 'own' ? `&creator=${encodeURIComponent(me)}` : '';
  return pb.send<RecentPage>(`/api/reelhouse/videos/recent?page=${page}&perPage=${RECENT_PAGE_SIZE}${creator}`, {
    method: 'GET',
    requestKey: null,
  });
}

/** Logs a failed load (spec §8: a failure is logged, the panel stays usable) and passes it on. */
function logged<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      console.error(`Failed to load ${what}`, err);
      throw err;
    });
}

export function useMonthlyViews(scope: StatsScope): QueryState<MonthViews[]> {
  const me = useSession((s) => s.user?.id ?? '');
  return toQueryState(useQuery({ queryKey: keys.manage(me, 'monthly-views', scope), queryFn: logged('monthly views', () => monthlyViews(scope)), ...persisted }));
}

export function useRecentVideos(scope: StatsScope, page: number): QueryState<RecentPage> {
  const me = useSession((s) => s.user?.id ?? '');
  return toQueryState(
    useQuery({
      queryKey: keys.manage(me, 'recent-videos', scope, page),
      queryFn: logged('recent videos', () => recentVideos(scope, page, me)),
      placeholderData: keepPreviousData,
      ...persisted,
    }),
  );
}
