// Every URL of the site is built here (conventions: URL builders in one place).
// `routePatterns` are the router's path patterns; `paths.*()` build concrete links.
import type { AdminTab, CreatorTab } from './dashboard-tabs';
import { searchQueryString } from './search-query';

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

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  /** Home; `category` is the selected grid category (default trending). */
  home: (opts: { category?: string; page?: number } = {}) =>
    withQuery('/', { category: opts.category, page: pageParam(opts.page) }),
  /** Search and browse; blank search text is dropped. */
  videos: (search?: string | null) => {
    const qs = searchQueryString(search);
    return qs ? `/videos?${qs}` : '/videos';
  },
  categories: () => '/categories',
  category: (slug: string, page?: number) => withQuery(`/categories/${seg(slug)}`, { page: pageParam(page) }),
  video: (slug: string) => `/video/${seg(slug)}`,
  /** A tag's videos (issue 41); the slug is the normalised tag. */
  tag: (slug: string, page?: number) => withQuery(`/tag/${seg(slug)}`, { page: pageParam(page) }),
  /** A performer's published videos under their stage name (issue 41 §4). */
  performer: (slug: string, page?: number) => withQuery(`/performer/${seg(slug)}`, { page: pageParam(page) }),
  /** Discreet mode settings (this device only). */
  discreetMode: () => '/discreet-mode',
  blogs: () => '/blogs',
  blog: (slug: string) => `/blog/${seg(slug)}`,
  contact: () => '/contact',
  partners: () => '/partners',
  dmca: () => '/dmca',
  privacy: () => '/privacy',
  terms: () => '/terms',
  ageAssurance: () => '/age-assurance',
  statement2257: () => '/2257',
  /** A depicted person's appeal (the link in the decision's e-mail: internal/moderation appeals.go). */
  appeal: (caseId: string, report: string, token: string) => withQuery(`/appeal/${seg(caseId)}`, { report, token }),
  sitemap: () => '/sitemap',
  login: () => '/login',
  signup: () => '/signup',
  /** `returnTo`: where to go after the password is updated (default /login). */
  resetPassword: (returnTo?: string) => withQuery('/reset-password', { returnTo }),
  /** The verification e-mail's link (pb_hooks/mail.pb.js, internal/authmail). */
  verifyEmail: (token?: string) => withQuery('/verify-email', { token }),
  /** The e-mail change mail's link: the password confirms the new address. */
  confirmEmail: (token?: string) => withQuery('/confirm-email', { token }),
  testSignup: () => '/testsignup',
  /** Two-step sign-in (and where an admin who must turn it on is sent). */
  accountSecurity: () => '/account/security',
  premium: {
    root: () => '/premium',
    login: () => '/premium/login',
    signup: () => '/premium/signup',
    dashboard: () => '/premium/dashboard',
    downloads: () => '/premium/downloads',
    paymentSuccess: (orderId?: string) => withQuery('/premium/payment/success', { order_id: orderId }),
    paymentCancel: () => '/premium/payment/cancel',
    paymentCallback: () => '/premium/payment/callback',
  },
  creator: {
    root: () => '/creator',
    signup: () => '/creator/signup',
    login: () => '/creator/login',
    terms: () => '/creator/terms',
    dashboard: (tab?: CreatorTab) => withQuery('/creator/dashboard', { tab }),
    upload: () => '/creator/upload',
  },
  admin: {
    root: () => '/admin',
    login: () => '/admin/login',
    dashboard: (tab?: AdminTab) => withQuery('/admin/dashboard', { tab }),
    /** The Videos tab with its upload form open (the VideoManager reads `upload=1`). */
    upload: () => withQuery('/admin/dashboard', { tab: 'videos', upload: 1 }),
  },
  /** A member's library (issue 22); `tab` defaults to favourites. */
  library: (tab?: string) => withQuery('/library', { tab: tab === 'favourites' ? undefined : tab }),
  playlist: (slug: string) => `/playlist/${seg(slug)}`,
  channel: (username: string) => `/channel/${seg(username)}`,
  notFound: () => '/404',
} as const;

/** Path patterns for the router (react-router syntax). */
export const routePatterns = {
  home: '/',
  videos: '/videos',
  categories: '/categories',
  category: '/categories/:slug',
  performer: '/performer/:slug',
  video: '/video/:slug',
  tag: '/tag/:slug',
  blogs: '/blogs',
  blog: '/blog/:slug',
  contact: '/contact',
  partners: '/partners',
  dmca: '/dmca',
  privacy: '/privacy',
  terms: '/terms',
  ageAssurance: '/age-assurance',
  statement2257: '/2257',
  appeal: '/appeal/:id',
  sitemap: '/sitemap',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  confirmEmail: '/confirm-email',
  testSignup: '/testsignup',
  accountSecurity: '/account/security',
  premiumRoot: '/premium',
  premiumLogin: '/premium/login',
  premiumSignup: '/premium/signup',
  premiumDashboard: '/premium/dashboard',
  premiumDownloads: '/premium/downloads',
  discreetMode: '/discreet-mode',
  paymentSuccess: '/premium/payment/success',
  paymentCancel: '/premium/payment/cancel',
  paymentCallback: '/premium/payment/callback',
  creatorRoot: '/creator',
  creatorSignup: '/creator/signup',
  creatorLogin: '/creator/login',
  creatorDashboard: '/creator/dashboard',
  creatorUpload: '/creator/upload',
  creatorTerms: '/creator/terms',
  adminRoot: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  library: '/library',
  playlist: '/playlist/:slug',
  channel: '/channel/:username',
  notFound: '/404',
} as const;

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
