// Statistics panel calls: GET /api/reelhouse/stats/monthly-views?scope= (pb_hooks/stats-routes.pb.js)
// and GET /api/reelhouse/videos/recent (internal/catalog). `own` is the caller's videos.
import { pb } from '../../data/pb';

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
