// Every state change of a member's creator requests: action, admin, time and notes.
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/status-panel';
import { useRequestHistory, type CreatorRequestRow, type HistoryEntry } from '../../creator/api';
import { StatusBadge, formatWhen } from './status-badge';
import { tr, useLocale, useT } from '../../../i18n';

export function HistoryDialog({ request, onClose }: { request: CreatorRequestRow; onClose: () => void }) {
  const t = useT('admin');
  const locale = useLocale();
  const history = useRequestHistory(request.id);
  const items: HistoryEntry[] | null = history.data ?? null;
  const error = history.isError ? tr('admin', 'requests.history_failed') : null;

  return (
    <Modal title={t('requests.history_title', { name: request.username })} open onOpenChange={(open) => !open && onClose()}>
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : !items ? (
        <Spinner label={t('requests.history_loading')} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('requests.history_none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((h) => (
            <li key={h.id} className="rounded-lg border border-border bg-surface-2 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={h.action} />
                <time dateTime={h.created} className="text-muted">
                  {formatWhen(h.created, locale)}
                </time>
              </div>
              <p className="mt-1 text-muted">{h.actor_username ? t('requests.by_admin', { name: h.actor_username, email: h.actor_email }) : t('requests.by_member')}</p>
              {h.notes ? <p className="mt-1 whitespace-pre-wrap text-fg">{h.notes}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
