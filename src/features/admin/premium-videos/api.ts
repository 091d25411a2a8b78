// Premium content for the admin tabs: the premium list route (12 a page, search, premium
// category filter) and the premium_videos rows (admin rules). A video is premium while its
// premium_videos row exists; removing the row makes it free (the flag follows on the server).
import { pb } from '../../../data/pb';
import { useLoaded } from '../../../data/use-loaded';
import { Collections, type PremiumVideo } from '../../../data/types';
import { tr } from '../../../i18n';

export interface PremiumCard {
  id: string;
  slug: string;
  title: string;
  author: string;
  thumbnail_url: string;
  created: string;
}

export interface PremiumPage {
  items: PremiumCard[];
  page: number;
  totalItems: number;
  totalPages: number;
}

export const PREMIUM_PAGE_SIZE = 12;

export function listPremiumVideos(page: number, q = '', category = ''): Promise<PremiumPage> {
  const params = new URLSearchParams({ page: String(page), perPage: String(PREMIUM_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  return pb.send(`/api/reelhouse/premium/videos?${params}`, { method: 'GET', requestKey: null });
}

export function premiumRowOf(videoId: string): Promise<PremiumVideo> {
  return pb.collection(Collections.PremiumVideos).getFirstListItem<PremiumVideo>(pb.filter('video = {:v}', { v: videoId }), { requestKey: null });
}

export async function removeFromPremium(videoId: string): Promise<void> {
  const row = await premiumRowOf(videoId);
  await pb.collection(Collections.PremiumVideos).delete(row.id, { requestKey: null });
}

/** Adds or removes a premium category on a premium video (relation modifiers: no lost updates). */
export async function setPremiumCategory(videoId: string, categoryId: string, member: boolean): Promise<void> {
  const row = await premiumRowOf(videoId);
  await pb.collection(Collections.PremiumVideos).update(row.id, { [member ? 'categories+' : 'categories-']: categoryId }, { requestKey: null });
}

/** One page of premium videos (optionally of a premium category, or matching `q`) as a query. */
export function usePremiumPage(page: number, q: string, category: string, scope: string, enabled = true) {
  const error = () => (q ? tr('admin', 'engagement.search_failed') : tr('admin', 'videos.load_failed'));
  return useLoaded(['admin', 'premium-videos', page, q, category], () => listPremiumVideos(page, q, category), { scope, error, enabled });
}
