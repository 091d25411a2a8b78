// Whether the app can reach its server (issue 39 §2): navigator.onLine AND the outcome of
// its own requests. The browser's flag alone is not enough: on a captive portal, a Wi-Fi
// without uplink or with the server down it stays true while every request fails. So a
// request that fails for lack of a network (src/data/pb.ts, a code chunk that cannot load)
// says "offline" at once, and one that gets the server's answer says "online" again. While
// offline for that reason one probe (GET /api/health) backs off from 1 s to one per 30 s
// (backoff.ts); the browser's 'online' event or any answer ends it. Kept tiny: the header's
// offline indicator reads it on the first visit. How it decides: docs/device-storage.md.
import { retryDelay } from './backoff';

type Listener = () => void;
const listeners = new Set<Listener>();
/** A request failed for lack of a network and nothing has reached the server since. */
let unreachable = false;
let shown = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeAttempt = 0;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The app's online state: what the browser says and what its requests found. */
export const isOnline = (): boolean => browserOnline() && !unreachable;

function changed() {
  const now = isOnline();
  if (now === shown) return;
  shown = now;
  for (const fn of [...listeners]) fn();
}

/** Calls `fn` on every change of isOnline(); returns the unsubscribe. */
export function subscribeConnectivity(fn: Listener): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Calls `fn` each time the app comes back online (not at once); returns the unsubscribe. */
export const onReconnect = (fn: Listener): (() => void) => subscribeConnectivity(() => isOnline() && fn());

/** A request failed without an answer (not an abort): offline until something gets through. */
export function reportNetworkFailure(): void {
  if (!unreachable) {
    unreachable = true;
    probeAttempt = 0;
    changed();
  }
  scheduleProbe();
}

/** The server answered (any HTTP status): online again. */
export function reportReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  changed();
}

function scheduleProbe() {
  if (probeTimer !== undefined || !unreachable) return;
  probeTimer = setTimeout(probe, retryDelay(probeAttempt++));
}

function probe() {
  probeTimer = undefined;
  // The browser says offline: its 'online' event resumes (no request meanwhile).
  if (unreachable && browserOnline()) void checkReachable();
}

/**
 * Asks the server now (GET /api/health) and records the outcome; true when it answered.
 * A lazy chunk that failed to load asks: offline, or a deployment that replaced it?
 */
export function checkReachable(): Promise<boolean> {
  if (!browserOnline()) return Promise.resolve(false);
  return fetch('/api/health', { cache: 'no-store' }).then(
    (res) => {
      const ok = isServerAnswer(res);
      if (ok) reportReachable();
      else reportNetworkFailure();
      return ok;
    },
    () => {
      reportNetworkFailure();
      return false;
    },
  );
}

/**
 * An answer from the app's server, not from a captive portal (it redirects elsewhere or
 * answers an /api/ call with its HTML login page).
 */
export function isServerAnswer(res: Response): boolean {
  if (res.type === 'opaqueredirect' || (res.redirected && !res.url.startsWith(location.origin))) return false;
  return !(res.headers.get('content-type') ?? '').startsWith('text/html');
}

/** How long a load may stay unanswered while the app is offline before it counts as failed. */
const OFFLINE_GRACE_MS = 3000;

/**
 * A code chunk or catalog requested just before the connection went may never be answered
 * (the request hangs): a lazy component or text waiting on it would show its Suspense
 * fallback for ever (the account button's placeholder: no sign-out). Offline for a few
 * seconds with no answer, it fails like a chunk that cannot be fetched (the same message),
 * and is asked again when the connection is back (ui/lazy-retry.tsx, i18n/runtime.ts).
 */
export function giveUpOffline<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      if (!isOnline()) timer = setTimeout(() => !isOnline() && reject(new TypeError('Failed to fetch dynamically imported module: no answer while offline')), OFFLINE_GRACE_MS);
    };
    const stop = subscribeConnectivity(watch);
    watch();
    loading.then(resolve, reject).finally(() => {
      stop();
      clearTimeout(timer);
    });
  });
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  // The browser's own word: back online it is believed until a request says otherwise.
  window.addEventListener('online', () => {
    unreachable = false;
    clearTimeout(probeTimer);
    probeTimer = undefined;
    changed();
  });
  window.addEventListener('offline', changed);
}
