// The only PocketBase SDK client of the app (conventions). Same origin: the server
// binary serves the PWA, and the dev server proxies /api and /_ to it.
import PocketBase from 'pocketbase';
import { registerAuthStore } from './auth-token';
import { queryClient } from './query-client';
import { prepareErrorText } from './errors';
import { isServerAnswer, onReconnect, reportNetworkFailure, reportReachable } from './connectivity';
import { retryDelay } from './backoff';

export const pb = new PocketBase('/');

// Auto-cancellation stays on: a newer identical list request (same method and path)
// cancels the older one, which is what typing in a search box wants. Calls that must
// never be cancelled (outbox replays, the session check) pass `requestKey: null`.
pb.autoCancellation(true);
registerAuthStore(pb.authStore);

// Saving settings or asset assignments (admins) changes what a cached answer says: those
// queries are invalidated, so their readers ask the server again. Other writes (views,
// ratings) leave them alone.
const SHARED_SOURCES = /\/api\/(reelhouse\/settings|collections\/(asset_assignments|assets))\b/;

/**
 * fetch, with the answer's body read in full before the SDK sees it. The SDK parses each
 * body with response.json() and, when that fails for any reason but an abort, resolves
 * with {} as if the server had said so: a body cut off by a page navigating away was cached
 * as an empty grid, which the next page drew and crashed on. A cut body now fails the
 * request like any network error. Every outcome tells data/connectivity.ts whether the
 * server is reachable.
 */
export async function wholeBodyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init).catch((err: unknown) => {
    // No answer at all (not an abort): the app is offline, whatever navigator.onLine says.
    if ((err as Error)?.name !== 'AbortError') reportNetworkFailure();
    throw err;
  });
  // A captive portal's page instead of the server's answer fails like a network error.
  if (!isServerAnswer(res)) {
    reportNetworkFailure();
    throw new TypeError('Failed to fetch: not the server');
  }
  reportReachable();
  if (res.status === 204 || res.status === 304 || !res.body) return res;
  const body = await res.arrayBuffer();
  const whole = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  Object.defineProperty(whole, 'url', { value: res.url });
  return whole;
}

pb.beforeSend = (url, options) => {
  const method = String(options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && SHARED_SOURCES.test(url)) {
    void queryClient.invalidateQueries({ queryKey: ['settings'] });
    void queryClient.invalidateQueries({ queryKey: ['lists', 'asset_assignments'] });
  }
  // Public reads carry Cache-Control for a CDN (max-age, stale-while-revalidate), which the
  // browser's HTTP cache honours too: it would answer a just-saved setting with the old copy.
  // The app keeps its own cache (TanStack Query, persisted to IndexedDB), so its reads always revalidate
  // (a 304 by ETag when nothing changed).
  if (method === 'GET' && options.cache === undefined) options.cache = 'no-cache';
  options.fetch ??= wholeBodyFetch;
  return { url, options };
};

// An error answer with a code: its text's catalog arrives before the caller sees the error
// (src/data/errors.ts), so the first error a German visitor meets is German too.
pb.afterSend = async (res, data) => {
  await prepareErrorText(res.status, data);
  return data;
};

// The realtime stream's reconnects (the SDK retries every 2 s for ever: 30 failing
// requests a minute offline) back off like every other loop, to one per 30 s (backoff.ts);
// the connection's return reconnects at once. The SDK reads its schedule by index.
type RealtimeInternals = { predefinedReconnectIntervals: number[]; reconnectAttempts: number; reconnectTimeoutId?: ReturnType<typeof setTimeout>; initConnect(): void };
const realtime = pb.realtime as unknown as RealtimeInternals;
realtime.predefinedReconnectIntervals = new Proxy([] as number[], {
  get: (target, key) => (typeof key === 'string' && /^\d+$/.test(key) ? retryDelay(Number(key)) : key === 'length' ? 64 : Reflect.get(target, key)),
});
onReconnect(() => {
  if (realtime.reconnectAttempts <= 0) return; // connected, or never subscribed
  clearTimeout(realtime.reconnectTimeoutId);
  realtime.reconnectAttempts = 1;
  realtime.initConnect();
});
