// The admin and creator dashboards' offline notice (issue 29.2): they have no site header,
// so the header's pill never showed there. While offline, a bar on top says so, and that
// what the dashboard shows is what it last loaded (their lists and figures come from the
// query cache, and refresh when the connection is back), so an empty or failed list is
// never taken for the truth.
import { useOnline } from '../../ui/use-online';
import { OfflineIndicator } from './offline-indicator';
import { useT } from '../../i18n';

export function DashboardOffline() {
  const online = useOnline();
  const t = useT('common');
  // Always mounted, so the indicator's live region is in place before it has to speak.
  return (
    <div
      data-testid="dashboard-offline"
      className={online ? 'contents' : 'flex flex-wrap items-center gap-2 border-b border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-fg'}
    >
      <OfflineIndicator />
      {online ? null : <span>{t('offline.dashboard')}</span>}
    </div>
  );
}
