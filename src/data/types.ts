// Hand-written record types of the collections in docs/data-model.md. Relation fields
// hold record ids; `expand` carries joined records when a request asks for them.
// Server-only collections (video_views, views_monthly, payment_events, secrets) are
// named in `Collections` but never read by the client.

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

export type Role = 'admin' | 'creator' | 'premium';

export interface User extends BaseRecord {
  email: string;
  emailVisibility: boolean;
  verified: boolean;
  username: string;
  roles: Role[];
  premium_until: DateString;
}

export interface Category extends BaseRecord {
  slug: string;
  name: string;
  description: string;
  meta_title: string;
  meta_description: string;
  /** trending and newest: virtual lists, not editable or deletable. */
  protected: boolean;
  video_count: number;
}

export interface FeaturedCategory extends BaseRecord, Expand<{ category: Category }> {
  category: RecordId;
  display_order: number;
}

export interface PremiumCategory extends BaseRecord {
  name: string;
  slug: string;
  meta_title: string;
  meta_description: string;
}

export interface PremiumVideo extends BaseRecord, Expand<{ video: Video; categories: PremiumCategory[] }> {
  video: RecordId;
  categories: RecordId[];
}

export interface Video extends BaseRecord, Expand<{ creator: User; categories: Category[] }> {
  title: string;
  slug: string;
  description: string;
  author: string;
  /** Seconds. */
  duration: number;
  license: string;
  /** File name of the uploaded thumbnail ('' when thumbnail_url is used). */
  thumbnail: string;
  thumbnail_url: string;
  creator: RecordId;
  categories: RecordId[];
  is_premium: boolean;
}

export type PlayerSource = 'local' | 'doodstream' | 'vidguard' | 'streamtape';

export interface VideoSource extends BaseRecord {
  video: RecordId;
  /** Protected file: played through the stream route. */
  file: string;
  doodstream_url: string;
  vidguard_url: string;
  streamtape_url: string;
}

export interface VideoCategory extends BaseRecord {
  video: RecordId;
  category: RecordId;
  video_created: DateString;
}

export interface VideoStats extends BaseRecord {
  video: RecordId;
  views: number;
  likes: number;
  dislikes: number;
  rating: number;
  total_ratings: number;
  comments: number;
  trending_score: number;
  video_created: DateString;
}

export type RatingType = 'like' | 'dislike';

export interface VideoRating extends BaseRecord {
  video: RecordId;
  user: RecordId;
  rating_type: RatingType;
}

export interface Comment extends BaseRecord, Expand<{ user: User }> {
  video: RecordId;
  user: RecordId;
  /** Copied from the user by a hook. */
  username: string;
  content: string;
  like_count: number;
}

export interface CommentLike extends BaseRecord {
  comment: RecordId;
  user: RecordId;
}

export interface Notification extends BaseRecord {
  recipient: RecordId;
  subject: string;
  content: string;
  sender: RecordId;
  sender_email: string;
  /** '' while unread. */
  read_at: DateString;
}

export type CreatorRequestStatus = 'pending' | 'approved' | 'rejected' | 'revoked';

export interface CreatorRequest extends BaseRecord, Expand<{ user: User; reviewed_by: User }> {
  user: RecordId;
  status: CreatorRequestStatus;
  id_document: string;
  id_selfie: string;
  notes: string;
  reviewed_at: DateString;
  reviewed_by: RecordId;
}

export interface CreatorRequestHistory extends BaseRecord {
  user: RecordId;
  request: RecordId;
  action: string;
  notes: string;
  actor: RecordId;
}

export type PaymentMethod = 'sepa' | 'crypto';
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';
export type PremiumPlan = 'monthly' | 'yearly';

export interface Payment extends BaseRecord {
  user: RecordId;
  plan: PremiumPlan;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** PREMIUM-{6 digits}{4 uppercase}. */
  reference: string;
  txn_id: string;
  completed_at: DateString;
}

export interface Blog extends BaseRecord, Expand<{ author: User }> {
  title: string;
  slug: string;
  content: string;
  /** Sanitised on save by the server. */
  content_html: string;
  featured_image: string;
  meta_title: string;
  meta_description: string;
  published: boolean;
  published_at: DateString;
  author: RecordId;
}

export interface Partner extends BaseRecord {
  name: string;
  url: string;
  description: string;
  banner: string;
  banner_url: string;
  display_in_header: boolean;
  display_in_footer: boolean;
  display_order: number;
}

export interface Asset extends BaseRecord {
  file: string;
  name: string;
  folder: string;
  mime_type: string;
  size: number;
}

export type AssignmentType = 'logo' | 'favicon' | 'category' | 'home_banner';

export interface AssetAssignment extends BaseRecord, Expand<{ asset: Asset; category: Category }> {
  asset: RecordId;
  assignment_type: AssignmentType;
  /** '' means global. */
  category: RecordId;
}

export interface BotUser extends BaseRecord, Expand<{ user: User }> {
  user: RecordId;
}

export type SettingKey = 'cdn_preferences' | 'ad_preferences' | 'site';

export interface Setting<V = unknown> extends BaseRecord {
  key: SettingKey | (string & {});
  value: V;
  public: boolean;
}

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
}
