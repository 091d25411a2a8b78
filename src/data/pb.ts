// The only PocketBase SDK client of the app (conventions). Same origin: the server
// binary serves the PWA, and the dev server proxies /api and /_ to it.
import PocketBase from 'pocketbase';
import { registerAuthStore } from './auth-token';
import { queryClient } from './query-client';
import { prepareErrorText } from './errors';

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
 * request like any network error.
 */
export async function wholeBodyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
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
