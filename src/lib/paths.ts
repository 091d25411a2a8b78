// Every URL of the site is built here (conventions: URL builders in one place).
// `routePatterns` are the router's path patterns, from the route table (route-table.ts,
// internal/routes/routes.json: the one place a page's address is written); `paths.*()`
// build concrete links from them.
import type { AdminTab, CreatorTab } from './dashboard-tabs';
import { searchQueryString } from './search-query';
import { fillPattern, routePatterns } from './route-table';

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

const r = routePatterns;

export const paths = {
  /** Home; `category` is the selected grid category (default trending). */
  home: (opts: { category?: string; page?: number } = {}) =>
    withQuery(r.home, { category: opts.category, page: pageParam(opts.page) }),
  /** Search and browse; blank search text is dropped. */
  videos: (search?: string | null) => {
    const qs = searchQueryString(search);
    return qs ? `${r.videos}?${qs}` : r.videos;
  },
  categories: () => r.categories,
  category: (slug: string, page?: number) => withQuery(fillPattern(r.category, { slug }), { page: pageParam(page) }),
  video: (slug: string) => fillPattern(r.video, { slug }),
  /** A tag's videos (issue 41); the slug is the normalised tag. */
  tag: (slug: string, page?: number) => withQuery(fillPattern(r.tag, { slug }), { page: pageParam(page) }),
  /** A performer's published videos under their stage name (issue 41 §4). */
  performer: (slug: string, page?: number) => withQuery(fillPattern(r.performer, { slug }), { page: pageParam(page) }),
  /** Discreet mode settings (this device only). */
  discreetMode: () => r.discreetMode,
  blogs: () => r.blogs,
  blog: (slug: string) => fillPattern(r.blog, { slug }),
  contact: () => r.contact,
  partners: () => r.partners,
  dmca: () => r.dmca,
  privacy: () => r.privacy,
  terms: () => r.terms,
  ageAssurance: () => r.ageAssurance,
  statement2257: () => r.statement2257,
  /** A depicted person's appeal (the link in the decision's e-mail: internal/moderation appeals.go). */
  appeal: (caseId: string, report: string, token: string) => withQuery(fillPattern(r.appeal, { id: caseId }), { report, token }),
  sitemap: () => r.sitemap,
  login: () => r.login,
  signup: () => r.signup,
  /** `returnTo`: where to go after the password is updated (default /login). */
  resetPassword: (returnTo?: string) => withQuery(r.resetPassword, { returnTo }),
  /** The verification e-mail's link (pb_hooks/mail.pb.js, internal/authmail). */
  verifyEmail: (token?: string) => withQuery(r.verifyEmail, { token }),
  /** The e-mail change mail's link: the password confirms the new address. */
  confirmEmail: (token?: string) => withQuery(r.confirmEmail, { token }),
  testSignup: () => r.testSignup,
  /** Two-step sign-in (and where an admin who must turn it on is sent). */
  accountSecurity: () => r.accountSecurity,
  premium: {
    root: () => r.premiumRoot,
    login: () => r.premiumLogin,
    signup: () => r.premiumSignup,
    dashboard: () => r.premiumDashboard,
    downloads: () => r.premiumDownloads,
    paymentSuccess: (orderId?: string) => withQuery(r.paymentSuccess, { order_id: orderId }),
    paymentCancel: () => r.paymentCancel,
    paymentCallback: () => r.paymentCallback,
  },
  creator: {
    root: () => r.creatorRoot,
    signup: () => r.creatorSignup,
    login: () => r.creatorLogin,
    terms: () => r.creatorTerms,
    dashboard: (tab?: CreatorTab) => withQuery(r.creatorDashboard, { tab }),
    upload: () => r.creatorUpload,
  },
  admin: {
    root: () => r.adminRoot,
    login: () => r.adminLogin,
    dashboard: (tab?: AdminTab) => withQuery(r.adminDashboard, { tab }),
    /** The Videos tab with its upload form open (the VideoManager reads `upload=1`). */
    upload: () => withQuery(r.adminDashboard, { tab: 'videos', upload: 1 }),
  },
  /** A member's library (issue 22); `tab` defaults to favourites. */
  library: (tab?: string) => withQuery(r.library, { tab: tab === 'favourites' ? undefined : tab }),
  playlist: (slug: string) => fillPattern(r.playlist, { slug }),
  channel: (username: string) => fillPattern(r.channel, { username }),
  notFound: () => r.notFound,
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
