// Query keys of the public side's server state. The first element names the IndexedDB
// collection its persisted answer lands in (query-persist.ts); member-private answers put
// the member's id ('anon' for a visitor, '' for nobody) second, so a sign-out can purge
// them by prefix (private-data.ts MEMBER_RECORD_COLLECTIONS).
import { authUserId } from './auth-token';
import { langKey } from './content-lang';

export const keys = {
  /** One page of a card list (`videoSourceKey`). */
  list: (source: string, page: number) => ['list', source, page] as const,
  lists: () => ['list'] as const,
  /** A watch payload may carry premium sources: per member; its category names per language. */
  watch: (slug: string, userId: string | null | undefined = authUserId()) => ['watch', userId ?? 'anon', slug, ...langKey()] as const,
  similar: (slug: string) => ['similar', slug] as const,
  small: (name: string) => ['lists', name] as const,
  /** A small list that carries category names: per language (content-lang.ts). */
  named: (name: string) => ['lists', name, ...langKey()] as const,
  setting: (name: string) => ['settings', name] as const,
  myRating: (userId: string, videoId: string) => ['my_rating', userId, videoId] as const,
  /** liked_by_me depends on who asks: per viewer. */
  comments: (videoId: string, viewerId: string | null) => ['comments', viewerId ?? '', videoId] as const,
  /** One page of a comment's replies (issue 41 §3): per viewer too (liked_by_me, blocks). */
  replies: (commentId: string, viewerId: string | null, page: number) => ['comments', viewerId ?? '', 'replies', commentId, page] as const,
  /** Every cached comment answer of a viewer (lists and replies). */
  viewerComments: (viewerId: string | null) => ['comments', viewerId ?? ''] as const,
  premium: (userId: string | null, q: string, category: string, page: number) => ['premium', userId ?? 'anon', q, category, page] as const,
  premiumCategories: () => ['lists', 'premium_categories'] as const,
  blogs: (q: string, page: number) => ['blog', 'list', q, page, ...langKey()] as const,
  blog: (slug: string) => ['blog', 'post', slug, ...langKey()] as const,
  partners: () => ['lists', 'partners'] as const,
  /**
   * The admin and creator dashboards' answers (figures, statistics, the video manager's
   * pages): the signed-in member's own, persisted so a dashboard reopened offline shows
   * what it last loaded (issue 29 §2), purged at sign-out.
   */
  manage: (userId: string | null | undefined, ...rest: Array<string | number>) => ['manage', userId ?? '', ...rest] as const,
};
