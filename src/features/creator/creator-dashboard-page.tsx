// The creator panel (management spec: Creator panel): Dashboard (own statistics) and
// Manage Videos (own videos), Channel (avatar and bio of the channel page). The route guard keeps non-creators out; the server
// scopes every list, edit and delete to the caller's own videos anyway.
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DashboardState } from '../../lib/paths';
import { CREATOR_TABS, resolveTab } from '../../lib/dashboard-tabs';
import { DashboardShell } from '../../ui/dashboard-shell';
import { ChannelSettings } from '../channel/channel-settings';
import { CreatorCases } from '../moderation/creator-cases';
import { StatisticsPanel } from '../stats/statistics-panel';
import { VideoManager } from '../video-manager/video-manager';
import { CREATOR_TAB_INFO, creatorShellTabs } from './tabs';
import { useT } from '../../i18n';

export function CreatorDashboardPage() {
  const t = useT('creator');
  const [params] = useSearchParams();
  const state = useLocation().state as DashboardState | null;
  const tab = resolveTab(CREATOR_TABS, params.get('tab'), state?.activeTab);
  const info = CREATOR_TAB_INFO.find((t) => t.id === tab) ?? CREATOR_TAB_INFO[0];

  return (
    <DashboardShell title={t('panel.title')} tabs={creatorShellTabs.map((s) => ({ ...s, label: t(s.label) }))} activeTab={tab}>
      <h1 className="mb-4 text-2xl font-bold text-fg">{info ? t(info.label) : null}</h1>
      <CreatorCases />
      {tab === 'videos' ? <VideoManager scope="own" /> : tab === 'channel' ? <ChannelSettings /> : <StatisticsPanel scope="own" />}
    </DashboardShell>
  );
}
