/// <reference lib="webworker" />
// The service worker (the offline notes): precache the app shell, answer
// navigations with index.html (never for /api/ or /_/, so never for the SSE stream
// /api/realtime), keep images served from /api/files/ cache-first. API JSON is cached
// by the data layer in IndexedDB, not here. Updates wait for the member (SKIP_WAITING).
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { DOWNLOADS_CACHE_PREFIX } from './data/private-data-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/**
 * No second copy of the shell: workbox fetches revisioned entries (index.html, icons,
 * the manifest) with `cache: 'reload'`, i.e. a fresh download of what the page has just
 * loaded. Ask with `cache: 'no-cache'` instead: the server answers 304 to the ETag of the
 * page's copy and the body comes from the HTTP cache. Hashed assets (no revision) already
 * come from the HTTP cache (immutable).
 */
addPlugins([
  {
    requestWillFetch: async ({ request }) => {
      if (request.cache !== 'reload') return request;
      const url = new URL(request.url);
      // The shell: the page was loaded as a route (usually "/"), never as /index.html. Any
      // route's page is the same shell (only its SEO meta differ, which a worker-served
      // page does not need), so revalidate "/", most often the copy just loaded.
      if (url.pathname === '/index.html') url.pathname = '/';
      return new Request(url.href, { credentials: 'same-origin', cache: 'no-cache' });
    },
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths that belong to the server and must reach it untouched. */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/_(\/|$)/];

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }));

const IMAGE_EXT = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/** Only complete 200 answers are kept (no 206 ranges, no opaque or error responses). */
const only200: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * Files that may be kept on the device: images of public records. A `token` means the
 * file is protected (ID documents, premium sources, anything only some members may see):
 * those go to the network every time and never into a cache another member could read.
 * Thumbnails of public videos need no token, so they are still cached. (The path names
 * the collection by id, so the token is the only reliable mark.)
 */
function isCacheableFile(url: URL, request: Request): boolean {
  if (!url.pathname.startsWith('/api/files/') || url.searchParams.has('token')) return false;
  return request.destination === 'image' || IMAGE_EXT.test(url.pathname);
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && isCacheableFile(url, request),
  new CacheFirst({
    cacheName: 'reelhouse-images',
    plugins: [
      only200,
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Message catalogs (src/i18n): not in the precache (every language would be downloaded);
// the visitor's own are kept when first used, so a page seen online opens offline in its
// language. Hashed files: cache first.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/i18n/'),
  new CacheFirst({ cacheName: 'reelhouse-catalogs', plugins: [only200, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);

// Code chunks left out of the precache (vite.config.ts: the admin, creator and manage
// folders, and whatever only those reach: the forms of the panels, the upload form, the
// blog editor): kept when first loaded, so a dashboard or form used online opens offline
// without counting on the browser's HTTP cache. Precached files never reach this route
// (precacheAndRoute answers them first). hls*.js is left to the network: the ladder it
// plays needs the network anyway. Hashed names: cache first; old versions age out.
const LAZY_CODE = /^\/assets\/(?!i18n\/)(?:[^/]+\/)?(?!hls)[^/]+\.(?:js|css)$/;
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && LAZY_CODE.test(url.pathname),
  new CacheFirst({
    cacheName: 'reelhouse-code',
    plugins: [only200, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

/** "bytes=a-b", "bytes=a-" or "bytes=-n" of a file of `size` bytes; null when unsatisfiable. */
function parseRange(header: string, size: number): [number, number] | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? [start, end] : null;
}

/**
 * Downloaded videos (features/offline/downloads) play from the device, with seeking: the
 * stored file answers Range requests. Anything not downloaded goes to the network.
 */
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/reelhouse/stream/'),
  async ({ request, url }) => {
    const key = url.origin + url.pathname;
    for (const name of await caches.keys()) {
      if (!name.startsWith(DOWNLOADS_CACHE_PREFIX)) continue;
      const hit = await (await caches.open(name)).match(key);
      if (!hit) continue;
      const blob = await hit.blob();
      const type = hit.headers.get('Content-Type') ?? 'video/mp4';
      const range = request.headers.get('Range');
      if (!range) {
        return new Response(blob, { status: 200, headers: { 'Content-Type': type, 'Content-Length': String(blob.size), 'Accept-Ranges': 'bytes' } });
      }
      const r = parseRange(range, blob.size);
      if (!r) return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${blob.size}` } });
      const [start, end] = r;
      return new Response(blob.slice(start, end + 1, type), {
        status: 206,
        headers: {
          'Content-Type': type,
          'Content-Length': String(end - start + 1),
          'Content-Range': `bytes ${start}-${end}/${blob.size}`,
          'Accept-Ranges': 'bytes',
        },
      });
    }
    return fetch(request);
  },
);

/**
 * The caption files of a downloaded video (issue 41) load from the member's downloads cache,
 * so the offline player shows them; online, and for any other video, the network answers.
 */
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/files/captions/'),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (err) {
      for (const name of await caches.keys()) {
        if (!name.startsWith(DOWNLOADS_CACHE_PREFIX)) continue;
        const hit = await (await caches.open(name)).match(url.origin + url.pathname);
        if (hit) return hit;
      }
      throw err;
    }
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
