// The admin tab registry (conventions: tabs from one registry). The sidebar, the
// mobile menu and `?tab=` all read it; each tab's page is its own lazy chunk. Tabs whose
// area owns the data (payments, creator requests) live in that area's folder.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { paths } from '../../lib/paths';
import type { AdminTab } from '../../lib/dashboard-tabs';
import { AdminTabIcon } from './tab-icons';

export interface AdminTabInfo {
  id: AdminTab;
  /** A key of the `admin` catalog: the shell translates it. */
  label: string;
  page: ComponentType;
}

/** The tab's icon, drawn from the same registry row (sidebar and slide-out menu). */
export function adminTabIcon(id: AdminTab): ReactNode {
  return createElement(AdminTabIcon, { tab: id });
}

/** A tab's page: its own chunk; offline before it was kept, the tab says so and loads when back online. */
const tab = (load: () => Promise<{ default: ComponentType }>) => lazyWithRetry(load, 'page');

export const ADMIN_TAB_INFO: readonly AdminTabInfo[] = [
  { id: 'dashboard', label: 'tabs.dashboard', page: tab(() => import('./dashboard/dashboard-tab')) },
  { id: 'videos', label: 'tabs.videos', page: tab(() => import('./videos/videos-tab')) },
  { id: 'categories', label: 'tabs.categories', page: tab(() => import('./categories/categories-tab')) },
  { id: 'premium-videos', label: 'tabs.premium_videos', page: tab(() => import('./premium-videos/premium-videos-tab')) },
  {
    id: 'premium-categories',
    label: 'tabs.premium_categories',
    page: tab(() => import('./premium-categories/premium-categories-tab')),
  },
  { id: 'assets', label: 'tabs.assets', page: tab(() => import('./assets/assets-tab')) },
  { id: 'partners', label: 'tabs.partners', page: tab(() => import('./partners/partners-tab')) },
  { id: 'notifications', label: 'tabs.notifications', page: tab(() => import('./notifications/notifications-tab')) },
  { id: 'blogs', label: 'tabs.blogs', page: tab(() => import('./blogs/blogs-tab')) },
  {
    id: 'creator-requests',
    label: 'tabs.creator_requests',
    page: tab(() => import('./creator-requests/creator-requests-tab')),
  },
  { id: 'payments', label: 'tabs.payments', page: tab(() => import('../payments/admin/payments-tab')) },
  { id: 'engagement', label: 'tabs.engagement', page: tab(() => import('./engagement/engagement-tab')) },
  { id: 'reports', label: 'tabs.reports', page: tab(() => import('./reports/reports-tab')) },
  { id: 'members', label: 'tabs.members', page: tab(() => import('./members/members-tab')) },
  { id: 'audit', label: 'tabs.audit', page: tab(() => import('./audit/audit-tab')) },
  {
    id: 'performer-records',
    label: 'tabs.performer_records',
    page: tab(() => import('./performer-records/performer-records-tab')),
  },
  { id: 'settings', label: 'tabs.settings', page: tab(() => import('./settings/settings-tab')) },
];

/** The ids the URL (`?tab=`, navigation state) may name: exactly the registry's. */
export const ADMIN_TAB_IDS: readonly AdminTab[] = ADMIN_TAB_INFO.map((t) => t.id);

export const adminShellTabs = ADMIN_TAB_INFO.map((t) => ({
  id: t.id,
  label: t.label,
  href: paths.admin.dashboard(t.id),
  icon: adminTabIcon(t.id),
}));
