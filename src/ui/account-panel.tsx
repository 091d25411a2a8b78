// The account panel (right slide-in) behind the account icon. Settings and
// Notifications dialogs, and the unread badge, come with their own issues.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { logout } from '../data/session';
import { Drawer } from './drawer';
import { UserIcon } from './icons';
import { iconBtn } from './styles';
import { useHeaderLinks } from './use-header-links';

const entry = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-fg hover:bg-surface-2';

export function AccountPanel() {
  const [open, setOpen] = useState(false);
  const links = useHeaderLinks();
  const close = () => setOpen(false);
  const user = links.user;
  if (!user) return null;

  return (
    <Drawer
      side="right"
      title="Account"
      hideTitle
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" aria-label="Account" className={`${iconBtn} border border-border`}>
          <UserIcon />
        </button>
      }
    >
      <div className="mb-4 border-b border-border pb-4">
        <p className="truncate font-semibold text-fg">@{user.username}</p>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
      <ul className="flex flex-col gap-1">
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
              Become a Creator
            </Link>
          )}
        </li>
        {links.adminPanel ? (
          <li>
            <Link to={links.adminPanel} className={entry} onClick={close}>
              Admin Panel
            </Link>
          </li>
        ) : null}
        {links.creatorPanel ? (
          <li>
            <Link to={links.creatorPanel} className={entry} onClick={close}>
              Creator Panel
            </Link>
          </li>
        ) : null}
        <li className="mt-2 border-t border-border pt-2">
          <button
            type="button"
            className={entry}
            onClick={() => {
              close();
              void logout();
            }}
          >
            Log Out
          </button>
        </li>
      </ul>
    </Drawer>
  );
}
