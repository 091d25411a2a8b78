// Per-query persistence of the query cache (TanStack's `persister` query option, in the
// PersistedQuery format of @tanstack/query-persist-client-core)
// into the app's one IndexedDB table of cached rows (db.ts `records`): each persisted
// query is one row, so a large catalog is never serialised whole, and a row is read only
// when its query first runs. A key [collection, ...rest] is stored as the row
// [collection, rest joined by ':'], so member-private queries (watch, my_rating, comments,
// premium: keyed by the member's id first) are purged by their id prefix (private-data.ts).
// Dexie loads at idle (lazy-idb.ts); nothing here is in the first download's hot path.
import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import type { Query, QueryKey, QueryPersister } from '@tanstack/react-query';
import { authUserId } from './auth-token';
import { isNetworkError } from './errors';
import { MEMBER_RECORD_COLLECTIONS } from './private-data-names';
import { loadIdb } from './lazy-idb';
import { nextTask, yieldTask } from './first-draw';
import { boot } from './boot';

/**
 * Whether every request index.html's early script started came back empty (src/data/early.ts:
 * a network failure or an error answer): offline, in all likelihood. The browser's own
 * navigator.onLine may still say online then (an emulated network, a captive portal, a
 * server that is down), and it did in scripts/bench-web's offline cold start.
 */
function earlyAllFailed(): Promise<boolean> {
  const early = boot()?.early;
  const pending = early ? Object.values(early).filter((p) => p !== undefined) : [];
  if (!pending.length) return Promise.resolve(false);
  return Promise.all(pending.map((p) => p.then((body) => body === null || body === undefined, () => true))).then((empty) => empty.every(Boolean));
}

/**
 * Offline, IndexedDB is the page's only source of data, and a query's stored answer was read
 * only once its request had failed, a good while after the first render (a category page
 * stood on a spinner until then: its category comes from the stored list). Started here
 * (this module loads with the query client, before the first render), Dexie's chunk loads
 * and the database opens beside the route's chunk and the catalogs, and the first restore
 * finds it open. Online nothing changes: Dexie still waits for idle (lazy-idb.ts).
 */
export function openEarlyWhenOffline(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  const open = () =>
    loadIdb(true)
      .then((idb) => idb.db.open())
      .then(() => undefined);
  return (globalThis.navigator?.onLine === false ? open() : earlyAllFailed().then((offline) => (offline ? open() : undefined))).catch(() => undefined);
}
void openEarlyWhenOffline();

const PREFIX = 'rq';
/** Bump to drop every persisted answer (a change of an answer's shape). */
const BUSTER = '1';
/** As long as the cache eviction keeps rows (storage.ts EVICT_AFTER_DAYS). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The `records` row of a query key: [collection, id]. */
export function rowOf(queryKey: QueryKey): [string, string] {
  return [String(queryKey[0]), queryKey.slice(1).map((k) => (typeof k === 'string' ? k : JSON.stringify(k))).join(':')];
}

function rowOfStorageKey(key: string): [string, string] {
  return rowOf(JSON.parse(key.slice(PREFIX.length + 1)) as QueryKey);
}

export function isPersistedQuery(v: unknown): v is PersistedQuery {
  const p = v as PersistedQuery | null;
  return !!p && typeof p === 'object' && typeof p.queryHash === 'string' && !!p.state && typeof p.state === 'object';
}

/** An answer made on this device (offline search over the cache) is not a server answer. */
const isLocal = (p: PersistedQuery) => !!(p.state.data as { meta?: { local?: boolean } } | undefined)?.meta?.local;

const PRIVATE = new Set<string>(MEMBER_RECORD_COLLECTIONS);

/** Whether a row may be written now: a member-private one only for the member signed in. */
export function mayStore(collection: string, id: string): boolean {
  if (!PRIVATE.has(collection)) return true;
  const owner = id.slice(0, Math.max(0, id.indexOf(':')));
  return owner === '' || owner === 'anon' || owner === authUserId();
}

const storage: AsyncStorage<PersistedQuery> = {
  async getItem(key) {
    const idb = await loadIdb();
    const [collection, id] = rowOfStorageKey(key);
    const row = await idb.db.records.get([collection, id]);
    // Rows written by the hand-made cache before it (bare data) are not restored.
    return row && isPersistedQuery(row.data) ? row.data : null;
  },
  async setItem(key, value) {
    if (isLocal(value)) return;
    const [collection, id] = rowOfStorageKey(key);
    const idb = await loadIdb();
    // Each write in a task of its own: the page's first answers all wait for Dexie, which
    // runs what waited for its opening in one go, and together they made one task of
    // ~15 ms (~60 at a phone's 4x CPU).
    await idb.db.open();
    await nextTask();
    // A write still on its way when the member signed out (it waits for Dexie) is dropped,
    // not stored after the purge.
    if (!mayStore(collection, id)) return;
    await idb.withQuotaRetry(idb.db, () => idb.db.records.put({ collection, id, data: value, fetchedAt: Date.now() }));
  },
  async removeItem(key) {
    const idb = await loadIdb();
    await idb.db.records.delete(rowOfStorageKey(key));
  },
};

