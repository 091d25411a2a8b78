// Notifications dialog (spec §2): list with unread highlight, Mark all as read, and a
// detail view (subject, sender, relative time, content). Opening one marks it read.
// Notices the server wrote are shown in the reader's language (kinds.ts); the list waits
// for their catalog inside the dialog, so opening it never suspends the page around it.
import { Suspense, useState } from 'react';
import { Modal } from '../../ui/modal';
import { btnGhost, btnSecondary } from '../../ui/styles';
import { relativeTime, useInbox, useMarkRead, type InboxItem } from './api';
import { useT } from '../../i18n';
import { useNoticeText } from './kinds';

export function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { items, unread } = useInbox();
  // The common catalog: the dialog opens from the header on any page.
  const t = useT('common');
  const [openId, setOpenId] = useState<string | null>(null);
  const current = openId ? items.find((n) => n.id === openId) ?? null : null;
  const markRead = useMarkRead();

  const show = (n: InboxItem) => {
    setOpenId(n.id);
    if (!n.read_at) markRead.mutate(n.id);
  };

  return (
    <Modal
      title={t('notifications.title')}
      open={open}
      onOpenChange={(o) => {
        if (!o) setOpenId(null);
        onOpenChange(o);
      }}
      actions={
        !current && unread > 0 ? (
          <button type="button" className={`${btnGhost} px-2 text-xs`} onClick={() => markRead.mutate(null)}>
            {t('notifications.mark_all_read')}
          </button>
        ) : null
      }
    >
      <Suspense fallback={<p role="status" className="py-6 text-center text-sm text-muted">{t('status.loading')}</p>}>
        <InboxBody current={current} onShow={show} onBack={() => setOpenId(null)} />
      </Suspense>
    </Modal>
  );
}

function InboxBody({ current, onShow, onBack }: { current: InboxItem | null; onShow: (n: InboxItem) => void; onBack: () => void }) {
  const { items, status } = useInbox();
  const t = useT('common');
  const text = useNoticeText();
  return (
    <>
      {current ? (
        <article className="flex flex-col gap-3">
          <button type="button" className={`${btnSecondary} self-start`} onClick={onBack}>
            ← {t('notifications.back')}
          </button>
          <h3 className="text-lg font-semibold text-fg">{text(current).subject}</h3>
          <p className="text-xs text-muted">
            {t('notifications.from', { sender: current.sender_name || current.sender_email || t('notifications.admin') })} ·{' '}
            <time dateTime={current.created}>{relativeTime(current.created)}</time>
          </p>
          <div className="whitespace-pre-wrap text-sm text-fg">{text(current).content}</div>
        </article>
      ) : status === 'loading' && !items.length ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {t('status.loading')}
        </p>
      ) : !items.length ? (
        <p className="py-6 text-center text-sm text-muted">{t('notifications.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={t('notifications.list')}>
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => onShow(n)}
                data-unread={n.read_at ? undefined : 'true'}
                className={`flex w-full flex-col gap-0.5 rounded-lg border px-3 py-2 text-start ${
                  n.read_at ? 'border-transparent hover:bg-surface-2' : 'border-accent/40 bg-accent/10 hover:bg-accent/20'
                }`}
              >
                <span className="flex items-center gap-2">
                  {n.read_at ? null : <span aria-label={t('notifications.unread')} className="size-2 shrink-0 rounded-full bg-accent" />}
                  <span className={`truncate text-sm ${n.read_at ? 'text-fg' : 'font-semibold text-fg'}`}>{text(n).subject}</span>
                </span>
                <span className="text-xs text-muted">
                  {n.sender_name || n.sender_email || t('notifications.admin')} · {relativeTime(n.created)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
