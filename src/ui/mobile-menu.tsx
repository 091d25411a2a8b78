// The slide-in navigation for screens below 1024 px.
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Drawer } from './drawer';
import { MenuIcon } from './icons';
import { LogOutButton } from './log-out-button';
import { btnPrimary, btnSecondary, iconBtn } from './styles';
import { useHeaderLinks, useNavLinks } from './use-header-links';
import { useT } from '../i18n';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-base font-medium ${
    isActive ? 'bg-surface-2 text-accent' : 'text-fg hover:bg-surface-2'
  }`;

export function MobileMenu({ extra }: { extra?: (className: string, listItem: boolean) => ReactNode } = {}) {
  const [open, setOpen] = useState(false);
  const links = useHeaderLinks();
  const nav = useNavLinks();
  const t = useT('common');
  const close = () => setOpen(false);

  return (
    <Drawer
      side="left"
      title={t('nav.menu')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" aria-label={t('nav.open_menu')} className={`${iconBtn} lg:hidden`}>
          <MenuIcon />
        </button>
      }
    >
      <nav aria-label={t('nav.main')}>
        <ul className="flex flex-col gap-1">
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={itemClass} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-3 border-t border-border pt-6">
        {extra?.(btnSecondary, false)}
        {links.library ? (
          <Link to={links.library} className={btnSecondary} onClick={close}>
            {t('nav.my_library')}
          </Link>
        ) : null}
        {links.upload ? (
          <Link to={links.upload.to} className={btnSecondary} onClick={close}>
            {links.upload.label}
          </Link>
        ) : null}
        <Link to={links.premium.to} state={links.premium.state} className={btnPrimary} onClick={close}>
          {links.premium.label}
        </Link>
        {links.signedIn ? (
          <LogOutButton className={btnSecondary} onClose={close} />
        ) : (
          <>
            <Link to={links.member.to} className={btnSecondary} onClick={close}>
              {links.member.label}
            </Link>
            <Link to={links.login.to} className={btnSecondary} onClick={close}>
              {links.login.label}
            </Link>
          </>
        )}
      </div>
    </Drawer>
  );
}
