// One shared dynamic import of ./idb (see there).
import { whenIdle } from './first-draw';
import { isOnline } from './connectivity';
type Idb = typeof import('./idb');

let loading: Promise<Idb> | null = null;
let loaded: Idb | null = null;

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
  const offline = now || !isOnline();
  if (offline) hurry?.();
  loading ??= (offline ? Promise.resolve() : Promise.race([whenIdle(), new Promise<void>((r) => (hurry = r))]))
    .then(() => {
      hurry = null;
      return import('./idb');
    })
    .then(
      (m) => (loaded = m),
      (err: unknown) => {
        // Offline before the chunk was kept: the next call fetches again.
        loading = null;
        throw err;
      },
    );
  return loading;
}

/** The module once loaded, so later renders can read synchronously. */
export const idbIfLoaded = (): Idb | null => loaded;
