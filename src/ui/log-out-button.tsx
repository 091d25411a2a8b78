// Log Out, as the mobile menu and the account panel both offer it: closes the drawer it
// sits in, then signs out (which also purges the member's private data).
import { logout } from '../data/session';

export function LogOutButton({ className, onClose }: { className: string; onClose: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClose();
        void logout();
      }}
    >
      Log Out
    </button>
  );
}
