// The admin tab registry (conventions.md: tabs from one registry). The sidebar, the
// mobile menu and `?tab=` all read it. Each tab's issue adds its lazy page here.
import { paths } from '../../app/paths';
import type { AdminTab } from '../../lib/dashboard-tabs';

export interface AdminTabInfo {
  id: AdminTab;
  label: string;
  /** What the tab will hold until its issue builds it. */
  summary: string;
}

export const ADMIN_TAB_INFO: readonly AdminTabInfo[] = [
  { id: 'dashboard', label: 'Dashboard', summary: 'monthly views and the most recent videos' },
  { id: 'videos', label: 'Videos', summary: 'video search, the upload form, the video table and editing' },
  { id: 'categories', label: 'Categories', summary: 'categories and the featured categories of the home page' },
  { id: 'premium-videos', label: 'Premium Videos', summary: 'the premium videos, 12 per page' },
  { id: 'premium-categories', label: 'Premium Categories', summary: 'the premium categories' },
  { id: 'assets', label: 'Assets', summary: 'uploaded images and their assignments (logo, favicon, banner, icons)' },
  { id: 'partners', label: 'Partners', summary: 'partner sites, in display order' },
  { id: 'notifications', label: 'Notifications', summary: 'the form to send notifications to members' },
  { id: 'blogs', label: 'Blogs', summary: 'blog posts, 10 per page, with the editor' },
  { id: 'creator-requests', label: 'Creator Requests', summary: 'creator applications to review' },
  { id: 'engagement', label: 'Engagement', summary: 'bot users and simulated engagement' },
  { id: 'settings', label: 'Settings', summary: 'video host (CDN) and ad settings' },
];

export const adminShellTabs = ADMIN_TAB_INFO.map((t) => ({
  id: t.id,
  label: t.label,
  href: paths.admin.dashboard(t.id),
}));
