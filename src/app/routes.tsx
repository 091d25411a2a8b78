// The router over the route table (public-site spec §2, management spec §2): every path
// comes from internal/routes/routes.json (lib/route-table.ts); src/app/route-table.test.ts
// checks that the router serves each route of the table and no other. Every page is
// lazy-loaded so each area is its own chunk; guarded pages load only once allowed,
// so admin and creator code never reaches other visitors.
import { isValidElement, Suspense, type ComponentType } from 'react';
import { Navigate, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireCreator, RequirePremium } from './guards';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { paths, routePatterns as r } from '../lib/paths';
import { routeTable, type RouteName } from '../lib/route-table';
import { RouteErrorBoundary } from './route-error';
import { Spinner } from '../ui/status-panel';
import { lazyWithRetry } from '../ui/lazy-retry';

/**
 * A lazy page (a named export) with `preload()`: once loaded, the page renders directly,
 * not through a suspended lazy (main.tsx preloads the first page before the first render,
 * so it does not wait behind a Suspense retry, ~0.5-1 s at 4x CPU; issue 15 §3). Code that
 * cannot load (offline) says so in the page's place, under the header, and loads again
 * when the connection is back (ui/lazy-retry.tsx, issue 39 §1).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyWithRetry(() => load().then((m) => ({ default: m[name] })), 'page');
}

/** Loads the code of the page at `pathname` and of its lazy layout (its own page only, not a guarded one). */
export function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = isValidElement(route.element) ? (route.element.type as { preload?: () => Promise<void> }) : null;
    return type?.preload?.() ?? Promise.resolve();
  });
  return Promise.all(loads).then(() => undefined);
}

