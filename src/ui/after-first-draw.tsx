// Parts of the page that render later than the rest, each in a commit of its own.
import { useEffect, useState, type ReactNode } from 'react';
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

const firstDrawThenTask = () => afterFirstDraw().then(yieldTask);

/**
 * Below the fold on a first visit (the footer, a watch page's similar videos and comments):
 * rendered a task after the first render's commit. The browser's style and layout of the
 * whole page after that commit was the longest task left on a first visit (~25 ms of CPU on
 * a watch page, ~100 ms at Lighthouse's 4x; issue 26 §7). Mounted after the first render (a
 * navigation), the children render at once.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  return useReadyAfter(firstDrawThenTask, !inFirstDraw()) ? children : null;
}

/** Work that competes with a first visit without helping it (the service worker): afterPageSettled. */
export function WhenPageSettled({ children }: { children: ReactNode }) {
  return useReadyAfter(afterPageSettled, false) ? children : null;
}
