// The account control while the account panel's code cannot be fetched (offline before
// the worker kept it; issue 39 §1): the same icon opens a panel that says so and still
// offers Log Out, so a member on a shared device can always sign out.
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Drawer } from '../../ui/drawer';
import { UserIcon } from '../../ui/icons';
import { LazyNotice } from '../../ui/lazy-retry';
import { LogOutButton } from '../../ui/log-out-button';
import { btnSecondary, iconBtn } from '../../ui/styles';
import { useHeaderLinks } from '../../ui/use-header-links';

export function AccountFallback({ retry, extra }: { retry: () => void; extra?: (className: string, listItem: boolean) => ReactNode }) {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  if (!useHeaderLinks().user) return null;
  return (
    <Drawer
      side="right"
      title={t('account.title')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" aria-label={t('account.title')} className={`${iconBtn} border border-border`}>
          <UserIcon />
        </button>
      }
    >
      <div className="flex flex-col gap-3">
        <LazyNotice retry={retry} />
        {extra?.(btnSecondary, false)}
        <LogOutButton className={btnSecondary} onClose={() => setOpen(false)} />
      </div>
    </Drawer>
  );
}
