/// <reference lib="webworker" />
// The service worker (shared/docs/offline.md): precache the app shell, answer
// navigations with index.html (never for /api/ or /_/, so never for the SSE stream
// /api/realtime), keep images served from /api/files/ cache-first. API JSON is cached
// by the data layer in IndexedDB, not here. Updates wait for the member (SKIP_WAITING).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths that belong to the server and must reach it untouched. */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/_(\/|$)/];

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }));

const IMAGE_EXT = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/** Protected file URLs carry a short-lived `token`: the cached copy must not depend on it. */
const dropTokenFromKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('token');
    return url.href;
  },
};

/** Only complete 200 answers are kept (no 206 ranges, no opaque or error responses). */
const only200: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/files/') &&
    (request.destination === 'image' || IMAGE_EXT.test(url.pathname)),
  new CacheFirst({
    cacheName: 'reelhouse-images',
    plugins: [
      dropTokenFromKey,
      only200,
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
