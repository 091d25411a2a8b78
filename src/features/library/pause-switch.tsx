// The member's "pause history" switch (users.pause_history): in Account Settings and on
// the History tab. The server stores no position while it is on (docs/api-library.md).
import { useSession } from '../../data/session';
import { useT } from '../../i18n';
import { useHistoryPaused, useSetHistoryPaused } from './api';

export function PauseHistorySwitch({ className = '' }: { className?: string }) {
  const member = useSession((s) => s.user?.id ?? null);
  const paused = useHistoryPaused(member);
  const set = useSetHistoryPaused(member);
  // The common catalog: Account Settings shows this switch too, and must not wait for a page's.
  const t = useT('common');
  return (
    <label className={`flex min-h-11 items-center gap-3 text-sm text-fg ${className}`}>
      <input type="checkbox" role="switch" className="size-5" checked={!!paused.data} disabled={paused.isLoading || set.isPending} onChange={(e) => set.mutate(e.target.checked)} />
      {t('library.pause_history')}
    </label>
  );
}
