// The global offline indicator of the header (issue 15 §4): a small pill while the
// browser has no connection, announced politely; nothing when online.
import { useT } from '../../i18n';
import { useOnline } from '../../ui/use-online';

export function OfflineIndicator() {
  const t = useT('common');
  const online = useOnline();
  return (
    <span role="status" aria-live="polite" className="contents">
      {online ? null : (
        <span
          data-testid="offline-indicator"
          title={t('offline.indicator_title')}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-amber-500/40 bg-amber-500/10 px-2.5 text-xs font-semibold text-amber-200"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10 5.2A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 5.2-2.6M16.7 10.5A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
          </svg>
          {t('offline.indicator')}
        </span>
      )}
    </span>
  );
}
