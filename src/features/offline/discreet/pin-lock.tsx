// The PIN screen of the installed app in discreet mode: nothing else renders until the
// PIN matches (the check is local: this hides the app from a glance, it is not a vault).
// The screen itself loads only when locked: most visitors never see it (first-load budget).
import { Suspense, useState, type ReactNode } from 'react';
import { needsUnlock } from './discreet';
import { lazyWithRetry } from '../../../ui/lazy-retry';

// Its code not fetched (offline): a "needs a connection" notice, never the app behind it.
const PinScreen = lazyWithRetry(() => import('./pin-screen').then((m) => ({ default: m.PinScreen })), 'page');

export function PinLock({ children }: { children: ReactNode }) {
  const [locked, setLocked] = useState(needsUnlock);
  if (!locked) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <PinScreen onUnlock={() => setLocked(false)} />
    </Suspense>
  );
}
