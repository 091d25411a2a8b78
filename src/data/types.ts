// The app's names for the collections' records. The fields come from the schema itself
// (collections.generated.ts, written by scripts/typegen.mjs and checked by `npm test`), so
// a migration that changes a collection changes these types; what is added here is only
// the joins (`expand`) and the names of select values. Relation fields hold record ids.
// Server-only collections (video_views, views_monthly, payment_events, secrets) are
// named in `Collections` but never read by the client.

import type * as G from './collections.generated';

export const Collections = {
  Users: 'users',
  Categories: 'categories',
  FeaturedCategories: 'featured_categories',
  PremiumCategories: 'premium_categories',
  PremiumVideos: 'premium_videos',
  Videos: 'videos',
  VideoSources: 'video_sources',
  VideoCategories: 'video_categories',
  VideoStats: 'video_stats',
  VideoViews: 'video_views',
  ViewsMonthly: 'views_monthly',
  VideoRatings: 'video_ratings',
  Comments: 'comments',
  CommentLikes: 'comment_likes',
  Notifications: 'notifications',
  CreatorRequests: 'creator_requests',
  CreatorRequestHistory: 'creator_request_history',
  Payments: 'payments',
  PaymentEvents: 'payment_events',
  Blogs: 'blogs',
  Partners: 'partners',
  Assets: 'assets',
  AssetAssignments: 'asset_assignments',
  BotUsers: 'bot_users',
  Settings: 'settings',
} as const;
export type CollectionName = (typeof Collections)[keyof typeof Collections];

/** ISO-like datetime string as PocketBase returns it ("2026-01-02 03:04:05.678Z"); '' when empty. */
export type DateString = string;
/** A record id (15 chars, [a-z0-9]). */
export type RecordId = string;

export interface BaseRecord {
  id: RecordId;
  collectionId: string;
  collectionName: string;
  created: DateString;
  updated: DateString;
}

type Expand<T> = { expand?: Partial<T> };

export type Role = G.UsersRecord['roles'][number];

// The records, as the schema has them (scripts/typegen.mjs), with their joins.
export type User = G.UsersRecord;
export type Category = G.CategoriesRecord;
export type FeaturedCategory = G.FeaturedCategoriesRecord & Expand<{ category: Category }>;
export type PremiumCategory = G.PremiumCategoriesRecord;
export type PremiumVideo = G.PremiumVideosRecord & Expand<{ video: Video; categories: PremiumCategory[] }>;
export type Video = G.VideosRecord & Expand<{ creator: User; categories: Category[] }>;

export type PlayerSource = 'local' | 'doodstream' | 'vidguard' | 'streamtape';

export type VideoSource = G.VideoSourcesRecord;
export type VideoCategory = G.VideoCategoriesRecord;
export type VideoStats = G.VideoStatsRecord;
export type RatingType = Exclude<G.VideoRatingsRecord['rating_type'], ''>;
export type VideoRating = G.VideoRatingsRecord;
export type Comment = G.CommentsRecord & Expand<{ user: User }>;
export type CommentLike = G.CommentLikesRecord;
export type Notification = G.NotificationsRecord;
export type CreatorRequestStatus = Exclude<G.CreatorRequestsRecord['status'], ''>;
export type CreatorRequest = G.CreatorRequestsRecord & Expand<{ user: User; reviewed_by: User }>;
export type CreatorRequestHistory = G.CreatorRequestHistoryRecord;
export type PaymentMethod = Exclude<G.PaymentsRecord['method'], ''>;
export type PaymentStatus = Exclude<G.PaymentsRecord['status'], ''>;
export type PremiumPlan = Exclude<G.PaymentsRecord['plan'], ''>;
export type Payment = G.PaymentsRecord;
export type Blog = G.BlogsRecord & Expand<{ author: User }>;
export type Partner = G.PartnersRecord;
export type Asset = G.AssetsRecord;
export type AssignmentType = Exclude<G.AssetAssignmentsRecord['assignment_type'], ''>;
export type AssetAssignment = G.AssetAssignmentsRecord & Expand<{ asset: Asset; category: Category }>;
export type BotUser = G.BotUsersRecord & Expand<{ user: User }>;

export type SettingKey = 'cdn_preferences' | 'ad_preferences' | 'site';

export type Setting<V = unknown> = Omit<G.SettingsRecord, 'key' | 'value'> & { key: SettingKey | (string & {}); value: V };

export interface CdnPreferences {
  /** The self-hosted file (migration 1763769601 stores it; older rows lack it). */
  use_local?: boolean;
  use_doodstream: boolean;
  use_vidguard: boolean;
  use_streamtape: boolean;
  player_order: Array<'local' | 'doodstream' | 'vidguard' | 'streamtape'>;
}

/** The record type of each collection the client reads. */
export interface CollectionRecords {
  users: User;
  categories: Category;
  featured_categories: FeaturedCategory;
  premium_categories: PremiumCategory;
  premium_videos: PremiumVideo;
  videos: Video;
  video_sources: VideoSource;
  video_categories: VideoCategory;
  video_stats: VideoStats;
  video_ratings: VideoRating;
  comments: Comment;
  comment_likes: CommentLike;
  notifications: Notification;
  creator_requests: CreatorRequest;
  creator_request_history: CreatorRequestHistory;
  payments: Payment;
  blogs: Blog;
  partners: Partner;
  assets: Asset;
  asset_assignments: AssetAssignment;
  bot_users: BotUser;
  settings: Setting;
}

/** GET /api/reelhouse/me: the signed-in member and the roles the server grants. */
export interface Me {
  id: RecordId;
  email: string;
  username: string;
  roles: string[];
  is_premium: boolean;
  is_admin: boolean;
  is_creator: boolean;
  /** Two-step sign-in is on (internal/twofactor). */
  two_factor?: boolean;
  /** An admin who must turn on two-step sign-in before the admin role counts again. */
  two_factor_required?: boolean;
}
