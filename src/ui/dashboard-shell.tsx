// The chrome of the admin and creator dashboards: a sidebar of tabs on desktop, a
// slide-out menu of the same tabs on phones, and a Back to Home link.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { paths } from '../lib/paths';
import { Drawer } from './drawer';
import { MenuIcon } from './icons';
import { iconBtn } from './styles';
import { useDocumentTitle } from './use-document-title';

export interface ShellTab {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label (optional: the creator panel has none). */
  icon?: ReactNode;
}

interface DashboardShellProps {
  title: string;
  tabs: readonly ShellTab[];
  activeTab: string;
  children: ReactNode;
}

function TabList({ tabs, activeTab, onPick }: { tabs: readonly ShellTab[]; activeTab: string; onPick?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {tabs.map((tab) => {
        const active = tab.id === activeTab;
        return (
          <li key={tab.id}>
            <Link
              to={tab.href}
              onClick={onPick}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
                active ? 'bg-accent text-on-accent' : 'text-muted hover:bg-surface-2 hover:text-fg'
              }`}
            >
              {tab.icon}
              {tab.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function DashboardShell({ title, tabs, activeTab, children }: DashboardShellProps) {
  const t = useT('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const current = tabs.find((t) => t.id === activeTab);
  useDocumentTitle(current ? `${current.label} - ${title}` : title);

  return (
    <div className="flex min-h-dvh flex-1">
      <aside className="hidden w-60 shrink-0 flex-col border-e border-border bg-surface p-4 lg:flex">
        <p className="mb-4 px-3 text-lg font-bold text-fg">{title}</p>
        <nav aria-label={t('nav.tabs', { title })}>
          <TabList tabs={tabs} activeTab={activeTab} />
        </nav>
        <Link to={paths.home()} className="mt-auto px-3 py-3 text-sm text-muted hover:text-fg">
          <span aria-hidden="true">← </span>
          {t('errors.back_home')}
        </Link>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-16 items-center gap-2 border-b border-border px-2 sm:px-4 lg:hidden">
          <Drawer
            side="left"
            title={title}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={
              <button type="button" aria-label={t('nav.open_tabs')} className={`${iconBtn} lg:hidden`}>
                <MenuIcon />
              </button>
            }
          >
            <nav aria-label={t('nav.tabs', { title })}>
              <TabList tabs={tabs} activeTab={activeTab} onPick={() => setMenuOpen(false)} />
            </nav>
            <Link to={paths.home()} className="mt-6 block px-3 py-3 text-sm text-muted hover:text-fg">
              <span aria-hidden="true">← </span>
              {t('errors.back_home')}
            </Link>
          </Drawer>
          <span className="text-sm text-muted">{title}</span>
          <Link to={paths.home()} className="ms-auto text-sm text-muted hover:text-fg max-sm:hidden">
            {t('errors.back_home')}
          </Link>
        </div>
        <div className="flex-1 px-4 py-6 sm:px-6">{children}</div>
      </div>
    </div>
  );
}
