// Wraps every route: the 18+ age gate first, and the session keeper (token refresh).
import { Outlet } from 'react-router-dom';
import { AgeGate } from '../../features/age-gate/age-gate';
import { useSessionKeeper } from '../../features/account/session-keeper';
import { PinLock } from '../../features/offline/discreet/pin-lock';

export function RootLayout() {
  useSessionKeeper();
  return (
    <AgeGate>
      <PinLock>
        <Outlet />
      </PinLock>
    </AgeGate>
  );
}
