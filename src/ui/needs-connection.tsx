// Shown in place of a page (or a player) that was never saved on this device while
// offline: says so plainly and retries by itself when the connection returns (issue 15 §4).
import { StatusPanel } from './status-panel';
import { useT } from '../i18n';
import { btnPrimary } from './styles';
import { useOnline, useOnReconnect } from './use-online';

interface NeedsConnectionProps {
  /** What needs the connection, e.g. "This page" or "This video's player". */
  what?: string;
  onRetry: () => void;
}


export function NeedsConnection({ what, onRetry }: NeedsConnectionProps) {
  const online = useOnline();
  const t = useT('common');
  useOnReconnect(onRetry);
  return (
    <div data-testid="needs-connection">
      <StatusPanel
        title={t('offline.title')}
        message={what ? t('offline.needs_connection', { what }) : t('offline.page_needs_connection')}
      >
        <button type="button" className={btnPrimary} onClick={onRetry} disabled={!online} aria-disabled={!online}>
          {online ? t('actions.try_again') : t('offline.waiting')}
        </button>
      </StatusPanel>
    </div>
  );
}

/** A compact version for a box inside a page (the video player area). */
export function NeedsConnectionBox({ what, onRetry }: { what: string; onRetry?: () => void }) {
  useOnReconnect(() => onRetry?.());
  const t = useT('common');
  return (
    <div data-testid="needs-connection" role="status" className="flex h-full w-full flex-col items-center justify-center gap-2 bg-surface p-4 text-center">
      <p className="text-base font-semibold text-fg">{t('offline.title')}</p>
      <p className="max-w-sm text-sm text-muted">{t('offline.box', { what })}</p>
    </div>
  );
}
