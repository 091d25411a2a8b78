// One shared dynamic import of ./idb (see there).
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
  return new Promise((resolve) => (g.requestIdleCallback ? g.requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : resolve()));
}

export function loadIdb(): Promise<Idb> {
  // Offline, IndexedDB is the page's only source of data: no wait.
  const offline = globalThis.navigator?.onLine === false;
  loading ??= (offline ? Promise.resolve() : whenIdle())
    .then(() => import('./idb'))
    .then((m) => (loaded = m));
  return loading;
}

/** The module once loaded, so later renders can read synchronously. */
export const idbIfLoaded = (): Idb | null => loaded;
