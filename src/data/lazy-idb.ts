// One shared dynamic import of ./idb (see there).
import { afterFirstDraw } from './first-draw';
type Idb = typeof import('./idb');

let loading: Promise<Idb> | null = null;
let loaded: Idb | null = null;

/**
 * Resolves once the browser has drawn what the page had to draw and is idle. Dexie is the
 * largest script after the framework (28 KB brotli, the longest task of a first visit);
 * run before the first frames it held back the home banner's paint, and Lighthouse then
 * counted its download and run as part of the LCP (issue 15 §3). Nothing needs it to draw:
 * the first grid comes from first-pages.ts, the first answers from the early requests.
 * The timeout bounds the wait (a busy or hidden tab).
 */
export function whenIdle(timeoutMs = 500): Promise<void> {
  const g = globalThis as { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => void };
  // Idle time between the first render's slices is not idle (first-draw.ts).
  return afterFirstDraw().then(
    () => new Promise((resolve) => (g.requestIdleCallback ? g.requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : resolve())),
  );
}

/** Ends the idle wait of a load under way (see loadIdb's `now`). */
let hurry: (() => void) | null = null;

/**
 * `now`: IndexedDB is the page's only source of data (a request has just failed for want of
 * a network), so no idle wait, and a load already waiting for idle stops waiting. Offline
 * by navigator.onLine counts too; it is not enough alone: a browser may still say online
 * (a network emulated offline, a captive portal), and then a first screen waited for idle
 * behind the render it was meant to fill (about a second at 4x CPU, scripts/bench-web).
 */
export function loadIdb(now = false): Promise<Idb> {
  const offline = now || globalThis.navigator?.onLine === false;
  if (offline) hurry?.();
  loading ??= (offline ? Promise.resolve() : Promise.race([whenIdle(), new Promise<void>((r) => (hurry = r))]))
    .then(() => {
      hurry = null;
      return import('./idb');
    })
    .then((m) => (loaded = m));
  return loading;
}

/** The module once loaded, so later renders can read synchronously. */
export const idbIfLoaded = (): Idb | null => loaded;
