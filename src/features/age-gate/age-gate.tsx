// The 18+ interstitial (UX notes: an age gate before any content on first visit). Nothing
// of the site renders until the visitor confirms; the answer is remembered on this
// device (localStorage). "Leave" navigates away. Radix AlertDialog traps focus and
// cannot be dismissed with Escape or an outside click.
import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { isAgeConfirmed } from './age-gate-storage';

export { LEAVE_URL } from './age-gate-storage';

// The dialog (and Radix) is fetched only by visitors who still have to confirm.
const AgeGateDialog = lazyWithRetry(() => import('./age-gate-dialog'), 'page');

export function AgeGate({ children }: { children: ReactNode }) {
  const [ok, setOk] = useState(isAgeConfirmed);
  if (ok) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AgeGateDialog onEnter={() => setOk(true)} />
    </Suspense>
  );
}
