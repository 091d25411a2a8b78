// The offline feature's entries in the mobile menu and the account panel: Install App
// (when the browser offers it) and Downloads (premium members).
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSession } from '../../data/session';
import { isPremium } from '../../lib/roles';
import { InstallButton } from './install-button';
import { useT } from '../../i18n';

export function OfflineMenuEntries({ className, listItem }: { className: string; listItem: boolean }) {
  const premium = useSession((s) => isPremium(s.user));
  const t = useT('common');
  const downloads = premium ? (
    <Link to={paths.premium.downloads()} className={className}>
      {t('offline.downloads')}
    </Link>
  ) : null;
  const discreet = (
    <Link to={paths.discreetMode()} className={className}>
      {t('offline.discreet_mode')}
    </Link>
  );
  return (
    <>
      {downloads ? listItem ? <li>{downloads}</li> : downloads : null}
      {listItem ? <li>{discreet}</li> : discreet}
      <InstallButton className={className} listItem={listItem} />
    </>
  );
}
