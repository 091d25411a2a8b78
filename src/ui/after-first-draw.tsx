// Parts of the first screen below the fold (the footer, a watch page's similar videos and
// comments) render a task after the first render's commit, in a commit of their own: the
// browser's style and layout of the whole page after that commit was the longest task left
// on a first visit (~25 ms of CPU on a watch page, ~100 ms at Lighthouse's 4x; issue 26 §7).
// Rendered later than the first render (a navigation), they render at once.
import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstDraw, inFirstDraw, yieldTask } from '../data/first-draw';

export function AfterFirstDraw({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !inFirstDraw());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstDraw()
      .then(yieldTask)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}
