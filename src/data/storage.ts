// Storage care (offline notes, "Data layer"): ask the browser to keep our data
// (navigator.storage.persist) once the member engages (first comment or rating, or the
// app is installed); on start drop cached pages and records not refreshed for N days; on
// QuotaExceededError drop the oldest cache entries and retry a write once. Writes still in
// the outbox, and the optimistic records they need, are never dropped.
import type { ReelhouseDB } from './db';

export const EVICT_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERSIST_KEY = 'reelhouse.persist_requested';

/** Asks once (per browser) for persistent storage; resolves whether storage is persisted. */
export async function requestPersistence(nav: Navigator | undefined = globalThis.navigator, store: Storage | undefined = globalThis.localStorage): Promise<boolean> {
  const storage = nav?.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    if (store?.getItem(PERSIST_KEY)) return false;
    store?.setItem(PERSIST_KEY, String(Date.now()));
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Record keys ([collection, id]) the outbox still needs: optimistic comments. */
async function protectedRecords(db: ReelhouseDB): Promise<Set<string>> {
  const keep = new Set<string>();
  for (const e of await db.outbox.toArray()) {
    const comment = (e.payload as { comment?: { id?: string } } | null)?.comment;
    if (comment?.id) keep.add(`comments|${comment.id}`);
  }
  return keep;
}

/** Drops pages and records fetched before now - days; returns how many rows went. */
export async function evictStale(db: ReelhouseDB, days = EVICT_AFTER_DAYS, now = Date.now()): Promise<number> {
  const before = now - days * DAY_MS;
  return db.transaction('rw', db.pages, db.records, db.outbox, async () => {
    const keep = await protectedRecords(db);
    const pages = await db.pages.where('fetchedAt').below(before).delete();
    const old = await db.records.where('fetchedAt').below(before).primaryKeys();
    const drop = old.filter(([c, id]) => !keep.has(`${c}|${id}`));
    await db.records.bulkDelete(drop);
    return pages + drop.length;
  });
}

/** Drops the oldest share (default a quarter, at least one) of the pages and records. */
export async function dropOldest(db: ReelhouseDB, share = 0.25): Promise<number> {
  return db.transaction('rw', db.pages, db.records, db.outbox, async () => {
    const keep = await protectedRecords(db);
    const pageCount = await db.pages.count();
    const pageKeys = await db.pages.orderBy('fetchedAt').limit(Math.max(1, Math.ceil(pageCount * share))).primaryKeys();
    await db.pages.bulkDelete(pageKeys);
    const recCount = await db.records.count();
    const recKeys = (await db.records.orderBy('fetchedAt').limit(Math.max(1, Math.ceil(recCount * share))).primaryKeys()).filter(
      ([c, id]) => !keep.has(`${c}|${id}`),
    );
    await db.records.bulkDelete(recKeys);
    return pageKeys.length + recKeys.length;
  });
}

export function isQuotaError(err: unknown): boolean {
  for (let e = err as { name?: string; inner?: unknown } | null | undefined, i = 0; e && i < 4; e = e.inner as typeof e, i++) {
    if (e.name === 'QuotaExceededError') return true;
  }
  return false;
}

/** Runs a top-level cache write; on a full disk drops the oldest entries and retries once. */
export async function withQuotaRetry<T>(db: ReelhouseDB, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isQuotaError(err)) throw err;
    await dropOldest(db);
    return write();
  }
}

let started = false;

/** Call once at start-up: evicts stale cache entries, asks for persistence on install. */
export function startStorage(db: ReelhouseDB): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void evictStale(db).catch(() => undefined);
  window.addEventListener('appinstalled', () => void requestPersistence());
}
