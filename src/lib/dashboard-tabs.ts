// Tab ids of the admin and creator dashboards (management spec §2). The feature folders
// own the tab registries (labels, pages); the ids live here so URL builders can type them.

export const ADMIN_TABS = [
  'dashboard',
  'videos',
  'categories',
  'premium-videos',
  'premium-categories',
  'assets',
  'partners',
  'notifications',
  'blogs',
  'creator-requests',
  'payments',
  'engagement',
  'reports',
  'members',
  'audit',
  'performer-records',
  'settings',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const CREATOR_TABS = ['dashboard', 'videos', 'channel'] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

/**
 * The active tab: navigation state `activeTab` wins over the `tab` query parameter;
 * unknown values fall back to 'dashboard'.
 */
export function resolveTab<T extends string>(
  allowed: readonly T[],
  queryTab: string | null | undefined,
  stateTab?: unknown,
): T | 'dashboard' {
  for (const candidate of [stateTab, queryTab]) {
    if (typeof candidate === 'string' && (allowed as readonly string[]).includes(candidate)) {
      return candidate as T;
    }
  }
  return 'dashboard';
}
