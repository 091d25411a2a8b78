// Shown in place of a page (or a player) that was never saved on this device while
// offline: says so plainly and retries by itself when the connection returns (issue 15 §4).
import { StatusPanel } from './status-panel';
import { btnPrimary } from './styles';
import { useOnline, useOnReconnect } from './use-online';

interface NeedsConnectionProps {
  /** What needs the connection, e.g. "This page" or "This video's player". */
  what?: string;
  onRetry: () => void;
}

export const NEEDS_CONNECTION_TITLE = 'You are offline';

export function NeedsConnection({ what = 'This page', onRetry }: NeedsConnectionProps) {
  const online = useOnline();
  useOnReconnect(onRetry);
  return (
    <div data-testid="needs-connection">
      <StatusPanel
        title={NEEDS_CONNECTION_TITLE}
        message={`${what} needs a connection and has not been saved on this device yet. It will load as soon as you are back online.`}
      >
        <button type="button" className={btnPrimary} onClick={onRetry} disabled={!online} aria-disabled={!online}>
          {online ? 'Try Again' : 'Waiting for connection…'}
        </button>
      </StatusPanel>
    </div>
  );
}

/** A compact version for a box inside a page (the video player area). */
export function NeedsConnectionBox({ what, onRetry }: { what: string; onRetry?: () => void }) {
  useOnReconnect(() => onRetry?.());
  return (
    <div data-testid="needs-connection" role="status" className="flex h-full w-full flex-col items-center justify-center gap-2 bg-surface p-4 text-center">
      <p className="text-base font-semibold text-fg">{NEEDS_CONNECTION_TITLE}</p>
      <p className="max-w-sm text-sm text-muted">{what} needs a connection. It will be back when you are online.</p>
    </div>
  );
}
