// Notices about the member's offline writes (the outbox): a write the server refused, or
// unsent changes a sign-out discarded (issue 29 §5). Shown on every page, since the member
// may be anywhere when the outbox answers or after signing out.
import { useT } from '../../i18n';
import { useOutboxNotices } from '../../data/outbox-notices';
import { btnGhost } from '../../ui/styles';

export function OutboxToast() {
  const t = useT('common');
  const notices = useOutboxNotices((s) => s.notices);
  const dismiss = useOutboxNotices((s) => s.dismiss);
  if (!notices.length) return null;
  return (
    <div className="fixed inset-x-2 bottom-2 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:end-4 sm:bottom-4" data-testid="outbox-notices">
      {notices.map((n) => (
        <div key={n.id} role="alert" className="flex w-full max-w-md items-center justify-between gap-2 rounded-lg border border-danger/50 bg-surface px-3 py-2 text-sm text-danger shadow-lg">
          {n.message}
          <button type="button" className={btnGhost} onClick={() => dismiss(n.id)}>
            {t('offline.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
