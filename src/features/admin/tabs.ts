// The admin tab registry (conventions: tabs from one registry). The sidebar, the
// mobile menu and `?tab=` all read it; each tab's page is its own lazy chunk. Tabs whose
// area owns the data (payments, creator requests) live in that area's folder.
import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { paths } from '../../lib/paths';
import type { AdminTab } from '../../lib/dashboard-tabs';
import { AdminTabIcon } from './tab-icons';

export interface AdminTabInfo {
  id: AdminTab;
  label: string;
  page: LazyExoticComponent<ComponentType>;
}

/** The tab's icon, drawn from the same registry row (sidebar and slide-out menu). */
export function adminTabIcon(id: AdminTab): ReactNode {
  return createElement(AdminTabIcon, { tab: id });
}

export const ADMIN_TAB_INFO: readonly AdminTabInfo[] = [
  { id: 'dashboard', label: 'Dashboard', page: lazy(() => import('./dashboard/dashboard-tab')) },
  { id: 'videos', label: 'Videos', page: lazy(() => import('./videos/videos-tab')) },
  { id: 'categories', label: 'Categories', page: lazy(() => import('./categories/categories-tab')) },
  { id: 'premium-videos', label: 'Premium Videos', page: lazy(() => import('./premium-videos/premium-videos-tab')) },
  {
    id: 'premium-categories',
    label: 'Premium Categories',
    page: lazy(() => import('./premium-categories/premium-categories-tab')),
  },
  { id: 'assets', label: 'Assets', page: lazy(() => import('./assets/assets-tab')) },
  { id: 'partners', label: 'Partners', page: lazy(() => import('./partners/partners-tab')) },
  { id: 'notifications', label: 'Notifications', page: lazy(() => import('./notifications/notifications-tab')) },
  { id: 'blogs', label: 'Blogs', page: lazy(() => import('./blogs/blogs-tab')) },
  {
    id: 'creator-requests',
    label: 'Creator Requests',
    page: lazy(() => import('../creator/admin/creator-requests-tab')),
  },
  { id: 'payments', label: 'Payments', page: lazy(() => import('../payments/admin/payments-tab')) },
  { id: 'engagement', label: 'Engagement', page: lazy(() => import('./engagement/engagement-tab')) },
  { id: 'reports', label: 'Reports', page: lazy(() => import('./reports/reports-tab')) },
  { id: 'audit', label: 'Audit log', page: lazy(() => import('./audit/audit-tab')) },
  { id: 'settings', label: 'Settings', page: lazy(() => import('./settings/settings-tab')) },
];

/** The ids the URL (`?tab=`, navigation state) may name: exactly the registry's. */
export const ADMIN_TAB_IDS: readonly AdminTab[] = ADMIN_TAB_INFO.map((t) => t.id);

export const adminShellTabs = ADMIN_TAB_INFO.map((t) => ({
  id: t.id,
  label: t.label,
  href: paths.admin.dashboard(t.id),
  icon: adminTabIcon(t.id),
}));
