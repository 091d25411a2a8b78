// Log Out, as the mobile menu and the account panel both offer it: closes the drawer it
// sits in, then signs out (which also purges the member's private data).
import { logout } from '../data/session';
import { useT } from '../i18n';

export function LogOutButton({ className, onClose }: { className: string; onClose: () => void }) {
  const t = useT('common');
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClose();
        void logout();
      }}
    >
      {t('nav.log_out')}
    </button>
  );
}
