// Every video whose card the member has seen opens offline (issue 15 §4): after a grid
// shows, the watch payloads of its cards are prefetched (queryClient.prefetchQuery, so a
// payload already cached and fresh costs nothing and one in flight is shared) and persisted
// like a visit. Bounded: a few at a time in idle time, at most MAX_PER_SESSION per page
// load, none when the member asked to save data.
import { isNetworkError } from './errors';
import { isOnline } from './connectivity';

export const MAX_PER_SESSION = 60;
const CONCURRENCY = 2;

let spent = 0;
const queued = new Set<string>();
const queue: string[] = [];
let running = 0;

type Prefetch = (slug: string) => Promise<void>;

const saveData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

const idle = (fn: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(() => fn(), { timeout: 5000 }) : setTimeout(fn, 500);

/** Queues the watch payloads of cards just shown. */
export function prefetchWatchPayloads(slugs: string[], prefetch: Prefetch): void {
  if (typeof window === 'undefined' || !isOnline() || saveData()) return;
  for (const slug of slugs) {
    if (spent + queue.length >= MAX_PER_SESSION) break;
    if (queued.has(slug)) continue;
    queued.add(slug);
    queue.push(slug);
  }
  pump(prefetch);
}

function pump(prefetch: Prefetch) {
  while (running < CONCURRENCY && queue.length) {
    const slug = queue.shift()!;
    running++;
    idle(() => {
      void one(slug, prefetch).finally(() => {
        running--;
        pump(prefetch);
      });
    });
  }
}

async function one(slug: string, prefetch: Prefetch): Promise<void> {
  if (!isOnline() || spent >= MAX_PER_SESSION) return;
  spent++;
  try {
    await prefetch(slug);
  } catch (err) {
    if (isNetworkError(err)) queue.length = 0; // the connection went: stop for now
  }
}
