// The creator tab registry: the sidebar, the mobile menu and `?tab=` read it.
import { paths } from '../../lib/paths';
import type { CreatorTab } from '../../lib/dashboard-tabs';

export interface CreatorTabInfo {
  id: CreatorTab;
  label: string;
  summary: string;
}

export const CREATOR_TAB_INFO: readonly CreatorTabInfo[] = [
  { id: 'dashboard', label: 'Dashboard', summary: 'your monthly views and your recent videos' },
  { id: 'videos', label: 'Manage Videos', summary: 'your videos: upload, edit and delete' },
  { id: 'channel', label: 'Channel', summary: 'your channel page: avatar and bio' },
];

export const creatorShellTabs = CREATOR_TAB_INFO.map((t) => ({
  id: t.id,
  label: t.label,
  href: paths.creator.dashboard(t.id),
}));
