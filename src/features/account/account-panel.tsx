// The account panel (right slide-in) behind the account icon, with the unread badge,
// and the Settings and Notifications dialogs it opens (spec §2 Account panel).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { SettingsDialog } from './settings-dialog';
import { useInbox } from '../notifications/api';
import { NotificationsDialog } from '../notifications/notifications-dialog';
import { PaymentsDialog } from '../payments/payments-dialog';
import { useInboxSync } from '../notifications/use-inbox-sync';
import { Drawer } from '../../ui/drawer';
import { UserIcon } from '../../ui/icons';
import { LogOutButton } from '../../ui/log-out-button';
import { iconBtn } from '../../ui/styles';
import { useHeaderLinks } from '../../ui/use-header-links';

const entry = 'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-sm font-medium text-fg hover:bg-surface-2';

export function AccountPanel({ extra }: { extra?: (className: string, listItem: boolean) => ReactNode } = {}) {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'settings' | 'notifications' | 'payments' | null>(null);
  const links = useHeaderLinks();
  const unread = useInbox((s) => s.unread);
  useInboxSync();
  const close = () => setOpen(false);
  const openDialog = (d: 'settings' | 'notifications' | 'payments') => {
    setOpen(false);
    setDialog(d);
  };
  const user = links.user;
  if (!user) return null;
  const badge = unread > 99 ? '99+' : String(unread);

  return (
    <>
    <SettingsDialog open={dialog === 'settings'} onOpenChange={(o) => setDialog(o ? 'settings' : null)} />
    <NotificationsDialog open={dialog === 'notifications'} onOpenChange={(o) => setDialog(o ? 'notifications' : null)} />
    <PaymentsDialog open={dialog === 'payments'} onOpenChange={(o) => setDialog(o ? 'payments' : null)} />
    <Drawer
      side="right"
      title={t('account.title')}
      hideTitle
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          aria-label={unread ? t('account.label_unread', { count: unread }) : t('account.title')}
          className={`${iconBtn} relative border border-border`}
        >
          <UserIcon />
          {unread ? (
            <span
              data-testid="unread-badge"
              className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] font-bold leading-5 text-on-accent"
            >
              {badge}
            </span>
          ) : null}
        </button>
      }
    >
      <div className="mb-4 border-b border-border pb-4">
        <p className="truncate font-semibold text-fg">@{user.username}</p>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
      <ul className="flex flex-col gap-1">
        <li>
          <button type="button" className={entry} onClick={() => openDialog('settings')}>
            {t('account.settings')}
          </button>
        </li>
        <li>
          <button type="button" className={entry} onClick={() => openDialog('notifications')}>
            {t('notifications.title')}
            {unread ? (
              <span className="ms-auto rounded-full bg-accent px-2 text-xs font-bold leading-5 text-on-accent">{badge}</span>
            ) : null}
          </button>
        </li>
        <li>
          <button type="button" className={entry} onClick={() => openDialog('payments')}>
            {t('account.payments')}
          </button>
        </li>
        <li>
          <Link to={links.premium.to} state={links.premium.state} className={entry} onClick={close}>
            {links.premium.label}
          </Link>
        </li>
        <li>
          {links.upload ? (
            <Link to={links.upload.to} className={entry} onClick={close}>
              {links.upload.label}
            </Link>
          ) : (
            <Link to={paths.creator.signup()} className={entry} onClick={close}>
              {t('footer.become_creator')}
            </Link>
          )}
        </li>
        {links.library ? (
          <li>
            <Link to={links.library} className={entry} onClick={close}>
              {t('nav.my_library')}
            </Link>
          </li>
        ) : null}
        {links.adminPanel ? (
          <li>
            <Link to={links.adminPanel} className={entry} onClick={close}>
              {t('account.admin_panel')}
            </Link>
          </li>
        ) : null}
        {links.creatorPanel ? (
          <li>
            <Link to={links.creatorPanel} className={entry} onClick={close}>
              {t('account.creator_panel')}
            </Link>
          </li>
        ) : null}
        {extra?.(entry, true)}
        <li className="mt-2 border-t border-border pt-2">
          <LogOutButton className={entry} onClose={close} />
        </li>
      </ul>
    </Drawer>
    </>
  );
}