/**
 * Writes a query's answer as the library's experimental_createQueryPersister would (same
 * PersistedQuery, same `prefix-queryHash` key). Not that function itself: the package pins
 * an older query-core than react-query's, and importing it put a second copy of the core's
 * utilities in the first download (issue 15 §2 budget); its restore is replaced anyway.
 * Only answers are kept, never an error object.
 */
async function persistQuery(query: Query): Promise<void> {
  if (typeof indexedDB === 'undefined' || query.state.data === undefined) return;
  await storage.setItem(`${PREFIX}-${query.queryHash}`, {
    buster: BUSTER,
    queryHash: query.queryHash,
    queryKey: query.queryKey,
    state: { ...query.state, error: null, fetchFailureReason: null },
  });
}

const restoredData = new WeakSet<object>();

/** The stored answer of a query, unless expired or from another build's format. */
async function restore(queryHash: string): Promise<PersistedQuery | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    const stored = await storage.getItem(`${PREFIX}-${queryHash}`);
    if (!stored || Date.now() - stored.state.dataUpdatedAt > MAX_AGE_MS || stored.buster !== BUSTER) return undefined;
    return stored;
  } catch {
    return undefined;
  }
}

/**
 * The `persister` of a query (TanStack's extension point; its own restores first and then
 * fetches, which would put Dexie's load before every first request of a page). Here the
 * fetch starts at once and the stored answer shows meanwhile if it comes first; a failed
 * fetch (offline) leaves the stored answer on screen, marked stale. Answers are written
 * with the library's persistQuery.
 */
const persisterFn = async (queryFn: (ctx: unknown) => unknown, ctx: unknown, query: Query): Promise<unknown> => {
  // Each query's request starts in a task of its own: a page's components subscribe in one
  // effects pass, and their requests (the SDK, fetch(), a restore) made it one long task.
  await yieldTask();
  const save = () => setTimeout(() => void persistQuery(query).catch(() => undefined), 0);
  if (query.state.data !== undefined) {
    const data = await queryFn(ctx);
    save();
    return data;
  }
  let settled = false;
  const show = (p: PersistedQuery | undefined) => {
    if (!p || query.state.data !== undefined) return;
    if (p.state.data && typeof p.state.data === 'object') restoredData.add(p.state.data);
    query.setData(p.state.data, { updatedAt: p.state.dataUpdatedAt, manual: true });
  };
  // Dexie loads at idle (at once offline): the request does not wait for it.
  const restored = restore(query.queryHash).then((p) => {
    if (!settled) show(p);
    return p;
  });
  try {
    const data = await queryFn(ctx);
    settled = true;
    save();
    return data;
  } catch (err) {
    settled = true;
    // No "offline" before what the device holds has had its say (no error flash); and
    // what it holds is the page now: Dexie stops waiting for idle (lazy-idb.ts).
    if (isNetworkError(err)) {
      void loadIdb(true).catch(() => undefined);
      show(await restored);
    }
    throw err;
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one persister serves every key and data type
export const persisted = { persister: persisterFn as unknown as QueryPersister<any, any> };

/**
 * Changes made with setQueryData (a realtime event, an optimistic write, an outbox answer)
 * are persisted too: the persister itself stores only fetched answers.
 */
export function persistManualUpdates(cache: { subscribe: (fn: (e: { type: string; query: Query; action?: { type: string; manual?: boolean } }) => void) => () => void }): () => void {
  return cache.subscribe((e) => {
    if (e.type !== 'updated' || e.action?.type !== 'success' || !e.action.manual) return;
    const data = e.query.state.data;
    if (e.query.options.persister !== persisted.persister || data === undefined || restoredData.has(data as object)) return;
    // Out of the caller's turn: an outbox answer lands inside a Dexie transaction.
    setTimeout(() => void persistQuery(e.query).catch(() => undefined), 0);
  });
}

/** Removes a query's persisted answer (the server says it is gone). */
export async function forgetPersisted(queryKey: QueryKey): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const idb = await loadIdb();
  await idb.db.records.delete(rowOf(queryKey));
}

/**
 * Stores answers put in the cache without a fetch (the page's first data, first-data.ts), as
 * a fetch's would be: a page first seen from its HTML still reopens offline. Dexie loads
 * at idle (lazy-idb.ts), so this costs the first paint nothing.
 */
export function persistSeeded(cache: { find: (f: { queryKey: QueryKey; exact: true }) => Query | undefined }, queryKeys: QueryKey[]): void {
  for (const queryKey of queryKeys) {
    const query = cache.find({ queryKey, exact: true });
    if (query) void persistQuery(query).catch(() => undefined);
  }
}
