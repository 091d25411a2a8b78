// The card of a video as every list answers it (and the offline search finds it): its own
// module so the catalog queries and the offline search share it without importing each other.
import type { ListAnswer } from './list-page';

export interface VideoStatsSummary {
  views: number;
  likes: number;
  dislikes: number;
  rating: number;
  total_ratings: number;
  comments?: number;
}

export interface VideoCard {
  id: string;
  slug: string;
  title: string;
  author: string;
  duration: number;
  thumbnail_url: string;
  created: string;
  is_premium: boolean;
  is_fallback?: boolean;
  stats: VideoStatsSummary;
}

export type VideoListAnswer = ListAnswer<VideoCard> & { is_fallback?: boolean };
