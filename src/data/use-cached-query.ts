// Cache-first reads (offline.md): a query renders what IndexedDB holds at once, then
// refreshes from the server and stores the answer, which re-renders through the live
// query. `stale` says the cached data could not be refreshed; `offline` that the refresh
// failed for lack of a connection. Components never call the SDK; they use these hooks
// through the typed queries of catalog.ts and engagement.ts.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPage, readRecord, writePage, writeRecord, type CachedList, type ListAnswer } from './cache';
import { db } from './db';
import { isAbortError, isNetworkError } from './pb';
import { sharedFetch } from './shared-fetch';
import { withQuotaRetry } from './storage';

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

function useCacheFirst<T>(
  key: string,
  enabled: boolean,
  read: () => Promise<T | null>,
  fetchAndStore: () => Promise<T>,
  reuseMs = 0,
): QueryState<T> {
  const readRef = useRef(read);
  const fetchRef = useRef(fetchAndStore);
  readRef.current = read;
  fetchRef.current = fetchAndStore;

  const cached = useLiveQuery(
    async () => ({ key, value: enabled ? await readRef.current().catch(() => null) : null }),
    [key, enabled],
  );
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
  const fromCache = cached && cached.key === key ? cached.value : undefined;
  const data = fromCache ?? mine?.data ?? undefined;
  const failed = mine?.status === 'error';
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
  return useCacheFirst<CachedList<T>>(
    `${collection}|${queryKey}|${page}`,
    q.enabled ?? true,
    () => readPage<T>(db, collection, queryKey, page),
    async () => {
      const answer = await q.fetch(page);
      const now = Date.now();
      await withQuotaRetry(db, () => writePage(db, collection, queryKey, page, answer, now)).catch(() => undefined);
      const { items, totalItems, totalPages, perPage, ...meta } = answer;
      return { items, page, totalItems, totalPages, perPage, meta: { ...meta, perPage, totalPages }, fetchedAt: now };
    },
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
    async () => (await readRecord<T>(db, collection, id))?.data ?? null,
    async () => {
      const data = await q.fetch();
      await withQuotaRetry(db, () => writeRecord(db, collection, id, data)).catch(() => undefined);
      return data;
    },
    q.reuseMs,
  );
}
