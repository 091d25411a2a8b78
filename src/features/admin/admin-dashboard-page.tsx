import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DashboardState } from '../../lib/paths';
import { useSession } from '../../data/session';
import { resolveTab } from '../../lib/dashboard-tabs';
import { DashboardShell } from '../../ui/dashboard-shell';
import { StatusPanel } from '../../ui/status-panel';
import { ADMIN_TAB_IDS, ADMIN_TAB_INFO, adminShellTabs } from './tabs';
import { useT } from '../../i18n';

export function AdminDashboardPage() {
  const t = useT('admin');
  const [params] = useSearchParams();
  const state = useLocation().state as DashboardState | null;
  const tab = resolveTab(ADMIN_TAB_IDS, params.get('tab'), state?.activeTab);
  const info = ADMIN_TAB_INFO.find((t) => t.id === tab) ?? ADMIN_TAB_INFO[0]!;
  const Page = info.page;
  const user = useSession((s) => s.user);

  // The route guard sends visitors to /admin/login; this covers a sign-out inside the panel.
  if (!user) {
    return <StatusPanel title={t('panel.denied_title')} message={t('panel.denied_message')} />;
  }

  return (
    <DashboardShell title={t('panel.title')} tabs={adminShellTabs.map((s) => ({ ...s, label: t(s.label) }))} activeTab={tab}>
      <Suspense fallback={<p className="text-muted">{t('panel.loading')}</p>}>
        <Page />
      </Suspense>
    </DashboardShell>
  );
}
