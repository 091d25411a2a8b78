// The fixed site header (spec §2 Header). 64 px high: layouts pad their content by h-16.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { DesktopSearch, MobileSearch } from './header-search';
import { LogoMark, UploadIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { useBrandAssets, useFavicon } from './use-brand-assets';
import { useSiteSettings } from './use-site-settings';
import { btnGhost, btnPrimary, btnSecondary } from './styles';
import { useHeaderLinks, useNavLinks, type HeaderLink } from './use-header-links';
import { useT } from '../i18n';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-accent' : 'text-muted hover:text-fg'
  }`;

/** Full label from 1200 px, the short one below (spec §9 breakpoints). */
function Label({ link }: { link: HeaderLink }) {
  return (
    <>
      <span className="hidden wide:inline">{link.label}</span>
      <span className="wide:hidden">{link.short}</span>
    </>
  );
}

/** The configured logo image, else the built-in mark with the site name. */
function Brand() {
  const { logo, favicon } = useBrandAssets();
  const site = useSiteSettings().site_name;
  const t = useT('common');
  useFavicon(favicon);
  return (
    <Link to={paths.home()} aria-label={t('header.home_label', { site })} className="flex min-w-0 shrink-0 items-center gap-2 rounded-lg p-1">
      {logo ? (
        <img src={logo} alt="" data-testid="site-logo" className="h-9 w-auto max-w-24 object-contain min-[400px]:max-w-36 sm:max-w-48" />
      ) : (
        <>
          <LogoMark data-testid="site-logo-fallback" />
          <span className="hidden text-lg font-bold tracking-tight text-fg sm:inline">{site}</span>
        </>
      )}
    </Link>
  );
}

interface HeaderProps {
  /** Shown beside the search (the offline indicator). */
  status?: ReactNode;
  /** Extra entries of the mobile menu (the Install button). */
  menuExtra?: (className: string, listItem: boolean) => ReactNode;
  /** A signed-in member's account control (the account feature's panel). */
  account?: ReactNode;
}

export function Header({ status, menuExtra, account }: HeaderProps = {}) {
  const links = useHeaderLinks();
  const nav = useNavLinks();
  const t = useT('common');

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/80">
      <div className="relative mx-auto flex h-full max-w-[1600px] items-center gap-2 px-2 sm:gap-3 sm:px-4">
        <MobileMenu extra={menuExtra} />
        <Brand />

        <nav aria-label={t('nav.main')} className="ms-2 hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-1 justify-end md:justify-center">
          <DesktopSearch />
        </div>

        <div className="flex shrink-0 items-center gap-2">
          {status}
          <MobileSearch />
          {links.upload ? (
            <Link to={links.upload.to} className={`${btnSecondary} max-sm:hidden`}>
              <UploadIcon />
              <Label link={links.upload} />
            </Link>
          ) : null}
          <Link to={links.premium.to} state={links.premium.state} className={`${btnPrimary} max-sm:hidden`}>
            <Label link={links.premium} />
          </Link>
          {links.signedIn ? (
            account
          ) : (
            <>
              <Link to={links.member.to} className={`${btnSecondary} max-md:hidden`}>
                <Label link={links.member} />
              </Link>
              {/* "Iniciar sesión", "Se connecter": on a 360 px phone the narrower logo, the
                  tighter padding and no wrap keep the longest languages' label in view. */}
              <Link to={links.login.to} className={`${btnGhost} whitespace-nowrap px-2 max-[400px]:text-sm sm:px-3`}>
                {links.login.label}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
