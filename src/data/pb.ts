// The only PocketBase SDK client of the app (conventions). Same origin: the server
// binary serves the PWA, and the dev server proxies /api and /_ to it.
import PocketBase from 'pocketbase';
import { registerAuthStore } from './auth-token';
import { clearSharedFetches } from './shared-fetch';

export const pb = new PocketBase('/');

// Auto-cancellation stays on: a newer identical list request (same method and path)
// cancels the older one, which is what typing in a search box wants. Calls that must
// never be cancelled (outbox replays, the session check) pass `requestKey: null`.
pb.autoCancellation(true);
registerAuthStore(pb.authStore);

// Saving settings or asset assignments (admins) changes what a shared answer says: the next
// reader asks the server again instead of reusing it (shared-fetch.ts). Other writes (views,
// ratings) leave the shared answers alone.
const SHARED_SOURCES = /\/api\/(reelhouse\/settings|collections\/(asset_assignments|assets))\b/;
pb.beforeSend = (url, options) => {
  const method = String(options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && SHARED_SOURCES.test(url)) clearSharedFetches();
  // Public reads carry Cache-Control for a CDN (max-age, stale-while-revalidate), which the
  // browser's HTTP cache honours too: it would answer a just-saved setting with the old copy.
  // The app keeps its own cache (IndexedDB, shared-fetch.ts), so its reads always revalidate
  // (a 304 by ETag when nothing changed).
  if (method === 'GET' && options.cache === undefined) options.cache = 'no-cache';
  return { url, options };
};