// The dashboards' chrome (and its offline bar) is needed only by the lazy dashboard pages.
const DashboardLayout = page(() => import('./layouts/dashboard-layout'), 'DashboardLayout');
const HomePage = page(() => import('../features/catalog/home-page'), 'HomePage');
const CategoriesPage = page(() => import('../features/catalog/categories-page'), 'CategoriesPage');
const CategoryPage = page(() => import('../features/catalog/category-page'), 'CategoryPage');
const TagPage = page(() => import('../features/tags/tag-page'), 'TagPage');
const PerformerPage = page(() => import('../features/performers/performer-page'), 'PerformerPage');
const VideosPage = page(() => import('../features/search/videos-page'), 'VideosPage');
const WatchPage = page(() => import('../features/watch/watch-page'), 'WatchPage');
const BlogListPage = page(() => import('../features/blog/blog-list-page'), 'BlogListPage');
const BlogPostPage = page(() => import('../features/blog/blog-post-page'), 'BlogPostPage');
const PartnersPage = page(() => import('../features/partners/partners-page'), 'PartnersPage');
const ContactPage = page(() => import('../features/legal/contact-page'), 'ContactPage');
const DmcaPage = page(() => import('../features/legal/dmca-page'), 'DmcaPage');
const PrivacyPage = page(() => import('../features/legal/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('../features/legal/terms-page'), 'TermsPage');
const AgeAssurancePage = page(() => import('../features/legal/age-assurance-page'), 'AgeAssurancePage');
const Statement2257Page = page(() => import('../features/legal/statement-2257-page'), 'Statement2257Page');
const DepictedAppealPage = page(() => import('../features/moderation/depicted-appeal-page'), 'DepictedAppealPage');
const SitemapPage = page(() => import('../features/legal/sitemap-page'), 'SitemapPage');
const LoginPage = page(() => import('../features/account/login-page'), 'LoginPage');
const SignupPage = page(() => import('../features/account/signup-page'), 'SignupPage');
const ResetPasswordPage = page(() => import('../features/account/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('../features/account/verify-email-page'), 'VerifyEmailPage');
const ConfirmEmailPage = page(() => import('../features/account/confirm-email-page'), 'ConfirmEmailPage');
const TestSignupPage = page(() => import('../features/account/test-signup-page'), 'TestSignupPage');
const AccountSecurityPage = page(() => import('../features/account/account-security-page'), 'AccountSecurityPage');
const PremiumLoginPage = page(() => import('../features/premium/premium-login-page'), 'PremiumLoginPage');
const PremiumSignupPage = page(() => import('../features/premium/premium-signup-page'), 'PremiumSignupPage');
const PremiumDashboardPage = page(() => import('../features/premium/premium-dashboard-page'), 'PremiumDashboardPage');
const DiscreetPage = page(() => import('../features/offline/discreet/discreet-page'), 'DiscreetPage');
const DownloadsPage = page(() => import('../features/offline/downloads/downloads-page'), 'DownloadsPage');
const PaymentSuccessPage = page(() => import('../features/payments/payment-success-page'), 'PaymentSuccessPage');
const PaymentCancelPage = page(() => import('../features/payments/payment-cancel-page'), 'PaymentCancelPage');
const PaymentCallbackPage = page(() => import('../features/payments/payment-callback-page'), 'PaymentCallbackPage');
const CreatorSignupPage = page(() => import('../features/creator/creator-signup-page'), 'CreatorSignupPage');
const CreatorLoginPage = page(() => import('../features/creator/creator-login-page'), 'CreatorLoginPage');
const CreatorTermsPage = page(() => import('../features/creator/creator-terms-page'), 'CreatorTermsPage');
const CreatorDashboardPage = page(() => import('../features/creator/creator-dashboard-page'), 'CreatorDashboardPage');
const UploadPage = page(() => import('../features/uploads/upload-page'), 'UploadPage');
const AdminLoginPage = page(() => import('../features/admin/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = page(() => import('../features/admin/admin-dashboard-page'), 'AdminDashboardPage');
const LibraryPage = page(() => import('../features/library/library-page'), 'LibraryPage');
const PlaylistPage = page(() => import('../features/playlists/playlist-page'), 'PlaylistPage');
const ChannelPage = page(() => import('../features/channel/channel-page'), 'ChannelPage');
const NotFoundPage = page(() => import('../features/errors/not-found-page'), 'NotFoundPage');

const redirect = (to: string) => <Navigate to={to} replace />;

const siteRoutes: RouteObject[] = [
  { path: r.home, element: <HomePage /> },
  { path: r.videos, element: <VideosPage /> },
  { path: r.categories, element: <CategoriesPage /> },
  { path: r.category, element: <CategoryPage /> },
  { path: r.performer, element: <PerformerPage /> },
  { path: r.video, element: <WatchPage /> },
  { path: r.tag, element: <TagPage /> },
  { path: r.blogs, element: <BlogListPage /> },
  { path: r.blog, element: <BlogPostPage /> },
  { path: r.contact, element: <ContactPage /> },
  { path: r.partners, element: <PartnersPage /> },
  { path: r.dmca, element: <DmcaPage /> },
  { path: r.privacy, element: <PrivacyPage /> },
  { path: r.terms, element: <TermsPage /> },
  { path: r.ageAssurance, element: <AgeAssurancePage /> },
  { path: r.statement2257, element: <Statement2257Page /> },
  { path: r.appeal, element: <DepictedAppealPage /> },
  { path: r.sitemap, element: <SitemapPage /> },
  { path: r.login, element: <LoginPage /> },
  { path: r.signup, element: <SignupPage /> },
  { path: r.resetPassword, element: <ResetPasswordPage /> },
  { path: r.verifyEmail, element: <VerifyEmailPage /> },
  { path: r.confirmEmail, element: <ConfirmEmailPage /> },
  { path: r.testSignup, element: <TestSignupPage /> },
  { path: r.accountSecurity, element: <AccountSecurityPage /> },
  { path: r.premiumLogin, element: <PremiumLoginPage /> },
  { path: r.premiumSignup, element: <PremiumSignupPage /> },
  {
    path: r.premiumDashboard,
    element: (
      <RequirePremium>
        <PremiumDashboardPage />
      </RequirePremium>
    ),
  },
  { path: r.discreetMode, element: <DiscreetPage /> },
  {
    path: r.premiumDownloads,
    element: (
      <RequirePremium>
        <DownloadsPage />
      </RequirePremium>
    ),
  },
  { path: r.paymentSuccess, element: <PaymentSuccessPage /> },
  { path: r.paymentCancel, element: <PaymentCancelPage /> },
  { path: r.paymentCallback, element: <PaymentCallbackPage /> },
  { path: r.creatorSignup, element: <CreatorSignupPage /> },
  { path: r.creatorLogin, element: <CreatorLoginPage /> },
  { path: r.creatorTerms, element: <CreatorTermsPage /> },
  { path: r.adminLogin, element: <AdminLoginPage /> },
  { path: r.library, element: <LibraryPage /> },
  { path: r.playlist, element: <PlaylistPage /> },
  { path: r.channel, element: <ChannelPage /> },
  { path: r.notFound, element: <NotFoundPage /> },
];

const dashboardRoutes: RouteObject[] = [
  {
    path: r.adminDashboard,
    element: (
      <RequireAdmin>
        <AdminDashboardPage />
      </RequireAdmin>
    ),
  },
  {
    path: r.creatorDashboard,
    element: (
      <RequireCreator>
        <CreatorDashboardPage />
      </RequireCreator>
    ),
  },
  {
    path: r.creatorUpload,
    element: (
      <RequireCreator>
        <UploadPage />
      </RequireCreator>
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { element: <SiteLayout />, children: siteRoutes },
      {
        element: (
          <Suspense fallback={<Spinner />}>
            <DashboardLayout />
          </Suspense>
        ),
        children: dashboardRoutes,
      },
      // The areas' roots lead to their dashboards (a route's "redirect" in the table).
      ...Object.values(routeTable).flatMap((route) => (route.redirect ? [{ path: route.path, element: redirect(r[route.redirect as RouteName]) }] : [])),
      { path: '*', element: redirect(paths.notFound()) },
    ],
  },
];

/**
 * The route table under a declarative <BrowserRouter> (app.tsx). Not the data router
 * (createBrowserRouter): the app uses no loaders, actions or fetchers, and the data
 * router costs ~16 KB gzip of the first load (issue 15 §2).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
