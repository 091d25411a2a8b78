// The 18+ interstitial (UX notes: an age gate before any content on first visit). Nothing
// of the site renders until the visitor confirms; the answer is remembered on this
// device (localStorage). "Leave" navigates away. Radix AlertDialog traps focus and
// cannot be dismissed with Escape or an outside click.
// Where the server's policy for the visitor's region asks for a real age check (issue 37,
// internal/agegate), the verification screen replaces the site until a provider said
// "over 18": the server sends no content before that whatever this shows.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { isAgeConfirmed } from './age-gate-storage';
import { fetchAgeStatus, type AgeStatus } from './age-verify-api';

export { LEAVE_URL } from './age-gate-storage';

// The dialog (and Radix) is fetched only by visitors who still have to confirm.
const AgeGateDialog = lazyWithRetry(() => import('./age-gate-dialog'), 'page');
const AgeVerifyScreen = lazyWithRetry(() => import('./age-verify-screen'), 'page');

/** The region's policy asks this visitor for a check they have not passed; null: it does not (or offline). */
function useVerifyStatus(): AgeStatus | null {
  const [status, setStatus] = useState<AgeStatus | null>(null);
  useEffect(() => {
    let live = true;
    fetchAgeStatus()
      .then((s) => live && setStatus(s.action === 'verify' && !s.passed ? s : null))
      .catch(() => {
        /* offline or an older server: the click-through stays */
      });
    return () => {
      live = false;
    };
  }, []);
  return status;
}

export function AgeGate({ children }: { children: ReactNode }) {
  const [ok, setOk] = useState(isAgeConfirmed);
  const verify = useVerifyStatus();
  // The public page on how age is checked stays readable before the check (it carries nothing adult).
  if (verify && !/\/age-assurance\/?$/.test(window.location.pathname)) {
    return (
      <Suspense fallback={null}>
        <AgeVerifyScreen status={verify} />
      </Suspense>
    );
  }
  if (ok) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AgeGateDialog onEnter={() => setOk(true)} />
    </Suspense>
  );
}
