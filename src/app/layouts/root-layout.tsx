// Wraps every route: the 18+ age gate first, and the session keeper (token refresh).
import { Outlet } from 'react-router-dom';
import { AgeGate } from '../../features/age-gate/age-gate';
import { useSessionKeeper } from '../../features/account/session-keeper';

export function RootLayout() {
  useSessionKeeper();
  return (
    <AgeGate>
      <Outlet />
    </AgeGate>
  );
}
