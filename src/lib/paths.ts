// Every URL of the site is built here (conventions: URL builders in one place).
// `routePatterns` are the router's path patterns, from the route table (route-table.ts,
// internal/routes/routes.json: the one place a page's address is written); `paths.*()`
// build concrete links from them.
import type { AdminTab, CreatorTab } from './dashboard-tabs';
import { searchQueryString } from './search-query';
import { fillPattern, routePatterns, type RouteName } from './route-table';

/** Appends the non-empty parameters as a query string (values encoded). */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** Page 1 is the default and stays out of URLs. */
const pageParam = (page?: number) => (page && page > 1 ? page : undefined);

/** The path of route `name` (its parameters filled in). */
const at = (name: RouteName, params?: Record<string, string>) => fillPattern(routePatterns[name], params);

export const paths = {
  /** Home; `category` is the selected grid category (default trending). */
  home: (opts: { category?: string; page?: number } = {}) =>
    withQuery(at('home'), { category: opts.category, page: pageParam(opts.page) }),
  /** Search and browse; blank search text is dropped. */
  videos: (search?: string | null) => {
    const qs = searchQueryString(search);
    return qs ? `${at('videos')}?${qs}` : at('videos');
  },
  categories: () => at('categories'),
  category: (slug: string, page?: number) => withQuery(at('category', { slug }), { page: pageParam(page) }),
  video: (slug: string) => at('video', { slug }),
  /** A tag's videos (issue 41); the slug is the normalised tag. */
  tag: (slug: string, page?: number) => withQuery(at('tag', { slug }), { page: pageParam(page) }),
  /** A performer's published videos under their stage name (issue 41 §4). */
  performer: (slug: string, page?: number) => withQuery(at('performer', { slug }), { page: pageParam(page) }),
  /** Discreet mode settings (this device only). */
  discreetMode: () => at('discreetMode'),
  blogs: () => at('blogs'),
  blog: (slug: string) => at('blog', { slug }),
  contact: () => at('contact'),
  partners: () => at('partners'),
  dmca: () => at('dmca'),
  privacy: () => at('privacy'),
  terms: () => at('terms'),
  ageAssurance: () => at('ageAssurance'),
  statement2257: () => at('statement2257'),
  /** A depicted person's appeal (the link in the decision's e-mail: internal/moderation appeals.go). */
  appeal: (caseId: string, report: string, token: string) => withQuery(at('appeal', { id: caseId }), { report, token }),
  sitemap: () => at('sitemap'),
  login: () => at('login'),
  signup: () => at('signup'),
  /** `returnTo`: where to go after the password is updated (default /login). */
  resetPassword: (returnTo?: string) => withQuery(at('resetPassword'), { returnTo }),
  /** The verification e-mail's link (pb_hooks/mail.pb.js, internal/authmail). */
  verifyEmail: (token?: string) => withQuery(at('verifyEmail'), { token }),
  /** The e-mail change mail's link: the password confirms the new address. */
  confirmEmail: (token?: string) => withQuery(at('confirmEmail'), { token }),
  testSignup: () => at('testSignup'),
  /** Two-step sign-in (and where an admin who must turn it on is sent). */
  accountSecurity: () => at('accountSecurity'),
  premium: {
    root: () => at('premiumRoot'),
    login: () => at('premiumLogin'),
    signup: () => at('premiumSignup'),
    dashboard: () => at('premiumDashboard'),
    downloads: () => at('premiumDownloads'),
    paymentSuccess: (orderId?: string) => withQuery(at('paymentSuccess'), { order_id: orderId }),
    paymentCancel: () => at('paymentCancel'),
    paymentCallback: () => at('paymentCallback'),
  },
  creator: {
    root: () => at('creatorRoot'),
    signup: () => at('creatorSignup'),
    login: () => at('creatorLogin'),
    terms: () => at('creatorTerms'),
    dashboard: (tab?: CreatorTab) => withQuery(at('creatorDashboard'), { tab }),
    upload: () => at('creatorUpload'),
  },
  admin: {
    root: () => at('adminRoot'),
    login: () => at('adminLogin'),
    dashboard: (tab?: AdminTab) => withQuery(at('adminDashboard'), { tab }),
    /** The Videos tab with its upload form open (the VideoManager reads `upload=1`). */
    upload: () => withQuery(at('adminDashboard'), { tab: 'videos', upload: 1 }),
  },
  /** A member's library (issue 22); `tab` defaults to favourites. */
  library: (tab?: string) => withQuery(at('library'), { tab: tab === 'favourites' ? undefined : tab }),
  playlist: (slug: string) => at('playlist', { slug }),
  channel: (username: string) => at('channel', { username }),
  notFound: () => at('notFound'),
} as const;

export { routePatterns };

/** Router state carried to /signup (and login pages) to show a notice. */
export interface NoticeState {
  message: string;
}

/** Router state of the watch page: the path the visitor came from. */
export interface WatchState {
  from: string;
}

/** Router state a dashboard may be opened with (management spec §2). */
export interface DashboardState {
  activeTab?: string;
}

/** Router state a guard leaves on the login page it redirects to. */
export interface LoginRedirectState {
  from: string;
}
