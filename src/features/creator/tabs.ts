// The creator tab registry: the sidebar, the mobile menu and `?tab=` read it.
import { paths } from '../../lib/paths';
import type { CreatorTab } from '../../lib/dashboard-tabs';

export interface CreatorTabInfo {
  id: CreatorTab;
  /** Keys of the `creator` catalog: the shell translates them. */
  label: string;
  summary: string;
}

export const CREATOR_TAB_INFO: readonly CreatorTabInfo[] = [
  { id: 'dashboard', label: 'tabs.dashboard', summary: 'tabs.dashboard_summary' },
  { id: 'videos', label: 'tabs.videos', summary: 'tabs.videos_summary' },
  { id: 'channel', label: 'tabs.channel', summary: 'tabs.channel_summary' },
];

export const creatorShellTabs = CREATOR_TAB_INFO.map((t) => ({
  id: t.id,
  label: t.label,
  href: paths.creator.dashboard(t.id),
}));
