// Every video whose card the member has seen opens offline (issue 15 §4): after a grid
// shows, the watch payloads of its cards are fetched in idle time and cached like a visit
// would. Bounded: a few at a time, at most MAX_PER_SESSION per page load, none when the
// member asked to save data, none already cached within FRESH_MS.
import { loadIdb } from './lazy-idb';
import { isNetworkError } from './errors';
import { writeBehind } from './write-behind';

export const MAX_PER_SESSION = 60;
const FRESH_MS = 6 * 60 * 60 * 1000;
const CONCURRENCY = 2;

let spent = 0;
const queued = new Set<string>();
const queue: string[] = [];
let running = 0;

type Fetcher = (slug: string) => Promise<unknown>;
type CacheId = (slug: string) => string;

function saveData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

const idle = (fn: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(() => fn(), { timeout: 5000 }) : setTimeout(fn, 500);

/** Queues the watch payloads of cards just shown. */
export function prefetchWatchPayloads(slugs: string[], fetchOne: Fetcher, cacheId: CacheId): void {
  if (typeof window === 'undefined' || !navigator.onLine || saveData()) return;
  for (const slug of slugs) {
    if (spent + queue.length >= MAX_PER_SESSION) break;
    if (queued.has(slug)) continue;
    queued.add(slug);
    queue.push(slug);
  }
  pump(fetchOne, cacheId);
}

function pump(fetchOne: Fetcher, cacheId: CacheId) {
  while (running < CONCURRENCY && queue.length) {
    const slug = queue.shift()!;
    running++;
    idle(() => {
      void prefetchOne(slug, fetchOne, cacheId).finally(() => {
        running--;
        pump(fetchOne, cacheId);
      });
    });
  }
}

async function prefetchOne(slug: string, fetchOne: Fetcher, cacheId: CacheId): Promise<void> {
  if (!navigator.onLine || spent >= MAX_PER_SESSION) return;
  const idb = await loadIdb();
  const id = cacheId(slug);
  const have = await idb.readRecord(idb.db, 'watch', id).catch(() => null);
  if (have && Date.now() - have.fetchedAt < FRESH_MS) return;
  spent++;
  try {
    const startedAt = Date.now();
    const data = await fetchOne(slug);
    // Tracked like the page's own cache writes (write-behind.ts), and never over a copy
    // the page stored while this was in flight (the member opened the video meanwhile).
    const stored = idb.withQuotaRetry(idb.db, () => idb.writeRecordUnlessNewer(idb.db, 'watch', id, data, startedAt));
    writeBehind(() => stored);
    await stored;
  } catch (err) {
    if (isNetworkError(err)) queue.length = 0; // the connection went: stop for now
  }
}

/** Test hook: forget what this page load has prefetched. */
export function resetPrefetch(): void {
  spent = 0;
  queued.clear();
  queue.length = 0;
}
