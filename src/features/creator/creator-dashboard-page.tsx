import { useLocation, useSearchParams } from 'react-router-dom';
import type { DashboardState } from '../../app/paths';
import { CREATOR_TABS, resolveTab } from '../../lib/dashboard-tabs';
import { DashboardShell } from '../../ui/dashboard-shell';
import { CREATOR_TAB_INFO, creatorShellTabs } from './tabs';

export function CreatorDashboardPage() {
  const [params] = useSearchParams();
  const state = useLocation().state as DashboardState | null;
  const tab = resolveTab(CREATOR_TABS, params.get('tab'), state?.activeTab);
  const info = CREATOR_TAB_INFO.find((t) => t.id === tab) ?? CREATOR_TAB_INFO[0];

  return (
    <DashboardShell title="Creator Dashboard" tabs={creatorShellTabs} activeTab={tab}>
      <h1 className="text-2xl font-bold text-fg">{info?.label}</h1>
      <p className="mt-3 max-w-prose text-muted">This tab will hold {info?.summary}.</p>
    </DashboardShell>
  );
}
