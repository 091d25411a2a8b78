// Cache-first reads (offline notes): a query renders what IndexedDB holds at once, then
// refreshes from the server and stores the answer, which re-renders through the live
// query. `stale` says the cached data could not be refreshed; `offline` that the refresh
// failed for lack of a connection. Components never call the SDK; they use these hooks
// through the typed queries of catalog.ts and engagement.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CachedList, ListAnswer } from './cache';
import { loadIdb } from './lazy-idb';
import { writeBehind } from './write-behind';
import { errorStatus, isAbortError, isNetworkError } from './errors';
import { keepsFirstPage, readFirstPage, writeFirstPage } from './first-pages';
import { sharedFetch } from './shared-fetch';

export type QueryStatus = 'loading' | 'ready' | 'error';

export interface QueryState<T> {
  data: T | undefined;
  status: QueryStatus;
  error: unknown;
  /** Showing cached data that the last refresh could not update. */
  stale: boolean;
  /** The last refresh failed because the network is unreachable. */
  offline: boolean;
  refetch: () => void;
}

interface NetState<T> {
  key: string;
  status: 'fetching' | 'done' | 'error';
  error?: unknown;
  data?: T;
}

type Idb = Awaited<ReturnType<typeof loadIdb>>;

/**
 * A Dexie live query whose library is loaded on demand. Undefined until the first read
 * has answered, so callers can tell "not read yet" from "nothing cached".
 */
function useLazyLiveQuery<T>(key: string, enabled: boolean, read: (idb: Idb) => Promise<T | null>): { key: string; value: T | null } | undefined {
  const readRef = useRef(read);
  readRef.current = read;
  const [state, setState] = useState<{ key: string; value: T | null }>();
  useEffect(() => {
    if (!enabled) {
      setState({ key, value: null });
      return;
    }
    let live = true;
    let unsubscribe: (() => void) | undefined;
    loadIdb().then(
      (idb) => {
        if (!live) return;
        const sub = idb.liveQuery(() => readRef.current(idb).catch(() => null)).subscribe({
          next: (value) => live && setState({ key, value }),
          error: () => live && setState({ key, value: null }),
        });
        unsubscribe = () => sub.unsubscribe();
      },
      () => live && setState({ key, value: null }),
    );
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [key, enabled]);
  return state;
}

function useCacheFirst<T>(
  key: string,
  enabled: boolean,
  read: (idb: Idb) => Promise<T | null>,
  fetchAndStore: () => Promise<T>,
  reuseMs = 0,
  /** Shown until IndexedDB answers (first-pages.ts). */
  placeholder?: T,
): QueryState<T> {
  const fetchRef = useRef(fetchAndStore);
  fetchRef.current = fetchAndStore;

  const cached = useLazyLiveQuery<T>(key, enabled, read);
  const [net, setNet] = useState<NetState<T> | null>(null);
  const [nonce, setNonce] = useState(0);
  const force = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setNet({ key, status: 'fetching' });
    // Consumers of the same key share one request (shared-fetch.ts); Try Again forces a new one.
    const forced = force.current;
    force.current = false;
    sharedFetch(key, () => fetchRef.current(), { reuseMs, force: forced }).then(
      (data) => live && setNet({ key, status: 'done', data }),
      (error: unknown) => {
        if (live && !isAbortError(error)) setNet({ key, status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, enabled, nonce, reuseMs]);

  const refetch = useCallback(() => {
    force.current = true;
    setNonce((x) => x + 1);
  }, []);
  const mine = net && net.key === key ? net : null;
  const cacheAnswered = cached !== undefined && cached.key === key;
  const fromCache = cacheAnswered ? cached.value : undefined;
  // The synchronous copy also stands in when IndexedDB has nothing and the refresh failed:
  // IndexedDB's own write waits for Dexie, loaded once the page is idle (lazy-idb.ts), and
  // a page left at once (then offline) never made it.
  const data = fromCache ?? mine?.data ?? (cacheAnswered && mine?.status !== 'error' ? undefined : placeholder);
  // No error flash: a failed fetch (offline) counts only once the cache has answered,
  // which may still hold the page (issue 15 §4).
  const failed = mine?.status === 'error' && (cacheAnswered || !enabled);
  return {
    data: data ?? undefined,
    status: data !== undefined && data !== null ? 'ready' : failed ? 'error' : 'loading',
    error: failed ? mine?.error : undefined,
    stale: failed && data != null,
    offline: failed && isNetworkError(mine?.error),
    refetch,
  };
}

export interface ListQuery<T> {
  /** Records table namespace, e.g. 'cards'. */
  collection: string;
  /** Identifies the list (page excluded), e.g. 'videos:trending'. */
  queryKey: string;
  page: number;
  fetch: (page: number) => Promise<ListAnswer<T>>;
  enabled?: boolean;
}

/** A page of a list, cached as records + ordered ids. */
export function useCachedList<T extends { id: string }>(q: ListQuery<T>): QueryState<CachedList<T>> {
  const { collection, queryKey, page } = q;
  const key = `${collection}|${queryKey}|${page}`;
  const keep = keepsFirstPage(collection, queryKey, page);
  return useCacheFirst<CachedList<T>>(
    key,
    q.enabled ?? true,
    (idb) => idb.readPage<T>(idb.db, collection, queryKey, page),
    async () => {
      const answer = await q.fetch(page);
      const now = Date.now();
      // A local answer (offline search over the cache) is not a server page: keep it out.
      // Stored in the background: the page draws the answer now instead of after Dexie has
      // loaded and IndexedDB has written it (Lighthouse counted that as the LCP's render
      // delay, issue 15 §3); the live query then reads the same page back.
      if (!(answer as { local?: boolean }).local) {
        writeBehind(() => loadIdb().then((idb) => idb.withQuotaRetry(idb.db, () => idb.writePage(idb.db, collection, queryKey, page, answer, now))));
      }
      const { items, totalItems, totalPages, perPage, ...meta } = answer;
      const list = { items, page, totalItems, totalPages, perPage, meta: { ...meta, perPage, totalPages }, fetchedAt: now };
      if (keep && !(answer as { local?: boolean }).local) writeFirstPage(key, list);
      return list;
    },
    0,
    keep ? readFirstPage<T>(key) : undefined,
  );
}

export interface RecordQuery<T> {
  collection: string;
  id: string;
  fetch: () => Promise<T>;
  enabled?: boolean;
  /** Reuse a fresh answer this long (ms) for every consumer mounting meanwhile (settings, assets). */
  reuseMs?: number;
}

/** One cached document (a watch payload, a setting, a full small list). */
export function useCachedRecord<T>(q: RecordQuery<T>): QueryState<T> {
  const { collection, id } = q;
  return useCacheFirst<T>(
    `${collection}|${id}`,
    q.enabled ?? true,
    async (idb) => (await idb.readRecord<T>(idb.db, collection, id))?.data ?? null,
    async () => {
      let data: T;
      const startedAt = Date.now();
      try {
        data = await q.fetch();
      } catch (err) {
        // Gone on the server (a deleted video): drop the cached copy, so the page says so
        // instead of showing it forever.
        if (errorStatus(err) === 404) await loadIdb().then((idb) => idb.db.records.delete([collection, id])).catch(() => undefined);
        throw err;
      }
      // In the background, as for lists (above). A row stored after this fetch began is
      // newer than its answer (the member liked while "not rated" was on its way): kept.
      writeBehind(() => loadIdb().then((idb) => idb.withQuotaRetry(idb.db, () => idb.writeRecordUnlessNewer(idb.db, collection, id, data, startedAt))));
      return data;
    },
    q.reuseMs,
  );
}
