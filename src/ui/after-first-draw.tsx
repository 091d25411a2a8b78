// Parts of the page that render later than the rest, each in a commit of its own.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterFirstDraw, afterPageSettled, inFirstDraw, yieldTask } from '../data/first-draw';

/** Whether `wait` has resolved since the mount; true from the start where `now`. */
function useReadyAfter(wait: () => Promise<unknown>, now: boolean): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void wait().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, wait]);
  return ready;
}

// Whether the first render has committed and a task has passed since, as an external store:
// the server's render and a hydration read its server value (not yet), so the markup the
// browser hydrates has none of these parts whenever React gets to hydrate them (a Suspense
// boundary hydrates after the root's commit, when a plain state would already say yes and
// draw them into markup that lacks them). React draws them once the store says so.
let drawnAndTask = false;
let waiting: Promise<void> | null = null;
const listeners = new Set<() => void>();
function subscribeDrawn(onChange: () => void) {
  listeners.add(onChange);
  waiting ??= afterFirstDraw()
    .then(yieldTask)
    .then(() => {
      drawnAndTask = true;
      for (const l of listeners) l();
    });
  return () => void listeners.delete(onChange);
}
const drawnSnapshot = () => drawnAndTask || !inFirstDraw();
const serverSnapshot = () => false;
/** AfterFirstDraw's store, for its test. */
export const drawnStore = { subscribe: subscribeDrawn, snapshot: drawnSnapshot, serverSnapshot };

/**
 * Below the fold on a first visit (the footer, a watch page's similar videos and comments):
 * rendered a task after the first render's commit. The browser's style and layout of the
 * whole page after that commit was the longest task left on a first visit (~25 ms of CPU on
 * a watch page, ~100 ms at Lighthouse's 4x; issue 26 §7). Mounted after the first render (a
 * navigation), the children render at once.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  return useSyncExternalStore(subscribeDrawn, drawnSnapshot, serverSnapshot) ? children : null;
}

/** Work that competes with a first visit without helping it (the service worker): afterPageSettled. */
export function WhenPageSettled({ children }: { children: ReactNode }) {
  return useReadyAfter(afterPageSettled, false) ? children : null;
}
