// The read cache (offline notes, "Data layer"): records live in `records` keyed by
// [collection+id], each page of a list as an ordered id list in `pages` keyed by
// [queryKey+page]. A page and its records are written in one transaction, so a reader
// never sees a page whose records are missing. Plain functions over a db instance so
// Vitest can run them against fake-indexeddb.
import type { ReelhouseDB } from './db';

export interface ListAnswer<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  [extra: string]: unknown;
}

export interface CachedList<T> {
  items: T[];
  page: number;
  totalItems: number;
  totalPages: number;
  perPage: number;
  meta: Record<string, unknown>;
  fetchedAt: number;
}

const LIST_FIELDS = new Set(['items', 'page', 'perPage', 'totalItems', 'totalPages']);

/** Stores one page of a list answer (records + ordered ids) in one transaction. */
export async function writePage<T extends { id: string }>(
  db: ReelhouseDB,
  collection: string,
  queryKey: string,
  page: number,
  answer: ListAnswer<T>,
  now = Date.now(),
): Promise<void> {
  const meta: Record<string, unknown> = { perPage: answer.perPage, totalPages: answer.totalPages };
  for (const [k, v] of Object.entries(answer)) if (!LIST_FIELDS.has(k)) meta[k] = v;
  await db.transaction('rw', db.records, db.pages, async () => {
    await db.records.bulkPut(answer.items.map((item) => ({ collection, id: item.id, data: item, fetchedAt: now })));
    await db.pages.put({
      queryKey,
      page,
      ids: answer.items.map((i) => i.id),
      totalItems: answer.totalItems,
      meta,
      fetchedAt: now,
    });
  });
}

/** The cached page in its stored order, or null when it was never fetched. */
export async function readPage<T>(db: ReelhouseDB, collection: string, queryKey: string, page: number): Promise<CachedList<T> | null> {
  const row = await db.pages.get([queryKey, page]);
  if (!row) return null;
  const records = await db.records.bulkGet(row.ids.map((id) => [collection, id] as [string, string]));
  const items = records.filter((r) => r !== undefined).map((r) => r.data as T);
  const meta = row.meta ?? {};
  const perPage = typeof meta.perPage === 'number' ? meta.perPage : items.length;
  const totalItems = row.totalItems ?? items.length;
  const totalPages = typeof meta.totalPages === 'number' ? meta.totalPages : perPage ? Math.ceil(totalItems / perPage) : 1;
  return { items, page, totalItems, totalPages, perPage, meta, fetchedAt: row.fetchedAt };
}

export async function writeRecord<T>(db: ReelhouseDB, collection: string, id: string, data: T, now = Date.now()): Promise<void> {
  await db.records.put({ collection, id, data, fetchedAt: now });
}

/**
 * Stores an answer to a fetch begun at `startedAt`, unless the row holds something newer:
 * the answer to a fetch begun later (the page's own, before a card's prefetch came back) or
 * a change made here since (a like, a live count) that this answer may lack. The row is
 * stamped with `startedAt`, not the time of the write: a write waits for Dexie (loaded at
 * idle), and its data is no newer for that.
 */
export async function writeRecordUnlessNewer<T>(db: ReelhouseDB, collection: string, id: string, data: T, startedAt: number): Promise<boolean> {
  return db.transaction('rw', db.records, async () => {
    const row = await db.records.get([collection, id]);
    if (row && row.fetchedAt > startedAt) return false;
    await db.records.put({ collection, id, data, fetchedAt: startedAt });
    return true;
  });
}

export interface CachedRecordOf<T> {
  data: T;
  fetchedAt: number;
}

export async function readRecord<T>(db: ReelhouseDB, collection: string, id: string): Promise<CachedRecordOf<T> | null> {
  const row = await db.records.get([collection, id]);
  return row ? { data: row.data as T, fetchedAt: row.fetchedAt } : null;
}

/**
 * Applies `change` to a cached record (no-op when it is not cached) and stamps it as set
 * now, so an answer already on its way does not undo the change (writeRecordUnlessNewer).
 */
export async function patchRecord<T>(db: ReelhouseDB, collection: string, id: string, change: (data: T) => T, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.records, async () => {
    const row = await db.records.get([collection, id]);
    if (row) await db.records.put({ ...row, data: change(row.data as T), fetchedAt: now });
  });
}
